import * as Comlink from 'comlink';
import { KPIS } from '../engine/model/kpis.ts';
import type { KpiStatus } from '../engine/model/types.ts';
import { kpiResultOf, type KpiResult } from '../engine/session/kpiResults.ts';
import type { ModelSnapshot } from './calc-api.ts';

/**
 * How a model snapshot crosses between the worker and the page. Its KPI results are 40 KPIs in six
 * years, each with the definition's name, description, definition, benchmark and remedy texts:
 * four fifths of the snapshot, the same in every snapshot. Copying them on every slider preview
 * cost the page about a millisecond of its frame (issue 26), so only the figures cross, in the
 * order of KPIS, and the page rebuilds each result with the one recipe (kpiResultOf).
 */
type WireKpi = [value: number | null, display: string | null, base2025: number | null, base2025Display: string | null, status: KpiStatus];

/** A year's KPI figures and its closed months. */
interface WireYear {
  closedMonths: number;
  figures: WireKpi[];
}

export interface WireSnapshot extends Omit<ModelSnapshot, 'kpis'> {
  kpis: Record<number, WireYear>;
}

export function snapshotToWire(snapshot: ModelSnapshot): WireSnapshot {
  const kpis: Record<number, WireYear> = {};
  for (const [year, results] of Object.entries(snapshot.kpis)) {
    kpis[Number(year)] = { closedMonths: results[0]?.closed_months ?? 0, figures: results.map((r) => [r.value, r.display, r.base2025, r.base2025_display, r.status]) };
  }
  return { ...snapshot, kpis };
}

export function snapshotFromWire(wire: WireSnapshot): ModelSnapshot {
  const kpis: Record<number, KpiResult[]> = {};
  for (const [year, { closedMonths, figures }] of Object.entries(wire.kpis)) {
    kpis[Number(year)] = figures.map(([value, display, base2025, base2025Display, status], index) => {
      const kpi = KPIS[index];
      if (!kpi) throw new Error(`The worker sent a KPI the page does not know (position ${index})`);
      return kpiResultOf(kpi, Number(year), { value, display, base2025, base2025_display: base2025Display, status, closed_months: closedMonths });
    });
  }
  return { ...wire, kpis };
}

function isSnapshot(value: unknown): value is ModelSnapshot {
  return typeof value === 'object' && value !== null && 'version' in value && 'kpis' in value && 'years' in value && 'dashboard' in value;
}

/** Registers the snapshot's way across with Comlink; both ends (the worker and the page) call it once. */
export function registerSnapshotWire(): void {
  Comlink.transferHandlers.set('modelSnapshot', {
    canHandle: isSnapshot,
    serialize: (snapshot: ModelSnapshot) => [snapshotToWire(snapshot), []],
    deserialize: (wire) => snapshotFromWire(wire as WireSnapshot),
  });
}
