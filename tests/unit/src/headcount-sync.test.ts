import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installFakeServer, installLocalStorage } from './browser-stand-ins.ts';
import type { Scenario } from '../../../contract/scenarios.ts';
import type { HeadcountAnswer } from '../../../contract/headcount.ts';
import type { Position } from '../../../engine/headcount/plan.ts';

installLocalStorage();
const { appStore } = await import('../../../src/state/store.ts');
const { authAtom } = await import('../../../src/state/auth.ts');
const state = await import('../../../src/state/scenarios.ts');
const { activeHeadcountAtom, headcountDraftsAtom, savedHeadcountAtom, savedHeadcountPendingAtom } = await import('../../../src/state/headcount.ts');
const { startHeadcountSync } = await import('../../../src/state/headcountSync.ts');
const { modelErrorAtom } = await import('../../../src/model/modelState.ts');
const { appDatabase } = await import('../../../src/db/database.ts');

const USER_ID = 7;
const hire: Position = {
  role: 'Account Executive', department: 'sales', count: 1, start_month: '2027-03', end_month: null,
  annual_salary: 45_300, raise_pct: null, raise_month: 1, variable_pct: 30, recruiting_cost: 6_000,
};

function scenario(id: string, overrides: Partial<Scenario> = {}): Scenario {
  return {
    scenario_id: id, scenario_name: id, description: '', scenario_type: 'user', created_by: null,
    created_at: '2026-11-01T00:00:00.000Z', updated_at: '2026-11-01T00:00:00.000Z', version: 1, is_active: false, key_drivers: {}, driver_ranges: {}, ...overrides,
  };
}

/** GET /scenarios/{id}/headcount of `plans` (id → the answer), or a network that is down. */
function headcountServer(plans: Record<string, HeadcountAnswer>) {
  const control = { down: false };
  const seen = installFakeServer((request) => {
    if (control.down) return 'network-down';
    const match = /^\/scenarios\/([^/]+)\/headcount$/.exec(request.path);
    const answer = match ? plans[match[1] ?? ''] : undefined;
    return answer ? { status: 200, body: answer } : { status: 404, body: { error: { code: 'not_found', message: 'Scenario not found' } } };
  });
  return { control, seen };
}

const answer = (version: number, positions: Position[]): HeadcountAnswer => ({ version, generated: false, departments: [{ id: 'sales', name: 'Sales' }], positions });

function show(scenarios: Scenario[], activeId: string): void {
  appStore.set(state.scenariosAtom, scenarios);
  appStore.set(state.activeScenarioIdAtom, activeId);
}

async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 400; i += 1) {
    if (condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error('condition not reached');
}

let stop: (() => void) | null = null;

beforeEach(async () => {
  await appDatabase().delete();
  await appDatabase().open();
  appStore.set(authAtom, {
    status: 'signedIn', token: 'tok',
    user: { id: USER_ID, username: 'planner', full_name: '', email: '', access_level: 'user', status: 'active', force_password_change: false,
      created_at: '2026-11-01T00:00:00.000Z', last_login: null },
  });
  show([], '');
  appStore.set(headcountDraftsAtom, {});
  appStore.set(modelErrorAtom, null);
});

afterEach(() => {
  stop?.();
  stop = null;
});

describe('the active scenario\'s saved headcount plan in the browser', () => {
  it('loads the plan a scenario saved, keeps the model waiting until it is there, and drops it for a scenario without one', async () => {
    headcountServer({ planned: answer(2, [hire]) });
    show([scenario('planned', { version: 2, headcount_saved: true }), scenario('plain')], 'planned');
    expect(appStore.get(savedHeadcountPendingAtom)).toBe(true);
    stop = startHeadcountSync();
    await until(() => !appStore.get(savedHeadcountPendingAtom));
    expect(appStore.get(activeHeadcountAtom)).toEqual({ positions: [hire] });

    // Another browser saved a new plan: the list shows the new version, the plan is asked for again.
    const twoHires = [{ ...hire, count: 2 }];
    headcountServer({ planned: answer(3, twoHires) });
    show([scenario('planned', { version: 3, headcount_saved: true }), scenario('plain')], 'planned');
    expect(appStore.get(savedHeadcountPendingAtom)).toBe(true);
    await until(() => !appStore.get(savedHeadcountPendingAtom));
    expect(appStore.get(activeHeadcountAtom)).toEqual({ positions: twoHires });

    appStore.set(state.activeScenarioIdAtom, 'plain');
    expect(appStore.get(savedHeadcountAtom)).toBeNull();
    expect(appStore.get(activeHeadcountAtom)).toBeNull();
    expect(appStore.get(savedHeadcountPendingAtom)).toBe(false);
  });

  it('computes with a plan draft at once, without waiting for the saved plan', () => {
    headcountServer({});
    show([scenario('planned', { version: 2, headcount_saved: true })], 'planned');
    appStore.set(headcountDraftsAtom, { planned: [hire] });
    expect(appStore.get(savedHeadcountPendingAtom)).toBe(false);
    expect(appStore.get(activeHeadcountAtom)).toEqual({ positions: [hire] });
  });

  it('reloads offline with the plan this device kept of the scenario\'s version, and says so rather than use an older one', async () => {
    const server = headcountServer({ planned: answer(2, [hire]) });
    show([scenario('planned', { version: 2, headcount_saved: true })], 'planned');
    stop = startHeadcountSync();
    await until(() => !appStore.get(savedHeadcountPendingAtom));
    stop();

    server.control.down = true;
    show([scenario('planned', { version: 2, headcount_saved: true })], 'planned');
    stop = startHeadcountSync();
    await until(() => !appStore.get(savedHeadcountPendingAtom));
    expect(appStore.get(activeHeadcountAtom)).toEqual({ positions: [hire] });
    stop();

    show([scenario('planned', { version: 4, headcount_saved: true })], 'planned');
    stop = startHeadcountSync();
    await until(() => appStore.get(modelErrorAtom) !== null);
    expect(appStore.get(modelErrorAtom)).toContain('The saved headcount plan of ‘planned’ could not be loaded');
    expect(appStore.get(savedHeadcountPendingAtom)).toBe(true);
  });
});
