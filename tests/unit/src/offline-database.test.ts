import { afterEach, describe, expect, it } from 'vitest';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { FahrplanDatabase, LATEST_VERSION } from '../../../src/db/database.ts';
import {
  deleteDraft, loadActuals, loadDrafts, loadList, loadRangesRuns, loadScenarioList, saveActuals, saveDraft, saveList, saveRangesRun, saveScenario, saveScenarioList,
} from '../../../src/db/cache.ts';
import { analysisModel } from '../../../engine/analysis/analysisModel.ts';
import { createRangesRun } from '../../../engine/analysis/ranges/run.ts';
import { effectiveDrivers } from '../../../engine/session/effectiveDrivers.ts';
import { baselineActuals } from '../../helpers/fixtures.ts';
import type { Scenario } from '../../../contract/scenarios.ts';

function scenario(id: string, version: number, drivers: Record<string, number> = {}): Scenario {
  return {
    scenario_id: id, scenario_name: id, description: `${id} description`, scenario_type: 'built-in', created_by: null,
    created_at: '2026-11-01T00:00:00.000Z', updated_at: '2026-11-01T00:00:00.000Z', version, is_active: false, key_drivers: drivers, driver_ranges: {},
  };
}

const open: FahrplanDatabase[] = [];
function database(factory: IDBFactory, upToVersion?: number): FahrplanDatabase {
  const db = new FahrplanDatabase('fahrplan-test', { indexedDB: factory, IDBKeyRange }, upToVersion);
  open.push(db);
  return db;
}
afterEach(() => {
  for (const db of open.splice(0)) db.close();
});

describe('offline database migrations', () => {
  it('upgrades a version 1 database: drafts keep their values and take the cached scenario version', async () => {
    const factory = new IDBFactory();
    const v1 = database(factory, 1);
    await v1.table('scenarios').put({ userId: 7, scenarioId: 'sim-7', scenario: scenario('sim-7', 4), cachedAt: '2026-11-20T10:00:00.000Z' });
    await v1.table('drafts').bulkPut([
      { userId: 7, scenarioId: 'sim-7', drivers: { medical_client_growth_rate: 22 }, updatedAt: '2026-11-20T10:01:00.000Z' },
      { userId: 7, scenarioId: 'gone', drivers: { sales_team_size: 9 }, updatedAt: '2026-11-20T10:02:00.000Z' },
    ]);
    v1.close();

    const latest = database(factory);
    await latest.open();
    expect(latest.verno).toBe(LATEST_VERSION);
    const drafts = await loadDrafts(latest, 7);
    expect(drafts.map((d) => [d.scenarioId, d.drivers, d.baseVersion, d.pendingSave])).toEqual([
      ['gone', { sales_team_size: 9 }, null, false],
      ['sim-7', { medical_client_growth_rate: 22 }, 4, false],
    ]);
    expect(await loadScenarioList(latest, 7)).toHaveLength(1);
    await saveList(latest, 7, 'key-driver-variables', { categories: {} });
    expect((await loadList(latest, 7, 'key-driver-variables'))?.value).toEqual({ categories: {} });
  });

  it('creates the latest schema on an empty browser', async () => {
    const db = database(new IDBFactory());
    await db.open();
    expect(db.tables.map((t) => t.name).sort()).toEqual(['actuals', 'drafts', 'lists', 'rangeRuns', 'scenarios']);
  });
});

describe('offline cache', () => {
  it('keeps each user\'s scenarios and drafts apart and replaces a list wholesale', async () => {
    const db = database(new IDBFactory());
    await saveScenarioList(db, 1, [scenario('baseline', 1), scenario('sim-1', 2)]);
    await saveScenarioList(db, 2, [scenario('baseline', 1), scenario('sim-2', 1)]);
    await saveScenarioList(db, 1, [scenario('baseline', 1), scenario('custom-a', 1)]);
    expect((await loadScenarioList(db, 1)).map((s) => s.scenario_id).sort()).toEqual(['baseline', 'custom-a']);
    expect((await loadScenarioList(db, 2)).map((s) => s.scenario_id).sort()).toEqual(['baseline', 'sim-2']);

    await saveScenario(db, 1, scenario('custom-a', 5, { sales_team_size: 12 }));
    expect((await loadScenarioList(db, 1)).find((s) => s.scenario_id === 'custom-a')?.version).toBe(5);

    const draft = { userId: 1, scenarioId: 'custom-a', drivers: { sales_team_size: 14 }, baseVersion: 5, pendingSave: true, updatedAt: '2026-11-23T08:00:00.000Z' };
    await saveDraft(db, draft);
    expect(await loadDrafts(db, 1)).toEqual([draft]);
    expect(await loadDrafts(db, 2)).toEqual([]);
    await deleteDraft(db, 1, 'custom-a');
    expect(await loadDrafts(db, 1)).toEqual([]);
  });

  it('skips records that do not parse instead of handing them to the app', async () => {
    const db = database(new IDBFactory());
    await db.table('scenarios').put({ userId: 1, scenarioId: 'broken', scenario: { scenario_id: 'broken' }, cachedAt: 'x' });
    await db.table('drafts').put({ userId: 1, scenarioId: 'baseline', drivers: { sales_team_size: 'many' }, baseVersion: 1, pendingSave: false, updatedAt: 'x' });
    expect(await loadScenarioList(db, 1)).toEqual([]);
    expect(await loadDrafts(db, 1)).toEqual([]);
    expect(await loadActuals(db)).toBeNull();
    await saveActuals(db, 'month,revenue\n2024-01,1', 3);
    expect(await loadActuals(db)).toMatchObject({ csv: 'month,revenue\n2024-01,1', version: 3 });
  });

  it('keeps the last forecast-ranges result per user and scenario, and skips one that does not parse', async () => {
    const db = database(new IDBFactory());
    const run = createRangesRun(analysisModel(baselineActuals()), { drivers: effectiveDrivers(baselineActuals()), draws: 50, seed: 9 });
    run.step(50);
    const record = { userId: 1, scenarioId: 'sim-1', result: run.result(), inputs: '[[],[]]', finishedAt: '2026-11-27T09:00:00.000Z' };
    await saveRangesRun(db, record);
    await saveRangesRun(db, { ...record, scenarioId: 'baseline', result: { ...record.result, seed: 10 } });
    await db.table('rangeRuns').put({ ...record, scenarioId: 'broken', result: { draws: 'many' } });
    expect((await loadRangesRuns(db, 1)).map((r) => [r.scenarioId, r.result.seed])).toEqual([['baseline', 10], ['sim-1', 9]]);
    expect((await loadRangesRuns(db, 1)).find((r) => r.scenarioId === 'sim-1')).toEqual(record);
    expect(await loadRangesRuns(db, 2)).toEqual([]);
  });
});
