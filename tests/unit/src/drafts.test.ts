import { beforeEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { propertyBudget } from '../../helpers/propertyBudget.ts';
import { createStore } from 'jotai';
import type { Scenario } from '../../../contract/scenarios.ts';
import { activeScenarioIdAtom, activeOverridesAtom, driverDraftsAtom, hasUnsavedChangesAtom, scenariosAtom } from '../../../src/state/scenarios.ts';
import {
  activeDraftsAtom, canRedoDraftAtom, canUndoDraftAtom, redoDraftEdit, resetDriverDraft, scenarioDriverValuesAtom, setDriverDraft, setDriverDrafts, undoDraftEdit,
} from '../../../src/state/drafts.ts';
import { DRIVER_BY_ID } from '../../../engine/model/drivers.ts';
import { KEY_DRIVERS_CHANGED, type KeyDriversChangedDetail } from '../../../src/state/events.ts';

const simulation: Scenario = {
  scenario_id: 'sim-1', scenario_name: 'Simulation (Editable)', description: '', scenario_type: 'user', created_by: 'anna',
  created_at: '2026-11-01T00:00:00.000Z', updated_at: '2026-11-01T00:00:00.000Z', version: 3, is_active: true, key_drivers: { logo_churn_rate: 3.2, qrago_revenue_share: 5 }, driver_ranges: {},
};

let store: ReturnType<typeof createStore>;
let announced: KeyDriversChangedDetail[];
beforeEach(() => {
  const target = new EventTarget();
  announced = [];
  target.addEventListener(KEY_DRIVERS_CHANGED, (event) => announced.push((event as CustomEvent<KeyDriversChangedDetail>).detail));
  vi.stubGlobal('window', target);
  store = createStore();
  store.set(scenariosAtom, [simulation]);
  store.set(activeScenarioIdAtom, 'sim-1');
});

describe('driver drafts of the active scenario', () => {
  it('keeps a draft over the scenario value, announces it, and marks unsaved changes', () => {
    expect(setDriverDraft('logo_churn_rate', 6, { store })).toBeNull();
    expect(store.get(activeOverridesAtom)).toMatchObject({ logo_churn_rate: 6, qrago_revenue_share: 5 });
    expect(store.get(hasUnsavedChangesAtom)).toBe(true);
    expect(announced).toEqual([{ driver: 'logo_churn_rate', value: 6 }]);
  });

  it('refuses a value outside the bounds or not a number, changing nothing (never clamped, never 0)', () => {
    setDriverDraft('logo_churn_rate', 6, { store });
    const before = store.get(driverDraftsAtom);
    expect(setDriverDraft('logo_churn_rate', 75, { store })?.problem.code).toBe('out_of_bounds');
    expect(setDriverDraft('logo_churn_rate', Number.NaN, { store })?.problem.code).toBe('not_a_number');
    expect(setDriverDraft('logo_churn_rate', 'abc', { store })?.problem.code).toBe('not_a_number');
    expect(store.get(driverDraftsAtom)).toBe(before);
  });

  it('applies a pasted column all or nothing', () => {
    const refusals = setDriverDrafts({ logo_churn_rate: 4, qrago_revenue_share: 'x', customer_retention_rate: 10 }, { store, undoable: true });
    expect(refusals.map((r) => [r.driverId, r.problem.code])).toEqual([['qrago_revenue_share', 'not_a_number'], ['customer_retention_rate', 'out_of_bounds']]);
    expect(store.get(activeDraftsAtom)).toEqual({});
    expect(store.get(canUndoDraftAtom)).toBe(false);
  });

  it('drops a draft that equals the saved value, so the scenario counts as unchanged', () => {
    setDriverDraft('logo_churn_rate', 6, { store });
    setDriverDraft('logo_churn_rate', 3.2, { store });
    expect(store.get(activeDraftsAtom)).toEqual({});
    expect(store.get(hasUnsavedChangesAtom)).toBe(false);
  });

  it('drops a draft that equals the catalog value of a driver the scenario does not set (a slider moved and moved back)', () => {
    expect(simulation.key_drivers.medical_client_growth_rate).toBeUndefined();
    expect(store.get(scenarioDriverValuesAtom).medical_client_growth_rate).toBe(DRIVER_BY_ID.get('medical_client_growth_rate')?.baseline);
    setDriverDraft('medical_client_growth_rate', 14.6, { store });
    expect(store.get(hasUnsavedChangesAtom)).toBe(true);
    setDriverDraft('medical_client_growth_rate', 14, { store });
    expect(store.get(activeDraftsAtom)).toEqual({});
    expect(store.get(hasUnsavedChangesAtom)).toBe(false);
  });

  it('undoes and redoes grid edits (a paste is one step) and resets a driver to its scenario value', () => {
    setDriverDrafts({ logo_churn_rate: 4, qrago_revenue_share: 6 }, { store, undoable: true });
    setDriverDraft('logo_churn_rate', 5, { store, undoable: true });
    expect(undoDraftEdit({ store })).toBe(true);
    expect(store.get(activeDraftsAtom)).toEqual({ logo_churn_rate: 4, qrago_revenue_share: 6 });
    expect(undoDraftEdit({ store })).toBe(true);
    expect(store.get(activeDraftsAtom)).toEqual({});
    expect(undoDraftEdit({ store })).toBe(false);
    expect(redoDraftEdit({ store })).toBe(true);
    expect(store.get(activeDraftsAtom)).toEqual({ logo_churn_rate: 4, qrago_revenue_share: 6 });
    resetDriverDraft('qrago_revenue_share', { store });
    expect(store.get(activeOverridesAtom).qrago_revenue_share).toBe(5);
    expect(store.get(canRedoDraftAtom)).toBe(false);
    expect(undoDraftEdit({ store })).toBe(true);
    expect(store.get(activeDraftsAtom).qrago_revenue_share).toBe(6);
  });

  it('keeps a separate history per scenario', () => {
    setDriverDraft('logo_churn_rate', 4, { store, undoable: true });
    store.set(scenariosAtom, [simulation, { ...simulation, scenario_id: 'custom-1', scenario_type: 'user-created' }]);
    store.set(activeScenarioIdAtom, 'custom-1');
    expect(store.get(canUndoDraftAtom)).toBe(false);
    store.set(activeScenarioIdAtom, 'sim-1');
    expect(store.get(canUndoDraftAtom)).toBe(true);
  });

  it('undoing every edit restores the drafts before them, redoing every edit restores the drafts after them', () => {
    const edit = fc.record({
      driver: fc.constantFrom('logo_churn_rate', 'qrago_revenue_share', 'premium_conversion_rate'),
      value: fc.integer({ min: 1, max: 30 }),
    });
    fc.assert(fc.property(fc.array(edit, { minLength: 1, maxLength: 25 }), (edits) => {
      store = createStore();
      store.set(scenariosAtom, [simulation]);
      store.set(activeScenarioIdAtom, 'sim-1');
      const start = store.get(activeDraftsAtom);
      for (const e of edits) setDriverDraft(e.driver, e.value, { store, undoable: true });
      const end = store.get(activeDraftsAtom);
      while (undoDraftEdit({ store }));
      expect(store.get(activeDraftsAtom)).toEqual(start);
      while (redoDraftEdit({ store }));
      expect(store.get(activeDraftsAtom)).toEqual(end);
    }), propertyBudget({ numRuns: 100 }));
  });
});
