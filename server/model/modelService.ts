import { parseActualsCsv } from '../../engine/actuals/csv.ts';
import type { Actuals } from '../../engine/actuals/schema.ts';
import {
  createModelSession, initialDriverValues,
  type KpiResult, type ModelSession, type ReconciliationRow, type YearRecord,
} from '../../engine/session/session.ts';
import { KPI_YEARS } from '../../engine/workbook/compile.ts';
import type { BaselineRepo } from '../repos/baseline.ts';

/** The figures most routes read for one set of drivers. */
export interface Figures {
  years: Record<number, YearRecord>;
  kpis: Record<number, KpiResult[]>;
  reconciliation: ReconciliationRow[];
}

/**
 * The server's one door to the model. It holds one engine session on the newest baseline and
 * sets it to a driver set per request (Node runs one request's model work at a time, and
 * setDrivers only recalculates what a changed driver reaches). Results can be cached under a
 * key that names what was read and the scenario version it was read for, e.g.
 * `figures:baseline@3`; the baseline version is part of every key, so a cache never serves
 * numbers for an older scenario or baseline.
 */
export interface ModelService {
  /** The actuals every forecast uses and their version. */
  baseline(): { version: number; actuals: Actuals };
  /** Re-reads the newest baseline version (after a save) and forgets every cached result. */
  reloadBaseline(): void;
  /**
   * Runs `read` on the session set to catalog + baseline + `overrides`. Refused overrides throw
   * the engine's DriverInputError, which the error handler answers with 400 naming the driver.
   */
  compute<T>(overrides: Record<string, number>, read: (session: ModelSession) => T): T;
  /** compute(), remembered under `key` for the current baseline version. */
  cached<T>(key: string, overrides: Record<string, number>, read: (session: ModelSession) => T): T;
  /** Years, KPIs (2025–2030) and reconciliation, cached under `figures:${key}`. */
  figures(key: string, overrides: Record<string, number>): Figures;
}

const CACHE_LIMIT = 256;

function parseBaseline(csv: string, version: number): Actuals {
  const parsed = parseActualsCsv(csv);
  if (!parsed.ok) {
    const first = parsed.errors[0];
    throw new Error(`baseline version ${version} does not parse: line ${first?.line}: ${first?.message}`);
  }
  return parsed.actuals;
}

export function createModelService(baselines: BaselineRepo): ModelService {
  let current = { version: 0, actuals: undefined as Actuals | undefined };
  let session: ModelSession | undefined;
  const cache = new Map<string, unknown>();

  function load(): { version: number; actuals: Actuals } {
    const row = baselines.current();
    if (!current.actuals || current.version !== row.version) {
      current = { version: row.version, actuals: parseBaseline(row.csv, row.version) };
      session?.destroy();
      session = undefined;
      cache.clear();
    }
    return { version: current.version, actuals: current.actuals as Actuals };
  }

  const service: ModelService = {
    baseline: load,
    reloadBaseline() {
      current = { version: 0, actuals: undefined };
      load();
    },
    compute(overrides, read) {
      const { actuals } = load();
      const values = initialDriverValues(actuals, overrides);
      session ??= createModelSession({ actuals, drivers: overrides });
      session.setDrivers(values);
      return read(session);
    },
    cached(key, overrides, read) {
      const { version } = load();
      const fullKey = `baseline@${version}|${key}`;
      if (cache.has(fullKey)) {
        const hit = cache.get(fullKey);
        // Re-insert to keep the map in least-recently-used order.
        cache.delete(fullKey);
        cache.set(fullKey, hit);
        return hit as ReturnType<typeof read>;
      }
      const result = service.compute(overrides, read);
      cache.set(fullKey, result);
      if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
      return result;
    },
    figures(key, overrides) {
      return service.cached(`figures:${key}`, overrides, (s) => ({
        years: s.years(),
        kpis: Object.fromEntries(KPI_YEARS.map((year) => [year, s.kpis(year)])),
        reconciliation: s.reconciliation(),
      }));
    },
  };
  return service;
}
