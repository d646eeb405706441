import { atom } from 'jotai';
import { DEFAULT_PLAN_DRIVERS } from '../../../engine/headcount/defaultPlan.ts';
import { activeHeadcountDraftAtom } from '../../state/headcount.ts';
import { activeScenarioAtom } from '../../state/scenarios.ts';

const GENERATOR_DRIVERS: ReadonlySet<string> = new Set(DEFAULT_PLAN_DRIVERS);
const NONE: ReadonlySet<string> = new Set();

/**
 * The drivers the active scenario's own headcount plan (saved or drafted) supersedes: the plan is
 * generated from them only while the scenario has none, so moving one would change no figure
 * (docs/model.md "Headcount plan"). The plan's parameters (hiring delay, employee cost growth,
 * accident insurance) still apply to every plan and stay editable.
 */
export const planSetDriversAtom = atom((get): ReadonlySet<string> =>
  (get(activeHeadcountDraftAtom) !== null || get(activeScenarioAtom)?.headcount_saved === true ? GENERATOR_DRIVERS : NONE));
