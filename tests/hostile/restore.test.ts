import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import {
  call, loginAs, startServer, storageEnv, tempDataDir, testDatabaseUrl, TEST_ADMIN, TEST_STORAGE, type RunningServer,
} from '../server/harness.ts';
import { ROOT } from '../helpers/fixtures.ts';
import { DATABASE_FILE } from '../../server/db/sqlite/database.ts';

/**
 * Issue 24: a restore said "Restored" and exited 0 with the database unchanged while another
 * connection held a write lock, and ran while instances were connected. Now it takes the database
 * for itself or refuses, changing nothing, and says "Restored" only after checking the result.
 */

async function restore(dataDir: string, ...args: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/cli/restore.ts', ...args], {
      cwd: ROOT, env: { ...process.env, ...(await storageEnv(dataDir)) },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

async function backup(dataDir: string): Promise<string> {
  const file = path.join(tempDataDir(), 'fahrplan.backup');
  await promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/cli/backup.ts', file], { cwd: ROOT, env: { ...process.env, ...(await storageEnv(dataDir)) } });
  return file;
}

/** A query straight on the database of `dataDir`, outside any server. */
async function query<T>(dataDir: string, sqlite: (db: Database.Database) => T, postgres: (client: pg.Client) => Promise<T>): Promise<T> {
  if (TEST_STORAGE === 'sqlite') {
    const db = new Database(path.join(dataDir, DATABASE_FILE), { fileMustExist: true });
    try {
      return sqlite(db);
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: await testDatabaseUrl(dataDir) });
  await client.connect();
  try {
    return await postgres(client);
  } finally {
    await client.end();
  }
}

const SCENARIO_NAMES = 'SELECT scenario_name FROM scenarios ORDER BY scenario_name';
const scenarioNames = (dataDir: string) => query(dataDir,
  (db) => db.prepare<[], { scenario_name: string }>(SCENARIO_NAMES).all().map((row) => row.scenario_name),
  async (client) => (await client.query<{ scenario_name: string }>(SCENARIO_NAMES)).rows.map((row) => row.scenario_name));

/**
 * Another connection in the middle of a write transaction on the database: on SQLite it holds the
 * write lock, on PostgreSQL it is a session with a row locked. Answers the release.
 */
async function holdWriteLock(dataDir: string): Promise<() => Promise<void>> {
  const write = "UPDATE scenarios SET description = 'held' WHERE scenario_id = 'baseline'";
  if (TEST_STORAGE === 'sqlite') {
    const db = new Database(path.join(dataDir, DATABASE_FILE), { fileMustExist: true });
    db.pragma('journal_mode = WAL');
    db.exec('BEGIN IMMEDIATE');
    db.prepare(write).run();
    return async () => {
      db.exec('ROLLBACK');
      db.close();
    };
  }
  const client = new pg.Client({ connectionString: await testDatabaseUrl(dataDir) });
  await client.connect();
  await client.query('BEGIN');
  await client.query(write);
  return async () => {
    await client.query('ROLLBACK');
    await client.end();
  };
}

const running: RunningServer[] = [];
afterEach(async () => {
  while (running.length) await running.pop()?.stop();
});

/** A database with a backup of it, and a scenario saved after the backup: a restore takes it away. */
async function backedUpThenChanged(): Promise<{ dataDir: string; file: string; backedUp: string[]; before: string[]; server: RunningServer; token: string }> {
  const dataDir = tempDataDir();
  const server = await startServer(dataDir);
  running.push(server);
  const token = await loginAs(server, TEST_ADMIN.username, TEST_ADMIN.password);
  const file = await backup(dataDir);
  const backedUp = await scenarioNames(dataDir);
  const later = await call(server, 'POST', '/api/scenarios', { token, body: { scenario_name: 'Saved after the backup', description: 'x', key_drivers: {} } });
  expect(later.status).toBe(201);
  const before = await scenarioNames(dataDir);
  expect(before).toEqual(expect.arrayContaining([...backedUp, 'Saved after the backup']));
  return { dataDir, file, backedUp, before, server, token };
}

async function stop(server: RunningServer): Promise<void> {
  running.splice(running.indexOf(server), 1);
  await server.stop();
}

describe(`restore under contention (${TEST_STORAGE})`, () => {
  it('refuses while another connection holds a write lock: exit non-zero, no "Restored", the database unchanged', async () => {
    const { dataDir, file, before, server } = await backedUpThenChanged();
    await stop(server);
    const release = await holdWriteLock(dataDir);
    let outcome: { code: number; output: string };
    try {
      outcome = await restore(dataDir, file);
    } finally {
      await release();
    }
    expect(outcome.code).not.toBe(0);
    expect(outcome.output).not.toContain('Restored');
    expect(outcome.output).toContain('nothing was changed');
    expect(await scenarioNames(dataDir)).toEqual(before);
  });

  it('refuses while a server is running on the database, without --force; the server keeps serving the same data', async () => {
    const { dataDir, file, before, server, token } = await backedUpThenChanged();
    const outcome = await restore(dataDir, file);
    expect(outcome.code).not.toBe(0);
    expect(outcome.output).not.toContain('Restored');
    expect(outcome.output).toMatch(TEST_STORAGE === 'sqlite' ? /is in use: a server is running on it/ : /other sessions? (is|are) connected to \S+ \(\d+ × fahrplan/);
    expect(await scenarioNames(dataDir)).toEqual(before);
    expect((await call(server, 'GET', '/api/health')).status).toBe(200);
    expect((await call(server, 'GET', '/api/scenarios', { token })).status).toBe(200);
  });

  it('with --force: on PostgreSQL disconnects the server and restores, checked; on SQLite still refuses (a lock cannot be forced)', async () => {
    const { dataDir, file, backedUp, before, server } = await backedUpThenChanged();
    const outcome = await restore(dataDir, '--force', file);
    await stop(server);
    if (TEST_STORAGE === 'sqlite') {
      expect(outcome.code).not.toBe(0);
      expect(outcome.output).toContain('is in use');
      expect(await scenarioNames(dataDir)).toEqual(before);
    } else {
      expect(outcome).toMatchObject({ code: 0 });
      expect(outcome.output).toContain('Restored');
      expect(outcome.output).toContain('checked it against the backup');
      expect(await scenarioNames(dataDir)).toEqual(backedUp);
    }
  });

  it('restores a stopped database and says so only after checking every table against the backup', async () => {
    const { dataDir, file, backedUp, server } = await backedUpThenChanged();
    await stop(server);
    const outcome = await restore(dataDir, file);
    expect(outcome).toMatchObject({ code: 0 });
    expect(outcome.output).toContain('checked it against the backup');
    expect(await scenarioNames(dataDir)).toEqual(backedUp);
  });
});
