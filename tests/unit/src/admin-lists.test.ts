import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { installFakeServer, installLocalStorage, type Answer, type SeenRequest } from './browser-stand-ins.ts';

installLocalStorage();
const { loadCachedList } = await import('../../../src/state/cachedList.ts');
const { listUsers } = await import('../../../src/api/admin.ts');
const { usersAnswer } = await import('../../../contract/users.ts');
const { ApiRequestError } = await import('../../../src/api/errors.ts');
const { withFilter, cleared, showPager, pageCount, INITIAL_QUERY } = await import('../../../src/features/activity/activityQuery.ts');

const ADMIN = {
  id: 1, username: 'admin', full_name: 'Administrator', email: '', access_level: 'admin', status: 'active', force_password_change: false,
  created_at: '2026-11-01T08:00:00.000Z', last_login: null,
};

describe('emergency mode of the admin lists (part 2 §8)', () => {
  it('keeps the last answer and shows it, flagged, only while the server cannot be reached', async () => {
    let answer: Answer = { status: 200, body: { users: [ADMIN] } };
    installFakeServer((_request: SeenRequest) => answer);
    const fetchUsers = async () => ({ users: await listUsers() });

    const online = await loadCachedList(11, 'admin.users', usersAnswer, fetchUsers);
    expect(online).toEqual({ data: { users: [expect.objectContaining({ username: 'admin' })] }, emergency: false });
    // The cache write is not awaited by the screen; let IndexedDB settle.
    await new Promise((resolve) => setTimeout(resolve, 50));

    answer = 'network-down';
    const offline = await loadCachedList(11, 'admin.users', usersAnswer, fetchUsers);
    expect(offline.emergency).toBe(true);
    expect(offline.data.users.map((u) => u.username)).toEqual(['admin']);

    // Another user on this device has no cached list: the failure stays a failure.
    await expect(loadCachedList(12, 'admin.users', usersAnswer, fetchUsers)).rejects.toBeInstanceOf(ApiRequestError);

    // A refusal is not an outage: no mock data in place of a 403.
    answer = { status: 403, body: { error: { code: 'forbidden', message: 'Access denied: this needs the admin role' }, detail: 'Access denied: this needs the admin role' } };
    await expect(loadCachedList(11, 'admin.users', usersAnswer, fetchUsers)).rejects.toThrow('Access denied: this needs the admin role');
  });
});

describe('activity log query (part 2 §4, §9)', () => {
  it('goes back to page 1 on any filter change and when the filters are cleared', () => {
    const onPage3 = { ...INITIAL_QUERY, page: 3 };
    expect(withFilter(onPage3, { action: 'login' })).toEqual({ filter: { ...INITIAL_QUERY.filter, action: 'login' }, page: 1 });
    expect(withFilter({ ...withFilter(onPage3, { q: 'export' }), page: 2 }, { user: 'admin' }).page).toBe(1);
    expect(cleared()).toEqual(INITIAL_QUERY);
  });

  it('shows Previous/Next only with more than one page', () => {
    expect(showPager(0, 20)).toBe(false);
    expect(showPager(20, 20)).toBe(false);
    expect(showPager(21, 20)).toBe(true);
    expect(pageCount(41, 20)).toBe(3);
    expect(pageCount(0, 20)).toBe(1);
  });
});
