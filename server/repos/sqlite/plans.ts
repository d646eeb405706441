import type { Db } from '../../db/sqlite/database.ts';
import type { DriverRange } from '../../../engine/analysis/ranges/driverRanges.ts';
import type { HeadcountPlan } from '../../../engine/headcount/plan.ts';
import {
  withoutPrivateScenario, type LockOutcome, type PlanRecord, type PlansRepo, type PlanToLock, type ReplaceOutcome, type SupersededPlanRecord,
} from '../plans.ts';

interface PlanRow extends Omit<PlanRecord, 'key_drivers' | 'driver_ranges' | 'headcount'> {
  key_drivers: string;
  driver_ranges: string;
  headcount: string | null;
}

function fromRow<T extends PlanRow>(row: T): Omit<T, 'key_drivers' | 'driver_ranges' | 'headcount'> & PlanRecord {
  return withoutPrivateScenario({
    ...row,
    key_drivers: JSON.parse(row.key_drivers) as Record<string, number>,
    driver_ranges: JSON.parse(row.driver_ranges) as Record<string, DriverRange>,
    headcount: row.headcount === null ? null : JSON.parse(row.headcount) as HeadcountPlan,
  });
}

/** What a plan copies of its scenario version, as stored. */
interface VersionRow {
  key_drivers: string;
  driver_ranges: string;
  headcount: string | null;
  model_version: number;
}

type SupersededRow = PlanRow & Pick<SupersededPlanRecord, 'superseded_by' | 'superseded_at' | 'reason'>;

const PLAN_COLUMNS = 'year, scenario_id, scenario_name, version, version_name, key_drivers, driver_ranges, headcount, locked_by_id, locked_by, locked_at, model_version, approval_note';

/**
 * Plans of record in SQLite. A lock or a replace reads the version and writes the plan in one
 * IMMEDIATE transaction.
 */
export function sqlitePlansRepo(db: Db): PlansRepo {
  const all = db.prepare<[], PlanRow>('SELECT * FROM plans ORDER BY year');
  const byYear = db.prepare<[number], PlanRow>('SELECT * FROM plans WHERE year = ?');
  const ofScenario = db.prepare<[string], { version: number; year: number }>('SELECT version, year FROM plans WHERE scenario_id = ? ORDER BY year');
  const versionOf = db.prepare<[string, number], VersionRow & { name: string | null }>(
    'SELECT key_drivers, driver_ranges, headcount, name, model_version FROM scenario_versions WHERE scenario_id = ? AND version = ?',
  );
  const insert = db.prepare(`INSERT INTO plans (${PLAN_COLUMNS})
    VALUES (@year, @scenario_id, @scenario_name, @version, @version_name, @key_drivers, @driver_ranges, @headcount, @locked_by_id, @locked_by, @locked_at, @model_version, @approval_note)`);
  const supersede = db.prepare<[number, string, string, string, number]>(`INSERT INTO superseded_plans
    (${PLAN_COLUMNS}, superseded_by_id, superseded_by, superseded_at, reason)
    SELECT ${PLAN_COLUMNS}, ?, ?, ?, ? FROM plans WHERE year = ?`);
  const remove = db.prepare<[number]>('DELETE FROM plans WHERE year = ?');
  const allSuperseded = db.prepare<[], SupersededRow>(
    `SELECT ${PLAN_COLUMNS}, superseded_by, superseded_at, reason FROM superseded_plans ORDER BY superseded_at DESC, id DESC`,
  );

  const get = (year: number) => {
    const row = byYear.get(year);
    return row && fromRow(row);
  };

  /** The version to copy, or why it cannot be a plan. */
  const namedVersion = (input: PlanToLock) => {
    const version = versionOf.get(input.scenario_id, input.version);
    if (!version) return { ok: false, reason: 'version_not_found' } as const;
    if (version.name === null) return { ok: false, reason: 'unnamed' } as const;
    return { ok: true, version: { ...version, name: version.name } } as const;
  };

  const insertPlan = (input: PlanToLock, version: VersionRow & { name: string }): PlanRecord => {
    insert.run({
      year: input.year,
      scenario_id: input.scenario_id,
      scenario_name: input.scenario_name,
      version: input.version,
      version_name: version.name,
      key_drivers: version.key_drivers,
      driver_ranges: version.driver_ranges,
      headcount: version.headcount,
      locked_by_id: input.locker.id,
      locked_by: input.locker.username,
      locked_at: new Date().toISOString(),
      model_version: version.model_version,
      approval_note: input.approval_note,
    });
    return get(input.year) as PlanRecord;
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
        const named = namedVersion(input);
        return named.ok ? { ok: true, plan: insertPlan(input, named.version) } : named;
      }).immediate();
    },

    async replace(input) {
      return db.transaction((): ReplaceOutcome => {
        const replaced = get(input.year);
        if (!replaced) return { ok: false, reason: 'no_plan' };
        const named = namedVersion(input);
        if (!named.ok) return named;
        supersede.run(input.locker.id, input.locker.username, new Date().toISOString(), input.approval_note, input.year);
        remove.run(input.year);
        return { ok: true, plan: insertPlan(input, named.version), replaced };
      }).immediate();
    },

    async superseded() {
      return allSuperseded.all().map(fromRow);
    },
  };
}
