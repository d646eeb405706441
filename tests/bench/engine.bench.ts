import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import * as Comlink from 'comlink';
import nodeEndpoint from 'comlink/dist/esm/node-adapter.mjs';
import { createModelSession } from '../../engine/session/session.ts';
import { BUILT_IN_SCENARIOS } from '../../engine/scenarios.ts';
import { DRIVER_BY_ID } from '../../engine/model/drivers.ts';
import type { CalcApi } from '../../workers/calc-api.ts';
import { baselineActuals, baselineCsv } from '../helpers/fixtures.ts';
import { timing, type BenchRun } from './stats.ts';

const time = (fn: () => void) => {
  const start = performance.now();
  fn();
  return performance.now() - start;
};

/** The driver every later month depends on (sales productivity feeds clients, rides, revenue, cost, cash). */
export const WIDE_DRIVER = { id: 'sales_rep_productivity', values: (i: number) => 1 + ((i * 37) % 100) / 50 };
const NARROW_DRIVER = { id: 'legal_tax_monthly', values: (i: number) => 6000 + ((i * 37) % 100) * 40 };
const BATCH = ['medical_client_growth_rate', 'transport_client_growth_rate', 'medical_premium_monthly_fee', 'qrago_revenue_share',
  'transport_avg_ride_cost', 'sales_team_size', 'sales_rep_productivity', 'customer_retention_rate', 'transport_market_penetration_start',
  'premium_conversion_rate', 'customer_acquisition_cost', 'employee_cost_growth_annual'];

const FIGURE = {
  build: 'engine: build the workbook',
  change: (id: string) => `engine: change ${id} + read annual P&L and KPIs`,
  batch: 'engine: 12-driver batch + read annual P&L and KPIs',
  worker: `worker (Comlink, worker_threads): change ${WIDE_DRIVER.id} → snapshot`,
  preview: `worker (Comlink, worker_threads): preview ${WIDE_DRIVER.id} → snapshot (compiled kernel)`,
};

export async function benchEngine(run: BenchRun): Promise<void> {
  const actuals = baselineActuals();
  if (run.wants(FIGURE.build)) {
    const builds: number[] = [];
    for (let i = 0; i < 15; i += 1) builds.push(time(() => createModelSession({ actuals }).destroy()));
    run.report(timing(FIGURE.build, builds));
  }

  if (run.wantsAny([FIGURE.change(WIDE_DRIVER.id), FIGURE.change(NARROW_DRIVER.id), FIGURE.batch])) {
    const session = createModelSession({ actuals });
    const readAll = () => {
      session.years();
      session.kpis(2026);
      session.kpis(2030);
    };
    for (const driver of [WIDE_DRIVER, NARROW_DRIVER]) {
      if (!run.wants(FIGURE.change(driver.id))) continue;
      for (let i = 0; i < 20; i += 1) session.setDrivers({ [driver.id]: driver.values(i) });
      // 150 samples of ~45 ms: a stable median and p95 in seven seconds per driver.
      const samples: number[] = [];
      for (let i = 0; i < 150; i += 1) samples.push(time(() => {
        session.setDrivers({ [driver.id]: driver.values(i) });
        readAll();
      }));
      run.report(timing(FIGURE.change(driver.id), samples));
    }
    if (run.wants(FIGURE.batch)) {
      const base = session.driverValues();
      const batches: number[] = [];
      for (let i = 0; i < 100; i += 1) {
        // ±3% of each driver, or ±3 people for a count of people (the model takes whole people only).
        const values = Object.fromEntries(BATCH.map((id, k) => {
          const shift = ((i + k) % 7) - 3;
          return [id, DRIVER_BY_ID.get(id)?.whole ? (base[id] ?? 0) + shift : (base[id] ?? 0) * (1 + shift / 100)];
        }));
        batches.push(time(() => {
          session.setDrivers(values);
          readAll();
        }));
      }
      run.report(timing(FIGURE.batch, batches));
    }
    session.destroy();
  }

  if (run.wantsAny([FIGURE.worker, FIGURE.preview])) {
    const worker = new Worker(new URL('./node-calc-worker.mjs', import.meta.url));
    const api = Comlink.wrap<CalcApi>(nodeEndpoint(worker));
    const scenario = BUILT_IN_SCENARIOS[0]?.key_drivers ?? {};
    await api.load({ actuals: baselineCsv(), overrides: scenario });
    // The round trip a screen waits for: the workbook's change (setDrivers) or the slider's preview.
    const roundTrips = async (name: string, change: (i: number) => Promise<unknown>) => {
      if (!run.wants(name)) return;
      for (let i = 0; i < 20; i += 1) await change(i);
      const samples: number[] = [];
      for (let i = 0; i < 150; i += 1) {
        const start = performance.now();
        await change(i);
        samples.push(performance.now() - start);
      }
      run.report(timing(name, samples));
    };
    await roundTrips(FIGURE.worker, (i) => api.setDrivers({ [WIDE_DRIVER.id]: WIDE_DRIVER.values(i) }));
    await roundTrips(FIGURE.preview, (i) => api.preview({ ...scenario, [WIDE_DRIVER.id]: WIDE_DRIVER.values(i) }));
    await worker.terminate();
  }
}
