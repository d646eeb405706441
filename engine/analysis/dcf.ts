import { ALL_MONTHS, FORECAST_YEARS, periodLabel, yearOf } from '../calendar.ts';
import type { DcfMonth } from './valuationInputs.ts';

/**
 * The discounted cash flow of the enterprise valuation (docs/model.md "Enterprise valuation"):
 * unlevered free cash flow after tax of every month after the valuation date, by calendar year
 * (the valuation year's rest as a stub), discounted at the cost of capital to the valuation date,
 * plus a terminal value by Gordon growth on 2030, cross-checked with an exit multiple of 2030 EBITDA.
 *
 *   free cash flow = EBIT − tax on EBIT + depreciation − capex − increase in working capital
 *
 * EBIT is taxed at the statutory rate of its year, as unlevered cash flows are: without the interest
 * the plan's loans save in tax and without the loss carry-forward (a period with an operating loss
 * pays none and gets no credit), so the value does not depend on how the company is financed.
 */

/**
 * Discount rate: the cost of capital of a venture-stage software company (investors price such
 * plans at 20–30%; the lower end, because the plan is calibrated to the scenario's own targets).
 */
export const DCF_DISCOUNT_RATE = 0.2;
/** Long-run growth after 2030: nominal GDP growth of the German health market. */
export const DCF_TERMINAL_GROWTH = 0.03;
/** Exit multiple of 2030 EBITDA for the cross-check: a modest multiple for a private company of this size (docs/model.md). */
export const DEFAULT_EXIT_MULTIPLE = 8;
export const EXIT_MULTIPLE_BOUNDS = { min: 2, max: 20 } as const;
export const EXIT_MULTIPLE_STEP = 0.5;

export interface DcfOptions {
  /** Cash flows arrive evenly through each period: discounted from its middle rather than its end. */
  midYear: boolean;
  /** EV/EBITDA applied to 2030 EBITDA for the exit-multiple terminal value. */
  exitMultiple: number;
  discountRate?: number;
  terminalGrowth?: number;
}

export const DEFAULT_DCF_OPTIONS: DcfOptions = { midYear: true, exitMultiple: DEFAULT_EXIT_MULTIPLE };

/** Null when the exit multiple is allowed, else the reason (the server answers it as a 400 naming the field). */
export function exitMultipleProblem(value: number): string | null {
  const { min, max } = EXIT_MULTIPLE_BOUNDS;
  if (!Number.isFinite(value) || value < min || value > max || !Number.isInteger(value / EXIT_MULTIPLE_STEP)) {
    return `must be between ${min} and ${max} in steps of ${EXIT_MULTIPLE_STEP}`;
  }
  return null;
}

export interface DcfCashFlow {
  /** '2027', or the stub after the valuation date: 'Nov–Dec 2026'. */
  period: string;
  year: number;
  months: number;
  ebitda: number;
  ebit: number;
  /** Statutory rate of the year, as a fraction. */
  tax_rate: number;
  /** tax rate × EBIT when EBIT is positive, else 0. */
  taxes_on_ebit: number;
  /** EBIT − taxes on EBIT. */
  nopat: number;
  depreciation: number;
  /** Purchases of fixed assets and capitalised development. */
  capex: number;
  /** Increase of receivables less payables, deferred revenue and VAT owed: cash tied up when > 0. */
  change_in_working_capital: number;
  /** nopat + depreciation − capex − change in working capital. */
  free_cash_flow: number;
  /** Years from the valuation date to when the period's cash is counted (its middle with the mid-year convention, else its end). */
  discount_period: number;
  discount_factor: number;
  present_value: number;
}

export interface DcfTerminal {
  /** Free cash flow of the whole of 2030, grown at the terminal growth rate for ever after. */
  free_cash_flow: number;
  ebitda: number;
  /** Years from the valuation date to 31 December 2030. */
  years_to_2030: number;
  /** FCF₂₀₃₀ × (1 + g) ÷ (r − g); 0 when 2030's free cash flow is not positive. */
  gordon_value: number;
  gordon_present_value: number;
  /** Gordon value ÷ 2030 EBITDA: the EV/EBITDA multiple the growth assumption implies; null when EBITDA is not positive. */
  implied_exit_multiple: number | null;
  exit_multiple: number;
  /** 2030 EBITDA × the exit multiple; 0 when EBITDA is not positive. */
  exit_value: number;
  exit_present_value: number;
}

export interface DcfResult {
  /** 'YYYY-MM': the valuation date is this month's last day. */
  valuation_month: string;
  discount_rate: number;
  terminal_growth: number;
  mid_year: boolean;
  cash_flows: DcfCashFlow[];
  terminal: DcfTerminal;
  /** Σ present values of the cash flows. */
  pv_cash_flows: number;
  /** The Gordon terminal value and its present value: the DCF's own. */
  terminal_value: number;
  pv_terminal_value: number;
  /** pv_terminal_value ÷ enterprise_value. */
  terminal_share: number;
  /** pv_cash_flows + pv_terminal_value. */
  enterprise_value: number;
  /** pv_cash_flows + the exit multiple's present value: the cross-check. */
  enterprise_value_exit_multiple: number;
}

export interface DcfInputs {
  valuationMonth: string;
  months: readonly DcfMonth[];
  taxRates: Readonly<Record<number, number>>;
}

const LAST_YEAR = FORECAST_YEARS[FORECAST_YEARS.length - 1] as number;

function periodName(months: readonly DcfMonth[]): string {
  const first = months[0]?.month ?? '';
  const last = months[months.length - 1]?.month ?? '';
  if (months.length === 12) return String(yearOf(first));
  if (months.length === 1) return periodLabel(first);
  return `${periodLabel(first).slice(0, 3)}–${periodLabel(last)}`;
}

/** A period's figures summed over its months and its free cash flow. */
function cashFlowOf(months: readonly DcfMonth[], taxRate: number): Omit<DcfCashFlow, 'discount_period' | 'discount_factor' | 'present_value'> {
  const sum = (pick: (month: DcfMonth) => number) => months.reduce((total, month) => total + pick(month), 0);
  const ebit = sum((m) => m.ebit);
  const taxes = Math.max(0, ebit) * taxRate;
  const depreciation = sum((m) => m.depreciation);
  const capex = sum((m) => m.capex);
  const changeInWorkingCapital = sum((m) => m.workingCapitalIncrease);
  return {
    period: periodName(months),
    year: yearOf(months[0]?.month ?? ''),
    months: months.length,
    ebitda: sum((m) => m.ebitda),
    ebit,
    tax_rate: taxRate,
    taxes_on_ebit: taxes,
    nopat: ebit - taxes,
    depreciation,
    capex,
    change_in_working_capital: changeInWorkingCapital,
    free_cash_flow: ebit - taxes + depreciation - capex - changeInWorkingCapital,
  };
}

export function discountedCashFlow(inputs: DcfInputs, options: DcfOptions = DEFAULT_DCF_OPTIONS): DcfResult {
  const discountRate = options.discountRate ?? DCF_DISCOUNT_RATE;
  const terminalGrowth = options.terminalGrowth ?? DCF_TERMINAL_GROWTH;
  if (!(discountRate > terminalGrowth)) throw new Error('The discount rate must exceed the terminal growth');
  const problem = exitMultipleProblem(options.exitMultiple);
  if (problem) throw new RangeError(`The exit multiple ${problem}`);
  const start = ALL_MONTHS.indexOf(inputs.valuationMonth);
  if (start < 0) throw new RangeError(`The valuation month ${inputs.valuationMonth} is outside the model's months`);
  const taxRateOf = (year: number) => {
    const rate = inputs.taxRates[year];
    if (rate === undefined) throw new Error(`No statutory tax rate for ${year}`);
    return rate;
  };
  const factor = (years: number) => Math.pow(1 + discountRate, -years);

  const after = inputs.months.filter((m) => m.month > inputs.valuationMonth);
  const cashFlows: DcfCashFlow[] = [];
  let elapsedMonths = 0;
  for (const year of FORECAST_YEARS) {
    const months = after.filter((m) => yearOf(m.month) === year);
    if (months.length === 0) continue;
    const flow = cashFlowOf(months, taxRateOf(year));
    const discountPeriod = (elapsedMonths + (options.midYear ? months.length / 2 : months.length)) / 12;
    const discountFactor = factor(discountPeriod);
    cashFlows.push({ ...flow, discount_period: discountPeriod, discount_factor: discountFactor, present_value: flow.free_cash_flow * discountFactor });
    elapsedMonths += months.length;
  }

  // The terminal value rests on the whole of 2030, also when the valuation date falls inside it.
  const lastYear = cashFlowOf(inputs.months.filter((m) => yearOf(m.month) === LAST_YEAR), taxRateOf(LAST_YEAR));
  const yearsTo2030 = elapsedMonths / 12;
  const gordonValue = lastYear.free_cash_flow > 0 ? (lastYear.free_cash_flow * (1 + terminalGrowth)) / (discountRate - terminalGrowth) : 0;
  // With the mid-year convention the perpetuity's cash also arrives mid-year: half a year sooner
  // than the end-of-year Gordon formula counts it. A sale at the exit multiple happens at year end.
  const gordonPresentValue = gordonValue * factor(options.midYear ? yearsTo2030 - 0.5 : yearsTo2030);
  const exitValue = lastYear.ebitda > 0 ? lastYear.ebitda * options.exitMultiple : 0;
  const exitPresentValue = exitValue * factor(yearsTo2030);
  const pvCashFlows = cashFlows.reduce((sum, flow) => sum + flow.present_value, 0);
  const enterpriseValue = pvCashFlows + gordonPresentValue;
  return {
    valuation_month: inputs.valuationMonth,
    discount_rate: discountRate,
    terminal_growth: terminalGrowth,
    mid_year: options.midYear,
    cash_flows: cashFlows,
    terminal: {
      free_cash_flow: lastYear.free_cash_flow,
      ebitda: lastYear.ebitda,
      years_to_2030: yearsTo2030,
      gordon_value: gordonValue,
      gordon_present_value: gordonPresentValue,
      implied_exit_multiple: lastYear.ebitda > 0 ? gordonValue / lastYear.ebitda : null,
      exit_multiple: options.exitMultiple,
      exit_value: exitValue,
      exit_present_value: exitPresentValue,
    },
    pv_cash_flows: pvCashFlows,
    terminal_value: gordonValue,
    pv_terminal_value: gordonPresentValue,
    terminal_share: enterpriseValue !== 0 ? gordonPresentValue / enterpriseValue : 0,
    enterprise_value: enterpriseValue,
    enterprise_value_exit_multiple: pvCashFlows + exitPresentValue,
  };
}
