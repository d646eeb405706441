import type { Db } from '../../db/sqlite/database.ts';
import { attemptsByKey, type LoginFailuresRepo } from '../loginFailures.ts';

export function sqliteLoginFailuresRepo(db: Db): LoginFailuresRepo {
  const forget = db.prepare('DELETE FROM login_failures WHERE failed_at <= ?');
  const insert = db.prepare('INSERT INTO login_failures (key, failed_at, attempt) VALUES (?, ?, ?)');
  const release = db.prepare('DELETE FROM login_failures WHERE attempt = ?');

  // IMMEDIATE: the write lock is taken before the count, so no other connection to the file
  // records an attempt between this count and this insert.
  const reserve = db.transaction((keys: readonly string[], attempt: string, at: number, limit: number, windowStart: number) => {
    forget.run(windowStart);
    const rows = db.prepare(`SELECT key, failed_at FROM login_failures
      WHERE key IN (${keys.map(() => '?').join(', ')}) ORDER BY failed_at, rowid`)
      .all(...keys) as { key: string; failed_at: number }[];
    const attempts = attemptsByKey(rows);
    if (keys.some((key) => (attempts.get(key)?.length ?? 0) >= limit)) return { reserved: false as const, attempts };
    for (const key of keys) insert.run(key, at, attempt);
    return { reserved: true as const };
  });

  return {
    async reserve({ keys, attempt, at, limit, windowStart }) {
      return reserve.immediate(keys, attempt, at, limit, windowStart);
    },
    async release(attempt) {
      release.run(attempt);
    },
  };
}
