import type { Role as AccessLevel, UserStatus } from '../../../contract/users.ts';
import { ADVISORY_LOCK, transaction, type Pool, type PoolClient } from '../../db/postgres/pool.ts';
import { readPreferences, removesLastActiveAdmin, type NewUser, type StoredUser, type UsersRepo } from '../users.ts';

export interface UserRow {
  id: number;
  username: string;
  full_name: string;
  email: string;
  access_level: AccessLevel;
  status: UserStatus;
  password_hash: string;
  force_password_change: boolean;
  created_at: Date;
  last_login: Date | null;
}

export const COLUMNS = 'id, username, full_name, email, access_level, status, password_hash, force_password_change, created_at, last_login';

export function fromRow(row: UserRow): StoredUser {
  return { ...row, created_at: row.created_at.toISOString(), last_login: row.last_login?.toISOString() ?? null };
}

const INSERT = `INSERT INTO users (username, full_name, email, access_level, status, password_hash, force_password_change, created_at)
  VALUES ($1, $2, $3, $4, 'active', $5, $6, $7)`;
const insertValues = (user: NewUser) =>
  [user.username, user.full_name, user.email, user.access_level, user.password_hash, user.force_password_change, new Date().toISOString()];

async function activeAdmins(client: PoolClient): Promise<number> {
  const { rows } = await client.query<{ n: number }>("SELECT COUNT(*)::int AS n FROM users WHERE access_level = 'admin' AND status = 'active'");
  return rows[0]?.n ?? 0;
}

async function byId(client: Pool | PoolClient, id: number): Promise<StoredUser | undefined> {
  const { rows } = await client.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE id = $1`, [id]);
  return rows[0] && fromRow(rows[0]);
}

/**
 * Users in PostgreSQL: names are unique by lower(username). Writes the admin rules depend on
 * hold the users advisory lock, so their checks and writes are serialised across instances.
 */
export function postgresUsersRepo(pool: Pool): UsersRepo {
  return {
    findById: (id) => byId(pool, id),
    async findByUsername(username) {
      const { rows } = await pool.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE lower(username) = lower($1)`, [username]);
      return rows[0] && fromRow(rows[0]);
    },
    async count() {
      const { rows } = await pool.query<{ n: number }>('SELECT COUNT(*)::int AS n FROM users');
      return rows[0]?.n ?? 0;
    },
    createFirstAdmin(user) {
      return transaction(pool, async (client) => {
        const { rows: existing } = await client.query('SELECT 1 FROM users LIMIT 1');
        if (existing.length > 0) return undefined;
        const { rows } = await client.query<UserRow>(`${INSERT} RETURNING ${COLUMNS}`, insertValues(user));
        return rows[0] && fromRow(rows[0]);
      }, ADVISORY_LOCK.users);
    },
    async createUnique(user) {
      const { rows } = await pool.query<UserRow>(`${INSERT} ON CONFLICT DO NOTHING RETURNING ${COLUMNS}`, insertValues(user));
      return rows[0] ? fromRow(rows[0]) : 'username_taken';
    },
    async recordLogin(id, at) {
      await pool.query('UPDATE users SET last_login = $1 WHERE id = $2', [at.toISOString(), id]);
    },
    async list() {
      const { rows } = await pool.query<UserRow>(`SELECT ${COLUMNS} FROM users ORDER BY lower(username) COLLATE "C"`);
      return rows.map(fromRow);
    },
    update(id, patch) {
      return transaction(pool, async (client) => {
        const before = await byId(client, id);
        if (!before) return undefined;
        const after = { ...before, ...patch };
        if (removesLastActiveAdmin(before, after, await activeAdmins(client))) return 'last_active_admin' as const;
        const { rows } = await client.query<UserRow>(
          `UPDATE users SET access_level = $2, status = $3, full_name = $4, email = $5 WHERE id = $1 RETURNING ${COLUMNS}`,
          [id, after.access_level, after.status, after.full_name, after.email],
        );
        return rows[0] && fromRow(rows[0]);
      }, ADVISORY_LOCK.users);
    },
    async setPassword(id, passwordHash, forceChange) {
      const result = await pool.query('UPDATE users SET password_hash = $1, force_password_change = $2 WHERE id = $3', [passwordHash, forceChange, id]);
      return result.rowCount === 1;
    },
    async preferences(id) {
      const { rows } = await pool.query<{ preferences: unknown }>('SELECT preferences FROM users WHERE id = $1', [id]);
      return rows[0] && readPreferences(rows[0].preferences);
    },
    async setPreferences(id, preferences) {
      const result = await pool.query('UPDATE users SET preferences = $1 WHERE id = $2', [JSON.stringify(preferences), id]);
      return result.rowCount === 1;
    },
    delete(id) {
      return transaction(pool, async (client) => {
        const before = await byId(client, id);
        if (!before) return undefined;
        if (removesLastActiveAdmin(before, null, await activeAdmins(client))) return 'last_active_admin' as const;
        await client.query('DELETE FROM users WHERE id = $1', [id]);
        return before;
      }, ADVISORY_LOCK.users);
    },
  };
}
