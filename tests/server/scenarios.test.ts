import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, startServer, TEST_ADMIN, type RunningServer } from './harness.ts';
import { newScenario, signedInUser, type SignedIn } from './scenario-fixtures.ts';
import { builtInScenario } from '../../engine/scenarios.ts';

let server: RunningServer;
let admin: string;
let alice: SignedIn;
let bob: SignedIn;

beforeAll(async () => {
  server = await startServer();
  admin = await loginAs(server, TEST_ADMIN.username, TEST_ADMIN.password);
  alice = await signedInUser(server, admin, 'alice');
  bob = await signedInUser(server, admin, 'bob');
});
afterAll(async () => {
  await server?.stop();
});

async function create(user: { token: string }, suffix: string, keyDrivers?: Record<string, number>) {
  const response = await call(server, 'POST', '/api/scenarios', { token: user.token, body: newScenario(suffix, keyDrivers) });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

async function scenarioIds(token: string): Promise<string[]> {
  const list = await call(server, 'GET', '/api/scenarios', { token });
  expect(list.status).toBe(200);
  return list.body.scenarios.map((s: { scenario_id: string }) => s.scenario_id);
}

async function auditFor(resource: string) {
  const response = await call(server, 'GET', `/api/admin/activity?q=${encodeURIComponent(resource)}&page_size=200`, { token: admin });
  expect(response.status).toBe(200);
  return response.body.items as { action: string; resource: string; details: string; user: string }[];
}

describe('listing and the working scenario', () => {
  it('lists the three built-ins and the caller\'s own Simulation (Editable), created from Baseline, with Baseline active', async () => {
    const list = await call(server, 'GET', '/api/scenarios', { token: alice.token });
    expect(list.status).toBe(200);
    const byId = new Map(list.body.scenarios.map((s: { scenario_id: string }) => [s.scenario_id, s]));
    for (const id of ['baseline', 'low_case', 'high_case']) {
      expect(byId.get(id)).toMatchObject({ scenario_type: 'built-in', created_by: null, version: expect.any(Number) });
    }
    expect(byId.get('low_case')).toMatchObject({ scenario_name: 'Low Case', key_drivers: builtInScenario('low_case')?.key_drivers });
    expect(byId.get(`sim-${alice.id}`)).toMatchObject({
      scenario_name: 'Simulation (Editable)', scenario_type: 'user', created_by: 'alice', version: 1, is_active: false,
      key_drivers: builtInScenario('baseline')?.key_drivers,
    });
    expect(list.body.scenarios.filter((s: { is_active: boolean }) => s.is_active).map((s: { scenario_id: string }) => s.scenario_id)).toEqual(['baseline']);
    expect((await call(server, 'GET', '/api/scenarios/active', { token: alice.token })).body).toMatchObject({ scenario_id: 'baseline', is_active: true });
  });

  it('shows a working scenario only to its owner: 404 for everyone else, admins included, on every route', async () => {
    await scenarioIds(alice.token);
    const aliceSim = `sim-${alice.id}`;
    expect(await scenarioIds(bob.token)).not.toContain(aliceSim);
    expect(await scenarioIds(admin)).not.toContain(aliceSim);
    for (const token of [bob.token, admin]) {
      for (const [method, url, body] of [
        ['GET', `/api/scenarios/${aliceSim}`], ['GET', `/api/scenarios/forecast/${aliceSim}`], ['POST', `/api/scenarios/${aliceSim}/activate`],
        ['PUT', `/api/scenarios/${aliceSim}`, { version: 1, scenario_name: 'taken over' }], ['DELETE', `/api/scenarios/${aliceSim}`],
        ['GET', `/api/scenarios/compare/baseline/${aliceSim}`], ['GET', `/api/kpis/dashboard?scenario=${aliceSim}`],
      ] as const) {
        const response = await call(server, method, url, { token, body });
        expect({ method, url, status: response.status }).toEqual({ method, url, status: 404 });
      }
    }
    expect((await call(server, 'GET', `/api/scenarios/${aliceSim}`, { token: alice.token })).body.scenario_name).toBe('Simulation (Editable)');
  });

  it('lets the owner edit the working scenario but not delete it', async () => {
    const simId = `sim-${bob.id}`;
    const before = (await call(server, 'GET', `/api/scenarios/${simId}`, { token: bob.token })).body;
    const updated = await call(server, 'PUT', `/api/scenarios/${simId}`, {
      token: bob.token, body: { version: before.version, key_drivers: { ...before.key_drivers, sales_team_size: 9 } },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ version: before.version + 1, scenario_type: 'user' });
    expect(updated.body.key_drivers.sales_team_size).toBe(9);
    const deleted = await call(server, 'DELETE', `/api/scenarios/${simId}`, { token: bob.token });
    expect(deleted.status).toBe(409);
    expect(deleted.body.error.code).toBe('working_scenario');
    expect(await scenarioIds(bob.token)).toContain(simId);
  });
});

describe('creating', () => {
  it('stores a trimmed scenario as user-created by the caller, visible to every user, and audits it', async () => {
    const response = await call(server, 'POST', '/api/scenarios', {
      token: alice.token, body: { scenario_name: '  Aggressive sales  ', description: '\tMore reps\n', key_drivers: { sales_team_size: 12 } },
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      scenario_name: 'Aggressive sales', description: 'More reps', scenario_type: 'user-created', created_by: 'alice',
      version: 1, is_active: false, key_drivers: { sales_team_size: 12 },
    });
    expect(await scenarioIds(bob.token)).toContain(response.body.scenario_id);
    const entries = await auditFor(`scenario:${response.body.scenario_id}`);
    expect(entries).toEqual([expect.objectContaining({ action: 'create', user: 'alice', details: 'Aggressive sales' })]);
  });

  const long = (n: number) => 'x'.repeat(n);
  const valid = newScenario('bad-input');
  it.each([
    ['no scenario_name', { description: 'd', key_drivers: {} }, 400, 'scenario_name'],
    ['a blank scenario_name', { ...valid, scenario_name: '   ' }, 400, 'scenario_name'],
    ['no description', { scenario_name: 'n', key_drivers: {} }, 400, 'description'],
    ['a blank description', { ...valid, description: ' \n ' }, 400, 'description'],
    ['a name of 121 characters', { ...valid, scenario_name: long(121) }, 400, 'scenario_name'],
    ['a description of 1001 characters', { ...valid, description: long(1001) }, 400, 'description'],
    ['a huge name', { ...valid, scenario_name: long(200_000) }, 400, 'scenario_name'],
    ['a name with a line break', { ...valid, scenario_name: 'two\nlines' }, 400, 'scenario_name'],
    ['a number as name', { ...valid, scenario_name: 42 }, 400, 'scenario_name'],
    ['no key_drivers', { scenario_name: 'n', description: 'd' }, 400, 'key_drivers'],
    ['key_drivers as a list', { ...valid, key_drivers: [1, 2] }, 400, 'key_drivers'],
    ['a driver value as text', { ...valid, key_drivers: { sales_team_size: '9' } }, 400, 'key_drivers.sales_team_size'],
    ['an unknown driver', { ...valid, key_drivers: { warp_speed: 9 } }, 400, 'warp_speed'],
    ['a driver below its minimum', { ...valid, key_drivers: { sales_team_size: 0 } }, 400, 'sales_team_size'],
    ['a driver above its maximum', { ...valid, key_drivers: { logo_churn_rate: 41 } }, 400, 'logo_churn_rate'],
    ['an extra field', { ...valid, scenario_type: 'built-in' }, 400, 'body'],
    ['a list as body', [valid], 400, 'body'],
  ])('refuses %s with a 400 naming the field, and stores nothing', async (_label, body, status, field) => {
    const before = await scenarioIds(alice.token);
    const response = await call(server, 'POST', '/api/scenarios', { token: alice.token, body });
    expect(response.status).toBe(status);
    expect(response.body.error.field).toBe(field);
    expect(response.body.detail).toBe(response.body.error.message);
    expect(await scenarioIds(alice.token)).toEqual(before);
  });

  it('refuses malformed JSON with 400 and a body over 1 MB with 413, storing nothing', async () => {
    const before = await scenarioIds(alice.token);
    const garbage = await call(server, 'POST', '/api/scenarios', { token: alice.token, rawBody: '{"scenario_name": "x",' });
    expect(garbage.status).toBe(400);
    const huge = await call(server, 'POST', '/api/scenarios', { token: alice.token, body: { ...valid, description: long(1_100_000) } });
    expect(huge.status).toBe(413);
    expect(huge.body.error.code).toBe('payload_too_large');
    expect(await scenarioIds(alice.token)).toEqual(before);
  });
});

describe('updating', () => {
  it('applies the changes, replaces key_drivers, increments the version and audits what changed', async () => {
    const created = await create(alice, 'update', { logo_churn_rate: 4, sales_team_size: 8 });
    const response = await call(server, 'PUT', `/api/scenarios/${created.scenario_id}`, {
      token: alice.token, body: { version: 1, scenario_name: 'Renamed', key_drivers: { logo_churn_rate: 6 } },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ scenario_name: 'Renamed', description: created.description, version: 2, key_drivers: { logo_churn_rate: 6 } });
    expect(response.body.key_drivers.sales_team_size).toBeUndefined();
    const entries = await auditFor(`scenario:${created.scenario_id}`);
    expect(entries.map((e) => e.action)).toEqual(['update', 'create']);
    expect(entries[0]?.details).toBe('renamed "Plan update" → "Renamed", Logo Churn Rate 4.0%/year → 6.0%/year, Sales Team Size 8 reps → 7 reps (version 2)');
  });

  it('answers a stale version with 409 version_conflict carrying the current scenario, and keeps the stored one', async () => {
    const created = await create(alice, 'stale');
    expect((await call(server, 'PUT', `/api/scenarios/${created.scenario_id}`, { token: alice.token, body: { version: 1, description: 'first' } })).status).toBe(200);
    const stale = await call(server, 'PUT', `/api/scenarios/${created.scenario_id}`, { token: alice.token, body: { version: 1, description: 'second' } });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({ code: 'version_conflict', field: 'version' });
    expect(stale.body.current).toMatchObject({ scenario_id: created.scenario_id, version: 2, description: 'first' });
    expect((await call(server, 'GET', `/api/scenarios/${created.scenario_id}`, { token: alice.token })).body.description).toBe('first');
  });

  it.each([
    ['no version', { scenario_name: 'x' }, 'version'],
    ['a version as text', { version: '1', scenario_name: 'x' }, 'version'],
    ['a fractional version', { version: 1.5, scenario_name: 'x' }, 'version'],
    ['nothing to change', { version: 1 }, 'body'],
    ['a blank name', { version: 1, scenario_name: ' ' }, 'scenario_name'],
    ['an unknown driver', { version: 1, key_drivers: { nope: 1 } }, 'nope'],
    ['an out-of-bounds driver', { version: 1, key_drivers: { qrago_revenue_share: 101 } }, 'qrago_revenue_share'],
    ['an unknown field', { version: 1, owner_id: 3 }, 'body'],
  ])('refuses %s with 400 naming %s and changes nothing', async (label, body, field) => {
    const created = await create(alice, `bad-update ${label}`);
    const response = await call(server, 'PUT', `/api/scenarios/${created.scenario_id}`, { token: alice.token, body });
    expect(response.status).toBe(400);
    expect(response.body.error.field).toBe(field);
    const stored = (await call(server, 'GET', `/api/scenarios/${created.scenario_id}`, { token: alice.token })).body;
    expect(stored).toMatchObject({ version: 1, scenario_name: created.scenario_name, key_drivers: created.key_drivers });
  });

  it('lets two clients race from the same version: exactly one wins, the other gets 409, and the winner is stored', async () => {
    for (let round = 0; round < 5; round += 1) {
      const created = await create(alice, `race-${round}`);
      const [first, second] = await Promise.all([
        call(server, 'PUT', `/api/scenarios/${created.scenario_id}`, { token: alice.token, body: { version: 1, description: 'from alice' } }),
        call(server, 'PUT', `/api/scenarios/${created.scenario_id}`, { token: admin, body: { version: 1, description: 'from admin' } }),
      ]);
      expect([first.status, second.status].sort()).toEqual([200, 409]);
      const winner = first.status === 200 ? first : second;
      const loser = first.status === 200 ? second : first;
      expect(loser.body.current).toMatchObject({ version: 2, description: winner.body.description });
      const stored = (await call(server, 'GET', `/api/scenarios/${created.scenario_id}`, { token: bob.token })).body;
      expect(stored).toMatchObject({ version: 2, description: winner.body.description });
    }
  });
});

describe('unique names', () => {
  async function named(user: { token: string }, name: string) {
    return call(server, 'POST', '/api/scenarios', { token: user.token, body: { ...newScenario('unique'), scenario_name: name } });
  }

  function expectNameTaken(response: { status: number; body: { error: { code: string; message: string; field?: string }; detail: string } }, shownName: string) {
    expect(response.status).toBe(409);
    expect(response.body.error).toEqual({ code: 'name_taken', message: `A scenario named "${shownName}" already exists`, field: 'scenario_name' });
    expect(response.body.detail).toBe(response.body.error.message);
  }

  it('refuses a second scenario under a name the caller sees, whoever made the first, ignoring case and surrounding spaces', async () => {
    expect((await named(alice, 'Audit Push')).status).toBe(201);
    const before = await scenarioIds(alice.token);
    expectNameTaken(await named(alice, 'Audit Push'), 'Audit Push');
    expectNameTaken(await named(alice, '  audit PUSH '), 'Audit Push');
    expectNameTaken(await named(bob, 'AUDIT PUSH'), 'Audit Push');
    expect(await scenarioIds(alice.token)).toEqual(before);
    const names = (await call(server, 'GET', '/api/scenarios', { token: bob.token })).body.scenarios.map((s: { scenario_name: string }) => s.scenario_name.toLowerCase());
    expect(names.filter((name: string) => name === 'audit push')).toHaveLength(1);
  });

  it('counts the built-ins and the caller\'s own Simulation (Editable), even before the caller first listed the scenarios', async () => {
    expectNameTaken(await named(alice, 'baseline'), 'Baseline');
    expectNameTaken(await named(alice, 'Low Case '), 'Low Case');
    const newcomer = await signedInUser(server, admin, 'nina');
    expectNameTaken(await named(newcomer, 'simulation (editable)'), 'Simulation (Editable)');
  });

  it('does not count other users\' private working scenarios: their names do not leak', async () => {
    const sim = (await call(server, 'GET', `/api/scenarios/sim-${bob.id}`, { token: bob.token })).body;
    const renamed = await call(server, 'PUT', `/api/scenarios/sim-${bob.id}`, { token: bob.token, body: { version: sim.version, scenario_name: 'Bob private what-if' } });
    expect(renamed.status).toBe(200);
    expect((await named(alice, 'Bob private what-if')).status).toBe(201);
    expectNameTaken(await named(bob, 'bob private WHAT-IF'), 'Bob private what-if');
  });

  it('refuses a rename to a taken name with 409 and keeps the stored scenario; a change of case of its own name is fine', async () => {
    const first = (await named(alice, 'Renaming source')).body;
    expect((await named(alice, 'Renaming target')).status).toBe(201);
    const refused = await call(server, 'PUT', `/api/scenarios/${first.scenario_id}`, { token: alice.token, body: { version: 1, scenario_name: ' renaming TARGET' } });
    expectNameTaken(refused, 'Renaming target');
    expect((await call(server, 'GET', `/api/scenarios/${first.scenario_id}`, { token: alice.token })).body).toMatchObject({ scenario_name: 'Renaming source', version: 1 });
    const recased = await call(server, 'PUT', `/api/scenarios/${first.scenario_id}`, { token: alice.token, body: { version: 1, scenario_name: 'RENAMING source' } });
    expect(recased.status).toBe(200);
    expect(recased.body).toMatchObject({ scenario_name: 'RENAMING source', version: 2 });
    const descriptionOnly = await call(server, 'PUT', `/api/scenarios/${first.scenario_id}`, { token: alice.token, body: { version: 2, description: 'same name, new words' } });
    expect(descriptionOnly.status).toBe(200);
  });

  it('lets exactly one of several simultaneous creations take a free name', async () => {
    const answers = await Promise.all([alice, bob, alice, bob, alice].map((user) => named(user, 'Race for a name')));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409]);
    const list = (await call(server, 'GET', '/api/scenarios', { token: alice.token })).body.scenarios;
    expect(list.filter((s: { scenario_name: string }) => s.scenario_name === 'Race for a name')).toHaveLength(1);
  });
});

describe('built-ins and ownership', () => {
  it('refuses to change or delete a built-in with 409 built_in, for admins too', async () => {
    for (const id of ['baseline', 'low_case', 'high_case']) {
      const update = await call(server, 'PUT', `/api/scenarios/${id}`, { token: admin, body: { version: 1, scenario_name: 'Mine now' } });
      expect(update.status).toBe(409);
      expect(update.body.error.code).toBe('built_in');
      expect(update.body.detail).toMatch(/built-in scenario and cannot be changed/);
      const deletion = await call(server, 'DELETE', `/api/scenarios/${id}`, { token: admin });
      expect(deletion.status).toBe(409);
      expect(deletion.body.detail).toMatch(/built-in scenario and cannot be deleted/);
    }
    const baseline = (await call(server, 'GET', '/api/scenarios/baseline', { token: admin })).body;
    expect(baseline).toMatchObject({ scenario_name: 'Baseline', version: 1 });
  });

  it('lets only the creator or an admin change or delete a user-created scenario (403 for others)', async () => {
    const created = await create(alice, 'owned');
    const id = created.scenario_id;
    expect((await call(server, 'PUT', `/api/scenarios/${id}`, { token: bob.token, body: { version: 1, description: 'bob was here' } })).status).toBe(403);
    const bobDelete = await call(server, 'DELETE', `/api/scenarios/${id}`, { token: bob.token });
    expect(bobDelete.status).toBe(403);
    expect(bobDelete.body.error.code).toBe('forbidden');
    expect((await call(server, 'PUT', `/api/scenarios/${id}`, { token: admin, body: { version: 1, description: 'admin edit' } })).status).toBe(200);
    expect((await call(server, 'DELETE', `/api/scenarios/${id}`, { token: admin })).body).toMatchObject({ status: 'deleted' });
    expect((await call(server, 'GET', `/api/scenarios/${id}`, { token: alice.token })).status).toBe(404);
    expect((await auditFor(`scenario:${id}`)).map((e) => `${e.action}:${e.user}`)).toEqual(['delete:admin', 'update:admin', 'create:alice']);
  });

  it('keeps a deleted user\'s shared scenarios (admins may still change them) and removes their working scenario', async () => {
    const gina = await signedInUser(server, admin, 'gina');
    const shared = await create(gina, 'outlives-gina');
    await scenarioIds(gina.token);
    expect(await server.services.scenarios.get(`sim-${gina.id}`)).toBeDefined();
    expect((await call(server, 'DELETE', `/api/admin/users/${gina.id}`, { token: admin })).status).toBe(200);
    expect(await server.services.scenarios.get(`sim-${gina.id}`)).toBeUndefined();
    const kept = await call(server, 'GET', `/api/scenarios/${shared.scenario_id}`, { token: bob.token });
    expect(kept.body).toMatchObject({ scenario_type: 'user-created', created_by: 'gina' });
    expect((await call(server, 'PUT', `/api/scenarios/${shared.scenario_id}`, { token: bob.token, body: { version: 1, description: 'orphan' } })).status).toBe(403);
    expect((await call(server, 'PUT', `/api/scenarios/${shared.scenario_id}`, { token: admin, body: { version: 1, description: 'adopted' } })).status).toBe(200);
  });

  it('answers unknown ids with 404 on every scenario route', async () => {
    for (const [method, url, body] of [
      ['GET', '/api/scenarios/nope'], ['PUT', '/api/scenarios/nope', { version: 1, description: 'x' }], ['DELETE', '/api/scenarios/nope'],
      ['POST', '/api/scenarios/nope/activate'], ['PUT', '/api/scenarios/nope/activate'], ['GET', '/api/scenarios/forecast/nope'],
      ['GET', '/api/scenarios/compare/baseline/nope'], ['GET', '/api/scenarios/compare/nope/baseline'],
    ] as const) {
      const response = await call(server, method, url, { token: alice.token, body });
      expect({ url, method, status: response.status, detail: response.body.detail }).toEqual({ url, method, status: 404, detail: 'Scenario not found' });
    }
  });
});

describe('the active scenario', () => {
  it('is kept per user, through POST and PUT activate, and audited', async () => {
    const carol = await signedInUser(server, admin, 'carol');
    const dave = await signedInUser(server, admin, 'dave');
    const activated = await call(server, 'POST', '/api/scenarios/high_case/activate', { token: carol.token });
    expect(activated.status).toBe(200);
    expect(activated.body).toMatchObject({ scenario_id: 'high_case', is_active: true });
    expect((await call(server, 'GET', '/api/scenarios/active', { token: carol.token })).body.scenario_id).toBe('high_case');
    expect((await call(server, 'GET', '/api/scenarios/active', { token: dave.token })).body.scenario_id).toBe('baseline');
    expect((await call(server, 'PUT', '/api/scenarios/low_case/activate', { token: dave.token })).status).toBe(200);
    const carolList = (await call(server, 'GET', '/api/scenarios', { token: carol.token })).body.scenarios;
    expect(carolList.filter((s: { is_active: boolean }) => s.is_active).map((s: { scenario_id: string }) => s.scenario_id)).toEqual(['high_case']);
    expect((await call(server, 'GET', '/api/scenarios/active', { token: dave.token })).body.scenario_id).toBe('low_case');
    const entries = await auditFor('scenario:high_case');
    expect(entries).toContainEqual(expect.objectContaining({ action: 'update', user: 'carol', details: 'activated' }));
  });

  it('falls back to Baseline for the deleting user and for everyone else who had the deleted scenario active', async () => {
    const erin = await signedInUser(server, admin, 'erin');
    const frank = await signedInUser(server, admin, 'frank');
    const created = await create(erin, 'short-lived');
    for (const user of [erin, frank]) {
      expect((await call(server, 'POST', `/api/scenarios/${created.scenario_id}/activate`, { token: user.token })).status).toBe(200);
    }
    const deleted = await call(server, 'DELETE', `/api/scenarios/${created.scenario_id}`, { token: erin.token });
    expect(deleted.body).toMatchObject({ status: 'deleted', active_scenario_id: 'baseline' });
    for (const user of [erin, frank]) {
      expect((await call(server, 'GET', '/api/scenarios/active', { token: user.token })).body).toMatchObject({ scenario_id: 'baseline', is_active: true });
    }
  });
});
