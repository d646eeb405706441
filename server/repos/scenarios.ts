import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { scenarioNameKey, type ScenarioDefinition } from '../../engine/scenarios.ts';
import { DEFAULT_SCENARIO_ID, type ScenarioType } from '../../contract/scenarios.ts';
import type { DriverRange } from '../../engine/analysis/ranges/driverRanges.ts';

/**
 * A scenario as stored: a named, versioned driver set. Routes show it as the contract's Scenario
 * (toApiScenario in server/routes/scenarioAccess.ts).
 */
export interface ScenarioRecord {
  scenario_id: string;
  scenario_name: string;
  description: string;
  scenario_type: ScenarioType;
  /** The user whose Simulation (Editable) this is; null for the others. */
  owner_id: number | null;
  /** The creator of a user-created scenario (null once that account is deleted). */
  created_by_id: number | null;
  created_by: string | null;
  key_drivers: Record<string, number>;
  /** Uncertainty ranges over the catalog's defaults (forecast ranges); built-ins carry none. */
  driver_ranges: Record<string, DriverRange>;
  version: number;
  created_at: string;
  updated_at: string;
}

interface ScenarioRow extends Omit<ScenarioRecord, 'key_drivers' | 'driver_ranges'> {
  key_drivers: string;
  driver_ranges: string;
}

export interface ScenarioChanges {
  scenario_name?: string;
  description?: string;
  key_drivers?: Record<string, number>;
  driver_ranges?: Record<string, DriverRange>;
}

/** Another scenario the writer sees already carries the name (scenarioNameKey). */
export interface NameTaken {
  ok: false;
  reason: 'name_taken';
  existing: ScenarioRecord;
}

export type CreateOutcome = { ok: true; scenario: ScenarioRecord } | NameTaken;

export type UpdateOutcome =
  | { ok: true; scenario: ScenarioRecord }
  | { ok: false; reason: 'version_conflict'; current: ScenarioRecord }
  | { ok: false; reason: 'not_found' }
  | NameTaken;

export const WORKING_SCENARIO_NAME = 'Simulation (Editable)';

export function workingScenarioId(userId: number): string {
  return `sim-${userId}`;
}

function fromRow(row: ScenarioRow): ScenarioRecord {
  return {
    ...row,
    key_drivers: JSON.parse(row.key_drivers) as Record<string, number>,
    driver_ranges: JSON.parse(row.driver_ranges) as Record<string, DriverRange>,
  };
}

/** Built-ins first in catalog order, then the working scenario, then user-created ones by age. */
const LIST_ORDER = `CASE scenario_type WHEN 'built-in' THEN 0 WHEN 'user' THEN 1 ELSE 2 END, rowid`;

/**
 * All SQL for scenarios and the per-user active scenario. Every write runs in a transaction; an
 * update only succeeds against the version the caller read, so nothing is silently overwritten.
 */
export function scenariosRepo(db: Db) {
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
      version = version + 1, updated_at = @now
    WHERE scenario_id = @scenario_id AND version = @expected_version`);
  const remove = db.prepare('DELETE FROM scenarios WHERE scenario_id = ?');
  const activeOf = db.prepare<[number], { scenario_id: string }>('SELECT scenario_id FROM active_scenarios WHERE user_id = ?');
  const setActive = db.prepare(`INSERT INTO active_scenarios (user_id, scenario_id) VALUES (?, ?)
    ON CONFLICT(user_id) DO UPDATE SET scenario_id = excluded.scenario_id`);

  const get = (id: string): ScenarioRecord | undefined => {
    const row = byId.get(id);
    return row ? fromRow(row) : undefined;
  };

  /**
   * A scenario the user sees (listVisibleTo) other than `exceptId` whose name is the same as
   * `name`. Run inside the write's transaction, so two writers cannot both take a free name.
   */
  const sameNameVisibleTo = (userId: number, name: string, exceptId?: string): ScenarioRecord | undefined => {
    const key = scenarioNameKey(name);
    const row = visible.all(userId).find((candidate) => candidate.scenario_id !== exceptId && scenarioNameKey(candidate.scenario_name) === key);
    return row ? fromRow(row) : undefined;
  };

  return {
    /**
     * Brings the built-ins in line with engine/scenarios.ts (run at start). A changed definition
     * gets a new version, so no cache keeps numbers of the old one.
     */
    seedBuiltIns(definitions: readonly ScenarioDefinition[]): void {
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
          const stored = byId.get(definition.scenario_id);
          if (!stored) {
            insert.run({ ...values, scenario_type: 'built-in', owner_id: null, created_by_id: null, created_by: null, driver_ranges: '{}' });
          } else if (stored.scenario_name !== values.scenario_name || stored.description !== values.description || stored.key_drivers !== values.key_drivers) {
            updateBuiltIn.run(values);
          }
        }
      })();
    },

    get,

    /** Built-ins, every user-created scenario and the caller's own Simulation (Editable). */
    listVisibleTo(userId: number): ScenarioRecord[] {
      return visible.all(userId).map(fromRow);
    },

    /** The caller's Simulation (Editable), created from `from` (Baseline) on first use. */
    ensureWorkingScenario(user: { id: number; username: string }, from: ScenarioRecord): ScenarioRecord {
      const id = workingScenarioId(user.id);
      db.transaction(() => insertWorking.run({
        scenario_id: id,
        scenario_name: WORKING_SCENARIO_NAME,
        description: `Your working copy for what-if changes, created from ${from.scenario_name}.`,
        owner_id: user.id,
        created_by: user.username,
        key_drivers: JSON.stringify(from.key_drivers),
        now: new Date().toISOString(),
      }))();
      return get(id) as ScenarioRecord;
    },

    /** Creates a user-created scenario unless a scenario the creator sees already has its name. */
    create(input: {
      scenario_name: string; description: string; key_drivers: Record<string, number>; driver_ranges?: Record<string, DriverRange>;
      creator: { id: number; username: string };
    }): CreateOutcome {
      const id = `custom-${randomUUID()}`;
      return db.transaction((): CreateOutcome => {
        const existing = sameNameVisibleTo(input.creator.id, input.scenario_name);
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
        return { ok: true, scenario: get(id) as ScenarioRecord };
      }).immediate();
    },

    /**
     * Applies `changes` when the stored version is still `expectedVersion` (otherwise reports the
     * current one) and a new name is not taken among the scenarios `editorId` sees.
     */
    update(id: string, expectedVersion: number, changes: ScenarioChanges, editorId: number): UpdateOutcome {
      return db.transaction((): UpdateOutcome => {
        const current = get(id);
        if (!current) return { ok: false, reason: 'not_found' };
        if (current.version !== expectedVersion) return { ok: false, reason: 'version_conflict', current };
        const existing = changes.scenario_name === undefined ? undefined : sameNameVisibleTo(editorId, changes.scenario_name, id);
        if (existing) return { ok: false, reason: 'name_taken', existing };
        const result = updateVersioned.run({
          scenario_id: id,
          expected_version: expectedVersion,
          scenario_name: changes.scenario_name ?? current.scenario_name,
          description: changes.description ?? current.description,
          key_drivers: JSON.stringify(changes.key_drivers ?? current.key_drivers),
          driver_ranges: JSON.stringify(changes.driver_ranges ?? current.driver_ranges),
          now: new Date().toISOString(),
        });
        if (result.changes !== 1) return { ok: false, reason: 'version_conflict', current: get(id) as ScenarioRecord };
        return { ok: true, scenario: get(id) as ScenarioRecord };
      }).immediate();
    },

    /** Deletes the scenario; users who had it active fall back to the default (their row goes with it). */
    delete(id: string): boolean {
      return db.transaction(() => remove.run(id).changes === 1)();
    },

    /** The id of the user's active scenario (Baseline until they choose another). */
    activeId(userId: number): string {
      return activeOf.get(userId)?.scenario_id ?? DEFAULT_SCENARIO_ID;
    },

    activate(userId: number, scenarioId: string): void {
      db.transaction(() => {
        setActive.run(userId, scenarioId);
      })();
    },
  };
}

export type ScenariosRepo = ReturnType<typeof scenariosRepo>;
