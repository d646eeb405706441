import { latestComparedPeriod, type BudgetVsActualResult, type FullYearRow, type RevenueSplit, type VarianceRow, VARIANCE_TOTAL_LINES } from '../../../engine/analysis/budgetVsActual.ts';
import { periodLabel } from '../../../engine/calendar.ts';
import type { NumberFormatter } from '../../../engine/format/number.ts';
import type { LineUnit } from '../../../engine/model/types.ts';
import { COLOR, type ReportDocument } from './reportDocument.ts';

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

function judged(text: string, favourable: boolean | null | undefined): string {
  if (favourable === null || favourable === undefined) return text;
  return `${text} ${favourable ? '(F)' : '(U)'}`;
}

function judgedColour(favourable: boolean | null | undefined): string | undefined {
  if (favourable === null || favourable === undefined) return undefined;
  return favourable ? COLOR.good : COLOR.critical;
}

/** The section's subtitle: what is compared with what. */
export function varianceSubtitle(result: BudgetVsActualResult, context: VarianceSectionContext): string {
  const closed = result.closed_through === null ? 'no month closed yet' : `actuals through ${periodLabel(result.closed_through)}`;
  return `${result.year}: ${context.planLabel} against ${context.scenarioName}, ${closed}`;
}

export function varianceSection(report: ReportDocument, result: BudgetVsActualResult, context: VarianceSectionContext): void {
  const { formatEuroExact, formatPercent } = report.figures;
  const { value, signed } = amounts(report.figures);
  const shown = latestComparedPeriod(result.rows);
  const shownLabel = shown === undefined ? '' : periodLabel(shown);
  report.paragraph(`The plan of record (${context.planLabel}) against the actuals of the closed months, and the full year's latest estimate — the actuals of the closed months and the forecast of ${context.scenarioName} from the close — against the plan. Variance = actual − plan; variance % is of the plan's size. Lower than plan is favourable (F) for costs, higher for revenue, profit, volumes and cash; unfavourable is (U). A period partly closed compares the plan of its closed months only.`, { size: 8.5, color: COLOR.muted });

  const headline = ['total_revenue', 'ebitda', 'closing_cash'].flatMap((line) => result.full_year.filter((row) => row.line === line));
  report.metrics(headline.map((row) => ({
    label: `${row.label}, latest estimate`,
    value: judged(signed(row.variance, row.unit), row.favourable),
    note: `${value(row.latest_estimate, row.unit)} against plan ${value(row.plan, row.unit)}`,
    color: judgedColour(row.favourable),
  })), 58);

  const periodRows = new Map(result.rows.filter((row) => row.period === shown).map((row) => [row.line, row]));
  const rows: LineRow[] = result.full_year.map((fullYear) => ({
    label: fullYear.label, unit: fullYear.unit, bold: VARIANCE_TOTAL_LINES.has(fullYear.line), period: periodRows.get(fullYear.line), fullYear,
  }));
  const bold = (r: LineRow) => r.bold;
  report.table<LineRow>([
    { header: 'Line', width: 20, text: (r) => `${r.label}${r.unit === 'EUR' ? '' : ` (${r.unit === 'rides' ? 'rides' : 'count'})`}`, bold },
    { header: `${shownLabel} plan`, width: 10, align: 'right', text: (r) => value(r.period?.plan, r.unit), bold },
    { header: `${shownLabel} actual`, width: 10, align: 'right', text: (r) => value(r.period?.actual, r.unit), bold },
    { header: 'Variance', width: 11, align: 'right', text: (r) => judged(signed(r.period?.variance, r.unit), r.period?.favourable), color: (r) => judgedColour(r.period?.favourable), bold },
    { header: 'Variance %', width: 8, align: 'right', text: (r) => formatPercent(r.period?.variance_pct, { signed: true }), color: (r) => judgedColour(r.period?.favourable), bold },
    { header: `${result.year} plan`, width: 10, align: 'right', text: (r) => value(r.fullYear.plan, r.unit), bold },
    { header: 'Latest estimate', width: 10, align: 'right', text: (r) => value(r.fullYear.latest_estimate, r.unit), bold },
    { header: 'Full-year variance', width: 11, align: 'right', text: (r) => judged(signed(r.fullYear.variance, r.unit), r.fullYear.favourable), color: (r) => judgedColour(r.fullYear.favourable), bold },
  ], rows, { fontSize: 7.5 });

  const periodSplit = result.revenue_split.periods.find((split) => split.period === shown);
  const splits: [string, RevenueSplit][] = [
    ...(periodSplit ? [[periodSplit.period_label, periodSplit] as [string, RevenueSplit]] : []),
    [`Full year ${result.year}`, result.revenue_split.full_year],
  ];
  const steps: { label: string; amount(split: RevenueSplit): string; total: boolean }[] = [
    { label: 'Plan revenue', amount: (s) => formatEuroExact(s.plan), total: true },
    { label: 'Volume (rides, client-months at plan prices)', amount: (s) => signed(s.volume, 'EUR'), total: false },
    { label: 'Price/mix (at the actual volume)', amount: (s) => signed(s.price_mix, 'EUR'), total: false },
    { label: 'Other (one-time implementation)', amount: (s) => signed(s.other, 'EUR'), total: false },
    { label: 'Actual revenue / latest estimate', amount: (s) => formatEuroExact(s.actual), total: true },
  ];
  report.subheading('Revenue bridge: why revenue differs from plan', 120);
  report.table([
    { header: 'Step', width: 40, text: (r) => r.label, bold: (r) => r.total },
    ...splits.map(([label, split]) => ({ header: label, width: 20, align: 'right' as const, text: (r: (typeof steps)[number]) => r.amount(split), bold: (r: (typeof steps)[number]) => r.total })),
  ], steps, { fontSize: 8 });

  const costRows = rows.filter((r) => r.fullYear.flexed_plan !== null);
  if (costRows.length === 0) return;
  const periodClosed = costRows.some((r) => r.period?.flexed_plan !== null && r.period?.flexed_plan !== undefined);
  report.subheading('Costs at actual volume: volume and spending', 120);
  report.table<LineRow>([
    { header: 'Cost line', width: 20, text: (r) => r.label },
    ...(periodClosed ? [
      { header: `${shownLabel} flexed plan`, width: 11, align: 'right' as const, text: (r: LineRow) => value(r.period?.flexed_plan, r.unit) },
      { header: 'Volume', width: 10, align: 'right' as const, text: (r: LineRow) => signed(r.period?.volume_variance, r.unit) },
      { header: 'Spending', width: 11, align: 'right' as const, text: (r: LineRow) => judged(signed(r.period?.spending_variance, r.unit), r.period?.spending_favourable), color: (r: LineRow) => judgedColour(r.period?.spending_favourable) },
    ] : []),
    { header: `${result.year} flexed plan`, width: 11, align: 'right', text: (r) => value(r.fullYear.flexed_plan, r.unit) },
    { header: 'Volume', width: 10, align: 'right', text: (r) => signed(r.fullYear.volume_variance, r.unit) },
    { header: 'Spending', width: 11, align: 'right', text: (r) => judged(signed(r.fullYear.spending_variance, r.unit), r.fullYear.spending_favourable), color: (r) => judgedColour(r.fullYear.spending_favourable) },
  ], costRows, { fontSize: 7.5 });
  report.paragraph('The flexed plan is a volume-driven cost\'s plan at the actual rides, clients and revenue and the plan\'s rates: volume = flexed plan − plan, spending = actual − flexed plan.', { size: 8, color: COLOR.muted });
}
