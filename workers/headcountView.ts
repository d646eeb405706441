import { FORECAST_MONTHS } from '../engine/calendar.ts';
import { generatedPlan } from '../engine/headcount/defaultPlan.ts';
import type { Department, HeadcountPlan } from '../engine/headcount/plan.ts';
import { headcountYears, type HeadcountYear } from '../engine/headcount/planYears.ts';
import { headcountSeries, type CostSeries } from '../engine/headcount/series.ts';
import { headcountParameters } from '../engine/headcount/planRows.ts';

/**
 * What the Headcount screen shows of a plan, computed here and not on the UI thread: per forecast
 * month (2026-01 … 2030-12) the people and the employee cost of each department — cost as the
 * model's Employees line counts it (salaries, variable pay, employer's contributions, recruiting;
 * engine/headcount/series.ts) — and per year the people in December and the year's cost. Plain
 * arrays, so it crosses Comlink as it is.
 */
export interface DepartmentMonths {
  id: string;
  name: string;
  /** People in each month of FORECAST_MONTHS. */
  heads: number[];
  /** Employee cost in each month of FORECAST_MONTHS, euros. */
  cost: number[];
}

export interface HeadcountView {
  /** Whether the plan shown is generated from the drivers (the question asked for none). */
  generated: boolean;
  months: readonly string[];
  departments: DepartmentMonths[];
  total: { heads: number[]; cost: number[] };
  years: HeadcountYear[];
}

/** A series without its opening column (December 2025, people only): the forecast months. */
const forecastMonths = (series: Float64Array): number[] => Array.from(series.subarray(1));

/**
 * The view of `plan` under `drivers` (the effective drivers the screen shows: Employee Cost Growth,
 * Accident Insurance, Hiring Delay) by the departments of the loaded model definition; `plan` null
 * is the plan generated from those drivers.
 */
export function headcountView(plan: HeadcountPlan | null, drivers: Readonly<Record<string, number>>, departments: readonly Department[]): HeadcountView {
  const series = headcountSeries(plan ?? generatedPlan(drivers), headcountParameters(drivers), departments);
  return {
    generated: plan === null,
    months: FORECAST_MONTHS,
    departments: departments.map((d) => {
      const own = series.byDepartment.get(d.id) as CostSeries;
      return { id: d.id, name: d.name, heads: forecastMonths(own.heads), cost: forecastMonths(own.cost) };
    }),
    total: { heads: forecastMonths(series.total.heads), cost: forecastMonths(series.total.cost) },
    years: headcountYears(series),
  };
}
