import { spawn } from 'node:child_process';
import fs from 'node:fs';
import readline from 'node:readline';
import pg from 'pg';
import { connectionConfig } from './pool.ts';
import { restoreDiffers, tableDifferences, type TableCounts } from '../restoreVerification.ts';

/**
 * Runs a PostgreSQL client tool; resolves when it exits 0, else rejects with its own message.
 * `onLine` reads its standard output line by line (else it is ignored).
 */
function run(tool: string, args: readonly string[], onLine?: (line: string) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    let stderr = '';
    const child = spawn(tool, args, { stdio: ['ignore', onLine ? 'pipe' : 'ignore', 'pipe'] });
    if (onLine && child.stdout) readline.createInterface({ input: child.stdout, crlfDelay: Infinity }).on('line', onLine);
    child.stderr?.on('data', (chunk) => (stderr += String(chunk)));
    child.on('error', (error: NodeJS.ErrnoException) => reject(error.code === 'ENOENT'
      ? new Error(`${tool} is not on the PATH (apt-get install postgresql-client, of the server's major version or newer)`)
      : error));
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${tool} failed (exit ${code}): ${stderr.trim()}`))));
  });
}

/**
 * pg_dump in its custom format: one consistent snapshot (a repeatable-read transaction) while
 * every instance keeps serving and writing. The file is mode 600 and never overwritten.
 */
export async function backupPostgres(url: string, file: string): Promise<void> {
  if (fs.existsSync(file)) throw new Error(`${file} exists; choose a new file name`);
  const umask = process.umask(0o077);
  try {
    await run('pg_dump', ['--format=custom', `--file=${file}`, `--dbname=${url}`]);
  } finally {
    process.umask(umask);
  }
}

/** A table name of a dump's COPY line (`public.users`, `public."values"`) as the catalog spells it. */
const tableName = (qualified: string) => qualified.replace(/^public\./, '').replace(/^"(.*)"$/, '$1').replace(/""/g, '"');

/**
 * The rows of every table in the dump: its data as COPY text (one line per row, a line break in a
 * value is written \n), counted as it streams, so the dump is read and checked before anything changes.
 */
async function dumpRowCounts(file: string): Promise<TableCounts> {
  const counts = new Map<string, number>();
  let table: string | undefined;
  await run('pg_restore', ['--data-only', '--file=-', file], (line) => {
    if (table === undefined) {
      const copy = /^COPY (\S+) .*FROM stdin;$/.exec(line);
      if (copy) counts.set(table = tableName(copy[1]!), 0);
    } else if (line === '\\.') table = undefined;
    else counts.set(table, (counts.get(table) ?? 0) + 1);
  });
  return counts;
}

async function databaseRowCounts(client: pg.Client): Promise<TableCounts> {
  const { rows } = await client.query<{ table_name: string }>(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'");
  const counts = new Map<string, number>();
  for (const { table_name: name } of rows) {
    const { rows: [row] } = await client.query<{ n: number }>(`SELECT COUNT(*)::int AS n FROM public."${name.replace(/"/g, '""')}"`);
    counts.set(name, row?.n ?? 0);
  }
  return counts;
}

interface OtherSession {
  pid: number;
  application: string;
}

const describeSessions = (sessions: readonly OtherSession[]) => {
  const byApplication = new Map<string, number>();
  for (const session of sessions) byApplication.set(session.application, (byApplication.get(session.application) ?? 0) + 1);
  return [...byApplication].map(([application, count]) => `${count} × ${application}`).join(', ');
};

/**
 * No other session may be connected to the database (issue 24): a running instance would keep
 * serving what it holds in memory, and its writers would meet a half-restored database. Without
 * `force` the restore refuses, naming them; with it, it disconnects them (pg_terminate_backend:
 * the same role, or one with pg_signal_backend) and goes on. Instances still running reconnect,
 * so they must be stopped all the same.
 */
async function claimDatabase(client: pg.Client, force: boolean): Promise<void> {
  const { rows: others } = await client.query<OtherSession>(`SELECT pid, COALESCE(NULLIF(application_name, ''), 'unnamed client') AS application
    FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`);
  if (others.length === 0) return;
  const database = client.database ?? 'the database';
  if (!force) {
    throw new Error(`${others.length} other session${others.length === 1 ? ' is' : 's are'} connected to ${database} (${describeSessions(others)}): stop every instance and restore again, or add --force to disconnect them; nothing was changed`);
  }
  const { rows } = await client.query<{ pid: number; done: boolean }>('SELECT pid, pg_terminate_backend(pid) AS done FROM unnest($1::int[]) AS pid', [others.map((s) => s.pid)]);
  const kept = rows.filter((row) => !row.done);
  if (kept.length > 0) throw new Error(`--force could not disconnect ${kept.length} session${kept.length === 1 ? '' : 's'} of ${database} (another role's); nothing was changed`);
}

/**
 * Replaces the database's contents with the backup: pg_restore reads the file first — its table
 * of contents and every table's rows (so a file that is no dump changes nothing) — and no other
 * session may be connected (claimDatabase). Then the public schema is emptied — tables of a newer
 * version than the backup's go too, and the next start migrates the restored data — the dump
 * restored in one transaction, and every table's row count checked against the dump's.
 */
export async function restorePostgres(url: string, file: string, options: { force: boolean }): Promise<void> {
  await run('pg_restore', ['--list', file]);
  const backupCounts = await dumpRowCounts(file);
  const client = new pg.Client({ ...connectionConfig(url), application_name: 'fahrplan-restore' });
  await client.connect();
  try {
    await claimDatabase(client, options.force);
    await client.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public');
    await run('pg_restore', ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', `--dbname=${url}`, file]);
    const differences = tableDifferences(backupCounts, await databaseRowCounts(client));
    if (differences.length > 0) throw restoreDiffers(client.database ?? 'database', differences, 'committed');
  } finally {
    await client.end();
  }
}
