import type { Pool } from '../../db/postgres/pool.ts';
import type { MonthlyActualValues } from '../../../engine/actuals/closedMonths.ts';
import { CLOSE_SETTING_KEY, firstVersionNote, type MonthlyActualsRepo, type MonthlyActualsVersion } from '../monthlyActuals.ts';

interface MonthlyActualsRow {
  version: number;
  values: MonthlyActualValues;
  created_by: string;
  created_at: Date;
  note: string;
}

const fromRow = (row: MonthlyActualsRow): MonthlyActualsVersion => ({ ...row, created_at: row.created_at.toISOString() });

/** Version 1 from the shipped sample when the database has no monthly actuals yet. */
export async function seedPostgresMonthlyActuals(pool: Pool, values: MonthlyActualValues): Promise<void> {
  await pool.query(`INSERT INTO monthly_actuals (version, "values", created_by, created_at, note)
    SELECT 1, $1, 'system', $2, $3 WHERE NOT EXISTS (SELECT 1 FROM monthly_actuals)
    ON CONFLICT (version) DO NOTHING`, [JSON.stringify(values), new Date().toISOString(), firstVersionNote(values)]);
}

export function postgresMonthlyActualsRepo(pool: Pool): MonthlyActualsRepo {
  async function closeSetting(): Promise<string | null> {
    const { rows } = await pool.query<{ value: string }>('SELECT value FROM settings WHERE key = $1', [CLOSE_SETTING_KEY]);
    return rows[0]?.value ?? null;
  }

  return {
    async current() {
      const { rows } = await pool.query<MonthlyActualsRow>('SELECT version, "values", created_by, created_at, note FROM monthly_actuals ORDER BY version DESC LIMIT 1');
      if (!rows[0]) throw new Error('monthly_actuals is empty');
      return fromRow(rows[0]);
    },
    async save(values, createdBy, expectedVersion, note) {
      // One statement: of two saves against the same version, the second waits on the primary
      // key for the first to commit and then inserts nothing.
      const { rows } = await pool.query<MonthlyActualsRow>(`INSERT INTO monthly_actuals (version, "values", created_by, created_at, note)
        SELECT $1::int + 1, $2, $3, $4, $5 WHERE (SELECT MAX(version) FROM monthly_actuals) = $1::int
        ON CONFLICT (version) DO NOTHING
        RETURNING version, "values", created_by, created_at, note`, [expectedVersion, JSON.stringify(values), createdBy, new Date().toISOString(), note]);
      return rows[0] ? fromRow(rows[0]) : null;
    },
    async history() {
      const { rows } = await pool.query<Omit<MonthlyActualsRow, 'values'>>('SELECT version, created_by, created_at, note FROM monthly_actuals ORDER BY version DESC');
      return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
    },
    async stamp() {
      const { rows } = await pool.query<{ version: number | null; close: string | null }>(
        'SELECT (SELECT MAX(version) FROM monthly_actuals) AS version, (SELECT value FROM settings WHERE key = $1) AS close', [CLOSE_SETTING_KEY]);
      return { version: Number(rows[0]?.version ?? 0), closeSetting: rows[0]?.close ?? null };
    },
    closeSetting,
    async setClose(month, updatedBy) {
      if (month === null) await pool.query('DELETE FROM settings WHERE key = $1', [CLOSE_SETTING_KEY]);
      else {
        await pool.query(`INSERT INTO settings (key, value, updated_by, updated_at) VALUES ($1, $2, $3, $4)
          ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_by = EXCLUDED.updated_by, updated_at = EXCLUDED.updated_at`,
        [CLOSE_SETTING_KEY, month, updatedBy, new Date().toISOString()]);
      }
      return closeSetting();
    },
  };
}
