import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/sqlite/database.ts';
import { DEFAULT_SCENARIO_ID } from '../../../contract/scenarios.ts';
import type { DriverRange } from '../../../engine/analysis/ranges/driverRanges.ts';
import type { HeadcountPlan } from '../../../engine/headcount/plan.ts';
import {
  builtInChanged, driverChanges, sameNameAmong, workingScenarioDescription, workingScenarioId, WORKING_SCENARIO_NAME,
  type CreateOutcome, type DriverChange, type Saver, type ScenarioRecord, type ScenarioVersionRecord, type ScenariosRepo, type UpdateOutcome,
} from '../scenarios.ts';

interface ScenarioRow extends Omit<ScenarioRecord, 'key_drivers' | 'driver_ranges' | 'headcount'> {
  key_drivers: string;
  driver_ranges: string;
  headcount: string | null;
}

/** A headcount plan as its column holds it: JSON, or NULL for none saved. */
const headcountOf = (text: string | null): HeadcountPlan | null => (text === null ? null : JSON.parse(text) as HeadcountPlan);
const headcountText = (plan: HeadcountPlan | null): string | null => (plan === null ? null : JSON.stringify(plan));

function fromRow(row: ScenarioRow): ScenarioRecord {
  return {
    ...row,
    key_drivers: JSON.parse(row.key_drivers) as Record<string, number>,
    driver_ranges: JSON.parse(row.driver_ranges) as Record<string, DriverRange>,
    headcount: headcountOf(row.headcount),
  };
}

interface VersionRow extends Omit<ScenarioVersionRecord, 'key_drivers' | 'driver_ranges' | 'headcount' | 'changes'> {
  key_drivers: string;
  driver_ranges: string;
  headcount: string | null;
  changes: string;
}

function fromVersionRow(row: VersionRow): ScenarioVersionRecord {
  return {
    ...row,
    key_drivers: JSON.parse(row.key_drivers) as Record<string, number>,
    driver_ranges: JSON.parse(row.driver_ranges) as Record<string, DriverRange>,
    headcount: headcountOf(row.headcount),
    changes: JSON.parse(row.changes) as DriverChange[],
  };
}

/** Built-ins first in catalog order, then the working scenario, then user-created ones by age. */
const LIST_ORDER = `CASE scenario_type WHEN 'built-in' THEN 0 WHEN 'user' THEN 1 ELSE 2 END, rowid`;

/**
 * Scenarios in SQLite. A write that checks names or versions runs in an IMMEDIATE transaction:
 * it holds the database's write lock from its first read, so the check and the write see the
 * same data.
 */
export function sqliteScenariosRepo(db: Db): ScenariosRepo {
  const byId = db.prepare<[string], ScenarioRow>('SELECT * FROM scenarios WHERE scenario_id = ?');
  const visible = db.prepare<[number], ScenarioRow>(
    `SELECT * FROM scenarios WHERE scenario_type <> 'user' OR owner_id = ? ORDER BY ${LIST_ORDER}`,
  );
  const insert = db.prepare(`INSERT INTO scenarios
    (scenario_id, scenario_name, description, scenario_type, owner_id, created_by_id, created_by, key_drivers, driver_ranges, version, created_at, updated_at)
    VALUES (@scenario_id, @scenario_name, @description, @scenario_type, @owner_id, @created_by_id, @created_by, @key_drivers, @driver_ranges, 1, @now, @now)`);
  const insertWorking = db.prepare(`INSERT OR IGNORE INTO scenarios
    (scenario_id, scenario_name, description, scenario_type, owner_id, created_by_id, created_by, key_drivers, version, created_at, updated_at)
    VALUES (@scenario_id, @scenario_name, @description, 'user', @owner_id, @owner_id, @created_by, @key_drivers, 1, @now, @now)`);
  const updateBuiltIn = db.prepare(`UPDATE scenarios
    SET scenario_name = @scenario_name, description = @description, key_drivers = @key_drivers, version = version + 1, updated_at = @now
    WHERE scenario_id = @scenario_id`);
  const updateVersioned = db.prepare(`UPDATE scenarios
    SET scenario_name = @scenario_name, description = @description, key_drivers = @key_drivers, driver_ranges = @driver_ranges,
      headcount = @headcount, version = version + 1, updated_at = @now
    WHERE scenario_id = @scenario_id AND version = @expected_version`);
  const remove = db.prepare('DELETE FROM scenarios WHERE scenario_id = ?');
  // The model version is the one in force as the row is written, read in the same statement.
  const insertVersion = db.prepare(`INSERT INTO scenario_versions
    (scenario_id, version, key_drivers, driver_ranges, headcount, saved_by_id, saved_by, saved_at, comment, changes, model_version)
    VALUES (@scenario_id, @version, @key_drivers, @driver_ranges, @headcount, @saved_by_id, @saved_by, @saved_at, @comment, @changes, (SELECT COALESCE(MAX(version), 1) FROM model_versions))`);
  const versionsOf = db.prepare<[string], VersionRow>('SELECT * FROM scenario_versions WHERE scenario_id = ? ORDER BY version DESC');
  const versionOf = db.prepare<[string, number], VersionRow>('SELECT * FROM scenario_versions WHERE scenario_id = ? AND version = ?');
  const setVersionName = db.prepare('UPDATE scenario_versions SET name = ? WHERE scenario_id = ? AND version = ?');
  const activeOf = db.prepare<[number], { scenario_id: string }>('SELECT scenario_id FROM active_scenarios WHERE user_id = ?');
  const setActive = db.prepare(`INSERT INTO active_scenarios (user_id, scenario_id) VALUES (?, ?)
    ON CONFLICT(user_id) DO UPDATE SET scenario_id = excluded.scenario_id`);

  const get = (id: string): ScenarioRecord | undefined => {
    const row = byId.get(id);
    return row ? fromRow(row) : undefined;
  };
  const visibleTo = (userId: number) => visible.all(userId).map(fromRow);
  /** Keeps the scenario's current version (call inside the write's transaction), with what changed since `previous`. */
  const keepVersion = (scenario: ScenarioRecord, previous: ScenarioRecord | undefined, saver: Saver | null, comment: string | null = null) => {
    insertVersion.run({
      scenario_id: scenario.scenario_id,
      version: scenario.version,
      key_drivers: JSON.stringify(scenario.key_drivers),
      driver_ranges: JSON.stringify(scenario.driver_ranges),
      headcount: headcountText(scenario.headcount),
      saved_by_id: saver?.id ?? null,
      saved_by: saver?.username ?? null,
      saved_at: scenario.updated_at,
      comment,
      changes: JSON.stringify(driverChanges(previous?.key_drivers, scenario.key_drivers)),
    });
  };

  return {
    async seedBuiltIns(definitions) {
      db.transaction(() => {
        const now = new Date().toISOString();
        for (const definition of definitions) {
          const values = {
            scenario_id: definition.scenario_id,
            scenario_name: definition.scenario_name,
            description: definition.description,
            key_drivers: JSON.stringify(definition.key_drivers),
            now,
          };
          const stored = get(definition.scenario_id);
          if (!stored) {
            insert.run({ ...values, scenario_type: 'built-in', owner_id: null, created_by_id: null, created_by: null, driver_ranges: '{}' });
            keepVersion(get(definition.scenario_id) as ScenarioRecord, undefined, null);
          } else if (builtInChanged(stored, definition)) {
            updateBuiltIn.run(values);
            keepVersion(get(definition.scenario_id) as ScenarioRecord, stored, null);
          }
        }
      }).immediate();
    },

    async get(id) {
      return get(id);
    },

    async listVisibleTo(userId) {
      return visibleTo(userId);
    },

    async ensureWorkingScenario(user, from) {
      const id = workingScenarioId(user.id);
      return db.transaction(() => {
        const inserted = insertWorking.run({
          scenario_id: id,
          scenario_name: WORKING_SCENARIO_NAME,
          description: workingScenarioDescription(from),
          owner_id: user.id,
          created_by: user.username,
          key_drivers: JSON.stringify(from.key_drivers),
          now: new Date().toISOString(),
        });
        const working = get(id) as ScenarioRecord;
        if (inserted.changes === 1) keepVersion(working, undefined, user);
        return working;
      }).immediate();
    },

    async create(input) {
      const id = `custom-${randomUUID()}`;
      return db.transaction((): CreateOutcome => {
        const existing = sameNameAmong(visibleTo(input.creator.id), input.scenario_name);
        if (existing) return { ok: false, reason: 'name_taken', existing };
        insert.run({
          scenario_id: id,
          scenario_name: input.scenario_name,
          description: input.description,
          scenario_type: 'user-created',
          owner_id: null,
          created_by_id: input.creator.id,
          created_by: input.creator.username,
          key_drivers: JSON.stringify(input.key_drivers),
          driver_ranges: JSON.stringify(input.driver_ranges ?? {}),
          now: new Date().toISOString(),
        });
        const created = get(id) as ScenarioRecord;
        keepVersion(created, undefined, input.creator);
        return { ok: true, scenario: created };
      }).immediate();
    },

    async update(id, expectedVersion, changes, editor, comment) {
      return db.transaction((): UpdateOutcome => {
        const current = get(id);
        if (!current) return { ok: false, reason: 'not_found' };
        if (current.version !== expectedVersion) return { ok: false, reason: 'version_conflict', current };
        const existing = changes.scenario_name === undefined ? undefined : sameNameAmong(visibleTo(editor.id), changes.scenario_name, id);
        if (existing) return { ok: false, reason: 'name_taken', existing };
        const result = updateVersioned.run({
          scenario_id: id,
          expected_version: expectedVersion,
          scenario_name: changes.scenario_name ?? current.scenario_name,
          description: changes.description ?? current.description,
          key_drivers: JSON.stringify(changes.key_drivers ?? current.key_drivers),
          driver_ranges: JSON.stringify(changes.driver_ranges ?? current.driver_ranges),
          headcount: headcountText(changes.headcount === undefined ? current.headcount : changes.headcount),
          now: new Date().toISOString(),
        });
        if (result.changes !== 1) return { ok: false, reason: 'version_conflict', current: get(id) as ScenarioRecord };
        const updated = get(id) as ScenarioRecord;
        keepVersion(updated, current, editor, comment || null);
        return { ok: true, scenario: updated };
      }).immediate();
    },

    async versions(id) {
      return versionsOf.all(id).map(fromVersionRow);
    },

    async version(id, version) {
      const row = versionOf.get(id, version);
      return row && fromVersionRow(row);
    },

    async nameVersion(id, version, name) {
      return db.transaction(() => {
        if (setVersionName.run(name, id, version).changes !== 1) return undefined;
        return fromVersionRow(versionOf.get(id, version) as VersionRow);
      }).immediate();
    },

    async delete(id) {
      return db.transaction(() => {
        const existing = get(id);
        if (existing) remove.run(id);
        return existing;
      }).immediate();
    },

    async activeId(userId) {
      return activeOf.get(userId)?.scenario_id ?? DEFAULT_SCENARIO_ID;
    },

    async activate(userId, scenarioId) {
      setActive.run(userId, scenarioId);
    },
  };
}
