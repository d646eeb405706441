import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { call, loginAs, startServer, sqlRows, TEST_ADMIN, type RunningServer } from './harness.ts';

const running: RunningServer[] = [];
async function start(): Promise<RunningServer> {
  const server = await startServer();
  running.push(server);
  return server;
}
afterEach(async () => {
  while (running.length) await running.pop()?.stop();
});

/**
 * A login from another loopback address (127.0.0.0/8 all reaches the server on Linux), so the
 * per-IP and per-user-name limits can be told apart without trusting a forwarded header.
 */
function loginFrom(server: RunningServer, localAddress: string, username: string, password: string) {
  const url = new URL('/api/auth/login', server.baseUrl);
  const payload = JSON.stringify({ username, password });
  return new Promise<{ status: number; retryAfter: string | undefined; body: { error?: { code: string } } }>((resolve, reject) => {
    const request = http.request({
      host: url.hostname, port: url.port, path: url.pathname, method: 'POST', localAddress,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
    }, (response) => {
      let text = '';
      response.on('data', (chunk) => (text += String(chunk)));
      response.on('end', () => resolve({
        status: response.statusCode ?? 0,
        retryAfter: response.headers['retry-after'],
        body: JSON.parse(text) as { error?: { code: string } },
      }));
    });
    request.on('error', reject);
    request.end(payload);
  });
}

function activityRows(server: RunningServer): Promise<Array<Record<string, unknown>>> {
  return sqlRows(server, 'SELECT * FROM activity_log ORDER BY id');
}

describe('login audit', () => {
  it('records success, failure and logout with user, action, IP and never the password or token', async () => {
    const server = await start();
    await call(server, 'POST', '/api/auth/login', { body: { username: 'admin', password: 'wrong-guess-123' } });
    await call(server, 'POST', '/api/auth/login', { body: { username: 'hunter2-typed-as-name', password: 'another-guess' } });
    const token = await loginAs(server, TEST_ADMIN.username, TEST_ADMIN.password);
    await call(server, 'POST', '/api/auth/logout', { token });

    const rows = (await activityRows(server)).map(({ username, action, resource, details, ip_address }) => ({ username, action, resource, details, ip_address }));
    expect(rows).toEqual([
      { username: 'admin', action: 'login', resource: 'auth', details: 'failed', ip_address: '127.0.0.1' },
      { username: 'anonymous', action: 'login', resource: 'auth', details: 'failed', ip_address: '127.0.0.1' },
      { username: 'admin', action: 'login', resource: 'auth', details: 'success', ip_address: '127.0.0.1' },
      { username: 'admin', action: 'logout', resource: 'auth', details: 'success', ip_address: '127.0.0.1' },
    ]);
    const text = JSON.stringify(await activityRows(server));
    for (const secret of ['wrong-guess-123', 'another-guess', 'hunter2-typed-as-name', TEST_ADMIN.password, token]) {
      expect(text).not.toContain(secret);
    }
  });

  it('records a correct password for an inactive user as a failed login', async () => {
    const server = await start();
    const admin = await loginAs(server, TEST_ADMIN.username, TEST_ADMIN.password);
    const created = await call(server, 'POST', '/api/admin/users', { token: admin, body: { username: 'olga', password: 'olga-password' } });
    await call(server, 'PUT', `/api/admin/users/${created.body.id}`, { token: admin, body: { status: 'inactive' } });
    expect((await call(server, 'POST', '/api/auth/login', { body: { username: 'olga', password: 'olga-password' } })).status).toBe(403);
    expect((await activityRows(server)).at(-1)).toMatchObject({ username: 'olga', action: 'login', details: 'failed: inactive account' });
  });
});

describe('login throttling', () => {
  it('after 10 failed tries for one user name answers 429 with Retry-After, even with the right password, from any IP', async () => {
    const server = await start();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await loginFrom(server, `127.0.0.${10 + attempt}`, 'admin', `wrong-${attempt}`);
      expect(response.status).toBe(401);
    }
    const blocked = await loginFrom(server, '127.0.0.30', 'admin', TEST_ADMIN.password);
    expect(blocked.status).toBe(429);
    expect(blocked.body.error?.code).toBe('too_many_attempts');
    const seconds = Number(blocked.retryAfter);
    expect(Number.isInteger(seconds) && seconds >= 1 && seconds <= 60).toBe(true);
    // Another user name from the same address is not affected by admin's counter.
    expect((await loginFrom(server, '127.0.0.30', 'someone-else', 'whatever-pass')).status).toBe(401);
    // The refused tries were not even checked, so they left no audit rows.
    expect((await activityRows(server)).filter((row) => row.action === 'login')).toHaveLength(11);
  });

  it('after 10 failed tries from one IP answers 429 there for every user name, but not from another IP', async () => {
    const server = await start();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await loginFrom(server, '127.0.0.40', `guess-${attempt}`, 'password-guess')).status).toBe(401);
    }
    const blocked = await loginFrom(server, '127.0.0.40', 'admin', TEST_ADMIN.password);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.retryAfter)).toBeGreaterThan(0);
    expect((await loginFrom(server, '127.0.0.41', 'admin', TEST_ADMIN.password)).status).toBe(200);
  });

  it('does not count successful sign-ins', async () => {
    const server = await start();
    for (let attempt = 0; attempt < 12; attempt += 1) {
      expect((await loginFrom(server, '127.0.0.50', 'admin', TEST_ADMIN.password)).status).toBe(200);
    }
  });
});

describe('own password change', () => {
  it('checks the current password, requires a different new one of 12 to 128 characters, and names the field', async () => {
    const server = await start();
    const token = await loginAs(server, TEST_ADMIN.username, TEST_ADMIN.password);
    const put = (body: unknown) => call(server, 'PUT', '/api/auth/password', { token, body });

    const wrong = await put({ current_password: 'not-it-at-all', new_password: 'brand-new-password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toEqual({ code: 'invalid_current_password', message: 'Current password is incorrect', field: 'current_password' });
    const same = await put({ current_password: TEST_ADMIN.password, new_password: TEST_ADMIN.password });
    expect(same.body.error).toMatchObject({ field: 'new_password', message: 'New password must differ from the current password' });
    expect((await put({ current_password: TEST_ADMIN.password, new_password: 'short' })).body.error.field).toBe('new_password');
    expect((await put({ current_password: TEST_ADMIN.password, new_password: 'y'.repeat(129) })).body.error.field).toBe('new_password');
    expect((await put({ new_password: 'brand-new-password' })).body.error.field).toBe('current_password');
    await loginAs(server, TEST_ADMIN.username, TEST_ADMIN.password);
  });

  it('sets the new password, keeps the calling session, signs out the others and audits it without passwords', async () => {
    const server = await start();
    const here = await loginAs(server, TEST_ADMIN.username, TEST_ADMIN.password);
    const elsewhere = await loginAs(server, TEST_ADMIN.username, TEST_ADMIN.password);
    const changed = await call(server, 'PUT', '/api/auth/password', {
      token: here, body: { current_password: TEST_ADMIN.password, new_password: 'a-much-better-passphrase' },
    });
    expect(changed).toMatchObject({ status: 200, body: { status: 'ok', user: { username: 'admin', force_password_change: false } } });
    expect((await call(server, 'GET', '/api/auth/me', { token: here })).status).toBe(200);
    expect((await call(server, 'GET', '/api/auth/me', { token: elsewhere })).status).toBe(401);
    expect((await call(server, 'POST', '/api/auth/login', { body: TEST_ADMIN })).status).toBe(401);
    await loginAs(server, 'admin', 'a-much-better-passphrase');

    expect((await activityRows(server)).find((row) => row.action === 'update')).toMatchObject({ username: 'admin', resource: 'user:admin', details: 'password changed' });
    const text = JSON.stringify(await activityRows(server));
    expect(text).not.toContain('a-much-better-passphrase');
    expect(text).not.toContain(TEST_ADMIN.password);
  });

  it('throttles guesses of the current password like failed sign-ins', async () => {
    const server = await start();
    const token = await loginAs(server, TEST_ADMIN.username, TEST_ADMIN.password);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await call(server, 'PUT', '/api/auth/password', { token, body: { current_password: `guess-${attempt}`, new_password: 'new-password-1' } });
      expect(response.status).toBe(400);
    }
    const blocked = await call(server, 'PUT', '/api/auth/password', { token, body: { current_password: TEST_ADMIN.password, new_password: 'new-password-1' } });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
