import { spawn } from 'node:child_process';
import fs from 'node:fs';
import pg from 'pg';
import { connectionConfig } from './pool.ts';

/** Runs a PostgreSQL client tool; resolves when it exits 0, else rejects with its own message. */
function run(tool: string, args: readonly string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    let stderr = '';
    const child = spawn(tool, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    child.stderr.on('data', (chunk) => (stderr += String(chunk)));
    child.on('error', (error: NodeJS.ErrnoException) => reject(error.code === 'ENOENT'
      ? new Error(`${tool} is not on the PATH (apt-get install postgresql-client, of the server's major version or newer)`)
      : error));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${tool} failed (exit ${code}): ${stderr.trim()}`))));
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

/**
 * Replaces the database's contents with the backup: pg_restore reads the file first (so a file
 * that is no dump changes nothing), then the public schema is emptied — tables of a newer
 * version than the backup's go too, and the next start migrates the restored data — and the dump
 * restored in one transaction. Every instance must be stopped: they would keep serving what they
 * hold in memory.
 */
export async function restorePostgres(url: string, file: string): Promise<void> {
  await run('pg_restore', ['--list', file]);
  const client = new pg.Client(connectionConfig(url));
  await client.connect();
  try {
    await client.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public');
  } finally {
    await client.end();
  }
  await run('pg_restore', ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', `--dbname=${url}`, file]);
}
