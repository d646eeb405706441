import { afterEach, describe, expect, it } from 'vitest';
import { call, loginAs, sqlRows, startServer, TEST_ADMIN, type JsonResponse, type RunningServer } from '../server/harness.ts';

/**
 * Issue 24: the sign-in throttle counted failures after the password check, so guesses sent in
 * parallel were all checked (300 of 300 from one address; 60 from many addresses reached the
 * right password). Now each attempt is reserved before its check: whatever arrives at once, at
 * most 10 per address and per user name are checked in a minute, the rest answer 429. On
 * SQLite and on PostgreSQL; several instances on one PostgreSQL database:
 * sign-in-throttle-instances.test.ts.
 */

const LIMIT = 10;
const TARGET = { username: 'targeted-user', password: 'the-right-passphrase-7' };

const running: RunningServer[] = [];
afterEach(async () => {
  while (running.length) await running.pop()?.stop();
});

/** A server behind a trusted proxy on loopback, so X-Forwarded-For names the client of each request. */
async function start(): Promise<RunningServer> {
  const server = await startServer(undefined, { trustProxy: ['loopback'] });
  running.push(server);
  return server;
}

function signIn(server: RunningServer, client: string, username: string, password: string): Promise<JsonResponse> {
  return call(server, 'POST', '/api/auth/login', { body: { username, password }, headers: { 'x-forwarded-for': client } });
}

function countOf(responses: readonly JsonResponse[], status: number): number {
  return responses.filter((response) => response.status === status).length;
}

/** Every 429 says when to come back: whole seconds within the one-minute window. */
function expectRetryAfterOnEvery429(responses: readonly JsonResponse[]): void {
  for (const response of responses.filter((each) => each.status === 429)) {
    expect(response.body.error.code).toBe('too_many_attempts');
    const seconds = Number(response.headers.get('retry-after'));
    expect(Number.isInteger(seconds) && seconds >= 1 && seconds <= 60, `Retry-After ${seconds}`).toBe(true);
  }
}

async function failedSignIns(server: RunningServer): Promise<number> {
  return (await sqlRows(server, "SELECT id FROM activity_log WHERE action = 'login' AND details = 'failed'")).length;
}

describe('sign-in throttle under parallel guessing', () => {
  it('300 parallel guesses from one address: 10 are checked (401), 290 answer 429 with Retry-After, and health answers meanwhile', async () => {
    const server = await start();
    const guesses = Promise.all(Array.from({ length: 300 }, (_, index) => signIn(server, '203.0.113.50', `guess-${index}`, `wrong-guess-${index}`)));
    const health = await call(server, 'GET', '/api/health');
    const answers = await guesses;

    expect(health.status).toBe(200);
    expect({ checked: countOf(answers, 401), refused: countOf(answers, 429) }).toEqual({ checked: LIMIT, refused: 300 - LIMIT });
    expectRetryAfterOnEvery429(answers);
    // Only the checked guesses reached the password check and the audit trail.
    expect(await failedSignIns(server)).toBe(LIMIT);
    // Another address is not affected.
    expect((await signIn(server, '203.0.113.51', TEST_ADMIN.username, TEST_ADMIN.password)).status).toBe(200);
  });

  it('60 guesses at one user name from 60 addresses: 10 are checked, and then the right password answers 429, not 200', async () => {
    const server = await start();
    const admin = await loginAs(server, TEST_ADMIN.username, TEST_ADMIN.password);
    expect((await call(server, 'POST', '/api/admin/users', { token: admin, body: { ...TARGET, force_password_change: false } })).status).toBe(201);

    const wrong = await Promise.all(Array.from({ length: 59 }, (_, index) => signIn(server, `198.51.100.${index + 1}`, TARGET.username, `wrong-guess-${index}`)));
    const right = await signIn(server, '198.51.100.200', TARGET.username, TARGET.password);

    expect({ checked: countOf(wrong, 401), refused: countOf(wrong, 429) }).toEqual({ checked: LIMIT, refused: 59 - LIMIT });
    expect(right.status).toBe(429);
    expectRetryAfterOnEvery429([...wrong, right]);
    // The user name's key is full; the addresses are not: another user signs in from any of them.
    expect((await signIn(server, '198.51.100.1', TEST_ADMIN.username, TEST_ADMIN.password)).status).toBe(200);
  });

  it('a right password forgives its own attempt: many parallel sign-ins of the owner leave nothing counted', async () => {
    const server = await start();
    for (let round = 0; round < 3; round += 1) {
      const answers = await Promise.all(Array.from({ length: LIMIT }, (_, index) => signIn(server, `192.0.2.${index + 1}`, TEST_ADMIN.username, TEST_ADMIN.password)));
      expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: LIMIT }, () => 200));
    }
    expect(await sqlRows(server, 'SELECT key FROM login_failures')).toEqual([]);
    // Nine failures leave room for the owner, whose right password again counts nothing.
    for (let index = 0; index < LIMIT - 1; index += 1) expect((await signIn(server, '192.0.2.99', TEST_ADMIN.username, `wrong-${index}`)).status).toBe(401);
    expect((await signIn(server, '192.0.2.100', TEST_ADMIN.username, TEST_ADMIN.password)).status).toBe(200);
    expect((await signIn(server, '192.0.2.101', TEST_ADMIN.username, TEST_ADMIN.password)).status).toBe(200);
  });

  it('40 parallel guesses of the current password on a password change: 10 are checked (400), the rest and then the right one answer 429', async () => {
    const server = await start();
    const token = await loginAs(server, TEST_ADMIN.username, TEST_ADMIN.password);
    const change = (currentPassword: string, client: string) => call(server, 'PUT', '/api/auth/password', {
      token, body: { current_password: currentPassword, new_password: 'a-new-passphrase-24' }, headers: { 'x-forwarded-for': client },
    });
    const guesses = await Promise.all(Array.from({ length: 40 }, (_, index) => change(`guess-${index}`, `203.0.113.${index + 1}`)));
    const right = await change(TEST_ADMIN.password, '203.0.113.200');

    expect({ checked: countOf(guesses, 400), refused: countOf(guesses, 429) }).toEqual({ checked: LIMIT, refused: 40 - LIMIT });
    expect(right.status).toBe(429);
    expectRetryAfterOnEvery429([...guesses, right]);
    expect((await call(server, 'GET', '/api/auth/me', { token })).status).toBe(200);
  });
});
