import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, sqlRows, startServer, tempDataDir, TEST_ADMIN, type RunningServer } from './harness.ts';
import { signedInUser, type SignedIn } from './scenario-fixtures.ts';
import type { ChangeEvent } from '../../server/events/changeEvents.ts';

/**
 * Scenario versions and the plan of record (issue 19): every save keeps a version with who, when,
 * what changed and a comment; a version opens with its figures, is restored as a new version and
 * named; an admin locks a named version as a year's plan, which stays frozen. Runs on SQLite and
 * on PostgreSQL (project server-postgres).
 */
let server: RunningServer;
let admin: string;
let alice: SignedIn;
let bob: SignedIn;
const events: ChangeEvent[] = [];

beforeAll(async () => {
  server = await startServer();
  admin = await loginAs(server, TEST_ADMIN.username, TEST_ADMIN.password);
  alice = await signedInUser(server, admin, 'alice');
  bob = await signedInUser(server, admin, 'bob');
  server.services.events.subscribe((event) => events.push(event));
});
afterAll(async () => {
  await server?.stop();
});

interface Scenario { scenario_id: string; version: number; key_drivers: Record<string, number>; driver_ranges: Record<string, unknown> }

async function create(token: string, name: string, keyDrivers: Record<string, number>, driverRanges?: Record<string, unknown>): Promise<Scenario> {
  const response = await call(server, 'POST', '/api/scenarios', {
    token, body: { scenario_name: name, description: `About ${name}`, key_drivers: keyDrivers, ...(driverRanges ? { driver_ranges: driverRanges } : {}) },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

async function save(token: string, scenario: Scenario, changes: Record<string, unknown>): Promise<Scenario> {
  const response = await call(server, 'PUT', `/api/scenarios/${scenario.scenario_id}`, { token, body: { version: scenario.version, ...changes } });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

async function versions(token: string, id: string) {
  const response = await call(server, 'GET', `/api/scenarios/${id}/versions`, { token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

async function forecastOf(token: string, id: string) {
  const response = await call(server, 'GET', `/api/scenarios/forecast/${id}`, { token });
  expect(response.status).toBe(200);
  return response.body.forecast_years;
}

async function auditFor(resource: string) {
  const response = await call(server, 'GET', `/api/admin/activity?q=${encodeURIComponent(resource)}&page_size=200`, { token: admin });
  expect(response.status).toBe(200);
  return response.body.items as { action: string; resource: string; details: string; user: string }[];
}

describe('keeping versions', () => {
  it('keeps version 1 with every value it sets, then each save with its changes old → new, who saved it and the comment, newest first', async () => {
    let scenario = await create(alice.token, 'Versioned growth', { medical_client_growth_rate: 20, sales_team_size: 5 });
    scenario = await save(alice.token, scenario, {
      key_drivers: { medical_client_growth_rate: 30, sales_team_size: 5, logo_churn_rate: 4 }, comment: '  Board asked for a faster roll-out  ',
    });
    scenario = await save(admin, scenario, { description: 'Renamed only', key_drivers: { medical_client_growth_rate: 30, logo_churn_rate: 4 } });
    const list = await versions(bob.token, scenario.scenario_id);
    expect(list).toMatchObject({ scenario_id: scenario.scenario_id, scenario_name: 'Versioned growth', current_version: 3 });
    expect(list.versions.map((v: { version: number }) => v.version)).toEqual([3, 2, 1]);
    const [third, second, first] = list.versions;
    expect(first).toMatchObject({
      saved_by: 'alice', comment: null, name: null, plan_years: [],
      changes: [{ driver: 'medical_client_growth_rate', old: null, new: 20 }, { driver: 'sales_team_size', old: null, new: 5 }],
    });
    expect(second).toMatchObject({
      saved_by: 'alice', comment: 'Board asked for a faster roll-out',
      changes: [{ driver: 'medical_client_growth_rate', old: 20, new: 30 }, { driver: 'logo_churn_rate', old: null, new: 4 }],
    });
    expect(third).toMatchObject({ saved_by: 'admin', comment: null, changes: [{ driver: 'sales_team_size', old: 5, new: null }] });
    expect(Date.parse(third.saved_at)).toBeGreaterThanOrEqual(Date.parse(first.saved_at));
  });

  it('keeps a save that changes only the ranges or the name, and says which ranges changed', async () => {
    let scenario = await create(alice.token, 'Ranged', { logo_churn_rate: 4 });
    scenario = await save(alice.token, scenario, { driver_ranges: { logo_churn_rate: { low: 2, high: 6, distribution: 'uniform' } } });
    scenario = await save(alice.token, scenario, { scenario_name: 'Ranged and renamed' });
    const list = await versions(alice.token, scenario.scenario_id);
    expect(list.scenario_name).toBe('Ranged and renamed');
    expect(list.versions.map((v: { changes: unknown[]; ranges_changed: string[] }) => [v.changes.length, v.ranges_changed]))
      .toEqual([[0, []], [0, ['logo_churn_rate']], [1, []]]);
  });

  it('refuses a comment that breaks the text rules, naming the field', async () => {
    const scenario = await create(alice.token, 'Commented', { logo_churn_rate: 4 });
    for (const comment of ['bad\u202Eword', 'a\u0007bell', 'x'.repeat(501), 42]) {
      const response = await call(server, 'PUT', `/api/scenarios/${scenario.scenario_id}`, { token: alice.token, body: { version: 1, description: 'y', comment } });
      expect(response.status).toBe(400);
      expect(response.body.error.field).toBe('comment');
    }
    expect((await versions(alice.token, scenario.scenario_id)).versions).toHaveLength(1);
  });

  it('keeps versions of the built-ins and of a Simulation (Editable), and shows a working scenario\'s versions only to its owner', async () => {
    const baseline = await versions(bob.token, 'baseline');
    expect(baseline.versions[0]).toMatchObject({ version: baseline.current_version, saved_by: null });
    const simulation = `sim-${alice.id}`;
    const list = await versions(alice.token, simulation);
    expect(list.versions.at(-1)).toMatchObject({ version: 1, saved_by: 'alice' });
    for (const url of [`/api/scenarios/${simulation}/versions`, `/api/scenarios/${simulation}/versions/1`]) {
      expect((await call(server, 'GET', url, { token: bob.token })).status).toBe(404);
      expect((await call(server, 'GET', url, { token: admin })).status).toBe(404);
    }
    expect((await call(server, 'GET', '/api/scenarios/nope/versions', { token: bob.token })).status).toBe(404);
    expect((await call(server, 'GET', '/api/scenarios/baseline/versions/999', { token: bob.token })).status).toBe(404);
    expect((await call(server, 'GET', '/api/scenarios/baseline/versions/zero', { token: bob.token })).status).toBe(400);
  });

  it('deletes a scenario\'s versions with it', async () => {
    const scenario = await create(alice.token, 'Short-lived', { logo_churn_rate: 4 });
    await save(alice.token, scenario, { key_drivers: { logo_churn_rate: 5 } });
    expect(await sqlRows(server, 'SELECT version FROM scenario_versions WHERE scenario_id = ?', scenario.scenario_id)).toHaveLength(2);
    expect((await call(server, 'DELETE', `/api/scenarios/${scenario.scenario_id}`, { token: alice.token })).status).toBe(200);
    expect(await sqlRows(server, 'SELECT version FROM scenario_versions WHERE scenario_id = ?', scenario.scenario_id)).toEqual([]);
    expect((await call(server, 'GET', `/api/scenarios/${scenario.scenario_id}/versions`, { token: alice.token })).status).toBe(404);
  });
});

describe('opening and restoring a version', () => {
  it('opens a version with its drivers, ranges and the figures the scenario had at that version; a restore gives that version\'s figures', async () => {
    const ranges = { medical_client_growth_rate: { low: 10, high: 30, distribution: 'triangular' } };
    let scenario = await create(alice.token, 'Restorable', { medical_client_growth_rate: 20, sales_team_size: 5 }, ranges);
    const figuresAt1 = await forecastOf(alice.token, scenario.scenario_id);
    scenario = await save(alice.token, scenario, { key_drivers: { medical_client_growth_rate: 35, sales_team_size: 8 }, driver_ranges: {} });
    const figuresAt2 = await forecastOf(alice.token, scenario.scenario_id);
    expect(figuresAt2).not.toEqual(figuresAt1);

    const first = await call(server, 'GET', `/api/scenarios/${scenario.scenario_id}/versions/1`, { token: bob.token });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      scenario_id: scenario.scenario_id, scenario_name: 'Restorable', version: 1, saved_by: 'alice',
      key_drivers: { medical_client_growth_rate: 20, sales_team_size: 5 }, driver_ranges: ranges,
    });
    expect(Object.keys(first.body.forecast_years)).toEqual(['2026', '2027', '2028', '2029', '2030']);
    expect(first.body.forecast_years).toEqual(figuresAt1);
    expect((await call(server, 'GET', `/api/scenarios/${scenario.scenario_id}/versions/2`, { token: bob.token })).body.forecast_years).toEqual(figuresAt2);

    const published = events.length;
    const restored = await call(server, 'POST', `/api/scenarios/${scenario.scenario_id}/versions/1/restore`, { token: alice.token, body: { version: 2 } });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body).toMatchObject({ version: 3, key_drivers: { medical_client_growth_rate: 20, sales_team_size: 5 }, driver_ranges: ranges });
    expect(await forecastOf(alice.token, scenario.scenario_id)).toEqual(first.body.forecast_years);
    await expect.poll(() => events.slice(published)).toContainEqual({ type: 'scenario', id: scenario.scenario_id, version: 3, owner_id: null });

    const list = await versions(alice.token, scenario.scenario_id);
    expect(list.versions.map((v: { version: number }) => v.version)).toEqual([3, 2, 1]);
    expect(list.versions[0]).toMatchObject({
      saved_by: 'alice', comment: 'Restored version 1',
      changes: [{ driver: 'medical_client_growth_rate', old: 35, new: 20 }, { driver: 'sales_team_size', old: 8, new: 5 }],
      ranges_changed: ['medical_client_growth_rate'],
    });
    // History is never rewritten: the versions before stay as they were.
    expect((await call(server, 'GET', `/api/scenarios/${scenario.scenario_id}/versions/2`, { token: alice.token })).body)
      .toMatchObject({ key_drivers: { medical_client_growth_rate: 35, sales_team_size: 8 }, driver_ranges: {}, forecast_years: figuresAt2 });
    expect((await call(server, 'GET', `/api/scenarios/${scenario.scenario_id}/versions/3`, { token: alice.token })).body.forecast_years).toEqual(figuresAt1);
    expect((await auditFor(`scenario:${scenario.scenario_id}`)).map((row) => row.details)).toContain('restored version 1: Medical Client Growth Rate 35.0%/year → 20.0%/year, Sales Team Size 8 reps → 5 reps, uncertainty ranges changed: Medical Client Growth Rate (version 3)');
  });

  it('restores against the current version only: 409 version_conflict with the scenario as it is now, and nothing kept', async () => {
    let scenario = await create(alice.token, 'Contended', { logo_churn_rate: 4 });
    scenario = await save(alice.token, scenario, { key_drivers: { logo_churn_rate: 6 } });
    const stale = await call(server, 'POST', `/api/scenarios/${scenario.scenario_id}/versions/1/restore`, { token: alice.token, body: { version: 1 } });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({ code: 'version_conflict', field: 'version' });
    expect(stale.body.current).toMatchObject({ scenario_id: scenario.scenario_id, version: 2, key_drivers: { logo_churn_rate: 6 } });
    expect((await versions(alice.token, scenario.scenario_id)).versions).toHaveLength(2);

    const withComment = await call(server, 'POST', `/api/scenarios/${scenario.scenario_id}/versions/1/restore`, {
      token: alice.token, body: { version: 2, comment: 'Back to the approved churn' },
    });
    expect(withComment.status).toBe(200);
    expect((await versions(alice.token, scenario.scenario_id)).versions[0]).toMatchObject({ version: 3, comment: 'Restored version 1: Back to the approved churn' });
    expect((await call(server, 'POST', `/api/scenarios/${scenario.scenario_id}/versions/9/restore`, { token: alice.token, body: { version: 3 } })).status).toBe(404);
    expect((await call(server, 'POST', `/api/scenarios/${scenario.scenario_id}/versions/1/restore`, { token: alice.token, body: { version: 3, extra: 1 } })).status).toBe(400);
  });

  it('lets restore and name whoever may change the scenario (403 for another user, 409 for restoring a built-in); an admin names a built-in\'s version', async () => {
    const scenario = await create(alice.token, 'Guarded', { logo_churn_rate: 4 });
    for (const [method, url, body] of [
      ['POST', `/api/scenarios/${scenario.scenario_id}/versions/1/restore`, { version: 1 }],
      ['PUT', `/api/scenarios/${scenario.scenario_id}/versions/1`, { name: 'Mine now' }],
    ] as const) {
      expect((await call(server, method, url, { token: bob.token, body })).status).toBe(403);
    }
    const restoreBuiltIn = await call(server, 'POST', '/api/scenarios/baseline/versions/1/restore', { token: admin, body: { version: 1 } });
    expect(restoreBuiltIn.status).toBe(409);
    expect(restoreBuiltIn.body.error.code).toBe('built_in');
    const namedByUser = await call(server, 'PUT', '/api/scenarios/baseline/versions/1', { token: alice.token, body: { name: 'Base' } });
    expect(namedByUser.status).toBe(409);
    expect(namedByUser.body.error.code).toBe('built_in');
    const named = await call(server, 'PUT', '/api/scenarios/baseline/versions/1', { token: admin, body: { name: 'Budget 2026' } });
    expect(named.status).toBe(200);
    expect(named.body.name).toBe('Budget 2026');
    // An admin may change any user-created scenario, so they may restore and name its versions.
    expect((await call(server, 'PUT', `/api/scenarios/${scenario.scenario_id}/versions/1`, { token: admin, body: { name: 'Admin named it' } })).status).toBe(200);
  });
});

describe('naming a version', () => {
  it('names and unnames a version under the text rules, and logs it', async () => {
    const scenario = await create(alice.token, 'Named', { logo_churn_rate: 4 });
    const url = `/api/scenarios/${scenario.scenario_id}/versions/1`;
    const named = await call(server, 'PUT', url, { token: alice.token, body: { name: '  Board plan Q4 2026 ' } });
    expect(named.status).toBe(200);
    expect(named.body).toMatchObject({ version: 1, name: 'Board plan Q4 2026', saved_by: 'alice' });
    expect((await versions(bob.token, scenario.scenario_id)).versions[0].name).toBe('Board plan Q4 2026');
    for (const name of ['\u200B', 'Plan\u202Efdp', 'x'.repeat(121)]) {
      const refused = await call(server, 'PUT', url, { token: alice.token, body: { name } });
      expect(refused.status).toBe(400);
      expect(refused.body.error.field).toBe('name');
    }
    expect((await call(server, 'PUT', url, { token: alice.token, body: {} })).status).toBe(400);
    expect((await call(server, 'PUT', `/api/scenarios/${scenario.scenario_id}/versions/2`, { token: alice.token, body: { name: 'Nope' } })).status).toBe(404);
    expect((await call(server, 'PUT', url, { token: alice.token, body: { name: null } })).body.name).toBeNull();
    expect((await call(server, 'PUT', url, { token: alice.token, body: { name: ' ' } })).body.name).toBeNull();
    const details = (await auditFor(`scenario:${scenario.scenario_id}`)).map((row) => row.details);
    expect(details).toEqual(expect.arrayContaining(['named version 1 "Board plan Q4 2026"', 'cleared the name of version 1']));
  });
});

describe('the plan of record', () => {
  it('is locked by an admin from a named version only, once per year, and stays frozen whatever happens to the scenario', async () => {
    let scenario = await create(alice.token, 'Board scenario', { medical_client_growth_rate: 22 }, { medical_client_growth_rate: { low: 15, high: 25, distribution: 'normal' } });
    const lock = (token: string, body: Record<string, unknown>) => call(server, 'POST', '/api/plans', { token, body });

    const byUser = await lock(alice.token, { year: 2026, scenario_id: scenario.scenario_id, version: 1 });
    expect(byUser.status).toBe(403);
    const unnamed = await lock(admin, { year: 2026, scenario_id: scenario.scenario_id, version: 1 });
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.error).toMatchObject({ code: 'unnamed_version', field: 'version' });
    expect(unnamed.body.error.message).toMatch(/name it first/);
    expect((await lock(admin, { year: 2026, scenario_id: scenario.scenario_id, version: 7 })).body.error.field).toBe('version');
    expect((await lock(admin, { year: 2025, scenario_id: scenario.scenario_id, version: 1 })).body.error.field).toBe('year');
    expect((await lock(admin, { year: 2031, scenario_id: scenario.scenario_id, version: 1 })).status).toBe(400);
    expect((await lock(admin, { year: 2026, scenario_id: `sim-${alice.id}`, version: 1 })).status).toBe(404);
    expect((await lock(admin, { year: 2026, scenario_id: 'nope', version: 1 })).status).toBe(404);

    expect((await call(server, 'PUT', `/api/scenarios/${scenario.scenario_id}/versions/1`, { token: alice.token, body: { name: 'Board plan Q4 2026' } })).status).toBe(200);
    const locked = await lock(admin, { year: 2026, scenario_id: scenario.scenario_id, version: 1 });
    expect(locked.status, JSON.stringify(locked.body)).toBe(201);
    const plan = {
      year: 2026, scenario_id: scenario.scenario_id, scenario_name: 'Board scenario', version: 1, version_name: 'Board plan Q4 2026',
      key_drivers: { medical_client_growth_rate: 22 }, driver_ranges: { medical_client_growth_rate: { low: 15, high: 25, distribution: 'normal' } },
      headcount_saved: false, locked_by: 'admin', locked_at: expect.any(String), approval_note: '', model_version: 1,
    };
    expect(locked.body).toEqual(plan);
    expect((await versions(bob.token, scenario.scenario_id)).versions[0].plan_years).toEqual([2026]);
    expect((await auditFor('plan:2026')).map((row) => [row.action, row.details])).toContainEqual(['create', 'locked "Board plan Q4 2026" (Board scenario, version 1)']);

    const again = await lock(admin, { year: 2026, scenario_id: scenario.scenario_id, version: 1 });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('plan_exists');
    expect(again.body.plan).toEqual(locked.body);
    // The same version may be the plan of another year.
    expect((await lock(admin, { year: 2027, scenario_id: scenario.scenario_id, version: 1 })).status).toBe(201);
    expect((await versions(bob.token, scenario.scenario_id)).versions[0].plan_years).toEqual([2026, 2027]);

    const listed = await call(server, 'GET', '/api/plans', { token: bob.token });
    expect(listed.status).toBe(200);
    const plan2026 = listed.body.plans.find((p: { year: number }) => p.year === 2026);
    expect(plan2026).toEqual(locked.body);

    // Saves, a restore, renaming the scenario and the version, then deleting it: the plan stays as it was.
    scenario = await save(alice.token, scenario, { key_drivers: { medical_client_growth_rate: 40 }, driver_ranges: {}, scenario_name: 'Board scenario renamed' });
    expect((await call(server, 'PUT', `/api/scenarios/${scenario.scenario_id}/versions/1`, { token: alice.token, body: { name: 'Something else' } })).status).toBe(200);
    expect((await call(server, 'POST', `/api/scenarios/${scenario.scenario_id}/versions/1/restore`, { token: alice.token, body: { version: 2 } })).status).toBe(200);
    const afterChanges = (await call(server, 'GET', '/api/plans', { token: bob.token })).body.plans.find((p: { year: number }) => p.year === 2026);
    expect(afterChanges).toEqual(locked.body);
    expect((await call(server, 'DELETE', `/api/scenarios/${scenario.scenario_id}`, { token: alice.token })).status).toBe(200);
    const afterDelete = (await call(server, 'GET', '/api/plans', { token: bob.token })).body.plans;
    expect(afterDelete.find((p: { year: number }) => p.year === 2026)).toEqual(locked.body);
    expect(afterDelete.map((p: { year: number }) => p.year)).toEqual([2026, 2027]);

    // What the variance analysis reads.
    const stored = await server.services.plans.get(2026);
    expect(stored).toMatchObject({ key_drivers: plan.key_drivers, driver_ranges: plan.driver_ranges, version_name: 'Board plan Q4 2026' });
    expect(await server.services.plans.get(2028)).toBeUndefined();
  });

  it('keeps who approved a plan and why: the approval note of a lock (text rules, 400 naming the field), on the plan, in Budget vs Actual and in the activity log', async () => {
    const scenario = await create(alice.token, 'Approved scenario', { medical_client_growth_rate: 18 });
    const body = { year: 2029, scenario_id: scenario.scenario_id, version: 1, version_name: 'Budget 2029' };
    for (const approval_note of ['x'.repeat(501), 'Approved\u202eby the board', 42]) {
      const refused = await call(server, 'POST', '/api/plans', { token: admin, body: { ...body, approval_note } });
      expect(refused.status, JSON.stringify(approval_note)).toBe(400);
      expect(refused.body.error.field).toBe('approval_note');
    }
    expect((await call(server, 'GET', '/api/plans', { token: admin })).body.plans.map((p: { year: number }) => p.year)).not.toContain(2029);

    const locked = await call(server, 'POST', '/api/plans', { token: admin, body: { ...body, approval_note: '  Board meeting of 12 November: the 2029 budget.  ' } });
    expect(locked.status, JSON.stringify(locked.body)).toBe(201);
    expect(locked.body).toMatchObject({ locked_by: 'admin', approval_note: 'Board meeting of 12 November: the 2029 budget.' });
    expect((await call(server, 'GET', '/api/plans', { token: bob.token })).body.plans.find((p: { year: number }) => p.year === 2029))
      .toMatchObject({ approval_note: 'Board meeting of 12 November: the 2029 budget.' });
    const variance = await call(server, 'GET', `/api/variance?year=2029&scenario=${scenario.scenario_id}`, { token: alice.token });
    expect(variance.status, JSON.stringify(variance.body)).toBe(200);
    expect(variance.body.plan).toMatchObject({ version_name: 'Budget 2029', locked_by: 'admin', locked_at: locked.body.locked_at, approval_note: 'Board meeting of 12 November: the 2029 budget.' });
    expect((await auditFor('plan:2029')).map((row) => row.details))
      .toContain('locked "Budget 2029" (Approved scenario, version 1). Approval note: Board meeting of 12 November: the 2029 budget.');

    // A replacement's reason is why the new plan is approved; the replaced plan keeps its own note.
    const replaced = await call(server, 'PUT', '/api/plans/2029', { token: admin, body: { scenario_id: scenario.scenario_id, version: 1, reason: 'Re-approved after the Q4 review' } });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect(replaced.body.approval_note).toBe('Re-approved after the Q4 review');
    const superseded = (await call(server, 'GET', '/api/plans', { token: admin })).body.superseded.find((p: { year: number }) => p.year === 2029);
    expect(superseded).toMatchObject({ approval_note: 'Board meeting of 12 November: the 2029 budget.', reason: 'Re-approved after the Q4 review' });
  });
});

describe('migration 8', () => {
  it('keeps every existing scenario\'s current version as its first version', async () => {
    const dataDir = tempDataDir();
    let first = await startServer(dataDir);
    let id = '';
    try {
      const token = await loginAs(first, TEST_ADMIN.username, TEST_ADMIN.password);
      const created = await call(first, 'POST', '/api/scenarios', { token, body: { scenario_name: 'Old', description: 'd', key_drivers: { logo_churn_rate: 4, sales_team_size: 6 } } });
      id = created.body.scenario_id;
      expect((await call(first, 'PUT', `/api/scenarios/${id}`, { token, body: { version: 1, key_drivers: { logo_churn_rate: 5, sales_team_size: 6 } } })).status).toBe(200);
      // Back to the schema before migration 8, as a database of an earlier release has it (the
      // later migrations that change these tables run again after it).
      await sqlRows(first, 'DROP TABLE plans');
      await sqlRows(first, 'DROP TABLE superseded_plans');
      await sqlRows(first, 'DROP TABLE scenario_versions');
      await sqlRows(first, 'ALTER TABLE scenarios DROP COLUMN headcount');
      await sqlRows(first, 'DELETE FROM schema_migrations WHERE version IN (8, 14, 17, 18, 19, 22)');
    } finally {
      await first.stop();
    }
    first = await startServer(dataDir);
    try {
      const token = await loginAs(first, TEST_ADMIN.username, TEST_ADMIN.password);
      const list = await call(first, 'GET', `/api/scenarios/${id}/versions`, { token });
      expect(list.body.versions).toEqual([{
        version: 2, saved_at: expect.any(String), saved_by: null, comment: null, name: null, plan_years: [], ranges_changed: [], model_version: 1,
        changes: [{ driver: 'logo_churn_rate', old: null, new: 5, old_value: 3.2, new_value: 5 }, { driver: 'sales_team_size', old: null, new: 6, old_value: 7, new_value: 6 }],
      }]);
      const opened = await call(first, 'GET', `/api/scenarios/${id}/versions/2`, { token });
      expect(opened.body.forecast_years).toEqual((await call(first, 'GET', `/api/scenarios/forecast/${id}`, { token })).body.forecast_years);
      const builtIns = await call(first, 'GET', '/api/scenarios/low_case/versions', { token });
      expect(builtIns.body.versions).toHaveLength(1);
      expect(builtIns.body.versions[0].changes.length).toBeGreaterThan(0);
    } finally {
      await first.stop();
    }
  });
});
