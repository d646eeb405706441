import { atom } from 'jotai';
import { draftKeyAtom } from '../../state/scenarios.ts';

/**
 * Part 2 §4: Real-Time mode is on by default; when on, every slider change recalculates at once,
 * when off the moved values wait here until Refresh sends them to the model.
 */
export const realTimeAtom = atom(true);

/** Slider values moved while Real-Time is off, per scenario; not yet drafts, so the model has not seen them. */
const pendingByScenarioAtom = atom<Record<string, Record<string, number>>>({});

/** The active scenario's waiting values. */
export const pendingDriverValuesAtom = atom(
  (get) => get(pendingByScenarioAtom)[get(draftKeyAtom)] ?? {},
  (get, set, next: Record<string, number>) => {
    set(pendingByScenarioAtom, { ...get(pendingByScenarioAtom), [get(draftKeyAtom)]: next });
  },
);
