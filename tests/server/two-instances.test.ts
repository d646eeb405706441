import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, storageEnv, tempDataDir, TEST_ADMIN } from './harness.ts';
import { startServerProcess, type ServerProcess } from './serverProcess.ts';
import { createPostgresEventBus } from '../../server/events/postgresBus.ts';
import { createPool } from '../../server/db/postgres/pool.ts';
import type { ChangeEvent } from '../../server/events/changeEvents.ts';
import { openEventStream } from './eventStream.ts';

/**
 * Two server processes (server/main.ts) on one PostgreSQL database, as behind a reverse proxy
 * without sticky sessions: whatever one instance stores or revokes, the other serves. Runs in
 * the PostgreSQL pass only (vite.config.ts); one SQLite file has one server.
 */

let env: Record<string, string>;
let a: ServerProcess;
let b: ServerProcess;
let admin: string;

beforeAll(async () => {
  env = await storageEnv(tempDataDir());
  // Both start at once on the empty database: migrations, seeds, the first admin and the signing secret happen once.
  [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  admin = await loginAs(a, TEST_ADMIN.username, TEST_ADMIN.password);
}, 120_000);
afterAll(async () => {
  await Promise.all([a?.kill(), b?.kill()]);
});

/** A login that reaches the server from another loopback address, so the per-address key of the throttle stays apart. */
function loginFrom(server: ServerProcess, localAddress: string, username: string, password: string): Promise<number> {
  const url = new URL('/api/auth/login', server.baseUrl);
  const payload = JSON.stringify({ username, password });
  return new Promise((resolve, reject) => {
    const request = http.request({
      host: url.hostname, port: url.port, path: url.pathname, method: 'POST', localAddress,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
    }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
    request.end(payload);
  });
}

describe('two instances on one PostgreSQL database', () => {
  it('started together: one admin, and a token signed by one is accepted by the other (the generated secret is shared)', async () => {
    const users = await call(b, 'GET', '/api/admin/users', { token: admin });
    expect(users.status).toBe(200);
    expect(users.body.users.map((user: { username: string }) => user.username)).toEqual([TEST_ADMIN.username]);
  });

  it('serves on B a scenario saved on A, and refuses on A a stale version B has moved on (409)', async () => {
    const created = await call(a, 'POST', '/api/scenarios', {
      token: admin, body: { scenario_name: 'Saved on A', description: 'read on B', key_drivers: { sales_team_size: 7 } },
    });
    expect(created.status).toBe(201);
    const read = await call(b, 'GET', `/api/scenarios/${created.body.scenario_id}`, { token: admin });
    expect(read.body).toMatchObject({ scenario_name: 'Saved on A', version: 1, key_drivers: { sales_team_size: 7 } });
    expect((await call(b, 'PUT', `/api/scenarios/${created.body.scenario_id}`, { token: admin, body: { version: 1, description: 'changed on B' } })).status).toBe(200);
    const stale = await call(a, 'PUT', `/api/scenarios/${created.body.scenario_id}`, { token: admin, body: { version: 1, description: 'stale on A' } });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ error: { code: 'version_conflict' }, current: { version: 2, description: 'changed on B' } });
    const sameName = await call(b, 'POST', '/api/scenarios', { token: admin, body: { scenario_name: 'saved on a', description: 'x', key_drivers: {} } });
    expect(sameName.body.error.code).toBe('name_taken');
  });

  it('revokes on B a token that logged out on A', async () => {
    const token = await loginAs(a, TEST_ADMIN.username, TEST_ADMIN.password);
    expect((await call(b, 'GET', '/api/auth/me', { token })).status).toBe(200);
    expect((await call(a, 'POST', '/api/auth/logout', { token })).status).toBe(200);
    expect((await call(b, 'GET', '/api/auth/me', { token })).status).toBe(401);
  });

  it('counts failed logins on both instances together: ten spread over A and B block the user name on either', async () => {
    const user = await call(a, 'POST', '/api/admin/users', { token: admin, body: { username: 'targeted', password: 'right-password', force_password_change: false } });
    expect(user.status).toBe(201);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect(await loginFrom(attempt % 2 === 0 ? a : b, `127.0.0.${20 + attempt}`, 'targeted', `wrong-${attempt}`)).toBe(401);
    }
    expect(await loginFrom(a, '127.0.0.40', 'targeted', 'right-password')).toBe(429);
    expect(await loginFrom(b, '127.0.0.41', 'targeted', 'right-password')).toBe(429);
  });

  it('delivers a change made on A to another instance\'s event bus, once', async () => {
    const pool = createPool(env.DATABASE_URL ?? '');
    const problems: unknown[] = [];
    const bus = await createPostgresEventBus(env.DATABASE_URL ?? '', pool, (_message, error) => problems.push(error));
    try {
      const received: ChangeEvent[] = [];
      bus.subscribe((event) => received.push(event));
      const created = await call(a, 'POST', '/api/scenarios', { token: admin, body: { scenario_name: 'Announced', description: 'by A', key_drivers: {} } });
      await expect.poll(() => received.length, { timeout: 10_000, interval: 10 }).toBe(1);
      expect(received[0]).toEqual({ type: 'scenario', id: created.body.scenario_id, version: 1, owner_id: null });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(received).toHaveLength(1);
      expect(problems).toEqual([]);
    } finally {
      await bus.close();
      await pool.end();
    }
  });

  it('streams to a browser signed in on B (GET /api/events) a scenario saved on A, and B\'s own save too', async () => {
    const stream = await openEventStream(b.baseUrl, admin);
    try {
      expect(stream.status).toBe(200);
      const created = await call(a, 'POST', '/api/scenarios', { token: admin, body: { scenario_name: 'Seen live on B', description: 'saved on A', key_drivers: {} } });
      expect(await stream.next()).toEqual({ type: 'scenario', id: created.body.scenario_id, version: 1 });
      const updated = await call(b, 'PUT', `/api/scenarios/${created.body.scenario_id}`, { token: admin, body: { version: 1, description: 'saved on B' } });
      expect(updated.status).toBe(200);
      expect(await stream.next()).toEqual({ type: 'scenario', id: created.body.scenario_id, version: 2 });
    } finally {
      await stream.close();
    }
  });

  it('loses no write A acknowledged when A is killed (SIGKILL) in a burst of writes; B serves every one', async () => {
    const acknowledged = new Map<string, { version: number; description: string }>();
    let killed = false;
    const writer = async (index: number) => {
      for (let round = 0; !killed; round += 1) {
        try {
          const created = await call(a, 'POST', '/api/scenarios', {
            token: admin, body: { scenario_name: `Burst ${index}-${round}`, description: 'created', key_drivers: { sales_team_size: 2 + round % 20 } },
          });
          if (created.status !== 201) throw new Error(`create answered ${created.status}`);
          acknowledged.set(created.body.scenario_id, { version: 1, description: 'created' });
          const updated = await call(a, 'PUT', `/api/scenarios/${created.body.scenario_id}`, { token: admin, body: { version: 1, description: 'updated' } });
          if (updated.status !== 200) throw new Error(`update answered ${updated.status}`);
          acknowledged.set(created.body.scenario_id, { version: 2, description: 'updated' });
        } catch (error) {
          if (killed) return; // the connection died with the process: that write was never acknowledged
          throw error;
        }
        if (acknowledged.size >= 40 && !killed) {
          killed = true;
          a.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: 6 }, (_, index) => writer(index)));
    await a.kill();
    expect(a.child.signalCode).toBe('SIGKILL');
    for (const [id, write] of acknowledged) {
      const stored = await call(b, 'GET', `/api/scenarios/${id}`, { token: admin });
      expect({ id, status: stored.status }).toEqual({ id, status: 200 });
      // The update in flight at the kill may have committed without its answer arriving: never older than acknowledged.
      expect(stored.body.version).toBeGreaterThanOrEqual(write.version);
      if (stored.body.version === write.version) expect(stored.body.description).toBe(write.description);
    }
  }, 120_000);
});
