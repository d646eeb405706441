import type { Db } from '../../db/sqlite/database.ts';
import type { Role as AccessLevel, UserStatus } from '../../../contract/users.ts';
import { readPreferences, removesLastActiveAdmin, type NewUser, type StoredUser, type UsersRepo } from '../users.ts';

export interface UserRow {
  id: number;
  username: string;
  full_name: string;
  email: string;
  access_level: AccessLevel;
  status: UserStatus;
  password_hash: string;
  force_password_change: number;
  created_at: string;
  last_login: string | null;
  preferences: string;
}

export function fromRow(row: UserRow): StoredUser {
  const { preferences: _preferences, ...user } = row;
  return { ...user, force_password_change: row.force_password_change === 1 };
}

/** Users in SQLite: the name column is COLLATE NOCASE, so lookups and uniqueness ignore case. */
export function sqliteUsersRepo(db: Db): UsersRepo {
  const byId = db.prepare<[number], UserRow>('SELECT * FROM users WHERE id = ?');
  const byName = db.prepare<[string], UserRow>('SELECT * FROM users WHERE username = ?');
  const count = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM users');
  const insert = db.prepare(`INSERT INTO users
    (username, full_name, email, access_level, status, password_hash, force_password_change, created_at)
    VALUES (@username, @full_name, @email, @access_level, 'active', @password_hash, @force, @created_at)`);
  const touchLogin = db.prepare('UPDATE users SET last_login = ? WHERE id = ?');
  const all = db.prepare<[], UserRow>('SELECT * FROM users ORDER BY username COLLATE NOCASE');
  const activeAdmins = db.prepare<[], { n: number }>(
    "SELECT COUNT(*) AS n FROM users WHERE access_level = 'admin' AND status = 'active'",
  );
  const update = db.prepare(`UPDATE users SET access_level = @access_level, status = @status,
    full_name = @full_name, email = @email WHERE id = @id`);
  const setPassword = db.prepare('UPDATE users SET password_hash = ?, force_password_change = ? WHERE id = ?');
  const remove = db.prepare('DELETE FROM users WHERE id = ?');
  const preferencesOf = db.prepare<[number], { preferences: string }>('SELECT preferences FROM users WHERE id = ?');
  const setPreferences = db.prepare('UPDATE users SET preferences = ? WHERE id = ?');

  function create(user: NewUser): StoredUser {
    const result = insert.run({
      ...user,
      force: user.force_password_change ? 1 : 0,
      created_at: new Date().toISOString(),
    });
    const created = byId.get(Number(result.lastInsertRowid));
    if (!created) throw new Error('user vanished after insert');
    return fromRow(created);
  }

  const activeAdminCount = () => activeAdmins.get()?.n ?? 0;

  return {
    async findById(id) {
      const row = byId.get(id);
      return row && fromRow(row);
    },
    async findByUsername(username) {
      const row = byName.get(username);
      return row && fromRow(row);
    },
    async count() {
      return count.get()?.n ?? 0;
    },
    async createFirstAdmin(user) {
      return db.transaction(() => ((count.get()?.n ?? 0) > 0 ? undefined : create(user))).immediate();
    },
    async createUnique(user) {
      return db.transaction(() => (byName.get(user.username) ? ('username_taken' as const) : create(user))).immediate();
    },
    async recordLogin(id, at) {
      touchLogin.run(at.toISOString(), id);
    },
    async list() {
      return all.all().map(fromRow);
    },
    async update(id, patch) {
      return db.transaction(() => {
        const row = byId.get(id);
        if (!row) return undefined;
        const before = fromRow(row);
        const after = { ...before, ...patch };
        if (removesLastActiveAdmin(before, after, activeAdminCount())) return 'last_active_admin' as const;
        update.run({ id, access_level: after.access_level, status: after.status, full_name: after.full_name, email: after.email });
        const updated = byId.get(id);
        return updated && fromRow(updated);
      }).immediate();
    },
    async setPassword(id, passwordHash, forceChange) {
      return setPassword.run(passwordHash, forceChange ? 1 : 0, id).changes === 1;
    },
    async preferences(id) {
      const row = preferencesOf.get(id);
      return row && readPreferences(row.preferences);
    },
    async setPreferences(id, preferences) {
      return setPreferences.run(JSON.stringify(preferences), id).changes === 1;
    },
    async delete(id) {
      return db.transaction(() => {
        const row = byId.get(id);
        if (!row) return undefined;
        const before = fromRow(row);
        if (removesLastActiveAdmin(before, null, activeAdminCount())) return 'last_active_admin' as const;
        remove.run(id);
        return before;
      }).immediate();
    },
  };
}
