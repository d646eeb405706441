import { FORECAST_YEARS } from '../../../engine/calendar.ts';
import type { ReportData } from '../reportData.ts';
import { scenarioLinesChart } from './charts.ts';
import type { ReportDocument } from './reportDocument.ts';

/** The scenario next to the built-in scenarios: the same model, other drivers. */

type Compared = ReportData['comparison'][number];

const FIRST = FORECAST_YEARS[0];
const LAST = FORECAST_YEARS[4];

const figure = (scenario: Compared, year: number, line: string) => scenario.years[year]?.[line] ?? null;

export function comparisonSection(report: ReportDocument, data: ReportData, chartHeight: number): void {
  const { formatCountShort, formatMoneyShort } = report.figures;
  const { t } = data;
  const marked = (year: number) => data.periods.marked(String(year), data.closedThrough);
  report.table<Compared>([
    { header: t('comparison.scenario'), width: 22, text: (s) => (s.scenario_id === data.scenario.scenario_id ? t('comparison.thisReport', { scenario: s.scenario_name }) : s.scenario_name), bold: (s) => s.scenario_id === data.scenario.scenario_id },
    { header: t('comparison.revenue', { year: marked(FIRST) }), width: 13, align: 'right', text: (s) => formatMoneyShort(figure(s, FIRST, 'total_revenue')) },
    { header: t('comparison.revenue', { year: LAST }), width: 13, align: 'right', text: (s) => formatMoneyShort(figure(s, LAST, 'total_revenue')) },
    { header: t('comparison.ebitda', { year: marked(FIRST) }), width: 13, align: 'right', text: (s) => formatMoneyShort(figure(s, FIRST, 'ebitda')) },
    { header: t('comparison.ebitda', { year: LAST }), width: 13, align: 'right', text: (s) => formatMoneyShort(figure(s, LAST, 'ebitda')) },
    { header: t('comparison.rides', { year: LAST }), width: 12, align: 'right', text: (s) => formatCountShort(figure(s, LAST, 'rides')) },
    { header: t('comparison.cash', { year: LAST }), width: 14, align: 'right', text: (s) => formatMoneyShort(figure(s, LAST, 'closing_cash')) },
  ], data.comparison, { fontSize: 8.5 });
  report.subheading(t('comparison.chart', { first: FIRST, last: LAST }));
  const series = data.comparison.map((s) => ({ scenarioId: s.scenario_id, name: s.scenario_name, values: FORECAST_YEARS.map((year) => figure(s, year, 'total_revenue') ?? 0) }));
  report.chart(scenarioLinesChart(FORECAST_YEARS.map(marked), series, Math.round(report.width), chartHeight, report.figures), chartHeight);
}
