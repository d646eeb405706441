import { latestComparedPeriod, type BudgetVsActualResult, type FullYearRow, type RevenueSplit, type VarianceRow, VARIANCE_TOTAL_LINES } from '../../../engine/analysis/budgetVsActual.ts';
import type { NumberFormatter } from '../../../engine/format/number.ts';
import type { LineUnit } from '../../../engine/model/types.ts';
import { COLOR, type ReportDocument } from './reportDocument.ts';
import { translatorFor, type Translate } from '../../i18n/index.ts';
import { periodNames, type PeriodNames } from '../../i18n/periods.ts';

/**
 * Budget against actual (issue #19) on a Detailed Report page: the latest period with a closed
 * month (of the result's kind: a month, a quarter or the year to date) beside the full year's latest
 * estimate, every line against the plan of record, the revenue bridge, and the volume-driven costs
 * against their plan flexed to the actual volume. A variance carries (F)
 * or (U) besides its colour, so the page reads in black and white too.
 */
export interface VarianceSectionContext {
  scenarioName: string;
  planLabel: string;
  /** Who approved the plan, when, and why if they said. */
  approval: string;
}

interface LineRow {
  label: string;
  unit: LineUnit;
  bold: boolean;
  period: VarianceRow | undefined;
  fullYear: FullYearRow;
}

/** Amounts by unit (euros exact, counts whole), plain or signed, in the reader's number format. */
function amounts({ formatEuroExact, formatWholeNumber }: NumberFormatter) {
  function value(amount: number | null | undefined, unit: LineUnit): string {
    if (amount === null || amount === undefined) return '—';
    return unit === 'EUR' ? formatEuroExact(amount) : formatWholeNumber(amount);
  }
  function signed(amount: number | null | undefined, unit: LineUnit): string {
    const text = value(amount, unit);
    return amount !== null && amount !== undefined && amount > 0 && /[1-9]/.test(text) ? `+${text}` : text;
  }
  return { value, signed };
}

function judged(text: string, favourable: boolean | null | undefined, t: Translate): string {
  if (favourable === null || favourable === undefined) return text;
  return `${text} ${favourable ? t('variance.favourableMark') : t('variance.unfavourableMark')}`;
}

function judgedColour(favourable: boolean | null | undefined): string | undefined {
  if (favourable === null || favourable === undefined) return undefined;
  return favourable ? COLOR.good : COLOR.critical;
}

/** The section's subtitle: what is compared with what. */
export function varianceSubtitle(result: BudgetVsActualResult, context: VarianceSectionContext, t: Translate = translatorFor('en'), periods: PeriodNames = periodNames(t)): string {
  const closed = result.closed_through === null ? t('variance.noMonthClosed') : t('variance.actualsThrough', { month: periods.label(result.closed_through) });
  return t('variance.subtitle', { year: result.year, plan: context.planLabel, scenario: context.scenarioName, closed });
}

export function varianceSection(report: ReportDocument, result: BudgetVsActualResult, context: VarianceSectionContext, periods: PeriodNames = periodNames(report.t)): void {
  const { formatEuroExact, formatPercent } = report.figures;
  const { t } = report;
  const { value, signed } = amounts(report.figures);
  const shown = latestComparedPeriod(result.rows);
  const shownLabel = shown === undefined ? '' : periods.label(shown);
  report.paragraph(t('variance.intro', { plan: context.planLabel, scenario: context.scenarioName }), { size: 8.5, color: COLOR.muted });
  report.paragraph(context.approval, { size: 8.5, color: COLOR.muted });

  const headline = ['total_revenue', 'ebitda', 'closing_cash'].flatMap((line) => result.full_year.filter((row) => row.line === line));
  report.metrics(headline.map((row) => ({
    label: t('variance.latestEstimateOf', { line: row.label }),
    value: judged(signed(row.variance, row.unit), row.favourable, t),
    note: t('variance.againstPlan', { estimate: value(row.latest_estimate, row.unit), plan: value(row.plan, row.unit) }),
    color: judgedColour(row.favourable),
  })), 58);

  const periodRows = new Map(result.rows.filter((row) => row.period === shown).map((row) => [row.line, row]));
  const rows: LineRow[] = result.full_year.map((fullYear) => ({
    label: fullYear.label, unit: fullYear.unit, bold: VARIANCE_TOTAL_LINES.has(fullYear.line), period: periodRows.get(fullYear.line), fullYear,
  }));
  const bold = (r: LineRow) => r.bold;
  const unitMark = (r: LineRow) => (r.unit === 'EUR' ? '' : ` ${r.unit === 'rides' ? t('variance.ridesUnit') : t('variance.countUnit')}`);
  report.table<LineRow>([
    { header: t('variance.line'), width: 20, text: (r) => `${r.label}${unitMark(r)}`, bold },
    { header: t('variance.periodPlan', { period: shownLabel }), width: 10, align: 'right', text: (r) => value(r.period?.plan, r.unit), bold },
    { header: t('variance.periodActual', { period: shownLabel }), width: 10, align: 'right', text: (r) => value(r.period?.actual, r.unit), bold },
    { header: t('variance.variance'), width: 11, align: 'right', text: (r) => judged(signed(r.period?.variance, r.unit), r.period?.favourable, t), color: (r) => judgedColour(r.period?.favourable), bold },
    { header: t('variance.variancePct'), width: 8, align: 'right', text: (r) => formatPercent(r.period?.variance_pct, { signed: true }), color: (r) => judgedColour(r.period?.favourable), bold },
    { header: t('variance.periodPlan', { period: result.year }), width: 10, align: 'right', text: (r) => value(r.fullYear.plan, r.unit), bold },
    { header: t('variance.latestEstimate'), width: 10, align: 'right', text: (r) => value(r.fullYear.latest_estimate, r.unit), bold },
    { header: t('variance.fullYearVariance'), width: 11, align: 'right', text: (r) => judged(signed(r.fullYear.variance, r.unit), r.fullYear.favourable, t), color: (r) => judgedColour(r.fullYear.favourable), bold },
  ], rows, { fontSize: 7.5 });

  const periodSplit = result.revenue_split.periods.find((split) => split.period === shown);
  const splits: [string, RevenueSplit][] = [
    ...(periodSplit ? [[periods.label(periodSplit.period), periodSplit] as [string, RevenueSplit]] : []),
    [t('variance.fullYear', { year: result.year }), result.revenue_split.full_year],
  ];
  const steps: { label: string; amount(split: RevenueSplit): string; total: boolean }[] = [
    { label: t('variance.bridge.plan'), amount: (s) => formatEuroExact(s.plan), total: true },
    { label: t('variance.bridge.volume'), amount: (s) => signed(s.volume, 'EUR'), total: false },
    { label: t('variance.bridge.priceMix'), amount: (s) => signed(s.price_mix, 'EUR'), total: false },
    { label: t('variance.bridge.other'), amount: (s) => signed(s.other, 'EUR'), total: false },
    { label: t('variance.bridge.actual'), amount: (s) => formatEuroExact(s.actual), total: true },
  ];
  report.subheading(t('variance.bridgeTitle'), 120);
  report.table([
    { header: t('variance.step'), width: 40, text: (r) => r.label, bold: (r) => r.total },
    ...splits.map(([label, split]) => ({ header: label, width: 20, align: 'right' as const, text: (r: (typeof steps)[number]) => r.amount(split), bold: (r: (typeof steps)[number]) => r.total })),
  ], steps, { fontSize: 8 });

  const costRows = rows.filter((r) => r.fullYear.flexed_plan !== null);
  if (costRows.length === 0) return;
  const periodClosed = costRows.some((r) => r.period?.flexed_plan !== null && r.period?.flexed_plan !== undefined);
  report.subheading(t('variance.costsTitle'), 120);
  report.table<LineRow>([
    { header: t('variance.costLine'), width: 20, text: (r) => r.label },
    ...(periodClosed ? [
      { header: t('variance.flexedPlan', { period: shownLabel }), width: 11, align: 'right' as const, text: (r: LineRow) => value(r.period?.flexed_plan, r.unit) },
      { header: t('variance.volume'), width: 10, align: 'right' as const, text: (r: LineRow) => signed(r.period?.volume_variance, r.unit) },
      { header: t('variance.spending'), width: 11, align: 'right' as const, text: (r: LineRow) => judged(signed(r.period?.spending_variance, r.unit), r.period?.spending_favourable, t), color: (r: LineRow) => judgedColour(r.period?.spending_favourable) },
    ] : []),
    { header: t('variance.flexedPlan', { period: result.year }), width: 11, align: 'right', text: (r) => value(r.fullYear.flexed_plan, r.unit) },
    { header: t('variance.volume'), width: 10, align: 'right', text: (r) => signed(r.fullYear.volume_variance, r.unit) },
    { header: t('variance.spending'), width: 11, align: 'right', text: (r) => judged(signed(r.fullYear.spending_variance, r.unit), r.fullYear.spending_favourable, t), color: (r) => judgedColour(r.fullYear.spending_favourable) },
  ], costRows, { fontSize: 7.5 });
  report.paragraph(t('variance.flexedNote'), { size: 8, color: COLOR.muted });
}
