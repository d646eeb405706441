import type { Statement } from './session.ts';

/**
 * The cockpit's cash chart (part 1 §2 charts): monthly closing cash 2024–2030 from the cash flow
 * statement, the minimum cash covenant and the first month cash falls below it, the month cash
 * would run out, the lowest balance, and when the business turns EBITDA-positive and when it stops
 * consuming cash before funding. The runway itself is the Cash Runway KPI (closing cash ÷ average
 * monthly net burn), which the cockpit shows beside this.
 */
export interface CashProfile {
  months: string[];
  closing_cash: (number | null)[];
  /** The minimum cash covenant (driver `minimum_cash_covenant`), €. */
  covenant: number;
  /** First plan month (after December 2025) whose closing cash is below the covenant; null when cash stays at or above it. */
  covenant_breach_month: string | null;
  /** First plan month with negative closing cash; null when cash stays at or above zero. */
  cash_out_month: string | null;
  /** Months from the last actual month of the baseline (2025-12) to the cash-out month; null when cash never runs out. */
  months_to_cash_out: number | null;
  low_point: { month: string; value: number } | null;
  /** First plan month from which monthly EBITDA stays at or above zero through 2030; null when it does not. */
  ebitda_positive_from: string | null;
  /**
   * First plan year from which every year's cash flow before financing (the cash the business
   * makes or consumes before equity and loans) is at or above zero; null when 2030 still consumes
   * cash. Months inside a year may dip (tax prepayments), so this is counted by year.
   */
  cash_positive_from: number | null;
}

/** The monthly lines cashProfile reads. */
export const CASH_PROFILE_LINES = ['closing_cash', 'ebitda', 'cash_flow_before_financing'] as const;

const LAST_ACTUAL = '2025-12';

function monthsBetween(from: string, to: string): number {
  const [fy, fm] = from.split('-').map(Number);
  const [ty, tm] = to.split('-').map(Number);
  return ((ty ?? 0) - (fy ?? 0)) * 12 + ((tm ?? 0) - (fm ?? 0));
}

/** The first plan period from which `holds` is true for every later one; null when the last one fails. */
function holdsFrom<T>(periods: readonly T[], holds: (period: T) => boolean): T | null {
  let from: T | null = null;
  for (const period of periods) {
    if (!holds(period)) from = null;
    else if (from === null) from = period;
  }
  return from;
}

export function cashProfile(monthly: Statement, covenant: number): CashProfile {
  const row = (id: (typeof CASH_PROFILE_LINES)[number]) => monthly.rows.find((r) => r.id === id)?.values ?? monthly.periods.map(() => null);
  const cash = row('closing_cash');
  const ebitda = row('ebitda');
  const beforeFinancing = row('cash_flow_before_financing');
  let cashOut: string | null = null;
  let breach: string | null = null;
  let low: CashProfile['low_point'] = null;
  const planMonths: number[] = [];
  const yearSums = new Map<number, number>();
  monthly.periods.forEach((month, i) => {
    const value = cash[i];
    if (month > LAST_ACTUAL) {
      planMonths.push(i);
      const year = Number(month.slice(0, 4));
      yearSums.set(year, (yearSums.get(year) ?? 0) + (beforeFinancing[i] ?? 0));
    }
    if (value === null || value === undefined) return;
    if (month > LAST_ACTUAL && breach === null && value < covenant) breach = month;
    if (month > LAST_ACTUAL && cashOut === null && value < 0) cashOut = month;
    if (low === null || value < low.value) low = { month, value };
  });
  const ebitdaFrom = holdsFrom(planMonths, (i) => (ebitda[i] ?? -1) >= 0);
  return {
    months: monthly.periods,
    closing_cash: cash,
    covenant,
    covenant_breach_month: breach,
    cash_out_month: cashOut,
    months_to_cash_out: cashOut === null ? null : monthsBetween(LAST_ACTUAL, cashOut),
    low_point: low,
    ebitda_positive_from: ebitdaFrom === null ? null : (monthly.periods[ebitdaFrom] ?? null),
    cash_positive_from: holdsFrom([...yearSums.keys()], (year) => (yearSums.get(year) ?? -1) >= 0),
  };
}
