import { beforeEach, describe, expect, it } from 'vitest';
import { createStore } from 'jotai';
import type { Scenario } from '../../../contract/scenarios.ts';
import { activeScenarioIdAtom, driverDraftsAtom, draftCountAtom, hasUnsavedChangesAtom, rangeDraftsAtom, scenariosAtom } from '../../../src/state/scenarios.ts';
import {
  activeDriverRangesAtom, draftedRanges, dropRangeDraft, editedRange, likelyValuesAtom, rangesHoldingValues, setRangeDraft,
} from '../../../src/state/rangeDrafts.ts';

const savedChurn = { low: 2, high: 5, distribution: 'uniform' as const };
const simulation: Scenario = {
  scenario_id: 'sim-1', scenario_name: 'Simulation (Editable)', description: '', scenario_type: 'user', created_by: 'anna',
  created_at: '2026-11-01T00:00:00.000Z', updated_at: '2026-11-01T00:00:00.000Z', version: 3, is_active: true,
  key_drivers: { logo_churn_rate: 3.2 }, driver_ranges: { logo_churn_rate: savedChurn },
};

let store: ReturnType<typeof createStore>;
beforeEach(() => {
  store = createStore();
  store.set(scenariosAtom, [simulation]);
  store.set(activeScenarioIdAtom, 'sim-1');
});

describe('range drafts of the active scenario', () => {
  it('keeps a range over the saved ones, marks the scenario changed and counts it', () => {
    const range = { low: 1, high: 1.2, distribution: 'normal' as const };
    expect(setRangeDraft('sales_rep_productivity', range, { store })).toBeNull();
    expect(store.get(activeDriverRangesAtom)).toEqual({ logo_churn_rate: savedChurn, sales_rep_productivity: range });
    expect(store.get(hasUnsavedChangesAtom)).toBe(true);
    expect(store.get(draftCountAtom)).toBe(1);
  });

  it('refuses a range outside the driver\'s bounds or not holding its likely value (the draft value, if any), changing nothing', () => {
    const before = store.get(rangeDraftsAtom);
    expect(setRangeDraft('logo_churn_rate', { low: 1, high: 41, distribution: 'triangular' }, { store })?.code).toBe('out_of_bounds');
    expect(setRangeDraft('logo_churn_rate', { low: 4, high: 6, distribution: 'triangular' }, { store })?.code).toBe('not_around_value');
    expect(setRangeDraft('logo_churn_rate', { low: Number.NaN, high: 6, distribution: 'triangular' }, { store })?.code).toBe('not_a_number');
    expect(setRangeDraft('target_revenue_2030', { low: 1, high: 2, distribution: 'triangular' }, { store })?.code).toBe('no_range');
    expect(store.get(rangeDraftsAtom)).toBe(before);
    store.set(driverDraftsAtom, { 'sim-1': { logo_churn_rate: 5 } });
    expect(store.get(likelyValuesAtom).logo_churn_rate).toBe(5);
    expect(setRangeDraft('logo_churn_rate', { low: 4, high: 6, distribution: 'triangular' }, { store })).toBeNull();
  });

  it('drops a draft equal to the saved range, and resets to the default only where the scenario saved a range', () => {
    setRangeDraft('logo_churn_rate', { ...savedChurn }, { store });
    expect(store.get(rangeDraftsAtom)['sim-1']).toEqual({});
    setRangeDraft('sales_rep_productivity', null, { store });
    expect(store.get(rangeDraftsAtom)['sim-1']).toEqual({});
    setRangeDraft('logo_churn_rate', null, { store });
    expect(store.get(rangeDraftsAtom)['sim-1']).toEqual({ logo_churn_rate: null });
    expect(store.get(activeDriverRangesAtom)).toEqual({});
    expect(store.get(hasUnsavedChangesAtom)).toBe(true);
    dropRangeDraft('logo_churn_rate', { store });
    expect(store.get(activeDriverRangesAtom)).toEqual({ logo_churn_rate: savedChurn });
    expect(store.get(hasUnsavedChangesAtom)).toBe(false);
  });

  it('shows a driver\'s range from its draft, its saved range or the catalog default, stretched to hold the likely value', () => {
    expect(editedRange('logo_churn_rate', 3.2, simulation.driver_ranges, {})).toMatchObject({ range: savedChurn, source: 'saved' });
    expect(editedRange('logo_churn_rate', 6, simulation.driver_ranges, {})).toMatchObject({ range: { low: 2, high: 6 }, source: 'saved' });
    // Logo churn's default: −25% / +50% of the value, triangular.
    expect(editedRange('logo_churn_rate', 4, simulation.driver_ranges, { logo_churn_rate: null })).toMatchObject({
      range: { low: 3, high: 6, distribution: 'triangular' }, fallback: { low: 3, high: 6 }, source: 'default',
    });
    expect(editedRange('logo_churn_rate', 3, {}, { logo_churn_rate: { low: 3, high: 3, distribution: 'triangular' } })).toMatchObject({ range: { low: 3, high: 3 }, source: 'draft' });
    expect(editedRange('beds_per_inpatient_client', 80, {}, {})).toEqual({ range: null, likely: 80, fallback: null, source: 'default' });
  });

  it('merges and stretches ranges as a run and a save need them', () => {
    const other = { low: 10, high: 20, distribution: 'triangular' as const };
    expect(draftedRanges({ a: savedChurn, b: other }, { a: null, c: other })).toEqual({ b: other, c: other });
    expect(rangesHoldingValues({ a: savedChurn, b: other }, { a: 1, b: 15 })).toEqual({ a: { ...savedChurn, low: 1 }, b: other });
  });
});
