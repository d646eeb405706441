import { CLOSABLE_MONTHS, completeClose, type MonthlyActualValues } from '../../engine/actuals/closedMonths.ts';
import { monthFigures, plausibilityWarnings, type MonthFigures, type PlausibilityWarning } from '../../engine/actuals/closeReview.ts';
import { yearOf } from '../../engine/calendar.ts';
import { createKernelEvaluator, type KernelEvaluator } from '../../engine/kernel/evaluator.ts';
import { DEFAULT_SCENARIO_ID } from '../../contract/scenarios.ts';
import type { Services } from '../services.ts';
import { planLabel } from './varianceFigures.ts';

/**
 * The review of a close and the effect of an import (issue 26), both against the Baseline
 * scenario: the actuals are the company's, whichever scenario is active (docs/decisions.md
 * "Reconciling items"), so a month is checked against the company's base case.
 */

/** What a month's figures are held against: the year's plan of record, else the forecast as it stands. */
export interface ReviewReference {
  year: number;
  source: 'plan_of_record' | 'forecast';
  label: string;
}

export interface CloseReview {
  /** The close before: the months after it through `through` are the ones reviewed. */
  previousClose: string | null;
  through: string;
  months: MonthFigures[];
  references: ReviewReference[];
  warnings: PlausibilityWarning[];
}

async function baselineDrivers(services: Services): Promise<Record<string, number>> {
  const baseline = await services.scenarios.get(DEFAULT_SCENARIO_ID);
  if (!baseline) throw new Error('the built-in Baseline scenario is missing');
  return services.model.effectiveDrivers(baseline.key_drivers);
}

/** An evaluator on the baseline with `values` closed through `through`. */
function evaluatorOn(services: Services, values: MonthlyActualValues, through: string | null): KernelEvaluator {
  return createKernelEvaluator({ ...services.model.baseline().actuals, closed: { values, lastClosedMonth: through } });
}

/** The months after `previousClose` through `through`, in order. */
export function monthsToClose(previousClose: string | null, through: string): string[] {
  return CLOSABLE_MONTHS.filter((month) => month <= through && (previousClose === null || month > previousClose));
}

/**
 * The review of closing `values` through `through` after `previousClose`: per month the figures
 * with the months closed and the plausibility warnings, each year's months against that year's
 * plan of record (its frozen drivers on the baseline without closed months, as Budget vs Actual
 * reads it) or, without one, the Baseline's forecast from the close before.
 */
export async function reviewClose(services: Services, values: MonthlyActualValues, previousClose: string | null, through: string): Promise<CloseReview> {
  const months = monthsToClose(previousClose, through);
  const drivers = await baselineDrivers(services);
  // Each evaluator keeps its own cells, so the closed model and a plan can be read side by side.
  const closed = evaluatorOn(services, values, through).evaluate(drivers);
  const references: ReviewReference[] = [];
  const warnings: PlausibilityWarning[] = [];
  for (const year of [...new Set(months.map(yearOf))]) {
    const plan = await services.plans.get(year);
    references.push(plan
      ? { year, source: 'plan_of_record', label: planLabel(plan) }
      : { year, source: 'forecast', label: previousClose === null ? 'Baseline forecast' : `Baseline forecast from the close ${previousClose}` });
    const planned = plan
      ? evaluatorOn(services, {}, null).evaluate(services.model.effectiveDrivers(plan.key_drivers))
      : evaluatorOn(services, values, previousClose).evaluate(drivers);
    warnings.push(...plausibilityWarnings(months.filter((month) => yearOf(month) === year), values, closed, planned));
  }
  return { previousClose, through, months: monthFigures(closed, months, values), references, warnings };
}

/** The figures of every month with actuals through `through` (the latest complete month), those months closed: the sheet's totals. */
export async function closedMonthTotals(services: Services, values: MonthlyActualValues, through: string | null): Promise<MonthFigures[]> {
  if (through === null) return [];
  const months = CLOSABLE_MONTHS.filter((month) => month <= through);
  return monthFigures(evaluatorOn(services, values, through).evaluate(await baselineDrivers(services)), months, values);
}

/** A month's figures before and after an import, for the preview. */
export interface ImportEffect {
  month: string;
  before: MonthFigures;
  after: MonthFigures;
}

/**
 * The effect of replacing `stored` by `imported` on the months the import completes: the figures
 * of each with those months closed (through the import's latest complete month, or the close when
 * later), so the preview shows revenue, costs, EBITDA and cash before → after. A month the stored
 * actuals lack is the forecast before.
 */
export async function importEffect(services: Services, stored: MonthlyActualValues, imported: MonthlyActualValues, through: string | null): Promise<ImportEffect[]> {
  if (through === null) return [];
  const months = CLOSABLE_MONTHS.filter((month) => month <= through && (stored[month] !== undefined || imported[month] !== undefined));
  const drivers = await baselineDrivers(services);
  const figuresOf = (values: MonthlyActualValues) => {
    const close = completeClose(values, through).lastClosedMonth;
    return monthFigures(evaluatorOn(services, values, close).evaluate(drivers), months, values);
  };
  const before = figuresOf(stored);
  const after = figuresOf(imported);
  return months.map((month, index) => ({ month, before: before[index]!, after: after[index]! }));
}
