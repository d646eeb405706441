import { atom } from 'jotai';
import { selectAtom } from 'jotai/utils';
import type { Scenario } from '../../contract/scenarios.ts';
import type { ScenarioVersion } from '../../contract/scenarioVersions.ts';
import type { DriverRange } from '../../engine/analysis/ranges/driverRanges.ts';
import { baselineDriverValues } from '../../engine/model/drivers.ts';
import { snapshotAtom } from '../model/modelState.ts';
import { sameRecord } from './keyedRecord.ts';
import { withCompleteClose, type ClosedMonths } from '../../engine/actuals/closedMonths.ts';
import type { CloseWarning } from '../../contract/closeWarnings.ts';
import fixtureBaselineCsv from '../../fixtures/baseline-2024-2025.csv?raw';

/**
 * Scenario state shared by every screen (part 1 §4). Issue #6 fills these from the server and
 * Dexie; screens read the derived atoms. Driver values a screen sets are drafts until saved.
 */
export const scenariosAtom = atom<Scenario[]>([]);
export const activeScenarioIdAtom = atom<string | null>(null);

export const activeScenarioAtom = atom((get) => {
  const id = get(activeScenarioIdAtom);
  return get(scenariosAtom).find((scenario) => scenario.scenario_id === id) ?? null;
});

/** Unsaved driver edits per scenario id (the first data source of part 1 §4). */
export const driverDraftsAtom = atom<Record<string, Record<string, number>>>({});

/**
 * A driver's uncertainty range as a user edited it (forecast ranges): a range over the scenario's
 * saved one, or null for "back to the catalog's default", which drops the saved range on save.
 */
export type RangeDraft = DriverRange | null;

/**
 * Unsaved range edits per scenario id. They belong to the scenario's draft like driver values:
 * kept on this device with them, saved with them (`driver_ranges`, with the same version and 409)
 * and discarded with them.
 */
export const rangeDraftsAtom = atom<Record<string, Record<string, RangeDraft>>>({});

export function sameRange(a: DriverRange | undefined, b: DriverRange | undefined): boolean {
  return a === b || (a !== undefined && b !== undefined && a.low === b.low && a.high === b.high && a.distribution === b.distribution);
}

/** Whether a range draft differs from what the scenario saved (null: the scenario has a range to drop). */
export function rangeDraftChanges(saved: Readonly<Record<string, DriverRange>>, driverId: string, draft: RangeDraft): boolean {
  return draft === null ? saved[driverId] !== undefined : !sameRange(saved[driverId], draft);
}

/** Drafts of the active scenario are kept under its id; with none active, under Baseline's. */
export const BASELINE_ID = 'baseline';

export const draftKeyAtom = atom((get) => get(activeScenarioAtom)?.scenario_id ?? BASELINE_ID);

/**
 * What the model computes with: the active scenario's values over the catalog, then its drafts.
 * With no active scenario (server down, nothing cached) the catalog alone: Baseline.
 */
export const activeOverridesAtom = atom((get) => {
  const active = get(activeScenarioAtom);
  const drafts = get(driverDraftsAtom)[get(draftKeyAtom)];
  return { ...(active?.key_drivers ?? {}), ...(drafts ?? {}) };
});

/**
 * The catalog's value of every driver on the loaded actuals (with the baseline data's capital
 * injection): what a scenario uses for a driver it does not set; the catalog alone until the model
 * has loaded the actuals.
 */
export const catalogDriverValuesAtom = selectAtom(
  snapshotAtom,
  (snapshot): Record<string, number> => snapshot?.catalogDrivers ?? baselineDriverValues(),
  // The same record while its values stay (every snapshot brings a new one): what reads it is not
  // recomputed on every move of a drag.
  sameRecord,
);

/**
 * A save of drafts refused with 409 (someone saved first): the scenario as the server has it and
 * the versions saved since the one the drafts were made on (who, when, what changed), until the
 * user applies the drafts on top of it or takes it and discards them. The drafts themselves stay
 * in driverDraftsAtom / rangeDraftsAtom meanwhile; the shell shows the choice.
 */
export interface ScenarioConflict {
  theirs: Scenario;
  since: ScenarioVersion[];
}
export const scenarioConflictAtom = atom<ScenarioConflict | null>(null);

/**
 * The comment the next save of a scenario's drafts carries, by scenario id (kept with the version
 * it makes, shown in the History and the activity log); it goes with the drafts when they are
 * saved or discarded. On this page only: a reload keeps the drafts, not the comment.
 */
export const saveCommentsAtom = atom<Record<string, string>>({});

/** True when the active scenario has drafts (values or ranges) that differ from what it saved (part 1 §4). */
export const hasUnsavedChangesAtom = atom((get) => {
  const active = get(activeScenarioAtom);
  const drafts = get(driverDraftsAtom)[get(draftKeyAtom)] ?? {};
  const ranges = get(rangeDraftsAtom)[get(draftKeyAtom)] ?? {};
  return Object.entries(drafts).some(([id, value]) => active?.key_drivers[id] !== value)
    || Object.entries(ranges).some(([id, range]) => rangeDraftChanges(active?.driver_ranges ?? {}, id, range));
});

/** How many unsaved changes the active scenario has: draft values and draft ranges. */
export const draftCountAtom = atom((get) => {
  const key = get(draftKeyAtom);
  return Object.keys(get(driverDraftsAtom)[key] ?? {}).length + Object.keys(get(rangeDraftsAtom)[key] ?? {}).length;
});

/** The 2024–2025 baseline (CSV text) the model uses; the shipped fixture until the server's arrives. */
export const baselineCsvAtom = atom<string>(fixtureBaselineCsv);

/**
 * The closed months of 2026 on the model forecasts from: null until this device's cached ones or
 * the server's are known (the model waits for them rather than computing twice), none when neither
 * can be had.
 */
export const closedMonthsAtom = atom<ClosedMonths | null>(null);

/** The last closed month the model forecasts from (complete months only), or null: what charts shade as actual. */
export const closedThroughAtom = atom((get) => {
  const closed = get(closedMonthsAtom);
  return closed ? withCompleteClose(closed).lastClosedMonth : null;
});

/** The server's warnings about closed months that lack lines, which the model forecasts as open (the forecast P&L's banner). */
export const closeWarningsAtom = atom<CloseWarning[]>([]);

/** Whether the closed months are the shipped sample, not the company's figures (every screen that shows them says so). */
export const sampleActualsAtom = atom(false);

/** When the monthly actuals in use were last saved (ISO time; null until the server's answer is known): the P&L's "Last updated". */
export const monthlyActualsSavedAtAtom = atom<string | null>(null);

/** True while the scenario list is being fetched (the selector shows 'Loading...'). */
export const scenariosLoadingAtom = atom(false);

/**
 * Part 1 §4: the server gave no scenarios or failed, so baseline 2024-2025 data is used (or the
 * scenarios cached on this device). The banner shows while this or serverUnreachableAtom is set.
 */
export const scenarioFallbackAtom = atom(false);
