import { z } from 'zod';
import { driverMap, driverRangesMap } from './drivers.ts';
import { errorAnswer } from './errors.ts';
import { booleanParam, forecastToParam } from './params.ts';
import { forecastYearsSchema } from './forecasts.ts';
import { safeText } from './text.ts';
import { scenarioVersionSchema, versionComment } from './scenarioVersions.ts';

/** Scenarios as the API shows them to one caller, and what a caller sends to change them (docs/api.md "Scenarios"). */

/** The default active scenario, and what a deleted active scenario falls back to. */
export const DEFAULT_SCENARIO_ID = 'baseline';

export const SCENARIO_TYPES = ['built-in', 'user-created', 'user'] as const;
export type ScenarioType = (typeof SCENARIO_TYPES)[number];

export const scenarioSchema = z.object({
  scenario_id: z.string(),
  scenario_name: z.string(),
  description: z.string(),
  scenario_type: z.enum(SCENARIO_TYPES).describe('"user" is the caller\'s Simulation (Editable)'),
  created_by: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  version: z.number().int().describe('+1 on every update; send it back with PUT'),
  is_active: z.boolean().describe('the caller\'s active scenario'),
  key_drivers: z.record(z.string(), z.number()).describe('the values this scenario sets over the driver catalog'),
  driver_ranges: driverRangesMap.default({}).describe('uncertainty ranges this scenario sets over the catalog\'s defaults (forecast ranges)'),
  headcount_saved: z.boolean().optional()
    .describe('whether the scenario saved a headcount plan of its own (else its plan is generated from its drivers); the plan: GET /api/scenarios/{id}/headcount'),
});
export type Scenario = z.infer<typeof scenarioSchema>;

/** A scenario of the list, with its forecast when `include_forecast=true` asked for it. */
const listedScenarioSchema = scenarioSchema.extend({
  forecast: z.object({ forecast_years: forecastYearsSchema }).optional(),
});

export const scenarioListQuery = z.object({ include_forecast: booleanParam.default(false), to: forecastToParam });
export const scenarioListAnswer = z.object({ scenarios: z.array(listedScenarioSchema) });

export const scenarioIdParams = z.object({ id: z.string() });

const NAME_MAX = 120;
const DESCRIPTION_MAX = 1000;

// Part 1 §5: both texts are required after trimming.
const scenarioName = safeText({ max: NAME_MAX, required: 'Scenario name is required' });
const scenarioDescription = safeText({ max: DESCRIPTION_MAX, required: 'Description is required', multiline: true });

/** The 409 name_taken message, also what the create dialog says as the name is typed. */
export const scenarioNameTakenMessage = (name: string) => `A scenario named "${name}" already exists`;

export const createScenarioBody = z.strictObject({
  scenario_name: scenarioName,
  description: scenarioDescription,
  key_drivers: driverMap,
  driver_ranges: driverRangesMap.optional(),
});
export type NewScenario = z.input<typeof createScenarioBody>;

export const updateScenarioBody = z.strictObject({
  scenario_name: scenarioName.optional(),
  description: scenarioDescription.optional(),
  key_drivers: driverMap.optional().describe('replaces the whole map'),
  driver_ranges: driverRangesMap.optional().describe('replaces the whole map'),
  version: z.number({ message: 'must be the version you read (an integer)' }).int().min(1),
  comment: versionComment.optional().describe('kept with the version this save makes (scenario versions)'),
}).refine((body) => body.scenario_name !== undefined || body.description !== undefined || body.key_drivers !== undefined || body.driver_ranges !== undefined, {
  message: 'Nothing to update: send scenario_name, description, key_drivers or driver_ranges',
});
export type ScenarioChanges = z.input<typeof updateScenarioBody>;

export const scenarioDeletedAnswer = z.object({
  status: z.literal('deleted'),
  scenario_id: z.string(),
  active_scenario_id: z.string().describe('the caller\'s active scenario afterwards (Baseline if the deleted one was active)'),
});

/**
 * A 409 of an update: `version_conflict` carries the scenario as it is now and the versions saved
 * since the one the caller read (who saved each, when, and what it changed), so the client can
 * show both sides and apply its change again; `built_in` and `name_taken` carry nothing more.
 */
export const scenarioConflictAnswer = errorAnswer.extend({
  current: scenarioSchema.optional().describe('with version_conflict: the scenario as it is now'),
  since: z.array(scenarioVersionSchema).optional().describe('with version_conflict: the versions saved after the one sent, oldest first'),
});
