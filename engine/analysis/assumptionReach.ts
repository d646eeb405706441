import { MODEL_DEFINITION } from '../model/definition.ts';
import { PNL_ROWS, type PnlRow } from '../model/statements.ts';
import { referencesOf } from '../formula/translate.ts';
import { PLAN_INPUT_DRIVERS, planRowIds } from '../headcount/planRows.ts';

/**
 * Which P&L lines each assumption reaches through the formula graph of the model definition
 * (lines and derived values naming it, directly or through other lines, and through the
 * headcount plan's rows for the drivers they read). This is the structure
 * behind the Business Assumptions Documentation's "P&L Connected" count (part 1 §2); the size of
 * each effect comes from the workbook (impact per +1%).
 */

/** The shipped definition's graph: the documentation's P&L rows (PNL_ROWS) are the shipped model's. */
function dependenciesByName(): Map<string, string[]> {
  const { lines, derived, departments } = MODEL_DEFINITION;
  const deps = new Map<string, string[]>();
  for (const line of lines) {
    const refs = [...referencesOf(line.formula), ...(line.opening ? referencesOf(line.opening) : [])];
    deps.set(line.id, [...new Set(refs.map((r) => r.id))]);
  }
  for (const value of derived) deps.set(value.id, referencesOf(value.formula).map((r) => r.id));
  for (const row of planRowIds(departments)) deps.set(row, [...PLAN_INPUT_DRIVERS]);
  return deps;
}

function closureOf(start: string, deps: ReadonlyMap<string, readonly string[]>): Set<string> {
  const seen = new Set<string>();
  const stack = [start];
  while (stack.length > 0) {
    const name = stack.pop() as string;
    if (seen.has(name)) continue;
    seen.add(name);
    for (const dep of deps.get(name) ?? []) stack.push(dep);
  }
  return seen;
}

let reachCache: ReadonlyMap<string, readonly PnlRow[]> | undefined;

/** Name (driver, derived value or line) → the P&L rows whose formulas depend on it, in statement order. */
export function pnlReachByName(): ReadonlyMap<string, readonly PnlRow[]> {
  if (reachCache) return reachCache;
  const deps = dependenciesByName();
  const reach = new Map<string, PnlRow[]>();
  for (const row of PNL_ROWS) {
    for (const name of closureOf(row, deps)) {
      const rows = reach.get(name) ?? [];
      rows.push(row);
      reach.set(name, rows);
    }
  }
  reachCache = reach;
  return reach;
}

/** The P&L rows an assumption reaches; empty for one that feeds no P&L formula (e.g. historical rides). */
export function pnlLinesReachedBy(assumptionId: string): readonly PnlRow[] {
  return pnlReachByName().get(assumptionId) ?? [];
}

export interface TraceabilityCoverage {
  /** Assumptions documented. */
  total: number;
  /** Assumptions that reach at least one P&L line. */
  connected: number;
  /** connected ÷ total in percent; 0 without assumptions. */
  coveragePercent: number;
}

export function traceabilityCoverage(assumptionIds: readonly string[]): TraceabilityCoverage {
  const connected = assumptionIds.filter((id) => pnlLinesReachedBy(id).length > 0).length;
  return { total: assumptionIds.length, connected, coveragePercent: assumptionIds.length === 0 ? 0 : (connected / assumptionIds.length) * 100 };
}
