/**
 * Valuation methods of the Rides/Wallet screen (part 2 §2–§3): a discounted cash flow over the
 * model's 2026–2030 free cash flow and three multiple methods on the run-rates at the valuation
 * date. Definitions are in docs/model.md ("Enterprise valuation").
 */

/**
 * Discount rate of the DCF: the cost of capital of a venture-stage, loss-making software company
 * (investors price such plans at 20–30%; we take the lower end because the plan is calibrated to
 * the scenario's own targets).
 */
export const DCF_DISCOUNT_RATE = 0.2;
/** Long-run growth after 2030: nominal GDP growth of the German health market. */
export const DCF_TERMINAL_GROWTH = 0.03;

export type ValuationMethodId = 'dcf' | 'arr_multiple' | 'transaction_multiple' | 'revenue_multiple';

/** What a method's multiple is of: an annual run-rate (the quarter × 4) at the valuation date. */
export interface MultipleBasis {
  of: 'ARR' | 'transaction revenue' | 'ARR + transaction revenue';
  /** The quarter whose run-rate it is, e.g. 'Q4/2025'. */
  runRate: string;
}

export interface ValuationMethod {
  name: string;
  /** Enterprise value at the valuation date, €. */
  value: number;
  /**
   * value ÷ the run-rate named by `basis`. Null for the DCF: it values cash flows, and dividing it
   * by a quarter's revenue run-rate would state a multiple nobody applied.
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

export interface DcfCashFlow {
  year: number;
  /** The model's cash flow from operations: EBITDA (it has no tax, capex or working capital). */
  free_cash_flow: number;
  discount_factor: number;
  present_value: number;
}

export interface DcfResult {
  discount_rate: number;
  terminal_growth: number;
  cash_flows: DcfCashFlow[];
  terminal_value: number;
  pv_terminal_value: number;
  enterprise_value: number;
}

/**
 * DCF at the end of `baseYear`: each year's cash flow discounted by (1 + r)^(year − baseYear),
 * plus the Gordon terminal value of the last year's cash flow, FCF × (1 + g) ÷ (r − g), discounted
 * like the last year. A negative last cash flow gets no terminal value (a business that keeps
 * losing money is closed, not run for ever).
 */
export function discountedCashFlow(
  cashFlows: readonly { year: number; freeCashFlow: number }[],
  baseYear: number,
  rates: { discountRate: number; terminalGrowth: number } = { discountRate: DCF_DISCOUNT_RATE, terminalGrowth: DCF_TERMINAL_GROWTH },
): DcfResult {
  const { discountRate, terminalGrowth } = rates;
  if (!(discountRate > terminalGrowth)) throw new Error('The discount rate must exceed the terminal growth');
  const flows = cashFlows.map(({ year, freeCashFlow }) => {
    const discountFactor = 1 / Math.pow(1 + discountRate, year - baseYear);
    return { year, free_cash_flow: freeCashFlow, discount_factor: discountFactor, present_value: freeCashFlow * discountFactor };
  });
  const last = flows[flows.length - 1];
  const terminalValue = last && last.free_cash_flow > 0 ? (last.free_cash_flow * (1 + terminalGrowth)) / (discountRate - terminalGrowth) : 0;
  const pvTerminal = last ? terminalValue * last.discount_factor : 0;
  return {
    discount_rate: discountRate,
    terminal_growth: terminalGrowth,
    cash_flows: flows,
    terminal_value: terminalValue,
    pv_terminal_value: pvTerminal,
    enterprise_value: flows.reduce((sum, flow) => sum + flow.present_value, 0) + pvTerminal,
  };
}

/** The run-rates at the valuation date the multiple methods apply to, €/year, and their quarter ('Q4/2025'). */
export interface RunRates {
  arrRevenue: number;
  transactionRevenue: number;
  quarter: string;
}

export function valuationMethods(
  runRates: RunRates,
  multipliers: { arr: number; transaction: number },
  dcfValue: number,
): Record<ValuationMethodId, ValuationMethod> {
  const revenueRunRate = runRates.arrRevenue + runRates.transactionRevenue;
  const sumOfParts = runRates.arrRevenue * multipliers.arr + runRates.transactionRevenue * multipliers.transaction;
  const method = (id: ValuationMethodId, value: number, multiple: number | null, of: MultipleBasis['of'] | null): ValuationMethod => ({
    name: METHOD_NAMES[id], value, multiple, basis: of === null ? null : { of, runRate: runRates.quarter }, confidence: METHOD_CONFIDENCE[id],
  });
  return {
    dcf: method('dcf', dcfValue, null, null),
    arr_multiple: method('arr_multiple', runRates.arrRevenue * multipliers.arr, multipliers.arr, 'ARR'),
    transaction_multiple: method('transaction_multiple', runRates.transactionRevenue * multipliers.transaction, multipliers.transaction, 'transaction revenue'),
    revenue_multiple: method('revenue_multiple', sumOfParts, revenueRunRate > 0 ? sumOfParts / revenueRunRate : null, 'ARR + transaction revenue'),
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
