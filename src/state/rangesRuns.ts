import { atom } from 'jotai';
import type { DriverRange } from '../../engine/analysis/ranges/driverRanges.ts';
import type { RangesResult } from '../../engine/analysis/ranges/results.ts';
import type { KeptRangesRun, KeptRangesRunSummary } from '../../contract/rangesRuns.ts';
import { getKeptRangesRun, keepRangesRunOnServer, listKeptRangesRuns } from '../api/rangesRuns.ts';
import { appDatabase } from '../db/database.ts';
import { loadRangesRuns, saveRangesRun } from '../db/cache.ts';
import { authAtom } from './auth.ts';
import { activeDriverRangesAtom } from './rangeDrafts.ts';
import { activeOverridesAtom, draftKeyAtom } from './scenarios.ts';
import { appStore } from './store.ts';

/**
 * The last forecast-ranges result of each scenario (the Forecast Ranges screen shows it, the
 * cockpit's revenue chart draws its band), kept in memory and on this device per user, so a run
 * of seconds outlives a reload, and on the server (issue 26), so it reopens after sign-in, on
 * another device and for the other users of the scenario. Each result remembers the driver values
 * and ranges it was run on: once the scenario's drafts move away from them, the result is shown
 * as from earlier inputs.
 */

export interface RangesInputs {
  overrides: Readonly<Record<string, number>>;
  ranges: Readonly<Record<string, DriverRange>>;
}

export interface RangesRunRecord {
  scenarioId: string;
  result: RangesResult;
  /** rangesInputsKey of the inputs of the run. */
  inputs: string;
  finishedAt: string;
  /** The run as the server keeps it (its id for a shared link, who ran it, the version); absent until it answered, or offline. */
  kept?: KeptRangesRunSummary;
}

/** What the server keeps of a run besides its result: the scenario version and whether drafts were drawn over it. */
export interface RangesRunOrigin extends RangesInputs {
  scenarioVersion: number | null;
  withDrafts: boolean;
}

const sortedEntries = <T>(map: Readonly<Record<string, T>>) => Object.entries(map).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

/** The same driver values and ranges give the same key, whatever order their maps were built in. */
export function rangesInputsKey({ overrides, ranges }: RangesInputs): string {
  return JSON.stringify([sortedEntries(overrides), sortedEntries(ranges).map(([id, r]) => [id, r.low, r.high, r.distribution])]);
}

export const rangesRunsAtom = atom<Record<string, RangesRunRecord>>({});

/** What a run of the active scenario draws from now: its values and ranges with the drafts over them. */
export const rangesInputsAtom = atom((get): RangesInputs => ({ overrides: get(activeOverridesAtom), ranges: get(activeDriverRangesAtom) }));

/** The last result of the active scenario, or null when it has none. */
export const activeRangesRunAtom = atom((get) => get(rangesRunsAtom)[get(draftKeyAtom)] ?? null);

/** True when the active scenario's last result was run on the values and ranges in use now. */
export const activeRangesRunIsCurrentAtom = atom((get) => get(activeRangesRunAtom)?.inputs === rangesInputsKey(get(rangesInputsAtom)));

/**
 * Keeps a finished run as its scenario's last result, in memory and for the signed-in user on this
 * device, and on the server when the scenario has a saved version; the server's answer names it.
 */
export function keepRangesRun(record: RangesRunRecord, store = appStore, origin?: RangesRunOrigin): void {
  store.set(rangesRunsAtom, { ...store.get(rangesRunsAtom), [record.scenarioId]: record });
  const auth = store.get(authAtom);
  if (auth.status !== 'signedIn') return;
  void saveRangesRun(appDatabase(), { userId: auth.user.id, ...record }).catch((error: unknown) => {
    console.warn('Could not keep the forecast ranges on this device', error);
  });
  if (!origin || origin.scenarioVersion === null) return;
  keepRangesRunOnServer({
    scenario_id: record.scenarioId, scenario_version: origin.scenarioVersion, with_drafts: origin.withDrafts,
    drivers: { ...origin.overrides }, driver_ranges: { ...origin.ranges }, result: record.result,
  }).then((kept) => {
    const now = store.get(rangesRunsAtom)[record.scenarioId];
    if (now === record) store.set(rangesRunsAtom, { ...store.get(rangesRunsAtom), [record.scenarioId]: { ...record, kept: summaryOf(kept) } });
  }, (error: unknown) => console.warn('Could not keep the forecast ranges on the server', error));
}

function summaryOf(run: KeptRangesRun): KeptRangesRunSummary {
  const { id, scenario_id, scenario_name, scenario_version, with_drafts, draws, seed, run_by, run_at } = run;
  return { id, scenario_id, scenario_name, scenario_version, with_drafts, draws, seed, run_by, run_at };
}

/** A run the server kept, as the screens show a last result. */
export function keptRecord(run: KeptRangesRun): RangesRunRecord {
  return {
    scenarioId: run.scenario_id,
    result: run.result,
    inputs: rangesInputsKey({ overrides: run.drivers, ranges: run.driver_ranges }),
    finishedAt: run.run_at,
    kept: summaryOf(run),
  };
}

/**
 * The scenario's kept runs, newest first; when the newest is newer than the result on this device
 * (kept after sign-in elsewhere, or by another user), it becomes the scenario's last result.
 */
export async function syncKeptRangesRuns(scenarioId: string, store = appStore): Promise<KeptRangesRunSummary[]> {
  const runs = await listKeptRangesRuns(scenarioId);
  const newest = runs[0];
  const local = store.get(rangesRunsAtom)[scenarioId];
  if (newest && local?.kept?.id !== newest.id && (!local || local.finishedAt < newest.run_at)) {
    const run = await getKeptRangesRun(newest.id);
    if (store.get(rangesRunsAtom)[scenarioId] === local) store.set(rangesRunsAtom, { ...store.get(rangesRunsAtom), [scenarioId]: keptRecord(run) });
  }
  return runs;
}

/** Loads the user's kept results (sign-in); the returned stop forgets them in memory (sign-out). */
export async function startRangesRunStore(userId: number): Promise<() => void> {
  const stored = await loadRangesRuns(appDatabase(), userId).catch(() => []);
  appStore.set(rangesRunsAtom, {
    ...Object.fromEntries(stored.map(({ scenarioId, result, inputs, finishedAt }) => [scenarioId, { scenarioId, result, inputs, finishedAt }])),
    ...appStore.get(rangesRunsAtom),
  });
  return () => appStore.set(rangesRunsAtom, {});
}
