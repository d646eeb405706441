import { lockNames, transaction, type Pool } from '../../db/postgres/pool.ts';
import { attemptsByKey, type LoginFailuresRepo } from '../loginFailures.ts';

export function postgresLoginFailuresRepo(pool: Pool): LoginFailuresRepo {
  return {
    async reserve({ keys, attempt, at, limit, windowStart }) {
      return transaction(pool, async (client) => {
        // Every instance's reservation of these keys waits here, so the count below sees what
        // the one before it committed, and nothing is recorded between the count and the insert.
        await lockNames(client, keys);
        // Old attempts of any key; a row another reservation is forgetting right now is skipped
        // rather than waited for, so two reservations never wait on each other's rows.
        await client.query(`DELETE FROM login_failures WHERE id IN
          (SELECT id FROM login_failures WHERE failed_at <= $1 FOR UPDATE SKIP LOCKED)`, [windowStart]);
        const { rows } = await client.query<{ key: string; failed_at: number }>(
          'SELECT key, failed_at FROM login_failures WHERE key = ANY($1) AND failed_at > $2 ORDER BY failed_at, id', [keys, windowStart],
        );
        const attempts = attemptsByKey(rows);
        if (keys.some((key) => (attempts.get(key)?.length ?? 0) >= limit)) return { reserved: false as const, attempts };
        await client.query('INSERT INTO login_failures (key, failed_at, attempt) SELECT unnest($1::text[]), $2, $3', [keys, at, attempt]);
        return { reserved: true as const };
      });
    },
    async release(attempt) {
      await pool.query('DELETE FROM login_failures WHERE attempt = $1', [attempt]);
    },
  };
}
