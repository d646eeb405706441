import { z } from 'zod';
import {
  AGGREGATIONS, ASSUMPTION_CATEGORIES, ASSUMPTION_GROUPS, CLOSED_ACTUAL_KINDS, DRIVER_CATEGORIES, DRIVER_ROLES, HGB_ITEMS, IMPACT_LEVELS,
  KPI_STATUSES, KPI_TABS, LINE_SECTIONS, LINE_UNITS, STATEMENTS, UNCERTAINTY_DISTRIBUTIONS,
} from '../engine/model/types.ts';
import type { ModelSource } from '../engine/model/definition.ts';
import { FORECAST_YEARS } from '../engine/calendar.ts';
import { safeText } from './text.ts';

/**
 * The model definition as JSON (`GET /api/model`, `POST /api/model/validate`): the shape of
 * engine/model/definition.ts `ModelSource`. The shape is checked here (400 naming the field, e.g.
 * `lines.12.formula`); what the formulas mean is checked by the engine (422 `model_invalid` with
 * every problem, its item, field and character).
 */

/** A definition as JSON is at most this big: 2,000 lines with long formulas and texts (the shipped model is 160 kB). */
export const MODEL_DEFINITION_MAX_BYTES = 2 * 1024 * 1024;

/** Formulas may be longer than the model allows, so the engine answers a long one with its position; the body limit bounds them. */
const FORMULA_CHARACTERS = 20_000;
const text = (max: number) => z.string().max(max, `must be at most ${max} characters`);
const formula = text(FORMULA_CHARACTERS);
const id = text(200);
const number = z.number({ message: 'must be a number' }).finite('must be a finite number');

const uncertainty = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('range'), spread: z.enum(['relative', 'absolute']), below: number.nonnegative(), above: number.nonnegative(),
    distribution: z.enum(UNCERTAINTY_DISTRIBUTIONS), reason: text(500),
  }),
  z.strictObject({ kind: z.literal('fixed'), reason: text(500) }),
]);

const driver = z.strictObject({
  id, name: text(200), category: z.enum(DRIVER_CATEGORIES), unit: text(40), min: number, max: number, baseline: number,
  source: text(200), reference: text(500).optional(),
  direction: z.union([
    z.strictObject({ favourable: z.enum(['higher', 'lower']), note: text(500).optional() }),
    z.strictObject({ favourable: z.literal('neutral'), note: text(500) }),
  ]),
  whole: z.literal(true).optional(),
  impact_level: z.enum(IMPACT_LEVELS), editable: z.boolean(), business_logic: text(2_000), description: text(2_000), role: z.enum(DRIVER_ROLES),
  uncertainty: uncertainty.optional(),
  documentation: z.strictObject({
    group: z.enum(ASSUMPTION_GROUPS), category: z.enum(ASSUMPTION_CATEGORIES), reasoning: text(2_000),
    flag: z.enum(['isHistorical', 'isProjection']).optional(),
  }).optional(),
});

const line = z.strictObject({
  id, name: text(200), unit: z.enum(LINE_UNITS), section: z.enum(LINE_SECTIONS), formula, opening: formula.optional(),
  aggregate: z.enum(AGGREGATIONS), explanation: text(2_000), statement: z.enum(STATEMENTS).optional(), label: text(200).optional(),
  total: z.literal(true).optional(), hgb: z.enum(HGB_ITEMS).optional(),
  actuals: z.strictObject({ baseline: z.literal(true).optional(), closed: z.enum(CLOSED_ACTUAL_KINDS).optional() }).optional(),
});

const derived = z.strictObject({ id, name: text(200), unit: text(40), formula, explanation: text(2_000) });
const annualExtra = z.strictObject({ id, name: text(200), unit: z.enum(LINE_UNITS), formula, explanation: text(2_000) });

const kpi = z.strictObject({
  id, name: text(200), tab: z.enum(KPI_TABS), unit: text(40), formula,
  benchmark: z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('above'), value: number }),
    z.strictObject({ kind: z.literal('below'), value: number }),
    z.strictObject({ kind: z.literal('range'), min: number, max: number }),
  ]),
  benchmark_source: text(200), reference: text(500).optional(), description: text(2_000), definition: text(2_000),
  textWhen: z.strictObject({ line: id, atLeast: number, text: text(100), status: z.enum(KPI_STATUSES) }).optional(),
  closedYear: text(500).optional(),
  closedYearAlsoActualYears: z.literal(true).optional(),
  base2025: z.strictObject({ value: number, source: text(200), reference: text(500).optional() }).optional(),
  remedy: z.strictObject({ warning: text(2_000), critical: text(2_000) }),
});

/** A department of the headcount plan; its id's and name's rules are the engine's (checkModelSource). */
const department = z.strictObject({ id, name: text(200) });

/** Counts are bounded by the engine (MODEL_LIMITS) with a clear message; these only stop a body far beyond them. */
const list = <T extends z.ZodType>(item: T) => z.array(item).max(10_000, 'far more items than a model holds');

export const modelSourceSchema = z.strictObject({
  version: z.number().int().positive(),
  drivers: list(driver),
  derived: list(derived),
  lines: list(line),
  annual_extras: list(annualExtra),
  kpis: list(kpi),
  departments: list(department).optional().describe('the departments of the headcount plan; absent: the shipped six (sales, customer_success, implementation, engineering, operations, g_and_a)'),
  retired_drivers: list(id).optional().describe('drivers earlier versions had: kept by publishing, a stored scenario\'s value for one is left out'),
}) satisfies z.ZodType<ModelSource>;

/** Who published a model version, when and why; the shipped model (version 1) was published by `system`. */
export const modelVersionInfo = z.object({
  version: z.number().int(),
  published_by: z.string(),
  published_at: z.string().nullable().describe('null for the shipped model'),
  comment: z.string(),
});
export type ModelVersionInfo = z.infer<typeof modelVersionInfo>;

/** The shipped model as a version: version 1, by the system, never stored. */
export const SHIPPED_MODEL_VERSION: ModelVersionInfo = { version: 1, published_by: 'system', published_at: null, comment: 'The shipped model' };

/** `GET /api/model`, `GET /api/model/versions/:version`: a definition (the shipped model is version 1), without the docs-only references. */
export const modelAnswer = z.object({ definition: modelSourceSchema, published: modelVersionInfo });

/** `GET /api/model/versions`: every published version, newest first, ending with the shipped model. */
export const modelVersionsAnswer = z.object({ versions: z.array(modelVersionInfo) });

export const PUBLISH_COMMENT_MAX = 500;

/** `PUT /api/model`: publishes `definition` as the version after `expected_version`, with why. */
export const modelPublishBody = z.strictObject({
  definition: modelSourceSchema,
  expected_version: z.number({ message: 'must be a number' }).int('must be a whole number').positive(),
  comment: safeText({ max: PUBLISH_COMMENT_MAX, required: 'Say what changes and why', tooLong: `must be at most ${PUBLISH_COMMENT_MAX} characters` }),
});

/** 409 `version_conflict`: another version was published meanwhile. */
export const modelConflictAnswer = z.object({
  error: z.object({ code: z.literal('version_conflict'), message: z.string(), field: z.string().optional() }),
  current_version: z.number().int(),
});

/** `POST /api/model/validate`: a definition to check, not published. */
export const modelValidateBody = z.strictObject({ definition: modelSourceSchema });

const yearFigures = z.object({
  year: z.number().int(),
  total_revenue: z.number().nullable(),
  ebitda: z.number().nullable(),
  net_income: z.number().nullable(),
  closing_cash: z.number().nullable(),
});

/** The definition compiles: what it changes, per forecast year, for the Baseline scenario on the current actuals. */
export const modelValidateAnswer = z.object({
  valid: z.literal(true),
  lines: z.number().int().describe('lines of the definition'),
  drivers: z.number().int(),
  preview: z.object({
    scenario: z.literal('Baseline'),
    published: z.array(yearFigures).length(FORECAST_YEARS.length),
    candidate: z.array(yearFigures).length(FORECAST_YEARS.length),
  }).describe('revenue, EBITDA, net income and closing cash per year under the published definition and under this one'),
});

export const definitionProblem = z.object({
  code: z.string(),
  item: z.enum(['driver', 'derived', 'line', 'annual_extra', 'kpi', 'department', 'definition']),
  id: z.string(),
  field: z.string(),
  position: z.number().int().optional().describe('zero-based character of the formula'),
  message: z.string(),
});

/** 422 `model_invalid`: every problem (the first 100) with its item, field and character; nothing was published. */
export const modelInvalidAnswer = z.object({
  error: z.object({ code: z.literal('model_invalid'), message: z.string(), field: z.string().optional() }),
  detail: z.string(),
  problems: z.array(definitionProblem),
  problem_count: z.number().int(),
});
