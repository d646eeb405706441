import { useMemo } from 'react';
import { atom, useAtomValue, type Atom } from 'jotai';
import { answeredDrafts, modelledDrivers } from '../../model/modelState.ts';
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

/** What a card draws around its value: it changes when a move starts or ends a draft, not on every move. */
export interface DriverCardState extends Omit<DriverValueState, 'value'> {
  /** The value is the scenario's own (nothing to reset). */
  atScenarioValue: boolean;
}

/**
 * One driver's value for a card, subscribed to that driver only, so a slider move reaches its own
 * card and not the other cards of the category. Its draft is the one the shown figures were
 * answered with (answeredDrafts; the drafts themselves until the worker's first answer).
 * Returns the atom: the card's words and slider follow it by subscription (LiveWords), and the
 * card renders only when its state around the value changes (useDriverCardState).
 */
export function useDriverValueAtom(driverId: string): Atom<DriverValueState> {
  return useMemo(() => {
    let last: DriverValueState | null = null;
    return atom((get): DriverValueState => {
      const pending = get(pendingDriverValuesAtom)[driverId];
      const draft = get(answeredDrafts.written) ? get(answeredDrafts.atomOf(driverId)) : get(activeDraftsAtom)[driverId];
      const modelled = get(modelledDrivers.atomOf(driverId)) ?? null;
      const scenarioValue = get(scenarioDriverValuesAtom)[driverId] ?? null;
      const next = { value: pending ?? draft ?? modelled, pending: pending !== undefined, drafted: draft !== undefined, scenarioValue };
      if (last && last.value === next.value && last.pending === next.pending && last.drafted === next.drafted && last.scenarioValue === next.scenarioValue) return last;
      last = next;
      return next;
    });
  }, [driverId]);
}

/** The card's state around its value (DriverCardState), the same object while it stays the same. */
export function useDriverCardState(valueAtom: Atom<DriverValueState>): DriverCardState {
  const stateAtom = useMemo(() => {
    let last: DriverCardState | null = null;
    return atom((get): DriverCardState => {
      const { value, pending, drafted, scenarioValue } = get(valueAtom);
      const atScenarioValue = value === null || scenarioValue === null || value === scenarioValue;
      if (last && last.pending === pending && last.drafted === drafted && last.scenarioValue === scenarioValue && last.atScenarioValue === atScenarioValue) return last;
      last = { pending, drafted, scenarioValue, atScenarioValue };
      return last;
    });
  }, [valueAtom]);
  return useAtomValue(stateAtom);
}
