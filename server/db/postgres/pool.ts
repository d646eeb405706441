import pg from 'pg';

export type Pool = pg.Pool;
export type PoolClient = pg.PoolClient;

/** Connections per instance (plus the event bus's listening one): PostgreSQL's default max_connections (100) serves about eight instances. */
const POOL_SIZE = 10;

/**
 * Column types as the repositories read them: bigint (COUNT(*), epoch milliseconds) as a number
 * rather than pg's default string — every bigint here stays far below 2^53 — and the rest as pg
 * parses them (timestamptz as Date, json parsed, boolean).
 */
export function columnTypes(): pg.TypeOverrides {
  const types = new pg.TypeOverrides();
  types.setTypeParser(pg.types.builtins.INT8, Number);
  return types;
}

/** Connection settings of every connection the server opens to `url`. */
export function connectionConfig(url: string): pg.ClientConfig {
  return { connectionString: url, types: columnTypes(), application_name: 'fahrplan' };
}

export function createPool(url: string): Pool {
  return new pg.Pool({ ...connectionConfig(url), max: POOL_SIZE });
}

/** Fahrplan's advisory locks: one key space (classid) for the application, one object id per lock. */
const LOCK_SPACE = 0x46_50_4c; // "FPL"
export const ADVISORY_LOCK = {
  /** Migrations and seeding at start, so instances starting together do it once, one after the other. */
  startup: 1,
  /** Changes to the set of users that the admin rules or the first admin depend on. */
  users: 2,
  /** Writes that take or change a scenario name (names are unique among what a user sees). */
  scenarioNames: 3,
  /** Monthly actuals and the last closed month: a save checks the close, and a close the actuals, in the transaction that writes. */
  monthlyActualsAndClose: 4,
} as const;
export type AdvisoryLock = (typeof ADVISORY_LOCK)[keyof typeof ADVISORY_LOCK];

/**
 * Runs `work` in one transaction on one connection: committed when it resolves, rolled back when
 * it throws. With `lock`, the transaction first waits for that advisory lock, which it holds
 * until it ends; every statement after it (READ COMMITTED) sees what earlier holders committed.
 */
export async function transaction<T>(pool: Pool, work: (client: PoolClient) => Promise<T>, lock?: AdvisoryLock): Promise<T> {
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query('BEGIN');
    if (lock !== undefined) await client.query('SELECT pg_advisory_xact_lock($1, $2)', [LOCK_SPACE, lock]);
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    try {
      await client.query('ROLLBACK');
    } catch {
      broken = true; // the connection is gone; the pool must not hand it out again
    }
    throw error;
  } finally {
    client.release(broken);
  }
}

/** Advisory locks named by text (a sign-in throttle key): a key space of their own, one lock per name's hash. */
const NAMED_LOCK_SPACE = 0x46_50_4e; // "FPN"

/**
 * Takes the transaction-level advisory lock of each name, held until the transaction ends. The
 * locks are taken in the order of their hashes, so two transactions locking overlapping sets
 * cannot deadlock; two names that share a hash merely wait for each other.
 */
export async function lockNames(client: PoolClient, names: readonly string[]): Promise<void> {
  await client.query(`SELECT pg_advisory_xact_lock($1, hash) FROM
    (SELECT DISTINCT hashtext(name) AS hash FROM unnest($2::text[]) AS name ORDER BY hash) AS ordered`, [NAMED_LOCK_SPACE, names]);
}

/** Runs `work` while holding a session-level advisory lock on a connection of its own. */
export async function holdingLock<T>(pool: Pool, lock: AdvisoryLock, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1, $2)', [LOCK_SPACE, lock]);
    try {
      return await work(client);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1, $2)', [LOCK_SPACE, lock]);
    }
  } finally {
    client.release();
  }
}
