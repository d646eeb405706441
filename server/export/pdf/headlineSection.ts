import { ALL_YEARS, FORECAST_YEARS } from '../../../engine/calendar.ts';
import { cagrPercent } from '../../../engine/format/number.ts';
import type { KpiResult } from '../../../engine/session/session.ts';
import type { ReportData } from '../reportData.ts';
import { revenueEbitdaChart } from './charts.ts';
import { FONT } from './fonts.ts';
import { COLOR, type ReportDocument } from './reportDocument.ts';
import type { CloseWarning } from '../../../contract/closeWarnings.ts';
import { sampleActualsNotice } from '../sampleActualsNotice.ts';

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
  const { t } = data;
  doc.font(FONT.bold).fontSize(26).fillColor(COLOR.navy).text(title, report.left, report.y, { width: report.width });
  doc.font(FONT.semibold).fontSize(13).fillColor(COLOR.primary).text(t('title.scenario', { scenario: data.scenario.scenario_name }), report.left, report.y + 2, { width: report.width });
  doc.font(FONT.regular).fontSize(9.5).fillColor(COLOR.muted)
    .text(t('title.prepared', {
      subtitle, date: data.generatedAt.toISOString().slice(0, 10), source: data.dataSource, baselineVersion: data.baselineVersion, modelVersion: data.modelVersion,
    }), report.left, report.y + 4, { width: report.width });
  if (data.sampleActuals) {
    report.space(6);
    report.paragraph(sampleActualsNotice(t, null), { size: 8.5, color: COLOR.critical });
  }
  const [first, ...more] = data.closeWarnings;
  if (first) {
    report.space(6);
    report.paragraph(`${closeWarningText(first, data)}${more.length > 0 ? ` ${t('title.alsoWithoutActuals', { months: more.map((w) => w.month).join(', ') })}` : ''}`, { size: 8.5, color: COLOR.critical });
  }
  report.space(16);
}

/** A closed month without every line, in the report's language (the contract words it in English). */
function closeWarningText(warning: CloseWarning, { t, closedThrough }: ReportData): string {
  if (t.language === 'en') return warning.message;
  const used = closedThrough === null ? t('title.noMonthlyActuals') : t('title.actualsThrough', { month: closedThrough });
  return t('title.closeWarning', { month: warning.month, missing: warning.missing.join(', '), used });
}

export function headlineMetrics(report: ReportDocument, data: ReportData): void {
  const revenueFirst = valueOf(data, FIRST, 'total_revenue');
  const revenueLast = valueOf(data, LAST, 'total_revenue');
  const ebitdaLast = valueOf(data, LAST, 'ebitda');
  const { formatCountShort, formatMoneyShort, formatPercent } = report.figures;
  const { t } = data;
  report.metrics([
    { label: t('headline.totalRevenue', { year: FIRST }), value: formatMoneyShort(revenueFirst), note: t('headline.actual2025', { value: formatMoneyShort(valueOf(data, 2025, 'total_revenue')) }) },
    { label: t('headline.totalRevenue', { year: LAST }), value: formatMoneyShort(revenueLast), note: t('headline.cagr', { first: FIRST, last: LAST, value: formatPercent(cagrPercent(revenueFirst, revenueLast, LAST - FIRST)) }) },
    {
      label: t('headline.ebitda', { year: LAST }), value: formatMoneyShort(ebitdaLast), color: (ebitdaLast ?? 0) >= 0 ? COLOR.good : COLOR.critical,
      note: t('headline.operatingMargin', { value: kpiText(data, LAST, 'operating_margin') }),
    },
    { label: t('headline.closingCash', { year: LAST }), value: formatMoneyShort(valueOf(data, LAST, 'closing_cash')), note: t('headline.runway', { value: kpiText(data, LAST, 'cash_runway') }) },
  ]);
  report.metrics([
    { label: t('headline.totalRides', { year: LAST }), value: formatCountShort(valueOf(data, LAST, 'rides')), note: t('headline.actual2025', { value: formatCountShort(valueOf(data, 2025, 'rides')) }) },
    { label: t('headline.medicalClients', { year: LAST }), value: formatCountShort(valueOf(data, LAST, 'medical_clients')), note: t('headline.endOf2025', { value: formatCountShort(valueOf(data, 2025, 'medical_clients')) }) },
    { label: t('headline.transportPartners', { year: LAST }), value: formatCountShort(valueOf(data, LAST, 'transport_clients')), note: t('headline.endOf2025', { value: formatCountShort(valueOf(data, 2025, 'transport_clients')) }) },
    { label: t('headline.arr', { year: LAST }), value: formatMoneyShort(valueOf(data, LAST, 'arr')), note: t('headline.arrNote') },
  ]);
}

export function revenueEbitdaSection(report: ReportDocument, data: ReportData, height: number): void {
  const points = ALL_YEARS.map((year) => ({
    label: data.periods.marked(String(year), data.closedThrough), revenue: valueOf(data, year, 'total_revenue') ?? 0, ebitda: valueOf(data, year, 'ebitda') ?? 0,
  }));
  report.subheading(data.t('headline.chart', { legend: data.periods.legend }));
  report.chart(revenueEbitdaChart(points, Math.round(report.width), height, report.figures, data.t), height);
}

/** The headline in words; the figures are the engine's, the sentence only picks them. */
export function headlineNarrative(data: ReportData): string {
  const name = data.scenario.scenario_name;
  const { formatEuroExact, formatPercent } = data.figures;
  const revenueFirst = valueOf(data, FIRST, 'total_revenue');
  const revenueLast = valueOf(data, LAST, 'total_revenue');
  const firstPositive = FORECAST_YEARS.find((year) => (valueOf(data, year, 'ebitda') ?? -1) > 0);
  const { t } = data;
  const ebitdaLast = formatEuroExact(valueOf(data, LAST, 'ebitda'));
  const profitability = firstPositive === undefined
    ? t('narrative.staysNegative', { last: LAST, ebitda: ebitdaLast })
    : t('narrative.turnsPositive', { year: firstPositive, last: LAST, ebitda: ebitdaLast });
  return `${t('narrative.growth', {
    scenario: name, revenue2025: formatEuroExact(valueOf(data, 2025, 'total_revenue')), first: FIRST, last: LAST,
    revenueFirst: formatEuroExact(revenueFirst), revenueLast: formatEuroExact(revenueLast), cagr: formatPercent(cagrPercent(revenueFirst, revenueLast, LAST - FIRST)),
  })} ${profitability} `
    + `${t('narrative.netIncome', { taxes: formatEuroExact(valueOf(data, LAST, 'income_taxes')), last: LAST, netIncome: formatEuroExact(valueOf(data, LAST, 'net_income')) })} `
    + `${t('narrative.closingCash', { last: LAST, cash: formatEuroExact(valueOf(data, LAST, 'closing_cash')) })} `
    + `${burnAndRunway(data)}`
    + t('narrative.computed', { from: FIRST - 2, to: FIRST - 1 });
}

/** Burn and runway of the first forecast year as the KPIs state them (their names, values and definitions are the engine's). */
function burnAndRunway(data: ReportData): string {
  const burn = kpiOf(data, FIRST, 'monthly_burn');
  const runway = kpiOf(data, FIRST, 'cash_runway');
  if (!burn || !runway) return '';
  const { formatKpiResult } = data.figures;
  return `${data.t('narrative.burnAndRunway', {
    burn: burn.name, year: FIRST, burnValue: formatKpiResult(burn), runway: runway.name, runwayValue: formatKpiResult(runway),
    definition: asClause(runway.definition, data.t.language === 'en'),
  })} `;
}

/**
 * A definition ("Closing cash ÷ …") inside a sentence: without its full stop; in English lower case
 * unless it starts with an abbreviation (German nouns keep their capital).
 */
function asClause(definition: string, lowerCase: boolean): string {
  const text = definition.replace(/\.$/, '');
  return lowerCase && /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}
