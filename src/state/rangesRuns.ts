import { atom } from 'jotai';
import type { DriverRange } from '../../engine/analysis/ranges/driverRanges.ts';
import type { RangesResult } from '../../engine/analysis/ranges/results.ts';
import { appDatabase } from '../db/database.ts';
import { loadRangesRuns, saveRangesRun } from '../db/cache.ts';
import { authAtom } from './auth.ts';
import { activeDriverRangesAtom } from './rangeDrafts.ts';
import { activeOverridesAtom, draftKeyAtom } from './scenarios.ts';
import { appStore } from './store.ts';

/**
 * The last forecast-ranges result of each scenario (the Forecast Ranges screen shows it, the
 * cockpit's revenue chart draws its band), kept in memory and on this device per user, so a run
 * of seconds outlives a reload. Each result remembers the driver values and ranges it was run on:
 * once the scenario's drafts move away from them, the result is shown as from earlier inputs.
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

/** Keeps a finished run as its scenario's last result, in memory and for the signed-in user on this device. */
export function keepRangesRun(record: RangesRunRecord, store = appStore): void {
  store.set(rangesRunsAtom, { ...store.get(rangesRunsAtom), [record.scenarioId]: record });
  const auth = store.get(authAtom);
  if (auth.status !== 'signedIn') return;
  void saveRangesRun(appDatabase(), { userId: auth.user.id, ...record }).catch((error: unknown) => {
    console.warn('Could not keep the forecast ranges on this device', error);
  });
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
