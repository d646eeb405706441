import * as Comlink from 'comlink';
import { KPIS } from '../engine/model/kpis.ts';
import type { KpiDef, KpiStatus } from '../engine/model/types.ts';
import { kpiResultOf, type KpiResult } from '../engine/session/kpiResults.ts';
import type { ModelSnapshot } from './calc-api.ts';

/**
 * How a model snapshot crosses between the worker and the page. Its KPI results are 40 KPIs in six
 * years, each with the definition's name, description, definition, benchmark and remedy texts:
 * four fifths of the snapshot, the same in every snapshot. Copying them on every slider preview
 * cost the page about a millisecond of its frame (issue 26), so only the figures and the KPIs' ids
 * cross, and the page rebuilds each result with the one recipe (kpiResultOf) from the KPI's
 * definition: the shipped model's, or the published definition's (registerWireKpis).
 */
type WireKpi = [value: number | null, display: string | null, base2025: number | null, base2025Display: string | null, status: KpiStatus];

/** A year's KPI figures and its closed months. */
interface WireYear {
  closedMonths: number;
  figures: WireKpi[];
}

export interface WireSnapshot extends Omit<ModelSnapshot, 'kpis'> {
  kpis: Record<number, WireYear>;
  /** The KPIs of every year's figures, in their order. */
  kpiIds: string[];
}

/** The KPI definitions the page rebuilds results from, by id: the shipped model's and those of the definitions it loaded. */
const wireKpis = new Map<string, KpiDef>(KPIS.map((kpi) => [kpi.id, kpi]));

/**
 * The result rebuilt last for each KPI and year, with the figures it was built from: a preview
 * that leaves a KPI as it was (the actual years, most KPIs of a narrow driver) gets the same
 * object back instead of a new one, 240 of them on every move of a slider.
 */
const rebuilt = new Map<string, { figures: WireKpi; closedMonths: number; result: KpiResult }>();

const sameFigures = (a: WireKpi, b: WireKpi) => a.every((value, index) => Object.is(value, b[index]));

/** The page tells the wire the KPIs of a definition it loads into the worker (a published model's new or changed KPIs). */
export function registerWireKpis(kpis: readonly KpiDef[]): void {
  for (const kpi of kpis) wireKpis.set(kpi.id, kpi);
  rebuilt.clear();
}

export function snapshotToWire(snapshot: ModelSnapshot): WireSnapshot {
  const kpis: Record<number, WireYear> = {};
  let kpiIds: string[] = [];
  for (const [year, results] of Object.entries(snapshot.kpis)) {
    kpiIds = results.map((r) => r.id);
    kpis[Number(year)] = { closedMonths: results[0]?.closed_months ?? 0, figures: results.map((r) => [r.value, r.display, r.base2025, r.base2025_display, r.status]) };
  }
  return { ...snapshot, kpis, kpiIds };
}

export function snapshotFromWire(wire: WireSnapshot): ModelSnapshot {
  const { kpiIds, ...rest } = wire;
  const kpis: Record<number, KpiResult[]> = {};
  for (const [year, { closedMonths, figures }] of Object.entries(wire.kpis)) {
    kpis[Number(year)] = figures.map((wireFigures, index) => {
      const kpi = wireKpis.get(kpiIds[index] ?? '');
      if (!kpi) throw new Error(`The worker sent a KPI the page does not know (${kpiIds[index] ?? `position ${index}`})`);
      const key = `${kpi.id}\u0000${year}`;
      const last = rebuilt.get(key);
      if (last && last.closedMonths === closedMonths && sameFigures(last.figures, wireFigures)) return last.result;
      const [value, display, base2025, base2025Display, status] = wireFigures;
      const result = kpiResultOf(kpi, Number(year), { value, display, base2025, base2025_display: base2025Display, status, closed_months: closedMonths });
      rebuilt.set(key, { figures: wireFigures, closedMonths, result });
      return result;
    });
  }
  return { ...rest, kpis };
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
