import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { analysisModel } from '../../engine/analysis/analysisModel.ts';
import { attribution } from '../../engine/analysis/attribution.ts';
import { goalSeek } from '../../engine/analysis/goalSeek.ts';
import { createRangesRun } from '../../engine/analysis/ranges/run.ts';
import { builtInScenario } from '../../engine/scenarios.ts';
import { effectiveDrivers } from '../../engine/session/effectiveDrivers.ts';
import { createAnalysisService } from '../../server/model/analysisService.ts';
import { createKernelEvaluator } from '../../engine/kernel/evaluator.ts';
import { DEFAULT_MODEL_SOURCE } from '../../engine/model/definition.ts';
import { createRangesPool, defaultRangesThreads } from '../../server/pool/rangesPool.ts';
import { baselineActuals } from '../helpers/fixtures.ts';
import { timing, type BenchRun } from './stats.ts';

const FIGURE = {
  ranges: 'ranges: 10,000 draws of the full model',
  pooled: 'ranges: 100,000 draws of the full model',
  goalSeek: 'goal seek: 2030 revenue by sales_rep_productivity',
  attribution: 'attribution: baseline → high_case 2030 revenue',
};

/**
 * The analyses of issue 17 on the compiled kernel, as the worker and the server run them: a
 * forecast-ranges run of 10,000 draws from creation to result (goal < 1 s), a goal seek of €60M
 * 2030 revenue on Baseline (goal < 20 ms), the Shapley attribution of Baseline → High Case 2030
 * revenue (goal < 200 ms). The ranges figure also reports the memory a 100,000-draw run keeps and
 * the longest the server's sliced run of 10,000 draws holds its event loop.
 */
export async function benchAnalysis(run: BenchRun): Promise<void> {
  if (!run.wantsAny(Object.values(FIGURE))) return;
  const actuals = baselineActuals();
  const model = analysisModel(actuals);
  const drivers = (id: string) => effectiveDrivers(actuals, builtInScenario(id)?.key_drivers ?? {});
  const baseline = drivers('baseline');
  const time = (fn: () => void, warmUp: number, samples: number): number[] => {
    for (let i = 0; i < warmUp; i += 1) fn();
    return Array.from({ length: samples }, () => {
      const start = performance.now();
      fn();
      return performance.now() - start;
    });
  };

  if (run.wants(FIGURE.ranges)) {
    const rangesOf = (draws: number, seed: number) => {
      const ranges = createRangesRun(model, { drivers: baseline, draws, seed });
      while (!ranges.step(1000).finished);
      return ranges;
    };
    const samples = time(() => rangesOf(10_000, 42).result(), 1, 7);
    const large = rangesOf(100_000, 42);
    const keptMb = large.keptBytes / 2 ** 20;
    large.result();
    const service = createAnalysisService({ kernelEvaluator: () => createKernelEvaluator(actuals), kernelInputs: () => ({ key: 'bench', actuals, model: { version: 1, source: DEFAULT_MODEL_SOURCE } }) });
    const loop = monitorEventLoopDelay({ resolution: 1 });
    loop.enable();
    const serverStart = performance.now();
    await service.ranges(1, { drivers: baseline, draws: 10_000, seed: 42 }, () => false);
    const serverMs = performance.now() - serverStart;
    loop.disable();
    run.report(timing(FIGURE.ranges, samples, {
      note: `   (goal < 1 s; 100,000 draws keep ${keptMb.toFixed(0)} MB; server run ${serverMs.toFixed(0)} ms, event loop held ≤ ${(loop.max / 1e6).toFixed(1)} ms)`,
      extra: { memory_100k_draws_mb: keptMb, server_run_ms: serverMs, event_loop_max_ms: loop.max / 1e6 },
    }));
  }

  if (run.wants(FIGURE.pooled)) {
    // The server's run of 100,000 draws on its ranges pool: one thread per core, against one thread
    // (the speed-up per core says how much of each added core the run uses).
    const evaluator = createKernelEvaluator(actuals);
    const pooled = async (threads: number, samples: number): Promise<number[]> => {
      const pool = createRangesPool(threads, (error) => console.error(error));
      const service = createAnalysisService({ kernelEvaluator: () => evaluator, kernelInputs: () => ({ key: 'bench', actuals, model: { version: 1, source: DEFAULT_MODEL_SOURCE } }) }, { pool, drawsInFlight: 100_000 });
      try {
        // The first run starts the threads and builds their kernels.
        await service.ranges(1, { drivers: baseline, draws: 10_000, seed: 7 }, () => false);
        const times: number[] = [];
        for (let i = 0; i < samples; i += 1) {
          const start = performance.now();
          await service.ranges(1, { drivers: baseline, draws: 100_000, seed: 42 + i }, () => false);
          times.push(performance.now() - start);
        }
        return times;
      } finally {
        await service.close();
      }
    };
    const cores = defaultRangesThreads();
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
    const one = median(await pooled(1, 1));
    const all = await pooled(cores, 3);
    const speedUp = one / median(all);
    run.report(timing(FIGURE.pooled, all, {
      note: `   (goal < 1 s on a pool; ${cores} threads on ${cores} cores, 1 thread ${(one / 1000).toFixed(2)} s: speed-up ${speedUp.toFixed(2)}×, ${(speedUp / cores).toFixed(2)} per core)`,
      extra: { threads: cores, one_thread_ms: one, speed_up: speedUp, speed_up_per_core: speedUp / cores },
    }));
  }

  if (run.wants(FIGURE.goalSeek)) {
    const question = { drivers: baseline, driver: 'sales_rep_productivity', figure: 'total_revenue', year: 2030, target: 60_000_000 };
    run.report(timing(FIGURE.goalSeek, time(() => goalSeek(model, question), 20, 200), { note: '   (goal < 20 ms)' }));
  }

  if (run.wants(FIGURE.attribution)) {
    const question = { from: baseline, to: drivers('high_case'), figure: 'total_revenue', year: 2030 };
    run.report(timing(FIGURE.attribution, time(() => attribution(model, question), 3, 20), { note: '   (goal < 200 ms)' }));
  }
}
