import { z } from 'zod';
import { scenarioSchema } from '../../contract/scenarios.ts';
import { driverRangeSchema } from '../../contract/drivers.ts';
import { rangesAnswer } from '../../contract/analysis.ts';

/**
 * What the browser keeps in IndexedDB, parsed with zod on every read: a record written by an
 * older build or damaged by hand is skipped, never trusted.
 */
export const cachedScenarioSchema = z.object({
  userId: z.number().int(),
  scenarioId: z.string(),
  scenario: scenarioSchema,
  cachedAt: z.string(),
});
export type CachedScenario = z.infer<typeof cachedScenarioSchema>;

export const driverDraftSchema = z.object({
  userId: z.number().int(),
  scenarioId: z.string(),
  drivers: z.record(z.string(), z.number()),
  /** Draft uncertainty ranges (null: back to the catalog's default); absent in drafts of earlier builds. */
  ranges: z.record(z.string(), driverRangeSchema.nullable()).optional(),
  /** The scenario version the draft was made against; a save sends it so a newer save is a 409. */
  baseVersion: z.number().int().nullable(),
  /** The user asked to save while the server was unreachable: saved when it is back. */
  pendingSave: z.boolean(),
  updatedAt: z.string(),
});
export type DriverDraftRecord = z.infer<typeof driverDraftSchema>;

export const cachedActualsSchema = z.object({
  key: z.literal('baseline'),
  csv: z.string().min(1),
  version: z.number().int().nullable(),
  cachedAt: z.string(),
});
export type CachedActuals = z.infer<typeof cachedActualsSchema>;

/** The last answer of a GET a screen wants to show offline (key-driver catalog, lists). */
export const cachedListSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  value: z.unknown(),
  cachedAt: z.string(),
});
export type CachedList = z.infer<typeof cachedListSchema>;

/** The last forecast-ranges result of a scenario, with the inputs it was run on (to tell a stale one). */
export const storedRangesRunSchema = z.object({
  userId: z.number().int(),
  scenarioId: z.string(),
  result: rangesAnswer.omit({ scenario_id: true }),
  /** The driver values and ranges of the run, as rangesInputsKey wrote them. */
  inputs: z.string(),
  finishedAt: z.string(),
});
export type StoredRangesRun = z.infer<typeof storedRangesRunSchema>;
