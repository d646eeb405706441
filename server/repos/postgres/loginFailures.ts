import { transaction, type Pool } from '../../db/postgres/pool.ts';
import type { LoginFailuresRepo } from '../loginFailures.ts';

export function postgresLoginFailuresRepo(pool: Pool): LoginFailuresRepo {
  return {
    async after(keys, after) {
      const failures = new Map<string, number[]>();
      if (keys.length === 0) return failures;
      const { rows } = await pool.query<{ key: string; failed_at: number }>(
        'SELECT key, failed_at FROM login_failures WHERE key = ANY($1) AND failed_at > $2 ORDER BY failed_at, id', [keys, after],
      );
      for (const row of rows) failures.set(row.key, [...(failures.get(row.key) ?? []), row.failed_at]);
      return failures;
    },
    async record(keys, at, keepPerKey, forgetUpTo) {
      await transaction(pool, async (client) => {
        await client.query('INSERT INTO login_failures (key, failed_at) SELECT unnest($1::text[]), $2', [keys, at]);
        await client.query(`DELETE FROM login_failures WHERE id IN (
          SELECT id FROM (SELECT id, row_number() OVER (PARTITION BY key ORDER BY failed_at DESC, id DESC) AS newer
            FROM login_failures WHERE key = ANY($1)) ranked
          WHERE newer > $2)`, [keys, keepPerKey]);
        await client.query('DELETE FROM login_failures WHERE failed_at <= $1', [forgetUpTo]);
      });
    },
  };
}
