import { getHeadcount } from '../api/headcount.ts';
import { headcountAnswer, type HeadcountAnswer } from '../../contract/headcount.ts';
import type { Scenario } from '../../contract/scenarios.ts';
import type { HeadcountPlan } from '../../engine/headcount/plan.ts';
import { modelErrorAtom } from '../model/modelState.ts';
import { authAtom } from './auth.ts';
import { loadCachedList } from './cachedList.ts';
import { onServerBack } from './connectivity.ts';
import { savedHeadcountAtom } from './headcount.ts';
import { activeScenarioAtom } from './scenarios.ts';
import { appStore } from './store.ts';

/**
 * Saved headcount plans in the browser (issue 28): a scenario that saved a plan computes with it
 * on every screen, as on the server and in the exports. Plans are read from the server, and each
 * answer is kept on this device, so an offline reload still computes with the plan it saved.
 */

/** What the sync and the readers need of a listed scenario. */
export type PlannedScenario = Pick<Scenario, 'scenario_id' | 'scenario_name' | 'version' | 'headcount_saved'>;

export const HEADCOUNT_SYNC_TEXT = {
  notLoaded: (name: string, reason: string) =>
    `The saved headcount plan of ‘${name}’ could not be loaded (${reason}). The figures wait for it rather than show the plan generated from the drivers.`,
  staleOnDevice: 'this device keeps an older version of it, and the server cannot be reached',
} as const;

const cacheName = (scenarioId: string) => `headcount:${scenarioId}`;

/**
 * The scenario's plan as the server answers it, kept on this device; with the server out of
 * reach, this device's last answer, but only of the scenario's version (an older plan is not it).
 */
export async function loadSavedHeadcount(scenario: PlannedScenario): Promise<HeadcountAnswer> {
  const auth = appStore.get(authAtom);
  if (auth.status !== 'signedIn') throw new Error('Not signed in');
  const result = await loadCachedList(auth.user.id, cacheName(scenario.scenario_id), headcountAnswer, () => getHeadcount(scenario.scenario_id));
  if (result.emergency && result.data.version !== scenario.version) throw new Error(HEADCOUNT_SYNC_TEXT.staleOnDevice);
  return result.data;
}

/** Plans of scenarios read beside the active one, per scenario version (a version never changes its plan). */
const plansByVersion = new Map<string, Promise<HeadcountPlan | null>>();

/** The plan a scenario computes with: the one it saved, or null (generated from its drivers). */
export function savedPlanOf(scenario: PlannedScenario): Promise<HeadcountPlan | null> {
  if (!scenario.headcount_saved) return Promise.resolve(null);
  const key = `${scenario.scenario_id}@${scenario.version}`;
  let plan = plansByVersion.get(key);
  if (!plan) {
    plan = loadSavedHeadcount(scenario).then((answer) => (answer.generated ? null : { positions: answer.positions }));
    // A failure is not kept: the next reader asks again.
    plan.catch(() => plansByVersion.delete(key));
    plansByVersion.set(key, plan);
  }
  return plan;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Keeps savedHeadcountAtom on the active scenario's saved plan: loaded when a scenario with a
 * saved plan becomes active or changes version (a save here, or in another browser through the
 * live updates), null for a scenario without one. A plan that cannot be loaded is the model's error:
 * the model waits (savedHeadcountPendingAtom) rather than compute with the generated plan. After an
 * outage the plan is asked for again. Returns the stop function (sign-out).
 */
export function startHeadcountSync(): () => void {
  let shown: string | null = null;

  async function sync(): Promise<void> {
    const active = appStore.get(activeScenarioAtom);
    const key = active ? `${active.scenario_id}@${active.version}@${active.headcount_saved === true}` : null;
    if (key === shown) return;
    shown = key;
    if (!active?.headcount_saved) {
      if (appStore.get(savedHeadcountAtom) !== null) appStore.set(savedHeadcountAtom, null);
      return;
    }
    const held = appStore.get(savedHeadcountAtom);
    // The /headcount screen's own save answers the new version before the list shows it.
    if (held?.scenarioId === active.scenario_id && held.version >= active.version) return;
    try {
      const answer = await loadSavedHeadcount(active);
      if (shown === key) appStore.set(savedHeadcountAtom, { ...answer, scenarioId: active.scenario_id });
    } catch (error) {
      if (shown !== key) return;
      // Asked again on the next change or when the server is back.
      shown = null;
      appStore.set(modelErrorAtom, HEADCOUNT_SYNC_TEXT.notLoaded(active.scenario_name, errorText(error)));
    }
  }

  const stopWatch = appStore.sub(activeScenarioAtom, () => void sync());
  const stopBack = onServerBack(() => void sync());
  void sync();
  return () => {
    stopWatch();
    stopBack();
    shown = null;
    appStore.set(savedHeadcountAtom, null);
  };
}
