import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, sqlRows, startServer, TEST_ADMIN, type RunningServer } from './harness.ts';

/** Known rows at known times, written straight into the database the server reads. */
const SEEDED = [
  { username: 'alice', action: 'login', resource: 'auth', details: 'success', timestamp: '2026-11-01T08:00:00.000Z' },
  { username: 'alice', action: 'update', resource: 'scenario:high_case', details: 'growth 5% → 7%', timestamp: '2026-11-02T09:30:00.000Z' },
  { username: 'Bob', action: 'create', resource: 'user:carl', details: 'role user', timestamp: '2026-11-02T23:59:59.000Z' },
  { username: 'bob', action: 'delete', resource: 'scenario:old_plan', details: '100_% sure', timestamp: '2026-11-03T00:00:00.000Z' },
  { username: 'carl', action: 'logout', resource: 'auth', details: 'success', timestamp: '2026-11-04T12:00:00.000Z' },
] as const;

describe('GET /api/admin/activity', () => {
  let server: RunningServer;
  let token: string;

  beforeAll(async () => {
    server = await startServer();
    const insert = (row: { username: string; action: string; resource: string; details: string; timestamp: string }) => sqlRows(server,
      `INSERT INTO activity_log (user_id, username, action, resource, details, timestamp, ip_address) VALUES (NULL, ?, ?, ?, ?, ?, '10.0.0.1')`,
      row.username, row.action, row.resource, row.details, row.timestamp);
    for (const row of SEEDED) await insert(row);
    for (let index = 0; index < 230; index += 1) {
      await insert({ username: 'bulk', action: 'view', resource: 'report', details: `view ${index}`, timestamp: `2026-10-01T00:00:${String(index % 60).padStart(2, '0')}.${String(index).padStart(3, '0')}Z` });
    }
    // The admin's own sign-in adds one more row, dated now (after every seeded row).
    token = await loginAs(server, TEST_ADMIN.username, TEST_ADMIN.password);
  });
  afterAll(async () => {
    await server?.stop();
  });

  const list = (query: string) => call(server, 'GET', `/api/admin/activity${query}`, { token });

  it('answers newest first with the default page size and the total', async () => {
    const response = await list('');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ total: 236, page: 1, page_size: 50 });
    expect(response.body.items).toHaveLength(50);
    expect(response.body.items[0]).toMatchObject({ user: 'admin', action: 'login', details: 'success' });
    expect(Object.keys(response.body.items[1]).sort()).toEqual(['action', 'details', 'id', 'ip_address', 'resource', 'resource_name', 'timestamp', 'user', 'user_id']);
    const stamps = response.body.items.map((item: { timestamp: string }) => item.timestamp);
    expect([...stamps].sort().reverse()).toEqual(stamps);
  });

  it('pages without overlap or gaps, up to 200 a page', async () => {
    const seen = new Set<number>();
    for (let page = 1; page <= 2; page += 1) {
      const response = await list(`?page=${page}&page_size=200`);
      expect(response.body).toMatchObject({ page, page_size: 200, total: 236 });
      for (const item of response.body.items) seen.add(item.id);
    }
    expect(seen.size).toBe(236);
    expect((await list('?page=3&page_size=200')).body.items).toEqual([]);
  });

  it('filters by action, by user name regardless of case, and combines filters', async () => {
    const logouts = await list('?action=logout');
    expect(logouts.body.total).toBe(1);
    expect(logouts.body.items[0].user).toBe('carl');
    const bob = await list('?user=BOB');
    expect(bob.body.items.map((item: { action: string }) => item.action)).toEqual(['delete', 'create']);
    expect((await list('?user=alice&action=update')).body.items.map((item: { resource: string }) => item.resource)).toEqual(['scenario:high_case']);
  });

  it('filters by date range, where a bare "to" date includes that whole day', async () => {
    const day = await list('?from=2026-11-02&to=2026-11-02');
    expect(day.body.items.map((item: { timestamp: string }) => item.timestamp)).toEqual(['2026-11-02T23:59:59.000Z', '2026-11-02T09:30:00.000Z']);
    const instant = await list(`?from=${encodeURIComponent('2026-11-02T10:30:00+01:00')}&to=2026-11-03T00:00:00Z`);
    expect(instant.body.items.map((item: { user: string }) => item.user)).toEqual(['bob', 'Bob', 'alice']);
  });

  it('searches user, resource and details as plain text (% and _ are not wildcards)', async () => {
    expect((await list('?q=scenario')).body.total).toBe(2);
    expect((await list('?q=carl')).body.total).toBe(2);
    expect((await list('?q=100_%25')).body.items.map((item: { user: string }) => item.user)).toEqual(['bob']);
    expect((await list('?q=%25')).body.total).toBe(2);
    expect((await list('?q=_')).body.total).toBe(2);
  });

  it('treats empty parameters as no filter, as the filter panel sends them', async () => {
    const response = await list('?action=&user=&from=&to=&q=&page=&page_size=');
    expect(response.body).toMatchObject({ total: 236, page: 1, page_size: 50 });
  });

  it.each([
    ['page_size=201', 'page_size=201', 'page_size'],
    ['page_size=0', 'page_size=0', 'page_size'],
    ['page_size=ten', 'page_size=ten', 'page_size'],
    ['page=0', 'page=0', 'page'],
    ['page=1.5', 'page=1.5', 'page'],
    ['action=hack', 'action=hack', 'action'],
    ['from=yesterday', 'from=yesterday', 'from'],
    ['to=2026-13-45T99:00:00Z', 'to=2026-13-45T99:00:00Z', 'to'],
    ['from=2026-11-05&to=2026-11-01', 'from=2026-11-05&to=2026-11-01', 'from'],
    ['q of 201 characters', `q=${'x'.repeat(201)}`, 'q'],
  ])('answers %s with a 400 naming the field', async (_label, query, field) => {
    const response = await list(`?${query}`);
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: 'invalid_input', field });
    expect(response.body.detail).toContain(field);
  });
});
