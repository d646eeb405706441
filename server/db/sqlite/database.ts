import path from 'node:path';
import Database from 'better-sqlite3';
import { migrations } from './migrations.ts';
import { ensurePrivateDirectory, ensurePrivateFile, keepPrivate } from '../privateFiles.ts';

export type Db = Database.Database;

export const DATABASE_FILE = 'fahrplan.db';

/**
 * Opens (creating when needed) the SQLite database in WAL mode and brings its schema up to date.
 * The directory is owner-only (700) and so are the files (600): SQLite creates the WAL and
 * shared-memory files with the database file's permissions, so the database is created 600
 * before SQLite opens it.
 */
export function openDatabase(dataDir: string): Db {
  ensurePrivateDirectory(dataDir);
  const file = path.join(dataDir, DATABASE_FILE);
  ensurePrivateFile(file);
  // The WAL and shared-memory files beside it, when an earlier start left them.
  for (const companion of [`${file}-wal`, `${file}-shm`]) keepPrivate(companion);
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  // FULL: every acknowledged commit survives a crash of the process or the machine.
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}

export function migrate(db: Db): number {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`);
  const applied = new Set(
    db.prepare('SELECT version FROM schema_migrations').all().map((row) => (row as { version: number }).version),
  );
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
  let count = 0;
  // Foreign keys are off while migrating, as SQLite asks for a table rebuilt under a changed
  // constraint (dropping the old table would otherwise cascade), and checked before each commits.
  const foreignKeys = db.pragma('foreign_keys', { simple: true }) as number;
  db.pragma('foreign_keys = OFF');
  try {
    for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
      if (applied.has(migration.version)) continue;
      db.transaction(() => {
        db.exec(migration.sql);
        const broken = db.pragma('foreign_key_check') as { table: string }[];
        if (broken.length > 0) throw new Error(`migration ${migration.version} leaves ${broken.length} rows with a broken foreign key (first in ${broken[0]?.table})`);
        record.run(migration.version, migration.name, new Date().toISOString());
      })();
      count += 1;
    }
  } finally {
    db.pragma(`foreign_keys = ${foreignKeys ? 'ON' : 'OFF'}`);
  }
  return count;
}
