import type { Db } from '../../db/sqlite/database.ts';
import { FIXTURE_BASELINE_CSV, type BaselineRepo, type BaselineVersion } from '../baseline.ts';

/** Version 1 from the shipped fixture when the database has no baseline yet. */
export function seedSqliteBaseline(db: Db): void {
  db.prepare(`INSERT INTO baseline_versions (version, csv, created_by, created_at, note)
    SELECT 1, ?, 'system', ?, 'shipped baseline' WHERE NOT EXISTS (SELECT 1 FROM baseline_versions)`)
    .run(FIXTURE_BASELINE_CSV, new Date().toISOString());
}

export function sqliteBaselineRepo(db: Db): BaselineRepo {
  const latest = db.prepare<[], BaselineVersion>('SELECT * FROM baseline_versions ORDER BY version DESC LIMIT 1');
  const latestVersion = db.prepare<[], { version: number }>('SELECT MAX(version) AS version FROM baseline_versions');
  const byVersion = db.prepare<[number], BaselineVersion>('SELECT * FROM baseline_versions WHERE version = ?');
  const insert = db.prepare('INSERT INTO baseline_versions (version, csv, created_by, created_at, note) VALUES (?, ?, ?, ?, ?)');
  const history = db.prepare<[], Omit<BaselineVersion, 'csv'>>(
    'SELECT version, created_by, created_at, note FROM baseline_versions ORDER BY version DESC',
  );

  return {
    async current() {
      const row = latest.get();
      if (!row) throw new Error('baseline_versions is empty');
      return row;
    },
    async currentVersion() {
      const version = latestVersion.get()?.version;
      if (version === undefined || version === null) throw new Error('baseline_versions is empty');
      return version;
    },
    async get(version) {
      return byVersion.get(version);
    },
    async save(csv, createdBy, expectedVersion, note = '') {
      return db.transaction(() => {
        const current = latest.get();
        if (!current || current.version !== expectedVersion) return null;
        const version = current.version + 1;
        insert.run(version, csv, createdBy, new Date().toISOString(), note);
        return byVersion.get(version) ?? null;
      }).immediate();
    },
    async history() {
      return history.all();
    },
  };
}
