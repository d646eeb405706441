// `npm run -s model -- calibrate`: searches the free levers of each built-in scenario (Nelder–Mead)
// so that the model reaches the scenario's revenue narrative and, where the ordering allows, the KPI
// statuses of part 1 §9. Baseline first; Low Case and High Case only on their side of Baseline.
import fs from 'node:fs';
import path from 'node:path';
import { parseActualsCsv } from '../../engine/actuals/csv.ts';
import { createModelSession, type ModelSession } from '../../engine/session/session.ts';
import { KPI_BY_ID } from '../../engine/model/kpis.ts';
import { DRIVER_BY_ID, baselineDriverValues } from '../../engine/model/drivers.ts';
import type { KpiStatus } from '../../engine/model/types.ts';
import { orderedBounds } from '../../engine/scenarioStories.ts';
import { CALIBRATION, PLAUSIBLE, type CalibrationSpec } from './calibration-spec.ts';
import { nelderMead, seededRandom } from './nelderMead.ts';

interface TableRow {
  kpi: string;
  low_case: { value: number; status: KpiStatus };
  high_case: { value: number; status: KpiStatus };
  baseline: { value: number; status: KpiStatus };
}

export interface LeverChange {
  driver: string;
  name: string;
  unit: string;
  baseline: number;
  value: number;
  kind: 'stated' | 'calibrated';
}

export interface CalibrationResult {
  scenario: CalibrationSpec['scenario'];
  /** The values the scenario sets: for Baseline the catalog's values, for the cases their key_drivers. */
  drivers: Record<string, number>;
  /** Every lever that differs from Baseline (for Baseline: from the catalog before calibration). */
  levers: LeverChange[];
  revenue: { year: 2026 | 2030; target: number; ours: number }[];
  statusMismatches: { kpi: string; want: KpiStatus; got: KpiStatus | undefined; value: number | null | undefined }[];
  loss: number;
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

/** Three significant digits: a calibrated lever reads as an estimate, not as a fitted constant. */
function roundLever(value: number): number {
  return Number(value.toPrecision(3));
}

/** Cost of a KPI outside the status of the specification's table: a missed status outweighs closeness to the seed values. */
const MISSED_STATUS = 5;

/** Cost of moving a lever off Baseline, so a case moves the few levers its story needs. */
const LEVER_MOVE_COST = 0.3;

interface SearchBox {
  id: string;
  from: number;
  to: number;
}

/**
 * Search boxes of the free levers. A case's lever runs from Baseline's value (x = 0) to the far end
 * of its side (x = 1), so "unchanged" is a reachable point, not a limit; Baseline's own levers run
 * across their plausibility box.
 */
function searchBoxes(spec: CalibrationSpec, reference: Record<string, number>): SearchBox[] {
  return spec.free.map((id) => {
    const driver = DRIVER_BY_ID.get(id);
    const plausible = PLAUSIBLE[id];
    if (!driver || !plausible) throw new Error(`calibration: unknown free lever ${id}`);
    if (spec.side === 'reference') return { id, from: plausible[0], to: plausible[1] };
    const base = reference[id] as number;
    const [lo, hi] = orderedBounds(driver, spec.side, base);
    const far = lo === base ? Math.min(hi, plausible[1]) : Math.max(lo, plausible[0]);
    return { id, from: base, to: far };
  });
}

function calibrate(session: ModelSession, spec: CalibrationSpec, table: TableRow[], reference: Record<string, number>, starts: number) {
  const boxes = searchBoxes(spec, reference);
  const clamp01 = (x: number) => Math.min(1, Math.max(0, x));
  const decode = (x: number[]) => Object.fromEntries(boxes.map((b, i) => [b.id, b.from + (b.to - b.from) * clamp01(x[i] as number)]));
  const score = (values: Record<string, number>, moved: number) => {
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
      if (value < lo) loss += MISSED_STATUS + 200 * ((lo - value) / scale) ** 2;
      if (value > hi) loss += MISSED_STATUS + 200 * ((value - hi) / scale) ** 2;
      loss += 0.1 * ((value - want.value) / scale) ** 2;
    }
    loss += LEVER_MOVE_COST * moved;
    return Number.isFinite(loss) ? loss : 1e9;
  };
  const movedBy = (x: number[]) => (spec.side === 'reference' ? 0 : x.reduce((s, v) => s + clamp01(v), 0));
  const objective = (x: number[]) => score(decode(x), movedBy(x));
  // Deterministic multi-start: Baseline's current values (or "unchanged" for a case), then seeded points of the box.
  const random = seededRandom(20261125);
  const origin = boxes.map((b) => (spec.side === 'reference' ? clamp01(((reference[b.id] as number) - b.from) / (b.to - b.from)) : 0));
  let best = origin;
  let bestLoss = Infinity;
  for (let start = 0; start < starts; start += 1) {
    let x = start === 0 ? origin : boxes.map(() => random());
    for (let round = 0; round < 3; round += 1) x = nelderMead(objective, x, 600, 0.2);
    const loss = objective(x);
    if (loss < bestLoss) [best, bestLoss] = [x, loss];
  }
  const calibrated = Object.fromEntries(Object.entries(decode(best)).map(([id, v]) => [id, roundLever(v)]));
  const moved = boxes.reduce((s, b) => s + (b.to === b.from ? 0 : Math.abs(((calibrated[b.id] as number) - b.from) / (b.to - b.from))), 0);
  return { calibrated, loss: score(calibrated, spec.side === 'reference' ? 0 : moved) };
}

function describeLevers(values: Record<string, number>, reference: Record<string, number>, stated: Record<string, number>): LeverChange[] {
  return Object.entries(values)
    .filter(([id, value]) => DRIVER_BY_ID.get(id)?.role !== 'target' && value !== reference[id])
    .map(([id, value]) => {
      const driver = DRIVER_BY_ID.get(id);
      return { driver: id, name: driver?.name ?? id, unit: driver?.unit ?? '', baseline: reference[id] as number, value, kind: id in stated ? 'stated' : 'calibrated' };
    });
}

export function runCalibration(root: string, only?: string, starts = 6): CalibrationResult[] {
  const parsed = parseActualsCsv(fs.readFileSync(path.join(root, 'fixtures/baseline-2024-2025.csv'), 'utf8'));
  if (!parsed.ok) throw new Error('baseline CSV does not parse');
  const table = (JSON.parse(fs.readFileSync(path.join(root, 'fixtures/kpi-table-2026.json'), 'utf8')) as { rows: TableRow[] }).rows;
  const catalog = baselineDriverValues();
  let reference = catalog;
  const results: CalibrationResult[] = [];
  for (const spec of CALIBRATION.filter((c) => !only || c.scenario === only)) {
    const start = spec.side === 'reference' ? { ...catalog, ...spec.stated } : { ...reference, ...spec.stated };
    const session = createModelSession({ actuals: parsed.actuals, drivers: start });
    const { calibrated, loss } = calibrate(session, spec, table, start, starts);
    session.setDrivers(calibrated);
    const years = session.years();
    const kpis = new Map(session.kpis(2026).map((k) => [k.id, k]));
    session.destroy();
    const all = { ...start, ...calibrated };
    const drivers = spec.side === 'reference' ? all : Object.fromEntries(Object.entries(all).filter(([id, v]) => v !== reference[id] || id in spec.stated));
    results.push({
      scenario: spec.scenario,
      drivers,
      levers: describeLevers(all, spec.side === 'reference' ? catalog : reference, spec.stated),
      revenue: [
        { year: 2026, target: spec.revenue2026, ours: years[2026]?.total_revenue ?? NaN },
        { year: 2030, target: spec.revenue2030, ours: years[2030]?.total_revenue ?? NaN },
      ],
      statusMismatches: table
        .filter((row) => kpis.get(row.kpi)?.status !== row[spec.scenario].status)
        .map((row) => ({ kpi: row.kpi, want: row[spec.scenario].status, got: kpis.get(row.kpi)?.status, value: kpis.get(row.kpi)?.value })),
      loss,
    });
    if (spec.side === 'reference') reference = all;
  }
  return results;
}

/** The human-readable report: which levers each case moved, by how much, and what it reaches. */
export function calibrationReport(results: readonly CalibrationResult[]): string {
  const out: string[] = [];
  const pct = (from: number, to: number) => (from === 0 ? 'n/a' : `${to >= from ? '+' : ''}${(((to - from) / Math.abs(from)) * 100).toFixed(1)} %`);
  for (const r of results) {
    out.push(`${r.scenario} (loss ${r.loss.toFixed(3)})`);
    for (const rev of r.revenue) {
      out.push(`  revenue ${rev.year}: ${Math.round(rev.ours).toLocaleString('en-US')} against ${rev.target.toLocaleString('en-US')} (${pct(rev.target, rev.ours)})`);
    }
    out.push(`  levers ${r.scenario === 'baseline' ? 'changed in the catalog' : 'moved from Baseline'}:`);
    if (r.levers.length === 0) out.push('    none');
    for (const l of r.levers) {
      out.push(`    ${l.kind.padEnd(10)} ${l.driver.padEnd(44)} ${String(l.baseline).padStart(10)} → ${String(l.value).padEnd(10)} ${l.unit.padEnd(18)} ${pct(l.baseline, l.value)}`);
    }
    out.push(`  KPI statuses unlike the specification's table: ${r.statusMismatches.length === 0 ? 'none' : ''}`);
    for (const m of r.statusMismatches) out.push(`    ${m.kpi}: ${m.got} (${m.value?.toFixed(2)}), table says ${m.want}`);
  }
  return out.join('\n');
}
