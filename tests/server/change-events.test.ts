import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, startServer, TEST_ADMIN, type RunningServer } from './harness.ts';
import { baselineCsv } from '../helpers/fixtures.ts';
import type { ChangeEvent } from '../../server/events/changeEvents.ts';

/**
 * services.events tells every subscriber of every instance what changed, once, after the change
 * committed (server/events/publishingRepos.ts); on PostgreSQL through LISTEN/NOTIFY, so the
 * instance's own events come back through the database too.
 */
let server: RunningServer;
let admin: string;
const received: ChangeEvent[] = [];

beforeAll(async () => {
  server = await startServer();
  admin = await loginAs(server, TEST_ADMIN.username, TEST_ADMIN.password);
  server.services.events.subscribe((event) => received.push(event));
});
afterAll(async () => {
  await server?.stop();
});

/** The events of `change`, waiting for as many as expected and a little longer for any duplicate. */
async function eventsOf(change: () => Promise<unknown>, expected: number): Promise<ChangeEvent[]> {
  const before = received.length;
  await change();
  await expect.poll(() => received.length - before, { timeout: 10_000, interval: 10 }).toBeGreaterThanOrEqual(expected);
  await new Promise((resolve) => setTimeout(resolve, 100));
  return received.slice(before);
}

describe('change events', () => {
  it('announces a scenario created, updated and deleted, with its version and owner, once each', async () => {
    let id = '';
    const created = await eventsOf(async () => {
      id = (await call(server, 'POST', '/api/scenarios', { token: admin, body: { scenario_name: 'Evented', description: 'x', key_drivers: {} } })).body.scenario_id;
    }, 1);
    expect(created).toEqual([{ type: 'scenario', id, version: 1, owner_id: null }]);
    expect(await eventsOf(() => call(server, 'PUT', `/api/scenarios/${id}`, { token: admin, body: { version: 1, description: 'y' } }), 1))
      .toEqual([{ type: 'scenario', id, version: 2, owner_id: null }]);
    expect(await eventsOf(() => call(server, 'DELETE', `/api/scenarios/${id}`, { token: admin }), 1))
      .toEqual([{ type: 'scenario_deleted', id, owner_id: null }]);
  });

  it('names the owner of a Simulation (Editable), so only their screens need to listen', async () => {
    const me = await call(server, 'GET', '/api/auth/me', { token: admin });
    const simulation = `sim-${me.body.id}`;
    await call(server, 'GET', `/api/scenarios/${simulation}`, { token: admin });
    expect(await eventsOf(() => call(server, 'PUT', `/api/scenarios/${simulation}`, { token: admin, body: { version: 1, key_drivers: { sales_team_size: 4 } } }), 1))
      .toEqual([{ type: 'scenario', id: simulation, version: 2, owner_id: me.body.id }]);
  });

  it('announces a new baseline version, user changes naming the user (so only their live streams check their token) and risk changes', async () => {
    expect(await eventsOf(() => call(server, 'PUT', '/api/baseline/actuals', { token: admin, body: { csv: baselineCsv(), version: 1 } }), 1))
      .toEqual([{ type: 'baseline', version: 2 }]);
    let userId = 0;
    const created = await eventsOf(async () => {
      userId = (await call(server, 'POST', '/api/admin/users', { token: admin, body: { username: 'evented', password: 'evented-password-24' } })).body.id;
    }, 1);
    expect(created).toEqual([{ type: 'users', user_id: userId }]);
    expect(await eventsOf(() => call(server, 'PUT', `/api/admin/users/${userId}`, { token: admin, body: { full_name: 'Eve Ented' } }), 1)).toEqual([{ type: 'users', user_id: userId }]);
    expect(await eventsOf(() => call(server, 'PUT', `/api/admin/users/${userId}/reset-password`, {
      token: admin, body: { password: 'evented-password-25', force_password_change: false },
    }), 1)).toEqual([{ type: 'users', user_id: userId }]);
    expect(await eventsOf(() => call(server, 'DELETE', `/api/admin/users/${userId}`, { token: admin }), 1)).toEqual([{ type: 'users', user_id: userId }]);
    expect(await eventsOf(() => call(server, 'PUT', '/api/risks/2', { token: admin, body: { probability: 3 } }), 1)).toEqual([{ type: 'risks' }]);
  });

  it('announces nothing for a write that was refused (a stale version, a taken name)', async () => {
    const created = await call(server, 'POST', '/api/scenarios', { token: admin, body: { scenario_name: 'Quiet', description: 'x', key_drivers: {} } });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const before = received.length;
    expect((await call(server, 'PUT', `/api/scenarios/${created.body.scenario_id}`, { token: admin, body: { version: 7, description: 'stale' } })).status).toBe(409);
    expect((await call(server, 'POST', '/api/scenarios', { token: admin, body: { scenario_name: 'quiet', description: 'x', key_drivers: {} } })).status).toBe(409);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received.slice(before)).toEqual([]);
  });
});
