import { describe, expect, it } from 'vitest';
import { conflictRows } from '../../../src/features/scenarios/conflictRows.ts';
import type { Scenario } from '../../../contract/scenarios.ts';
import type { ScenarioVersion } from '../../../contract/scenarioVersions.ts';

const theirs: Scenario = {
  scenario_id: 'custom-1', scenario_name: 'Growth push', description: '', scenario_type: 'user-created', created_by: 'carla',
  created_at: '2026-11-01T00:00:00.000Z', updated_at: '2026-11-28T09:30:00.000Z', version: 5, is_active: true,
  key_drivers: { sales_team_size: 9, medical_client_growth_rate: 20 }, driver_ranges: {},
};

const saved = (version: number, changes: ScenarioVersion['changes']): ScenarioVersion => ({
  version, saved_at: '2026-11-28T09:30:00.000Z', saved_by: 'admin', comment: null, name: null, changes, ranges_changed: [], plan_years: [], model_version: 1,
});

describe('the two sides of a save conflict (src/features/scenarios/conflictRows.ts)', () => {
  it('lists every driver they changed with numbers and who saved it, every draft of mine from the value it was made on, and marks the clashes', () => {
    const since = [
      saved(4, [{ driver: 'sales_team_size', old: 7, new: 9, old_value: 7, new_value: 9 }]),
      saved(5, [{ driver: 'medical_client_growth_rate', old: null, new: 20, old_value: 14, new_value: 20 }]),
    ];
    const rows = conflictRows({ theirs, since }, { logo_churn_rate: 5.2, medical_client_growth_rate: 25 }, {}, { logo_churn_rate: 3.2, medical_client_growth_rate: 14 });
    expect(rows.theirs.map((version) => [version.version, version.savedBy.startsWith('admin, 28.11.2026'), version.changes.map(({ label, before, after, clash }) => ({ label, before, after, clash }))])).toEqual([
      [4, true, [{ label: 'Sales Team Size', before: '7 reps', after: '9 reps', clash: false }]],
      [5, true, [{ label: 'Medical Client Growth Rate', before: '14.0%/year', after: '20.0%/year', clash: true }]],
    ]);
    expect(rows.mine.map(({ label, before, mine, clash }) => ({ label, before, mine, clash }))).toEqual([
      { label: 'Logo Churn Rate', before: '3.2%/year', mine: '5.2%/year', clash: false },
      // My draft was made on 14 %, the value before their change to 20 %.
      { label: 'Medical Client Growth Rate', before: '14.0%/year', mine: '25.0%/year', clash: true },
    ]);
  });
});
