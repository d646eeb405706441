import { FORECAST_YEARS } from '../../../engine/calendar.ts';
import type { KpiStatus, KpiTab } from '../../../engine/model/types.ts';
import { tablesOf } from '../../../engine/model/tables.ts';
import type { KpiResult } from '../../../engine/session/session.ts';
import { KPI_YEARS } from '../../../engine/workbook/compile.ts';
import type { ReportData } from '../reportData.ts';
import { COLOR, type ReportDocument, type TableColumn } from './reportDocument.ts';

/** KPIs with their benchmarks and statuses (part 1 §9), as the cockpit shows them. */

const STATUS_COLOR: Record<KpiStatus, string> = { good: COLOR.good, warning: COLOR.warning, critical: COLOR.critical };
const FIRST = FORECAST_YEARS[0];
const LAST = FORECAST_YEARS[4];

export const EXECUTIVE_KPI_TABS: readonly KpiTab[] = ['growth', 'margin', 'efficiency'];

interface KpiRow {
  byYear: Record<number, KpiResult | undefined>;
  last: KpiResult;
}

function rowsOf(data: ReportData, tabs?: readonly KpiTab[]): KpiRow[] {
  const last = data.kpis[LAST] ?? [];
  return last
    .filter((kpi) => !tabs || tabs.includes(kpi.tab))
    .map((kpi) => ({ last: kpi, byYear: Object.fromEntries(KPI_YEARS.map((year) => [year, data.kpis[year]?.find((k) => k.id === kpi.id)])) }));
}

function statusCounts(rows: readonly KpiRow[]): Record<KpiStatus, number> {
  const counts: Record<KpiStatus, number> = { good: 0, warning: 0, critical: 0 };
  for (const row of rows) counts[row.last.status] += 1;
  return counts;
}

const nameColumn = ({ t }: ReportData): TableColumn<KpiRow> => ({ header: t('kpis.kpi'), width: 26, text: (r) => r.last.name, bold: () => true });
const benchmarkColumn = (data: ReportData): TableColumn<KpiRow> => ({ header: data.t('kpis.benchmark'), width: 14, text: (r) => kpiBenchmark(data, r.last) });

/** A KPI's benchmark in the reader's number format, from its definition. */
function kpiBenchmark(data: ReportData, kpi: KpiResult): string {
  const definition = tablesOf(data.definition).kpiById.get(kpi.id);
  return definition ? data.figures.formatBenchmark(definition.benchmark, definition.unit) : kpi.benchmark;
}
const statusColumn = ({ t }: ReportData): TableColumn<KpiRow> => ({
  header: t('kpis.status', { year: LAST }), width: 10, align: 'center', text: (r) => t(`kpis.statuses.${r.last.status}`), color: (r) => STATUS_COLOR[r.last.status], bold: () => true,
});
const yearColumn = (data: ReportData, year: number, width: number): TableColumn<KpiRow> => ({
  header: data.periods.marked(String(year), data.closedThrough), width, align: 'right',
  text: (r) => {
    const kpi = r.byYear[year];
    if (!kpi) return '—';
    return `${data.figures.formatKpiResult(kpi)}${kpi.follows_drivers_when_closed ? PLAN_INPUTS_MARK : ''}`;
  },
});

/** Marks a value whose closed months still follow the scenario's drivers (KpiResult.follows_drivers_when_closed). */
const PLAN_INPUTS_MARK = ' *';

/**
 * The footnote under a table with marked values in the years it shows: what the mark means, and
 * with `reasons` why each KPI carries it (the executive summary keeps to its three pages without).
 */
function planInputsNote(report: ReportDocument, rows: readonly KpiRow[], years: readonly number[], reasons: boolean): void {
  const { t } = report;
  const marked = rows.flatMap((r) => years.map((year) => r.byYear[year]).filter((kpi): kpi is KpiResult => Boolean(kpi?.follows_drivers_when_closed)).slice(0, 1));
  if (marked.length === 0) return;
  const why = reasons ? ` ${marked.map((kpi) => `${kpi.name}: ${kpi.follows_drivers_when_closed}`).join(' ')}` : ` ${t('kpis.reasonsInDetail')}`;
  report.paragraph(`* ${t('kpis.planInputsNote')}${why}`, { size: 7 });
}

/** The executive page: growth, margin and efficiency KPIs for the first and last forecast year. */
export function executiveKpiSection(report: ReportDocument, data: ReportData): void {
  const rows = rowsOf(data, EXECUTIVE_KPI_TABS);
  const counts = statusCounts(rows);
  const { t } = data;
  report.metrics([
    { label: t('kpis.onTarget', { year: LAST }), value: String(counts.good), color: COLOR.good, note: t('kpis.onTargetNote') },
    { label: t('kpis.warning', { year: LAST }), value: String(counts.warning), color: COLOR.warning, note: t('kpis.warningNote') },
    { label: t('kpis.critical', { year: LAST }), value: String(counts.critical), color: COLOR.critical, note: t('kpis.criticalNote') },
  ], 58);
  report.table([nameColumn(data), yearColumn(data, FIRST, 11), yearColumn(data, LAST, 11), benchmarkColumn(data), statusColumn(data)], rows, { fontSize: 8 });
  planInputsNote(report, rows, [FIRST, LAST], false);
  const attention = rows.filter((r) => r.last.status === 'critical' && r.last.remedy).slice(0, 3);
  if (attention.length > 0) {
    report.subheading(t('kpis.whereToAct'));
    for (const row of attention) report.paragraph(`${row.last.name}: ${row.last.remedy}`, { size: 8.5 });
  }
}

/** The detailed report: every KPI, every year, with benchmark source. */
export function allKpisSection(report: ReportDocument, data: ReportData): void {
  const rows = rowsOf(data);
  report.table([
    { ...nameColumn(data), width: 20 },
    ...KPI_YEARS.map((year) => yearColumn(data, year, 8)),
    { ...benchmarkColumn(data), width: 11 },
    { header: data.t('kpis.benchmarkSource'), width: 22, text: (r) => r.last.benchmark_source },
    statusColumn(data),
  ], rows, { fontSize: 7.5 });
  planInputsNote(report, rows, KPI_YEARS, true);
}
