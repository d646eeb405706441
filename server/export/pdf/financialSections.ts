import { ALL_YEARS, FORECAST_YEARS } from '../../../engine/calendar.ts';
import { tablesOf } from '../../../engine/model/tables.ts';
import type { KpiResult, ReconciliationRow } from '../../../engine/session/session.ts';
import type { ReportData } from '../reportData.ts';
import { cashChart, revenueMixChart } from './charts.ts';
import { kpiOf, kpiText, valueOf } from './headlineSection.ts';
import { COLOR, type ReportDocument } from './reportDocument.ts';
import { yearLabel, yearTable, type LineRow } from './yearTable.ts';

/** The volumes behind revenue, the EBITDA reconciliation, and cash with its burn and runway. */

const VOLUME_LINES = ['medical_clients', 'inpatient_clients', 'outpatient_clients', 'transport_clients', 'rides', 'medical_rides', 'transport_rides', 'ftes'] as const;

export function revenueBuildUpSection(report: ReportDocument, data: ReportData): void {
  const { t } = data;
  report.subheading(t('revenue.streams'), 220);
  const points = ALL_YEARS.map((year) => ({
    label: yearLabel(data, year),
    oneTime: valueOf(data, year, 'one_time_revenue') ?? 0,
    recurring: valueOf(data, year, 'recurring_revenue') ?? 0,
    transaction: valueOf(data, year, 'transaction_revenue') ?? 0,
  }));
  report.chart(revenueMixChart(points, Math.round(report.width), 220, report.figures, t), 220);
  report.subheading(t('revenue.volumes'));
  const rows: LineRow[] = [
    ...VOLUME_LINES.map((id): LineRow => {
      const line = tablesOf(data.definition).lineById.get(id);
      return { id, label: line?.name ?? id, unit: line?.unit === 'FTE' ? 'FTE' : 'count' };
    }),
    { id: 'arr', label: t('revenue.arr'), unit: '€', bold: true },
  ];
  yearTable(report, data, rows, { years: ALL_YEARS, first: t('revenue.volume'), fontSize: 7.5 });
}

export function reconciliationSection(report: ReportDocument, data: ReportData): void {
  const { formatEuroExact } = report.figures;
  const { t } = data;
  report.table<ReconciliationRow>([
    { header: t('reconciliation.year'), width: 9, text: (r) => yearLabel(data, r.year), bold: () => true },
    { header: t('reconciliation.totalRevenue'), width: 14, align: 'right', text: (r) => formatEuroExact(r.total_revenue) },
    { header: t('reconciliation.totalExpenses'), width: 14, align: 'right', text: (r) => formatEuroExact(r.total_expenses) },
    { header: t('reconciliation.computed'), width: 14, align: 'right', text: (r) => formatEuroExact(r.computed_ebitda) },
    { header: t('reconciliation.stated'), width: 14, align: 'right', text: (r) => formatEuroExact(r.stated_ebitda) },
    { header: t('reconciliation.variance'), width: 9, align: 'right', text: (r) => formatEuroExact(r.variance, { cents: true }) },
    {
      header: t('reconciliation.result'), width: 26, align: 'center', bold: () => true,
      text: (r) => (r.reconciled ? t('reconciliation.perfect') : t('reconciliation.detected')), color: (r) => (r.reconciled ? COLOR.good : COLOR.critical),
    },
  ], data.reconciliation, { fontSize: 7.5 });
  report.paragraph(t('reconciliation.note'), { size: 8, color: COLOR.muted });
}

/** A row of the cash table: a line's figure or a KPI's value, by forecast year. */
interface CashRow {
  label: string;
  text(year: number): string;
  color?(year: number): string | undefined;
  bold?: boolean;
}

const CASH_KPIS = ['monthly_burn', 'cash_runway'] as const;
/** Low enough that the EBITDA reconciliation fits on the same page. */
const CHART_HEIGHT = 190;

/** A line's label on its statement in the report's definition (its name for a line on none). */
function statementLabelOf(data: ReportData, id: string): string {
  const line = tablesOf(data.definition).lineById.get(id);
  return line?.label ?? line?.name ?? id;
}

function lineRow(data: ReportData, id: string, bold = false): CashRow {
  return {
    label: statementLabelOf(data, id), bold,
    text: (year) => data.figures.formatEuroExact(valueOf(data, year, id)),
    color: (year) => ((valueOf(data, year, id) ?? 0) < 0 ? COLOR.critical : undefined),
  };
}

function kpiRow(data: ReportData, id: string): CashRow | undefined {
  const kpi = kpiOf(data, FORECAST_YEARS[0], id);
  if (!kpi) return undefined;
  return { label: kpi.name, text: (year) => kpiText(data, year, id) };
}

/**
 * Cash after income taxes, working capital and investment, and the burn and runway KPIs with their
 * definitions as the engine states them; the figures are the engine's, this only lays them out.
 */
export function cashPositionSection(report: ReportDocument, data: ReportData): void {
  const rows: CashRow[] = [
    lineRow(data, 'cash_from_operations'),
    lineRow(data, 'taxes_paid'),
    lineRow(data, 'closing_cash', true),
    ...CASH_KPIS.map((id) => kpiRow(data, id)).filter((row): row is CashRow => row !== undefined),
  ];
  const { t } = data;
  report.table<CashRow>([
    { header: t('cash.lineOrKpi'), width: 30, text: (r) => r.label, bold: (r) => r.bold ?? false },
    ...FORECAST_YEARS.map((year) => ({
      header: yearLabel(data, year), width: 14, align: 'right' as const, bold: (r: CashRow) => r.bold ?? false, text: (r: CashRow) => r.text(year), color: (r: CashRow) => r.color?.(year),
    })),
  ], rows, { fontSize: 8 });
  const definitions = CASH_KPIS.map((id) => kpiOf(data, FORECAST_YEARS[0], id)).filter((kpi): kpi is KpiResult => kpi !== undefined)
    .map((kpi) => `${kpi.name}: ${kpi.definition}`);
  report.paragraph(definitions.join(' '), { size: 8, color: COLOR.muted });
  report.subheading(t('cash.chart'), CHART_HEIGHT);
  const points = data.quarterlyCash.map((q) => ({ period: data.periods.marked(q.period, data.closedThrough), closingCash: q.closingCash }));
  report.chart(cashChart(points, Math.round(report.width), CHART_HEIGHT, report.figures, t), CHART_HEIGHT);
  const lowest = data.quarterlyCash.reduce((min, q) => (q.closingCash < min.closingCash ? q : min), data.quarterlyCash[0] ?? { period: '—', closingCash: 0 });
  const { formatEuroExact, formatPercent } = report.figures;
  report.paragraph(`${t('cash.lowest', { cash: formatEuroExact(lowest.closingCash), period: lowest.period.replace('-', ' ') })} `
    + t('cash.margin', { year: FORECAST_YEARS[4], margin: formatPercent(kpiOf(data, FORECAST_YEARS[4], 'operating_margin')?.value ?? null) }), { size: 8.5 });
}
