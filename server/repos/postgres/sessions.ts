import type { Pool } from '../../db/postgres/pool.ts';
import type { SessionsRepo } from '../sessions.ts';
import { COLUMNS as USER_COLUMNS, fromRow as userFromRow, type UserRow } from './users.ts';

export function postgresSessionsRepo(pool: Pool): SessionsRepo {
  const now = () => new Date().toISOString();
  return {
    async record(jti, userId, expiresAt) {
      const at = now();
      await pool.query(`WITH expired AS (DELETE FROM sessions WHERE expires_at <= $3)
        INSERT INTO sessions (jti, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)`, [jti, userId, at, expiresAt.toISOString()]);
    },
    async activeUser(jti, userId) {
      const { rows } = await pool.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $2 AND EXISTS
        (SELECT 1 FROM sessions WHERE jti = $1 AND user_id = $2 AND revoked_at IS NULL AND expires_at > $3)`, [jti, userId, now()]);
      return rows[0] && userFromRow(rows[0]);
    },
    async revoke(jti) {
      await pool.query('UPDATE sessions SET revoked_at = $1 WHERE jti = $2 AND revoked_at IS NULL', [now(), jti]);
    },
    async revokeAllOf(userId) {
      await pool.query('UPDATE sessions SET revoked_at = $1 WHERE user_id = $2 AND revoked_at IS NULL', [now(), userId]);
    },
    async revokeAllOfExcept(userId, keepJti) {
      await pool.query('UPDATE sessions SET revoked_at = $1 WHERE user_id = $2 AND jti <> $3 AND revoked_at IS NULL', [now(), userId, keepJti]);
    },
  };
}
