import { useMemo } from 'react';
import { atom, useAtomValue } from 'jotai';
import { answeredDraftsAtom, snapshotAtom } from '../../model/modelState.ts';
import { activeDraftsAtom, scenarioDriverValuesAtom } from '../../state/drafts.ts';
import { pendingDriverValuesAtom } from './realTime.ts';

export interface DriverValueState {
  /** What the card and slider show: a waiting value, else the draft, else the model's value. */
  value: number | null;
  /** Moved while Real-Time is off and not yet sent to the model. */
  pending: boolean;
  /** A draft over the scenario's saved value. */
  drafted: boolean;
  /** The scenario's own value, without drafts or waiting values (what 'Reset to scenario' goes back to). */
  scenarioValue: number | null;
}

/**
 * One driver's value for a card, subscribed to that driver only, so a slider move re-renders its
 * own card and not the other cards of the category. Its draft is the one the shown figures were
 * answered with (answeredDraftsAtom; the drafts themselves until the worker's first answer).
 */
export function useDriverValue(driverId: string): DriverValueState {
  const valueAtom = useMemo(() => {
    let last: DriverValueState | null = null;
    return atom((get): DriverValueState => {
      const pending = get(pendingDriverValuesAtom)[driverId];
      const draft = (get(answeredDraftsAtom) ?? get(activeDraftsAtom))[driverId];
      const modelled = get(snapshotAtom)?.drivers[driverId] ?? null;
      const scenarioValue = get(scenarioDriverValuesAtom)[driverId] ?? null;
      const next = { value: pending ?? draft ?? modelled, pending: pending !== undefined, drafted: draft !== undefined, scenarioValue };
      if (last && last.value === next.value && last.pending === next.pending && last.drafted === next.drafted && last.scenarioValue === next.scenarioValue) return last;
      last = next;
      return next;
    });
  }, [driverId]);
  return useAtomValue(valueAtom);
}
