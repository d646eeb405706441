import { z } from 'zod';
import type { PnlTraceItem } from '../engine/session/traceability.ts';
import { AGGREGATIONS } from '../engine/model/types.ts';
import { booleanParam, periodParam, scenarioParam, yearParam, YEARS } from './params.ts';
import { closeWarnings } from './closeWarnings.ts';

/**
 * Statements, annual records, series and P&L traceability of a scenario (docs/api.md "Financial
 * data and traceability"). Period keys are '2026', '2026-Q1' or '2026-01'.
 */

const DEFAULT_TRACE_YEAR = 2026;

const rangeQuery = {
  scenario: scenarioParam,
  include_forecast: booleanParam.default(true),
  from: yearParam(YEARS.first, YEARS.last).default(YEARS.first),
  to: yearParam(YEARS.first, YEARS.last).default(YEARS.last),
};

export const statementQuery = z.object({ ...rangeQuery, period: periodParam.default('yearly') });

export const timeseriesQuery = z.object({
  ...rangeQuery,
  period: periodParam.default('monthly'),
  metric: z.string({ message: 'is required (a line id of docs/model.md, e.g. total_revenue)' })
    .max(64, 'is not a line of the model (see docs/model.md)')
    .describe('a line of the published model definition (the server answers 400 for another id)'),
});

export const traceabilityQuery = z.object({
  scenario: scenarioParam,
  year: yearParam(YEARS.first, YEARS.last).default(DEFAULT_TRACE_YEAR),
});

const figure = z.number().nullable();
const periodKind = z.enum(['actual', 'forecast']);
const yearRecord = z.record(z.string().describe('line id'), figure);

/** The P&L, the balance sheet and the cash flow: rows by period plus the annual records of the range. */
export const statementAnswer = z.object({
  scenario_id: z.string(),
  scenario_name: z.string(),
  period: periodParam,
  periods: z.array(z.string()),
  kinds: z.array(periodKind).describe('for each period: actual (2024–2025, and a period of 2026 on whose months are all closed) or forecast'),
  closed_months: z.array(z.number().int().min(0).max(12)).describe('for each period: how many of its months hold actuals (every month of 2024–2025; from 2026 on, the months up to the close)'),
  months_in_period: z.array(z.number().int().min(1).max(12)).describe('for each period: how many months it has (12, 3 or 1)'),
  closed_through: z.string().nullable().describe('the last closed month (YYYY-MM) whose actuals the figures hold, or null'),
  rows: z.array(z.object({ id: z.string(), name: z.string(), values: z.array(figure) })),
  data: z.record(z.string().describe('year'), yearRecord),
  warnings: closeWarnings,
});

export const aggregatedAnswer = z.object({
  scenario_id: z.string(),
  scenario_name: z.string(),
  years: z.record(z.string().describe('year, 2024–2030'), yearRecord),
});

export const timeseriesAnswer = z.object({
  scenario_id: z.string(),
  metric: z.string(),
  name: z.string(),
  period: periodParam,
  points: z.array(z.object({
    period: z.string(), value: figure, kind: periodKind,
    closed_months: z.number().int().min(0).max(12).describe('how many of the period\'s months hold actuals'),
    months_in_period: z.number().int().min(1).max(12),
  })),
});

const traceItem = z.object({
  line_id: z.string(),
  line_item_name: z.string(),
  source_assumptions: z.array(z.object({ id: z.string(), name: z.string(), description: z.string() })),
  calculation_formula: z.string(),
  formula_explanation: z.string(),
  formula_explanation_code: z.object({
    code: z.literal('annual'), how: z.enum(AGGREGATIONS), year: z.number().int(), months: z.enum(['actual', 'forecast']),
  }).optional().describe('an actual year: what formula_explanation says, as data (its months rolled up by `how`), for a reader that words it in its own language'),
  total_impact_amount: figure,
}) satisfies z.ZodType<PnlTraceItem>;

export const traceabilityAnswer = z.object({
  scenario_id: z.string(),
  traceability_report: z.object({ year: z.number().int(), pnl_line_items: z.array(traceItem) }),
});
