import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import * as Comlink from 'comlink';
import nodeEndpoint from 'comlink/dist/esm/node-adapter.mjs';
import { BUILT_IN_SCENARIOS } from '../../engine/scenarios.ts';
import type { CalcApi } from '../../workers/calc-api.ts';
import { baselineCsv } from '../helpers/fixtures.ts';
import { timing, type BenchRun } from './stats.ts';

const FIGURE = {
  sweep: 'worker: sensitivity sweep of the 12 key drivers',
  cpu: 'worker: sensitivity sweep, CPU time of the process',
  revalue: 'worker: enterprise valuation at new multipliers',
};

/**
 * The sensitivity sweep (12 drivers, one full evaluation each) as the screen asks for it: through
 * Comlink to the calculation API in a worker thread. Goal (issue 16): under 5 ms.
 */
export async function benchSensitivity(run: BenchRun): Promise<void> {
  if (!run.wantsAny(Object.values(FIGURE))) return;
  const worker = new Worker(new URL('./node-calc-worker.mjs', import.meta.url));
  const api = Comlink.wrap<CalcApi>(nodeEndpoint(worker));
  try {
    await api.load({ actuals: baselineCsv(), overrides: BUILT_IN_SCENARIOS[0]?.key_drivers ?? {} });
    if (run.wantsAny([FIGURE.sweep, FIGURE.cpu])) {
      for (let i = 0; i < 3; i += 1) await api.sensitivity();
      const sweeps: number[] = [];
      const cpu: number[] = [];
      for (let i = 0; i < 20; i += 1) {
        const start = performance.now();
        const cpuStart = process.cpuUsage();
        await api.sensitivity();
        sweeps.push(performance.now() - start);
        // Process CPU time (the worker thread does the work; the main thread waits): a figure that a
        // busy shared machine does not inflate the way it inflates wall time.
        const used = process.cpuUsage(cpuStart);
        cpu.push((used.user + used.system) / 1000);
      }
      run.report(timing(FIGURE.sweep, sweeps, { note: '   (goal < 5 ms)' }));
      run.report(timing(FIGURE.cpu, cpu));
    }
    if (run.wants(FIGURE.revalue)) {
      const revalue: number[] = [];
      for (let i = 0; i < 100; i += 1) {
        const start = performance.now();
        await api.valuation({ multipliers: { arr: 4 + (i % 23) * 0.5, transaction: 3 }, scenarioName: 'Baseline' });
        revalue.push(performance.now() - start);
      }
      run.report(timing(FIGURE.revalue, revalue));
    }
  } finally {
    await worker.terminate();
  }
}
