import { reportsHeadcount } from '../../engine/actuals/closedMonths.ts';
import { budgetVsActual, type BudgetVsActualResult, type MonthlyLines, type VariancePeriod } from '../../engine/analysis/budgetVsActual.ts';
import { ACTUAL_MONTHS, FIRST_FORECAST_YEAR, FORECAST_MONTHS, yearOf } from '../../engine/calendar.ts';
import { createKernelEvaluator } from '../../engine/kernel/evaluator.ts';
import { LINES } from '../../engine/model/lines.ts';
import type { ModelCells } from '../../engine/workbook/cells.ts';
import type { PlanRecord } from '../repos/plans.ts';
import type { ScenarioRecord } from '../repos/scenarios.ts';
import type { ModelService } from './modelService.ts';
import { scenarioCacheKey } from './forecastShapes.ts';

/** The plan of record as a reader names it: "Budget 2026 (Baseline, version 1)". */
export function planLabel(plan: PlanRecord): string {
  return `${plan.version_name} (${plan.scenario_name}, version ${plan.version})`;
}

/** The year whose plan the exports compare: the year of the last closed month, else the first forecast year. */
export function exportPlanYear(model: ModelService): number {
  const closed = model.baseline().actuals.closed?.lastClosedMonth;
  return closed ? yearOf(closed) : FIRST_FORECAST_YEAR;
}

/** Every line's twelve months of `year` that are all numbers. */
function monthsOfYear(cells: ModelCells, year: number): Record<string, number[]> {
  const first = ACTUAL_MONTHS.length + FORECAST_MONTHS.indexOf(`${year}-01`);
  const lines: Record<string, number[]> = {};
  for (const line of LINES) {
    const values = cells.months(line.id).slice(first, first + 12);
    if (values.every((value) => value !== null)) lines[line.id] = values as number[];
  }
  return lines;
}

/**
 * Budget against actual for a year (docs/model.md "Budget against actual"): the plan is the plan of
 * record's frozen drivers and headcount plan forecast from the 2025 baseline without closed months
 * (the budget as it was set), its drivers the rates of the flexed budget; the latest estimate is the
 * scenario at rest, its closed months holding the actuals and the rest forecast from the close.
 */
export function varianceOf(model: ModelService, scenario: ScenarioRecord, plan: PlanRecord, year: number, period: VariancePeriod): BudgetVsActualResult {
  const { actuals } = model.baseline();
  const budget = createKernelEvaluator({ ...actuals, closed: undefined });
  budget.setHeadcount(plan.headcount);
  const planDrivers = model.effectiveDrivers(plan.key_drivers);
  const planLines: MonthlyLines = monthsOfYear(budget.evaluate(planDrivers), year);
  const latest = model.cached(`variance:${scenarioCacheKey(scenario)}:${year}`, scenario, (session) => monthsOfYear(session.cells(), year));
  const closedThrough = actuals.closed?.lastClosedMonth ?? null;
  const closedCount = closedThrough === null ? 0 : Math.max(0, Math.min(12, closedThrough < `${year}-01` ? 0 : closedThrough >= `${year}-12` ? 12 : Number(closedThrough.slice(5, 7))));
  const headcountReported = Array.from({ length: 12 }, (_, m) => reportsHeadcount(actuals.closed?.values ?? {}, `${year}-${String(m + 1).padStart(2, '0')}`));
  return budgetVsActual({ year, plan: planLines, latest, planDrivers, closedCount, period, headcountReported });
}
