import type { Scenario } from '../../contract/scenarios.ts';
import type { User } from '../../contract/users.ts';

/**
 * Who may change which scenario, as the server enforces it (docs/api.md, docs/decisions.md
 * "Scenario ownership"): the screens show Save and Delete only where the server would allow them.
 */

/** The creator or an admin may delete a custom scenario; built-ins and simulations stay. */
export function canDelete(scenario: Scenario, user: User): boolean {
  return scenario.scenario_type === 'user-created' && (user.access_level === 'admin' || scenario.created_by === user.username);
}

/** Values can be saved into one's own simulation and into custom scenarios one may edit. */
export function canSave(scenario: Scenario, user: User): boolean {
  if (scenario.scenario_type === 'user') return true;
  return canDelete(scenario, user);
}
