import type { Db } from '../db/database.ts';

/** Issued tokens by id, so that logout (and deactivation) can revoke a token at once. */
export function sessionsRepo(db: Db) {
  const insert = db.prepare('INSERT INTO sessions (jti, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)');
  const active = db.prepare<[string, number, string], { jti: string }>(
    'SELECT jti FROM sessions WHERE jti = ? AND user_id = ? AND revoked_at IS NULL AND expires_at > ?',
  );
  const revoke = db.prepare('UPDATE sessions SET revoked_at = ? WHERE jti = ? AND revoked_at IS NULL');
  const revokeUser = db.prepare('UPDATE sessions SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL');
  const revokeOthers = db.prepare('UPDATE sessions SET revoked_at = ? WHERE user_id = ? AND jti <> ? AND revoked_at IS NULL');
  const purge = db.prepare('DELETE FROM sessions WHERE expires_at <= ?');

  return {
    record(jti: string, userId: number, expiresAt: Date): void {
      insert.run(jti, userId, new Date().toISOString(), expiresAt.toISOString());
    },
    isActive(jti: string, userId: number): boolean {
      return active.get(jti, userId, new Date().toISOString()) !== undefined;
    },
    revoke(jti: string): void {
      revoke.run(new Date().toISOString(), jti);
    },
    revokeAllOf(userId: number): void {
      revokeUser.run(new Date().toISOString(), userId);
    },
    /** After a password change: every other device signs in again, the caller's token stays. */
    revokeAllOfExcept(userId: number, keepJti: string): void {
      revokeOthers.run(new Date().toISOString(), userId, keepJti);
    },
    purgeExpired(): void {
      purge.run(new Date().toISOString());
    },
  };
}

export type SessionsRepo = ReturnType<typeof sessionsRepo>;
