import { atom } from 'jotai';
import { appDatabase } from '../db/database.ts';
import { deleteDraft, loadDrafts, saveDraft } from '../db/cache.ts';
import { appStore } from './store.ts';
import { driverDraftsAtom, rangeDraftsAtom, scenariosAtom, type RangeDraft } from './scenarios.ts';
import { withoutRetiredDrivers } from '../../engine/session/validate.ts';

/**
 * Keeps driverDraftsAtom and rangeDraftsAtom in IndexedDB (one record per scenario holds both),
 * so unsaved edits survive a reload, a closed tab and a server outage. Per draft it also
 * remembers the scenario version it was made against (sent with the save, so someone else's
 * newer save is a 409 and never silently overwritten) and whether a save waits for the server.
 */
export interface DraftMeta {
  baseVersion: number | null;
  pendingSave: boolean;
}

export const draftMetaAtom = atom<Record<string, DraftMeta>>({});

/** Scenario ids whose drafts wait for the server to come back. */
export const pendingSaveIdsAtom = atom((get) =>
  Object.entries(get(draftMetaAtom)).filter(([, meta]) => meta.pendingSave).map(([id]) => id));

function versionOf(scenarioId: string): number | null {
  return appStore.get(scenariosAtom).find((scenario) => scenario.scenario_id === scenarioId)?.version ?? null;
}

export function setDraftMeta(scenarioId: string, meta: DraftMeta | null): void {
  const next = { ...appStore.get(draftMetaAtom) };
  if (meta) next[scenarioId] = meta;
  else delete next[scenarioId];
  appStore.set(draftMetaAtom, next);
}

interface DraftMaps {
  drivers: Record<string, Record<string, number>>;
  ranges: Record<string, Record<string, RangeDraft>>;
}

const currentDrafts = (): DraftMaps => ({ drivers: appStore.get(driverDraftsAtom), ranges: appStore.get(rangeDraftsAtom) });

const isEmpty = (map: Readonly<Record<string, unknown>> | undefined) => !map || Object.keys(map).length === 0;

async function persist(userId: number, previous: DraftMaps, current: DraftMaps): Promise<void> {
  const db = appDatabase();
  const metas = appStore.get(draftMetaAtom);
  const ids = new Set([...Object.keys(previous.drivers), ...Object.keys(previous.ranges), ...Object.keys(current.drivers), ...Object.keys(current.ranges)]);
  for (const scenarioId of ids) {
    const drivers = current.drivers[scenarioId];
    const ranges = current.ranges[scenarioId];
    if (previous.drivers[scenarioId] === drivers && previous.ranges[scenarioId] === ranges) continue;
    if (isEmpty(drivers) && isEmpty(ranges)) {
      setDraftMeta(scenarioId, null);
      await deleteDraft(db, userId, scenarioId);
      continue;
    }
    const meta = metas[scenarioId] ?? { baseVersion: versionOf(scenarioId), pendingSave: false };
    if (!metas[scenarioId]) setDraftMeta(scenarioId, meta);
    await saveDraft(db, { userId, scenarioId, drivers: drivers ?? {}, ranges: ranges ?? {}, ...meta, updatedAt: new Date().toISOString() });
  }
}

/** Writes a changed flag (a queued save) through to the stored draft. */
export async function persistDraftMeta(userId: number, scenarioId: string): Promise<void> {
  const { drivers, ranges } = currentDrafts();
  const meta = appStore.get(draftMetaAtom)[scenarioId];
  if ((isEmpty(drivers[scenarioId]) && isEmpty(ranges[scenarioId])) || !meta) return;
  await saveDraft(appDatabase(), { userId, scenarioId, drivers: drivers[scenarioId] ?? {}, ranges: ranges[scenarioId] ?? {}, ...meta, updatedAt: new Date().toISOString() });
}

/** During a pointer drag of a slider, its drafts are stored at most this often (and when it ends). */
const DRAG_WRITE_MS = 1000;

/**
 * Loads the user's stored drafts into the atoms (the first data source of part 1 §4), then
 * mirrors every change. Returns the stop function; drafts stay stored for the next sign-in.
 */
export async function startDraftPersistence(userId: number): Promise<() => void> {
  let stopped = false;
  const stored = await loadDrafts(appDatabase(), userId).catch(() => []);
  if (stored.length > 0) {
    appStore.set(draftMetaAtom, Object.fromEntries(stored.map((d) => [d.scenarioId, { baseVersion: d.baseVersion, pendingSave: d.pendingSave }])));
    // A draft of a driver retired since it was stored is dropped (the model ignores it; a save would be refused).
    appStore.set(driverDraftsAtom, { ...Object.fromEntries(stored.map((d) => [d.scenarioId, withoutRetiredDrivers(d.drivers)])), ...appStore.get(driverDraftsAtom) });
    appStore.set(rangeDraftsAtom, { ...Object.fromEntries(stored.map((d) => [d.scenarioId, withoutRetiredDrivers(d.ranges ?? {})])), ...appStore.get(rangeDraftsAtom) });
  }
  let previous = currentDrafts();
  let chain = Promise.resolve();
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    const current = currentDrafts();
    const before = previous;
    if (before.drivers === current.drivers && before.ranges === current.ranges) return;
    previous = current;
    // Writes run in order so that a quick edit-then-reset never ends with the edit stored.
    chain = chain.then(() => (stopped ? undefined : persist(userId, before, current))).catch((error: unknown) => {
      console.warn('Could not store the draft on this device', error);
    });
  };
  // A slider dragged with the pointer changes its draft every frame: those changes are stored
  // once the pointer lets go (or every DRAG_WRITE_MS during a long drag), not one IndexedDB write
  // per frame on the thread that paints the drag. Keys, typing and every other change are stored
  // at once, so a reload never loses them.
  let dragging = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onChange = () => {
    if (!dragging) flush();
    else timer ??= setTimeout(flush, DRAG_WRITE_MS);
  };
  const onPointerDown = (event: PointerEvent) => {
    if (event.target instanceof HTMLInputElement && event.target.type === 'range') dragging = true;
  };
  const onPointerUp = () => {
    if (!dragging) return;
    dragging = false;
    flush();
  };
  const pointerEvents = [['pointerdown', onPointerDown], ['pointerup', onPointerUp], ['pointercancel', onPointerUp]] as const;
  const hasDocument = typeof document !== 'undefined';
  if (hasDocument) for (const [name, listener] of pointerEvents) document.addEventListener(name, listener as EventListener, true);
  const unsubscribe = [appStore.sub(driverDraftsAtom, onChange), appStore.sub(rangeDraftsAtom, onChange)];
  return () => {
    // Signed out with the pointer still on a slider: its last second of moves stays unstored.
    clearTimeout(timer);
    stopped = true;
    if (hasDocument) for (const [name, listener] of pointerEvents) document.removeEventListener(name, listener as EventListener, true);
    for (const stop of unsubscribe) stop();
    appStore.set(driverDraftsAtom, {});
    appStore.set(rangeDraftsAtom, {});
    appStore.set(draftMetaAtom, {});
  };
}
