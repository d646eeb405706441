import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai';
import type { Scenario } from '../../../contract/scenarios.ts';
import { activeScenarioIdAtom, scenariosAtom } from '../../../src/state/scenarios.ts';
import { activeDraftsAtom, setDriverDraft, setDriverDrafts, undoDraftEdit } from '../../../src/state/drafts.ts';
import { applySoughtValue, dismissSoughtValue, undoableSeekAtom, undoSoughtValue } from '../../../src/state/appliedSeek.ts';

const simulation: Scenario = {
  scenario_id: 'sim-1', scenario_name: 'Simulation (Editable)', description: '', scenario_type: 'user', created_by: 'anna',
  created_at: '2026-11-01T00:00:00.000Z', updated_at: '2026-11-01T00:00:00.000Z', version: 3, is_active: true, key_drivers: {}, driver_ranges: {},
};
const sought = { driverId: 'sales_rep_productivity', value: 2.376158, figureId: 'total_revenue', year: 2030, achieved: 60_000_000 };

let store: ReturnType<typeof createStore>;
beforeEach(() => {
  vi.stubGlobal('window', new EventTarget());
  store = createStore();
  store.set(scenariosAtom, [simulation]);
  store.set(activeScenarioIdAtom, 'sim-1');
});

describe('a goal seek answer applied as a draft', () => {
  it('is one undoable edit: Undo brings back the draft that was there before', () => {
    setDriverDraft('sales_rep_productivity', 2, { store });
    expect(applySoughtValue(sought, { store })).toBeNull();
    expect(store.get(activeDraftsAtom).sales_rep_productivity).toBe(2.376158);
    expect(store.get(undoableSeekAtom)).toEqual(sought);
    undoSoughtValue({ store });
    expect(store.get(activeDraftsAtom).sales_rep_productivity).toBe(2);
    expect(store.get(undoableSeekAtom)).toBeNull();
  });

  it('is offered for undo only while it is the last edit, and then undoes nothing else', () => {
    applySoughtValue(sought, { store });
    setDriverDrafts({ logo_churn_rate: 5 }, { undoable: true, store });
    expect(store.get(undoableSeekAtom)).toBeNull();
    undoSoughtValue({ store });
    expect(store.get(activeDraftsAtom)).toEqual({ sales_rep_productivity: 2.376158, logo_churn_rate: 5 });
    // The grid's Undo reverts it like any edit: first the churn, then the sought value.
    undoDraftEdit({ store });
    expect(store.get(undoableSeekAtom)).toBeNull();
    undoDraftEdit({ store });
    expect(store.get(activeDraftsAtom)).toEqual({});
  });

  it('changes nothing and offers nothing when the driver already has that value, or when the value is refused', () => {
    setDriverDraft('sales_rep_productivity', 2.376158, { undoable: true, store });
    expect(applySoughtValue(sought, { store })).toBeNull();
    expect(store.get(undoableSeekAtom)).toBeNull();
    expect(applySoughtValue({ ...sought, value: 11 }, { store })?.driverId).toBe('sales_rep_productivity');
    expect(store.get(activeDraftsAtom).sales_rep_productivity).toBe(2.376158);
  });

  it('can be dismissed, keeping the draft', () => {
    applySoughtValue(sought, { store });
    dismissSoughtValue({ store });
    expect(store.get(undoableSeekAtom)).toBeNull();
    expect(store.get(activeDraftsAtom).sales_rep_productivity).toBe(2.376158);
  });
});
