import { randomBytes } from 'node:crypto';
import { migrations } from './migrations.ts';
import { ADVISORY_LOCK, holdingLock, type Pool, type PoolClient } from './pool.ts';

/**
 * Brings the schema up to date, each missing migration in its own transaction with its row in
 * schema_migrations. Runs inside the startup lock (openPostgresStorage), so instances starting
 * together migrate once.
 */
export async function migrate(client: PoolClient): Promise<number> {
  await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL)`);
  const { rows } = await client.query<{ version: number }>('SELECT version FROM schema_migrations');
  const applied = new Set(rows.map((row) => row.version));
  let count = 0;
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    if (applied.has(migration.version)) continue;
    await client.query('BEGIN');
    try {
      await client.query(migration.sql);
      await client.query('INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)',
        [migration.version, migration.name, new Date().toISOString()]);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    }
    count += 1;
  }
  return count;
}

/** Migrates and seeds under the startup lock: one instance at a time, each finding the work of those before it done. */
export async function prepareDatabase(pool: Pool, seed: () => Promise<void>): Promise<void> {
  await holdingLock(pool, ADVISORY_LOCK.startup, async (client) => {
    await migrate(client);
    await seed();
  });
}

/**
 * The token signing secret: the configured one, or the one the first instance generated and
 * stored (table server_secrets), so every instance on the database signs and checks alike.
 */
export async function sharedSigningSecret(pool: Pool, configured: string | undefined): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  await pool.query("INSERT INTO server_secrets (name, value) VALUES ('jwt', $1) ON CONFLICT (name) DO NOTHING",
    [randomBytes(48).toString('base64url')]);
  const { rows } = await pool.query<{ value: string }>("SELECT value FROM server_secrets WHERE name = 'jwt'");
  const value = rows[0]?.value;
  if (!value) throw new Error('server_secrets has no signing secret');
  return new TextEncoder().encode(value);
}
