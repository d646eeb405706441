import { transaction, type Pool } from '../../db/postgres/pool.ts';
import type { RangesRunRecord, RangesRunsRepo, RangesRunSummaryRecord } from '../rangesRuns.ts';

const SUMMARY = 'id, scenario_id, scenario_name, scenario_version, with_drafts, draws, seed, run_by, run_at';
const ALL = `${SUMMARY}, drivers, driver_ranges, result`;

type SummaryRow = Omit<RangesRunSummaryRecord, 'run_at'> & { run_at: Date };
type RunRow = Omit<RangesRunRecord, 'run_at'> & { run_at: Date };

const summaryOf = (row: SummaryRow): RangesRunSummaryRecord => ({ ...row, run_at: row.run_at.toISOString() });
const runOf = (row: RunRow): RangesRunRecord => ({ ...row, run_at: row.run_at.toISOString() });

/** Kept forecast-ranges runs in PostgreSQL. */
export function postgresRangesRunsRepo(pool: Pool): RangesRunsRepo {
  return {
    keep(run, keep) {
      return transaction(pool, async (client) => {
        const { rows } = await client.query<RunRow>(`INSERT INTO ranges_runs
          (scenario_id, scenario_name, scenario_version, with_drafts, draws, seed, drivers, driver_ranges, result, run_by_id, run_by, run_at)
          VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING ${ALL}`, [
          run.scenario_id, run.scenario_name, run.scenario_version, run.with_drafts, run.result.draws, run.result.seed,
          JSON.stringify(run.drivers), JSON.stringify(run.driver_ranges), JSON.stringify(run.result),
          run.runner.id, run.runner.username, new Date().toISOString(),
        ]);
        await client.query(
          'DELETE FROM ranges_runs WHERE scenario_id = $1 AND id NOT IN (SELECT id FROM ranges_runs WHERE scenario_id = $1 ORDER BY id DESC LIMIT $2)',
          [run.scenario_id, keep],
        );
        return runOf(rows[0] as RunRow);
      });
    },

    async list(scenarioId) {
      const { rows } = await pool.query<SummaryRow>(`SELECT ${SUMMARY} FROM ranges_runs WHERE scenario_id = $1 ORDER BY id DESC`, [scenarioId]);
      return rows.map(summaryOf);
    },

    async get(id) {
      const { rows } = await pool.query<RunRow>(`SELECT ${ALL} FROM ranges_runs WHERE id = $1`, [id]);
      return rows[0] && runOf(rows[0]);
    },

    async latestOfVersion(scenarioId, version) {
      const { rows } = await pool.query<RunRow>(
        `SELECT ${ALL} FROM ranges_runs WHERE scenario_id = $1 AND scenario_version = $2 AND NOT with_drafts ORDER BY id DESC LIMIT 1`,
        [scenarioId, version],
      );
      return rows[0] && runOf(rows[0]);
    },
  };
}
