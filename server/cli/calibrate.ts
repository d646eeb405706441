// `npm run -s model -- calibrate`: searches the free drivers of each built-in scenario (Nelder–Mead)
// so that the model reaches the scenario's revenue figures and the KPI statuses of part 1 §9,
// staying close to the table's values where the definitions allow. Prints the result as JSON.
import fs from 'node:fs';
import path from 'node:path';
import { parseActualsCsv } from '../../engine/actuals/csv.ts';
import { createModelSession, type ModelSession } from '../../engine/session/session.ts';
import { KPI_BY_ID } from '../../engine/model/kpis.ts';
import { DRIVER_BY_ID } from '../../engine/model/drivers.ts';
import type { KpiStatus } from '../../engine/model/types.ts';
import { CALIBRATION, type CalibrationSpec } from './calibration-spec.ts';

interface TableRow {
  kpi: string;
  low_case: { value: number; status: KpiStatus };
  high_case: { value: number; status: KpiStatus };
  baseline: { value: number; status: KpiStatus };
}

/** Interval in which a KPI has the wanted status, aiming 1% inside the border. */
function wantedInterval(kpiId: string, status: KpiStatus): [number, number] {
  const benchmark = KPI_BY_ID.get(kpiId)?.benchmark;
  if (!benchmark) throw new Error(`no KPI ${kpiId}`);
  const m = 0.01;
  if (benchmark.kind === 'above') {
    const b = benchmark.value;
    if (status === 'good') return [b * (1 + m), Infinity];
    if (status === 'warning') return [b * (0.9 + m), b * (1 - m)];
    return [-Infinity, b * (0.9 - m)];
  }
  if (benchmark.kind === 'below') {
    const b = benchmark.value;
    if (status === 'good') return [-Infinity, b * (1 - m)];
    if (status === 'warning') return [b * (1 + m), b * (1.1 - m)];
    return [b * (1.1 + m), Infinity];
  }
  if (status === 'good') return [benchmark.min * (1 + m), benchmark.max * (1 - m)];
  if (status === 'warning') return [benchmark.min * (0.9 + m), benchmark.min * (1 - m)];
  return [-Infinity, benchmark.min * (0.9 - m)];
}

function benchmarkValue(kpiId: string): number {
  const benchmark = KPI_BY_ID.get(kpiId)?.benchmark;
  if (!benchmark) return 0;
  return benchmark.kind === 'range' ? benchmark.max : benchmark.value;
}

function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function nelderMead(f: (x: number[]) => number, start: number[], iterations: number): number[] {
  const n = start.length;
  let simplex = [start, ...start.map((_, i) => start.map((v, j) => (i === j ? v + 0.25 : v)))];
  let values = simplex.map(f);
  for (let k = 0; k < iterations; k += 1) {
    const order = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]).map(([, i]) => i);
    simplex = order.map((i) => simplex[i] as number[]);
    values = order.map((i) => values[i] as number);
    const centroid = Array.from({ length: n }, (_, j) => simplex.slice(0, n).reduce((s, p) => s + (p[j] as number), 0) / n);
    const worst = simplex[n] as number[];
    const along = (t: number) => centroid.map((c, j) => c + t * (c - (worst[j] as number)));
    const reflected = along(1);
    const fr = f(reflected);
    if (fr < (values[0] as number)) {
      const expanded = along(2);
      const fe = f(expanded);
      [simplex[n], values[n]] = fe < fr ? [expanded, fe] : [reflected, fr];
    } else if (fr < (values[n - 1] as number)) {
      [simplex[n], values[n]] = [reflected, fr];
    } else {
      const contracted = along(-0.5);
      const fc = f(contracted);
      if (fc < (values[n] as number)) {
        [simplex[n], values[n]] = [contracted, fc];
      } else {
        const best = simplex[0] as number[];
        simplex = simplex.map((p, i) => (i === 0 ? p : p.map((v, j) => (best[j] as number) + 0.5 * (v - (best[j] as number)))));
        values = simplex.map((p, i) => (i === 0 ? (values[0] as number) : f(p)));
      }
    }
  }
  const bestIndex = values.indexOf(Math.min(...values));
  return simplex[bestIndex] as number[];
}

function calibrate(session: ModelSession, spec: CalibrationSpec, table: TableRow[], starts: number) {
  const freeIds = Object.keys(spec.free);
  // Parameters live on [0, 1] within bounds; the simplex works on a logit scale so bounds hold.
  const toValue = (z: number, [lo, hi]: [number, number]) => lo + (hi - lo) / (1 + Math.exp(-z));
  const decode = (x: number[]) => Object.fromEntries(freeIds.map((id, i) => [id, toValue(x[i] as number, spec.free[id] as [number, number])]));
  const score = (values: Record<string, number>) => {
    session.setDrivers(values);
    const years = session.years();
    const r26 = years[2026]?.total_revenue ?? 0;
    const r30 = years[2030]?.total_revenue ?? 0;
    let loss = 2000 * Math.log(r26 / spec.revenue2026) ** 2 + 2000 * Math.log(r30 / spec.revenue2030) ** 2;
    const kpis = new Map(session.kpis(2026).map((k) => [k.id, k.value]));
    for (const row of table) {
      const want = row[spec.scenario];
      const value = kpis.get(row.kpi) ?? NaN;
      const [lo, hi] = wantedInterval(row.kpi, want.status);
      const scale = Math.max(Math.abs(want.value), Math.abs(benchmarkValue(row.kpi)), 1);
      if (value < lo) loss += 1 + 200 * ((lo - value) / scale) ** 2;
      if (value > hi) loss += 1 + 200 * ((value - hi) / scale) ** 2;
      loss += 0.1 * ((value - want.value) / scale) ** 2;
    }
    return Number.isFinite(loss) ? loss : 1e9;
  };
  // Deterministic multi-start: the origin plus seeded random corners of the logit box.
  const random = mulberry32(20261122);
  let best: number[] = freeIds.map(() => 0);
  let bestLoss = Infinity;
  for (let start = 0; start < starts; start += 1) {
    let x = start === 0 ? freeIds.map(() => 0) : freeIds.map(() => random() * 4 - 2);
    for (let round = 0; round < 3; round += 1) x = nelderMead((p) => score(decode(p)), x, 700);
    const loss = score(decode(x));
    if (loss < bestLoss) [best, bestLoss] = [x, loss];
  }
  const rounded = Object.fromEntries(Object.entries(decode(best)).map(([id, v]) => {
    const driver = DRIVER_BY_ID.get(id);
    return [id, Math.min(driver?.max ?? Infinity, Math.max(driver?.min ?? -Infinity, Number(v.toPrecision(6))))];
  }));
  return { drivers: rounded, loss: score(rounded) };
}

export function runCalibration(root: string, only?: string, starts = 6): Record<string, { drivers: Record<string, number>; loss: number }> {
  const parsed = parseActualsCsv(fs.readFileSync(path.join(root, 'fixtures/baseline-2024-2025.csv'), 'utf8'));
  if (!parsed.ok) throw new Error('baseline CSV does not parse');
  const table = (JSON.parse(fs.readFileSync(path.join(root, 'fixtures/kpi-table-2026.json'), 'utf8')) as { rows: TableRow[] }).rows;
  const out: Record<string, { drivers: Record<string, number>; loss: number }> = {};
  for (const spec of CALIBRATION.filter((c) => !only || c.scenario === only)) {
    const session = createModelSession({ actuals: parsed.actuals, drivers: spec.fixed });
    out[spec.scenario] = calibrate(session, spec, table, starts);
    session.destroy();
  }
  return out;
}
