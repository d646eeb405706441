import type { Db } from '../../db/sqlite/database.ts';
import type { DriverRange } from '../../../engine/analysis/ranges/driverRanges.ts';
import { withoutPrivateScenario, type LockOutcome, type PlanRecord, type PlansRepo } from '../plans.ts';

interface PlanRow extends Omit<PlanRecord, 'key_drivers' | 'driver_ranges'> {
  key_drivers: string;
  driver_ranges: string;
}

function fromRow(row: PlanRow): PlanRecord {
  return withoutPrivateScenario({
    ...row,
    key_drivers: JSON.parse(row.key_drivers) as Record<string, number>,
    driver_ranges: JSON.parse(row.driver_ranges) as Record<string, DriverRange>,
  });
}

/** Plans of record in SQLite. A lock reads the version and writes the plan in one IMMEDIATE transaction. */
export function sqlitePlansRepo(db: Db): PlansRepo {
  const all = db.prepare<[], PlanRow>('SELECT * FROM plans ORDER BY year');
  const byYear = db.prepare<[number], PlanRow>('SELECT * FROM plans WHERE year = ?');
  const ofScenario = db.prepare<[string], { version: number; year: number }>('SELECT version, year FROM plans WHERE scenario_id = ? ORDER BY year');
  const versionOf = db.prepare<[string, number], { key_drivers: string; driver_ranges: string; name: string | null }>(
    'SELECT key_drivers, driver_ranges, name FROM scenario_versions WHERE scenario_id = ? AND version = ?',
  );
  const insert = db.prepare(`INSERT INTO plans
    (year, scenario_id, scenario_name, version, version_name, key_drivers, driver_ranges, locked_by_id, locked_by, locked_at)
    VALUES (@year, @scenario_id, @scenario_name, @version, @version_name, @key_drivers, @driver_ranges, @locked_by_id, @locked_by, @locked_at)`);

  const get = (year: number) => {
    const row = byYear.get(year);
    return row && fromRow(row);
  };

  return {
    async list() {
      return all.all().map(fromRow);
    },

    async get(year) {
      return get(year);
    },

    async yearsOf(scenarioId) {
      return ofScenario.all(scenarioId);
    },

    async lock(input) {
      return db.transaction((): LockOutcome => {
        const existing = get(input.year);
        if (existing) return { ok: false, reason: 'plan_exists', existing };
        const version = versionOf.get(input.scenario_id, input.version);
        if (!version) return { ok: false, reason: 'version_not_found' };
        if (version.name === null) return { ok: false, reason: 'unnamed' };
        insert.run({
          year: input.year,
          scenario_id: input.scenario_id,
          scenario_name: input.scenario_name,
          version: input.version,
          version_name: version.name,
          key_drivers: version.key_drivers,
          driver_ranges: version.driver_ranges,
          locked_by_id: input.locker.id,
          locked_by: input.locker.username,
          locked_at: new Date().toISOString(),
        });
        return { ok: true, plan: get(input.year) as PlanRecord };
      }).immediate();
    },
  };
}
