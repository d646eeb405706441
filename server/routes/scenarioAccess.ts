import type { Services } from '../services.ts';
import type { User } from '../../contract/users.ts';
import { ApiError, errorBody, wordedError } from '../http/errors.ts';
import { workingScenarioId, type ScenarioRecord } from '../repos/scenarios.ts';
import { DEFAULT_SCENARIO_ID, type Scenario } from '../../contract/scenarios.ts';
import type { ScenarioVersion } from '../../contract/scenarioVersions.ts';
import { withoutRetiredDrivers } from '../../engine/session/validate.ts';
import type { Language } from '../../contract/preferences.ts';
import { translatorFor } from '../i18n/index.ts';
import { shownScenarioName } from '../export/scenarioNames.ts';

/**
 * The one place a stored scenario becomes the contract's Scenario, as one caller sees it
 * (`is_active` is per user). Values a stored scenario still holds for a retired driver are not
 * shown: the model ignores them (RETIRED_DRIVERS).
 */
export function toApiScenario(scenario: ScenarioRecord, activeId: string): Scenario {
  return {
    scenario_id: scenario.scenario_id,
    scenario_name: scenario.scenario_name,
    description: scenario.description,
    scenario_type: scenario.scenario_type,
    created_by: scenario.created_by,
    created_at: scenario.created_at,
    updated_at: scenario.updated_at,
    version: scenario.version,
    is_active: scenario.scenario_id === activeId,
    key_drivers: withoutRetiredDrivers(scenario.key_drivers),
    driver_ranges: withoutRetiredDrivers(scenario.driver_ranges),
    // The plan itself is not listed with every scenario: GET /api/scenarios/:id/headcount.
    headcount_saved: scenario.headcount !== null,
  };
}

export const SCENARIO_NOT_FOUND = 'Scenario not found';

/**
 * The body of a 409 version_conflict: the scenario as it is now and the versions saved since the
 * one the caller read, to show both sides and apply the change to again.
 */
export function versionConflictBody(current: ScenarioRecord, activeId: string, since: readonly ScenarioVersion[], language: Language) {
  const message = translatorFor(language, 'api')('conflicts.scenarioChanged', { name: current.scenario_name, version: current.version });
  return errorBody('version_conflict', message, 'version', { current: toApiScenario(current, activeId), since });
}

async function baselineScenario(services: Services): Promise<ScenarioRecord> {
  const baseline = await services.scenarios.get(DEFAULT_SCENARIO_ID);
  if (!baseline) throw new Error('the built-in Baseline scenario is missing');
  return baseline;
}

/** The caller's Simulation (Editable), created from Baseline on first use. */
export async function workingScenarioOf(services: Services, user: User): Promise<ScenarioRecord> {
  return await services.scenarios.get(workingScenarioId(user.id)) ?? services.scenarios.ensureWorkingScenario(user, await baselineScenario(services));
}

/** Who may read a scenario: built-ins and user-created ones everyone, a Simulation (Editable) its owner. */
export function mayRead(scenario: ScenarioRecord, user: User): boolean {
  return scenario.scenario_type !== 'user' || scenario.owner_id === user.id;
}

/**
 * A scenario the caller may read (see mayRead). Anything else is 404, so ids of other users'
 * working scenarios do not leak.
 */
export async function visibleScenario(services: Services, user: User, id: string): Promise<ScenarioRecord> {
  if (id === workingScenarioId(user.id)) return workingScenarioOf(services, user);
  const scenario = await services.scenarios.get(id);
  if (!scenario || !mayRead(scenario, user)) {
    throw new ApiError(404, 'not_found', SCENARIO_NOT_FOUND);
  }
  return scenario;
}

/** Every scenario the caller sees, their working scenario included. */
export async function visibleScenarios(services: Services, user: User): Promise<ScenarioRecord[]> {
  await workingScenarioOf(services, user);
  return services.scenarios.listVisibleTo(user.id);
}

/** The caller's active scenario; Baseline when none was chosen or the chosen one is gone. */
export async function activeScenario(services: Services, user: User): Promise<ScenarioRecord> {
  const id = await services.scenarios.activeId(user.id);
  if (id === workingScenarioId(user.id)) return workingScenarioOf(services, user);
  const scenario = await services.scenarios.get(id);
  return scenario && (scenario.scenario_type !== 'user' || scenario.owner_id === user.id) ? scenario : baselineScenario(services);
}

/** `?scenario=` of the model routes: the named scenario, or the caller's active one. */
export function scenarioFromQuery(services: Services, user: User, id: string | undefined): Promise<ScenarioRecord> {
  return id === undefined ? activeScenario(services, user) : visibleScenario(services, user, id);
}

/**
 * Who may change or delete a scenario: built-ins nobody (409), the working scenario its owner,
 * a user-created one its creator or an admin (403 for others).
 */
export function assertMayChange(scenario: ScenarioRecord, user: User, change: 'update' | 'delete'): void {
  if (scenario.scenario_type === 'built-in') {
    // A built-in's name is the product's: it reads in the reader's language, as on every screen.
    throw wordedError(409, 'built_in', (t) => t(change === 'update' ? 'conflicts.builtInUpdate' : 'conflicts.builtInDelete', { name: shownScenarioName(scenario, translatorFor(t.language)) }));
  }
  if (scenario.scenario_type === 'user') {
    if (change === 'delete') {
      throw new ApiError(409, 'working_scenario', 'Simulation (Editable) is your working scenario and cannot be deleted');
    }
    return;
  }
  if (scenario.created_by_id !== user.id && user.access_level !== 'admin') {
    throw new ApiError(403, 'forbidden', `Only the creator of a scenario or an admin can ${change} it`);
  }
}
