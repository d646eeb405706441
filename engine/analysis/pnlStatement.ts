import { statementLabel, statementRows, type PnlRow, type StatementRowDef } from '../model/statements.ts';
import { growthPercent, trendOf, type Trend } from '../format/number.ts';
import type { CsvCell } from '../format/csv.ts';
import type { ReconciliationRow, Statement, YearRecord } from '../session/session.ts';
import type { FigureExplanation } from './figureExplanation.ts';

/**
 * The P&L screen's table (part 2 §2): the statement's rows with the YoY Growth and Margin columns,
 * the four headline figures and the reconciliation verdict. Pure over what the worker returns.
 */

export interface PnlTableRow {
  id: PnlRow;
  name: string;
  values: (number | null)[];
  /** Growth of the line in the last shown year over the year before, in percent; null shows a dash. */
  yoyGrowth: number | null;
  /** The line as a share of total revenue in the last shown year, in percent; null without revenue. */
  margin: number | null;
}

type Years = Readonly<Record<number, YearRecord>>;

function valueOf(years: Years, id: string, year: number): number | null {
  return years[year]?.[id] ?? null;
}

/**
 * Rows without a growth rate: the rounding adjustment reconciles the stated EBITDA with the sum of
 * its lines (€1 in 2024, 0 in 2025). It is a correction, not a business quantity, so "−100%" would
 * be noise in red.
 */
const ROWS_WITHOUT_GROWTH: ReadonlySet<string> = new Set<PnlRow>(['rounding_adjustment']);

/**
 * Growth of a line in `year` over the year before; null (a dash) when the prior value is 0 or
 * missing, and for rows without a growth rate.
 */
export function yoyGrowth(years: Years, id: string, year: number): number | null {
  if (ROWS_WITHOUT_GROWTH.has(id)) return null;
  return growthPercent(valueOf(years, id, year), valueOf(years, id, year - 1));
}

/** A line as a percentage of the year's total revenue; null when there is no revenue. */
export function marginOf(years: Years, id: string, year: number): number | null {
  const revenue = valueOf(years, 'total_revenue', year);
  const value = valueOf(years, id, year);
  if (revenue === null || revenue === 0 || value === null) return null;
  return (value / revenue) * 100;
}

/**
 * The statement's P&L rows with growth and margin of `lastYear`: the rows of the model definition
 * the figures come from (the shipped model's order of part 2 §2 by default).
 */
export function pnlTable(statement: Statement, years: Years, lastYear: number, rows: readonly StatementRowDef[] = statementRows('pnl')): PnlTableRow[] {
  const byId = new Map(statement.rows.map((row) => [row.id, row]));
  return rows.map(({ id, label }) => ({
    id,
    name: label,
    values: byId.get(id)?.values ?? statement.periods.map(() => null),
    yoyGrowth: yoyGrowth(years, id, lastYear),
    margin: marginOf(years, id, lastYear),
  }));
}

/**
 * The four KPI cards of the P&L header (part 2 §2), in their order. ARR (Recurring) is the
 * run-rate ARR of the year's end (`arr`: December recurring revenue × 12), the one ARR every
 * screen shows; the statement's Recurring Revenue row is the year's flow.
 */
export const HEADLINE_METRICS = ['total_revenue', 'arr', 'ebitda', 'rides'] as const;
export type HeadlineMetric = (typeof HEADLINE_METRICS)[number];

export interface HeadlineFigure {
  metric: HeadlineMetric;
  year: number;
  value: number | null;
  prior: number | null;
  /** YoY change in percent; null when the prior value is 0 or missing (shown as a dash, without arrow). */
  growth: number | null;
  trend: Trend | null;
}

/** Each headline metric in `year` with its change over the year before. */
export function headlineFigures(years: Years, year: number): HeadlineFigure[] {
  return HEADLINE_METRICS.map((metric) => {
    const growth = yoyGrowth(years, metric, year);
    return { metric, year, value: valueOf(years, metric, year), prior: valueOf(years, metric, year - 1), growth, trend: trendOf(growth) };
  });
}

export interface ReconciliationVerdict {
  rows: ReconciliationRow[];
  /** The EBITDA row's marker: RECONCILED only when every shown year has a variance of exactly 0 (part 2 §5). */
  reconciled: boolean;
}

export function reconciliationVerdict(rows: readonly ReconciliationRow[], shownYears: readonly number[]): ReconciliationVerdict {
  const shown = rows.filter((row) => shownYears.includes(row.year));
  return { rows: shown, reconciled: shown.length === shownYears.length && shown.every((row) => row.variance === 0) };
}

/** Money to the cent and percentages to a tenth, so an export carries what the model computed. */
function cents(value: number | null): number | null {
  return value === null ? null : Math.round(value * 100) / 100;
}

function tenths(value: number | null): number | null {
  return value === null ? null : Math.round(value * 10) / 10;
}

/**
 * The shown statement as CSV rows: Line Item, one column per period (headers as shown), YoY
 * growth and margin in percent. Figures are plain numbers so a spreadsheet can compute with them.
 */
export function pnlCsvRows(table: readonly PnlTableRow[], periodLabels: readonly string[], lastYear: number): CsvCell[][] {
  const header: CsvCell[] = ['Line Item', ...periodLabels, `YoY Growth ${lastYear} (%)`, `${lastYear} Margin (%)`];
  return [header, ...table.map((row): CsvCell[] => [row.name, ...row.values.map(cents), tenths(row.yoyGrowth), tenths(row.margin)])];
}

/**
 * How the YoY Growth or Margin cell of a row came about; its inputs are annual cells the worker can
 * explain. `line` and `revenue` name the row and total revenue (a screen gives its shown names).
 */
export function columnExplanation(years: Years, id: PnlRow, column: 'yoy' | 'margin', year: number, line = statementLabel(id), revenue = statementLabel('total_revenue')): FigureExplanation {
  const annual = (lineId: string, y: number) => ({ ref: { sheet: 'Annual', id: lineId, period: String(y) } as const, value: valueOf(years, lineId, y) });
  if (column === 'yoy') {
    return {
      name: `${line}: YoY Growth ${year}`, value: yoyGrowth(years, id, year), unit: 'percent', signed: true,
      formula: `(${line} ${year} − ${line} ${year - 1}) ÷ |${line} ${year - 1}| × 100`,
      explanation: ROWS_WITHOUT_GROWTH.has(id)
        ? 'No growth rate: this row reconciles the stated EBITDA with the sum of the lines, a correction rather than a business figure.'
        : 'Change over the year before, measured against the size of the prior value; a dash when the prior value is 0 or missing.',
      inputs: [{ ...annual(id, year), name: line }, { ...annual(id, year - 1), name: line }],
      about: { code: 'yoy', line, year, reconciling: ROWS_WITHOUT_GROWTH.has(id) },
    };
  }
  return {
    name: `${line}: ${year} Margin`, value: marginOf(years, id, year), unit: 'percent', signed: false,
    formula: `${line} ${year} ÷ ${revenue} ${year} × 100`,
    explanation: 'The line as a share of the year\'s total revenue.',
    inputs: [{ ...annual(id, year), name: line }, { ...annual('total_revenue', year), name: revenue }],
    about: { code: 'margin', line, year, layout: 'management' },
  };
}
