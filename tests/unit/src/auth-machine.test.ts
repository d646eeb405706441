import { beforeEach, describe, expect, it } from 'vitest';
import { installFakeServer, installLocalStorage, type MemoryStorage } from './browser-stand-ins.ts';

const storage: MemoryStorage = installLocalStorage();
const { authAtom, login, logout, restoreSession } = await import('../../../src/state/auth.ts');
const { appStore } = await import('../../../src/state/store.ts');
const { listScenarios } = await import('../../../src/api/scenarios.ts');

const planner = {
  id: 7, username: 'planner', full_name: 'Paula Planner', email: '', access_level: 'user', status: 'active',
  force_password_change: false, created_at: '2026-11-01T00:00:00.000Z', last_login: null,
};

function stored(token: string | null, user: unknown) {
  if (token !== null) storage.setItem('token', token);
  if (user !== undefined) storage.setItem('user', typeof user === 'string' ? user : JSON.stringify(user));
}

beforeEach(() => {
  storage.clear();
  appStore.set(authAtom, { status: 'loading' });
});

describe('authentication state machine (part 1 §4)', () => {
  it('signs in from a stored token the me call accepts', async () => {
    stored('tok-1', planner);
    const seen = installFakeServer((r) => (r.path === '/auth/me' ? { status: 200, body: { ...planner, full_name: 'Paula P.' } } : { status: 404 }));
    await restoreSession();
    expect(appStore.get(authAtom)).toMatchObject({ status: 'signedIn', token: 'tok-1', user: { username: 'planner', full_name: 'Paula P.' } });
    expect(seen[0]?.authorization).toBe('Bearer tok-1');
    expect(JSON.parse(storage.getItem('user') ?? '{}').full_name).toBe('Paula P.');
  });

  it('treats the strings null and undefined as no token, and clears a malformed stored user', async () => {
    const seen = installFakeServer(() => ({ status: 200, body: planner }));
    stored('null', planner);
    await restoreSession();
    expect(appStore.get(authAtom)).toEqual({ status: 'signedOut' });
    stored('undefined', planner);
    await restoreSession();
    expect(appStore.get(authAtom)).toEqual({ status: 'signedOut' });
    stored('tok-2', '{"username": 42');
    await restoreSession();
    expect(appStore.get(authAtom)).toEqual({ status: 'signedOut' });
    expect(storage.getItem('token')).toBeNull();
    expect(seen).toHaveLength(0);
  });

  it('keeps a session an earlier build stored without the user\'s created_at', async () => {
    const { created_at: _created, ...storedByEarlierBuild } = planner;
    stored('tok-old', storedByEarlierBuild);
    installFakeServer(() => 'network-down');
    await restoreSession();
    expect(appStore.get(authAtom)).toMatchObject({ status: 'signedIn', token: 'tok-old', user: { id: 7, username: 'planner' } });
  });

  it('clears a stored token the server refuses, but opens from the device when the server is unreachable', async () => {
    stored('revoked', planner);
    installFakeServer(() => ({ status: 401, body: { error: { code: 'unauthorized', message: 'Token revoked' } } }));
    await restoreSession();
    expect(appStore.get(authAtom)).toEqual({ status: 'signedOut' });
    expect(storage.getItem('token')).toBeNull();

    stored('tok-3', planner);
    installFakeServer(() => 'network-down');
    await restoreSession();
    expect(appStore.get(authAtom)).toMatchObject({ status: 'signedIn', token: 'tok-3', user: { id: 7 } });
    expect(storage.getItem('token')).toBe('tok-3');
  });

  it('logs in by validating the new token with the me call before storing anything', async () => {
    const seen = installFakeServer((r) => {
      if (r.path === '/auth/login') return { status: 200, body: { access_token: 'fresh', token_type: 'bearer', user: planner } };
      return { status: 200, body: planner };
    });
    await expect(login('planner', 'secret-password')).resolves.toEqual({ ok: true });
    expect(seen.map((r) => [r.method, r.path, r.authorization])).toEqual([['POST', '/auth/login', null], ['GET', '/auth/me', 'Bearer fresh']]);
    expect(seen[0]?.body).toEqual({ username: 'planner', password: 'secret-password' });
    expect(storage.getItem('token')).toBe('fresh');
  });

  it('answers each login failure with the specification message', async () => {
    installFakeServer(() => ({ status: 401, body: { error: { code: 'invalid_credentials', message: 'Invalid credentials' }, detail: 'Invalid credentials' } }));
    await expect(login('planner', 'x')).resolves.toEqual({ ok: false, message: 'Invalid credentials' });
    installFakeServer(() => ({ status: 403, body: { detail: 'Access denied' } }));
    await expect(login('planner', 'x')).resolves.toEqual({ ok: false, message: 'Access denied' });
    installFakeServer(() => 'network-down');
    await expect(login('planner', 'x')).resolves.toEqual({ ok: false, message: 'Backend server is unavailable. Please try again later.' });
    installFakeServer(() => ({ status: 200, body: { token: 'no-access-token' } }));
    await expect(login('planner', 'x')).resolves.toEqual({ ok: false, message: 'Invalid server response' });
    installFakeServer((r) => (r.path === '/auth/login' ? { status: 200, body: { access_token: 't', token_type: 'bearer', user: planner } } : { status: 500 }));
    await expect(login('planner', 'x')).resolves.toEqual({ ok: false, message: 'Authentication validation failed' });
    expect(storage.getItem('token')).toBeNull();
    expect(appStore.get(authAtom).status).not.toBe('signedIn');
  });

  it('clears the session on a 401 from any request, and logout clears locally before telling the server', async () => {
    stored('tok-4', planner);
    installFakeServer((r) => (r.path === '/auth/me' ? { status: 200, body: planner } : { status: 401, body: { detail: 'Token expired' } }));
    await restoreSession();
    expect(appStore.get(authAtom).status).toBe('signedIn');
    await expect(listScenarios()).rejects.toMatchObject({ status: 401 });
    expect(appStore.get(authAtom)).toEqual({ status: 'signedOut' });
    expect(storage.getItem('token')).toBeNull();

    stored('tok-5', planner);
    const seen = installFakeServer((r) => (r.path === '/auth/me' ? { status: 200, body: planner } : 'network-down'));
    await restoreSession();
    await logout();
    expect(appStore.get(authAtom)).toEqual({ status: 'signedOut' });
    expect(storage.getItem('token')).toBeNull();
    expect(seen.at(-1)).toMatchObject({ method: 'POST', path: '/auth/logout', authorization: 'Bearer tok-5' });
  });
});
