import { referencesOf } from '../formula/translate.ts';
import { MODEL_DEFINITION } from '../kernel/modelPlan.ts';
import { DRIVER_BY_ID } from '../model/drivers.ts';

/**
 * The drivers that can move a figure (an annual line or a KPI): those its formulas reach through
 * the model definition — lines (their monthly, opening and actual-month formulas), derived values,
 * annual-only lines and KPIs, every reference counted whatever the period it reads. A driver
 * outside this set leaves the figure exactly as it is in every evaluation, so gap attribution
 * gives it no contribution without evaluating it.
 */

let graph: ReadonlyMap<string, readonly string[]> | undefined;

function dependencies(): ReadonlyMap<string, readonly string[]> {
  if (graph) return graph;
  const edges = new Map<string, Set<string>>();
  const add = (id: string, ...formulas: (string | undefined)[]) => {
    const names = edges.get(id) ?? new Set<string>();
    for (const formula of formulas) if (formula !== undefined) for (const ref of referencesOf(formula)) names.add(ref.id);
    edges.set(id, names);
  };
  const { derived, lines, actualDerived, annualExtras, kpis } = MODEL_DEFINITION;
  for (const d of derived) add(d.id, d.formula);
  for (const line of lines) add(line.id, line.formula, line.opening);
  for (const row of actualDerived) add(row.id, row.formula, row.firstMonth);
  for (const extra of annualExtras) add(extra.id, extra.formula);
  for (const kpi of kpis) add(kpi.id, kpi.formula);
  graph = new Map([...edges].map(([id, names]) => [id, [...names]]));
  return graph;
}

export function driversReaching(figure: string): Set<string> {
  const deps = dependencies();
  const seen = new Set<string>();
  const stack = [figure];
  while (stack.length > 0) {
    const name = stack.pop() as string;
    if (seen.has(name)) continue;
    seen.add(name);
    for (const next of deps.get(name) ?? []) stack.push(next);
  }
  return new Set([...seen].filter((name) => DRIVER_BY_ID.has(name)));
}
