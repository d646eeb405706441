import { ADVISORY_LOCK, transaction, type Pool, type PoolClient } from '../../db/postgres/pool.ts';
import type { MonthlyActualValues } from '../../../engine/actuals/closedMonths.ts';
import {
  CLOSE_SETTING_KEY, closeRefusal, firstVersionNote, hasActuals, PENDING_CLOSE_KEY, saveRefusal, UPGRADE_CLOSER, upgradedClose, type CloseOutcome, type MonthlyActualsRepo, type MonthlyActualsVersion, type SaveOutcome,
} from '../monthlyActuals.ts';

interface MonthlyActualsRow {
  version: number;
  values: MonthlyActualValues;
  created_by: string;
  created_at: Date;
  note: string;
  sample: boolean;
}

const fromRow = (row: MonthlyActualsRow): MonthlyActualsVersion => ({ ...row, created_at: row.created_at.toISOString() });

/** Version 1 when the database has no monthly actuals yet: the shipped sample (FAHRPLAN_SAMPLE_DATA=on), or none. */
export async function seedPostgresMonthlyActuals(pool: Pool, values: MonthlyActualValues): Promise<void> {
  await pool.query(`INSERT INTO monthly_actuals (version, "values", created_by, created_at, note, sample)
    SELECT 1, $1, 'system', $2, $3, $4 WHERE NOT EXISTS (SELECT 1 FROM monthly_actuals)
    ON CONFLICT (version) DO NOTHING`, [JSON.stringify(values), new Date().toISOString(), firstVersionNote(values), hasActuals(values)]);
}

/** Writes the close migration 13 left pending (upgradedClose), once, after the seed (under the caller's lock). */
export async function settlePostgresPendingClose(pool: Pool): Promise<void> {
  await transaction(pool, async (client) => {
    const { rows: pending } = await client.query('SELECT 1 FROM settings WHERE key = $1', [PENDING_CLOSE_KEY]);
    if (pending.length === 0) return;
    const month = upgradedClose((await newestOn(client)).values);
    if (month !== null) {
      await client.query('INSERT INTO settings (key, value, updated_by, updated_at) VALUES ($1, $2, $3, $4) ON CONFLICT (key) DO NOTHING',
        [CLOSE_SETTING_KEY, month, UPGRADE_CLOSER, new Date().toISOString()]);
    }
    await client.query('DELETE FROM settings WHERE key = $1', [PENDING_CLOSE_KEY]);
  }, ADVISORY_LOCK.monthlyActualsAndClose);
}

/** A pool or the connection of a transaction: both answer queries. */
type Queryable = Pool | PoolClient;

async function closeSettingOn(db: Queryable): Promise<string | null> {
  const { rows } = await db.query<{ value: string }>('SELECT value FROM settings WHERE key = $1', [CLOSE_SETTING_KEY]);
  return rows[0]?.value ?? null;
}

async function newestOn(db: Queryable): Promise<MonthlyActualsVersion> {
  const { rows } = await db.query<MonthlyActualsRow>('SELECT version, "values", created_by, created_at, note, sample FROM monthly_actuals ORDER BY version DESC LIMIT 1');
  if (!rows[0]) throw new Error('monthly_actuals is empty');
  return fromRow(rows[0]);
}

export function postgresMonthlyActualsRepo(pool: Pool): MonthlyActualsRepo {
  const closeSetting = () => closeSettingOn(pool);

  return {
    current: () => newestOn(pool),
    async save(values, createdBy, expectedVersion, note, options = {}) {
      // Under the lock a close also takes, so the close read here holds until this version is
      // committed (issue 24); two saves against one version: the second sees the first's.
      return transaction(pool, async (client): Promise<SaveOutcome> => {
        const { rows: [newest] } = await client.query<{ version: number | null }>('SELECT MAX(version) AS version FROM monthly_actuals');
        const current = Number(newest?.version ?? 0);
        if (current !== expectedVersion) return { ok: false, reason: 'stale', current };
        const setting = await closeSettingOn(client);
        const months = saveRefusal(values, setting);
        if (setting !== null && months.length > 0) return { ok: false, reason: 'close_incomplete', closeSetting: setting, months };
        const { rows } = await client.query<MonthlyActualsRow>(`INSERT INTO monthly_actuals (version, "values", created_by, created_at, note, sample)
          VALUES ($1, $2, $3, $4, $5, $6) RETURNING version, "values", created_by, created_at, note, sample`,
        [current + 1, JSON.stringify(values), createdBy, new Date().toISOString(), note, options.sample === true]);
        return { ok: true, saved: fromRow(rows[0] as MonthlyActualsRow), closeSetting: setting };
      }, ADVISORY_LOCK.monthlyActualsAndClose);
    },
    async history() {
      const { rows } = await pool.query<Omit<MonthlyActualsRow, 'values'>>('SELECT version, created_by, created_at, note, sample FROM monthly_actuals ORDER BY version DESC');
      return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
    },
    async stamp() {
      const { rows } = await pool.query<{ version: number | null; close: string | null }>(
        'SELECT (SELECT MAX(version) FROM monthly_actuals) AS version, (SELECT value FROM settings WHERE key = $1) AS close', [CLOSE_SETTING_KEY]);
      return { version: Number(rows[0]?.version ?? 0), closeSetting: rows[0]?.close ?? null };
    },
    closeSetting,
    async setClose(month, updatedBy, reviewedVersion) {
      // Under the lock a save also takes, so the actuals checked here hold until the close is committed (issue 24).
      return transaction(pool, async (client): Promise<CloseOutcome> => {
        const { values, sample, version } = await newestOn(client);
        if (reviewedVersion !== undefined && version !== reviewedVersion) return { ok: false, reason: 'stale', current: version };
        const refused = closeRefusal(values, month);
        if (refused) return refused;
        if (month === null) await client.query('DELETE FROM settings WHERE key = $1', [CLOSE_SETTING_KEY]);
        else {
          await client.query(`INSERT INTO settings (key, value, updated_by, updated_at) VALUES ($1, $2, $3, $4)
            ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_by = EXCLUDED.updated_by, updated_at = EXCLUDED.updated_at`,
          [CLOSE_SETTING_KEY, month, updatedBy, new Date().toISOString()]);
        }
        return { ok: true, closeSetting: await closeSettingOn(client), values, sample };
      }, ADVISORY_LOCK.monthlyActualsAndClose);
    },
  };
}
