import { z } from 'zod';
import { driverRangesMap } from './drivers.ts';
import { forecastYearsSchema } from './forecasts.ts';
import { safeText } from './text.ts';

/**
 * Scenario versions and the plan of record (issue 19, docs/api.md "Scenario versions"). Every
 * save of a scenario keeps a version; a version can be opened, compared, restored as a new
 * version and named. An admin locks a named version as the plan of record: contract/plans.ts.
 */

/** The longest comment a save or restore keeps, and the longest version name. */
export const VERSION_COMMENT_MAX = 500;
export const VERSION_NAME_MAX = 120;

/** A save's optional comment: one line of free text (contract/text.ts); empty means none. */
export const versionComment = safeText({ max: VERSION_COMMENT_MAX });

/** A version's name ("Board plan Q4 2026"): free text that shows something; null or empty clears it. */
export const versionName = safeText({ max: VERSION_NAME_MAX, visible: true });

/**
 * One driver a save changed: its value before and after as the scenario set it (null where it did
 * not set it), and the values in effect (the catalog's where the scenario did not set the driver),
 * so a change reads "14.0 % → 20.0 %" and never "default → 20.0 %".
 */
export const driverChangeSchema = z.object({
  driver: z.string().describe('driver id'),
  old: z.number().nullable().describe('null: not set before (version 1 lists every driver it sets)'),
  new: z.number().nullable().describe('null: no longer set, the catalog\'s value applies'),
  old_value: z.number().describe('the value in effect before: `old`, or the catalog\'s value where it was not set'),
  new_value: z.number().describe('the value in effect after: `new`, or the catalog\'s value where it is not set'),
});
export type DriverChange = z.infer<typeof driverChangeSchema>;

export const scenarioVersionSchema = z.object({
  version: z.number().int(),
  saved_at: z.string(),
  saved_by: z.string().nullable().describe('the user who saved it; null for the built-ins\' definitions and versions saved before versions were kept'),
  comment: z.string().nullable(),
  name: z.string().nullable(),
  changes: z.array(driverChangeSchema).describe('driver values that differ from the previous version (every value set, for the first version kept)'),
  ranges_changed: z.array(z.string()).describe('drivers whose uncertainty range differs from the previous version'),
  plan_years: z.array(z.number().int()).describe('years this version is the plan of record of'),
  model_version: z.number().int().describe('the model definition version in force when it was saved (1: the shipped model)'),
});
export type ScenarioVersion = z.infer<typeof scenarioVersionSchema>;

export const versionListAnswer = z.object({
  scenario_id: z.string(),
  scenario_name: z.string(),
  current_version: z.number().int(),
  versions: z.array(scenarioVersionSchema).describe('newest first'),
});
export type VersionList = z.infer<typeof versionListAnswer>;

export const versionDetailAnswer = scenarioVersionSchema.extend({
  scenario_id: z.string(),
  scenario_name: z.string(),
  key_drivers: z.record(z.string(), z.number()),
  driver_ranges: driverRangesMap,
  forecast_years: forecastYearsSchema.describe('2026–2030, computed like the scenario\'s own forecast'),
});
export type VersionDetail = z.infer<typeof versionDetailAnswer>;

export const versionParams = z.object({
  id: z.string(),
  v: z.string().regex(/^\d{1,9}$/, 'must be a version number').transform(Number).pipe(z.number().int().min(1, 'must be a version number')),
});

export const restoreVersionBody = z.strictObject({
  version: z.number({ message: 'must be the scenario\'s current version (an integer)' }).int().min(1),
  comment: versionComment.optional(),
});
export type RestoreVersion = z.input<typeof restoreVersionBody>;

export const nameVersionBody = z.strictObject({
  name: versionName.nullable(),
});

