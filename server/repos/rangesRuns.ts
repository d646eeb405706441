import type { DriverRange } from '../../engine/analysis/ranges/driverRanges.ts';
import type { RangesResult } from '../../engine/analysis/ranges/results.ts';
import type { Saver } from './scenarios.ts';

/**
 * Kept forecast-ranges runs (issue 26): what the browser ran, with the scenario version, driver
 * values and ranges it drew on, its seed and draws, who ran it and when. The newest
 * KEPT_RUNS_PER_SCENARIO of a scenario stay; a run goes with its scenario.
 */
export interface RangesRunSummaryRecord {
  id: number;
  scenario_id: string;
  scenario_name: string;
  scenario_version: number;
  with_drafts: boolean;
  draws: number;
  seed: number;
  run_by: string;
  run_at: string;
}

export interface RangesRunRecord extends RangesRunSummaryRecord {
  drivers: Record<string, number>;
  driver_ranges: Record<string, DriverRange>;
  result: RangesResult;
}

export interface NewRangesRun {
  scenario_id: string;
  scenario_name: string;
  scenario_version: number;
  with_drafts: boolean;
  drivers: Record<string, number>;
  driver_ranges: Record<string, DriverRange>;
  result: RangesResult;
  runner: Saver;
}

export interface RangesRunsRepo {
  /** Keeps a run and drops the scenario's oldest beyond `keep`, in one transaction. */
  keep(run: NewRangesRun, keep: number): Promise<RangesRunRecord>;
  /** The scenario's kept runs, newest first, without their figures. */
  list(scenarioId: string): Promise<RangesRunSummaryRecord[]>;
  get(id: number): Promise<RangesRunRecord | undefined>;
  /** The scenario's newest run drawn on `version` as saved (no unsaved changes over it). */
  latestOfVersion(scenarioId: string, version: number): Promise<RangesRunRecord | undefined>;
}
