import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CLOSABLE_MONTHS, CLOSED_INPUT_LINES, type MonthlyActualValues } from '../../../engine/actuals/closedMonths.ts';
import type { Actuals } from '../../../engine/actuals/schema.ts';
import { ACTUAL_MONTHS } from '../../../engine/calendar.ts';
import { createKernelEvaluator } from '../../../engine/kernel/evaluator.ts';
import { KPIS } from '../../../engine/model/kpis.ts';
import { readKpis } from '../../../engine/session/kpiResults.ts';
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

  it('says, on every KPI result of a year with closed months, which KPIs still follow the drivers there and why', () => {
    const partly = closedYear(10);
    const cells = createKernelEvaluator(partly).evaluate(effectiveDrivers(partly, {}));
    const of2026 = readKpis(cells, 2026);
    expect(of2026.every((result) => result.closed_months === 10)).toBe(true);
    expect(of2026.filter((result) => result.follows_drivers_when_closed !== null).map((result) => result.id))
      .toEqual(KPIS.filter((kpi) => kpi.closedYear !== undefined).map((kpi) => kpi.id));
    for (const result of of2026) expect(result.follows_drivers_when_closed).toBe(KPIS.find((kpi) => kpi.id === result.id)?.closedYear ?? null);
    const of2027 = readKpis(cells, 2027);
    expect(of2027.every((result) => result.closed_months === 0 && result.follows_drivers_when_closed === null)).toBe(true);
  });

  it('follows the drivers in the actual years 2024–2025 only where the definition says so (prices and attach rates)', () => {
    const check = (drivers: Record<string, number>) => {
      const cells = createKernelEvaluator(baseline).evaluate(effectiveDrivers(baseline, drivers));
      const base = createKernelEvaluator(baseline).evaluate(effectiveDrivers(baseline, {}));
      for (const year of [2025]) {
        for (const kpi of KPIS.filter((k) => !k.closedYearAlsoActualYears)) {
          expect(twinClose(cells.kpi(kpi.id, year), base.kpi(kpi.id, year)), `${kpi.id} ${year}`).toBe(true);
        }
      }
    };
    for (const scenario of BUILT_IN_SCENARIOS) check(scenario.key_drivers);
    fc.assert(fc.property(anyDriverSet, check), propertyBudget({ numRuns: 20, seconds: 30 }));
    const results = readKpis(createKernelEvaluator(baseline).evaluate(effectiveDrivers(baseline, {})), 2025);
    expect(results.filter((result) => result.follows_drivers_when_closed !== null).map((result) => result.id))
      .toEqual(KPIS.filter((kpi) => kpi.closedYearAlsoActualYears).map((kpi) => kpi.id));
  });
});
