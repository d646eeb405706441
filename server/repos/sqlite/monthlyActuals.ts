import type { Db } from '../../db/sqlite/database.ts';
import type { MonthlyActualValues } from '../../../engine/actuals/closedMonths.ts';
import {
  CLOSE_SETTING_KEY, closeRefusal, firstVersionNote, hasActuals, PENDING_CLOSE_KEY, saveRefusal, UPGRADE_CLOSER, upgradedClose, type CloseOutcome, type MonthlyActualsRepo, type MonthlyActualsVersion, type SaveOutcome,
} from '../monthlyActuals.ts';

interface MonthlyActualsRow extends Omit<MonthlyActualsVersion, 'values' | 'sample'> {
  values: string;
  sample: number;
}

const fromRow = (row: MonthlyActualsRow): MonthlyActualsVersion => ({ ...row, values: JSON.parse(row.values) as MonthlyActualValues, sample: row.sample === 1 });

/** Version 1 when the database has no monthly actuals yet: the shipped sample (FAHRPLAN_SAMPLE_DATA=on), or none. */
export function seedSqliteMonthlyActuals(db: Db, values: MonthlyActualValues): void {
  db.prepare(`INSERT INTO monthly_actuals (version, "values", created_by, created_at, note, sample)
    SELECT 1, ?, 'system', ?, ?, ? WHERE NOT EXISTS (SELECT 1 FROM monthly_actuals)`)
    .run(JSON.stringify(values), new Date().toISOString(), firstVersionNote(values), hasActuals(values) ? 1 : 0);
}

/** Writes the close migration 13 left pending (upgradedClose), once, after the seed. */
export function settleSqlitePendingClose(db: Db): void {
  db.transaction(() => {
    if (!db.prepare('SELECT 1 FROM settings WHERE key = ?').get(PENDING_CLOSE_KEY)) return;
    const newest = db.prepare<[], { values: string }>('SELECT "values" FROM monthly_actuals ORDER BY version DESC LIMIT 1').get();
    const month = newest ? upgradedClose(JSON.parse(newest.values) as MonthlyActualValues) : null;
    if (month !== null) {
      db.prepare('INSERT INTO settings (key, value, updated_by, updated_at) VALUES (?, ?, ?, ?) ON CONFLICT (key) DO NOTHING')
        .run(CLOSE_SETTING_KEY, month, UPGRADE_CLOSER, new Date().toISOString());
    }
    db.prepare('DELETE FROM settings WHERE key = ?').run(PENDING_CLOSE_KEY);
  }).immediate();
}

export function sqliteMonthlyActualsRepo(db: Db): MonthlyActualsRepo {
  const latest = db.prepare<[], MonthlyActualsRow>('SELECT * FROM monthly_actuals ORDER BY version DESC LIMIT 1');
  const byVersion = db.prepare<[number], MonthlyActualsRow>('SELECT * FROM monthly_actuals WHERE version = ?');
  const insert = db.prepare('INSERT INTO monthly_actuals (version, "values", created_by, created_at, note, sample) VALUES (?, ?, ?, ?, ?, ?)');
  const history = db.prepare<[], Omit<MonthlyActualsRow, 'values'>>(
    'SELECT version, created_by, created_at, note, sample FROM monthly_actuals ORDER BY version DESC',
  );
  const newestVersion = db.prepare<[], { version: number }>('SELECT MAX(version) AS version FROM monthly_actuals');
  const readClose = db.prepare<[string], { value: string }>('SELECT value FROM settings WHERE key = ?');
  const writeClose = db.prepare(`INSERT INTO settings (key, value, updated_by, updated_at) VALUES (?, ?, ?, ?)
    ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_by = excluded.updated_by, updated_at = excluded.updated_at`);
  const clearClose = db.prepare('DELETE FROM settings WHERE key = ?');

  const closeSetting = (): string | null => readClose.get(CLOSE_SETTING_KEY)?.value ?? null;
  const newest = (): MonthlyActualsRow => {
    const row = latest.get();
    if (!row) throw new Error('monthly_actuals is empty');
    return row;
  };

  return {
    async current() {
      return fromRow(newest());
    },
    async save(values, createdBy, expectedVersion, note, options = {}) {
      // IMMEDIATE: the close read here cannot change before this version is written (issue 24).
      return db.transaction((): SaveOutcome => {
        const current = newest();
        if (current.version !== expectedVersion) return { ok: false, reason: 'stale', current: current.version };
        const setting = closeSetting();
        const months = saveRefusal(values, setting);
        if (setting !== null && months.length > 0) return { ok: false, reason: 'close_incomplete', closeSetting: setting, months };
        const version = current.version + 1;
        insert.run(version, JSON.stringify(values), createdBy, new Date().toISOString(), note, options.sample ? 1 : 0);
        return { ok: true, saved: fromRow(byVersion.get(version) as MonthlyActualsRow), closeSetting: setting };
      }).immediate();
    },
    async history() {
      return history.all().map((row) => ({ ...row, sample: row.sample === 1 }));
    },
    async stamp() {
      return { version: newestVersion.get()?.version ?? 0, closeSetting: closeSetting() };
    },
    async closeSetting() {
      return closeSetting();
    },
    async setClose(month, updatedBy, reviewedVersion) {
      // IMMEDIATE: the actuals checked here cannot change before the close is written (issue 24).
      return db.transaction((): CloseOutcome => {
        const { values, sample, version } = fromRow(newest());
        if (reviewedVersion !== undefined && version !== reviewedVersion) return { ok: false, reason: 'stale', current: version };
        const refused = closeRefusal(values, month);
        if (refused) return refused;
        if (month === null) clearClose.run(CLOSE_SETTING_KEY);
        else writeClose.run(CLOSE_SETTING_KEY, month, updatedBy, new Date().toISOString());
        return { ok: true, closeSetting: closeSetting(), values, sample };
      }).immediate();
    },
  };
}
