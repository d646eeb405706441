import { BUILT_IN_IDS } from '../../engine/scenarios.ts';
import type { Translate } from '../i18n/index.ts';

/**
 * A scenario's name and description as an export prints them: a built-in scenario's are the
 * product's words, so they read in the export's language (as on every screen); a name a user typed
 * stays as typed. The figures are computed from the scenario record itself; only the words change.
 */
const isBuiltIn = (id: string) => BUILT_IN_IDS.includes(id);

export function shownScenarioName(scenario: { scenario_id: string; scenario_name: string }, t: Translate): string {
  return t.language !== 'en' && isBuiltIn(scenario.scenario_id) ? t(`builtInScenarios.names.${scenario.scenario_id}`) : scenario.scenario_name;
}

export function shownScenarioDescription(scenario: { scenario_id: string; description: string }, t: Translate): string {
  return t.language !== 'en' && isBuiltIn(scenario.scenario_id) ? t(`builtInScenarios.descriptions.${scenario.scenario_id}`) : scenario.description;
}
