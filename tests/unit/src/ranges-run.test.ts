import { beforeAll, describe, expect, it } from 'vitest';
import { createStore } from 'jotai';
import { createCalcApi, type CalcApi } from '../../../workers/calc-api.ts';
import { cancelForecastRanges, rangesRunStateAtom, runForecastRanges, type RangesRunState } from '../../../src/model/rangesRun.ts';
import { rangesInputsKey, rangesRunsAtom } from '../../../src/state/rangesRuns.ts';
import { snapshotAtom } from '../../../src/model/modelState.ts';
import { baselineActuals } from '../../helpers/fixtures.ts';

let api: CalcApi;
beforeAll(() => {
  api = createCalcApi();
  api.load({ actuals: baselineActuals(), overrides: {} });
});

/** The worker as the UI sees it (every answer a promise), calling `onStep` before each step. */
function worker(onStep: () => void = () => undefined) {
  return {
    rangesStart: async (request: Parameters<CalcApi['rangesStart']>[0]) => api.rangesStart(request),
    rangesStep: async (runId: number, budgetMs: number) => {
      onStep();
      return api.rangesStep(runId, budgetMs);
    },
    rangesCancel: async (runId: number) => api.rangesCancel(runId),
  };
}

/** A store whose worker holds the model, as ModelSync leaves it after the first load. */
function loadedStore(): ReturnType<typeof createStore> {
  const store = createStore();
  store.set(snapshotAtom, api.snapshot());
  return store;
}

function recording(store: ReturnType<typeof createStore>): RangesRunState[] {
  const states: RangesRunState[] = [];
  store.sub(rangesRunStateAtom, () => states.push(store.get(rangesRunStateAtom)));
  return states;
}

const order = { scenarioId: 'sim-1', overrides: { sales_team_size: 9 }, ranges: {}, draws: 2_000, seed: 5, scenarioVersion: 1, withDrafts: true };

describe('a forecast-ranges run driven from the UI', () => {
  it('publishes the progress of every step, then keeps the result as the scenario\'s last with the inputs it was run on', async () => {
    const store = loadedStore();
    const states = recording(store);
    await runForecastRanges(order, { worker: worker(), store });
    const running = states.filter((s) => s.status === 'running');
    expect(running[0]).toMatchObject({ phase: 'starting', done: 0, total: 2_000, seed: 5 });
    expect(running.filter((s) => s.status === 'running' && s.phase === 'drawing').length).toBeGreaterThan(0);
    expect(states.at(-1)).toEqual({ status: 'finished', scenarioId: 'sim-1', total: 2_000, seed: 5 });
    const kept = store.get(rangesRunsAtom)['sim-1'];
    expect(kept?.inputs).toBe(rangesInputsKey(order));
    expect(kept?.result).toMatchObject({ draws: 2_000, seed: 5 });
    expect(kept?.result.ranges.find((r) => r.driver === 'sales_team_size')?.likely).toBe(9);
  });

  it('stops at Cancel: the worker drops the run, nothing is kept, the last result stays', async () => {
    const store = loadedStore();
    const earlier = { scenarioId: 'sim-1', result: {} as never, inputs: 'earlier', finishedAt: 'x' };
    store.set(rangesRunsAtom, { 'sim-1': earlier });
    let steps = 0;
    let cancelled: Promise<void> | undefined;
    const stepping = worker(() => {
      steps += 1;
      if (steps === 3) cancelled = cancelForecastRanges({ worker: stepping, store });
    });
    await runForecastRanges({ ...order, draws: 50_000 }, { worker: stepping, store });
    await cancelled;
    expect(store.get(rangesRunStateAtom)).toMatchObject({ status: 'cancelled', scenarioId: 'sim-1', total: 50_000 });
    expect(store.get(rangesRunsAtom)['sim-1']).toBe(earlier);
    expect(steps).toBe(3);
  });

  it('waits for the model when Run comes while the page still loads it, then runs', async () => {
    const store = createStore();
    const states = recording(store);
    const run = runForecastRanges({ ...order, draws: 100 }, { worker: worker(), store });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(states).toEqual([{ status: 'running', scenarioId: 'sim-1', phase: 'starting', done: 0, total: 100, seed: 5 }]);
    store.set(snapshotAtom, api.snapshot());
    await run;
    expect(store.get(rangesRunStateAtom)).toEqual({ status: 'finished', scenarioId: 'sim-1', total: 100, seed: 5 });
  });

  it('reports a refused run with the engine\'s message', async () => {
    const store = loadedStore();
    await runForecastRanges({ ...order, ranges: { logo_churn_rate: { low: 1, high: 99, distribution: 'uniform' } } }, { worker: worker(), store });
    expect(store.get(rangesRunStateAtom)).toMatchObject({ status: 'failed', message: expect.stringContaining('logo_churn_rate') });
  });
});
