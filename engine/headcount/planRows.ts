import { DRIVER_BY_ID } from '../model/drivers.ts';
import { DEFAULT_PLAN_DRIVERS } from './defaultPlan.ts';
import type { Department, HeadcountPlan } from './plan.ts';
import { beginning, preparePlan, recruitingColumn, PLAN_COLUMNS, type HeadcountParameters, type PreparedPlan } from './series.ts';

/**
 * The rows of the Monthly sheet a headcount plan fills: people and cost, in all and per department
 * of the model definition (`heads_sales`, `cost_sales` …). Line formulas read them by name (FTEs,
 * sales reps, employees); both evaluators fill them from the plan's arithmetic (planRowsInto,
 * below), the Excel export from live formulas of its Headcount sheet
 * (engine/workbook/headcountSheet.ts).
 */
export function planRowIds(departments: readonly Department[]): string[] {
  return ['plan_heads', 'plan_cost', ...departments.flatMap(departmentRowIds)];
}

/** A department's plan rows: its people, then its cost. */
export function departmentRowIds(department: Department): [heads: string, cost: string] {
  return [`heads_${department.id}`, `cost_${department.id}`];
}

/** Drivers the plan's arithmetic reads besides the plan: raises that follow, accident insurance, the hiring delay. */
export const PLAN_PARAMETER_DRIVERS = ['employee_cost_growth_annual', 'accident_insurance_rate', 'hiring_delay_months'] as const;

/**
 * Every driver a plan row can move: the parameters, and the drivers a scenario's plan is generated
 * from while it has none of its own. The formula graph of the model (what a driver reaches) counts
 * them as the plan rows' inputs.
 */
export const PLAN_INPUT_DRIVERS: readonly string[] = [...DEFAULT_PLAN_DRIVERS, ...PLAN_PARAMETER_DRIVERS];

/**
 * A plan driver's value in a driver record. A model definition without the driver (a version
 * published before the headcount plan, or one a modeller removed it from) evaluates the plan at the
 * shipped catalog's baseline, so its figures stay what they were (docs/decisions.md).
 */
export function planDriverValue(drivers: Readonly<Record<string, number>>, id: string): number {
  const value = drivers[id] ?? DRIVER_BY_ID.get(id)?.baseline;
  if (value === undefined || !Number.isFinite(value)) throw new Error(`Driver ${id} has no value`);
  return value;
}

/** The drivers the plan's arithmetic reads, from a driver record. */
export function headcountParameters(drivers: Readonly<Record<string, number>>): HeadcountParameters {
  const [growth, accident, delay] = PLAN_PARAMETER_DRIVERS;
  return { costGrowth: planDriverValue(drivers, growth), accidentRate: planDriverValue(drivers, accident), hiringDelay: planDriverValue(drivers, delay) };
}

/**
 * The plan rows' values for a hiring delay, written into `rows` (one array of PLAN_COLUMNS per row,
 * in the order of planRowIds(prepared.departments); column 0 is December 2025: people only, the
 * month is an actual). The people and cost of headcountSeries (series.ts) without its parts: what
 * the evaluators need, added straight into the rows, as a forecast-range draw does for every draw.
 */
export function planRowsInto(prepared: PreparedPlan, hiringDelay: number, rows: readonly Float64Array[]): void {
  for (const row of rows) row.fill(0);
  const departmentAt = new Map(prepared.departments.map((department, k) => [department.id, k]));
  const heads = rows[0] as Float64Array;
  const cost = rows[1] as Float64Array;
  prepared.plan.positions.forEach((position, i) => {
    const k = departmentAt.get(position.department);
    if (k === undefined) throw new Error(`Position ${i + 1}: unknown department ${position.department}`);
    const departmentHeads = rows[2 + 2 * k] as Float64Array;
    const departmentCost = rows[3 + 2 * k] as Float64Array;
    const columns = prepared.columns[i] as PreparedPlan['columns'][number];
    const perHead = prepared.costPerHead[i] as Float64Array;
    const last = Math.min(PLAN_COLUMNS - 1, columns.end);
    const begins = beginning(columns, hiringDelay);
    // activity() in series.ts, unrolled: a fraction of the first month a fractional delay starts in, then every month whole.
    for (let c = Math.max(0, Math.floor(begins)); c <= last; c += 1) {
      const people = position.count * Math.min(1, c + 1 - begins);
      heads[c] = (heads[c] as number) + people;
      departmentHeads[c] = (departmentHeads[c] as number) + people;
      if (c === 0) continue;
      const paid = people * (perHead[c] as number);
      cost[c] = (cost[c] as number) + paid;
      departmentCost[c] = (departmentCost[c] as number) + paid;
    }
    const hired = recruitingColumn(columns, hiringDelay);
    if (hired === null) return;
    const recruiting = position.count * position.recruiting_cost;
    cost[hired] = (cost[hired] as number) + recruiting;
    departmentCost[hired] = (departmentCost[hired] as number) + recruiting;
  });
}

/**
 * The plan rows of a plan under a driver record, for the departments of a model definition, as the
 * Monthly sheet holds them: every column, the opening one first.
 */
export function planRowCells(plan: HeadcountPlan, drivers: Readonly<Record<string, number>>, departments: readonly Department[]): Map<string, number[]> {
  const parameters = headcountParameters(drivers);
  const ids = planRowIds(departments);
  const rows = ids.map(() => new Float64Array(PLAN_COLUMNS));
  planRowsInto(preparePlan(plan, parameters, departments), parameters.hiringDelay, rows);
  return new Map(ids.map((id, r) => [id, [...(rows[r] as Float64Array)]]));
}
