import { ALL_YEARS, FORECAST_YEARS } from '../../../engine/calendar.ts';
import { formatEuroExact, formatPercent, formatValueWithUnit } from '../../../engine/format/number.ts';
import { LINE_BY_ID } from '../../../engine/model/lines.ts';
import { CASHFLOW_ROWS, PNL_ROWS, statementLabel, TOTAL_LINES, type PnlRow } from '../../../engine/model/statements.ts';
import type { ReconciliationRow } from '../../../engine/session/session.ts';
import type { ReportData } from '../reportData.ts';
import { cashChart, revenueMixChart } from './charts.ts';
import { kpiOf, kpiText, valueOf } from './headlineSection.ts';
import { COLOR, type ReportDocument, type TableColumn } from './reportDocument.ts';

/** The statements by year: P&L, volumes behind revenue, EBITDA reconciliation, cash flow. */

interface LineRow {
  id: string;
  label: string;
  unit: string;
  bold?: boolean;
}

const yearLabel = (year: number) => (year < FORECAST_YEARS[0] ? `${year} (A)` : String(year));

/** Euros exact; clients and rides as whole numbers (the model keeps fractions of a client); FTEs with their decimals. */
function cellText(value: number | null, unit: string): string {
  if (unit === '€') return formatEuroExact(value);
  if (unit === 'FTE') return formatValueWithUnit(value, '');
  return formatValueWithUnit(value === null ? null : Math.round(value), '');
}

function yearTable(report: ReportDocument, data: ReportData, rows: readonly LineRow[], first: string, fontSize = 8): void {
  report.table<LineRow>([
    { header: first, width: 24, text: (r) => r.label, bold: (r) => r.bold ?? false },
    ...ALL_YEARS.map((year): TableColumn<LineRow> => ({
      header: yearLabel(year), width: 10.8, align: 'right', bold: (r) => r.bold ?? false,
      text: (r) => cellText(valueOf(data, year, r.id), r.unit),
      color: (r) => ((valueOf(data, year, r.id) ?? 0) < 0 ? COLOR.critical : undefined),
    })),
  ], rows, { fontSize });
}

export function pnlSection(report: ReportDocument, data: ReportData): void {
  const rows = PNL_ROWS.map((id: PnlRow): LineRow => ({ id, label: statementLabel(id), unit: '€', bold: TOTAL_LINES.has(id) }));
  yearTable(report, data, rows, 'Line item (EUR)', 8.5);
  report.paragraph('2024 and 2025 are the actuals of the baseline data (A); 2026–2030 are the model\'s forecast. Operating expenses include the rounding adjustment of the 2024 accounts.', { size: 8.5, color: COLOR.muted });
}

const VOLUME_LINES = ['medical_clients', 'inpatient_clients', 'outpatient_clients', 'transport_clients', 'rides', 'medical_rides', 'transport_rides', 'ftes'] as const;

export function revenueBuildUpSection(report: ReportDocument, data: ReportData): void {
  report.subheading('Revenue streams by year', 220);
  const points = ALL_YEARS.map((year) => ({
    year,
    oneTime: valueOf(data, year, 'one_time_revenue') ?? 0,
    recurring: valueOf(data, year, 'recurring_revenue') ?? 0,
    transaction: valueOf(data, year, 'transaction_revenue') ?? 0,
  }));
  report.chart(revenueMixChart(points, Math.round(report.width), 220), 220);
  report.subheading('Volumes behind the revenue (year end for clients, year total for rides, average FTEs)');
  const rows: LineRow[] = [
    ...VOLUME_LINES.map((id) => ({ id, label: LINE_BY_ID.get(id)?.name ?? id, unit: LINE_BY_ID.get(id)?.unit === 'FTE' ? 'FTE' : 'count' })),
    { id: 'arr', label: 'ARR (year end)', unit: '€', bold: true },
  ];
  yearTable(report, data, rows, 'Volume', 7.5);
}

export function reconciliationSection(report: ReportDocument, data: ReportData): void {
  report.table<ReconciliationRow>([
    { header: 'Year', width: 9, text: (r) => yearLabel(r.year), bold: () => true },
    { header: 'Total revenue', width: 15, align: 'right', text: (r) => formatEuroExact(r.total_revenue) },
    { header: 'Total expenses', width: 15, align: 'right', text: (r) => formatEuroExact(r.total_expenses) },
    { header: 'Computed EBITDA', width: 15, align: 'right', text: (r) => formatEuroExact(r.computed_ebitda) },
    { header: 'Stated EBITDA', width: 15, align: 'right', text: (r) => formatEuroExact(r.stated_ebitda) },
    { header: 'Variance', width: 11, align: 'right', text: (r) => formatEuroExact(r.variance, { cents: true }) },
    {
      header: 'Result', width: 20, align: 'center', bold: () => true,
      text: (r) => (r.reconciled ? 'PERFECT RECONCILIATION' : 'VARIANCE DETECTED'), color: (r) => (r.reconciled ? COLOR.good : COLOR.critical),
    },
  ], data.reconciliation, { fontSize: 8 });
  report.paragraph('Computed EBITDA is total revenue minus every expense line, including the rounding adjustment; a year is reconciled only when the variance to the stated EBITDA is exactly zero (to the cent).', { size: 8.5, color: COLOR.muted });
}


export function cashFlowSection(report: ReportDocument, data: ReportData): void {
  const rows = CASHFLOW_ROWS.map((id): LineRow => ({ id, label: statementLabel(id), unit: '€', bold: TOTAL_LINES.has(id) }));
  yearTable(report, data, rows, 'Cash flow (EUR)', 8);
  const runway = FORECAST_YEARS.map((year) => `${year}: ${kpiText(data, year, 'cash_runway')}`).join(' · ');
  report.paragraph(`Cash runway at year end (closing cash ÷ average monthly net burn; cash-positive in a year that adds cash before funding): ${runway}.`, { size: 8.5 });
  report.subheading('Closing cash by quarter, 2024–2030', 200);
  const points = data.quarterlyCash.map((q) => ({ period: q.period.replace('-', ' '), closingCash: q.closingCash }));
  report.chart(cashChart(points, Math.round(report.width), 200), 200);
  const lowest = data.quarterlyCash.reduce((min, q) => (q.closingCash < min.closingCash ? q : min), data.quarterlyCash[0] ?? { period: '—', closingCash: 0 });
  report.paragraph(`The lowest quarter-end cash position is ${formatEuroExact(lowest.closingCash)} in ${lowest.period}. `
    + `EBITDA margin in ${FORECAST_YEARS[4]}: ${formatPercent(kpiOf(data, FORECAST_YEARS[4], 'operating_margin')?.value ?? null)}.`, { size: 8.5 });
}
