import { atom } from 'jotai';
import { defaultRange, driverRangeProblem, stretchedToHold, type DriverRange, type DriverRangeError } from '../../engine/analysis/ranges/driverRanges.ts';
import { driverCatalogAtom } from './publishedModel.ts';
import {
  activeOverridesAtom, activeScenarioAtom, catalogDriverValuesAtom, draftKeyAtom, rangeDraftChanges, rangeDraftsAtom, type RangeDraft,
} from './scenarios.ts';
import { appStore } from './store.ts';

/**
 * Editing the uncertainty ranges of the active scenario (forecast ranges): checked with the
 * engine's rule before anything changes, kept as drafts of the scenario beside its driver drafts
 * (draftStore keeps both on this device, draftSync saves both), and read by a run as the saved
 * ranges with the drafts over them.
 */
type Store = typeof appStore;

/** The saved ranges with the drafts over them; a null draft drops the saved range (back to the default). */
export function draftedRanges(saved: Readonly<Record<string, DriverRange>>, drafts: Readonly<Record<string, RangeDraft>>): Record<string, DriverRange> {
  const out: Record<string, DriverRange> = { ...saved };
  for (const [id, draft] of Object.entries(drafts)) {
    if (draft === null) delete out[id];
    else out[id] = draft;
  }
  return out;
}

/** Each range stretched to hold its driver's value, as a run would draw it and as the server accepts it. */
export function rangesHoldingValues(ranges: Readonly<Record<string, DriverRange>>, values: Readonly<Record<string, number>>): Record<string, DriverRange> {
  return Object.fromEntries(Object.entries(ranges).map(([id, range]) => {
    const value = values[id];
    return [id, value === undefined ? range : stretchedToHold(range, value)];
  }));
}

/** The range drafts of the active scenario. */
export const activeRangeDraftsAtom = atom((get) => get(rangeDraftsAtom)[get(draftKeyAtom)] ?? {});

/** Every driver's likely value: the catalog's, then the active scenario's, then its draft. */
export const likelyValuesAtom = atom((get): Record<string, number> => ({ ...get(catalogDriverValuesAtom), ...get(activeOverridesAtom) }));

/** The ranges a run of the active scenario draws from besides the catalog's defaults: saved, then drafts. */
export const activeDriverRangesAtom = atom((get) => draftedRanges(get(activeScenarioAtom)?.driver_ranges ?? {}, get(activeRangeDraftsAtom)));

/** Where a driver's range comes from and what it is, as the editor shows it. */
export interface EditedRange {
  /** The range a run draws from (stretched to hold the likely value), or null when the driver stays fixed. */
  range: DriverRange | null;
  likely: number;
  /** The catalog's default around the likely value, or null for a driver fixed by default. */
  fallback: DriverRange | null;
  source: 'default' | 'saved' | 'draft';
}

/** A driver's range in the editor: its own (draft or saved) stretched to hold the value, else the default. */
export function editedRange(driverId: string, likely: number, saved: Readonly<Record<string, DriverRange>>, drafts: Readonly<Record<string, RangeDraft>>): EditedRange {
  const driver = appStore.get(driverCatalogAtom).get(driverId);
  const fallback = driver ? defaultRange(driver, likely) : null;
  const draft = drafts[driverId];
  const own = draft === undefined ? saved[driverId] : draft ?? undefined;
  const source = draft === undefined ? (own ? 'saved' : 'default') : draft === null ? 'default' : 'draft';
  return { range: own ? stretchedToHold(own, likely) : fallback, likely, fallback, source };
}

/**
 * Sets the draft range of a driver of the active scenario, or null for back to the catalog's
 * default. A range is checked against the catalog and the driver's likely value first: when
 * refused nothing changes and the engine's reason is returned. A draft that equals what the
 * scenario saved is no draft.
 */
export function setRangeDraft(driverId: string, range: RangeDraft, options: { store?: Store } = {}): DriverRangeError | null {
  const store = options.store ?? appStore;
  if (range) {
    const problem = driverRangeProblem(driverId, range, store.get(likelyValuesAtom)[driverId], store.get(driverCatalogAtom));
    if (problem) return problem;
  }
  const key = store.get(draftKeyAtom);
  const saved = store.get(activeScenarioAtom)?.driver_ranges ?? {};
  const all = store.get(rangeDraftsAtom);
  const drafts = { ...(all[key] ?? {}) };
  if (rangeDraftChanges(saved, driverId, range)) drafts[driverId] = range;
  else delete drafts[driverId];
  store.set(rangeDraftsAtom, { ...all, [key]: drafts });
  return null;
}

/** Drops the draft range of a driver: the scenario's saved range (or the default) applies again. */
export function dropRangeDraft(driverId: string, options: { store?: Store } = {}): void {
  const store = options.store ?? appStore;
  const key = store.get(draftKeyAtom);
  const all = store.get(rangeDraftsAtom);
  if (all[key]?.[driverId] === undefined) return;
  const drafts = { ...all[key] };
  delete drafts[driverId];
  store.set(rangeDraftsAtom, { ...all, [key]: drafts });
}
