import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { analysisModel } from '../../engine/analysis/analysisModel.ts';
import { attribution } from '../../engine/analysis/attribution.ts';
import { goalSeek } from '../../engine/analysis/goalSeek.ts';
import { createRangesRun } from '../../engine/analysis/ranges/run.ts';
import { builtInScenario } from '../../engine/scenarios.ts';
import { effectiveDrivers } from '../../engine/session/effectiveDrivers.ts';
import { createAnalysisService } from '../../server/model/analysisService.ts';
import { createKernelEvaluator } from '../../engine/kernel/evaluator.ts';
import { baselineActuals } from '../helpers/fixtures.ts';
import { timing, type BenchRun } from './stats.ts';

const FIGURE = {
  ranges: 'ranges: 10,000 draws of the full model',
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
    const service = createAnalysisService({ kernelEvaluator: () => createKernelEvaluator(actuals) });
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

  if (run.wants(FIGURE.goalSeek)) {
    const question = { drivers: baseline, driver: 'sales_rep_productivity', figure: 'total_revenue', year: 2030, target: 60_000_000 };
    run.report(timing(FIGURE.goalSeek, time(() => goalSeek(model, question), 20, 200), { note: '   (goal < 20 ms)' }));
  }

  if (run.wants(FIGURE.attribution)) {
    const question = { from: baseline, to: drivers('high_case'), figure: 'total_revenue', year: 2030 };
    run.report(timing(FIGURE.attribution, time(() => attribution(model, question), 3, 20), { note: '   (goal < 200 ms)' }));
  }
}
