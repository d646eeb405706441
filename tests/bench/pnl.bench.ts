import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import * as Comlink from 'comlink';
import nodeEndpoint from 'comlink/dist/esm/node-adapter.mjs';
import { PNL_ROWS } from '../../engine/model/statements.ts';
import type { CalcApi } from '../../workers/calc-api.ts';
import { baselineCsv } from '../helpers/fixtures.ts';
import { summarise } from './stats.ts';

/**
 * The P&L screens' worker calls as they ask them (issue 8): the 60-month statement, an explanation
 * shown at once (no impacts), one batch of three driver impacts, and the assumption mappings of a year.
 */
export async function benchPnl(): Promise<string[]> {
  const worker = new Worker(new URL('./node-calc-worker.mjs', import.meta.url));
  const api = Comlink.wrap<CalcApi>(nodeEndpoint(worker));
  const time = async (runs: number, call: (i: number) => Promise<unknown>): Promise<number[]> => {
    const samples: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      const start = performance.now();
      await call(i);
      samples.push(performance.now() - start);
    }
    return samples;
  };
  try {
    await api.load({ actuals: baselineCsv(), overrides: {} });
    const revenue2030 = { sheet: 'Annual', id: 'total_revenue', period: '2030' } as const;
    const drivers = (await api.explain(revenue2030, { impacts: false })).drivers.map((d) => d.id);
    const statement = await time(30, () => api.statement({ period: 'month', from: '2026-01', to: '2030-12', lines: PNL_ROWS }));
    const explain = await time(30, () => api.explain(revenue2030, { impacts: false }));
    const quarter = await time(30, (i) => api.explain({ sheet: 'Quarters', id: 'ebitda', period: `${2026 + (i % 5)}-Q${1 + (i % 4)}` }, { impacts: false }));
    const batch = await time(10, (i) => api.driverImpacts(revenue2030, drivers.slice((i * 3) % drivers.length, ((i * 3) % drivers.length) + 3)));
    const mappings = await time(5, () => api.assumptionMappings(2026));
    return [
      summarise('worker: forecast P&L statement, 60 months × 17 rows', statement),
      summarise('worker: explain 2030 total revenue (no impacts)', explain),
      summarise('worker: explain a quarter of EBITDA (no impacts)', quarter),
      summarise('worker: impacts per +1% of three drivers on 2030 revenue (one batch)', batch),
      summarise('worker: assumption mappings of 2026 (every documented driver)', mappings),
    ];
  } finally {
    await worker.terminate();
  }
}
