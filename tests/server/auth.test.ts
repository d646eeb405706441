import { afterEach, describe, expect, it } from 'vitest';
import { call, loginAs, startServer, sqlRows, tempDataDir, TEST_ADMIN, type RunningServer } from './harness.ts';

const running: RunningServer[] = [];
async function start(...args: Parameters<typeof startServer>): Promise<RunningServer> {
  const server = await startServer(...args);
  running.push(server);
  return server;
}
afterEach(async () => {
  while (running.length) await running.pop()?.stop();
});

describe('authentication', () => {
  it('signs in the first admin and answers me with the public user fields', async () => {
    const server = await start();
    const login = await call(server, 'POST', '/api/auth/login', { body: TEST_ADMIN });
    expect(login.status).toBe(200);
    expect(typeof login.body.access_token).toBe('string');
    expect(login.body.user).toMatchObject({ username: 'admin', access_level: 'admin', status: 'active' });
    expect(login.body.user.password_hash).toBeUndefined();

    const me = await call(server, 'GET', '/api/auth/me', { token: login.body.access_token });
    expect(me.status).toBe(200);
    expect(Object.keys(me.body)).toEqual(expect.arrayContaining(['id', 'username', 'full_name', 'access_level', 'status']));
  });

  it('answers a wrong password with 401 and the message the login screen shows', async () => {
    const server = await start();
    const response = await call(server, 'POST', '/api/auth/login', { body: { username: 'admin', password: 'wrong-password' } });
    expect(response.status).toBe(401);
    expect(response.body.detail).toBe('Invalid credentials');
    expect(response.body.error).toEqual({ code: 'invalid_credentials', message: 'Invalid credentials' });
  });

  it('answers an unknown user exactly like a wrong password', async () => {
    const server = await start();
    const response = await call(server, 'POST', '/api/auth/login', { body: { username: 'nobody', password: 'x' } });
    expect(response.status).toBe(401);
    expect(response.body.detail).toBe('Invalid credentials');
  });

  it('refuses me without a token, with a malformed token and with a token signed by someone else', async () => {
    const server = await start();
    expect((await call(server, 'GET', '/api/auth/me')).status).toBe(401);
    expect((await call(server, 'GET', '/api/auth/me', { token: 'not-a-jwt' })).status).toBe(401);
    const foreign = await start(tempDataDir());
    const foreignToken = await loginAs(foreign, TEST_ADMIN.username, TEST_ADMIN.password);
    expect((await call(server, 'GET', '/api/auth/me', { token: foreignToken })).status).toBe(401);
  });

  it('revokes the token on logout: it stops working at once', async () => {
    const server = await start();
    const token = await loginAs(server, TEST_ADMIN.username, TEST_ADMIN.password);
    expect((await call(server, 'POST', '/api/auth/logout', { token })).status).toBe(200);
    expect((await call(server, 'GET', '/api/auth/me', { token })).status).toBe(401);
  });

  it('rejects a login body that is not JSON or lacks a field with a 400 naming the problem', async () => {
    const server = await start();
    const garbage = await call(server, 'POST', '/api/auth/login', { rawBody: '{"username":' });
    expect(garbage.status).toBe(400);
    expect(garbage.body.error.code).toBe('bad_request');
    const missing = await call(server, 'POST', '/api/auth/login', { body: { username: 'admin' } });
    expect(missing.status).toBe(400);
    expect(missing.body.error.field).toBe('password');
  });
});

describe('first start and restart', () => {
  it('creates exactly one admin on an empty database, stores only a scrypt hash, and keeps the user across a restart', async () => {
    const dataDir = tempDataDir();
    const first = await start(dataDir);
    expect(first.firstAdmin).toEqual({ username: 'admin', password: TEST_ADMIN.password, generated: false });
    const [row] = await sqlRows(first, 'SELECT password_hash FROM users WHERE username = ?', 'admin');
    expect(String(row?.password_hash).startsWith('scrypt$')).toBe(true);
    expect(row?.password_hash).not.toContain(TEST_ADMIN.password);
    await first.stop();
    running.splice(running.indexOf(first), 1);

    const second = await start(dataDir, { adminPassword: 'a-different-password' });
    expect(second.firstAdmin).toBeUndefined();
    expect(await second.services.users.count()).toBe(1);
    await loginAs(second, TEST_ADMIN.username, TEST_ADMIN.password);
  });

  // Where the generated JWT secret is kept: data-directory.test.ts (SQLite), two-instances.test.ts (PostgreSQL).
  it('generates and reports a password when none is configured', async () => {
    const dataDir = tempDataDir();
    const server = await start(dataDir, { adminPassword: undefined });
    expect(server.firstAdmin?.generated).toBe(true);
    const password = server.firstAdmin?.password ?? '';
    expect(password.length).toBeGreaterThanOrEqual(16);
    await loginAs(server, 'admin', password);
  });

  it('keeps tokens valid across a restart with the stored secret', async () => {
    const dataDir = tempDataDir();
    const first = await start(dataDir);
    const token = await loginAs(first, TEST_ADMIN.username, TEST_ADMIN.password);
    await first.stop();
    running.splice(running.indexOf(first), 1);
    const second = await start(dataDir);
    expect((await call(second, 'GET', '/api/auth/me', { token })).status).toBe(200);
  });

  it('answers the health check without a token and unknown API paths with a JSON 404', async () => {
    const server = await start();
    expect(await call(server, 'GET', '/api/health')).toMatchObject({ status: 200, body: { status: 'ok' } });
    const missing = await call(server, 'GET', '/api/nothing-here');
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('not_found');
  });
});
