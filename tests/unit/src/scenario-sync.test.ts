import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { installFakeServer, installLocalStorage, type Answer, type SeenRequest } from './browser-stand-ins.ts';
import type { Scenario } from '../../../contract/scenarios.ts';

installLocalStorage();
const { appStore } = await import('../../../src/state/store.ts');
const { authAtom } = await import('../../../src/state/auth.ts');
const state = await import('../../../src/state/scenarios.ts');
const { backendUnavailableAtom, serverUnreachableAtom } = await import('../../../src/state/connectivity.ts');
const { loadScenarios, chooseScenario } = await import('../../../src/state/scenarioActions.ts');
const { startDraftPersistence, draftMetaAtom } = await import('../../../src/state/draftStore.ts');
const { saveDrafts, resolveConflict, syncPendingSaves } = await import('../../../src/state/draftSync.ts');
const { appDatabase } = await import('../../../src/db/database.ts');
const cache = await import('../../../src/db/cache.ts');

const USER_ID = 7;

function scenario(id: string, overrides: Partial<Scenario> = {}): Scenario {
  return {
    scenario_id: id, scenario_name: id, description: '', scenario_type: id.startsWith('sim-') ? 'user' : 'built-in', created_by: null,
    created_at: '2026-11-01T00:00:00.000Z', updated_at: '2026-11-01T00:00:00.000Z', version: 1, is_active: false, key_drivers: {}, driver_ranges: {}, ...overrides,
  };
}

/** A small stand-in for the scenario routes: versions, 409s, and a switch to pull the plug. */
function scenarioServer(initial: Scenario[]) {
  const scenarios = new Map(initial.map((s) => [s.scenario_id, s]));
  const control = { down: false, list: () => [...scenarios.values()] };
  const seen = installFakeServer((request: SeenRequest): Answer => {
    if (control.down) return 'network-down';
    if (request.method === 'GET' && request.path === '/scenarios') return { status: 200, body: { scenarios: [...scenarios.values()] } };
    const activate = /^\/scenarios\/([^/]+)\/activate$/.exec(request.path);
    if (activate) {
      for (const s of scenarios.values()) scenarios.set(s.scenario_id, { ...s, is_active: s.scenario_id === activate[1] });
      return { status: 200, body: scenarios.get(activate[1] ?? '') };
    }
    const update = /^\/scenarios\/([^/]+)$/.exec(request.path);
    if (request.method === 'PUT' && update) {
      const current = scenarios.get(update[1] ?? '');
      const body = request.body as Pick<Scenario, 'key_drivers' | 'version'> & Partial<Pick<Scenario, 'driver_ranges'>>;
      if (!current) return { status: 404 };
      if (body.version !== current.version) return { status: 409, body: { error: { code: 'version_conflict', message: 'changed meanwhile', field: 'version' }, detail: 'changed meanwhile', current } };
      const saved = { ...current, key_drivers: body.key_drivers, driver_ranges: body.driver_ranges ?? current.driver_ranges, version: current.version + 1 };
      scenarios.set(saved.scenario_id, saved);
      return { status: 200, body: saved };
    }
    return { status: 404 };
  });
  return { seen, control, scenarios };
}

async function until(condition: () => boolean | Promise<boolean>): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error('condition not reached');
}

beforeEach(async () => {
  await appDatabase().delete();
  await appDatabase().open();
  appStore.set(authAtom, {
    status: 'signedIn', token: 'tok',
    user: { id: USER_ID, username: 'planner', full_name: '', email: '', access_level: 'user', status: 'active', force_password_change: false,
      created_at: '2026-11-01T00:00:00.000Z', last_login: null },
  });
  appStore.set(state.scenariosAtom, []);
  appStore.set(state.activeScenarioIdAtom, null);
  appStore.set(state.driverDraftsAtom, {});
  appStore.set(state.rangeDraftsAtom, {});
  appStore.set(state.scenarioFallbackAtom, false);
  appStore.set(state.scenarioConflictAtom, null);
  appStore.set(serverUnreachableAtom, false);
  appStore.set(draftMetaAtom, {});
});

describe('scenario load, offline-first (part 1 §4)', () => {
  it('shows the cached list when the server is down, flags it, and replaces it with the server\'s later', async () => {
    await cache.saveScenarioList(appDatabase(), USER_ID, [scenario('baseline'), scenario('high_case', { is_active: true })]);
    const server = scenarioServer([scenario('baseline', { is_active: true }), scenario('low_case'), scenario(`sim-${USER_ID}`)]);
    server.control.down = true;
    await loadScenarios();
    expect(appStore.get(state.activeScenarioIdAtom)).toBe('high_case');
    expect(appStore.get(state.scenariosAtom).map((s) => s.scenario_id)).toEqual(['baseline', 'high_case']);
    expect(appStore.get(backendUnavailableAtom)).toBe(true);

    server.control.down = false;
    await loadScenarios();
    expect(appStore.get(state.scenariosAtom).map((s) => s.scenario_id)).toEqual(['baseline', 'low_case', `sim-${USER_ID}`]);
    expect(appStore.get(state.activeScenarioIdAtom)).toBe('baseline');
    expect(appStore.get(backendUnavailableAtom)).toBe(false);
    expect((await cache.loadScenarioList(appDatabase(), USER_ID)).map((s) => s.scenario_id).sort()).toEqual(['baseline', 'low_case', `sim-${USER_ID}`]);
  });

  it('falls back to baseline data with no scenario active when nothing is cached and the server fails or has none', async () => {
    const server = scenarioServer([]);
    await loadScenarios();
    expect(appStore.get(state.scenariosAtom)).toEqual([]);
    expect(appStore.get(state.activeScenarioIdAtom)).toBeNull();
    expect(appStore.get(state.activeOverridesAtom)).toEqual({});
    expect(appStore.get(backendUnavailableAtom)).toBe(true);
    server.control.down = true;
    await loadScenarios();
    expect(appStore.get(state.activeScenarioIdAtom)).toBeNull();
  });

  it('activates locally first, tells the server, ignores the active one and unknown ids', async () => {
    const server = scenarioServer([scenario('baseline', { is_active: true }), scenario('high_case', { key_drivers: { sales_team_size: 12 } })]);
    await loadScenarios();
    await chooseScenario('high_case');
    expect(appStore.get(state.activeOverridesAtom)).toEqual({ sales_team_size: 12 });
    expect(appStore.get(state.scenariosAtom).filter((s) => s.is_active).map((s) => s.scenario_id)).toEqual(['high_case']);
    const activations = () => server.seen.filter((r) => r.path.endsWith('/activate')).length;
    expect(activations()).toBe(1);
    await chooseScenario('high_case');
    await chooseScenario('does-not-exist');
    expect(activations()).toBe(1);
    expect(appStore.get(state.activeScenarioIdAtom)).toBe('high_case');
  });

  it('keeps a scenario chosen while offline when the server comes back', async () => {
    const server = scenarioServer([scenario('baseline', { is_active: true }), scenario('low_case')]);
    await loadScenarios();
    server.control.down = true;
    await chooseScenario('low_case');
    server.control.down = false;
    await loadScenarios({ reconnect: true });
    expect(appStore.get(state.activeScenarioIdAtom)).toBe('low_case');
    await until(() => server.scenarios.get('low_case')?.is_active === true);
  });
});

describe('drafts on this device, saves, queued saves and conflicts', () => {
  const sim = `sim-${USER_ID}`;

  it('loads stored drafts at start and stores every change', async () => {
    await cache.saveDraft(appDatabase(), { userId: USER_ID, scenarioId: sim, drivers: { sales_team_size: 9 }, baseVersion: 3, pendingSave: false, updatedAt: 'x' });
    const stop = await startDraftPersistence(USER_ID);
    expect(appStore.get(state.driverDraftsAtom)).toEqual({ [sim]: { sales_team_size: 9 } });
    appStore.set(state.driverDraftsAtom, { [sim]: { sales_team_size: 11 }, baseline: { churn: 1 } });
    await until(async () => (await cache.loadDrafts(appDatabase(), USER_ID)).length === 2);
    const stored = await cache.loadDrafts(appDatabase(), USER_ID);
    expect(stored.find((d) => d.scenarioId === sim)).toMatchObject({ drivers: { sales_team_size: 11 }, baseVersion: 3 });
    appStore.set(state.driverDraftsAtom, { [sim]: {} });
    await until(async () => (await cache.loadDrafts(appDatabase(), USER_ID)).length === 0);
    stop();
    expect(appStore.get(state.driverDraftsAtom)).toEqual({});
  });

  it('saves drafts over the scenario against the version they were made on', async () => {
    const server = scenarioServer([scenario(sim, { version: 4, is_active: true, key_drivers: { sales_team_size: 8 } })]);
    await loadScenarios();
    const stop = await startDraftPersistence(USER_ID);
    appStore.set(state.driverDraftsAtom, { [sim]: { medical_client_growth_rate: 20 } });
    expect(appStore.get(state.hasUnsavedChangesAtom)).toBe(true);
    const outcome = await saveDrafts(sim);
    expect(outcome).toMatchObject({ kind: 'saved', scenario: { version: 5 } });
    expect(server.seen.at(-1)?.body).toEqual({ key_drivers: { sales_team_size: 8, medical_client_growth_rate: 20 }, version: 4 });
    expect(appStore.get(state.hasUnsavedChangesAtom)).toBe(false);
    expect(appStore.get(state.activeScenarioAtom)?.key_drivers).toEqual({ sales_team_size: 8, medical_client_growth_rate: 20 });
    stop();
  });

  it('queues a save while the server is unreachable and sends it when it is back', async () => {
    const server = scenarioServer([scenario(sim, { version: 2, is_active: true })]);
    await loadScenarios();
    const stop = await startDraftPersistence(USER_ID);
    appStore.set(state.driverDraftsAtom, { [sim]: { sales_team_size: 15 } });
    server.control.down = true;
    await expect(saveDrafts(sim)).resolves.toEqual({ kind: 'queued' });
    expect(appStore.get(backendUnavailableAtom)).toBe(true);
    expect(appStore.get(draftMetaAtom)[sim]).toEqual({ baseVersion: 2, pendingSave: true });
    expect((await cache.loadDrafts(appDatabase(), USER_ID))[0]?.pendingSave).toBe(true);

    server.control.down = false;
    await syncPendingSaves();
    expect(server.scenarios.get(sim)?.key_drivers).toEqual({ sales_team_size: 15 });
    expect(appStore.get(state.driverDraftsAtom)[sim]).toBeUndefined();
    await until(async () => (await cache.loadDrafts(appDatabase(), USER_ID)).length === 0);
    stop();
  });

  it('turns a 409 into the choice, and applies my drafts on top of their newer version or takes theirs', async () => {
    const server = scenarioServer([scenario(sim, { version: 1, is_active: true, key_drivers: { sales_team_size: 8 } })]);
    await loadScenarios();
    const stop = await startDraftPersistence(USER_ID);
    appStore.set(state.driverDraftsAtom, { [sim]: { sales_team_size: 10 } });
    await until(() => appStore.get(draftMetaAtom)[sim]?.baseVersion === 1);
    server.scenarios.set(sim, { ...server.scenarios.get(sim)!, version: 2, key_drivers: { sales_team_size: 12 } });
    await expect(saveDrafts(sim)).resolves.toEqual({ kind: 'conflict' });
    expect(appStore.get(state.scenarioConflictAtom)).toMatchObject({ theirs: { version: 2, key_drivers: { sales_team_size: 12 } }, since: [] });
    // Nothing dropped while the user decides.
    expect(appStore.get(state.driverDraftsAtom)[sim]).toEqual({ sales_team_size: 10 });

    await expect(resolveConflict('apply')).resolves.toMatchObject({ kind: 'saved', scenario: { version: 3 } });
    expect(server.scenarios.get(sim)?.key_drivers).toEqual({ sales_team_size: 10 });
    expect(appStore.get(state.scenarioConflictAtom)).toBeNull();

    appStore.set(state.driverDraftsAtom, { [sim]: { sales_team_size: 14 } });
    await until(() => appStore.get(draftMetaAtom)[sim]?.baseVersion === 3);
    server.scenarios.set(sim, { ...server.scenarios.get(sim)!, version: 4, key_drivers: { sales_team_size: 16 } });
    await expect(saveDrafts(sim)).resolves.toEqual({ kind: 'conflict' });
    await resolveConflict('theirs');
    expect(appStore.get(state.activeScenarioAtom)?.key_drivers).toEqual({ sales_team_size: 16 });
    expect(appStore.get(state.driverDraftsAtom)[sim]).toBeUndefined();
    expect(server.scenarios.get(sim)?.version).toBe(4);
    stop();
  });

  it('keeps range drafts with the driver drafts on this device and saves both, ranges stretched to hold the new values', async () => {
    const saved = { logo_churn_rate: { low: 2, high: 4, distribution: 'triangular' as const }, premium_conversion_rate: { low: 10, high: 20, distribution: 'normal' as const } };
    const server = scenarioServer([scenario(sim, { version: 6, is_active: true, key_drivers: { logo_churn_rate: 3 }, driver_ranges: saved })]);
    await cache.saveDraft(appDatabase(), {
      userId: USER_ID, scenarioId: sim, drivers: { logo_churn_rate: 5 }, ranges: { premium_conversion_rate: null }, baseVersion: 6, pendingSave: false, updatedAt: 'x',
    });
    await loadScenarios();
    const stop = await startDraftPersistence(USER_ID);
    expect(appStore.get(state.rangeDraftsAtom)).toEqual({ [sim]: { premium_conversion_rate: null } });
    expect(appStore.get(state.draftCountAtom)).toBe(2);
    const uniform = { low: 0.5, high: 1.5, distribution: 'uniform' as const };
    appStore.set(state.rangeDraftsAtom, { [sim]: { premium_conversion_rate: null, sales_rep_productivity: uniform } });
    await until(async () => (await cache.loadDrafts(appDatabase(), USER_ID))[0]?.ranges?.sales_rep_productivity !== undefined);

    await expect(saveDrafts(sim)).resolves.toMatchObject({ kind: 'saved', scenario: { version: 7 } });
    // The draft value 5 left the saved churn range 2–4: the save stretches it, as a run would; the null draft drops the premium range.
    expect(server.seen.at(-1)?.body).toEqual({
      key_drivers: { logo_churn_rate: 5 },
      driver_ranges: { logo_churn_rate: { low: 2, high: 5, distribution: 'triangular' }, sales_rep_productivity: uniform },
      version: 6,
    });
    expect(appStore.get(state.rangeDraftsAtom)[sim]).toBeUndefined();
    expect(appStore.get(state.hasUnsavedChangesAtom)).toBe(false);
    await until(async () => (await cache.loadDrafts(appDatabase(), USER_ID)).length === 0);
    stop();
  });

  it('offers the ranges of both versions in a 409 and keeps my range drafts until the choice', async () => {
    const server = scenarioServer([scenario(sim, { version: 1, is_active: true })]);
    await loadScenarios();
    const stop = await startDraftPersistence(USER_ID);
    const mine = { low: 1, high: 5, distribution: 'uniform' as const };
    appStore.set(state.rangeDraftsAtom, { [sim]: { logo_churn_rate: mine } });
    await until(() => appStore.get(draftMetaAtom)[sim]?.baseVersion === 1);
    server.scenarios.set(sim, { ...server.scenarios.get(sim)!, version: 2, driver_ranges: { logo_churn_rate: { low: 3, high: 4, distribution: 'normal' } } });
    await expect(saveDrafts(sim)).resolves.toEqual({ kind: 'conflict' });
    expect(appStore.get(state.scenarioConflictAtom)?.theirs.driver_ranges).toEqual({ logo_churn_rate: { low: 3, high: 4, distribution: 'normal' } });
    expect(appStore.get(state.rangeDraftsAtom)[sim]).toEqual({ logo_churn_rate: mine });
    await expect(resolveConflict('apply')).resolves.toMatchObject({ kind: 'saved', scenario: { version: 3 } });
    expect(server.scenarios.get(sim)?.driver_ranges).toEqual({ logo_churn_rate: mine });
    stop();
  });

  it('applies my drafts on top of their version: their change to another driver stays, even when this device never saw it', async () => {
    const server = scenarioServer([scenario(sim, { version: 1, is_active: true, key_drivers: { sales_team_size: 7 } })]);
    await loadScenarios();
    const stop = await startDraftPersistence(USER_ID);
    appStore.set(state.driverDraftsAtom, { [sim]: { logo_churn_rate: 5.2 } });
    await until(() => appStore.get(draftMetaAtom)[sim]?.baseVersion === 1);
    // An admin saves Sales Team 7 → 9; this device still holds version 1.
    server.scenarios.set(sim, { ...server.scenarios.get(sim)!, version: 2, key_drivers: { sales_team_size: 9 } });
    await expect(saveDrafts(sim)).resolves.toEqual({ kind: 'conflict' });
    await expect(resolveConflict('apply')).resolves.toMatchObject({ kind: 'saved', scenario: { version: 3 } });
    expect(server.seen.at(-1)?.body).toEqual({ key_drivers: { sales_team_size: 9, logo_churn_rate: 5.2 }, version: 2 });
    expect(server.scenarios.get(sim)?.key_drivers).toEqual({ sales_team_size: 9, logo_churn_rate: 5.2 });
    expect(appStore.get(state.driverDraftsAtom)[sim]).toBeUndefined();
    stop();
  });

  it('sends the comment typed for the save with it, and forgets it once saved', async () => {
    const server = scenarioServer([scenario(sim, { version: 1, is_active: true, key_drivers: { sales_team_size: 7 } })]);
    await loadScenarios();
    const stop = await startDraftPersistence(USER_ID);
    appStore.set(state.driverDraftsAtom, { [sim]: { sales_team_size: 9 } });
    appStore.set(state.saveCommentsAtom, { [sim]: '  Hiring approved  ' });
    await until(() => appStore.get(draftMetaAtom)[sim]?.baseVersion === 1);
    await expect(saveDrafts(sim)).resolves.toMatchObject({ kind: 'saved', scenario: { version: 2 } });
    expect(server.seen.at(-1)?.body).toEqual({ key_drivers: { sales_team_size: 9 }, comment: 'Hiring approved', version: 1 });
    expect(appStore.get(state.saveCommentsAtom)[sim]).toBeUndefined();
    stop();
  });
});

