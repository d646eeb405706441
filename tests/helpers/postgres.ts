import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * The PostgreSQL cluster of the tests' PostgreSQL pass and the bench: FAHRPLAN_TEST_DATABASE_URL
 * is a URL of a server whose user may create databases (e.g. postgres://fahrplan@127.0.0.1:5433/postgres,
 * as .ci/postgres-cluster prints it). Each server under test gets a fresh database of its own,
 * named fahrplan_test_<run>_…, and a run drops its databases at the end.
 */
export const CLUSTER_VARIABLE = 'FAHRPLAN_TEST_DATABASE_URL';
/** Set by vite.config.ts for a vitest run: the prefix of the run's databases, so parallel runs on one cluster keep apart. */
export const RUN_VARIABLE = 'FAHRPLAN_TEST_RUN';

export function clusterUrl(): string {
  const url = process.env[CLUSTER_VARIABLE];
  if (!url) throw new Error(`${CLUSTER_VARIABLE} is not set: the PostgreSQL pass needs a cluster (see README.md "Tests on PostgreSQL")`);
  return url;
}

/** The URL of database `name` on the cluster at `cluster`. */
export function databaseUrl(cluster: string, name: string): string {
  const url = new URL(cluster);
  url.pathname = `/${name}`;
  return url.toString();
}

export function runPrefix(): string {
  return `fahrplan_test_${process.env[RUN_VARIABLE] ?? 'adhoc'}_`;
}

/** The test database that stands for a data directory: the same directory is the same database (a restart). */
export function databaseNameFor(dataDir: string): string {
  return `${runPrefix()}${createHash('sha256').update(dataDir).digest('hex').slice(0, 16)}`;
}

async function onCluster<T>(cluster: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: cluster });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates database `name` unless it exists; answers its URL. */
export async function ensureDatabase(name: string, cluster = clusterUrl()): Promise<string> {
  await onCluster(cluster, async (client) => {
    const { rows } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rows.length > 0) return;
    try {
      await client.query(`CREATE DATABASE "${name}"`);
    } catch (error) {
      // Another server of the same test asked at the same moment.
      if ((error as { code?: string }).code !== '42P04') throw error;
    }
  });
  return databaseUrl(cluster, name);
}

/** Drops every database whose name starts with `prefix`, disconnecting whoever is still connected. */
export async function dropDatabases(prefix: string, cluster = clusterUrl()): Promise<number> {
  return onCluster(cluster, async (client) => {
    const { rows } = await client.query<{ datname: string }>("SELECT datname FROM pg_database WHERE starts_with(datname, $1)", [prefix]);
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    return rows.length;
  });
}

/** Whether a PostgreSQL server answers at `cluster` within `timeoutMs`. */
export async function clusterAnswers(cluster: string, timeoutMs = 3_000): Promise<boolean> {
  const client = new pg.Client({ connectionString: cluster, connectionTimeoutMillis: timeoutMs });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}
