import { atom } from 'jotai';
import type { ModelSnapshot } from '../../workers/calc-api.ts';

/** The latest figures the worker computed for the active scenario plus drafts. */
export const snapshotAtom = atom<ModelSnapshot | null>(null);
/** True while the worker recalculates (spinners, disabled Refresh). */
export const calculatingAtom = atom(false);
/** The last refusal or failure of the worker, e.g. a draft value outside its bounds. */
export const modelErrorAtom = atom<string | null>(null);
