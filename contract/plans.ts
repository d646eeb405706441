import { z } from 'zod';
import { driverRangesMap } from './drivers.ts';
import { YEARS } from './params.ts';
import { safeText } from './text.ts';
import { versionName } from './scenarioVersions.ts';

/**
 * The plan of record (issue 19, docs/api.md "Plans of record"): an admin locks a named scenario
 * version as the plan of a year. The plan is a frozen copy of that version's drivers and ranges;
 * it stays as it was whatever happens to the scenario afterwards, deletion included. An admin may
 * replace it with a reason (issue 26): the old plan is kept, listed as superseded.
 */

/** The plan years: the forecast years 2026–2030. */
export const PLAN_YEARS = [YEARS.firstForecast, YEARS.firstForecast + 1, YEARS.firstForecast + 2, YEARS.firstForecast + 3, YEARS.last] as const;

/** The message of the 400 `private_scenario`: only versions of scenarios everyone sees can be locked (issue 24). */
export const privateScenarioMessage = (name: string) =>
  `${name} is a private working scenario that only its owner sees, so it cannot become the plan of record: save it as a scenario everyone sees ("Save as"), name a version of that and lock it`;

/** What a plan locked from a private scenario before issue 24 shows in place of that scenario's id and name. */
export const PRIVATE_PLAN_SCENARIO = { id: '', name: 'a private scenario' } as const;

/** The message of the 400 when a version to lock has no name. */
export const unnamedVersionMessage = (version: number) => `Version ${version} has no name: name it first, then lock it as the plan of record`;

const PLAN_YEAR_MESSAGE = `must be a year between ${PLAN_YEARS[0]} and ${PLAN_YEARS[4]}`;
const planYear = z.number({ message: PLAN_YEAR_MESSAGE }).int(PLAN_YEAR_MESSAGE).min(PLAN_YEARS[0], PLAN_YEAR_MESSAGE).max(PLAN_YEARS[4], PLAN_YEAR_MESSAGE);

/** The longest reason for replacing a plan of record. */
export const PLAN_REASON_MAX = 500;

export const lockPlanBody = z.strictObject({
  year: planYear,
  scenario_id: z.string().trim().min(1, 'must not be empty').max(200, 'is too long'),
  version: z.number({ message: 'must be a version number' }).int().min(1),
  version_name: versionName.optional().describe('names the version first (as PUT /api/scenarios/{id}/versions/{v}), so an unnamed version is locked in one step'),
  approval_note: safeText({ max: PLAN_REASON_MAX }).optional().describe('why this version is approved as the plan (a board decision, a meeting); kept with the plan'),
});
export type LockPlan = z.input<typeof lockPlanBody>;

export const planYearParams = z.object({
  year: z.string().regex(/^\d{4}$/, PLAN_YEAR_MESSAGE).transform(Number).pipe(planYear),
});

/** An admin replaces a year's plan with another named version, saying why. */
export const replacePlanBody = z.strictObject({
  scenario_id: lockPlanBody.shape.scenario_id,
  version: lockPlanBody.shape.version,
  version_name: lockPlanBody.shape.version_name,
  reason: safeText({ max: PLAN_REASON_MAX, required: 'A reason is required to replace a plan of record', visible: true }),
});
export type ReplacePlan = z.input<typeof replacePlanBody>;

/** The plan of record of a year: a frozen copy of a named scenario version. */
export const planSchema = z.object({
  year: z.number().int(),
  scenario_id: z.string().describe('may name a scenario deleted since; empty for a plan locked from a private Simulation (Editable), which only its owner sees'),
  scenario_name: z.string().describe('as it was when locked'),
  version: z.number().int(),
  version_name: z.string().describe('as it was when locked'),
  key_drivers: z.record(z.string(), z.number()),
  driver_ranges: driverRangesMap,
  headcount_saved: z.boolean().describe('whether the frozen version had a headcount plan of its own (else its plan is generated from key_drivers)'),
  locked_by: z.string().describe('who approved it: the admin who locked it (or replaced the plan before it with it)'),
  locked_at: z.string(),
  approval_note: z.string().describe('why it was approved: the note given with the lock, or the reason of the replacement that made it the plan; empty when none was given'),
  model_version: z.number().int().describe('the model definition version its scenario version was saved under'),
});
export type Plan = z.infer<typeof planSchema>;

/** A plan an admin replaced, as it was, with who replaced it, when and why. */
export const supersededPlanSchema = planSchema.extend({
  superseded_by: z.string(),
  superseded_at: z.string(),
  reason: z.string(),
});
export type SupersededPlan = z.infer<typeof supersededPlanSchema>;

export const planListAnswer = z.object({
  plans: z.array(planSchema).describe('by year'),
  superseded: z.array(supersededPlanSchema).describe('plans replaced by an admin, newest first'),
});
export type PlanList = z.infer<typeof planListAnswer>;

/** A replace of a year without a plan: 404 `no_plan`. */
export const noPlanToReplaceMessage = (year: number) => `${year} has no plan of record to replace: lock one instead`;
