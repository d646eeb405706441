import type { Scenario } from '../../../contract/scenarios.ts';

/**
 * How scenarios are assigned to the selector's groups (the specification leaves it open; see
 * docs/decisions.md): the caller's own working scenario ('user') is 'Simulation (Editable)',
 * built-ins are 'Scenarios', everything users created is 'Custom'.
 */
export interface ScenarioGroups {
  simulation: Scenario[];
  builtIn: Scenario[];
  custom: Scenario[];
}

const BUILT_IN_ORDER = ['baseline', 'low_case', 'high_case'];

export function groupScenarios(scenarios: readonly Scenario[]): ScenarioGroups {
  const builtIn = scenarios.filter((s) => s.scenario_type === 'built-in');
  builtIn.sort((a, b) => rank(a) - rank(b));
  return {
    simulation: scenarios.filter((s) => s.scenario_type === 'user'),
    builtIn,
    custom: scenarios.filter((s) => s.scenario_type === 'user-created').sort((a, b) => a.scenario_name.localeCompare(b.scenario_name)),
  };
}

function rank(scenario: Scenario): number {
  const index = BUILT_IN_ORDER.indexOf(scenario.scenario_id);
  return index === -1 ? BUILT_IN_ORDER.length : index;
}
