import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { DATABASE_FILE } from './database.ts';
import { ensurePrivateDirectory, ensurePrivateFile } from '../privateFiles.ts';

/**
 * A consistent copy of the SQLite database through SQLite's online backup API: the server may
 * keep running and writing; the copy is the database as of one moment. The file is mode 600 (it
 * holds password hashes) and is never overwritten.
 */
export async function backupSqlite(dataDir: string, file: string): Promise<void> {
  const source = path.join(dataDir, DATABASE_FILE);
  if (!fs.existsSync(source)) throw new Error(`no database at ${source}`);
  if (fs.existsSync(file)) throw new Error(`${file} exists; choose a new file name`);
  ensurePrivateFile(file);
  const db = new Database(source, { fileMustExist: true });
  try {
    await db.backup(file);
  } finally {
    db.close();
  }
}

/** Refuses a file that is not a whole Fahrplan database, before anything is changed. */
function checkBackup(file: string): void {
  let problem: string | undefined;
  try {
    const backup = new Database(file, { readonly: true, fileMustExist: true });
    try {
      const integrity = backup.pragma('integrity_check', { simple: true });
      const migrated = backup.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'").get();
      if (integrity !== 'ok') problem = `it is damaged (${String(integrity)})`;
      else if (!migrated) problem = 'it has no schema_migrations table';
    } finally {
      backup.close();
    }
  } catch (error) {
    problem = error instanceof Error ? error.message : String(error);
  }
  if (problem !== undefined) throw new Error(`${file} is no Fahrplan backup: ${problem}`);
}

/**
 * Replaces the database in `dataDir` with the backup, page by page through the backup API into
 * the database file (so a WAL file beside it cannot replay newer pages over the restored ones).
 * The server must be stopped: it would keep serving what it holds in memory. A backup of an
 * older version is migrated at the next start.
 */
export async function restoreSqlite(dataDir: string, file: string): Promise<void> {
  checkBackup(file);
  ensurePrivateDirectory(dataDir);
  const target = path.join(dataDir, DATABASE_FILE);
  ensurePrivateFile(target);
  const backup = new Database(file, { readonly: true, fileMustExist: true });
  try {
    await backup.backup(target);
  } finally {
    backup.close();
  }
}
