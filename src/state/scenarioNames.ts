import { i18n } from '../i18n/index.ts';
import scenariosEn from '../i18n/locales/en/scenarios.json';

type BuiltInId = keyof typeof scenariosEn.builtInNames;
/** The built-in scenarios (fixtures/scenarios.json) have their words in the scenarios namespace, by their fixed ids. */
const isBuiltIn = (id: string): id is BuiltInId => Object.hasOwn(scenariosEn.builtInNames, id);

/**
 * A scenario's name as shown: a built-in's name is the product's, so it reads in the user's
 * language; a name a user typed stays as typed.
 */
export function shownScenarioName(scenario: { scenario_id: string; scenario_name: string }): string {
  return isBuiltIn(scenario.scenario_id) ? i18n.t(`scenarios:builtInNames.${scenario.scenario_id}`) : scenario.scenario_name;
}

/** A scenario's description as shown: a built-in's in the user's language, a typed one as typed. */
export function shownScenarioDescription(scenario: { scenario_id: string; description: string }): string {
  return isBuiltIn(scenario.scenario_id) ? i18n.t(`scenarios:builtInDescriptions.${scenario.scenario_id}`) : scenario.description;
}

/** The shown name of a scenario that may be absent (none chosen yet): undefined then, for the caller's fallback. */
export function shownNameOf(scenario: { scenario_id: string; scenario_name: string } | null | undefined): string | undefined {
  return scenario ? shownScenarioName(scenario) : undefined;
}

/** The shipped baseline, for a screen that shows its name before any scenario is chosen. */
export const BASELINE_SCENARIO = { scenario_id: 'baseline', scenario_name: 'Baseline' } as const;
