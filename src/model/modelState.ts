import { atom, type Atom, type createStore, type PrimitiveAtom } from 'jotai';
import { selectAtom } from 'jotai/utils';
import type { EarlyKeyFigures, ModelSnapshot } from '../../workers/calc-api.ts';
import { keyFiguresOf, sameKeyFigures, type KeyFigures } from '../../engine/session/keyFigures.ts';

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
 * earlyKeyFiguresAtom) was taken in; null before the first. A driver card shows its draft from
 * here rather than from the drafts themselves, so a moved slider's words are drawn in the same
 * render as the figures they move, once per move, instead of in a render of their own ahead of
 * the answer (issue 26). Cards read one driver each (answeredDraftAtom), written only when that
 * driver's draft changed: a move recomputes its own card, not every card on the screen.
 */
const answeredDraftsAtom = atom<Record<string, number> | null>(null);
/** Whether the worker has answered at all: before, a card shows the drafts themselves. */
export const answeredAtom = atom(false);
const answeredDraftAtoms = new Map<string, PrimitiveAtom<number | undefined>>();

type Store = ReturnType<typeof createStore>;

function answeredDraftOf(driverId: string): PrimitiveAtom<number | undefined> {
  let draft = answeredDraftAtoms.get(driverId);
  if (!draft) {
    draft = atom<number | undefined>(undefined);
    answeredDraftAtoms.set(driverId, draft);
  }
  return draft;
}

/** One driver's draft in the drafts the shown figures answer for (see answeredDraftsAtom). */
export const answeredDraftAtom: (driverId: string) => Atom<number | undefined> = answeredDraftOf;

/** Notes `drafts` as the ones the figures now being shown answer for, writing only the drivers whose draft changed. */
export function noteAnsweredDrafts(store: Store, drafts: Record<string, number>): void {
  const before = store.get(answeredDraftsAtom) ?? {};
  if (before === drafts) return;
  store.set(answeredDraftsAtom, drafts);
  for (const id of new Set([...Object.keys(before), ...Object.keys(drafts)])) {
    if (before[id] !== drafts[id]) store.set(answeredDraftOf(id), drafts[id]);
  }
  if (!store.get(answeredAtom)) store.set(answeredAtom, true);
}

/** True while the worker recalculates (spinners, disabled Refresh). */
export const calculatingAtom = atom(false);
/** The last refusal or failure of the worker, e.g. a draft value outside its bounds. */
export const modelErrorAtom = atom<string | null>(null);

/**
 * Resolves once the worker holds a model (the first snapshot is in `store`): an action asked for
 * while the page still loads its baseline waits for it rather than failing.
 */
export function modelLoaded(store: Store): Promise<void> {
  if (store.get(snapshotAtom)) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = store.sub(snapshotAtom, () => {
      if (!store.get(snapshotAtom)) return;
      stop();
      resolve();
    });
  });
}
