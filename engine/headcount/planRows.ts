import { DEFAULT_PLAN_DRIVERS } from './defaultPlan.ts';
import { DEFAULT_DEPARTMENTS, type Department } from './plan.ts';
import type { CostSeries, HeadcountSeries } from './series.ts';

/**
 * The rows of the Monthly sheet a headcount plan fills: people and cost, in all and per department
 * (`heads_sales`, `cost_sales` …). Line formulas read them by name (FTEs, sales reps, employees);
 * both evaluators fill them from the plan's arithmetic (series.ts), the Excel export from live
 * formulas of its Headcount sheet (engine/workbook/headcountSheet.ts).
 */
export function planRowIds(departments: readonly Department[] = DEFAULT_DEPARTMENTS): string[] {
  return ['plan_heads', 'plan_cost', ...departments.flatMap((d) => [`heads_${d.id}`, `cost_${d.id}`])];
}

export const PLAN_ROWS: readonly string[] = planRowIds();

/** The values of a plan row, column 0 December 2025 (people only; no cost in the actual month). */
export function planRowValues(series: HeadcountSeries, id: string): Float64Array {
  if (id === 'plan_heads') return series.total.heads;
  if (id === 'plan_cost') return series.total.cost;
  const match = /^(heads|cost)_(.+)$/.exec(id);
  const department = match ? series.byDepartment.get(match[2] as string) : undefined;
  if (!match || !department) throw new Error(`${id} is no row of the headcount plan`);
  return match[1] === 'heads' ? department.heads : (department as CostSeries).cost;
}

/** Drivers the plan's arithmetic reads besides the plan: raises that follow, accident insurance, the hiring delay. */
export const PLAN_PARAMETER_DRIVERS: readonly string[] = ['employee_cost_growth_annual', 'accident_insurance_rate', 'hiring_delay_months'];

/**
 * Every driver a plan row can move: the parameters, and the drivers a scenario's plan is generated
 * from while it has none of its own. The formula graph of the model (what a driver reaches) counts
 * them as the plan rows' inputs.
 */
export const PLAN_INPUT_DRIVERS: readonly string[] = [...DEFAULT_PLAN_DRIVERS, ...PLAN_PARAMETER_DRIVERS];
