import { z } from 'zod';
import {
  DEFAULT_MULTIPLIERS, DEFAULT_TARGET_EV, multiplierProblem, type EnterpriseValuation, type Multipliers,
} from '../engine/analysis/valuation.ts';
import { scenarioParam } from './params.ts';

/** Enterprise valuation of the Rides/Wallet screen (part 2 §3), docs/api.md "Analyses". */

/** A multiplier in the query: a number within its slider's bounds, on its 0.5 step (part 2 §5). */
function multiplierParam(which: keyof Multipliers) {
  return z.string()
    .regex(/^\d+(\.\d+)?$/, 'must be a number')
    .transform(Number)
    .superRefine((value, context) => {
      const problem = multiplierProblem(which, value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .default(DEFAULT_MULTIPLIERS[which]);
}

export const valuationQuery = z.object({
  scenario: scenarioParam,
  arr_multiplier: multiplierParam('arr'),
  transaction_multiplier: multiplierParam('transaction'),
  target_ev: z.string().regex(/^\d+(\.\d+)?$/, 'must be a positive number').transform(Number)
    .pipe(z.number().positive('must be a positive number').max(1e12, 'is too large')).default(DEFAULT_TARGET_EV),
});

const position = z.object({ ev_plus_cash: z.number(), quarter: z.string(), scenario_name: z.string() });

const method = z.object({
  name: z.string(),
  value: z.number(),
  multiple: z.number().nullable().describe('null for the DCF'),
  basis: z.object({ of: z.enum(['ARR', 'transaction revenue', 'ARR + transaction revenue']), runRate: z.string() }).nullable(),
  confidence: z.number(),
  range: z.object({ conservative: z.number(), base: z.number(), optimistic: z.number() }),
});

const valuation = z.object({
  scenario_name: z.string(),
  valuation_date: z.string(),
  timeline: z.string(),
  target_ev: z.number(),
  multipliers: z.object({ arr_multiplier: z.number(), transaction_multiplier: z.number() }),
  quarterly_projections: z.array(z.object({
    period: z.string().describe('e.g. Q4/2025'),
    arr_revenue: z.number(),
    transaction_revenue: z.number(),
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
  dcf: z.object({
    discount_rate: z.number(),
    terminal_growth: z.number(),
    cash_flows: z.array(z.object({ year: z.number().int(), free_cash_flow: z.number(), discount_factor: z.number(), present_value: z.number() })),
    terminal_value: z.number(),
    pv_terminal_value: z.number(),
    enterprise_value: z.number(),
  }),
}) satisfies z.ZodType<EnterpriseValuation>;

export const valuationAnswer = valuation.extend({ scenario_id: z.string() });
