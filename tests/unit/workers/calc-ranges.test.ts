import { describe, expect, it } from 'vitest';
import { createRangesRun } from '../../../engine/analysis/ranges/run.ts';
import { analysisModel } from '../../../engine/analysis/analysisModel.ts';
import { effectiveDrivers } from '../../../engine/session/effectiveDrivers.ts';
import { createCalcApi, type CalcApi } from '../../../workers/calc-api.ts';
import { createRangesRunner, type RangesRunProgress } from '../../../workers/rangesRunner.ts';
import { baselineActuals } from '../../helpers/fixtures.ts';

const overrides = { sales_rep_productivity: 1.3 };
const ranges = { logo_churn_rate: { low: 2, high: 6, distribution: 'uniform' as const } };

function loadedApi(): CalcApi {
  const api = createCalcApi();
  api.load({ actuals: baselineActuals(), overrides: {} });
  return api;
}

/** Steps a run to its end, keeping every progress answer. */
function stepToEnd(api: CalcApi, first: RangesRunProgress, budgetMs: number): RangesRunProgress[] {
  const answers = [first];
  for (let guard = 0; guard < 100_000; guard += 1) {
    const answer = api.rangesStep(first.runId, budgetMs);
    answers.push(answer);
    if (answer.phase === 'finished' || answer.phase === 'cancelled') return answers;
  }
  throw new Error('the run never finished');
}

describe('forecast ranges in the calculation worker', () => {
  it('runs in steps, reporting growing progress, and answers what one uninterrupted run of the same seed answers', () => {
    const api = loadedApi();
    const answers = stepToEnd(api, api.rangesStart({ overrides, ranges, draws: 600, seed: 42 }), 0);
    const last = answers.at(-1);
    if (last?.phase !== 'finished') throw new Error(`the run ended ${last?.phase}`);
    const drawing = answers.filter((a) => a.phase === 'drawing').map((a) => ('done' in a ? a.done : -1));
    // A budget of 0 ms still advances every step by one slice of draws, so progress reaches the UI many times.
    expect(drawing.length).toBeGreaterThan(10);
    expect(drawing).toEqual([...drawing].sort((a, b) => a - b));
    expect(answers.some((a) => a.phase === 'summarising')).toBe(true);

    const direct = createRangesRun(analysisModel(baselineActuals()), { drivers: effectiveDrivers(baselineActuals(), overrides), ranges, draws: 600, seed: 42 });
    direct.step(600);
    expect(last.result).toEqual(direct.result());
    expect(last.result.ranges.find((r) => r.driver === 'sales_rep_productivity')?.likely).toBe(1.3);
    expect(last.result.ranges.find((r) => r.driver === 'logo_churn_rate')).toMatchObject({ low: 2, high: 6, distribution: 'uniform' });
  });

  it('gives identical results for the same seed and different ones for another seed', () => {
    const api = loadedApi();
    const run = (seed: number) => {
      const last = stepToEnd(api, api.rangesStart({ overrides: {}, ranges: {}, draws: 300, seed }), 50).at(-1);
      if (last?.phase !== 'finished') throw new Error('not finished');
      return last.result;
    };
    const first = run(7);
    expect(run(7)).toEqual(first);
    expect(run(8).years['2030']?.total_revenue.p50).not.toBe(first.years['2030']?.total_revenue.p50);
  });

  it('stops a cancelled run and a run replaced by a newer one', () => {
    const api = loadedApi();
    const cancelled = api.rangesStart({ overrides: {}, ranges: {}, draws: 5_000, seed: 1 });
    expect(api.rangesStep(cancelled.runId, 0)).toMatchObject({ phase: 'drawing' });
    api.rangesCancel(cancelled.runId);
    expect(api.rangesStep(cancelled.runId, 0)).toEqual({ runId: cancelled.runId, phase: 'cancelled' });

    const replaced = api.rangesStart({ overrides: {}, ranges: {}, draws: 5_000, seed: 1 });
    const newer = api.rangesStart({ overrides: {}, ranges: {}, draws: 5_000, seed: 2 });
    expect(api.rangesStep(replaced.runId, 0).phase).toBe('cancelled');
    expect(api.rangesStep(newer.runId, 0).phase).toBe('drawing');
  });

  it('refuses a range outside its driver\'s bounds, draws beyond the maximum and a refused driver value, naming them', () => {
    const api = loadedApi();
    expect(() => api.rangesStart({ overrides: {}, ranges: { logo_churn_rate: { low: 2, high: 90, distribution: 'triangular' } }, draws: 10, seed: 1 })).toThrow(/logo_churn_rate/);
    expect(() => api.rangesStart({ overrides: {}, ranges: {}, draws: 100_001, seed: 1 })).toThrow(/draws/);
    expect(() => api.rangesStart({ overrides: { logo_churn_rate: 90 }, ranges: {}, draws: 10, seed: 1 })).toThrow(/Logo Churn Rate|logo_churn_rate/);
  });

  it('spends about the budget it is given per step, and at least one slice of draws (a fake clock)', () => {
    const model = analysisModel(baselineActuals());
    const request = { overrides: {}, ranges: {}, draws: 1_000, seed: 3 };
    // Every look at the clock advances it by 1 ms: a 5 ms step evaluates five slices of 20 draws.
    let clock = 0;
    const ticking = createRangesRunner(() => (clock += 1));
    const run = ticking.start(model, effectiveDrivers(baselineActuals()), request);
    expect(ticking.step(run.runId, 5)).toMatchObject({ phase: 'drawing', done: 100 });

    const stopped = createRangesRunner(() => 0);
    const still = stopped.start(model, effectiveDrivers(baselineActuals()), request);
    expect(stopped.step(still.runId, 0)).toMatchObject({ phase: 'drawing', done: 20 });
  });
});
