import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, startServer, TEST_ADMIN, type RunningServer } from './harness.ts';
import { signedInUser, type SignedIn } from './scenario-fixtures.ts';
import { baselineDriverValues } from '../../engine/model/drivers.ts';

/**
 * Issue 26: a save conflict told as it is (the 409 carries the versions saved meanwhile, who saved
 * them, when and what they changed), History changes with the values in effect (never "default"),
 * and save comments. Runs on SQLite and on PostgreSQL (project server-postgres).
 */
let server: RunningServer;
let admin: string;
let alice: SignedIn;

beforeAll(async () => {
  server = await startServer();
  admin = await loginAs(server, TEST_ADMIN.username, TEST_ADMIN.password);
  alice = await signedInUser(server, admin, 'alice');
});
afterAll(async () => {
  await server?.stop();
});

interface Scenario { scenario_id: string; scenario_name: string; version: number; key_drivers: Record<string, number> }

async function create(token: string, name: string, keyDrivers: Record<string, number>): Promise<Scenario> {
  const response = await call(server, 'POST', '/api/scenarios', { token, body: { scenario_name: name, description: `About ${name}`, key_drivers: keyDrivers } });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

async function save(token: string, scenario: Scenario, changes: Record<string, unknown>): Promise<Scenario> {
  const response = await call(server, 'PUT', `/api/scenarios/${scenario.scenario_id}`, { token, body: { version: scenario.version, ...changes } });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

const catalog = baselineDriverValues();

describe('a save conflict told as it is', () => {
  it('answers a stale save with the versions saved since: who saved each, when, and every driver it changed old → new', async () => {
    const read = await create(alice.token, 'Two editors', { sales_team_size: 7 });
    const first = await save(admin, read, { key_drivers: { sales_team_size: 9 }, comment: 'Hiring approved' });
    await save(admin, first, { key_drivers: { sales_team_size: 9, medical_client_growth_rate: 20 } });
    const stale = await call(server, 'PUT', `/api/scenarios/${read.scenario_id}`, {
      token: alice.token, body: { version: read.version, key_drivers: { sales_team_size: 7, logo_churn_rate: 5.2 } },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('version_conflict');
    expect(stale.body.current).toMatchObject({ version: 3, key_drivers: { sales_team_size: 9, medical_client_growth_rate: 20 } });
    expect(stale.body.since).toMatchObject([
      { version: 2, saved_by: 'admin', comment: 'Hiring approved', changes: [{ driver: 'sales_team_size', old: 7, new: 9, old_value: 7, new_value: 9 }] },
      {
        version: 3, saved_by: 'admin',
        changes: [{ driver: 'medical_client_growth_rate', old: null, new: 20, old_value: catalog.medical_client_growth_rate, new_value: 20 }],
      },
    ]);
    expect(Number.isNaN(Date.parse(stale.body.since[0].saved_at))).toBe(false);
  });

  it('answers a stale restore the same way', async () => {
    const read = await create(alice.token, 'Restore race', { sales_team_size: 7 });
    await save(admin, read, { key_drivers: { sales_team_size: 8 } });
    const stale = await call(server, 'POST', `/api/scenarios/${read.scenario_id}/versions/1/restore`, { token: alice.token, body: { version: 1 } });
    expect(stale.status).toBe(409);
    expect(stale.body.since).toMatchObject([{ version: 2, saved_by: 'admin', changes: [{ driver: 'sales_team_size', old_value: 7, new_value: 8 }] }]);
  });
});

describe('History: changes with the values in effect', () => {
  it('shows the catalog\'s value as the old value of a driver the scenario did not set, and as the new value of one it no longer sets', async () => {
    let scenario = await create(alice.token, 'Effective values', { sales_team_size: 7 });
    scenario = await save(alice.token, scenario, { key_drivers: { sales_team_size: 7, logo_churn_rate: 5.2 } });
    scenario = await save(alice.token, scenario, { key_drivers: { logo_churn_rate: 5.2 } });
    const list = await call(server, 'GET', `/api/scenarios/${scenario.scenario_id}/versions`, { token: alice.token });
    const [third, second] = list.body.versions;
    expect(second.changes).toEqual([{ driver: 'logo_churn_rate', old: null, new: 5.2, old_value: catalog.logo_churn_rate, new_value: 5.2 }]);
    expect(third.changes).toEqual([{ driver: 'sales_team_size', old: 7, new: null, old_value: 7, new_value: catalog.sales_team_size }]);
  });
});

describe('the plan of record: locked in one step, replaced with a reason', () => {
  async function planAudit() {
    const response = await call(server, 'GET', `/api/admin/activity?q=${encodeURIComponent('plan:2028')}&page_size=50`, { token: admin });
    expect(response.status).toBe(200);
    return response.body.items as { action: string; user: string; details: string }[];
  }

  it('locks an unnamed version by naming it in the same request; a refused lock names nothing', async () => {
    const scenario = await create(alice.token, 'One-step plan', { sales_team_size: 8 });
    const locked = await call(server, 'POST', '/api/plans', { token: admin, body: { year: 2028, scenario_id: scenario.scenario_id, version: 1, version_name: 'Budget 2028' } });
    expect(locked.status, JSON.stringify(locked.body)).toBe(201);
    expect(locked.body).toMatchObject({ year: 2028, version_name: 'Budget 2028', key_drivers: { sales_team_size: 8 } });
    const version = await call(server, 'GET', `/api/scenarios/${scenario.scenario_id}/versions/1`, { token: alice.token });
    expect(version.body.name).toBe('Budget 2028');

    const other = await create(alice.token, 'Latecomer', { sales_team_size: 9 });
    const refused = await call(server, 'POST', '/api/plans', { token: admin, body: { year: 2028, scenario_id: other.scenario_id, version: 1, version_name: 'Too late' } });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toContain('replace it with a reason');
    expect((await call(server, 'GET', `/api/scenarios/${other.scenario_id}/versions/1`, { token: alice.token })).body.name).toBeNull();
  });

  it('lets an admin replace a plan with a reason: the new plan is the year\'s, the old one is listed as superseded, and the log says who and why', async () => {
    const next = await create(alice.token, 'Re-forecast', { sales_team_size: 10 });
    const body = { scenario_id: next.scenario_id, version: 1, version_name: 'Re-forecast Q3', reason: 'Board approved the Q3 re-forecast' };
    expect((await call(server, 'PUT', '/api/plans/2028', { token: alice.token, body })).status).toBe(403);
    for (const bad of [{ ...body, reason: '' }, { ...body, reason: '   ' }, { scenario_id: next.scenario_id, version: 1 }]) {
      const refused = await call(server, 'PUT', '/api/plans/2028', { token: admin, body: bad });
      expect(refused.status).toBe(400);
      expect(refused.body.error.field).toBe('reason');
    }
    expect((await call(server, 'PUT', '/api/plans/2029', { token: admin, body })).status).toBe(404);
    expect((await call(server, 'PUT', '/api/plans/2031', { token: admin, body })).status).toBe(400);

    const replaced = await call(server, 'PUT', '/api/plans/2028', { token: admin, body });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect(replaced.body).toMatchObject({ year: 2028, scenario_name: 'Re-forecast', version_name: 'Re-forecast Q3', key_drivers: { sales_team_size: 10 }, locked_by: 'admin' });

    const listed = await call(server, 'GET', '/api/plans', { token: alice.token });
    expect(listed.status).toBe(200);
    expect(listed.body.plans.find((plan: { year: number }) => plan.year === 2028)).toMatchObject({ version_name: 'Re-forecast Q3' });
    expect(listed.body.superseded).toEqual([expect.objectContaining({
      year: 2028, scenario_name: 'One-step plan', version_name: 'Budget 2028', key_drivers: { sales_team_size: 8 },
      superseded_by: 'admin', reason: 'Board approved the Q3 re-forecast', superseded_at: expect.any(String),
    })]);
    // The variance reads the new plan.
    const variance = await call(server, 'GET', '/api/variance?year=2028&period=ytd', { token: alice.token });
    expect(variance.status).toBe(200);
    expect(variance.body.plan_label).toContain('Re-forecast Q3');
    expect((await planAudit()).map((row) => [row.action, row.user, row.details])).toContainEqual([
      'update', 'admin', 'replaced "Budget 2028" (One-step plan, version 1) with "Re-forecast Q3" (Re-forecast, version 1). Reason: Board approved the Q3 re-forecast',
    ]);
  });
});

describe('the activity log in words', () => {
  async function activityOf(resource: string) {
    const response = await call(server, 'GET', `/api/admin/activity?q=${encodeURIComponent(resource)}&page_size=50`, { token: admin });
    expect(response.status).toBe(200);
    return response.body.items as { action: string; user: string; resource: string; resource_name: string | null; details: string }[];
  }

  it('logs a save with the drivers it changed old → new and its comment, and names the scenario instead of its id', async () => {
    const scenario = await create(alice.token, 'Churn watch', { sales_team_size: 7 });
    await save(alice.token, scenario, { key_drivers: { sales_team_size: 9, logo_churn_rate: 5.2 }, comment: 'Board asked for a churn stress case' });
    const rows = await activityOf(`scenario:${scenario.scenario_id}`);
    const update = rows.find((row) => row.action === 'update');
    expect(update).toMatchObject({
      user: 'alice', resource: `scenario:${scenario.scenario_id}`, resource_name: 'Churn watch',
      details: 'Sales Team Size 7 reps → 9 reps, Logo Churn Rate 3.2%/year → 5.2%/year (version 2). Comment: Board asked for a churn stress case',
    });
    await save(alice.token, { ...scenario, version: 2 }, { scenario_name: 'Churn watch 2' });
    const renamed = await activityOf(`scenario:${scenario.scenario_id}`);
    expect(renamed[0]).toMatchObject({ details: 'renamed "Churn watch" → "Churn watch 2" (version 3)', resource_name: 'Churn watch 2' });
  });

  it('names a Simulation (Editable) with its owner, a plan by its year, and logs a restore with what it changed', async () => {
    const simulation = `sim-${alice.id}`;
    const current = (await call(server, 'GET', `/api/scenarios/${simulation}`, { token: alice.token })).body as Scenario;
    await save(alice.token, current, { key_drivers: { ...current.key_drivers, sales_team_size: 11 } });
    const restored = await call(server, 'POST', `/api/scenarios/${simulation}/versions/${current.version}/restore`, { token: alice.token, body: { version: current.version + 1, comment: 'Too many reps' } });
    expect(restored.status).toBe(200);
    const rows = await activityOf(`scenario:${simulation}`);
    expect(rows[0]).toMatchObject({ resource_name: 'Simulation (Editable) of alice', details: `restored version ${current.version}: Sales Team Size 11 reps → ${current.key_drivers.sales_team_size ?? catalog.sales_team_size} reps (version ${current.version + 2}). Comment: Too many reps` });
    expect((await activityOf('plan:2028'))[0]?.resource_name).toBe('Plan of record 2028');
  });
});
