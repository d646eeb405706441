import { atom } from 'jotai';

/**
 * Counters that move when the server says something changed elsewhere (src/state/liveUpdates.ts):
 * a screen that shows the thing puts its counter among the dependencies of its load, and loads
 * again without a reload of the page. Scenarios need none: their list is state already.
 */
export const baselineRevisionAtom = atom(0);
export const usersRevisionAtom = atom(0);
export const risksRevisionAtom = atom(0);
/** Monthly actuals of 2026 on and the last closed month (one counter: the Monthly Actuals screen shows both). */
export const monthlyActualsRevisionAtom = atom(0);
