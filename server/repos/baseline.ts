import fs from 'node:fs';
import type { Db } from '../db/database.ts';

/** The shipped 2024–2025 actuals: version 1 of every new database. */
export const FIXTURE_BASELINE_CSV = fs.readFileSync(new URL('../../fixtures/baseline-2024-2025.csv', import.meta.url), 'utf8');

export interface BaselineVersion {
  version: number;
  csv: string;
  created_by: string;
  created_at: string;
  note: string;
}

/**
 * Every saved baseline is a new version (the CSV of engine/actuals/csv.ts); the newest is the
 * one every forecast uses, older ones are kept.
 */
export function baselineRepo(db: Db) {
  const latest = db.prepare<[], BaselineVersion>('SELECT * FROM baseline_versions ORDER BY version DESC LIMIT 1');
  const byVersion = db.prepare<[number], BaselineVersion>('SELECT * FROM baseline_versions WHERE version = ?');
  const insert = db.prepare('INSERT INTO baseline_versions (version, csv, created_by, created_at, note) VALUES (?, ?, ?, ?, ?)');
  const history = db.prepare<[], Omit<BaselineVersion, 'csv'>>(
    'SELECT version, created_by, created_at, note FROM baseline_versions ORDER BY version DESC',
  );

  if (!latest.get()) insert.run(1, FIXTURE_BASELINE_CSV, 'system', new Date().toISOString(), 'shipped baseline');

  return {
    current(): BaselineVersion {
      const row = latest.get();
      if (!row) throw new Error('baseline_versions is empty');
      return row;
    },
    get(version: number): BaselineVersion | undefined {
      return byVersion.get(version);
    },
    /** Stores `csv` as the next version when `expectedVersion` is still the newest; null when it is stale. */
    save(csv: string, createdBy: string, expectedVersion: number, note = ''): BaselineVersion | null {
      return db.transaction(() => {
        const current = latest.get();
        if (!current || current.version !== expectedVersion) return null;
        const version = current.version + 1;
        insert.run(version, csv, createdBy, new Date().toISOString(), note);
        return byVersion.get(version) ?? null;
      })();
    },
    history(): Omit<BaselineVersion, 'csv'>[] {
      return history.all();
    },
  };
}

export type BaselineRepo = ReturnType<typeof baselineRepo>;
