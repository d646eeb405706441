import { atom } from 'jotai';
import { lastDraftEditAtom, setDriverDraft, undoDraftEdit, type DraftChange, type DraftRefusal } from './drafts.ts';
import { appStore } from './store.ts';

/**
 * A goal seek answer applied as a draft of the active scenario: one undoable edit, like a typed
 * grid value, so Undo (here, in the Driver Grid, or Ctrl+Z there) takes it back. The screens
 * offer that Undo while the applied value is still the last edit.
 */
type Store = typeof appStore;

export interface SoughtValue {
  driverId: string;
  value: number;
  figureId: string;
  year: number;
  /** The figure at `value`. */
  achieved: number;
}

interface AppliedSeek extends SoughtValue {
  edit: readonly DraftChange[];
}

const appliedSeekAtom = atom<AppliedSeek | null>(null);

/** The applied answer while its edit is the one Undo would revert; null once anything else was edited, undone or dismissed. */
export const undoableSeekAtom = atom((get): SoughtValue | null => {
  const applied = get(appliedSeekAtom);
  if (!applied || get(lastDraftEditAtom) !== applied.edit) return null;
  const { edit: _edit, ...sought } = applied;
  return sought;
});

/** Sets the driver's draft to the value found (checked like any draft); a value equal to the draft already there changes nothing. */
export function applySoughtValue(sought: SoughtValue, options: { store?: Store } = {}): DraftRefusal | null {
  const store = options.store ?? appStore;
  const before = store.get(lastDraftEditAtom);
  const refusal = setDriverDraft(sought.driverId, sought.value, { undoable: true, store });
  if (refusal) return refusal;
  const edit = store.get(lastDraftEditAtom);
  store.set(appliedSeekAtom, edit && edit !== before ? { ...sought, edit } : null);
  return null;
}

/** Reverts the applied answer, if it is still the last edit. */
export function undoSoughtValue(options: { store?: Store } = {}): void {
  const store = options.store ?? appStore;
  if (store.get(undoableSeekAtom)) undoDraftEdit({ store });
  store.set(appliedSeekAtom, null);
}

export function dismissSoughtValue(options: { store?: Store } = {}): void {
  (options.store ?? appStore).set(appliedSeekAtom, null);
}
