import type { Db } from '../../db/sqlite/database.ts';
import type { LoginFailuresRepo } from '../loginFailures.ts';

export function sqliteLoginFailuresRepo(db: Db): LoginFailuresRepo {
  const insert = db.prepare('INSERT INTO login_failures (key, failed_at) VALUES (?, ?)');
  const trimKey = db.prepare(`DELETE FROM login_failures WHERE key = @key AND rowid NOT IN
    (SELECT rowid FROM login_failures WHERE key = @key ORDER BY failed_at DESC, rowid DESC LIMIT @keep)`);
  const forget = db.prepare('DELETE FROM login_failures WHERE failed_at <= ?');

  return {
    async after(keys, after) {
      const failures = new Map<string, number[]>();
      if (keys.length === 0) return failures;
      const rows = db.prepare(`SELECT key, failed_at FROM login_failures
        WHERE key IN (${keys.map(() => '?').join(', ')}) AND failed_at > ? ORDER BY failed_at, rowid`)
        .all(...keys, after) as { key: string; failed_at: number }[];
      for (const row of rows) failures.set(row.key, [...(failures.get(row.key) ?? []), row.failed_at]);
      return failures;
    },
    async record(keys, at, keepPerKey, forgetUpTo) {
      db.transaction(() => {
        for (const key of keys) {
          insert.run(key, at);
          trimKey.run({ key, keep: keepPerKey });
        }
        forget.run(forgetUpTo);
      }).immediate();
    },
  };
}
