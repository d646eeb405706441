import { cagrPercent } from '../format/number.ts';
import type { YearRecord } from '../session/session.ts';

/**
 * The figures of the P&L screen's Revenue Analysis and Path to Profitability boxes (part 2 §2),
 * computed for the years a statement shows instead of the specification's fixed text. Growth runs
 * from the first to the last shown year (compound per year when they are further apart than one
 * year); mix and margins are those of the last shown year. docs/model.md ("P&L screen figures").
 */

export type OperatingLeverage = 'Improving' | 'Stable' | 'Declining';

export interface PnlInsights {
  firstYear: number;
  lastYear: number;
  /** Growth per year of recurring revenue (the year's flow, not the run-rate ARR), first → last shown year, in percent. */
  recurringGrowth: number;
  /** Growth per year of transaction (per-ride) revenue, first → last shown year, in percent. */
  transactionGrowth: number;
  /** Recurring revenue as a share of total revenue in the last shown year, in percent. */
  recurringMix: number | null;
  /** Gross profit as a share of total revenue in the last shown year, in percent. */
  grossMargin: number | null;
  /** Growth per year of total revenue and of total expenses (COGS and operating expenses). */
  revenueGrowth: number;
  expenseGrowth: number;
  /** Improving when revenue grows faster than expenses, Declining when slower. */
  operatingLeverage: OperatingLeverage;
  ebitdaMarginFirst: number | null;
  ebitdaMarginLast: number | null;
  /** The first shown year with EBITDA of zero or more; null when none. */
  breakEvenYear: number | null;
}

/** Growth rates within this many percentage points of each other count as the same pace. */
const SAME_PACE_PP = 0.1;

function share(part: number | null | undefined, whole: number | null | undefined): number | null {
  if (part === null || part === undefined || whole === null || whole === undefined || whole === 0) return null;
  return (part / whole) * 100;
}

export function pnlInsights(years: Readonly<Record<number, YearRecord>>, firstYear: number, lastYear: number): PnlInsights {
  if (lastYear <= firstYear) throw new Error('The insights need at least two shown years');
  const span = lastYear - firstYear;
  const first = years[firstYear] ?? {};
  const last = years[lastYear] ?? {};
  const growth = (id: string) => cagrPercent(first[id], last[id], span);
  const revenueGrowth = growth('total_revenue');
  const expenseGrowth = growth('total_expenses');
  const gap = revenueGrowth - expenseGrowth;
  let breakEvenYear: number | null = null;
  for (let year = firstYear; year <= lastYear && breakEvenYear === null; year += 1) {
    const ebitda = years[year]?.ebitda;
    if (ebitda !== null && ebitda !== undefined && ebitda >= 0) breakEvenYear = year;
  }
  return {
    firstYear,
    lastYear,
    recurringGrowth: growth('recurring_revenue'),
    transactionGrowth: growth('transaction_revenue'),
    recurringMix: share(last.recurring_revenue, last.total_revenue),
    grossMargin: share(last.gross_profit, last.total_revenue),
    revenueGrowth,
    expenseGrowth,
    operatingLeverage: gap > SAME_PACE_PP ? 'Improving' : gap < -SAME_PACE_PP ? 'Declining' : 'Stable',
    ebitdaMarginFirst: share(first.ebitda, first.total_revenue),
    ebitdaMarginLast: share(last.ebitda, last.total_revenue),
    breakEvenYear,
  };
}
