import { atom, type createStore } from 'jotai';
import { selectAtom } from 'jotai/utils';
import type { EarlyKeyFigures, ModelSnapshot } from '../../workers/calc-api.ts';
import { keyFiguresOf, sameKeyFigures, type KeyFigures } from '../../engine/session/keyFigures.ts';
import { keyedRecord } from '../state/keyedRecord.ts';

/** The latest figures the worker computed for the active scenario plus drafts. */
export const snapshotAtom = atom<ModelSnapshot | null>(null);
/** The key figures of the latest preview, taken in ahead of its snapshot (modelClient.ts onEarlyKeyFigures). */
export const earlyKeyFiguresAtom = atom<EarlyKeyFigures | null>(null);
/**
 * What the Key Drivers screen shows (engine/session/keyFigures.ts): a preview's key figures while
 * they are newer than the snapshot, else the snapshot's. Its value keeps its identity while the
 * numbers stay the same, so the snapshot that follows the early figures draws nothing again.
 */
export const keyFiguresAtom = selectAtom(
  atom((get): KeyFigures | null => {
    const snapshot = get(snapshotAtom);
    const early = get(earlyKeyFiguresAtom);
    if (early && (!snapshot || early.version > snapshot.version)) return early.figures;
    return snapshot ? keyFiguresOf(snapshot) : null;
  }),
  (figures) => figures,
  (a, b) => a === b || (a !== null && b !== null && sameKeyFigures(a, b)),
);
/** Whether there are key figures to show: a panel of them renders when this changes, and its figures follow keyFiguresAtom (LiveWords). */
export const hasKeyFiguresAtom = atom((get) => get(keyFiguresAtom) !== null);
/**
 * The active scenario's drafts as they were when the worker's latest answer (snapshotAtom or
 * earlyKeyFiguresAtom) was taken in; none before the first (`written`). A driver card shows its
 * draft from here rather than from the drafts themselves, so a moved slider's words are drawn in
 * the same render as the figures they move, once per move, instead of in a render of their own
 * ahead of the answer (issue 26). Cards read one driver each (KeyedRecord), written only when that
 * driver's draft changed: a move recomputes its own card, not every card on the screen.
 */
export const answeredDrafts = keyedRecord<number>();
/**
 * The drivers of the snapshot shown (snapshotAtom's `drivers`), one atom per driver: ModelSync
 * writes them with every snapshot, so a card reads its own driver without being recomputed for
 * every snapshot of a drag.
 */
export const modelledDrivers = keyedRecord<number>();

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
