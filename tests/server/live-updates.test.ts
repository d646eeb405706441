import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, startServer, TEST_ADMIN, type RunningServer } from './harness.ts';
import { openEventStream, type EventStreamClient } from './eventStream.ts';

/**
 * GET /api/events over real HTTP: each signed-in browser hears of the changes it may see, and of
 * nothing else; a token that is no longer good ends its stream. "Not heard" is proven by order:
 * a change everyone sees is made afterwards, and it must be the next event.
 */

const ANNA = { username: 'live-anna', password: 'live-anna-password' };
const BEN = { username: 'live-ben', password: 'live-ben-password' };

let server: RunningServer;
let adminToken: string;
const ids = { anna: 0, ben: 0 };
const streams: EventStreamClient[] = [];

async function stream(token: string | undefined): Promise<EventStreamClient> {
  const opened = await openEventStream(server.baseUrl, token);
  streams.push(opened);
  return opened;
}

/** A change every signed-in user sees: an admin raises a risk's probability a little. */
async function changeEveryoneSees(): Promise<void> {
  const risks = await call(server, 'GET', '/api/risks', { token: adminToken });
  const risk = risks.body.risks[0];
  const probability = risk.probability >= 4.5 ? 1 : Math.round((risk.probability + 0.1) * 10) / 10;
  expect((await call(server, 'PUT', `/api/risks/${risk.id}`, { token: adminToken, body: { probability } })).status).toBe(200);
}

async function saveWorkingScenario(token: string, userId: number, description: string) {
  const id = `sim-${userId}`;
  const current = await call(server, 'GET', `/api/scenarios/${id}`, { token });
  const saved = await call(server, 'PUT', `/api/scenarios/${id}`, { token, body: { version: current.body.version, description } });
  expect(saved.status).toBe(200);
  return saved.body as { scenario_id: string; version: number };
}

beforeAll(async () => {
  server = await startServer();
  adminToken = await loginAs(server, TEST_ADMIN.username, TEST_ADMIN.password);
  for (const [account, key] of [[ANNA, 'anna'], [BEN, 'ben']] as const) {
    const created = await call(server, 'POST', '/api/admin/users', { token: adminToken, body: { ...account, force_password_change: false } });
    expect(created.status).toBe(201);
    ids[key] = created.body.id;
  }
});

afterAll(async () => {
  await Promise.all(streams.map((s) => s.close()));
  await server?.stop();
});

describe('GET /api/events: who hears what', () => {
  it('is an event stream that is neither cached nor buffered', async () => {
    const response = await fetch(`${server.baseUrl}/api/events`, { headers: { authorization: `Bearer ${adminToken}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(response.headers.get('cache-control')).toContain('no-store');
    expect(response.headers.get('x-accel-buffering')).toBe('no');
    expect(response.headers.get('content-encoding')).toBeNull();
    await response.body?.cancel();
  });

  it('tells the owner of a Simulation (Editable) about its save, and another user nothing of it', async () => {
    const annaToken = await loginAs(server, ANNA.username, ANNA.password);
    const benToken = await loginAs(server, BEN.username, BEN.password);
    const [anna, ben] = await Promise.all([stream(annaToken), stream(benToken)]);

    const saved = await saveWorkingScenario(annaToken, ids.anna, 'Anna tries something');
    expect(await anna.next()).toEqual({ type: 'scenario', id: `sim-${ids.anna}`, version: saved.version });

    await changeEveryoneSees();
    expect(await ben.next()).toEqual({ type: 'risks' });
    expect(await anna.next()).toEqual({ type: 'risks' });
  });

  it('tells everyone about a shared scenario created, saved and deleted, naming it and its version, without its owner', async () => {
    const benToken = await loginAs(server, BEN.username, BEN.password);
    const ben = await stream(benToken);
    const created = await call(server, 'POST', '/api/scenarios', {
      token: adminToken, body: { scenario_name: 'Shared live plan', description: 'for everyone', key_drivers: {} },
    });
    expect(created.status).toBe(201);
    const id = created.body.scenario_id as string;
    expect(await ben.next()).toEqual({ type: 'scenario', id, version: 1 });

    const renamed = await call(server, 'PUT', `/api/scenarios/${id}`, { token: adminToken, body: { version: 1, scenario_name: 'Shared live plan (renamed)' } });
    expect(renamed.status).toBe(200);
    expect(await ben.next()).toEqual({ type: 'scenario', id, version: 2 });

    expect((await call(server, 'DELETE', `/api/scenarios/${id}`, { token: adminToken })).status).toBe(200);
    expect(await ben.next()).toEqual({ type: 'scenario_deleted', id });
  });

  it('tells everyone about a new baseline version', async () => {
    const benToken = await loginAs(server, BEN.username, BEN.password);
    const ben = await stream(benToken);
    const mask = (await call(server, 'GET', '/api/baseline/data-mask', { token: adminToken })).body;
    const saved = await call(server, 'POST', '/api/baseline/data-mask', { token: adminToken, body: { ...mask, monthly_growth_rate: 13 } });
    expect(saved.status).toBe(200);
    expect(await ben.next()).toEqual({ type: 'baseline', version: saved.body.version });
  });

  it('tells admins about changes to users, and plain users nothing of them', async () => {
    const annaToken = await loginAs(server, ANNA.username, ANNA.password);
    const [admin, anna] = await Promise.all([stream(adminToken), stream(annaToken)]);

    const created = await call(server, 'POST', '/api/admin/users', {
      token: adminToken, body: { username: 'live-newcomer', password: 'live-newcomer-password' },
    });
    expect(created.status).toBe(201);
    expect(await admin.next()).toEqual({ type: 'users' });

    await changeEveryoneSees();
    expect(await anna.next()).toEqual({ type: 'risks' });
    expect(await admin.next()).toEqual({ type: 'risks' });
  });
});

describe('GET /api/events: only while the token is good', () => {
  it('answers 401 without a token and with a garbage token', async () => {
    expect((await call(server, 'GET', '/api/events')).status).toBe(401);
    const garbage = await call(server, 'GET', '/api/events', { token: 'garbage' });
    expect(garbage.status).toBe(401);
    expect(garbage.body.error.code).toBe('unauthenticated');
  });

  it('ends the stream of a token that signs out, and a reconnect with it is refused', async () => {
    const token = await loginAs(server, BEN.username, BEN.password);
    const ben = await stream(token);
    expect((await call(server, 'POST', '/api/auth/logout', { token })).status).toBe(200);
    await ben.ended;
    expect((await openEventStream(server.baseUrl, token)).status).toBe(401);
  });

  it('ends the streams of a user whose password an admin resets', async () => {
    const token = await loginAs(server, ANNA.username, ANNA.password);
    const anna = await stream(token);
    const reset = await call(server, 'PUT', `/api/admin/users/${ids.anna}/reset-password`, {
      token: adminToken, body: { password: ANNA.password, force_password_change: false },
    });
    expect(reset.status).toBe(200);
    await anna.ended;
  });

  it('ends the stream of a user an admin deactivates', async () => {
    const token = await loginAs(server, BEN.username, BEN.password);
    const ben = await stream(token);
    expect((await call(server, 'PUT', `/api/admin/users/${ids.ben}`, { token: adminToken, body: { status: 'inactive' } })).status).toBe(200);
    await ben.ended;
  });
});
