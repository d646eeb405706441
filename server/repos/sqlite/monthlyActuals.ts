import type { Db } from '../../db/sqlite/database.ts';
import type { MonthlyActualValues } from '../../../engine/actuals/closedMonths.ts';
import {
  CLOSE_SETTING_KEY, firstVersionNote, type MonthlyActualsRepo, type MonthlyActualsVersion,
} from '../monthlyActuals.ts';

interface MonthlyActualsRow extends Omit<MonthlyActualsVersion, 'values'> {
  values: string;
}

const fromRow = (row: MonthlyActualsRow): MonthlyActualsVersion => ({ ...row, values: JSON.parse(row.values) as MonthlyActualValues });

/** Version 1 from the shipped sample when the database has no monthly actuals yet. */
export function seedSqliteMonthlyActuals(db: Db, values: MonthlyActualValues): void {
  db.prepare(`INSERT INTO monthly_actuals (version, "values", created_by, created_at, note)
    SELECT 1, ?, 'system', ?, ? WHERE NOT EXISTS (SELECT 1 FROM monthly_actuals)`)
    .run(JSON.stringify(values), new Date().toISOString(), firstVersionNote(values));
}

export function sqliteMonthlyActualsRepo(db: Db): MonthlyActualsRepo {
  const latest = db.prepare<[], MonthlyActualsRow>('SELECT * FROM monthly_actuals ORDER BY version DESC LIMIT 1');
  const byVersion = db.prepare<[number], MonthlyActualsRow>('SELECT * FROM monthly_actuals WHERE version = ?');
  const insert = db.prepare('INSERT INTO monthly_actuals (version, "values", created_by, created_at, note) VALUES (?, ?, ?, ?, ?)');
  const history = db.prepare<[], Omit<MonthlyActualsVersion, 'values'>>(
    'SELECT version, created_by, created_at, note FROM monthly_actuals ORDER BY version DESC',
  );
  const newestVersion = db.prepare<[], { version: number }>('SELECT MAX(version) AS version FROM monthly_actuals');
  const readClose = db.prepare<[string], { value: string }>('SELECT value FROM settings WHERE key = ?');
  const writeClose = db.prepare(`INSERT INTO settings (key, value, updated_by, updated_at) VALUES (?, ?, ?, ?)
    ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_by = excluded.updated_by, updated_at = excluded.updated_at`);
  const clearClose = db.prepare('DELETE FROM settings WHERE key = ?');

  const closeSetting = (): string | null => readClose.get(CLOSE_SETTING_KEY)?.value ?? null;

  return {
    async current() {
      const row = latest.get();
      if (!row) throw new Error('monthly_actuals is empty');
      return fromRow(row);
    },
    async save(values, createdBy, expectedVersion, note) {
      return db.transaction(() => {
        const current = latest.get();
        if (!current || current.version !== expectedVersion) return null;
        const version = current.version + 1;
        insert.run(version, JSON.stringify(values), createdBy, new Date().toISOString(), note);
        const saved = byVersion.get(version);
        return saved ? fromRow(saved) : null;
      }).immediate();
    },
    async history() {
      return history.all();
    },
    async stamp() {
      return { version: newestVersion.get()?.version ?? 0, closeSetting: closeSetting() };
    },
    async closeSetting() {
      return closeSetting();
    },
    async setClose(month, updatedBy) {
      if (month === null) clearClose.run(CLOSE_SETTING_KEY);
      else writeClose.run(CLOSE_SETTING_KEY, month, updatedBy, new Date().toISOString());
      return closeSetting();
    },
  };
}
