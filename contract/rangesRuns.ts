import { z } from 'zod';
import { rangesAnswer } from './analysis.ts';
import { driverMap, driverRangesMap } from './drivers.ts';

/**
 * Kept forecast-ranges runs (issue 26, docs/api.md "Kept forecast-ranges runs"): a run the browser
 * finished is kept on the server with its scenario version, seed, draws, date and who ran it, so it
 * reopens after sign-in, can be shared as /ranges?run=ID and is the one the Detailed Report shows.
 */

/** Runs kept per scenario; keeping one more drops the oldest. */
export const KEPT_RUNS_PER_SCENARIO = 50;

const rangesResult = rangesAnswer.omit({ scenario_id: true });

export const keepRangesRunBody = z.strictObject({
  scenario_id: z.string().trim().min(1, 'must name a scenario').max(200, 'is too long'),
  scenario_version: z.number({ message: 'must be a version number' }).int('must be a version number').min(1, 'must be a version number'),
  with_drafts: z.boolean({ message: 'must be true or false' }).describe('the run drew on unsaved changes over the version'),
  drivers: driverMap.describe('the driver values the run drew around'),
  driver_ranges: driverRangesMap.describe('the ranges it drew from, over the catalog\'s defaults'),
  result: rangesResult,
});
export type KeepRangesRun = z.input<typeof keepRangesRunBody>;

/** A kept run without its figures, as lists show it. */
export const keptRangesRunSummary = z.object({
  id: z.number().int(),
  scenario_id: z.string(),
  scenario_name: z.string().describe('as it was when the run was kept'),
  scenario_version: z.number().int(),
  with_drafts: z.boolean(),
  draws: z.number().int(),
  seed: z.number().int(),
  run_by: z.string(),
  run_at: z.string(),
});
export type KeptRangesRunSummary = z.infer<typeof keptRangesRunSummary>;

export const keptRangesRun = keptRangesRunSummary.extend({
  drivers: z.record(z.string(), z.number()),
  driver_ranges: driverRangesMap,
  result: rangesResult,
});
export type KeptRangesRun = z.infer<typeof keptRangesRun>;

export const keptRangesRunList = z.object({ runs: z.array(keptRangesRunSummary).describe(`newest first, at most ${KEPT_RUNS_PER_SCENARIO}`) });

export const rangesRunParams = z.object({
  id: z.string().regex(/^\d{1,15}$/, 'must be a run number').transform(Number),
});

export const rangesRunListQuery = z.object({
  scenario: z.string().trim().min(1, 'must not be empty').max(200, 'is too long').optional().describe('default: the caller\'s active scenario'),
});
