import type { Scenario } from '../../contract/scenarios.ts';
import { ApiRequestError } from '../api/errors.ts';
import { updateScenario, versionConflictOf } from '../api/scenarios.ts';
import { appDatabase } from '../db/database.ts';
import { saveScenario } from '../db/cache.ts';
import { authAtom } from './auth.ts';
import { draftMetaAtom, persistDraftMeta, setDraftMeta } from './draftStore.ts';
import { failureMessage, isUnreachable } from './scenarioMachine.ts';
import { draftedRanges, rangesHoldingValues } from './rangeDrafts.ts';
import {
  catalogDriverValuesAtom, driverDraftsAtom, rangeDraftsAtom, saveCommentsAtom, scenarioConflictAtom, scenariosAtom,
} from './scenarios.ts';
import type { DriverRange } from '../../engine/analysis/ranges/driverRanges.ts';
import { appStore } from './store.ts';

/**
 * Saving drafts into their scenario, offline-first: a save while the server is unreachable is
 * queued and sent when it is back; a save refused because someone saved first (409) becomes the
 * conflict the shell asks about (apply my drafts on top of their version / take theirs). Neither
 * side is ever dropped without the user's choice.
 */
export type SaveOutcome =
  | { kind: 'saved'; scenario: Scenario }
  | { kind: 'nothing' }
  | { kind: 'queued' }
  | { kind: 'conflict' }
  | { kind: 'failed'; message: string };

export const SAVE_FAILED = 'Failed to save scenario';

function userId(): number | null {
  const auth = appStore.get(authAtom);
  return auth.status === 'signedIn' ? auth.user.id : null;
}

/** Puts the server's copy of a scenario into the list and the cache. */
export function replaceScenario(scenario: Scenario): void {
  appStore.set(scenariosAtom, appStore.get(scenariosAtom).map((s) => (s.scenario_id === scenario.scenario_id ? { ...scenario, is_active: s.is_active } : s)));
  const id = userId();
  if (id !== null) void saveScenario(appDatabase(), id, scenario).catch(() => undefined);
}

export function discardDrafts(scenarioId: string): void {
  const drivers = { ...appStore.get(driverDraftsAtom) };
  delete drivers[scenarioId];
  appStore.set(driverDraftsAtom, drivers);
  const ranges = { ...appStore.get(rangeDraftsAtom) };
  delete ranges[scenarioId];
  appStore.set(rangeDraftsAtom, ranges);
  const comments = { ...appStore.get(saveCommentsAtom) };
  delete comments[scenarioId];
  appStore.set(saveCommentsAtom, comments);
  setDraftMeta(scenarioId, null);
}

async function queue(scenarioId: string, baseVersion: number | null): Promise<SaveOutcome> {
  setDraftMeta(scenarioId, { baseVersion, pendingSave: true });
  const id = userId();
  if (id !== null) await persistDraftMeta(id, scenarioId).catch(() => undefined);
  return { kind: 'queued' };
}

async function put(scenarioId: string, mine: { key_drivers: Record<string, number>; driver_ranges?: Record<string, DriverRange>; comment?: string }, version: number): Promise<SaveOutcome> {
  try {
    const saved = await updateScenario(scenarioId, { ...mine, version });
    replaceScenario(saved);
    discardDrafts(scenarioId);
    return { kind: 'saved', scenario: saved };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 409) {
      const conflict = versionConflictOf(error.body);
      if (conflict) {
        appStore.set(scenarioConflictAtom, { theirs: conflict.current, since: conflict.since });
        return { kind: 'conflict' };
      }
    }
    if (isUnreachable(error)) return queue(scenarioId, version);
    return { kind: 'failed', message: failureMessage(error, SAVE_FAILED) };
  }
}

/**
 * Saves a scenario's drafts over its values, against the version the drafts were made on, with
 * the comment typed for the save (saveCommentsAtom) if any. Draft
 * ranges go with them: the saved ranges with the drafts over them, each stretched to hold its
 * driver's value as a run would draw it (a value may have left a range since it was saved, and
 * the server refuses a range that does not hold its value).
 */
export async function saveDrafts(scenarioId: string): Promise<SaveOutcome> {
  const scenario = appStore.get(scenariosAtom).find((s) => s.scenario_id === scenarioId);
  const drafts = appStore.get(driverDraftsAtom)[scenarioId] ?? {};
  const rangeDrafts = appStore.get(rangeDraftsAtom)[scenarioId] ?? {};
  if (!scenario || (Object.keys(drafts).length === 0 && Object.keys(rangeDrafts).length === 0)) return { kind: 'nothing' };
  const version = appStore.get(draftMetaAtom)[scenarioId]?.baseVersion ?? scenario.version;
  const keyDrivers = { ...scenario.key_drivers, ...drafts };
  const ranges = Object.keys(rangeDrafts).length === 0 ? {} : {
    driver_ranges: rangesHoldingValues(draftedRanges(scenario.driver_ranges, rangeDrafts), { ...appStore.get(catalogDriverValuesAtom), ...keyDrivers }),
  };
  const comment = appStore.get(saveCommentsAtom)[scenarioId]?.trim();
  return put(scenarioId, { key_drivers: keyDrivers, ...ranges, ...(comment ? { comment } : {}) }, version);
}

/** After an outage: sends every queued save, one after another. */
export async function syncPendingSaves(): Promise<void> {
  const pending = Object.entries(appStore.get(draftMetaAtom)).filter(([, meta]) => meta.pendingSave).map(([id]) => id);
  for (const scenarioId of pending) await saveDrafts(scenarioId);
}

/**
 * The user's answer to a 409. Either way the server's version replaces the one the drafts were
 * made on. Apply: my drafts (values and ranges) are saved on top of it, so their changes to other
 * drivers stay and mine win where both changed a driver. Theirs: my drafts of that scenario go.
 */
export async function resolveConflict(choice: 'apply' | 'theirs'): Promise<SaveOutcome> {
  const conflict = appStore.get(scenarioConflictAtom);
  if (!conflict) return { kind: 'nothing' };
  const scenarioId = conflict.theirs.scenario_id;
  appStore.set(scenarioConflictAtom, null);
  replaceScenario(conflict.theirs);
  if (choice === 'theirs') {
    discardDrafts(scenarioId);
    return { kind: 'saved', scenario: conflict.theirs };
  }
  setDraftMeta(scenarioId, { baseVersion: conflict.theirs.version, pendingSave: false });
  return saveDrafts(scenarioId);
}
