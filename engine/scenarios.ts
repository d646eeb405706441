import builtIns from '../fixtures/scenarios.json' with { type: 'json' };
import { DRIVER_BY_ID } from './model/drivers.ts';

/**
 * The built-in scenarios (part 1 §3): named driver sets, not typed-in results. `key_drivers`
 * holds the values a scenario sets over the driver catalog; the catalog's baseline values are the
 * Baseline scenario. Values were calibrated (docs/model.md, "Calibration").
 */
export interface ScenarioDefinition {
  scenario_id: string;
  scenario_name: string;
  description: string;
  scenario_type: 'built-in';
  key_drivers: Record<string, number>;
}

/** Reads the fixture and checks every driver value against the catalog, so a bad fixture fails at load. */
function checked(raw: unknown): ScenarioDefinition[] {
  if (!Array.isArray(raw)) throw new Error('fixtures/scenarios.json must hold an array');
  return raw.map((item: { scenario_id?: unknown; scenario_name?: unknown; description?: unknown; key_drivers?: Record<string, unknown> }) => {
    if (typeof item.scenario_id !== 'string' || typeof item.scenario_name !== 'string' || typeof item.description !== 'string') {
      throw new Error('a built-in scenario needs scenario_id, scenario_name and description');
    }
    const keyDrivers: Record<string, number> = {};
    for (const [id, value] of Object.entries(item.key_drivers ?? {})) {
      const driver = DRIVER_BY_ID.get(id);
      if (!driver || typeof value !== 'number' || value < driver.min || value > driver.max) {
        throw new Error(`built-in scenario ${item.scenario_id}: bad driver ${id}=${String(value)}`);
      }
      keyDrivers[id] = value;
    }
    return { scenario_id: item.scenario_id, scenario_name: item.scenario_name, description: item.description, scenario_type: 'built-in', key_drivers: keyDrivers };
  });
}

export const BUILT_IN_SCENARIOS: readonly ScenarioDefinition[] = checked(builtIns);

export const BUILT_IN_IDS = BUILT_IN_SCENARIOS.map((s) => s.scenario_id);

/** Part 1 §3: the key-driver payload of the forecast call. */
export const KEY_DRIVER_PAYLOAD = [
  'medical_client_growth_rate', 'transport_client_growth_rate', 'medical_premium_monthly_fee', 'qrago_revenue_share',
  'transport_avg_ride_cost', 'sales_team_size', 'sales_rep_productivity',
] as const;

export function builtInScenario(id: string): ScenarioDefinition | undefined {
  return BUILT_IN_SCENARIOS.find((scenario) => scenario.scenario_id === id);
}

/** True for ids of the catalog (guards against scenarios that name drivers the model does not know). */
export function isKnownDriver(id: string): boolean {
  return DRIVER_BY_ID.has(id);
}

/**
 * What makes two scenario names the same name: surrounding spaces and letter case do not count
 * ("Audit Push", " audit push "), nor do different encodings of the same letters. The server
 * refuses a second scenario under one name; the Create dialog checks with the same rule.
 */
export function scenarioNameKey(name: string): string {
  return name.normalize('NFC').trim().toLocaleLowerCase('en');
}
