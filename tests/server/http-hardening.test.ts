import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, startServer, tempDataDir, TEST_ADMIN, type JsonResponse, type RunningServer } from './harness.ts';

function expectSecurityHeaders(response: { headers: Headers }): void {
  const csp = response.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  expect(response.headers.get('referrer-policy')).toBe('no-referrer');
}

/** An error answer is our JSON error shape and shows nothing of the server's insides. */
function expectCleanError(response: JsonResponse, status: number, code: string): void {
  expect(response.status).toBe(status);
  expect(response.body.error.code).toBe(code);
  expect(response.body.detail).toBe(response.body.error.message);
  const text = JSON.stringify(response.body);
  expect(text).not.toMatch(/\bat .+\.(ts|js):\d+/);
  expect(text).not.toContain('node_modules');
  expect(response.body.stack).toBeUndefined();
}

describe('security headers and body handling', () => {
  let server: RunningServer;
  let token: string;

  beforeAll(async () => {
    const staticDir = fs.mkdtempSync(path.join(tempDataDir(), 'dist-'));
    fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Fahrplan</title><div id="root"></div>');
    server = await startServer(tempDataDir(), { staticDir });
    token = await loginAs(server, TEST_ADMIN.username, TEST_ADMIN.password);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('sends the security headers on API answers, errors, 404s and the app itself', async () => {
    const answers = [
      await call(server, 'GET', '/api/health'),
      await call(server, 'GET', '/api/auth/me'),
      await call(server, 'GET', '/api/nothing-here'),
      await call(server, 'GET', '/cockpit'),
      await call(server, 'GET', '/assets/missing.js'),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 401, 404, 200, 404]);
    for (const answer of answers) expectSecurityHeaders(answer);
    expect(answers[0]?.headers.get('cache-control')).toBe('no-store');
    expect(answers[3]?.headers.get('content-type')).toContain('text/html');
  });

  it('answers a body over 1 MB with 413 and the JSON error shape', async () => {
    const huge = JSON.stringify({ username: 'admin', password: 'x'.repeat(1024 * 1024) });
    const response = await call(server, 'POST', '/api/auth/login', { rawBody: huge });
    expectCleanError(response, 413, 'payload_too_large');
  });

  it('answers a body over 1 MB on a protected route with 401 before reading it, and 413 with a token', async () => {
    const huge = JSON.stringify({ username: 'u'.repeat(1024 * 1024 + 10), password: 'long-enough-1' });
    expect((await call(server, 'POST', '/api/admin/users', { rawBody: huge })).status).toBe(401);
    expectCleanError(await call(server, 'POST', '/api/admin/users', { rawBody: huge, token }), 413, 'payload_too_large');
    expect(server.services.users.count()).toBe(1);
  });

  it.each([
    ['a cut-off object', '{"username":'],
    ['a trailing comma', '{"username":"admin","password":"x",}'],
    ['plain words', 'username=admin'],
  ])('answers malformed JSON (%s) with 400', async (_label, rawBody) => {
    expectCleanError(await call(server, 'POST', '/api/auth/login', { rawBody }), 400, 'bad_request');
  });

  it('refuses a prototype-poisoning body with 400', async () => {
    const response = await call(server, 'POST', '/api/admin/users', {
      token, rawBody: '{"username":"mallory","password":"long-enough-1","__proto__":{"role":"admin"}}',
    });
    expectCleanError(response, 400, 'bad_request');
    expect(server.services.users.findByUsername('mallory')).toBeUndefined();
  });

  it.each(['text/plain', 'application/xml', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
    'answers a %s body with 415 and stores nothing',
    async (contentType) => {
      const response = await call(server, 'POST', '/api/admin/users', {
        token, rawBody: '{"username":"trudy","password":"long-enough-1"}', headers: { 'content-type': contentType },
      });
      expectCleanError(response, 415, 'unsupported_media_type');
      expect(server.services.users.findByUsername('trudy')).toBeUndefined();
    },
  );

  it('answers JSON of the wrong type (an array, a string, null) with 400 naming the body', async () => {
    for (const rawBody of ['[]', '"admin"', 'null', '42']) {
      const response = await call(server, 'POST', '/api/auth/login', { rawBody });
      expectCleanError(response, 400, response.body.error.code);
      expect(response.body.error.code).toMatch(/^(invalid_input|bad_request)$/);
    }
  });

  it('answers unknown /api paths with a JSON 404 for every method, signed in or not', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'DELETE']) {
      expectCleanError(await call(server, method, '/api/definitely/not/here'), 404, 'not_found');
      expectCleanError(await call(server, method, '/api/definitely/not/here', { token }), 404, 'not_found');
    }
  });
});
