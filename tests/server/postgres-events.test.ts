import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, sqlRows, startServer, TEST_ADMIN, type RunningServer } from './harness.ts';
import type { ChangeEvent } from '../../server/events/changeEvents.ts';

/**
 * The PostgreSQL event bus (server/events/postgresBus.ts) where only PostgreSQL has a say: the
 * listening connection lost and reopened, and a notification on its channel that is no change
 * event. PostgreSQL pass only (vite.config.ts).
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

const listeningBackends = async () => (await sqlRows(server,
  "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN %'")).map((row) => Number(row.pid));

describe('PostgreSQL change events', () => {
  it('listens again after its connection is killed, and delivers the changes made after that', async () => {
    const [listener] = await listeningBackends();
    expect(listener).toBeDefined();
    await sqlRows(server, 'SELECT pg_terminate_backend(?)', listener);
    await expect.poll(async () => (await listeningBackends()).filter((pid) => pid !== listener).length, { timeout: 10_000, interval: 50 }).toBe(1);

    const created = await call(server, 'POST', '/api/scenarios', { token: admin, body: { scenario_name: 'After the cut', description: 'x', key_drivers: {} } });
    await expect.poll(() => received.filter((event) => event.type === 'scenario' && event.id === created.body.scenario_id), { timeout: 10_000 })
      .toEqual([{ type: 'scenario', id: created.body.scenario_id, version: 1, owner_id: null }]);
  });

  it('ignores a notification on its channel that is no change event, and goes on delivering', async () => {
    const before = received.length;
    await sqlRows(server, "SELECT pg_notify('fahrplan_changes', 'not json'), pg_notify('fahrplan_changes', '{\"type\":\"weather\"}')");
    await sqlRows(server, "SELECT pg_notify('fahrplan_changes', '{\"type\":\"risks\"}')");
    await expect.poll(() => received.slice(before), { timeout: 10_000 }).toEqual([{ type: 'risks' }]);
  });
});
