import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startServer, loginAs, TEST_ADMIN, type RunningServer } from './harness.ts';
import { newScenario, signedInUser, type SignedIn } from './scenario-fixtures.ts';
import type { ChangeEvent } from '../../server/events/changeEvents.ts';
import { DEFAULT_DEPARTMENTS, POSITION_BOUNDS, type Position } from '../../engine/headcount/plan.ts';

/**
 * A scenario's headcount plan over the API (issue 28): read (saved, or generated from the
 * scenario's drivers), saved as a new version, reset to the generated plan, refused with a 400
 * naming the position and field, and the version check and access of every other scenario save.
 */

let server: RunningServer;
let admin: string;
let alice: SignedIn;
let bob: SignedIn;
const events: ChangeEvent[] = [];

beforeAll(async () => {
  server = await startServer();
  server.services.events.subscribe((event) => events.push(event));
  admin = await loginAs(server, TEST_ADMIN.username, TEST_ADMIN.password);
  alice = await signedInUser(server, admin, 'alice');
  bob = await signedInUser(server, admin, 'bob');
});
afterAll(async () => {
  await server?.stop();
});

const position = (overrides: Partial<Position> = {}): Position => ({
  role: 'Software Engineer', department: 'engineering', count: 3, start_month: '2025-12', end_month: null,
  annual_salary: 79_300, raise_pct: null, raise_month: 1, variable_pct: 0, recruiting_cost: 0, ...overrides,
});

/** Two positions: 3 engineers from the start, 2 account executives hired in 2027 — 5 people in December 2030. */
const PLAN: Position[] = [
  position(),
  position({ role: 'Account Executive', department: 'sales', count: 2, start_month: '2027-01', annual_salary: 46_300, raise_pct: 3, raise_month: 4, variable_pct: 30, recruiting_cost: 6000 }),
];

const headcountUrl = (id: string) => `/api/scenarios/${id}/headcount`;

async function headcountOf(token: string, id: string) {
  const response = await call(server, 'GET', headcountUrl(id), { token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

async function created(user: SignedIn, suffix: string): Promise<string> {
  const response = await call(server, 'POST', '/api/scenarios', { token: user.token, body: newScenario(suffix) });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.scenario_id;
}

/** A user-created scenario of alice's with PLAN saved (version 2). */
async function withPlan(suffix: string): Promise<string> {
  const id = await created(alice, suffix);
  const saved = await call(server, 'PUT', headcountUrl(id), { token: alice.token, body: { version: 1, positions: PLAN } });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return id;
}

async function auditFor(resource: string) {
  const response = await call(server, 'GET', `/api/admin/activity?q=${encodeURIComponent(resource)}&page_size=200`, { token: admin });
  expect(response.status).toBe(200);
  return response.body.items as { action: string; resource: string; details: string; user: string }[];
}

/** The people of the plan the scenario opens with: positions that start in December 2025 and are still there then. */
const openingPeople = (positions: readonly Position[]) => positions
  .filter((p) => p.start_month === '2025-12' && (p.end_month === null || p.end_month >= '2025-12'))
  .reduce((sum, p) => sum + p.count, 0);

describe('reading', () => {
  it('answers a built-in\'s plan generated from its drivers: the 21 people of December 2025 and the departments', async () => {
    for (const id of ['baseline', 'low_case', 'high_case']) {
      const scenario = (await call(server, 'GET', `/api/scenarios/${id}`, { token: alice.token })).body;
      const plan = await headcountOf(alice.token, id);
      expect(plan).toMatchObject({ version: scenario.version, generated: true, departments: DEFAULT_DEPARTMENTS });
      expect(Object.keys(plan).sort()).toEqual(['departments', 'generated', 'positions', 'version']);
      expect(openingPeople(plan.positions)).toBe(21);
      expect(scenario.headcount_saved).toBe(false);
      expect(scenario.headcount).toBeUndefined();
    }
  });

  it('follows the scenario\'s drivers while it has saved no plan', async () => {
    const id = await created(alice, 'fte');
    const before = await headcountOf(alice.token, id);
    const updated = await call(server, 'PUT', `/api/scenarios/${id}`, { token: alice.token, body: { version: 1, key_drivers: { fte_plan_2030: 150 } } });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    const after = await headcountOf(alice.token, id);
    expect(after).toMatchObject({ version: 2, generated: true });
    expect(after.positions).not.toEqual(before.positions);
    expect(openingPeople(after.positions)).toBe(21);
  });
});

describe('saving', () => {
  it('saves the plan as a new version with the comment, answers it, keeps it with the version, logs and announces it', async () => {
    const id = await created(alice, 'save');
    const published = events.length;
    const saved = await call(server, 'PUT', headcountUrl(id), { token: alice.token, body: { version: 1, positions: PLAN, comment: 'Hiring freeze lifted' } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toEqual({ version: 2, generated: false, departments: DEFAULT_DEPARTMENTS, positions: PLAN });
    expect(await headcountOf(bob.token, id)).toEqual(saved.body);

    const scenario = (await call(server, 'GET', `/api/scenarios/${id}`, { token: alice.token })).body;
    expect(scenario).toMatchObject({ version: 2, headcount_saved: true });
    expect(scenario.headcount).toBeUndefined();

    const versions = (await call(server, 'GET', `/api/scenarios/${id}/versions`, { token: alice.token })).body;
    expect(versions.current_version).toBe(2);
    expect(versions.versions[0]).toMatchObject({ version: 2, saved_by: 'alice', comment: 'Headcount plan saved: Hiring freeze lifted', changes: [] });
    expect((await server.services.scenarios.version(id, 2))?.headcount).toEqual({ positions: PLAN });
    expect((await server.services.scenarios.version(id, 1))?.headcount).toBeNull();

    await expect.poll(() => events.slice(published)).toContainEqual({ type: 'scenario', id, version: 2, owner_id: null });
    const [entry] = await auditFor(`scenario:${id}`);
    expect(entry).toMatchObject({
      action: 'update', user: 'alice',
      details: 'headcount plan: 2 positions, 5 people in December 2030 (was generated; version 2). Comment: Hiring freeze lifted',
    });
  });

  it('stores the role trimmed and replaces the whole plan on the next save', async () => {
    const id = await withPlan('replace');
    const next = [position({ role: '  Data Engineer ', count: 4 })];
    const saved = await call(server, 'PUT', headcountUrl(id), { token: alice.token, body: { version: 2, positions: next } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ version: 3, generated: false, positions: [position({ role: 'Data Engineer', count: 4 })] });
    expect((await auditFor(`scenario:${id}`))[0]?.details).toBe('headcount plan: 1 position, 4 people in December 2030 (was 2 positions, 5 people; version 3)');
  });

  it('answers a stale version with 409 version_conflict carrying the current scenario and the versions since, and keeps the stored plan', async () => {
    const id = await withPlan('stale');
    const stale = await call(server, 'PUT', headcountUrl(id), { token: alice.token, body: { version: 1, positions: [position({ count: 9 })] } });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({ code: 'version_conflict', field: 'version' });
    expect(stale.body.current).toMatchObject({ scenario_id: id, version: 2, headcount_saved: true });
    expect(stale.body.since.map((v: { version: number }) => v.version)).toEqual([2]);
    expect(await headcountOf(alice.token, id)).toMatchObject({ version: 2, generated: false, positions: PLAN });
  });

  it('lets two saves race from the same version: one wins, the other gets 409', async () => {
    const id = await created(alice, 'race');
    const [first, second] = await Promise.all([
      call(server, 'PUT', headcountUrl(id), { token: alice.token, body: { version: 1, positions: [position({ count: 1 })] } }),
      call(server, 'PUT', headcountUrl(id), { token: admin, body: { version: 1, positions: [position({ count: 2 })] } }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const winner = first.status === 200 ? first : second;
    expect(await headcountOf(bob.token, id)).toEqual(winner.body);
  });

  it('goes back with a restored version: the plan that version kept, or the generated one', async () => {
    const id = await withPlan('restore');
    const restored = await call(server, 'POST', `/api/scenarios/${id}/versions/1/restore`, { token: alice.token, body: { version: 2 } });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body).toMatchObject({ version: 3, headcount_saved: false });
    expect(await headcountOf(alice.token, id)).toMatchObject({ version: 3, generated: true });
    expect((await auditFor(`scenario:${id}`))[0]?.details).toBe('restored version 1: headcount plan generated from the drivers again (version 3)');
    const again = await call(server, 'POST', `/api/scenarios/${id}/versions/2/restore`, { token: alice.token, body: { version: 3 } });
    expect(again.status).toBe(200);
    expect(await headcountOf(alice.token, id)).toMatchObject({ version: 4, generated: false, positions: PLAN });
  });
});

describe('refused plans', () => {
  let id: string;
  beforeAll(async () => {
    id = await withPlan('refusals');
  });

  const { count: _count, ...withoutCount } = position();
  it.each([
    ['an end before the start', [position(), position({ role: 'Tester', start_month: '2027-01', end_month: '2026-06' })], 'positions[1].end_month'],
    ['a negative salary', [position({ annual_salary: -5 })], 'positions[0].annual_salary'],
    ['a salary of 5,000,000', [PLAN[0], PLAN[1], position({ role: 'Chief', annual_salary: 5_000_000 })], 'positions[2].annual_salary'],
    ['an unknown department', [position({ department: 'marketing' })], 'positions[0].department'],
    ['the same position twice', [PLAN[0], PLAN[1], { ...PLAN[0], role: ' software engineer ' }], 'positions[2].role'],
    ['a position without count', [PLAN[0], withoutCount], 'positions[1].count'],
    ['a count as text', [position({ count: '3' as unknown as number })], 'positions[0].count'],
    ['a fractional count', [position({ count: 2.5 })], 'positions[0].count'],
    ['a month of another shape', [position({ start_month: '12/2025' })], 'positions[0].start_month'],
    ['a field the plan does not know', [{ ...position(), bonus: 1 }], 'positions[0]'],
    ['1,001 positions', Array.from({ length: POSITION_BOUNDS.positions + 1 }, (_, i) => position({ role: `Role ${i}` })), 'positions'],
  ])('refuses %s with 400 naming %s, and keeps the saved plan', async (_label, positions, field) => {
    const response = await call(server, 'PUT', headcountUrl(id), { token: alice.token, body: { version: 2, positions } });
    expect(response.status, JSON.stringify(response.body)).toBe(400);
    expect(response.body.error).toMatchObject({ code: 'invalid_input', field });
    expect(response.body.error.message).toContain(`${field}: `);
    expect(response.body.detail).toBe(response.body.error.message);
    expect(response.body.problems[0]).toMatchObject({ field });
    expect(await headcountOf(alice.token, id)).toMatchObject({ version: 2, generated: false, positions: PLAN });
  });

  it('names every problem: each position and field in the message and in problems, the first ones and a count beyond', async () => {
    const positions = [position({ annual_salary: -5 }), position({ role: 'Ops', department: 'nope', end_month: '2024-01' }), PLAN[1] as Position];
    const response = await call(server, 'PUT', headcountUrl(id), { token: alice.token, body: { version: 2, positions } });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toMatch(/^3 problems in the plan: positions\[0\]\.annual_salary: .*; positions\[1\]\.department: .*; positions\[1\]\.end_month: /);
    expect(response.body.problems).toEqual([
      { row: 1, field: 'positions[0].annual_salary', message: expect.stringContaining('annual_salary must be from 24,000 to 1,000,000 €, got -5') },
      { row: 2, field: 'positions[1].department', message: expect.stringContaining('"nope"') },
      { row: 2, field: 'positions[1].end_month', message: expect.any(String) },
    ]);
    const many = await call(server, 'PUT', headcountUrl(id), {
      token: alice.token, body: { version: 2, positions: Array.from({ length: 8 }, (_, i) => position({ role: `R${i}`, annual_salary: 1 })) },
    });
    expect(many.status).toBe(400);
    expect(many.body.error.message).toMatch(/^8 problems in the plan: (positions\[\d\]\.annual_salary: [^;]*; ){4}positions\[4\]\.annual_salary: [^;]*; and 3 more$/);
    expect(many.body.problems).toHaveLength(8);
  });

  it('refuses 10,000 positions: by the length check (400), or by the body limit (413) when they do not fit in 1 MB', async () => {
    const full = await call(server, 'PUT', headcountUrl(id), {
      token: alice.token, body: { version: 2, positions: Array.from({ length: 10_000 }, (_, i) => position({ role: `Role ${i}` })) },
    });
    expect([400, 413]).toContain(full.status);
    if (full.status === 400) expect(full.body.error.field).toBe('positions');
    else expect(full.body.error.code).toBe('payload_too_large');
    // Within the body limit, the length is checked before any position: one problem, naming the list.
    const small = await call(server, 'PUT', headcountUrl(id), { token: alice.token, body: { version: 2, positions: Array.from({ length: 10_000 }, () => ({})) } });
    expect(small.status).toBe(400);
    expect(small.body.error).toMatchObject({ field: 'positions', message: 'positions: a plan holds at most 1,000 positions' });
    expect(small.body.problems).toHaveLength(1);
    expect(await headcountOf(alice.token, id)).toMatchObject({ version: 2, positions: PLAN });
  });

  it.each([
    ['no version', { positions: PLAN }, 'version'],
    ['a version as text', { version: '2', positions: PLAN }, 'version'],
    ['no positions', { version: 2 }, 'positions'],
    ['positions as an object', { version: 2, positions: { 0: PLAN[0] } }, 'positions'],
    ['an unknown field', { version: 2, positions: PLAN, departments: [] }, 'body'],
    ['a comment with a line break', { version: 2, positions: PLAN, comment: 'two\nlines' }, 'comment'],
  ])('refuses a body with %s with 400 naming %s', async (_label, body, field) => {
    const response = await call(server, 'PUT', headcountUrl(id), { token: alice.token, body });
    expect(response.status, JSON.stringify(response.body)).toBe(400);
    expect(response.body.error.field).toBe(field);
    expect(await headcountOf(alice.token, id)).toMatchObject({ version: 2, positions: PLAN });
  });
});

describe('resetting', () => {
  it('drops the saved plan as a new version: the plan is generated again', async () => {
    const id = await withPlan('reset');
    const published = events.length;
    const reset = await call(server, 'DELETE', `${headcountUrl(id)}?version=2`, { token: alice.token });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect(reset.body).toMatchObject({ version: 3, generated: true });
    expect(openingPeople(reset.body.positions)).toBe(21);
    expect(await headcountOf(alice.token, id)).toEqual(reset.body);
    expect((await call(server, 'GET', `/api/scenarios/${id}`, { token: alice.token })).body).toMatchObject({ version: 3, headcount_saved: false });
    const versions = (await call(server, 'GET', `/api/scenarios/${id}/versions`, { token: alice.token })).body.versions;
    expect(versions[0]).toMatchObject({ version: 3, comment: 'Headcount plan reset to the plan generated from the drivers' });
    expect((await server.services.scenarios.version(id, 3))?.headcount).toBeNull();
    await expect.poll(() => events.slice(published)).toContainEqual({ type: 'scenario', id, version: 3, owner_id: null });
    expect((await auditFor(`scenario:${id}`))[0]?.details).toMatch(/^headcount plan: generated from the drivers again, \d+ positions, \d+ people in December 2030 \(was 2 positions, 5 people; version 3\)$/);
  });

  it('answers a stale version with 409 version_conflict and keeps the plan; with nothing saved, it changes nothing', async () => {
    const id = await withPlan('reset-stale');
    const stale = await call(server, 'DELETE', `${headcountUrl(id)}?version=1`, { token: alice.token });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('version_conflict');
    expect(stale.body.current).toMatchObject({ version: 2 });
    expect(await headcountOf(alice.token, id)).toMatchObject({ version: 2, generated: false });

    const fresh = await created(alice, 'reset-nothing');
    const unchanged = await call(server, 'DELETE', `${headcountUrl(fresh)}?version=1`, { token: alice.token });
    expect(unchanged.status).toBe(200);
    expect(unchanged.body).toMatchObject({ version: 1, generated: true });
    expect((await call(server, 'GET', `/api/scenarios/${fresh}/versions`, { token: alice.token })).body.versions).toHaveLength(1);
    expect((await call(server, 'DELETE', `${headcountUrl(fresh)}?version=7`, { token: alice.token })).status).toBe(409);
  });

  it.each([
    ['no version', ''],
    ['a version that is no number', '?version=two'],
    ['version 0', '?version=0'],
  ])('refuses %s with 400 naming version', async (_label, query) => {
    const id = await withPlan(`reset-bad ${query}`);
    const response = await call(server, 'DELETE', `${headcountUrl(id)}${query}`, { token: alice.token });
    expect(response.status).toBe(400);
    expect(response.body.error.field).toBe('version');
    expect(await headcountOf(alice.token, id)).toMatchObject({ version: 2, generated: false });
  });
});

describe('access', () => {
  it('answers 401 without a token', async () => {
    for (const [method, url, body] of [
      ['GET', headcountUrl('baseline')], ['PUT', headcountUrl('baseline'), { version: 1, positions: PLAN }], ['DELETE', `${headcountUrl('baseline')}?version=1`],
    ] as const) {
      const response = await call(server, method, url, { body });
      expect({ method, status: response.status, code: response.body.error.code }).toEqual({ method, status: 401, code: 'unauthenticated' });
    }
  });

  it('refuses to change a built-in with 409 built_in, as key-driver updates are, admins included', async () => {
    for (const token of [alice.token, admin]) {
      const version = (await headcountOf(token, 'low_case')).version;
      const put = await call(server, 'PUT', headcountUrl('low_case'), { token, body: { version, positions: PLAN } });
      expect(put.status).toBe(409);
      expect(put.body.error.code).toBe('built_in');
      const reset = await call(server, 'DELETE', `${headcountUrl('low_case')}?version=${version}`, { token });
      expect(reset.status).toBe(409);
      expect(reset.body.error.code).toBe('built_in');
      expect(await headcountOf(token, 'low_case')).toMatchObject({ version, generated: true });
    }
  });

  it('lets only the creator or an admin change a user-created scenario\'s plan (403 for others, who still read it)', async () => {
    const id = await withPlan('owned');
    expect((await headcountOf(bob.token, id)).positions).toEqual(PLAN);
    const put = await call(server, 'PUT', headcountUrl(id), { token: bob.token, body: { version: 2, positions: [position()] } });
    expect(put.status).toBe(403);
    expect(put.body.error.code).toBe('forbidden');
    expect((await call(server, 'DELETE', `${headcountUrl(id)}?version=2`, { token: bob.token })).status).toBe(403);
    expect(await headcountOf(alice.token, id)).toMatchObject({ version: 2, positions: PLAN });
    const byAdmin = await call(server, 'PUT', headcountUrl(id), { token: admin, body: { version: 2, positions: [position()] } });
    expect(byAdmin.status).toBe(200);
  });

  it('lets the owner plan their Simulation (Editable); for everyone else it is 404, admins included', async () => {
    const sim = `sim-${alice.id}`;
    const { version } = await headcountOf(alice.token, sim);
    const saved = await call(server, 'PUT', headcountUrl(sim), { token: alice.token, body: { version, positions: PLAN } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ version: version + 1, generated: false });
    for (const token of [bob.token, admin]) {
      for (const [method, url, body] of [
        ['GET', headcountUrl(sim)], ['PUT', headcountUrl(sim), { version: version + 1, positions: [position()] }], ['DELETE', `${headcountUrl(sim)}?version=${version + 1}`],
      ] as const) {
        const response = await call(server, method, url, { token, body });
        expect({ method, status: response.status, detail: response.body.detail }).toEqual({ method, status: 404, detail: 'Scenario not found' });
      }
    }
    expect(await headcountOf(alice.token, sim)).toMatchObject({ version: version + 1, positions: PLAN });
  });

  it('answers an unknown scenario with 404', async () => {
    for (const [method, url, body] of [
      ['GET', headcountUrl('nope')], ['PUT', headcountUrl('nope'), { version: 1, positions: PLAN }], ['DELETE', `${headcountUrl('nope')}?version=1`],
    ] as const) {
      const response = await call(server, method, url, { token: alice.token, body });
      expect({ method, status: response.status }).toEqual({ method, status: 404 });
    }
  });
});
