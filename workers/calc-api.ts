import {
  createModelSession, initialDriverValues,
  type KpiResult, type ModelSession, type ReconciliationRow, type Statement, type YearRecord, type Period,
} from '../engine/session/session.ts';
import { parseActualsCsv } from '../engine/actuals/csv.ts';
import type { Actuals } from '../engine/actuals/schema.ts';
import type { CellRef } from '../engine/session/cellRef.ts';
import type { Explanation } from '../engine/session/explain.ts';
import type { AssumptionEntry, AssumptionMapping, PnlTraceItem } from '../engine/session/traceability.ts';
import { KPI_YEARS } from '../engine/workbook/compile.ts';

/** Everything a screen shows after a change, in one round trip. */
export interface ModelSnapshot {
  version: number;
  drivers: Record<string, number>;
  years: Record<number, YearRecord>;
  kpis: Record<number, KpiResult[]>;
  reconciliation: ReconciliationRow[];
}

/**
 * What the UI may ask of the model: plain data in and out (it crosses Comlink). One engine session
 * per worker; the same API is hosted by the browser worker and, for the benchmark, a Node thread.
 */
export interface CalcApi {
  /**
   * Builds the session from actuals (CSV text or parsed) and the values a scenario (plus drafts)
   * sets over the driver catalog.
   */
  load(input: { actuals: Actuals | string; overrides: Record<string, number> }): ModelSnapshot;
  /**
   * Resets every driver to catalog + baseline data + `overrides` in one batch (switching scenario,
   * editing a draft). Throws with the driver's name when a value is refused.
   */
  applyOverrides(overrides: Record<string, number>): ModelSnapshot;
  /** Changes some drivers, keeping the others (validated like applyOverrides). */
  setDrivers(drivers: Record<string, number>): ModelSnapshot;
  snapshot(): ModelSnapshot;
  statement(options: { period: Period; from?: string; to?: string; lines?: readonly string[] }): Statement;
  explain(ref: CellRef, options?: { impacts?: boolean }): Explanation;
  pnlTraceability(year: number): { year: number; pnl_line_items: PnlTraceItem[] };
  assumptionMappings(year: number): AssumptionMapping[];
  assumptions(): AssumptionEntry[];
}

function toActuals(input: Actuals | string): Actuals {
  if (typeof input !== 'string') return input;
  const parsed = parseActualsCsv(input);
  if (!parsed.ok) throw new Error(`Actuals do not parse: line ${parsed.errors[0]?.line}: ${parsed.errors[0]?.message}`);
  return parsed.actuals;
}

export function createCalcApi(): CalcApi {
  let session: ModelSession | undefined;
  let actualsInUse: Actuals | undefined;
  let version = 0;
  const current = (): ModelSession => {
    if (!session) throw new Error('The model is not loaded yet');
    return session;
  };
  const snapshot = (): ModelSnapshot => {
    const s = current();
    return {
      version,
      drivers: s.driverValues(),
      years: s.years(),
      kpis: Object.fromEntries(KPI_YEARS.map((year) => [year, s.kpis(year)])),
      reconciliation: s.reconciliation(),
    };
  };
  return {
    load({ actuals, overrides }) {
      const parsed = toActuals(actuals);
      session?.destroy();
      session = createModelSession({ actuals: parsed, drivers: overrides });
      actualsInUse = parsed;
      version += 1;
      return snapshot();
    },
    applyOverrides(overrides) {
      if (!actualsInUse) throw new Error('The model is not loaded yet');
      current().setDrivers(initialDriverValues(actualsInUse, overrides));
      version += 1;
      return snapshot();
    },
    setDrivers(drivers) {
      current().setDrivers(drivers);
      version += 1;
      return snapshot();
    },
    snapshot,
    statement: (options) => current().statement(options),
    explain: (ref, options) => current().explain(ref, options),
    pnlTraceability: (year) => current().pnlTraceability(year),
    assumptionMappings: (year) => current().assumptionMappings(year),
    assumptions: () => current().assumptions(),
  };
}
