import { transaction, type Pool, type PoolClient } from '../../db/postgres/pool.ts';
import type { DriverRange } from '../../../engine/analysis/ranges/driverRanges.ts';
import { withoutPrivateScenario, type LockOutcome, type PlanRecord, type PlansRepo } from '../plans.ts';

interface PlanRow extends Omit<PlanRecord, 'locked_at'> {
  locked_at: Date;
}

const COLUMNS = 'year, scenario_id, scenario_name, version, version_name, key_drivers, driver_ranges, locked_by_id, locked_by, locked_at';

function fromRow(row: PlanRow): PlanRecord {
  return withoutPrivateScenario({ ...row, locked_at: row.locked_at.toISOString() });
}

/**
 * Plans of record in PostgreSQL. A lock reads the version (FOR SHARE, so a rename cannot slip
 * between the check and the copy) and inserts the plan with ON CONFLICT DO NOTHING: of two admins
 * locking one year at once, the second finds the first's plan.
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
        const { rows: versions } = await client.query<{ key_drivers: Record<string, number>; driver_ranges: Record<string, DriverRange>; name: string | null }>(
          'SELECT key_drivers, driver_ranges, name FROM scenario_versions WHERE scenario_id = $1 AND version = $2 FOR SHARE',
          [input.scenario_id, input.version],
        );
        const version = versions[0];
        if (!version) return { ok: false, reason: 'version_not_found' };
        if (version.name === null) return { ok: false, reason: 'unnamed' };
        const { rows } = await client.query<PlanRow>(`INSERT INTO plans (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
          ON CONFLICT (year) DO NOTHING RETURNING ${COLUMNS}`, [
          input.year, input.scenario_id, input.scenario_name, input.version, version.name,
          JSON.stringify(version.key_drivers), JSON.stringify(version.driver_ranges), input.locker.id, input.locker.username, new Date().toISOString(),
        ]);
        if (rows[0]) return { ok: true, plan: fromRow(rows[0]) };
        // Another admin locked the year meanwhile: their plan is the year's.
        return { ok: false, reason: 'plan_exists', existing: await planOf(client, input.year) as PlanRecord };
      });
    },
  };
}
