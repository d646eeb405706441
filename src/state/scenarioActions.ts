import type { Scenario } from '../../contract/scenarios.ts';
import {
  activateScenario as postActivate, createScenario as postScenario, currentFromConflict, deleteScenario as deleteOnServer, listScenarios,
} from '../api/scenarios.ts';
import { restoreVersion } from '../api/scenarioVersions.ts';
import { ApiRequestError } from '../api/errors.ts';
import { appDatabase } from '../db/database.ts';
import { loadScenarioList as loadCachedScenarios, saveScenarioList } from '../db/cache.ts';
import { authAtom } from './auth.ts';
import { discardDrafts, replaceScenario } from './draftSync.ts';
import { activeDriverRangesAtom, likelyValuesAtom, rangesHoldingValues } from './rangeDrafts.ts';
import { activateLocally, failureMessage, loadScenarioList, pickActiveScenarioId } from './scenarioMachine.ts';
import {
  BASELINE_ID, activeOverridesAtom, activeScenarioIdAtom, scenarioFallbackAtom, scenariosAtom, scenariosLoadingAtom,
} from './scenarios.ts';
import { appStore } from './store.ts';
import { holdsRetiredDrivers, withoutRetiredDrivers } from '../../engine/session/validate.ts';

/** Part 1 §8 fallback messages, word for word. */
export const SCENARIO_MESSAGES = {
  createFailed: 'Failed to create scenario',
  deleteFailed: 'Failed to delete scenario',
  compareFailed: 'Failed to compare scenarios',
} as const;

/** Ours (issue 19): a restore that failed for another reason than a newer save. */
export const RESTORE_FAILED = 'Failed to restore the version';

function signedInUserId(): number | null {
  const auth = appStore.get(authAtom);
  return auth.status === 'signedIn' ? auth.user.id : null;
}

/**
 * A scenario as the model and the screens use it: values a list cached on this device before a
 * driver retired still hold are left out (RETIRED_DRIVERS), so no screen shows them and no save
 * sends them back (the server refuses new values for them).
 */
function withoutRetired(scenario: Scenario): Scenario {
  if (!holdsRetiredDrivers(scenario.key_drivers) && !holdsRetiredDrivers(scenario.driver_ranges)) return scenario;
  return { ...scenario, key_drivers: withoutRetiredDrivers(scenario.key_drivers), driver_ranges: withoutRetiredDrivers(scenario.driver_ranges) };
}

function show(scenarios: Scenario[], activeId: string | null): void {
  appStore.set(scenariosAtom, scenarios.map(withoutRetired));
  appStore.set(activeScenarioIdAtom, activeId);
}

function cache(userId: number): void {
  void saveScenarioList(appDatabase(), userId, appStore.get(scenariosAtom)).catch((error: unknown) => {
    console.warn('Could not cache the scenarios on this device', error);
  });
}

/**
 * Part 1 §4 scenario load, offline-first: the cached list shows at once, then the server's
 * replaces it. Without an answer the cached list stays (flagged unavailable); without a cache the
 * list is empty and the model runs on Baseline. After an outage (`reconnect`) a scenario chosen
 * offline stays chosen and the server is told.
 */
export async function loadScenarios(options: { reconnect?: boolean } = {}): Promise<void> {
  const userId = signedInUserId();
  if (userId === null) return;
  const stillSameUser = () => signedInUserId() === userId;
  appStore.set(scenariosLoadingAtom, true);
  try {
    if (appStore.get(scenariosAtom).length === 0) {
      const cached = await loadCachedScenarios(appDatabase(), userId).catch(() => []);
      if (cached.length > 0 && stillSameUser() && appStore.get(scenariosAtom).length === 0) show(cached, pickActiveScenarioId(cached));
    }
    const outcome = await loadScenarioList(() => listScenarios(), { shouldStop: () => !stillSameUser() });
    if (!stillSameUser()) return;
    if (outcome.kind === 'loaded') {
      const chosenOffline = appStore.get(activeScenarioIdAtom);
      const keepChoice = options.reconnect && chosenOffline !== null && chosenOffline !== outcome.activeId
        && outcome.scenarios.some((s) => s.scenario_id === chosenOffline);
      const activeId = keepChoice && chosenOffline ? chosenOffline : outcome.activeId;
      show(activateLocally(outcome.scenarios, activeId), activeId);
      appStore.set(scenarioFallbackAtom, false);
      cache(userId);
      if (keepChoice) void postActivate(activeId).catch((error: unknown) => console.warn('Scenario activation failed', error));
      return;
    }
    appStore.set(scenarioFallbackAtom, true);
    if (outcome.kind === 'empty' || appStore.get(scenariosAtom).length === 0) show([], null);
  } finally {
    if (stillSameUser()) appStore.set(scenariosLoadingAtom, false);
  }
}

/**
 * A live update (src/state/liveUpdates.ts): the server's list replaces the one shown, keeping the
 * scenario chosen here while it exists. Drafts stay as they are: a save against the version they
 * were made on meets the conflict dialog (apply my drafts on top / take theirs). A failure changes nothing; the
 * next event or reconnect asks again.
 */
export async function refreshScenarios(): Promise<void> {
  const userId = signedInUserId();
  if (userId === null) return;
  let scenarios: Scenario[];
  try {
    scenarios = await listScenarios();
  } catch (error) {
    console.warn('Scenario list not refreshed', error);
    return;
  }
  if (signedInUserId() !== userId) return;
  const chosen = appStore.get(activeScenarioIdAtom);
  const activeId = chosen !== null && scenarios.some((s) => s.scenario_id === chosen) ? chosen : pickActiveScenarioId(scenarios);
  if (activeId === null) return;
  // A scenario whose version did not change keeps its object, so nothing that reads it computes again.
  const shown = new Map(appStore.get(scenariosAtom).map((s) => [s.scenario_id, s]));
  const next = activateLocally(scenarios, activeId).map((s) => {
    const before = shown.get(s.scenario_id);
    return before && before.version === s.version && before.is_active === s.is_active ? before : s;
  });
  appStore.set(scenarioFallbackAtom, false);
  if (next.length === shown.size && next.every((s) => shown.get(s.scenario_id) === s) && appStore.get(activeScenarioIdAtom) === activeId) return;
  show(next, activeId);
  cache(userId);
}

/**
 * Part 1 §4: activation is local (the list, the flag, the drivers the model uses); the server is
 * told afterwards. Choosing the active one does nothing; an unknown id and server errors are only
 * logged (part 1 §8).
 */
export async function chooseScenario(id: string): Promise<void> {
  if (appStore.get(activeScenarioIdAtom) === id) return;
  try {
    show(activateLocally(appStore.get(scenariosAtom), id), id);
  } catch (error) {
    console.warn('Scenario activation failed', error);
    return;
  }
  const userId = signedInUserId();
  if (userId !== null) cache(userId);
  try {
    replaceScenario(await postActivate(id));
  } catch (error) {
    console.warn('Scenario activation failed', error);
  }
}

/**
 * Creates a scenario from the values and ranges in use now (the active scenario plus its drafts),
 * adds it, reloads the list and activates it. Throws the message to show.
 */
export async function createScenario(input: { scenario_name: string; description: string }): Promise<Scenario> {
  let created: Scenario;
  try {
    const driverRanges = rangesHoldingValues(appStore.get(activeDriverRangesAtom), appStore.get(likelyValuesAtom));
    created = await postScenario({ ...input, key_drivers: appStore.get(activeOverridesAtom), driver_ranges: driverRanges });
  } catch (error) {
    // The server's words for the person, the server's answer (its code) for the caller.
    throw new Error(failureMessage(error, SCENARIO_MESSAGES.createFailed), { cause: error });
  }
  appStore.set(scenariosAtom, [...appStore.get(scenariosAtom), created]);
  await loadScenarios();
  if (!appStore.get(scenariosAtom).some((s) => s.scenario_id === created.scenario_id)) {
    appStore.set(scenariosAtom, [...appStore.get(scenariosAtom), created]);
  }
  await chooseScenario(created.scenario_id);
  return created;
}

/** Deletes a scenario (and this device's drafts of it), reloads the list; Baseline if it was active. */
export async function deleteScenario(id: string): Promise<void> {
  const wasActive = appStore.get(activeScenarioIdAtom) === id;
  try {
    await deleteOnServer(id);
  } catch (error) {
    throw new Error(failureMessage(error, SCENARIO_MESSAGES.deleteFailed));
  }
  discardDrafts(id);
  appStore.set(scenariosAtom, appStore.get(scenariosAtom).filter((s) => s.scenario_id !== id));
  if (wasActive) appStore.set(activeScenarioIdAtom, null);
  await loadScenarios();
  if (wasActive) await chooseScenario(BASELINE_ID);
}

/**
 * Restores a kept version of a scenario as its new version, against the saved version shown here
 * (drafts of the scenario stay drafts: their base version falls behind, so saving them asks as
 * after any save elsewhere). A newer save elsewhere (409) brings the scenario as it is now into
 * the list and throws the server's message; the user can look again and restore again.
 */
export async function restoreScenarioVersion(scenarioId: string, version: number, comment?: string): Promise<Scenario> {
  const saved = appStore.get(scenariosAtom).find((s) => s.scenario_id === scenarioId);
  if (!saved) throw new Error(RESTORE_FAILED);
  try {
    const restored = await restoreVersion(scenarioId, version, { version: saved.version, ...(comment ? { comment } : {}) });
    replaceScenario(restored);
    return restored;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 409) {
      const current = currentFromConflict(error.body);
      if (current) replaceScenario(current);
    }
    throw new Error(failureMessage(error, RESTORE_FAILED));
  }
}
