import { atom, type createStore } from 'jotai';
import type { ModelSnapshot } from '../../workers/calc-api.ts';

/** The latest figures the worker computed for the active scenario plus drafts. */
export const snapshotAtom = atom<ModelSnapshot | null>(null);
/**
 * The active scenario's drafts as they were when the worker's latest answer (snapshotAtom) was
 * taken in; null before the first. A driver card shows its draft from here rather than from the
 * drafts themselves, so a moved slider's words are drawn in the same render as the figures they
 * move, once per move, instead of in a render of their own ahead of the answer (issue 26).
 */
export const answeredDraftsAtom = atom<Record<string, number> | null>(null);
/** True while the worker recalculates (spinners, disabled Refresh). */
export const calculatingAtom = atom(false);
/** The last refusal or failure of the worker, e.g. a draft value outside its bounds. */
export const modelErrorAtom = atom<string | null>(null);

/**
 * Resolves once the worker holds a model (the first snapshot is in `store`): an action asked for
 * while the page still loads its baseline waits for it rather than failing.
 */
export function modelLoaded(store: ReturnType<typeof createStore>): Promise<void> {
  if (store.get(snapshotAtom)) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = store.sub(snapshotAtom, () => {
      if (!store.get(snapshotAtom)) return;
      stop();
      resolve();
    });
  });
}
