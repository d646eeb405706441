import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, startServer, sqlRows, TEST_ADMIN, type RunningServer } from './harness.ts';

const running: RunningServer[] = [];
async function start(): Promise<{ server: RunningServer; admin: string }> {
  const server = await startServer();
  running.push(server);
  return { server, admin: await loginAs(server, TEST_ADMIN.username, TEST_ADMIN.password) };
}
afterEach(async () => {
  while (running.length) await running.pop()?.stop();
});

async function createUser(server: RunningServer, admin: string, body: Record<string, unknown>) {
  return call(server, 'POST', '/api/admin/users', { token: admin, body });
}

function activityRows(server: RunningServer): Promise<Array<Record<string, unknown>>> {
  return sqlRows(server, 'SELECT * FROM activity_log ORDER BY id');
}

async function expectNoSecretInAuditTrail(server: RunningServer, secrets: string[]): Promise<void> {
  const text = JSON.stringify(await activityRows(server));
  for (const secret of secrets) expect(text).not.toContain(secret);
}

describe('admin users: create and list', () => {
  it('creates a user who must change the handed-out password, lists it and audits the creation without the password', async () => {
    const { server, admin } = await start();
    const created = await createUser(server, admin, { username: 'carla', full_name: 'Carla Kunz', email: 'carla@example.org', role: 'user', password: 'Handout-Pass-12' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ username: 'carla', full_name: 'Carla Kunz', email: 'carla@example.org', access_level: 'user', status: 'active', force_password_change: true });
    expect(created.body.password_hash).toBeUndefined();

    const list = await call(server, 'GET', '/api/admin/users', { token: admin });
    expect(list.body.users.map((user: { username: string }) => user.username)).toEqual(['admin', 'carla']);

    const login = await call(server, 'POST', '/api/auth/login', { body: { username: 'carla', password: 'Handout-Pass-12' } });
    expect(login.body.user.force_password_change).toBe(true);
    const me = await call(server, 'GET', '/api/auth/me', { token: login.body.access_token });
    expect(me.body.force_password_change).toBe(true);

    const row = (await activityRows(server)).find((entry) => entry.action === 'create');
    expect(row).toMatchObject({ username: 'admin', resource: 'user:carla', details: 'role user', ip_address: '127.0.0.1' });
    await expectNoSecretInAuditTrail(server, ['Handout-Pass-12', login.body.access_token]);
  });

  it('refuses a duplicate user name, whatever its case, with 409 and stores nothing', async () => {
    const { server, admin } = await start();
    expect((await createUser(server, admin, { username: 'dora', password: 'first-password' })).status).toBe(201);
    const duplicate = await createUser(server, admin, { username: 'DORA', password: 'second-password' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.error).toEqual({ code: 'username_taken', message: "Username 'DORA' already exists", field: 'username' });
    expect(duplicate.body.detail).toBe("Username 'DORA' already exists");
    expect(await server.services.users.count()).toBe(2);
  });

  describe('bad input', () => {
    let shared: { server: RunningServer; admin: string };
    beforeAll(async () => {
      shared = await startServer().then(async (server) => ({ server, admin: await loginAs(server, TEST_ADMIN.username, TEST_ADMIN.password) }));
    });
    afterAll(async () => {
      await shared?.server.stop();
    });

    it.each([
      ['no username', { password: 'long-enough-1' }, 'username'],
      ['no password', { username: 'eve' }, 'password'],
      ['a 5-character password', { username: 'eve', password: 'short' }, 'password'],
      ['a 129-character password', { username: 'eve', password: 'x'.repeat(129) }, 'password'],
      ['an unknown role', { username: 'eve', password: 'long-enough-1', role: 'superuser' }, 'role'],
      ['an invalid email', { username: 'eve', password: 'long-enough-1', email: 'not-an-email' }, 'email'],
      ['a user name with spaces', { username: 'e v e', password: 'long-enough-1' }, 'username'],
      ['a 65-character user name', { username: 'e'.repeat(65), password: 'long-enough-1' }, 'username'],
      ['a 121-character full name', { username: 'eve', password: 'long-enough-1', full_name: 'F'.repeat(121) }, 'full_name'],
      ['an unknown field', { username: 'eve', password: 'long-enough-1', access_level: 'admin' }, 'body'],
      ['a number as user name', { username: 42, password: 'long-enough-1' }, 'username'],
    ])('answers %s with a 400 naming the field and stores nothing', async (_label, body, field) => {
      const response = await createUser(shared.server, shared.admin, body);
      expect(response.status).toBe(400);
      expect(response.body.error.field).toBe(field);
      expect(await shared.server.services.users.count()).toBe(1);
    });
  });
});

describe('admin users: the last active admin and oneself', () => {
  it('refuses to demote, deactivate or delete the only active admin', async () => {
    const { server, admin } = await start();
    const adminId = (await server.services.users.findByUsername('admin'))?.id ?? 0;
    const demote = await call(server, 'PUT', `/api/admin/users/${adminId}`, { token: admin, body: { role: 'user' } });
    expect(demote.status).toBe(409);
    expect(demote.body.error).toEqual({ code: 'last_admin', message: 'The last active admin cannot be demoted, deactivated or deleted' });
    const deactivate = await call(server, 'PUT', `/api/admin/users/${adminId}`, { token: admin, body: { status: 'inactive' } });
    expect(deactivate.status).toBe(409);
    const remove = await call(server, 'DELETE', `/api/admin/users/${adminId}`, { token: admin });
    expect(remove.status).toBe(409);
    expect(remove.body.error.message).toBe('You cannot delete your own account');
    // The store refuses too, whoever asks: the rule does not depend on the route.
    expect(await server.services.users.delete(adminId)).toBe('last_active_admin');
    expect(await server.services.users.findById(adminId)).toMatchObject({ access_level: 'admin', status: 'active' });
  });

  it('lets one of two admins demote the other, then protects the one left', async () => {
    const { server, admin } = await start();
    const second = await createUser(server, admin, { username: 'frank', role: 'admin', password: 'frank-password' });
    const frank = await loginAs(server, 'frank', 'frank-password');
    const adminId = (await server.services.users.findByUsername('admin'))?.id ?? 0;

    const demoteAdmin = await call(server, 'PUT', `/api/admin/users/${adminId}`, { token: frank, body: { role: 'user' } });
    expect(demoteAdmin.status).toBe(200);
    expect(demoteAdmin.body.access_level).toBe('user');
    // The demoted admin's token still authenticates, but the role is read per request.
    expect((await call(server, 'GET', '/api/admin/users', { token: admin })).status).toBe(403);

    const demoteSelf = await call(server, 'PUT', `/api/admin/users/${second.body.id}`, { token: frank, body: { role: 'user' } });
    expect(demoteSelf.status).toBe(409);
    expect(demoteSelf.body.error.code).toBe('last_admin');
    const row = (await activityRows(server)).find((entry) => entry.action === 'update' && entry.resource === 'user:admin');
    expect(row).toMatchObject({ username: 'frank', details: 'role admin → user' });
  });

  it('refuses to let an admin deactivate themselves even when another admin exists', async () => {
    const { server, admin } = await start();
    await createUser(server, admin, { username: 'gina', role: 'admin', password: 'gina-password' });
    const adminId = (await server.services.users.findByUsername('admin'))?.id ?? 0;
    const response = await call(server, 'PUT', `/api/admin/users/${adminId}`, { token: admin, body: { status: 'inactive' } });
    expect(response.status).toBe(409);
    expect(response.body.error).toEqual({ code: 'self_deactivation', message: 'You cannot deactivate your own account', field: 'status' });
  });
});

describe('admin users: update, deactivate, delete', () => {
  it('deactivating signs the user out at once and the next sign-in gets Access denied; reactivating lets them back in', async () => {
    const { server, admin } = await start();
    const created = await createUser(server, admin, { username: 'hans', password: 'hans-password', force_password_change: false });
    const hans = await loginAs(server, 'hans', 'hans-password');
    const off = await call(server, 'PUT', `/api/admin/users/${created.body.id}`, { token: admin, body: { status: 'inactive' } });
    expect(off.body.status).toBe('inactive');
    expect((await call(server, 'GET', '/api/auth/me', { token: hans })).status).toBe(401);
    const denied = await call(server, 'POST', '/api/auth/login', { body: { username: 'hans', password: 'hans-password' } });
    expect(denied.status).toBe(403);
    expect(denied.body.detail).toBe('Access denied');

    await call(server, 'PUT', `/api/admin/users/${created.body.id}`, { token: admin, body: { status: 'active' } });
    // Reactivation does not bring back the revoked token.
    expect((await call(server, 'GET', '/api/auth/me', { token: hans })).status).toBe(401);
    expect((await call(server, 'POST', '/api/auth/login', { body: { username: 'hans', password: 'hans-password' } })).status).toBe(200);
  });

  it('changes full name and email, audits what changed, and validates the patch', async () => {
    const { server, admin } = await start();
    const created = await createUser(server, admin, { username: 'ida', password: 'ida-password' });
    const url = `/api/admin/users/${created.body.id}`;
    const updated = await call(server, 'PUT', url, { token: admin, body: { full_name: '  Ida Berg ', email: 'ida@example.org' } });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ full_name: 'Ida Berg', email: 'ida@example.org', access_level: 'user' });
    expect((await activityRows(server)).at(-1)).toMatchObject({ action: 'update', resource: 'user:ida', details: 'full_name (empty) → Ida Berg, email (empty) → ida@example.org' });

    expect((await call(server, 'PUT', url, { token: admin, body: {} })).body.error.field).toBe('body');
    expect((await call(server, 'PUT', url, { token: admin, body: { email: 'nope' } })).body.error.field).toBe('email');
    expect((await call(server, 'PUT', url, { token: admin, body: { status: 'asleep' } })).body.error.field).toBe('status');
    expect((await call(server, 'PUT', url, { token: admin, body: { password: 'sneaky-password' } })).status).toBe(400);
    expect((await call(server, 'PUT', '/api/admin/users/x', { token: admin, body: { role: 'user' } })).body.error.field).toBe('id');
    expect((await call(server, 'PUT', '/api/admin/users/9999', { token: admin, body: { role: 'user' } })).status).toBe(404);
    expect(await server.services.users.findById(created.body.id)).toMatchObject({ full_name: 'Ida Berg', status: 'active' });
  });

  it('deletes a user: their token stops working, the name is free again, and the deletion is audited', async () => {
    const { server, admin } = await start();
    const created = await createUser(server, admin, { username: 'jan', password: 'jan-password' });
    const jan = await loginAs(server, 'jan', 'jan-password');
    const removed = await call(server, 'DELETE', `/api/admin/users/${created.body.id}`, { token: admin });
    expect(removed).toMatchObject({ status: 200, body: { status: 'deleted' } });
    expect((await call(server, 'GET', '/api/auth/me', { token: jan })).status).toBe(401);
    expect((await call(server, 'DELETE', `/api/admin/users/${created.body.id}`, { token: admin })).status).toBe(404);
    expect((await activityRows(server)).at(-1)).toMatchObject({ action: 'delete', resource: 'user:jan', username: 'admin' });
    expect((await createUser(server, admin, { username: 'jan', password: 'jan-password-2' })).status).toBe(201);
  });
});

describe('admin users: reset password', () => {
  it('revokes every token of the user, replaces the password, forces a change, and never logs the password', async () => {
    const { server, admin } = await start();
    const created = await createUser(server, admin, { username: 'kim', password: 'kim-old-password', force_password_change: false });
    const phone = await loginAs(server, 'kim', 'kim-old-password');
    const laptop = await loginAs(server, 'kim', 'kim-old-password');

    const reset = await call(server, 'PUT', `/api/admin/users/${created.body.id}/reset-password`, {
      token: admin, body: { password: 'Kim-New-Pass-7!', force_password_change: true },
    });
    expect(reset).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect((await call(server, 'GET', '/api/auth/me', { token: phone })).status).toBe(401);
    expect((await call(server, 'GET', '/api/auth/me', { token: laptop })).status).toBe(401);
    expect((await call(server, 'POST', '/api/auth/login', { body: { username: 'kim', password: 'kim-old-password' } })).status).toBe(401);

    const login = await call(server, 'POST', '/api/auth/login', { body: { username: 'kim', password: 'Kim-New-Pass-7!' } });
    expect(login.status).toBe(200);
    expect(login.body.user.force_password_change).toBe(true);

    const changed = await call(server, 'PUT', '/api/auth/password', {
      token: login.body.access_token, body: { current_password: 'Kim-New-Pass-7!', new_password: 'kims-own-choice' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.user.force_password_change).toBe(false);

    const resetRow = (await activityRows(server)).find((entry) => entry.resource === 'user:kim' && String(entry.details).startsWith('password reset'));
    expect(resetRow).toMatchObject({ action: 'update', username: 'admin', details: 'password reset (change required at next sign-in)' });
    await expectNoSecretInAuditTrail(server, ['kim-old-password', 'Kim-New-Pass-7!', 'kims-own-choice', phone, laptop]);
  });

  it('rejects a short password or unknown user without touching anything', async () => {
    const { server, admin } = await start();
    const created = await createUser(server, admin, { username: 'lea', password: 'lea-password', force_password_change: false });
    const lea = await loginAs(server, 'lea', 'lea-password');
    const short = await call(server, 'PUT', `/api/admin/users/${created.body.id}/reset-password`, { token: admin, body: { password: 'short' } });
    expect(short.status).toBe(400);
    expect(short.body.error.field).toBe('password');
    expect((await call(server, 'GET', '/api/auth/me', { token: lea })).status).toBe(200);
    const unknown = await call(server, 'PUT', '/api/admin/users/4242/reset-password', { token: admin, body: { password: 'long-enough-pw' } });
    expect(unknown.status).toBe(404);
  });
});
