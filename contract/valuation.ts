import { z } from 'zod';
import {
  DEFAULT_DCF_OPTIONS, DEFAULT_MULTIPLIERS, DEFAULT_TARGET_EV, exitMultipleProblem, multiplierProblem,
  type EnterpriseValuation, type Multipliers,
} from '../engine/analysis/valuation.ts';
import { booleanParam, scenarioParam } from './params.ts';

/** Enterprise valuation of the Rides/Wallet screen (part 2 §3), docs/api.md "Analyses". */

/** A multiple in the query: a number within its bounds, on its 0.5 step. */
function multipleParam(problem: (value: number) => string | null, fallback: number) {
  return z.string()
    .regex(/^\d+(\.\d+)?$/, 'must be a number')
    .transform(Number)
    .superRefine((value, context) => {
      const reason = problem(value);
      if (reason) context.addIssue({ code: 'custom', message: reason });
    })
    .default(fallback);
}

const multiplierParam = (which: keyof Multipliers) => multipleParam((value) => multiplierProblem(which, value), DEFAULT_MULTIPLIERS[which]);

export const valuationQuery = z.object({
  scenario: scenarioParam,
  arr_multiplier: multiplierParam('arr'),
  transaction_multiplier: multiplierParam('transaction'),
  target_ev: z.string().regex(/^\d+(\.\d+)?$/, 'must be a positive number').transform(Number)
    .pipe(z.number().positive('must be a positive number').max(1e12, 'is too large')).default(DEFAULT_TARGET_EV),
  mid_year: booleanParam.default(DEFAULT_DCF_OPTIONS.midYear).describe('the DCF counts each period\'s cash in its middle (true) or at its end (false)'),
  exit_multiple: multipleParam(exitMultipleProblem, DEFAULT_DCF_OPTIONS.exitMultiple).describe('EV/EBITDA of 2030 for the DCF\'s exit-multiple cross-check, 2–20 in steps of 0.5'),
});

const position = z.object({ ev_plus_cash: z.number(), quarter: z.string(), scenario_name: z.string() });

const method = z.object({
  name: z.string(),
  value: z.number().describe('enterprise value at the valuation date'),
  equity_value: z.number().describe('value + cash − debt at the valuation date'),
  multiple: z.number().nullable().describe('null for the DCF'),
  basis: z.object({ of: z.enum(['ARR', 'transaction revenue', 'ARR + transaction revenue']), runRate: z.string().describe('the valuation month, e.g. Dec 2025') }).nullable(),
  confidence: z.number(),
  range: z.object({ conservative: z.number(), base: z.number(), optimistic: z.number() }),
});

const cashFlow = z.object({
  period: z.string().describe('a year, or the rest of the valuation year: Nov–Dec 2026'),
  year: z.number().int(),
  months: z.number().int(),
  ebitda: z.number(),
  ebit: z.number(),
  tax_rate: z.number().describe('statutory income tax rate of the year, a fraction'),
  taxes_on_ebit: z.number().describe('tax rate × EBIT when EBIT is positive'),
  nopat: z.number(),
  depreciation: z.number(),
  capex: z.number().describe('fixed assets bought and development capitalised'),
  change_in_working_capital: z.number().describe('increase of the capital tied up in working capital (cash out when positive)'),
  free_cash_flow: z.number().describe('nopat + depreciation − capex − change in working capital'),
  discount_period: z.number().describe('years from the valuation date'),
  discount_factor: z.number(),
  present_value: z.number(),
});

const valuation = z.object({
  scenario_name: z.string(),
  valuation_date: z.string().describe('the last day of the valuation month, e.g. 31 December 2025'),
  valuation_month: z.string().describe('the last closed month (YYYY-MM), else 2025-12'),
  timeline: z.string(),
  target_ev: z.number(),
  multipliers: z.object({ arr_multiplier: z.number(), transaction_multiplier: z.number() }),
  quarterly_projections: z.array(z.object({
    period: z.string().describe('e.g. Q4/2025'),
    arr_revenue: z.number().describe('recurring revenue of the quarter\'s last month × 12'),
    transaction_revenue: z.number().describe('transaction revenue of the quarter × 4'),
    total_ev: z.number(),
    closing_cash: z.number(),
    ev_plus_cash: z.number(),
  })),
  yearly_progression: z.record(z.string().describe('year, 2025–2030'), z.object({
    arr_revenue: z.number(), transaction_revenue: z.number(), total_ev: z.number(), ev_plus_cash: z.number(), revenue: z.number(), ebitda: z.number(),
  })),
  waterfall_analysis: z.object({
    starting_position: position,
    ending_position: position,
    value_flow: z.object({ total_value_creation: z.number(), ev_growth: z.number(), cash_growth: z.number() }),
  }),
  value_creation_summary: z.object({
    starting_position: z.number(), total_value_creation: z.number(), final_position: z.number(), target_achievement_percent: z.number(),
  }),
  valuation_methods: z.object({ dcf: method, arr_multiple: method, transaction_multiple: method, revenue_multiple: method }),
  equity_bridge: z.object({ cash: z.number(), debt: z.number().describe('loans outstanding'), net_cash: z.number() }).describe('at the valuation date'),
  reconciliation: z.object({
    revenue_run_rate: z.number(),
    revenue_2030: z.number(),
    plan_growth: z.number().nullable(),
    dcf_to_sum_of_parts: z.number().nullable(),
    dcf_implied_arr_multiple: z.number().nullable(),
    terminal_share: z.number(),
  }).describe('why the DCF and the multiples differ'),
  dcf: z.object({
    valuation_month: z.string(),
    discount_rate: z.number(),
    terminal_growth: z.number(),
    mid_year: z.boolean(),
    cash_flows: z.array(cashFlow),
    terminal: z.object({
      free_cash_flow: z.number().describe('free cash flow of 2030'),
      ebitda: z.number().describe('EBITDA of 2030'),
      years_to_2030: z.number(),
      gordon_value: z.number(),
      gordon_present_value: z.number(),
      implied_exit_multiple: z.number().nullable().describe('Gordon value ÷ 2030 EBITDA'),
      exit_multiple: z.number(),
      exit_value: z.number(),
      exit_present_value: z.number(),
    }),
    pv_cash_flows: z.number(),
    terminal_value: z.number(),
    pv_terminal_value: z.number(),
    terminal_share: z.number(),
    enterprise_value: z.number(),
    enterprise_value_exit_multiple: z.number(),
  }),
}) satisfies z.ZodType<EnterpriseValuation>;

export const valuationAnswer = valuation.extend({ scenario_id: z.string() });
