import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CLOSABLE_MONTHS, CLOSED_INPUT_LINES, type MonthlyActualValues } from '../../../engine/actuals/closedMonths.ts';
import type { Actuals } from '../../../engine/actuals/schema.ts';
import { ACTUAL_MONTHS } from '../../../engine/calendar.ts';
import { createKernelEvaluator } from '../../../engine/kernel/evaluator.ts';
import { KPIS } from '../../../engine/model/kpis.ts';
import { BUILT_IN_SCENARIOS } from '../../../engine/scenarios.ts';
import { effectiveDrivers } from '../../../engine/session/effectiveDrivers.ts';
import { baselineActuals } from '../../helpers/fixtures.ts';
import { anyDriverSet } from '../../helpers/driverArbitrary.ts';
import { propertyBudget } from '../../helpers/propertyBudget.ts';
import { twinClose } from '../../helpers/twinTolerance.ts';

/**
 * Closed months are facts (docs/model.md "Optional actuals: onboardings and new clients"): with
 * every month of 2026 closed, onboardings and new clients included, the 2026 KPIs are the same in
 * every scenario, except those the definition marks `closedYear` (an input no actual holds).
 */

const baseline = baselineActuals();
const FIRST = ACTUAL_MONTHS.length;

/** The Baseline scenario's own months of 2026, whole numbers, as a company would report them. */
function closedYear(through: number): Actuals {
  const cells = createKernelEvaluator(baseline).evaluate(effectiveDrivers(baseline, {}));
  const values: MonthlyActualValues = {};
  CLOSABLE_MONTHS.slice(0, through).forEach((month, i) => {
    values[month] = Object.fromEntries(CLOSED_INPUT_LINES.map((line) => [line, Math.round(cells.months(line)[FIRST + i] ?? 0)]));
  });
  return { ...baseline, closed: { values, lastClosedMonth: CLOSABLE_MONTHS[through - 1] as string } };
}

const kpisOf = (actuals: Actuals, drivers: Record<string, number>) => {
  const cells = createKernelEvaluator(actuals).evaluate(effectiveDrivers(actuals, drivers));
  return { kpi: (id: string) => cells.kpi(id, 2026), months: (id: string) => cells.months(id) };
};

describe('the KPIs of a closed year', () => {
  const year = closedYear(12);
  const reference = kpisOf(year, {});
  const facts = KPIS.filter((kpi) => kpi.closedYear === undefined);

  it('are the same in the three built-in scenarios and in any other', () => {
    expect(facts.map((kpi) => kpi.id)).toEqual(expect.arrayContaining(['onboarding_conversion', 'sales_efficiency', 'cac', 'logo_churn']));
    const check = (drivers: Record<string, number>, name: string) => {
      const scenario = kpisOf(year, drivers);
      for (const kpi of facts) expect(twinClose(scenario.kpi(kpi.id), reference.kpi(kpi.id)), `${kpi.id} in ${name}: ${scenario.kpi(kpi.id)} vs ${reference.kpi(kpi.id)}`).toBe(true);
    };
    for (const scenario of BUILT_IN_SCENARIOS) check(scenario.key_drivers, scenario.scenario_id);
    fc.assert(fc.property(anyDriverSet, (drivers) => check(drivers, 'a random scenario')), propertyBudget({ numRuns: 20, seconds: 30 }));
  });

  it('reads the reported onboardings: the conversion is new ÷ onboarded of the actuals', () => {
    const values = Object.values(year.closed?.values ?? {});
    const sum = (line: string) => values.reduce((total, row) => total + (row[line] ?? 0), 0);
    expect(reference.kpi('onboarding_conversion')).toBeCloseTo(100 * sum('new_medical_clients') / sum('onboarded_medical_clients'), 9);
  });

  it('keeps the closed months of a partly closed year equal in every scenario', () => {
    const partly = closedYear(10);
    const base = kpisOf(partly, {});
    for (const scenario of BUILT_IN_SCENARIOS) {
      const other = kpisOf(partly, scenario.key_drivers);
      for (const line of [...CLOSED_INPUT_LINES.filter((id) => id !== 'closing_cash'), 'total_revenue', 'gross_profit', 'ebitda']) {
        const months = (of: typeof base) => of.months(line).slice(FIRST, FIRST + 10);
        expect(months(other), `${line} in ${scenario.scenario_id}`).toEqual(months(base));
      }
    }
  });
});
