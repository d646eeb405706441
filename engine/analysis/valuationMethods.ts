/**
 * Valuation methods of the Rides/Wallet screen (part 2 §2–§3): the discounted cash flow of the plan
 * (dcf.ts) and three multiple methods on the run-rates at the valuation date, side by side with
 * what sets them apart. Definitions are in docs/model.md ("Enterprise valuation").
 */

export type ValuationMethodId = 'dcf' | 'arr_multiple' | 'transaction_multiple' | 'revenue_multiple';

/** What a method's multiple is of: an annual run-rate at the valuation date. */
export interface MultipleBasis {
  of: 'ARR' | 'transaction revenue' | 'ARR + transaction revenue';
  /** The month whose run-rate it is, e.g. 'Dec 2025'. */
  runRate: string;
}

export interface ValuationMethod {
  name: string;
  /** Enterprise value at the valuation date, €. */
  value: number;
  /** value + cash − debt at the valuation date. */
  equity_value: number;
  /**
   * value ÷ the run-rate named by `basis`. Null for the DCF: it values cash flows, and dividing it
   * by a month's revenue run-rate would state a multiple nobody applied.
   */
  multiple: number | null;
  basis: MultipleBasis | null;
  /** How much the method can be relied on, in % (docs/model.md). */
  confidence: number;
}

/**
 * Confidence of each method: recurring revenue under contract is the most dependable base, the
 * five-year DCF depends on the plan coming true, transaction volume varies most.
 */
export const METHOD_CONFIDENCE: Record<ValuationMethodId, number> = {
  dcf: 70,
  arr_multiple: 85,
  transaction_multiple: 65,
  revenue_multiple: 80,
};

export const METHOD_NAMES: Record<ValuationMethodId, string> = {
  dcf: 'Discounted Cash Flow',
  arr_multiple: 'ARR Multiple',
  transaction_multiple: 'Transaction Multiple',
  revenue_multiple: 'Revenue Multiple (sum of parts)',
};

/** The run-rates at the valuation date the multiple methods apply to, €/year, and their month ('Dec 2025'). */
export interface RunRates {
  arr: number;
  transaction: number;
  month: string;
}

/** Cash and financial debt at the valuation date: enterprise value + cash − debt = equity value. */
export interface EquityBridge {
  cash: number;
  debt: number;
  /** cash − debt. */
  net_cash: number;
}

export function valuationMethods(
  runRates: RunRates,
  multipliers: { arr: number; transaction: number },
  dcfValue: number,
  bridge: EquityBridge,
): Record<ValuationMethodId, ValuationMethod> {
  const revenueRunRate = runRates.arr + runRates.transaction;
  const sumOfParts = runRates.arr * multipliers.arr + runRates.transaction * multipliers.transaction;
  const method = (id: ValuationMethodId, value: number, multiple: number | null, of: MultipleBasis['of'] | null): ValuationMethod => ({
    name: METHOD_NAMES[id], value, equity_value: value + bridge.net_cash, multiple,
    basis: of === null ? null : { of, runRate: runRates.month }, confidence: METHOD_CONFIDENCE[id],
  });
  return {
    dcf: method('dcf', dcfValue, null, null),
    arr_multiple: method('arr_multiple', runRates.arr * multipliers.arr, multipliers.arr, 'ARR'),
    transaction_multiple: method('transaction_multiple', runRates.transaction * multipliers.transaction, multipliers.transaction, 'transaction revenue'),
    revenue_multiple: method('revenue_multiple', sumOfParts, revenueRunRate > 0 ? sumOfParts / revenueRunRate : null, 'ARR + transaction revenue'),
  };
}

/**
 * Why the DCF and the multiples differ, in numbers: the multiples price the revenue the company earns
 * at the valuation date, the DCF the cash the plan earns from it to 2030 and after.
 */
export interface ValuationReconciliation {
  /** ARR + transaction run-rate at the valuation date, €/year. */
  revenue_run_rate: number;
  /** Total revenue of 2030 in the plan. */
  revenue_2030: number;
  /** revenue_2030 ÷ revenue_run_rate: how far the plan grows what the multiples value; null without a run-rate. */
  plan_growth: number | null;
  /** DCF value ÷ the sum of parts; null when the sum of parts is not positive. */
  dcf_to_sum_of_parts: number | null;
  /** DCF value ÷ ARR run-rate: the ARR multiple the plan's cash flows amount to; null without ARR. */
  dcf_implied_arr_multiple: number | null;
  /** Share of the DCF value that is its terminal value. */
  terminal_share: number;
}

export function valuationReconciliation(runRates: RunRates, revenue2030: number, dcfValue: number, sumOfParts: number, terminalShare: number): ValuationReconciliation {
  const revenueRunRate = runRates.arr + runRates.transaction;
  return {
    revenue_run_rate: revenueRunRate,
    revenue_2030: revenue2030,
    plan_growth: revenueRunRate > 0 ? revenue2030 / revenueRunRate : null,
    dcf_to_sum_of_parts: sumOfParts > 0 ? dcfValue / sumOfParts : null,
    dcf_implied_arr_multiple: runRates.arr > 0 ? dcfValue / runRates.arr : null,
    terminal_share: terminalShare,
  };
}

/** Part 2 §9 range factors: conservative 80%, base 100%, optimistic 125% of the value. */
export const VALUATION_RANGE_FACTORS = { conservative: 0.8, base: 1, optimistic: 1.25 } as const;

export function valuationRange(value: number): { conservative: number; base: number; optimistic: number } {
  return {
    conservative: value * VALUATION_RANGE_FACTORS.conservative,
    base: value * VALUATION_RANGE_FACTORS.base,
    optimistic: value * VALUATION_RANGE_FACTORS.optimistic,
  };
}
