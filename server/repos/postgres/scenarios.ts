import { randomUUID } from 'node:crypto';
import { ADVISORY_LOCK, transaction, type Pool, type PoolClient } from '../../db/postgres/pool.ts';
import { DEFAULT_SCENARIO_ID } from '../../../contract/scenarios.ts';
import type { HeadcountPlan } from '../../../engine/headcount/plan.ts';
import {
  builtInChanged, driverChanges, sameNameAmong, workingScenarioDescription, workingScenarioId, WORKING_SCENARIO_NAME,
  type CreateOutcome, type Saver, type ScenarioRecord, type ScenarioVersionRecord, type ScenariosRepo, type UpdateOutcome,
} from '../scenarios.ts';

interface ScenarioRow extends Omit<ScenarioRecord, 'created_at' | 'updated_at'> {
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = `scenario_id, scenario_name, description, scenario_type, owner_id, created_by_id, created_by,
  key_drivers, driver_ranges, headcount, version, created_at, updated_at`;

function fromRow(row: ScenarioRow): ScenarioRecord {
  return { ...row, created_at: row.created_at.toISOString(), updated_at: row.updated_at.toISOString() };
}

/** Built-ins first in catalog order, then the working scenario, then user-created ones by age. */
const LIST_ORDER = `CASE scenario_type WHEN 'built-in' THEN 0 WHEN 'user' THEN 1 ELSE 2 END, seq`;

const INSERT = `INSERT INTO scenarios
  (scenario_id, scenario_name, description, scenario_type, owner_id, created_by_id, created_by, key_drivers, driver_ranges, version, created_at, updated_at)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 1, $10, $10)`;

type Queryable = Pool | PoolClient;

interface VersionRow extends Omit<ScenarioVersionRecord, 'saved_at'> {
  saved_at: Date;
}

const VERSION_COLUMNS = 'scenario_id, version, key_drivers, driver_ranges, headcount, saved_by_id, saved_by, saved_at, comment, name, changes, model_version';

/** A headcount plan as its json column takes it; NULL for none saved. */
const headcountJson = (plan: HeadcountPlan | null): string | null => (plan === null ? null : JSON.stringify(plan));

function fromVersionRow(row: VersionRow): ScenarioVersionRecord {
  return { ...row, saved_at: row.saved_at.toISOString() };
}

/** Keeps the scenario's current version (inside the write's transaction), with what changed since `previous`. */
async function keepVersion(client: PoolClient, scenario: ScenarioRecord, previous: ScenarioRecord | undefined, saver: Saver | null, comment: string | null = null) {
  // The model version is the one in force as the row is written, read in the same statement.
  await client.query(`INSERT INTO scenario_versions (${VERSION_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, NULL, $10, (SELECT COALESCE(MAX(version), 1) FROM model_versions))`, [
    scenario.scenario_id, scenario.version, JSON.stringify(scenario.key_drivers), JSON.stringify(scenario.driver_ranges), headcountJson(scenario.headcount),
    saver?.id ?? null, saver?.username ?? null, scenario.updated_at, comment,
    JSON.stringify(driverChanges(previous?.key_drivers, scenario.key_drivers)),
  ]);
}

async function get(client: Queryable, id: string, forUpdate = false): Promise<ScenarioRecord | undefined> {
  const { rows } = await client.query<ScenarioRow>(`SELECT ${COLUMNS} FROM scenarios WHERE scenario_id = $1${forUpdate ? ' FOR UPDATE' : ''}`, [id]);
  return rows[0] && fromRow(rows[0]);
}

async function visibleTo(client: Queryable, userId: number): Promise<ScenarioRecord[]> {
  const { rows } = await client.query<ScenarioRow>(
    `SELECT ${COLUMNS} FROM scenarios WHERE scenario_type <> 'user' OR owner_id = $1 ORDER BY ${LIST_ORDER}`, [userId],
  );
  return rows.map(fromRow);
}

/**
 * Scenarios in PostgreSQL. Writes that take a name hold the scenario-names advisory lock, so the
 * name check and the write are serialised across instances; an update locks its row (FOR UPDATE)
 * and writes only against the version it read.
 */
export function postgresScenariosRepo(pool: Pool): ScenariosRepo {
  return {
    seedBuiltIns(definitions) {
      return transaction(pool, async (client) => {
        const now = new Date().toISOString();
        for (const definition of definitions) {
          const stored = await get(client, definition.scenario_id, true);
          const drivers = JSON.stringify(definition.key_drivers);
          if (!stored) {
            const { rows } = await client.query<ScenarioRow>(`${INSERT} RETURNING ${COLUMNS}`, [
              definition.scenario_id, definition.scenario_name, definition.description, 'built-in', null, null, null, drivers, '{}', now,
            ]);
            await keepVersion(client, fromRow(rows[0] as ScenarioRow), undefined, null);
          } else if (builtInChanged(stored, definition)) {
            const { rows } = await client.query<ScenarioRow>(`UPDATE scenarios SET scenario_name = $2, description = $3, key_drivers = $4, version = version + 1, updated_at = $5
              WHERE scenario_id = $1 RETURNING ${COLUMNS}`, [definition.scenario_id, definition.scenario_name, definition.description, drivers, now]);
            await keepVersion(client, fromRow(rows[0] as ScenarioRow), stored, null);
          }
        }
      }, ADVISORY_LOCK.scenarioNames);
    },

    get: (id) => get(pool, id),

    listVisibleTo: (userId) => visibleTo(pool, userId),

    ensureWorkingScenario(user, from) {
      const id = workingScenarioId(user.id);
      return transaction(pool, async (client) => {
        const { rows } = await client.query<ScenarioRow>(`${INSERT} ON CONFLICT (scenario_id) DO NOTHING RETURNING ${COLUMNS}`, [
          id, WORKING_SCENARIO_NAME, workingScenarioDescription(from), 'user', user.id, user.id, user.username,
          JSON.stringify(from.key_drivers), '{}', new Date().toISOString(),
        ]);
        if (rows[0]) {
          const created = fromRow(rows[0]);
          await keepVersion(client, created, undefined, user);
          return created;
        }
        return await get(client, id) as ScenarioRecord;
      });
    },

    create(input) {
      const id = `custom-${randomUUID()}`;
      return transaction(pool, async (client): Promise<CreateOutcome> => {
        const existing = sameNameAmong(await visibleTo(client, input.creator.id), input.scenario_name);
        if (existing) return { ok: false, reason: 'name_taken', existing };
        const { rows } = await client.query<ScenarioRow>(`${INSERT} RETURNING ${COLUMNS}`, [
          id, input.scenario_name, input.description, 'user-created', null, input.creator.id, input.creator.username,
          JSON.stringify(input.key_drivers), JSON.stringify(input.driver_ranges ?? {}), new Date().toISOString(),
        ]);
        const created = fromRow(rows[0] as ScenarioRow);
        await keepVersion(client, created, undefined, input.creator);
        return { ok: true, scenario: created };
      }, ADVISORY_LOCK.scenarioNames);
    },

    update(id, expectedVersion, changes, editor, comment) {
      const takesName = changes.scenario_name !== undefined;
      return transaction(pool, async (client): Promise<UpdateOutcome> => {
        const current = await get(client, id, true);
        if (!current) return { ok: false, reason: 'not_found' };
        if (current.version !== expectedVersion) return { ok: false, reason: 'version_conflict', current };
        const existing = changes.scenario_name === undefined ? undefined : sameNameAmong(await visibleTo(client, editor.id), changes.scenario_name, id);
        if (existing) return { ok: false, reason: 'name_taken', existing };
        const { rows } = await client.query<ScenarioRow>(`UPDATE scenarios
          SET scenario_name = $3, description = $4, key_drivers = $5, driver_ranges = $6, headcount = $8, version = version + 1, updated_at = $7
          WHERE scenario_id = $1 AND version = $2 RETURNING ${COLUMNS}`, [
          id, expectedVersion, changes.scenario_name ?? current.scenario_name, changes.description ?? current.description,
          JSON.stringify(changes.key_drivers ?? current.key_drivers), JSON.stringify(changes.driver_ranges ?? current.driver_ranges),
          new Date().toISOString(), headcountJson(changes.headcount === undefined ? current.headcount : changes.headcount),
        ]);
        const updated = fromRow(rows[0] as ScenarioRow);
        await keepVersion(client, updated, current, editor, comment || null);
        return { ok: true, scenario: updated };
      }, takesName ? ADVISORY_LOCK.scenarioNames : undefined);
    },

    async versions(id) {
      const { rows } = await pool.query<VersionRow>(`SELECT ${VERSION_COLUMNS} FROM scenario_versions WHERE scenario_id = $1 ORDER BY version DESC`, [id]);
      return rows.map(fromVersionRow);
    },

    async version(id, version) {
      const { rows } = await pool.query<VersionRow>(`SELECT ${VERSION_COLUMNS} FROM scenario_versions WHERE scenario_id = $1 AND version = $2`, [id, version]);
      return rows[0] && fromVersionRow(rows[0]);
    },

    async nameVersion(id, version, name) {
      const { rows } = await pool.query<VersionRow>(`UPDATE scenario_versions SET name = $3 WHERE scenario_id = $1 AND version = $2 RETURNING ${VERSION_COLUMNS}`, [id, version, name]);
      return rows[0] && fromVersionRow(rows[0]);
    },

    async delete(id) {
      const { rows } = await pool.query<ScenarioRow>(`DELETE FROM scenarios WHERE scenario_id = $1 RETURNING ${COLUMNS}`, [id]);
      return rows[0] && fromRow(rows[0]);
    },

    async activeId(userId) {
      const { rows } = await pool.query<{ scenario_id: string }>('SELECT scenario_id FROM active_scenarios WHERE user_id = $1', [userId]);
      return rows[0]?.scenario_id ?? DEFAULT_SCENARIO_ID;
    },

    async activate(userId, scenarioId) {
      await pool.query(`INSERT INTO active_scenarios (user_id, scenario_id) VALUES ($1, $2)
        ON CONFLICT (user_id) DO UPDATE SET scenario_id = EXCLUDED.scenario_id`, [userId, scenarioId]);
    },
  };
}
