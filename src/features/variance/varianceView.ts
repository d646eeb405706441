import { VARIANCE_TOTAL_LINES, type FullYearRow, type RevenueSplit, type VarianceRow } from '../../../engine/analysis/budgetVsActual.ts';
import type { PayrollSplit } from '../../../engine/analysis/payrollSplit.ts';
import { formatPercent, formatPnl, formatWholeNumber } from '../../ui/figures.ts';
import { i18n } from '../../i18n/index.ts';
import { shownMarkedLabel, shownPeriodLabel } from '../../ui/statement/periodLabels.ts';
import type { LineUnit } from '../../../engine/model/types.ts';
import type { VarianceAnswer } from '../../../contract/variance.ts';
import type { WaterfallBar } from '../../ui/chart/WaterfallChart.tsx';

/** What the Budget vs Actual screen shows of an answer: one period's table beside the full year, and a revenue bridge. */

export interface PeriodChoice {
  period: string;
  label: string;
  months: number;
  monthsClosed: number;
}

/** The periods of the answer in calendar order, each labelled in the user's language with how much of it is actual ('Q4 2026 (1 + 2)'). */
export function periodChoices(answer: Pick<VarianceAnswer, 'rows'>): PeriodChoice[] {
  const seen = new Map<string, PeriodChoice>();
  for (const row of answer.rows) {
    if (!seen.has(row.period)) seen.set(row.period, { period: row.period, label: shownMarkedLabel(shownPeriodLabel(row.period), row.months_closed, row.months), months: row.months, monthsClosed: row.months_closed });
  }
  return [...seen.values()];
}

export interface TableLine {
  line: string;
  label: string;
  unit: LineUnit;
  total: boolean;
  period: VarianceRow;
  fullYear: FullYearRow | undefined;
}

/**
 * Each line of one period with its full-year figures, in the answer's (statement) order, labelled
 * by `labels` (the shown definition's, in the user's language) where it has the line, else as the
 * server labels it.
 */
export function tableLines(answer: Pick<VarianceAnswer, 'rows' | 'full_year'>, period: string, labels?: ReadonlyMap<string, string>): TableLine[] {
  const fullYear = new Map(answer.full_year.map((row) => [row.line, row]));
  return answer.rows.filter((row) => row.period === period).map((row) => ({
    line: row.line, label: labels?.get(row.line) ?? row.label, unit: row.unit, total: VARIANCE_TOTAL_LINES.has(row.line), period: row, fullYear: fullYear.get(row.line),
  }));
}

/** A value of a line as the P&L shows it: money as €1.23M / €456K, volumes and clients whole. */
export function formatLineValue(value: number | null, unit: LineUnit): string {
  if (value === null) return '—';
  return unit === 'EUR' ? formatPnl(value) : formatWholeNumber(value);
}

/** A variance with its sign: +€12K, −€3.40M, +120. */
export function formatVariance(value: number | null, unit: LineUnit): string {
  if (value === null) return '—';
  const text = formatLineValue(value, unit);
  return value > 0 && /[1-9]/.test(text) ? `+${text}` : text;
}

/** The line under Employees: heads and cost per head, or which closed months give no FTEs. */
export function payrollSplitText(split: Pick<PayrollSplit, 'heads' | 'cost_per_head' | 'months_without_headcount'>): string {
  if (split.heads === null || split.cost_per_head === null) return i18n.t('variance:payroll.missing', { months: split.months_without_headcount.join(', ') });
  return i18n.t('variance:payroll.split', { heads: formatVariance(split.heads, 'EUR'), costPerHead: formatVariance(split.cost_per_head, 'EUR') });
}

export function formatVariancePercent(value: number | null): string {
  return formatPercent(value, { signed: true });
}

export type Judgement = 'favourable' | 'unfavourable' | 'none';

export function judgement(favourable: boolean | null): Judgement {
  return favourable === null ? 'none' : favourable ? 'favourable' : 'unfavourable';
}

export interface BridgeStep extends WaterfallBar {
  key: 'plan' | 'volume' | 'price_mix' | 'other' | 'actual';
}

/** Plan revenue → volume → price/mix → other → actual revenue; each step starts where the one before ended. */
export function bridgeSteps(split: Pick<RevenueSplit, 'plan' | 'actual' | 'volume' | 'price_mix' | 'other'>): BridgeStep[] {
  const steps: BridgeStep[] = [{ key: 'plan', kind: 'total', start: 0, end: split.plan, value: split.plan }];
  let level = split.plan;
  for (const key of ['volume', 'price_mix', 'other'] as const) {
    steps.push({ key, kind: 'step', start: level, end: level + split[key], value: split[key] });
    level += split[key];
  }
  steps.push({ key: 'actual', kind: 'total', start: 0, end: split.actual, value: split.actual });
  return steps;
}
