import { FIXTURE_BASELINE_CSV, type BaselineRepo, type BaselineVersion } from '../baseline.ts';
import type { Pool } from '../../db/postgres/pool.ts';

interface BaselineRow extends Omit<BaselineVersion, 'created_at'> {
  created_at: Date;
}

const fromRow = (row: BaselineRow): BaselineVersion => ({ ...row, created_at: row.created_at.toISOString() });

/** Version 1 from the shipped fixture when the database has no baseline yet. */
export async function seedPostgresBaseline(pool: Pool): Promise<void> {
  await pool.query(`INSERT INTO baseline_versions (version, csv, created_by, created_at, note)
    SELECT 1, $1, 'system', $2, 'shipped baseline' WHERE NOT EXISTS (SELECT 1 FROM baseline_versions)
    ON CONFLICT (version) DO NOTHING`, [FIXTURE_BASELINE_CSV, new Date().toISOString()]);
}

export function postgresBaselineRepo(pool: Pool): BaselineRepo {
  return {
    async current() {
      const { rows } = await pool.query<BaselineRow>('SELECT version, csv, created_by, created_at, note FROM baseline_versions ORDER BY version DESC LIMIT 1');
      if (!rows[0]) throw new Error('baseline_versions is empty');
      return fromRow(rows[0]);
    },
    async currentVersion() {
      const { rows } = await pool.query<{ version: number | null }>('SELECT MAX(version) AS version FROM baseline_versions');
      const version = rows[0]?.version;
      if (version === undefined || version === null) throw new Error('baseline_versions is empty');
      return version;
    },
    async get(version) {
      const { rows } = await pool.query<BaselineRow>('SELECT version, csv, created_by, created_at, note FROM baseline_versions WHERE version = $1', [version]);
      return rows[0] && fromRow(rows[0]);
    },
    async save(csv, createdBy, expectedVersion, note = '') {
      // One statement: of two saves against the same version, the second waits on the primary
      // key for the first to commit and then inserts nothing.
      const { rows } = await pool.query<BaselineRow>(`INSERT INTO baseline_versions (version, csv, created_by, created_at, note)
        SELECT $1::int + 1, $2, $3, $4, $5 WHERE (SELECT MAX(version) FROM baseline_versions) = $1::int
        ON CONFLICT (version) DO NOTHING
        RETURNING version, csv, created_by, created_at, note`, [expectedVersion, csv, createdBy, new Date().toISOString(), note]);
      return rows[0] ? fromRow(rows[0]) : null;
    },
    async history() {
      const { rows } = await pool.query<Omit<BaselineRow, 'csv'>>('SELECT version, created_by, created_at, note FROM baseline_versions ORDER BY version DESC');
      return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
    },
  };
}
