import { ACTUAL_MONTHS } from '../calendar.ts';
import { BALANCE_ACTUAL_LINES, CLOSABLE_MONTHS, type MonthlyActualValues } from '../actuals/closedMonths.ts';
import type { ModelCells } from '../workbook/cells.ts';

/**
 * The balance items of closed months beside the model's own figures (docs/model.md "Monthly
 * actuals 2026"). A month's actuals may carry the bank's closing cash, trade receivables and trade
 * payables; the model never writes them over its figures (its cash is the cash flow statement's
 * result, which keeps the balance sheet balanced), so each one given is shown with the model's
 * figure of that month and the difference: a reconciling item for the finance team to explain.
 */
export interface ReconcilingItem {
  /** The closed month, YYYY-MM. */
  month: string;
  /** The balance line (closing_cash, receivables, payables). */
  line: string;
  /** The figure the month's actuals give. */
  actual: number;
  /** The model's figure of the line in that month, derived from the closed months' P&L and the drivers. */
  derived: number;
  /** actual − derived, to the cent. */
  difference: number;
  /** How large a difference may be before it is flagged: 1 % of the month's derived cash, at least €1,000. */
  threshold: number;
  /** Whether |difference| is over the threshold. */
  flagged: boolean;
}

/** A difference is material above the larger of these (docs/decisions.md "Reconciling items"). */
export const RECONCILING_THRESHOLD = { shareOfCash: 0.01, minimumEur: 1_000 } as const;

const toCents = (value: number): number => Math.round(value * 100) / 100 || 0;

/** How large a difference may be in a month whose derived closing cash is `derivedCash`. */
export function reconcilingThreshold(derivedCash: number): number {
  return Math.max(RECONCILING_THRESHOLD.shareOfCash * Math.abs(derivedCash), RECONCILING_THRESHOLD.minimumEur);
}

/**
 * The reconciling items of evaluated cells: every balance item `actuals` holds for a month up to
 * the cells' last closed month, in month order and the definition's line order. Any evaluator's
 * cells will do (the workbook of record or the compiled kernel), so the Monthly Actuals answer and
 * a balance sheet of any scenario read the same rule.
 */
export function reconcilingItems(cells: ModelCells, actuals: Readonly<MonthlyActualValues>): ReconcilingItem[] {
  const through = cells.closedThrough();
  if (through === null) return [];
  const closed = CLOSABLE_MONTHS.filter((month) => month <= through);
  const columnOf = (month: string) => ACTUAL_MONTHS.length + CLOSABLE_MONTHS.indexOf(month);
  const cash = cells.months('closing_cash');
  const series = new Map(BALANCE_ACTUAL_LINES.map((line) => [line, cells.months(line)]));
  return closed.flatMap((month) => BALANCE_ACTUAL_LINES.flatMap((line): ReconcilingItem[] => {
    const actual = actuals[month]?.[line];
    const derived = series.get(line)?.[columnOf(month)];
    if (actual === undefined || !Number.isFinite(actual) || derived === null || derived === undefined) return [];
    const difference = toCents(actual - derived);
    const threshold = reconcilingThreshold(cash[columnOf(month)] ?? 0);
    return [{ month, line, actual, derived, difference, threshold, flagged: Math.abs(difference) > threshold }];
  }));
}
