import { referencesOf } from '../formula/translate.ts';
import { MODEL_DEFINITION, type ModelDefinition } from '../model/definition.ts';
import { tablesOf } from '../model/tables.ts';
import { PLAN_INPUT_DRIVERS, planRowIds } from '../headcount/planRows.ts';

/**
 * The drivers that can move a figure (an annual line or a KPI): those its formulas reach through
 * the model definition — lines (their monthly, opening and actual-month formulas), derived values,
 * annual-only lines and KPIs, every reference counted whatever the period it reads; the headcount
 * plan's rows read the drivers of engine/headcount/planRows.ts. A driver
 * outside this set leaves the figure exactly as it is in every evaluation, so gap attribution
 * gives it no contribution without evaluating it.
 */

const graphs = new WeakMap<ModelDefinition, ReadonlyMap<string, readonly string[]>>();

function dependencies(definition: ModelDefinition): ReadonlyMap<string, readonly string[]> {
  const known = graphs.get(definition);
  if (known) return known;
  const edges = new Map<string, Set<string>>();
  const add = (id: string, ...formulas: (string | undefined)[]) => {
    const names = edges.get(id) ?? new Set<string>();
    for (const formula of formulas) if (formula !== undefined) for (const ref of referencesOf(formula)) names.add(ref.id);
    edges.set(id, names);
  };
  const { derived, lines, actualDerived, annualExtras, kpis, departments } = definition;
  for (const d of derived) add(d.id, d.formula);
  for (const line of lines) add(line.id, line.formula, line.opening);
  for (const row of actualDerived) add(row.id, row.formula, row.firstMonth);
  for (const extra of annualExtras) add(extra.id, extra.formula);
  for (const kpi of kpis) add(kpi.id, kpi.formula);
  for (const row of planRowIds(departments)) edges.set(row, new Set(PLAN_INPUT_DRIVERS));
  const graph = new Map([...edges].map(([id, names]): [string, string[]] => [id, [...names]]));
  graphs.set(definition, graph);
  return graph;
}

const reached = new WeakMap<ModelDefinition, Map<string, ReadonlySet<string>>>();

/** The drivers a figure's formulas reach in `definition` (remembered per definition and figure). */
export function driversReaching(figure: string, definition: ModelDefinition = MODEL_DEFINITION): ReadonlySet<string> {
  let known = reached.get(definition);
  if (!known) reached.set(definition, known = new Map());
  const cached = known.get(figure);
  if (cached) return cached;
  const drivers = reach(figure, definition);
  known.set(figure, drivers);
  return drivers;
}

function reach(figure: string, definition: ModelDefinition): ReadonlySet<string> {
  const deps = dependencies(definition);
  const seen = new Set<string>();
  const stack = [figure];
  while (stack.length > 0) {
    const name = stack.pop() as string;
    if (seen.has(name)) continue;
    seen.add(name);
    for (const next of deps.get(name) ?? []) stack.push(next);
  }
  const { driverById } = tablesOf(definition);
  return new Set([...seen].filter((name) => driverById.has(name)));
}
