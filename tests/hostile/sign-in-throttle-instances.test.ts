import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, storageEnv, tempDataDir, TEST_ADMIN, type JsonResponse } from '../server/harness.ts';
import { startServerProcess, type ServerProcess } from '../server/serverProcess.ts';

/**
 * Issue 24: guesses spread over two instances on one PostgreSQL database were all checked (40 of
 * 40). The reservation of an attempt holds a lock per throttle key in the database, so the
 * instances count as one: at most 10 guesses per address and per user name are checked. Runs in
 * the PostgreSQL pass only (vite.config.ts); one SQLite file has one server.
 */

const LIMIT = 10;
const TARGET = { username: 'targeted-on-both', password: 'the-right-passphrase-9' };

let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  // Behind a proxy on loopback, X-Forwarded-For names each guess's client.
  const env = { ...await storageEnv(tempDataDir()), FAHRPLAN_TRUST_PROXY: 'loopback' };
  [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  const admin = await loginAs(a, TEST_ADMIN.username, TEST_ADMIN.password);
  expect((await call(b, 'POST', '/api/admin/users', { token: admin, body: { ...TARGET, force_password_change: false } })).status).toBe(201);
}, 120_000);
afterAll(async () => {
  await Promise.all([a?.kill(), b?.kill()]);
});

function signIn(server: ServerProcess, client: string, username: string, password: string): Promise<JsonResponse> {
  return call(server, 'POST', '/api/auth/login', { body: { username, password }, headers: { 'x-forwarded-for': client } });
}

function statuses(responses: readonly JsonResponse[]): { checked: number; refused: number } {
  return { checked: responses.filter((each) => each.status === 401).length, refused: responses.filter((each) => each.status === 429).length };
}

describe('sign-in throttle across two instances on one PostgreSQL database', () => {
  it('40 parallel guesses from one address, half to each instance: 10 are checked, 30 answer 429', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, (_, index) =>
      signIn(index % 2 === 0 ? a : b, '203.0.113.60', `guess-${index}`, `wrong-guess-${index}`)));
    expect(statuses(answers)).toEqual({ checked: LIMIT, refused: 40 - LIMIT });
  });

  it('40 parallel guesses at one user name from 40 addresses over both: 10 are checked, and the right password then answers 429 on either', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, (_, index) =>
      signIn(index % 2 === 0 ? a : b, `198.51.100.${index + 1}`, TARGET.username, `wrong-guess-${index}`)));
    expect(statuses(answers)).toEqual({ checked: LIMIT, refused: 40 - LIMIT });
    expect((await signIn(a, '198.51.100.201', TARGET.username, TARGET.password)).status).toBe(429);
    expect((await signIn(b, '198.51.100.202', TARGET.username, TARGET.password)).status).toBe(429);
  });
});
