import { z } from 'zod';
import { VARIANCE_PERIODS, type BudgetVsActualResult } from '../engine/analysis/budgetVsActual.ts';
import { errorAnswer } from './errors.ts';
import { closeWarnings } from './closeWarnings.ts';
import { scenarioParam, yearParam, YEARS } from './params.ts';
import { planSchema } from './plans.ts';

/**
 * Budget against actual (issue #19), docs/api.md "GET /api/variance": the plan of record of a year
 * against the actuals of its closed months and the latest estimate of the scenario. The numbers are
 * the engine's `budgetVsActual` (docs/model.md "Budget against actual").
 */

export const varianceQuery = z.object({
  year: yearParam(YEARS.firstForecast, YEARS.last),
  period: z.enum(VARIANCE_PERIODS, { message: 'must be month, quarter or ytd' }).default('month'),
  scenario: scenarioParam.describe('the scenario whose latest estimate is compared; default: the caller\'s active scenario'),
});
export type VarianceQuery = z.infer<typeof varianceQuery>;

const lineUnit = z.enum(['EUR', 'count', 'rides', 'ratio', 'index', 'FTE', 'month']);

const flexedVariance = {
  flexed_plan: z.number().nullable().describe('a volume-driven cost\'s plan at the actual volume and the plan\'s rates; null for other lines and without an actual'),
  volume_variance: z.number().nullable().describe('flexed plan − plan'),
  spending_variance: z.number().nullable().describe('actual − flexed plan (the latest estimate for the full year)'),
  spending_favourable: z.boolean().nullable().describe('spending below the flexed plan is favourable'),
};

const varianceRow = z.object({
  line: z.string().describe('a monthly line id of docs/model.md'),
  label: z.string(),
  unit: lineUnit,
  period: z.string().describe('2026-03, 2026-Q1 or 2026-YTD'),
  period_label: z.string().describe('Mar 2026, Q1 2026 or YTD 2026'),
  months: z.number().int().describe('months in the period'),
  months_closed: z.number().int().describe('closed months in the period: plan and actual cover these (the whole period when none is closed)'),
  plan: z.number(),
  actual: z.number().nullable().describe('null when no month of the period is closed'),
  variance: z.number().nullable().describe('actual − plan'),
  variance_pct: z.number().nullable().describe('variance ÷ |plan| in percent; null when the plan is 0 or there is no actual'),
  favourable: z.boolean().nullable().describe('lower is favourable for costs, higher for the rest; null without a variance'),
  ...flexedVariance,
});

const fullYearRow = z.object({
  line: z.string(),
  label: z.string(),
  unit: lineUnit,
  plan: z.number(),
  latest_estimate: z.number().describe('actuals of the closed months plus the forecast from the close'),
  variance: z.number(),
  variance_pct: z.number().nullable(),
  favourable: z.boolean().nullable(),
  ...flexedVariance,
});

const effects = { volume: z.number(), price_mix: z.number(), other: z.number() };

const revenueSplit = z.object({
  period: z.string(),
  period_label: z.string(),
  plan: z.number(),
  actual: z.number().describe('the actual revenue, or the latest estimate for the full year'),
  variance: z.number().describe('= volume + price_mix + other'),
  ...effects,
  streams: z.array(z.object({
    stream: z.enum(['transaction', 'medical_recurring', 'transport_recurring', 'one_time']),
    plan: z.number(),
    actual: z.number(),
    variance: z.number(),
    ...effects,
  })),
});

const payrollSplit = z.object({
  period: z.string(),
  period_label: z.string(),
  plan: z.number().describe('the plan\'s Employees (payroll) of the closed months of the period'),
  actual: z.number().describe('the actual Employees of those months'),
  variance: z.number().describe('actual − plan; = heads + cost_per_head when both are given'),
  plan_fte_months: z.number().describe('the plan\'s FTEs summed over those months'),
  actual_fte_months: z.number().nullable().describe('the actual FTEs summed over those months; null while a month gives no FTEs'),
  plan_cost_per_fte_month: z.number().nullable().describe('plan ÷ plan_fte_months; null without planned FTEs'),
  actual_cost_per_fte_month: z.number().nullable().describe('actual ÷ actual_fte_months; null without actual FTEs'),
  heads: z.number().nullable().describe('(actual − plan FTE-months) × plan cost per FTE-month (the whole variance without planned FTEs); null while a month gives no FTEs'),
  cost_per_head: z.number().nullable().describe('variance − heads = (actual − plan cost per FTE-month) × actual FTE-months; null while a month gives no FTEs'),
  months_without_headcount: z.array(z.string()).describe('the closed months of the period whose actuals give no FTEs (YYYY-MM); empty when the split is given'),
});

const budgetVsActual = z.object({
  year: z.number().int(),
  period: z.enum(VARIANCE_PERIODS),
  closed_through: z.string().nullable().describe('the last closed month of the year (YYYY-MM); null when none is'),
  closed_months: z.number().int().min(0).max(12),
  rows: z.array(varianceRow),
  full_year: z.array(fullYearRow),
  revenue_split: z.object({
    periods: z.array(revenueSplit).describe('one per period with a closed month'),
    full_year: revenueSplit.describe('the plan against the latest estimate of the whole year'),
  }),
  payroll_split: z.object({
    periods: z.array(payrollSplit).describe('the Employees variance split into heads and cost per head, one per period with a closed month'),
  }),
}) satisfies z.ZodType<BudgetVsActualResult>;

export const varianceAnswer = budgetVsActual.extend({
  scenario_id: z.string().describe('the scenario whose latest estimate is compared'),
  scenario_name: z.string(),
  plan_label: z.string().describe('the plan of record as a reader names it, e.g. "Budget 2026 (Baseline, version 4)"'),
  plan: planSchema.pick({ version_name: true, scenario_id: true, scenario_name: true, version: true, locked_by: true, locked_at: true, approval_note: true })
    .describe('what plan_label is made of, for a reader that names the plan in its own language, and who approved it, when and why'),
  warnings: closeWarnings,
});
export type VarianceAnswer = z.infer<typeof varianceAnswer>;

/** The error code of a year without a plan of record (status 404). */
export const NO_PLAN_CODE = 'no_plan';

export function noPlanMessage(year: number): string {
  return `${year} has no plan of record yet. An admin locks one in the scenario's History.`;
}

export const noPlanAnswer = errorAnswer.extend({
  error: z.object({ code: z.literal(NO_PLAN_CODE), message: z.string() }),
});
