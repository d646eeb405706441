import type { Db } from '../../db/sqlite/database.ts';
import type { DriverRange } from '../../../engine/analysis/ranges/driverRanges.ts';
import type { RangesResult } from '../../../engine/analysis/ranges/results.ts';
import type { RangesRunRecord, RangesRunsRepo, RangesRunSummaryRecord } from '../rangesRuns.ts';

const SUMMARY = 'id, scenario_id, scenario_name, scenario_version, with_drafts, draws, seed, run_by, run_at';
const ALL = `${SUMMARY}, drivers, driver_ranges, result`;

type SummaryRow = Omit<RangesRunSummaryRecord, 'with_drafts'> & { with_drafts: number };
type RunRow = SummaryRow & { drivers: string; driver_ranges: string; result: string };

const summaryOf = (row: SummaryRow): RangesRunSummaryRecord => ({ ...row, with_drafts: row.with_drafts === 1 });

function runOf(row: RunRow): RangesRunRecord {
  return {
    ...summaryOf(row),
    drivers: JSON.parse(row.drivers) as Record<string, number>,
    driver_ranges: JSON.parse(row.driver_ranges) as Record<string, DriverRange>,
    result: JSON.parse(row.result) as RangesResult,
  };
}

/** Kept forecast-ranges runs in SQLite. */
export function sqliteRangesRunsRepo(db: Db): RangesRunsRepo {
  const insert = db.prepare(`INSERT INTO ranges_runs
    (scenario_id, scenario_name, scenario_version, with_drafts, draws, seed, drivers, driver_ranges, result, run_by_id, run_by, run_at)
    VALUES (@scenario_id, @scenario_name, @scenario_version, @with_drafts, @draws, @seed, @drivers, @driver_ranges, @result, @run_by_id, @run_by, @run_at)`);
  const dropBeyond = db.prepare<[string, string, number]>(
    'DELETE FROM ranges_runs WHERE scenario_id = ? AND id NOT IN (SELECT id FROM ranges_runs WHERE scenario_id = ? ORDER BY id DESC LIMIT ?)',
  );
  const byId = db.prepare<[number], RunRow>(`SELECT ${ALL} FROM ranges_runs WHERE id = ?`);
  const ofScenario = db.prepare<[string], SummaryRow>(`SELECT ${SUMMARY} FROM ranges_runs WHERE scenario_id = ? ORDER BY id DESC`);
  const latest = db.prepare<[string, number], RunRow>(
    `SELECT ${ALL} FROM ranges_runs WHERE scenario_id = ? AND scenario_version = ? AND with_drafts = 0 ORDER BY id DESC LIMIT 1`,
  );

  return {
    async keep(run, keep) {
      return db.transaction(() => {
        const { lastInsertRowid } = insert.run({
          scenario_id: run.scenario_id,
          scenario_name: run.scenario_name,
          scenario_version: run.scenario_version,
          with_drafts: run.with_drafts ? 1 : 0,
          draws: run.result.draws,
          seed: run.result.seed,
          drivers: JSON.stringify(run.drivers),
          driver_ranges: JSON.stringify(run.driver_ranges),
          result: JSON.stringify(run.result),
          run_by_id: run.runner.id,
          run_by: run.runner.username,
          run_at: new Date().toISOString(),
        });
        dropBeyond.run(run.scenario_id, run.scenario_id, keep);
        return runOf(byId.get(Number(lastInsertRowid)) as RunRow);
      }).immediate();
    },

    async list(scenarioId) {
      return ofScenario.all(scenarioId).map(summaryOf);
    },

    async get(id) {
      const row = byId.get(id);
      return row && runOf(row);
    },

    async latestOfVersion(scenarioId, version) {
      const row = latest.get(scenarioId, version);
      return row && runOf(row);
    },
  };
}
