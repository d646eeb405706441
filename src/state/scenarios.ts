import { atom } from 'jotai';
import type { Scenario } from '../../contract/scenarios.ts';
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
 * A save refused with 409 (someone saved first): both versions, until the user keeps theirs or
 * takes the server's. Any screen that saves sets it; the shell shows the choice.
 */
export interface ScenarioConflict {
  theirs: Scenario;
  mine: { scenario_name?: string; description?: string; key_drivers: Record<string, number> };
}
export const scenarioConflictAtom = atom<ScenarioConflict | null>(null);

/** True when the active scenario has drafts that differ from its saved values (part 1 §4). */
export const hasUnsavedChangesAtom = atom((get) => {
  const active = get(activeScenarioAtom);
  const drafts = get(driverDraftsAtom)[get(draftKeyAtom)] ?? {};
  return Object.entries(drafts).some(([id, value]) => active?.key_drivers[id] !== value);
});

/** The 2024–2025 baseline (CSV text) the model uses; the shipped fixture until the server's arrives. */
export const baselineCsvAtom = atom<string>(fixtureBaselineCsv);

/** True while the scenario list is being fetched (the selector shows 'Loading...'). */
export const scenariosLoadingAtom = atom(false);

/**
 * Part 1 §4: the server gave no scenarios or failed, so baseline 2024-2025 data is used (or the
 * scenarios cached on this device). The banner shows while this or serverUnreachableAtom is set.
 */
export const scenarioFallbackAtom = atom(false);
