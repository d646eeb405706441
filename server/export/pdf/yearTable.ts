import type { NumberFormatter } from '../../../engine/format/number.ts';
import { balanceCheckHolds } from '../balanceCheck.ts';
import type { ReportData } from '../reportData.ts';
import { valueOf } from './headlineSection.ts';
import { COLOR, type ReportDocument, type TableColumn } from './reportDocument.ts';

/** A table of lines by year, the way the report prints the statements and the volumes behind them. */

export interface LineRow {
  id: string;
  label: string;
  /** '€' whole euros; 'check' the balance check in cents, green at 0 and red otherwise; 'count' whole numbers; 'FTE' with decimals. */
  unit: '€' | 'check' | 'count' | 'FTE';
  bold?: boolean;
  /** The row's figure of a year, for a row that is not a line of the report's years (the headcount plan's). */
  value?(year: number): number | null;
}

export interface YearTableOptions {
  years: readonly number[];
  /** The header of the label column. */
  first: string;
  /** A year's column header; by default the year marked with its actual months ("2025 (Actual)", "2026 (11 + 1)"). */
  yearHeader?(year: number): string;
  /** The label column's share of the width against 10.8 for each year. */
  labelWidth?: number;
  fontSize?: number;
  padding?: number;
}

/** A year as every table and chart of the report heads it: marked with how much of it is actual. */
export const yearLabel = (data: ReportData, year: number) => data.periods.marked(String(year), data.closedThrough);

/** Euros exact; clients and rides as whole numbers (the model keeps fractions of a client); FTEs with their decimals. */
function cellText({ formatEuroExact, formatValueWithUnit }: NumberFormatter, value: number | null, unit: LineRow['unit']): string {
  if (unit === '€') return formatEuroExact(value);
  if (unit === 'check') return formatEuroExact(value === null ? null : Math.round(value * 100) / 100, { cents: true });
  if (unit === 'FTE') return formatValueWithUnit(value, '');
  return formatValueWithUnit(value === null ? null : Math.round(value), '');
}

function cellColor(value: number | null, unit: LineRow['unit']): string | undefined {
  if (unit === 'check') return balanceCheckHolds(value) ? COLOR.good : COLOR.critical;
  return (value ?? 0) < 0 ? COLOR.critical : undefined;
}

export function yearTable(report: ReportDocument, data: ReportData, rows: readonly LineRow[], options: YearTableOptions): void {
  const header = options.yearHeader ?? ((year: number) => yearLabel(data, year));
  const figure = (r: LineRow, year: number) => (r.value ? r.value(year) : valueOf(data, year, r.id));
  report.table<LineRow>([
    { header: options.first, width: options.labelWidth ?? 24, text: (r) => r.label, bold: (r) => r.bold ?? false },
    ...options.years.map((year): TableColumn<LineRow> => ({
      header: header(year), width: 10.8, align: 'right', bold: (r) => r.bold ?? false,
      text: (r) => cellText(report.figures, figure(r, year), r.unit),
      color: (r) => cellColor(figure(r, year), r.unit),
    })),
  ], rows, { fontSize: options.fontSize ?? 8, padding: options.padding, ruleAbove: (r) => r.bold ?? false });
}
