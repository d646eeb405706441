import { atom } from 'jotai';
import type { HeadcountAnswer } from '../../contract/headcount.ts';
import type { HeadcountPlan, Position } from '../../engine/headcount/plan.ts';
import { activeScenarioAtom, draftKeyAtom } from './scenarios.ts';

/**
 * Headcount plans in the browser (issue 28). The server keeps each scenario's plan
 * (GET /api/scenarios/{id}/headcount); a scenario that saved none has a plan generated from its
 * drivers, which the worker generates itself, so only saved plans travel to the model.
 */

/** The active scenario's plan as the server answered it, with the scenario it belongs to (null: not loaded yet). */
export const savedHeadcountAtom = atom<(HeadcountAnswer & { scenarioId: string }) | null>(null);

/** Unsaved plan edits per scenario id (the whole list of positions, like the driver drafts). */
export const headcountDraftsAtom = atom<Record<string, Position[]>>({});

/** The active scenario's unsaved positions, or null when it has no plan draft. */
export const activeHeadcountDraftAtom = atom((get) => get(headcountDraftsAtom)[get(draftKeyAtom)] ?? null);

/**
 * The plan the model computes with for the active scenario: its draft, else the plan it saved,
 * else null (generated from its drivers in the worker, so it follows a driver draft at once).
 */
export const activeHeadcountAtom = atom((get): HeadcountPlan | null => {
  const draft = get(activeHeadcountDraftAtom);
  if (draft) return { positions: draft };
  const active = get(activeScenarioAtom);
  const saved = get(savedHeadcountAtom);
  if (!active?.headcount_saved || !saved || saved.scenarioId !== active.scenario_id || saved.generated) return null;
  return { positions: saved.positions };
});

/**
 * True while the active scenario saved a plan this browser has not loaded at its version (and no
 * draft replaces it): the model waits rather than compute with the plan generated from the drivers.
 */
export const savedHeadcountPendingAtom = atom((get) => {
  const active = get(activeScenarioAtom);
  if (!active?.headcount_saved || get(activeHeadcountDraftAtom)) return false;
  const saved = get(savedHeadcountAtom);
  return saved?.scenarioId !== active.scenario_id || saved.version < active.version;
});
