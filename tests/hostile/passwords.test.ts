import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, sqlRows, startServer, TEST_ADMIN, type RunningServer } from '../server/harness.ts';
import { hashPassword } from '../../server/auth/passwords.ts';
import { newPasswordProblem } from '../../server/auth/passwordPolicy.ts';

/**
 * Issue 24: `12345678`, `password` and eight spaces were accepted as passwords. A new password —
 * created by an admin, reset by an admin or chosen by its owner — now has at least 12
 * characters, is not one character repeated, not among the most common passwords
 * (fixtures/common-passwords.txt, compared without regard to case) and not the user name; a
 * refusal is a 400 naming the field. Passwords set before keep working until they are changed.
 */

const USERNAME = 'Refused-Name-Twelve';

/** Each refused password, with the words of the reason its 400 gives. */
const REFUSED: [label: string, password: string, reason: string][] = [
  ['12345678', '12345678', 'at least 12 characters'],
  ['password', 'password', 'at least 12 characters'],
  ['eight spaces', ' '.repeat(8), 'at least 12 characters'],
  ['twelve spaces', ' '.repeat(12), 'one character repeated'],
  ['a common password of 12 characters', 'password1234', 'most common passwords'],
  ['a common password in other case', 'PassWord1234', 'most common passwords'],
  ['a common password of 16 characters', 'passwordpassword', 'most common passwords'],
  ['the user name', USERNAME, 'not be the user name'],
  ['the user name in other case', USERNAME.toLowerCase(), 'not be the user name'],
];
const GOOD = 'tram-ledger-quietly-42';

let server: RunningServer;
let admin: string;

beforeAll(async () => {
  server = await startServer();
  admin = await loginAs(server, TEST_ADMIN.username, TEST_ADMIN.password);
});
afterAll(async () => {
  await server?.stop();
});

async function createUser(username: string, password: string) {
  return call(server, 'POST', '/api/admin/users', { token: admin, body: { username, password, force_password_change: false } });
}

async function userNames(): Promise<string[]> {
  return (await call(server, 'GET', '/api/admin/users', { token: admin })).body.users.map((user: { username: string }) => user.username);
}

describe('new passwords are refused when weak, wherever they are set', () => {
  it.each(REFUSED)('creating a user with %s: 400 naming password, and no user', async (_label, password, reason) => {
    const answer = await createUser(USERNAME, password);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ code: 'invalid_input', field: 'password' });
    expect(answer.body.error.message).toContain(reason);
    expect(await userNames()).not.toContain(USERNAME);
  });

  it('creating a user with a good password: 201, and the user signs in with it', async () => {
    expect((await createUser('good-password-user', GOOD)).status).toBe(201);
    expect(await loginAs(server, 'good-password-user', GOOD)).toBeTruthy();
  });

  it('an admin reset to any refused password is a 400 naming password; the old password keeps working', async () => {
    const created = await createUser(USERNAME, GOOD);
    expect(created.status).toBe(201);
    for (const [label, password, reason] of REFUSED) {
      const answer = await call(server, 'PUT', `/api/admin/users/${created.body.id}/reset-password`, { token: admin, body: { password } });
      expect({ label, status: answer.status, field: answer.body.error?.field }).toEqual({ label, status: 400, field: 'password' });
      expect(answer.body.error.message).toContain(reason);
    }
    expect(await loginAs(server, USERNAME, GOOD)).toBeTruthy();
    const reset = await call(server, 'PUT', `/api/admin/users/${created.body.id}/reset-password`, { token: admin, body: { password: `${GOOD}-reset` } });
    expect(reset.status).toBe(200);
    expect(await loginAs(server, USERNAME, `${GOOD}-reset`)).toBeTruthy();
  });

  it('changing the own password to any refused password is a 400 naming new_password; a good one is a 200', async () => {
    const username = 'Own-Change-Twelve';
    expect((await createUser(username, GOOD)).status).toBe(201);
    const token = await loginAs(server, username, GOOD);
    const change = (password: string) => call(server, 'PUT', '/api/auth/password', { token, body: { current_password: GOOD, new_password: password } });
    const ownName: typeof REFUSED = [['the own user name', username.toUpperCase(), 'not be the user name']];
    for (const [label, password, reason] of [...REFUSED.filter(([, password]) => password !== USERNAME && password !== USERNAME.toLowerCase()), ...ownName]) {
      const answer = await change(password);
      expect({ label, status: answer.status, field: answer.body.error?.field }).toEqual({ label, status: 400, field: 'new_password' });
      expect(answer.body.error.message).toContain(reason);
    }
    // A password that merely contains the user name is allowed (docs/decisions.md).
    expect((await change(`${username}-on-the-tram`)).status).toBe(200);
    expect(await loginAs(server, username, `${username}-on-the-tram`)).toBeTruthy();
  });
});

describe('passwords set before the rules', () => {
  it('a user whose password is short still signs in, and may change it only to one that meets the rules', async () => {
    const created = await createUser('veteran', GOOD);
    expect(created.status).toBe(201);
    // As stored before the rules: the sign-in checks the password, never the policy.
    await sqlRows(server, 'UPDATE users SET password_hash = ? WHERE id = ?', await hashPassword('12345678'), created.body.id);
    const token = await loginAs(server, 'veteran', '12345678');
    const change = (password: string) => call(server, 'PUT', '/api/auth/password', { token, body: { current_password: '12345678', new_password: password } });
    expect((await change('87654321')).body.error).toMatchObject({ field: 'new_password' });
    expect((await change(GOOD)).status).toBe(200);
    expect(await loginAs(server, 'veteran', GOOD)).toBeTruthy();
  });

  it('the first admin\'s generated password meets the rules', async () => {
    const fresh = await startServer(undefined, { adminPassword: undefined });
    try {
      const generated = fresh.firstAdmin;
      expect(generated?.generated).toBe(true);
      expect(newPasswordProblem(generated?.password ?? '', generated?.username ?? '')).toBeUndefined();
      expect(await loginAs(fresh, generated?.username ?? '', generated?.password ?? '')).toBeTruthy();
    } finally {
      await fresh.stop();
    }
  });
});
