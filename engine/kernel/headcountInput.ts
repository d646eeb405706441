import { DEFAULT_PLAN_DRIVERS, planOfTargets, planTargets } from '../headcount/defaultPlan.ts';
import type { HeadcountPlan } from '../headcount/plan.ts';
import { preparePlan, PLAN_COLUMNS, type PreparedPlan } from '../headcount/series.ts';
import { PLAN_PARAMETER_DRIVERS, planDriverValue, planRowIds, planRowsInto } from '../headcount/planRows.ts';
import type { Layout } from '../workbook/compile.ts';

/**
 * The kernel's input from the headcount plan: the Monthly sheet's plan rows (people and cost, in
 * all and per department, engine/headcount/planRows.ts), from the plan's arithmetic, as the
 * session's workbook holds them. Filled before each evaluation from the plan and the driver vector,
 * and only recomputed when what they depend on changed: the plan, Employee Cost Growth and Accident
 * Insurance (each position's cost per person), the hiring delay (who is employed when) and, for a
 * scenario without its own plan, the drivers the plan is generated from. A forecast-range draw that
 * moves only the hiring delay redoes only the last step; goal seek and attribution, which go back
 * and forth between a few driver sets, find their plans in small caches.
 */
export interface HeadcountInput {
  /** The scenario's plan; null: the plan generated from each evaluated driver vector. */
  set(plan: HeadcountPlan | null): void;
  /** Writes the plan rows for `drivers` into the kernel's Monthly array. */
  fill(drivers: Float64Array, monthly: Float64Array): void;
}

/** Entries each cache keeps: attribution alternates between the subsets of two driver sets. */
const CACHED = 8;
/**
 * Generated plans kept by their targets: a forecast-range run's FTE-plan draws round to a few
 * hundred distinct plans at most; the cache starts over when it is full.
 */
const GENERATED_KEPT = 1024;

/** A few values by the numbers they were computed from, the latest used first. */
function recentlyUsed<T>(): (key: readonly unknown[], make: () => T) => T {
  const entries: { key: readonly unknown[]; value: T }[] = [];
  return (key, make) => {
    const at = entries.findIndex((entry) => entry.key.every((part, i) => Object.is(part, key[i])));
    const found = at >= 0 ? (entries.splice(at, 1)[0] as { key: readonly unknown[]; value: T }) : { key, value: make() };
    entries.unshift(found);
    if (entries.length > CACHED) entries.pop();
    return found.value;
  };
}

export function headcountInput(layout: Layout, driverIndex: ReadonlyMap<string, number>): HeadcountInput {
  /**
   * Reads a plan driver from the vector; a definition without it (published before the plan) reads
   * the shipped baseline (planDriverValue).
   */
  const reader = (id: string): ((drivers: Float64Array) => number) => {
    const at = driverIndex.get(id);
    if (at !== undefined) return (drivers) => drivers[at] as number;
    const fixed = planDriverValue({}, id);
    return () => fixed;
  };
  const [growthOf, accidentOf, delayOf] = PLAN_PARAMETER_DRIVERS.map(reader) as [(d: Float64Array) => number, (d: Float64Array) => number, (d: Float64Array) => number];
  const generatorOf = DEFAULT_PLAN_DRIVERS.map(reader);
  const { departments } = layout.definition;
  const ids = planRowIds(departments);
  const rows = ids.map(() => new Float64Array(PLAN_COLUMNS));
  const rowStart = ids.map((id) => ((layout.rows.Monthly.get(id) as number) - 1) * PLAN_COLUMNS);

  let saved: HeadcountPlan | null = null;
  const generated = new Map<string, HeadcountPlan>();
  const prepared = recentlyUsed<PreparedPlan>();
  let written: { prepared: PreparedPlan; delay: number } | null = null;

  const planFor = (drivers: Float64Array): HeadcountPlan => {
    if (saved) return saved;
    const targets = planTargets(Object.fromEntries(DEFAULT_PLAN_DRIVERS.map((id, k) => [id, (generatorOf[k] as (d: Float64Array) => number)(drivers)])));
    const key = `${targets.costPerFte}|${targets.ftes.join(',')}|${targets.reps.join(',')}`;
    let plan = generated.get(key);
    if (!plan) {
      if (generated.size >= GENERATED_KEPT) generated.clear();
      plan = planOfTargets(targets);
      generated.set(key, plan);
    }
    return plan;
  };

  return {
    set(plan) {
      saved = plan;
    },
    fill(drivers, monthly) {
      const plan = planFor(drivers);
      const costGrowth = growthOf(drivers);
      const accidentRate = accidentOf(drivers);
      const ready = prepared([plan, costGrowth, accidentRate], () => preparePlan(plan, { costGrowth, accidentRate }, departments));
      const delay = delayOf(drivers);
      if (written?.prepared === ready && written.delay === delay) return;
      planRowsInto(ready, delay, rows);
      rows.forEach((row, r) => monthly.set(row, rowStart[r] as number));
      written = { prepared: ready, delay };
    },
  };
}
