import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, startServer, tempDataDir, TEST_ADMIN, type JsonResponse, type RunningServer } from './harness.ts';

function expectSecurityHeaders(response: { headers: Headers }): void {
  const csp = response.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval';");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  // WebAssembly compiled in the worker (the model's kernel), never JavaScript from text.
  expect(csp).not.toContain("'unsafe-eval'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  expect(response.headers.get('referrer-policy')).toBe('no-referrer');
}

/** An error answer is our JSON error shape with our headers and shows nothing of the server's insides. */
function expectCleanError(response: JsonResponse, status: number, code: string): void {
  expect(response.status).toBe(status);
  expectSecurityHeaders(response);
  expect(response.body.error.code).toBe(code);
  expect(response.body.detail).toBe(response.body.error.message);
  const text = JSON.stringify(response.body);
  expect(text).not.toMatch(/\bat .+\.(ts|js):\d+/);
  expect(text).not.toContain('node_modules');
  expect(response.body.stack).toBeUndefined();
}

/** Sends bytes as they are (fetch would normalise the path or refuse to send bad HTTP) and reads the answer. */
async function rawRequest(server: RunningServer, request: string): Promise<JsonResponse> {
  const { port } = new URL(server.baseUrl);
  const answer = await new Promise<string>((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => socket.end(request));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => { text += chunk; });
    socket.on('close', () => resolve(text));
    socket.on('error', reject);
  });
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  const headers = new Headers(headerLines.map((line) => {
    const colon = line.indexOf(':');
    return [line.slice(0, colon).trim(), line.slice(colon + 1).trim()] as [string, string];
  }));
  return { status: Number(statusLine.split(' ')[1]), headers, body: JSON.parse(body) };
}

const get = (path: string, token = '') => `GET ${path} HTTP/1.1\r\nHost: localhost\r\n${token ? `Authorization: Bearer ${token}\r\n` : ''}Connection: close\r\n\r\n`;

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
    expect(await server.services.users.count()).toBe(1);
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
    expect(await server.services.users.findByUsername('mallory')).toBeUndefined();
  });

  it.each(['text/plain', 'application/xml', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
    'answers a %s body with 415 and stores nothing',
    async (contentType) => {
      const response = await call(server, 'POST', '/api/admin/users', {
        token, rawBody: '{"username":"trudy","password":"long-enough-1"}', headers: { 'content-type': contentType },
      });
      expectCleanError(response, 415, 'unsupported_media_type');
      expect(await server.services.users.findByUsername('trudy')).toBeUndefined();
    },
  );

  it('answers JSON of the wrong type (an array, a string, null) with 400 naming the body', async () => {
    for (const rawBody of ['[]', '"admin"', 'null', '42']) {
      const response = await call(server, 'POST', '/api/auth/login', { rawBody });
      expectCleanError(response, 400, response.body.error.code);
      expect(response.body.error.code).toMatch(/^(invalid_input|bad_request)$/);
    }
  });

  it('answers an empty JSON body with 400 in our words', async () => {
    const response = await call(server, 'POST', '/api/auth/login', { rawBody: '' });
    expectCleanError(response, 400, 'bad_request');
    expect(response.body.error.message).toBe('Request body is empty: send a JSON value');
  });

  it.each(['/api/scenarios/%c0%af', '/api/%zz', '/cockpit%c0%af'])(
    'answers a path that is no valid URL (%s) with 400 bad_url in our shape and headers, without repeating it',
    async (path) => {
      const response = await rawRequest(server, get(path, token));
      expectCleanError(response, 400, 'bad_url');
      expect(JSON.stringify(response.body)).not.toMatch(/%c0|%zz|scenarios|cockpit/);
      expect(response.headers.get('cache-control')).toBe('no-store');
    },
  );

  it('answers a path parameter over 100 characters with 414 in our shape and headers, and takes one of 100', async () => {
    const tooLong = await rawRequest(server, get(`/api/scenarios/${'x'.repeat(101)}`, token));
    expectCleanError(tooLong, 414, 'path_parameter_too_long');
    expect(JSON.stringify(tooLong.body)).not.toContain('xxx');
    expectCleanError(await call(server, 'GET', `/api/scenarios/${'x'.repeat(100)}`, { token }), 404, 'not_found');
  });

  it.each([
    ['a request line that is no HTTP', 'GARBAGE\r\n\r\n'],
    ['a header line without a colon', 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nBroken header\r\n\r\n'],
  ])('answers %s with 400 in our shape and headers', async (_label, request) => {
    expectCleanError(await rawRequest(server, request), 400, 'bad_request');
  });

  it('answers 404s without repeating the path asked for', async () => {
    const api = await call(server, 'GET', '/api/%3Cscript%3Ealert(1)%3C/script%3E');
    expectCleanError(api, 404, 'not_found');
    const file = await call(server, 'GET', '/assets/%3Cscript%3Ealert(1)%3C/script%3E.js');
    expectCleanError(file, 404, 'not_found');
    for (const answer of [api, file]) expect(JSON.stringify(answer.body)).not.toMatch(/script|alert/i);
  });

  it('answers unknown /api paths with a JSON 404 for every method, signed in or not', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'DELETE']) {
      expectCleanError(await call(server, method, '/api/definitely/not/here'), 404, 'not_found');
      expectCleanError(await call(server, method, '/api/definitely/not/here', { token }), 404, 'not_found');
    }
  });
});
