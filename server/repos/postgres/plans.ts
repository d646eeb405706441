import { transaction, type Pool, type PoolClient } from '../../db/postgres/pool.ts';
import type { DriverRange } from '../../../engine/analysis/ranges/driverRanges.ts';
import type { HeadcountPlan } from '../../../engine/headcount/plan.ts';
import {
  withoutPrivateScenario, type LockOutcome, type PlanRecord, type PlansRepo, type PlanToLock, type ReplaceOutcome, type SupersededPlanRecord,
} from '../plans.ts';

interface PlanRow extends Omit<PlanRecord, 'locked_at'> {
  locked_at: Date;
}

const COLUMNS = 'year, scenario_id, scenario_name, version, version_name, key_drivers, driver_ranges, headcount, locked_by_id, locked_by, locked_at, model_version, approval_note';

function fromRow(row: PlanRow): PlanRecord {
  return withoutPrivateScenario({ ...row, locked_at: row.locked_at.toISOString() });
}

interface SupersededRow extends PlanRow, Pick<SupersededPlanRecord, 'superseded_by' | 'reason'> {
  superseded_at: Date;
}

type VersionRow = {
  key_drivers: Record<string, number>; driver_ranges: Record<string, DriverRange>; headcount: HeadcountPlan | null; name: string | null; model_version: number;
};

/** The version to copy (FOR SHARE, so a rename cannot slip between the check and the copy), or why it cannot be a plan. */
async function namedVersion(client: PoolClient, input: PlanToLock) {
  const { rows } = await client.query<VersionRow>(
    'SELECT key_drivers, driver_ranges, headcount, name, model_version FROM scenario_versions WHERE scenario_id = $1 AND version = $2 FOR SHARE',
    [input.scenario_id, input.version],
  );
  const version = rows[0];
  if (!version) return { ok: false, reason: 'version_not_found' } as const;
  if (version.name === null) return { ok: false, reason: 'unnamed' } as const;
  return { ok: true, version: { ...version, name: version.name } } as const;
}

function planValues(input: PlanToLock, version: VersionRow & { name: string }): unknown[] {
  return [
    input.year, input.scenario_id, input.scenario_name, input.version, version.name,
    JSON.stringify(version.key_drivers), JSON.stringify(version.driver_ranges), version.headcount === null ? null : JSON.stringify(version.headcount), input.locker.id, input.locker.username, new Date().toISOString(),
    version.model_version, input.approval_note,
  ];
}

/**
 * Plans of record in PostgreSQL. A lock inserts the plan with ON CONFLICT DO NOTHING: of two
 * admins locking one year at once, the second finds the first's plan. A replace locks the year's
 * plan row (FOR UPDATE), so two replaces of one year run one after the other.
 */
async function planOf(client: Pool | PoolClient, year: number): Promise<PlanRecord | undefined> {
  const { rows } = await client.query<PlanRow>(`SELECT ${COLUMNS} FROM plans WHERE year = $1`, [year]);
  return rows[0] && fromRow(rows[0]);
}

export function postgresPlansRepo(pool: Pool): PlansRepo {
  const get = (year: number) => planOf(pool, year);

  return {
    async list() {
      const { rows } = await pool.query<PlanRow>(`SELECT ${COLUMNS} FROM plans ORDER BY year`);
      return rows.map(fromRow);
    },

    get,

    async yearsOf(scenarioId) {
      const { rows } = await pool.query<{ version: number; year: number }>('SELECT version, year FROM plans WHERE scenario_id = $1 ORDER BY year', [scenarioId]);
      return rows;
    },

    lock(input) {
      return transaction(pool, async (client): Promise<LockOutcome> => {
        const locked = await planOf(client, input.year);
        if (locked) return { ok: false, reason: 'plan_exists', existing: locked };
        const named = await namedVersion(client, input);
        if (!named.ok) return named;
        const { rows } = await client.query<PlanRow>(`INSERT INTO plans (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
          ON CONFLICT (year) DO NOTHING RETURNING ${COLUMNS}`, planValues(input, named.version));
        if (rows[0]) return { ok: true, plan: fromRow(rows[0]) };
        // Another admin locked the year meanwhile: their plan is the year's.
        return { ok: false, reason: 'plan_exists', existing: await planOf(client, input.year) as PlanRecord };
      });
    },

    replace(input) {
      return transaction(pool, async (client): Promise<ReplaceOutcome> => {
        const { rows: current } = await client.query<PlanRow>(`SELECT ${COLUMNS} FROM plans WHERE year = $1 FOR UPDATE`, [input.year]);
        if (!current[0]) return { ok: false, reason: 'no_plan' };
        const replaced = fromRow(current[0]);
        const named = await namedVersion(client, input);
        if (!named.ok) return named;
        await client.query(`INSERT INTO superseded_plans (${COLUMNS}, superseded_by_id, superseded_by, superseded_at, reason)
          SELECT ${COLUMNS}, $1, $2, $3, $4 FROM plans WHERE year = $5`, [input.locker.id, input.locker.username, new Date().toISOString(), input.approval_note, input.year]);
        await client.query('DELETE FROM plans WHERE year = $1', [input.year]);
        const { rows } = await client.query<PlanRow>(`INSERT INTO plans (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
          RETURNING ${COLUMNS}`, planValues(input, named.version));
        return { ok: true, plan: fromRow(rows[0] as PlanRow), replaced };
      });
    },

    async superseded() {
      const { rows } = await pool.query<SupersededRow>(
        `SELECT ${COLUMNS}, superseded_by, superseded_at, reason FROM superseded_plans ORDER BY superseded_at DESC, id DESC`,
      );
      return rows.map((row) => ({ ...fromRow(row), superseded_by: row.superseded_by, superseded_at: row.superseded_at.toISOString(), reason: row.reason }));
    },
  };
}
