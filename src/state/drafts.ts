import { atom } from 'jotai';
import { driverValueProblem } from '../../engine/session/validate.ts';
import { driverCatalogAtom } from './publishedModel.ts';
import type { DriverInputError } from '../../engine/session/errors.ts';
import { activeScenarioAtom, catalogDriverValuesAtom, driverDraftsAtom, draftKeyAtom } from './scenarios.ts';
import { emitKeyDriversChanged } from './events.ts';
import { saveDrafts, type SaveOutcome } from './draftSync.ts';
import { appStore } from './store.ts';

/**
 * Editing driver drafts of the active scenario (sliders, the driver grid): checked against the
 * catalog before anything changes, announced with the 'key drivers changed' event, and — for grid
 * edits — undoable. A draft is the value the model computes with until it is saved into the
 * scenario (part 1 §4: drafts first, then the scenario, then defaults); the app shell keeps the
 * drafts in Dexie.
 */
type Store = typeof appStore;

/** One driver's draft before and after an edit; `undefined` means no draft (the scenario's value). */
export interface DraftChange {
  driverId: string;
  before: number | undefined;
  after: number | undefined;
}

interface History {
  past: DraftChange[][];
  future: DraftChange[][];
}

const HISTORY_LIMIT = 200;

/** Undo and redo stacks per scenario (drafts are per scenario, so is their history). */
export const draftHistoryAtom = atom<Record<string, History>>({});

const historyOfActive = atom((get) => get(draftHistoryAtom)[get(draftKeyAtom)] ?? { past: [], future: [] });
export const canUndoDraftAtom = atom((get) => get(historyOfActive).past.length > 0);
export const canRedoDraftAtom = atom((get) => get(historyOfActive).future.length > 0);
/** The edit Ctrl+Z would revert now (null when there is none): lets a screen offer to undo its own edit while it is the last. */
export const lastDraftEditAtom = atom((get): readonly DraftChange[] | null => get(historyOfActive).past.at(-1) ?? null);

/** The drafts of the active scenario (empty when it has none). */
export const activeDraftsAtom = atom((get) => get(driverDraftsAtom)[get(draftKeyAtom)] ?? {});

/**
 * The active scenario's own value of every driver, without drafts: what it sets, else the
 * catalog's on the loaded actuals (the catalog alone until the model has loaded them).
 */
export const scenarioDriverValuesAtom = atom((get): Record<string, number> => ({
  ...get(catalogDriverValuesAtom),
  ...(get(activeScenarioAtom)?.key_drivers ?? {}),
}));

/** A refused value: which driver, what was typed, and the model's reason. */
export interface DraftRefusal {
  driverId: string;
  input: unknown;
  problem: DriverInputError;
}

function apply(store: Store, changes: readonly DraftChange[], pick: 'before' | 'after'): void {
  const key = store.get(draftKeyAtom);
  const saved = store.get(scenarioDriverValuesAtom);
  const all = store.get(driverDraftsAtom);
  const drafts = { ...(all[key] ?? {}) };
  for (const change of changes) {
    const value = change[pick];
    // A draft equal to the scenario's own value (set by it or the catalog's) is no draft: the scenario is unchanged.
    if (value === undefined || saved[change.driverId] === value) delete drafts[change.driverId];
    else drafts[change.driverId] = value;
  }
  store.set(driverDraftsAtom, { ...all, [key]: drafts });
  for (const change of changes) {
    const value = change[pick] ?? saved[change.driverId];
    if (value !== undefined) emitKeyDriversChanged({ driver: change.driverId, value });
  }
}

function record(store: Store, changes: DraftChange[]): void {
  const key = store.get(draftKeyAtom);
  const all = store.get(draftHistoryAtom);
  const past = [...(all[key]?.past ?? []), changes].slice(-HISTORY_LIMIT);
  store.set(draftHistoryAtom, { ...all, [key]: { past, future: [] } });
}

/**
 * Sets several drafts at once, all or nothing: when any value is refused nothing changes and the
 * refusals are returned. `undoable` puts the batch on the undo stack as one step (a grid edit or
 * a paste); slider moves are not.
 */
export function setDriverDrafts(values: Record<string, unknown>, options: { undoable?: boolean; store?: Store } = {}): DraftRefusal[] {
  const store = options.store ?? appStore;
  const refusals: DraftRefusal[] = [];
  for (const [driverId, input] of Object.entries(values)) {
    const problem = driverValueProblem(driverId, input, store.get(driverCatalogAtom));
    if (problem) refusals.push({ driverId, input, problem });
  }
  if (refusals.length > 0) return refusals;
  const current = store.get(activeDraftsAtom);
  const changes = Object.entries(values)
    .map(([driverId, value]): DraftChange => ({ driverId, before: current[driverId], after: value as number }))
    .filter((change) => change.before !== change.after);
  if (changes.length === 0) return [];
  apply(store, changes, 'after');
  if (options.undoable) record(store, changes);
  return [];
}

export function setDriverDraft(driverId: string, value: unknown, options: { undoable?: boolean; store?: Store } = {}): DraftRefusal | null {
  return setDriverDrafts({ [driverId]: value }, options)[0] ?? null;
}

/** Drops a driver's draft, so the scenario's value applies again (undoable like a grid edit). */
export function resetDriverDraft(driverId: string, options: { store?: Store } = {}): void {
  const store = options.store ?? appStore;
  const before = store.get(activeDraftsAtom)[driverId];
  if (before === undefined) return;
  const changes = [{ driverId, before, after: undefined }];
  apply(store, changes, 'after');
  record(store, changes);
}

function step(store: Store, from: 'past' | 'future'): boolean {
  const key = store.get(draftKeyAtom);
  const all = store.get(draftHistoryAtom);
  const history = all[key] ?? { past: [], future: [] };
  const changes = history[from].at(-1);
  if (!changes) return false;
  apply(store, changes, from === 'past' ? 'before' : 'after');
  const moved = { past: [...history.past], future: [...history.future] };
  moved[from] = moved[from].slice(0, -1);
  moved[from === 'past' ? 'future' : 'past'].push(changes);
  store.set(draftHistoryAtom, { ...all, [key]: moved });
  return true;
}

/** Ctrl+Z: reverts the last undoable edit of the active scenario's drafts. */
export function undoDraftEdit(options: { store?: Store } = {}): boolean {
  return step(options.store ?? appStore, 'past');
}

/** Ctrl+Y: re-applies the last undone edit. */
export function redoDraftEdit(options: { store?: Store } = {}): boolean {
  return step(options.store ?? appStore, 'future');
}

/**
 * Saves the active scenario's drafts into it with the scenario's version (draftSync: a 409 sets
 * scenarioConflictAtom for the shell's choice; an unreachable server queues the save). A saved
 * scenario starts a fresh edit history.
 */
export async function saveDraftsToScenario(): Promise<SaveOutcome> {
  const store = appStore;
  const key = store.get(draftKeyAtom);
  const outcome = await saveDrafts(key);
  if (outcome.kind === 'saved') {
    const all = { ...store.get(draftHistoryAtom) };
    delete all[key];
    store.set(draftHistoryAtom, all);
  }
  return outcome;
}
