import { markedPeriod, PERIOD_MARKING_LEGEND } from '../../../engine/format/periodMarking.ts';
import { ALL_YEARS, FORECAST_YEARS } from '../../../engine/calendar.ts';
import { cagrPercent } from '../../../engine/format/number.ts';
import type { KpiResult } from '../../../engine/session/session.ts';
import type { ReportData } from '../reportData.ts';
import { revenueEbitdaChart } from './charts.ts';
import { FONT } from './fonts.ts';
import { COLOR, type ReportDocument } from './reportDocument.ts';
import { SAMPLE_ACTUALS_NOTICE } from '../../../contract/monthlyActuals.ts';

/** The report's first lines and the headline forecast (part 2 §2 Export Center: "headline forecast"). */

const FIRST = FORECAST_YEARS[0];
const LAST = FORECAST_YEARS[4];

export function valueOf(data: ReportData, year: number, line: string): number | null {
  return data.years[year]?.[line] ?? null;
}

export function kpiOf(data: ReportData, year: number, id: string): KpiResult | undefined {
  return data.kpis[year]?.find((kpi) => kpi.id === id);
}

/** A KPI of a year as the report prints it: its value by unit, or the text standing for it ("Cash-positive"). */
export function kpiText(data: ReportData, year: number, id: string): string {
  const kpi = kpiOf(data, year, id);
  return kpi ? data.figures.formatKpiResult(kpi) : '—';
}

export function titleBlock(report: ReportDocument, data: ReportData, title: string, subtitle: string): void {
  const { doc } = report;
  doc.font(FONT.bold).fontSize(26).fillColor(COLOR.navy).text(title, report.left, report.y, { width: report.width });
  doc.font(FONT.semibold).fontSize(13).fillColor(COLOR.primary).text(`${data.scenario.scenario_name} scenario`, report.left, report.y + 2, { width: report.width });
  doc.font(FONT.regular).fontSize(9.5).fillColor(COLOR.muted)
    .text(`${subtitle} · Prepared ${data.generatedAt.toISOString().slice(0, 10)} · Baseline data: ${data.dataSource} (version ${data.baselineVersion}) · Model version ${data.modelVersion}`,
      report.left, report.y + 4, { width: report.width });
  if (data.sampleActuals) {
    report.space(6);
    report.paragraph(`${SAMPLE_ACTUALS_NOTICE.title}. ${SAMPLE_ACTUALS_NOTICE.detail(null)}`, { size: 8.5, color: COLOR.critical });
  }
  const [first, ...more] = data.closeWarnings;
  if (first) {
    report.space(6);
    report.paragraph(`${first.message}${more.length > 0 ? ` Also without every actual: ${more.map((w) => w.month).join(', ')}.` : ''}`, { size: 8.5, color: COLOR.critical });
  }
  report.space(16);
}

export function headlineMetrics(report: ReportDocument, data: ReportData): void {
  const revenueFirst = valueOf(data, FIRST, 'total_revenue');
  const revenueLast = valueOf(data, LAST, 'total_revenue');
  const ebitdaLast = valueOf(data, LAST, 'ebitda');
  const { formatCountShort, formatMoneyShort, formatPercent } = report.figures;
  report.metrics([
    { label: `Total revenue ${FIRST}`, value: formatMoneyShort(revenueFirst), note: `2025 actual ${formatMoneyShort(valueOf(data, 2025, 'total_revenue'))}` },
    { label: `Total revenue ${LAST}`, value: formatMoneyShort(revenueLast), note: `CAGR ${FIRST}–${LAST} ${formatPercent(cagrPercent(revenueFirst, revenueLast, LAST - FIRST))}` },
    {
      label: `EBITDA ${LAST}`, value: formatMoneyShort(ebitdaLast), color: (ebitdaLast ?? 0) >= 0 ? COLOR.good : COLOR.critical,
      note: `Operating margin ${kpiText(data, LAST, 'operating_margin')}`,
    },
    { label: `Closing cash ${LAST}`, value: formatMoneyShort(valueOf(data, LAST, 'closing_cash')), note: `Runway ${kpiText(data, LAST, 'cash_runway')}` },
  ]);
  report.metrics([
    { label: `Total rides ${LAST}`, value: formatCountShort(valueOf(data, LAST, 'rides')), note: `2025 actual ${formatCountShort(valueOf(data, 2025, 'rides'))}` },
    { label: `Medical clients ${LAST}`, value: formatCountShort(valueOf(data, LAST, 'medical_clients')), note: `End of 2025: ${formatCountShort(valueOf(data, 2025, 'medical_clients'))}` },
    { label: `Transport partners ${LAST}`, value: formatCountShort(valueOf(data, LAST, 'transport_clients')), note: `End of 2025: ${formatCountShort(valueOf(data, 2025, 'transport_clients'))}` },
    { label: `ARR end of ${LAST}`, value: formatMoneyShort(valueOf(data, LAST, 'arr')), note: 'December recurring revenue × 12' },
  ]);
}

export function revenueEbitdaSection(report: ReportDocument, data: ReportData, height: number): void {
  const points = ALL_YEARS.map((year) => ({
    label: markedPeriod(String(year), data.closedThrough), revenue: valueOf(data, year, 'total_revenue') ?? 0, ebitda: valueOf(data, year, 'ebitda') ?? 0,
  }));
  report.subheading(`Total revenue and EBITDA, 2024–2030 — ${PERIOD_MARKING_LEGEND}`);
  report.chart(revenueEbitdaChart(points, Math.round(report.width), height, report.figures), height);
}

/** The headline in words; the figures are the engine's, the sentence only picks them. */
export function headlineNarrative(data: ReportData): string {
  const name = data.scenario.scenario_name;
  const { formatEuroExact, formatPercent } = data.figures;
  const revenueFirst = valueOf(data, FIRST, 'total_revenue');
  const revenueLast = valueOf(data, LAST, 'total_revenue');
  const firstPositive = FORECAST_YEARS.find((year) => (valueOf(data, year, 'ebitda') ?? -1) > 0);
  const profitability = firstPositive === undefined
    ? `EBITDA stays negative through ${LAST} (${formatEuroExact(valueOf(data, LAST, 'ebitda'))} in ${LAST}).`
    : `EBITDA turns positive in ${firstPositive} and reaches ${formatEuroExact(valueOf(data, LAST, 'ebitda'))} in ${LAST}.`;
  return `In the ${name} scenario, total revenue grows from ${formatEuroExact(valueOf(data, 2025, 'total_revenue'))} in 2025 (actual) `
    + `to ${formatEuroExact(revenueFirst)} in ${FIRST} and ${formatEuroExact(revenueLast)} in ${LAST}, `
    + `a compound annual growth of ${formatPercent(cagrPercent(revenueFirst, revenueLast, LAST - FIRST))} over ${FIRST}–${LAST}. ${profitability} `
    + `After depreciation, interest and income taxes of ${formatEuroExact(valueOf(data, LAST, 'income_taxes'))}, net income in ${LAST} is ${formatEuroExact(valueOf(data, LAST, 'net_income'))}. `
    + `Closing cash at the end of ${LAST} is ${formatEuroExact(valueOf(data, LAST, 'closing_cash'))}, after income taxes paid, working capital and investment. `
    + `${burnAndRunway(data)}`
    + `Every figure in this report is computed by the Fahrplan model from the ${FIRST - 2}–${FIRST - 1} actuals and the scenario's drivers.`;
}

/** Burn and runway of the first forecast year as the KPIs state them (their names, values and definitions are the engine's). */
function burnAndRunway(data: ReportData): string {
  const burn = kpiOf(data, FIRST, 'monthly_burn');
  const runway = kpiOf(data, FIRST, 'cash_runway');
  if (!burn || !runway) return '';
  const { formatKpiResult } = data.figures;
  return `${burn.name} in ${FIRST}: ${formatKpiResult(burn)}; ${runway.name} at the end of ${FIRST}: ${formatKpiResult(runway)}, `
    + `defined as ${asClause(runway.definition)}. `;
}

/** A definition ("Closing cash ÷ …") inside a sentence: without its full stop, lower case unless it starts with an abbreviation. */
function asClause(definition: string): string {
  const text = definition.replace(/\.$/, '');
  return /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}
