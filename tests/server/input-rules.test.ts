import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baselineCsv } from '../helpers/fixtures.ts';
import { call, loginAs, startServer, sqlRows, TEST_ADMIN, type RunningServer } from './harness.ts';

/**
 * The text rules of contract/text.ts and the strict bodies, end to end: every refusal is a 400
 * whose field and message name the input, and nothing is stored.
 */

let server: RunningServer;
let admin: string;

beforeAll(async () => {
  server = await startServer();
  admin = await loginAs(server, TEST_ADMIN.username, TEST_ADMIN.password);
});
afterAll(async () => {
  await server?.stop();
});

const NUL = '\u0000';
const BEL = '\u0007';
const ESC = '\u001b';
const RIGHT_TO_LEFT_OVERRIDE = '\u202e';

/** Texts no field takes, with the reason the answer gives. */
const UNSAFE_IN_EVERY_TEXT: [string, string, string][] = [
  ['a NUL', `Plan${NUL}B`, 'must not contain control characters'],
  ['a BEL', `Plan${BEL}`, 'must not contain control characters'],
  ['an ESC sequence', `${ESC}[31mPlan`, 'must not contain control characters'],
  ['a right-to-left override', `Plan${RIGHT_TO_LEFT_OVERRIDE}fdp.exe`, 'must not contain characters that change the writing direction'],
  ['a left-to-right embedding', 'Plan\u202aB', 'must not contain characters that change the writing direction'],
  ['a first-strong isolate', 'Plan\u2068B\u2069', 'must not contain characters that change the writing direction'],
  ['a right-to-left mark', 'Plan\u200fB', 'must not contain characters that change the writing direction'],
  ['a left-to-right mark', 'Plan\u200eB', 'must not contain characters that change the writing direction'],
];
/** Names that show nothing. */
const INVISIBLE_NAMES: [string, string][] = [
  ['a lone zero-width space', '\u200b'],
  ['zero-width characters between spaces', ' \u200b\u200c\u200d\u2060 '],
  ['a byte-order mark and a soft hyphen', '\ufeff\u00ad'],
  ['a Hangul filler', '\u3164'],
];

function expectRefused(response: { status: number; body: { error: { field?: string; message: string } } }, field: string, reason: string): void {
  expect(response.status).toBe(400);
  expect(response.body.error).toMatchObject({ code: 'invalid_input', field, message: `${field}: ${reason}` });
}

async function countRows(table: string): Promise<number> {
  const [row] = await sqlRows(server, `SELECT COUNT(*) AS n FROM ${table}`);
  return Number(row?.n);
}

describe('scenario texts', () => {
  const create = (body: Record<string, unknown>) =>
    call(server, 'POST', '/api/scenarios', { token: admin, body: { scenario_name: 'A plan', description: 'Why we plan it', key_drivers: {}, ...body } });

  it.each(UNSAFE_IN_EVERY_TEXT)('refuses a name with %s on create, naming scenario_name, and stores nothing', async (_label, name, reason) => {
    const before = await countRows('scenarios');
    expectRefused(await create({ scenario_name: name }), 'scenario_name', reason);
    expect(await countRows('scenarios')).toBe(before);
  });

  it.each(UNSAFE_IN_EVERY_TEXT)('refuses a description with %s on create, naming description, and stores nothing', async (_label, text, reason) => {
    const before = await countRows('scenarios');
    const expected = reason.includes('control') ? 'must not contain control characters other than line breaks and tabs' : reason;
    expectRefused(await create({ description: text }), 'description', expected);
    expect(await countRows('scenarios')).toBe(before);
  });

  it.each(INVISIBLE_NAMES)('refuses %s as a name or a description', async (_label, text) => {
    const before = await countRows('scenarios');
    expectRefused(await create({ scenario_name: text }), 'scenario_name', 'must contain a visible character');
    expectRefused(await create({ description: text }), 'description', 'must contain a visible character');
    expect(await countRows('scenarios')).toBe(before);
  });

  it('refuses a line break in a name but keeps line breaks and tabs of a description', async () => {
    expectRefused(await create({ scenario_name: 'Two\nlines' }), 'scenario_name', 'must not contain control characters');
    const created = await create({ scenario_name: 'Multi-line description', description: 'First line\r\nsecond line\n\tindented' });
    expect(created.status).toBe(201);
    expect(created.body.description).toBe('First line\nsecond line\n\tindented');
  });

  it('accepts names in any script, with emoji joined by zero-width joiners', async () => {
    for (const name of ['Wachstum München', 'خطة النمو', 'План роста', '成長計画', 'Team 👩‍💻 plan']) {
      const response = await create({ scenario_name: name });
      expect({ name, status: response.status }).toEqual({ name, status: 201 });
      expect(response.body.scenario_name).toBe(name);
    }
  });

  it.each([
    ['a right-to-left override in the name', { scenario_name: `Plan${RIGHT_TO_LEFT_OVERRIDE}B` }, 'scenario_name', 'must not contain characters that change the writing direction'],
    ['a lone zero-width space as the name', { scenario_name: '\u200b' }, 'scenario_name', 'must contain a visible character'],
    ['an ESC in the description', { description: `${ESC}[2J` }, 'description', 'must not contain control characters other than line breaks and tabs'],
  ])('refuses %s on update, naming the field, and keeps the stored version', async (_label, change, field, reason) => {
    const created = await create({ scenario_name: `Update target ${field} ${reason.length}` });
    expect(created.status).toBe(201);
    const id = created.body.scenario_id as string;
    const response = await call(server, 'PUT', `/api/scenarios/${id}`, { token: admin, body: { version: 1, ...change } });
    expectRefused(response, field, reason);
    expect(await server.services.scenarios.get(id)).toMatchObject({ version: 1, scenario_name: created.body.scenario_name, description: 'Why we plan it' });
  });
});

describe('user texts', () => {
  const createUser = (fullName: string) =>
    call(server, 'POST', '/api/admin/users', { token: admin, body: { username: 'text-rules', full_name: fullName, password: 'long-enough-password' } });

  it.each(UNSAFE_IN_EVERY_TEXT)('refuses a full name with %s, naming full_name, and stores nothing', async (_label, name, reason) => {
    const before = await server.services.users.count();
    expectRefused(await createUser(name), 'full_name', reason);
    expect(await server.services.users.count()).toBe(before);
  });

  it.each(INVISIBLE_NAMES)('refuses %s as a full name', async (_label, name) => {
    const before = await server.services.users.count();
    expectRefused(await createUser(name), 'full_name', 'must contain a visible character');
    expect(await server.services.users.count()).toBe(before);
  });

  it('still allows an empty full name, and refuses an unsafe one on update too', async () => {
    const created = await call(server, 'POST', '/api/admin/users', { token: admin, body: { username: 'no-full-name', password: 'long-enough-password' } });
    expect(created.status).toBe(201);
    expect(created.body.full_name).toBe('');
    const response = await call(server, 'PUT', `/api/admin/users/${created.body.id}`, { token: admin, body: { full_name: `Eve${RIGHT_TO_LEFT_OVERRIDE}` } });
    expectRefused(response, 'full_name', 'must not contain characters that change the writing direction');
    expect((await server.services.users.findById(created.body.id))?.full_name).toBe('');
  });
});

describe('baseline texts', () => {
  it('refuses a control character in a data-mask text field and stores no new version', async () => {
    const mask = (await call(server, 'GET', '/api/baseline/data-mask', { token: admin })).body;
    const response = await call(server, 'POST', '/api/baseline/data-mask', { token: admin, body: { ...mask, data_source: `Accounts${BEL}` } });
    expectRefused(response, 'data_source', 'must not contain control characters');
    expect(await server.services.baselines.history()).toHaveLength(1);
  });

  it('refuses a direction control in a text setting of an imported CSV at its line, and stores nothing', async () => {
    const csv = baselineCsv().replace(/^data_source,[^,\n]*/m, `data_source,Accounts${RIGHT_TO_LEFT_OVERRIDE}`);
    const response = await call(server, 'PUT', '/api/baseline/actuals', { token: admin, body: { csv, version: 1 } });
    expect(response.status).toBe(422);
    const line = csv.split('\n').findIndex((row) => row.startsWith('data_source,')) + 1;
    expect(response.body.errors).toEqual([{ line, column: 'value', message: 'data_source must not contain characters that change the writing direction' }]);
    expect(await server.services.baselines.history()).toHaveLength(1);
  });
});

describe('unknown fields on sign-in and password change', () => {
  const ACCOUNT = { username: 'strict-bodies', password: 'strict-bodies-password' };

  beforeAll(async () => {
    const created = await call(server, 'POST', '/api/admin/users', { token: admin, body: { ...ACCOUNT, force_password_change: false } });
    expect(created.status).toBe(201);
  });

  it('refuses a login body with an unknown field, names it, and signs nobody in', async () => {
    const sessions = await countRows('sessions');
    const logins = await countRows("activity_log WHERE action = 'login'");
    const response = await call(server, 'POST', '/api/auth/login', { body: { ...ACCOUNT, remember_me: true } });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: 'invalid_input', field: 'body' });
    expect(response.body.error.message).toContain('remember_me');
    expect(await countRows('sessions')).toBe(sessions);
    expect(await countRows("activity_log WHERE action = 'login'")).toBe(logins);
  });

  it('refuses a password change with an unknown field, names it, and keeps the password', async () => {
    const token = await loginAs(server, ACCOUNT.username, ACCOUNT.password);
    const response = await call(server, 'PUT', '/api/auth/password', {
      token, body: { current_password: ACCOUNT.password, new_password: 'a-new-password', confirm_password: 'a-new-password' },
    });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: 'invalid_input', field: 'body' });
    expect(response.body.error.message).toContain('confirm_password');
    expect((await call(server, 'POST', '/api/auth/login', { body: ACCOUNT })).status).toBe(200);
    expect((await call(server, 'POST', '/api/auth/login', { body: { ...ACCOUNT, password: 'a-new-password' } })).status).toBe(401);
  });

  it('refuses a field sent to a route that takes no body', async () => {
    const token = await loginAs(server, ACCOUNT.username, ACCOUNT.password);
    const response = await call(server, 'POST', '/api/auth/logout', { token, body: { everywhere: true } });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toContain('everywhere');
    expect((await call(server, 'GET', '/api/auth/me', { token })).status).toBe(200);
  });
});
