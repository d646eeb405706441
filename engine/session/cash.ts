import type { Statement } from './session.ts';

/**
 * The cockpit's cash chart (part 1 §2 charts): monthly closing cash 2024–2030 with the runway
 * marked — the first month cash falls below zero, or none when the plan stays funded to 2030 —
 * and the lowest balance.
 */
export interface CashProfile {
  months: string[];
  closing_cash: (number | null)[];
  /** First month with negative closing cash; null when cash stays at or above zero. */
  cash_out_month: string | null;
  /** Months from the last actual month (2025-12) to the cash-out month; null when cash never runs out. */
  runway_months: number | null;
  low_point: { month: string; value: number } | null;
}

const LAST_ACTUAL = '2025-12';

function monthsBetween(from: string, to: string): number {
  const [fy, fm] = from.split('-').map(Number);
  const [ty, tm] = to.split('-').map(Number);
  return ((ty ?? 0) - (fy ?? 0)) * 12 + ((tm ?? 0) - (fm ?? 0));
}

export function cashProfile(monthly: Statement): CashProfile {
  const row = monthly.rows.find((r) => r.id === 'closing_cash');
  const values = row?.values ?? monthly.periods.map(() => null);
  let cashOut: string | null = null;
  let low: CashProfile['low_point'] = null;
  monthly.periods.forEach((month, i) => {
    const value = values[i];
    if (value === null || value === undefined) return;
    if (month > LAST_ACTUAL && cashOut === null && value < 0) cashOut = month;
    if (low === null || value < low.value) low = { month, value };
  });
  return {
    months: monthly.periods,
    closing_cash: values,
    cash_out_month: cashOut,
    runway_months: cashOut === null ? null : monthsBetween(LAST_ACTUAL, cashOut),
    low_point: low,
  };
}
