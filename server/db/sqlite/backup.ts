import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { DATABASE_FILE, type Db } from './database.ts';
import { ensurePrivateDirectory, ensurePrivateFile } from '../privateFiles.ts';
import { restoreDiffers, tableDifferences, type TableCounts } from '../restoreVerification.ts';

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

/** How long the restore waits for a lock another connection holds before it refuses. */
const BUSY_TIMEOUT_MS = 1000;

type Schema = 'main' | 'backup';

interface SchemaObject {
  type: 'table' | 'index' | 'trigger' | 'view';
  name: string;
  sql: string | null;
}

/** The objects of a schema that are the application's (SQLite's own, sqlite_*, come with them). */
function objectsOf(db: Db, schema: Schema): SchemaObject[] {
  return db.prepare<[], SchemaObject>(`SELECT type, name, sql FROM ${schema}.sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY rowid`).all();
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

function rowCounts(db: Db, schema: Schema): TableCounts {
  return new Map(objectsOf(db, schema).filter((object) => object.type === 'table').map((table) => [
    table.name, (db.prepare(`SELECT COUNT(*) AS n FROM ${schema}.${quoted(table.name)}`).get() as { n: number }).n,
  ]));
}

/** The restored database checked against the backup: SQLite's integrity and foreign key checks and every table's row count. */
function verify(db: Db, target: string, outcome: 'rolled back' | 'committed'): void {
  const integrity = db.pragma('main.integrity_check', { simple: true });
  if (integrity !== 'ok') throw restoreDiffers(target, [`the integrity check says ${String(integrity)}`], outcome);
  const broken = db.pragma('main.foreign_key_check') as { table: string }[];
  if (broken.length > 0) throw restoreDiffers(target, [`${broken.length} rows have a broken foreign key (first in ${broken[0]?.table})`], outcome);
  const differences = tableDifferences(rowCounts(db, 'backup'), rowCounts(db, 'main'));
  if (differences.length > 0) throw restoreDiffers(target, differences, outcome);
}

/** Replaces main's schema and rows with the attached backup's, inside the caller's transaction. */
function copyBackup(db: Db): void {
  for (const object of objectsOf(db, 'main').filter((o) => o.type !== 'index').reverse()) {
    db.exec(`DROP ${object.type.toUpperCase()} IF EXISTS main.${quoted(object.name)}`);
  }
  const objects = objectsOf(db, 'backup').filter((object) => object.sql !== null);
  for (const table of objects.filter((object) => object.type === 'table')) {
    db.exec(table.sql as string);
    db.exec(`INSERT INTO main.${quoted(table.name)} SELECT * FROM backup.${quoted(table.name)}`);
  }
  const sequences = db.prepare("SELECT 1 FROM backup.sqlite_master WHERE name = 'sqlite_sequence'").get();
  if (sequences) db.exec('DELETE FROM main.sqlite_sequence; INSERT INTO main.sqlite_sequence SELECT * FROM backup.sqlite_sequence');
  for (const object of objects.filter((o) => o.type !== 'table')) db.exec(object.sql as string);
}

/**
 * Replaces the database in `dataDir` with the backup, all or nothing, under an exclusive lock
 * (issue 24). The lock is SQLite's own: in exclusive locking mode the restore needs the database
 * file to itself, which it cannot have while a server has it open (a connection in WAL mode holds
 * a shared lock on the file as long as it is open) or another connection holds any lock; it
 * refuses then after a short wait, changing nothing. Holding the lock, it drops the database's
 * tables, creates the backup's and copies their rows in one transaction, checks the result
 * (integrity and foreign key checks, every table's row count against the backup) before it commits, and checks
 * it again once committed. A backup of an older version is migrated at the next start.
 */
export async function restoreSqlite(dataDir: string, file: string): Promise<void> {
  checkBackup(file);
  ensurePrivateDirectory(dataDir);
  const target = path.join(dataDir, DATABASE_FILE);
  ensurePrivateFile(target);
  const db = new Database(target, { timeout: BUSY_TIMEOUT_MS });
  try {
    // An empty exclusive transaction takes the lock, which exclusive locking mode keeps until the
    // connection closes (ATTACH, which reads the schema, cannot run inside a transaction).
    db.pragma('main.locking_mode = EXCLUSIVE');
    // The tables are dropped and copied in the order the backup lists them, not the order their
    // foreign keys need (a table rebuilt by a migration comes after those that refer to it), so
    // foreign keys are off while copying and checked before the copy commits.
    db.pragma('foreign_keys = OFF');
    try {
      db.exec('BEGIN EXCLUSIVE; COMMIT');
    } catch (error) {
      if ((error as { code?: string }).code !== 'SQLITE_BUSY') throw error;
      throw new Error(`${target} is in use: a server is running on it or another connection holds a lock. Stop every server on ${dataDir} and restore again; nothing was changed`);
    }
    db.prepare('ATTACH DATABASE ? AS backup').run(file);
    db.exec('BEGIN EXCLUSIVE');
    try {
      copyBackup(db);
      verify(db, target, 'rolled back');
      db.exec('COMMIT');
    } catch (error) {
      if (db.inTransaction) db.exec('ROLLBACK');
      throw error;
    }
    verify(db, target, 'committed');
  } finally {
    db.close();
  }
}
