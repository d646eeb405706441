import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import * as Comlink from 'comlink';
import nodeEndpoint from 'comlink/dist/esm/node-adapter.mjs';
import { PNL_ROWS } from '../../engine/model/statements.ts';
import type { CalcApi } from '../../workers/calc-api.ts';
import { baselineCsv } from '../helpers/fixtures.ts';
import { timing, type BenchRun } from './stats.ts';

const FIGURE = {
  statement: 'worker: forecast P&L statement, 60 months × 17 rows',
  explain: 'worker: explain 2030 total revenue (no impacts)',
  quarter: 'worker: explain a quarter of EBITDA (no impacts)',
  impacts: 'worker: impacts per +1% of every driver of 2030 revenue',
  mappings: 'worker: assumption mappings of 2026',
};
const WARM_UP = 3;

/**
 * The P&L screens' worker calls as they ask them (issue 8): the 60-month statement, an explanation
 * shown at once (no impacts), the impacts of every driver of the explained figure in one call, and
 * the assumption mappings of a year (every documented driver). Goals (issue 16): impacts under
 * 10 ms, mappings under 30 ms.
 */
export async function benchPnl(run: BenchRun): Promise<void> {
  if (!run.wantsAny(Object.values(FIGURE))) return;
  const worker = new Worker(new URL('./node-calc-worker.mjs', import.meta.url));
  const api = Comlink.wrap<CalcApi>(nodeEndpoint(worker));
  const time = async (name: string, runs: number, call: (i: number) => Promise<unknown>): Promise<void> => {
    if (!run.wants(name)) return;
    for (let i = 0; i < WARM_UP; i += 1) await call(i);
    const samples: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      const start = performance.now();
      await call(i);
      samples.push(performance.now() - start);
    }
    run.report(timing(name, samples));
  };
  try {
    await api.load({ actuals: baselineCsv(), overrides: {} });
    const revenue2030 = { sheet: 'Annual', id: 'total_revenue', period: '2030' } as const;
    const drivers = (await api.explain(revenue2030)).drivers.map((d) => d.id);
    await time(FIGURE.statement, 30, () => api.statement({ period: 'month', from: '2026-01', to: '2030-12', lines: PNL_ROWS }));
    await time(FIGURE.explain, 30, () => api.explain(revenue2030));
    await time(FIGURE.quarter, 30, (i) => api.explain({ sheet: 'Quarters', id: 'ebitda', period: `${2026 + (i % 5)}-Q${1 + (i % 4)}` }));
    await time(FIGURE.impacts, 10, () => api.driverImpacts(revenue2030, drivers));
    await time(FIGURE.mappings, 10, () => api.assumptionMappings(2026));
  } finally {
    await worker.terminate();
  }
}
