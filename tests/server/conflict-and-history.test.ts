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
