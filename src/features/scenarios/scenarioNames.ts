import { i18n } from '../../i18n/index.ts';

/** The built-in scenarios (fixtures/scenarios.json), in the selector's fixed order. */
export const BUILT_IN_IDS = ['baseline', 'low_case', 'high_case'] as const;
type BuiltInId = (typeof BUILT_IN_IDS)[number];

const isBuiltIn = (id: string): id is BuiltInId => (BUILT_IN_IDS as readonly string[]).includes(id);

/**
 * A scenario's name as shown: a built-in's name is the product's, so it reads in the user's
 * language (keyed by its fixed id); a name a user typed stays as typed.
 */
export function shownScenarioName(scenario: { scenario_id: string; scenario_name: string }): string {
  return isBuiltIn(scenario.scenario_id) ? i18n.t(`scenarios:builtInNames.${scenario.scenario_id}`) : scenario.scenario_name;
}
