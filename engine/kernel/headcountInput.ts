import { DEFAULT_PLAN_DRIVERS, generatedPlan } from '../headcount/defaultPlan.ts';
import type { HeadcountPlan } from '../headcount/plan.ts';
import { preparePlan, seriesOfPlan, PLAN_COLUMNS, type PreparedPlan } from '../headcount/series.ts';
import { PLAN_ROWS, planRowValues } from '../headcount/planRows.ts';
import type { Layout } from '../workbook/compile.ts';

/**
 * The kernel's input from the headcount plan: the Monthly sheet's plan rows (people and cost, in
 * all and per department, engine/headcount/planRows.ts), from the plan's arithmetic
 * (engine/headcount/series.ts), as the session's workbook holds them. Filled before each evaluation from
 * the plan and the driver vector, and only recomputed when what they depend on changed: the plan,
 * Employee Cost Growth and Accident Insurance (each position's cost per person), the hiring delay
 * (who is employed when) and, for a scenario without its own plan, the drivers the plan is
 * generated from. A forecast-range draw that moves only the hiring delay redoes only the last step.
 */
export interface HeadcountInput {
  /** The scenario's plan; null: the plan generated from each evaluated driver vector. */
  set(plan: HeadcountPlan | null): void;
  /** Writes the plan rows for `drivers` into the kernel's Monthly array. */
  fill(drivers: Float64Array, monthly: Float64Array): void;
}

export function headcountInput(layout: Layout, driverIndex: ReadonlyMap<string, number>): HeadcountInput {
  const index = (id: string): number => {
    const found = driverIndex.get(id);
    if (found === undefined) throw new Error(`The headcount plan needs driver ${id}`);
    return found;
  };
  const growthAt = index('employee_cost_growth_annual');
  const accidentAt = index('accident_insurance_rate');
  const delayAt = index('hiring_delay_months');
  const generatorAt = DEFAULT_PLAN_DRIVERS.map(index);
  const rowStart = PLAN_ROWS.map((id) => ((layout.rows.Monthly.get(id) as number) - 1) * PLAN_COLUMNS);

  let saved: HeadcountPlan | null = null;
  let generated: { key: string; plan: HeadcountPlan } | null = null;
  let prepared: { plan: HeadcountPlan; growth: number; accident: number; value: PreparedPlan } | null = null;
  let written: { prepared: PreparedPlan; delay: number } | null = null;

  const planFor = (drivers: Float64Array): HeadcountPlan => {
    if (saved) return saved;
    const key = generatorAt.map((i) => drivers[i]).join('|');
    if (generated?.key !== key) {
      generated = { key, plan: generatedPlan(Object.fromEntries(DEFAULT_PLAN_DRIVERS.map((id, k) => [id, drivers[generatorAt[k] as number] as number]))) };
    }
    return generated.plan;
  };

  return {
    set(plan) {
      saved = plan;
    },
    fill(drivers, monthly) {
      const plan = planFor(drivers);
      const growth = drivers[growthAt] as number;
      const accident = drivers[accidentAt] as number;
      if (prepared?.plan !== plan || prepared.growth !== growth || prepared.accident !== accident) {
        prepared = { plan, growth, accident, value: preparePlan(plan, { costGrowth: growth, accidentRate: accident }) };
      }
      const delay = drivers[delayAt] as number;
      if (written?.prepared === prepared.value && written.delay === delay) return;
      const series = seriesOfPlan(prepared.value, delay);
      PLAN_ROWS.forEach((id, r) => monthly.set(planRowValues(series, id), rowStart[r] as number));
      written = { prepared: prepared.value, delay };
    },
  };
}
