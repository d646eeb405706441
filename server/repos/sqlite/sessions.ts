import type { Db } from '../../db/sqlite/database.ts';
import type { SessionsRepo } from '../sessions.ts';
import { fromRow as userFromRow, type UserRow } from './users.ts';

export function sqliteSessionsRepo(db: Db): SessionsRepo {
  const insert = db.prepare('INSERT INTO sessions (jti, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)');
  const purge = db.prepare('DELETE FROM sessions WHERE expires_at <= ?');
  const activeUser = db.prepare<{ jti: string; user: number; now: string }, UserRow>(`SELECT * FROM users WHERE id = @user AND EXISTS
    (SELECT 1 FROM sessions WHERE jti = @jti AND user_id = @user AND revoked_at IS NULL AND expires_at > @now)`);
  const revoke = db.prepare('UPDATE sessions SET revoked_at = ? WHERE jti = ? AND revoked_at IS NULL');
  const revokeUser = db.prepare('UPDATE sessions SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL');
  const revokeOthers = db.prepare('UPDATE sessions SET revoked_at = ? WHERE user_id = ? AND jti <> ? AND revoked_at IS NULL');

  return {
    async record(jti, userId, expiresAt) {
      const now = new Date().toISOString();
      db.transaction(() => {
        insert.run(jti, userId, now, expiresAt.toISOString());
        purge.run(now);
      })();
    },
    async activeUser(jti, userId) {
      const row = activeUser.get({ jti, user: userId, now: new Date().toISOString() });
      return row && userFromRow(row);
    },
    async revoke(jti) {
      revoke.run(new Date().toISOString(), jti);
    },
    async revokeAllOf(userId) {
      revokeUser.run(new Date().toISOString(), userId);
    },
    async revokeAllOfExcept(userId, keepJti) {
      revokeOthers.run(new Date().toISOString(), userId, keepJti);
    },
  };
}
