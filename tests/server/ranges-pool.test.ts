import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtInScenario } from '../../engine/scenarios.ts';
import { createKernelEvaluator } from '../../engine/kernel/evaluator.ts';
import { DEFAULT_MODEL_SOURCE } from '../../engine/model/definition.ts';
import { effectiveDrivers } from '../../engine/session/effectiveDrivers.ts';
import { createAnalysisService, POOLED_DRAWS, RangesCancelledError } from '../../server/model/analysisService.ts';
import { createRangesPool, type RangesPool } from '../../server/pool/rangesPool.ts';
import { baselineActuals } from '../helpers/fixtures.ts';
import { call, loginAs, startServer, TEST_ADMIN, type RunningServer } from './harness.ts';

/**
 * Forecast ranges on the ranges pool (issue 27): a run of POOLED_DRAWS draws or more is cut into
 * slices, one per thread, evaluated into shared arrays; the result is the one the event loop's
 * run in one piece gives, to the last digit, and a client that goes away stops the threads' work.
 */
const actuals = baselineActuals();
const evaluator = createKernelEvaluator(actuals);
const model = { kernelEvaluator: () => evaluator, kernelInputs: () => ({ key: 'test', actuals, model: { version: 1, source: DEFAULT_MODEL_SOURCE } }) };
const drivers = effectiveDrivers(actuals, builtInScenario('high_case')?.key_drivers ?? {});
let pool: RangesPool;

beforeAll(() => {
  pool = createRangesPool(3, (error) => {
    throw error;
  });
});
afterAll(async () => pool?.close());

describe('the ranges pool', () => {
  it('gives the very result of a run in one piece, with saved ranges and the catalog\'s defaults', async () => {
    const input = { drivers, draws: POOLED_DRAWS + 1_234, seed: 20_261_129, ranges: { logo_churn_rate: { low: 1, high: 9, distribution: 'normal' as const } } };
    const pooled = await createAnalysisService(model, { pool }).ranges(1, input, () => false);
    const inOnePiece = await createAnalysisService(model).ranges(2, input, () => false);
    expect(pooled.draws).toBe(input.draws);
    expect(pooled).toEqual(inOnePiece);
  }, 60_000);

  it('stops when the client goes away', async () => {
    let asked = 0;
    const run = createAnalysisService(model, { pool }).ranges(3, { drivers, draws: 60_000, seed: 1 }, () => ++asked > 1);
    await expect(run).rejects.toBeInstanceOf(RangesCancelledError);
  }, 60_000);
});

describe('POST /api/analysis/ranges on the pool of the real server', () => {
  let server: RunningServer;
  let token: string;
  beforeAll(async () => {
    server = await startServer();
    token = await loginAs(server, TEST_ADMIN.username, TEST_ADMIN.password);
  });
  afterAll(async () => server?.stop());

  it('answers a run of 6,000 draws the same as the same run asked twice (a seed fixes it on the pool too)', async () => {
    const ask = () => call(server, 'POST', '/api/analysis/ranges', { token, body: { scenario_id: 'baseline', draws: 6_000, seed: 99 } });
    const first = await ask();
    expect(first.status, JSON.stringify(first.body).slice(0, 300)).toBe(200);
    expect(first.body.draws).toBe(6_000);
    expect((await ask()).body).toEqual(first.body);
  }, 60_000);
});
