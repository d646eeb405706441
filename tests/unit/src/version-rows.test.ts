import { describe, expect, it } from 'vitest';
import { driverChanges } from '../../../server/repos/scenarios.ts';
import { changeText, setDrivers, versionComparison, versionTitle } from '../../../src/features/scenarios/versionRows.ts';
import type { VersionDetail } from '../../../contract/scenarioVersions.ts';

describe('what a save changed (server/repos/scenarios.ts driverChanges)', () => {
  it('lists every value of a first version, then only the values that differ, old → new, with drivers no longer set last', () => {
    expect(driverChanges(undefined, { a: 1, b: 2 })).toEqual([{ driver: 'a', old: null, new: 1 }, { driver: 'b', old: null, new: 2 }]);
    expect(driverChanges({ a: 1, b: 2, c: 3 }, { b: 5, a: 1, d: 4 })).toEqual([
      { driver: 'b', old: 2, new: 5 }, { driver: 'd', old: null, new: 4 }, { driver: 'c', old: 3, new: null },
    ]);
    expect(driverChanges({ a: 1 }, { a: 1 })).toEqual([]);
  });
});

describe('the History dialog\'s texts (src/features/scenarios/versionRows.ts)', () => {
  it('writes a change old → new with the values in effect (the catalog\'s where the scenario set none), a first version\'s values without an arrow', () => {
    const change = (old: number | null, next: number | null, oldValue: number, newValue: number) => ({
      driver: 'medical_client_growth_rate', old, new: next, old_value: oldValue, new_value: newValue,
    });
    expect(changeText(change(20, 30, 20, 30), false)).toBe('Medical Client Growth Rate: 20.0%/year → 30.0%/year');
    expect(changeText(change(null, 20, 14, 20), true)).toBe('Medical Client Growth Rate: 20.0%/year');
    expect(changeText(change(null, 20, 14, 20), false)).toBe('Medical Client Growth Rate: 14.0%/year → 20.0%/year');
    expect(changeText(change(20, null, 20, 14), false)).toBe('Medical Client Growth Rate: 20.0%/year → 14.0%/year');
    expect(changeText({ driver: 'retired_driver', old: 1, new: 2, old_value: 1, new_value: 2 }, false)).toBe('retired_driver: 1 → 2');
    expect(versionTitle({ version: 3, name: null })).toBe('Version 3');
    expect(versionTitle({ version: 3, name: 'Board plan' })).toBe('Version 3 (Board plan)');
  });

  it('lists a version\'s drivers in the catalog\'s order', () => {
    const rows = setDrivers({ sales_team_size: 5, medical_client_growth_rate: 20 });
    expect(rows.map((row) => row.id)).toEqual(['medical_client_growth_rate', 'sales_team_size']);
  });

  it('shapes two versions as a scenario comparison: both figures and second − first per year and metric', () => {
    const year = (revenue: number | null) => ({
      total_revenue: revenue, ebitda: 1, total_rides: 2, total_medical_clients: 3, total_transport_clients: 4, total_clients: 7, gross_profit: 5, closing_cash: 6,
    });
    const detail = (version: number, revenue: number | null): VersionDetail => ({
      version, saved_at: '2026-11-27T10:00:00.000Z', saved_by: 'alice', comment: null, name: null, changes: [], ranges_changed: [], plan_years: [], model_version: 1,
      scenario_id: 'custom-1', scenario_name: 'S', key_drivers: {}, driver_ranges: {}, forecast_years: { 2026: year(revenue), 2030: year(100) },
    });
    const result = versionComparison(detail(1, 10), detail(2, null), ['Version 1', 'Version 2']);
    expect(result.scenario1).toMatchObject({ scenario_name: 'Version 1', forecast_years: { 2026: { total_revenue: 10 } } });
    expect(result.comparison.years['2026']?.total_revenue).toBeUndefined();
    expect(result.comparison.years['2026']?.ebitda).toEqual({ scenario1: 1, scenario2: 1, difference: 0 });
    expect(result.comparison.years['2030']?.total_revenue).toEqual({ scenario1: 100, scenario2: 100, difference: 0 });
  });
});
