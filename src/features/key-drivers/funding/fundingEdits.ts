import { atom } from 'jotai';
import { FUNDING_EVENT_DRIVERS, nextFreeSlot, type FundingKind, type FundingSlot } from '../../../../engine/model/fundingEvents.ts';
import { driverValueProblem } from '../../../../engine/session/validate.ts';
import { snapshotAtom } from '../../../model/modelState.ts';
import { activeDraftsAtom, setDriverDrafts, type DraftRefusal } from '../../../state/drafts.ts';
import { appStore } from '../../../state/store.ts';
import { pendingDriverValuesAtom, realTimeAtom } from '../realTime.ts';

/**
 * How the funding events editor changes the scenario: through the drivers of the event slots, the
 * same way a slider does. With Real-Time on a change is a draft at once, one undoable step; with it
 * off it waits for Refresh. A refused value changes nothing and comes back as a refusal.
 */

/** The amount an added event starts with, for the planner to overwrite. */
export const ADDED_EVENT_AMOUNT = 1_000_000;

/** Every funding event driver as the editor shows it: a value waiting for Refresh, else the draft, else the model's value. */
export const fundingValuesAtom = atom((get): Record<string, number> => {
  const pending = get(pendingDriverValuesAtom);
  const drafts = get(activeDraftsAtom);
  const modelled = get(snapshotAtom)?.drivers ?? {};
  const values: Record<string, number> = {};
  for (const id of FUNDING_EVENT_DRIVERS) {
    const value = pending[id] ?? drafts[id] ?? modelled[id];
    if (value !== undefined) values[id] = value;
  }
  return values;
});

export function applyFundingValues(values: Record<string, unknown>, store = appStore): DraftRefusal[] {
  if (store.get(realTimeAtom)) return setDriverDrafts(values, { undoable: true, store });
  const refusals = Object.entries(values).flatMap(([driverId, input]): DraftRefusal[] => {
    const problem = driverValueProblem(driverId, input);
    return problem ? [{ driverId, input, problem }] : [];
  });
  if (refusals.length === 0) store.set(pendingDriverValuesAtom, { ...store.get(pendingDriverValuesAtom), ...(values as Record<string, number>) });
  return refusals;
}

/** Fills the next free slot of `kind` with ADDED_EVENT_AMOUNT; null when every slot is in use (or the value was refused). */
export function addFundingEvent(kind: FundingKind, store = appStore): FundingSlot | null {
  const slot = nextFreeSlot(kind, store.get(fundingValuesAtom));
  if (!slot) return null;
  return applyFundingValues({ [slot.amount.id]: ADDED_EVENT_AMOUNT }, store).length === 0 ? slot : null;
}

/** Removes an event: its amount becomes 0, which frees the slot. */
export function removeFundingEvent(slot: FundingSlot, store = appStore): void {
  applyFundingValues({ [slot.amount.id]: 0 }, store);
}
