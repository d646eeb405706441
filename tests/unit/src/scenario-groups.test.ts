import { describe, expect, it } from 'vitest';
import type { Scenario } from '../../../contract/scenarios.ts';
import type { User } from '../../../contract/users.ts';
import { groupScenarios } from '../../../src/features/scenarios/groups.ts';
import { canDelete, canSave } from '../../../src/state/scenarioPermissions.ts';
import { driverDifferences, metricValue, resultRows } from '../../../src/features/scenarios/comparisonRows.ts';
import { newPasswordProblem } from '../../../src/features/login/passwordRules.ts';
import type { ScenarioComparison } from '../../../contract/scenarioForecasts.ts';

function scenario(id: string, type: Scenario['scenario_type'], name = id, createdBy: string | null = null): Scenario {
  return {
    scenario_id: id, scenario_name: name, description: '', scenario_type: type, created_by: createdBy,
    created_at: '2026-11-01T00:00:00.000Z', updated_at: '2026-11-01T00:00:00.000Z', version: 1, is_active: false, key_drivers: {}, driver_ranges: {},
  };
}
const user = (name: string, role: 'admin' | 'user' = 'user'): User => ({
  id: 1, username: name, full_name: '', email: '', access_level: role, status: 'active', force_password_change: false,
  created_at: '2026-11-01T00:00:00.000Z', last_login: null,
});

describe('scenario selector groups', () => {
  it('puts the own working scenario, the built-ins in their fixed order and custom ones by name into their groups', () => {
    const groups = groupScenarios([
      scenario('zeta', 'user-created', 'Zeta'), scenario('high_case', 'built-in'), scenario('sim-1', 'user'),
      scenario('alpha', 'user-created', 'Alpha'), scenario('baseline', 'built-in'), scenario('low_case', 'built-in'),
    ]);
    expect(groups.simulation.map((s) => s.scenario_id)).toEqual(['sim-1']);
    expect(groups.builtIn.map((s) => s.scenario_id)).toEqual(['baseline', 'low_case', 'high_case']);
    expect(groups.custom.map((s) => s.scenario_name)).toEqual(['Alpha', 'Zeta']);
  });

  it('lets the creator or an admin delete custom scenarios, and nobody built-ins or simulations', () => {
    const custom = scenario('c', 'user-created', 'C', 'paula');
    expect(canDelete(custom, user('paula'))).toBe(true);
    expect(canDelete(custom, user('otto'))).toBe(false);
    expect(canDelete(custom, user('root', 'admin'))).toBe(true);
    expect(canDelete(scenario('baseline', 'built-in'), user('root', 'admin'))).toBe(false);
    expect(canDelete(scenario('sim-1', 'user'), user('paula'))).toBe(false);
    expect(canSave(scenario('sim-1', 'user'), user('paula'))).toBe(true);
    expect(canSave(scenario('baseline', 'built-in'), user('root', 'admin'))).toBe(false);
  });
});

describe('comparison rows', () => {
  const year = (revenue: number, medical: number, transport: number) => ({
    total_revenue: revenue, ebitda: revenue / 2, total_rides: revenue / 10, total_medical_clients: medical, total_transport_clients: transport,
    total_clients: medical + transport, gross_profit: revenue / 3, closing_cash: revenue / 4,
  });
  const result: ScenarioComparison = {
    scenario1: { scenario_id: 'baseline', scenario_name: 'Baseline', forecast_years: { 2030: year(50_000_000, 900, 3_800) } },
    scenario2: { scenario_id: 'high_case', scenario_name: 'High Case', forecast_years: { 2030: year(100_000_000, 1_500, 9_800) } },
    comparison: {
      differences: { medical_client_growth_rate: { name: 'Medical Client Growth Rate', unit: '%/year', scenario1: { value: 14 }, scenario2: { value: 20 }, difference: 6 } },
      years: { 2030: { total_revenue: { scenario1: 50_000_000, scenario2: 100_000_000, difference: 50_000_001 } } },
    },
  };

  it('lists the four 2030 metrics as the server sent them and prefers the server\'s difference', () => {
    const rows = resultRows(result);
    expect(rows.map((r) => r.label)).toEqual(['Total Revenue', 'EBITDA', 'Total Clients', 'Total Rides']);
    expect(rows[0]?.difference).toBe(50_000_001);
    expect(rows[1]?.difference).toBe(25_000_000);
    expect(rows[2]).toMatchObject({ first: 4_700, second: 11_300, difference: 6_600 });
    expect(metricValue(undefined, 'total_revenue')).toBeNull();
  });

  it('names and units driver differences', () => {
    expect(driverDifferences(result)).toEqual([
      { id: 'medical_client_growth_rate', name: 'Medical Client Growth Rate', unit: '%/year', first: 14, second: 20, difference: 6 },
    ]);
  });
});

describe('new password rules', () => {
  it('wants 12 to 128 characters, not one repeated, a change, and the same twice', () => {
    expect(newPasswordProblem('old-password', 'eleven-char', 'eleven-char')).toBe('The new password needs at least 12 characters.');
    expect(newPasswordProblem('old-password', 'x'.repeat(129), 'x'.repeat(129))).toBe('The new password may have at most 128 characters.');
    expect(newPasswordProblem('old-password', ' '.repeat(12), ' '.repeat(12))).toBe('The new password must not be one character repeated.');
    expect(newPasswordProblem('same-password', 'same-password', 'same-password')).toBe('The new password must differ from the current one.');
    expect(newPasswordProblem('old-password', 'twelve-chars', 'twelve-charz')).toBe('The two new passwords do not match.');
    expect(newPasswordProblem('old-password', 'twelve-chars', 'twelve-chars')).toBeNull();
  });
});
