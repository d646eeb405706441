import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { contributionRatesOf, employerContributions } from '../../engine/headcount/contributions.ts';
import { generatedPlan } from '../../engine/headcount/defaultPlan.ts';
import { DEFAULT_DEPARTMENTS, planProblems } from '../../engine/headcount/plan.ts';
import { headcountSeries, perHeadCost, planColumn, PLAN_COLUMNS, yearAverage, yearTotal, type HeadcountParameters } from '../../engine/headcount/series.ts';
import { FORECAST_YEARS } from '../../engine/calendar.ts';
import { BUILT_IN_SCENARIOS } from '../../engine/scenarios.ts';
import { baselineDriverValues } from '../../engine/model/drivers.ts';
import { propertyBudget } from '../helpers/propertyBudget.ts';
import { position } from '../helpers/headcountArbitrary.ts';

const BUDGET = { numRuns: 300 };

const parameters: fc.Arbitrary<HeadcountParameters> = fc.record({
  costGrowth: fc.double({ min: 0, max: 20, noNaN: true }),
  accidentRate: fc.double({ min: 0, max: 5, noNaN: true }),
  hiringDelay: fc.oneof(fc.integer({ min: 0, max: 12 }), fc.double({ min: 0, max: 12, noNaN: true })),
});

const close = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));

describe('headcount plan arithmetic', () => {
  it('employee cost is the sum of the positions, every month and every department', () => {
    fc.assert(fc.property(fc.array(position, { maxLength: 25 }), parameters, (positions, params) => {
      const whole = headcountSeries({ positions }, params, DEFAULT_DEPARTMENTS);
      const alone = positions.map((p) => headcountSeries({ positions: [p] }, params, DEFAULT_DEPARTMENTS).total);
      for (let c = 0; c < PLAN_COLUMNS; c += 1) {
        expect(close(whole.total.cost[c] as number, alone.reduce((sum, s) => sum + (s.cost[c] as number), 0))).toBe(true);
        expect(close(whole.total.heads[c] as number, alone.reduce((sum, s) => sum + (s.heads[c] as number), 0))).toBe(true);
        const departments = [...whole.byDepartment.values()].reduce((sum, s) => sum + (s.cost[c] as number), 0);
        expect(close(departments, whole.total.cost[c] as number)).toBe(true);
        const parts = (whole.total.salaries[c] as number) + (whole.total.variable[c] as number) + (whole.total.contributions[c] as number) + (whole.total.recruiting[c] as number);
        expect(close(parts, whole.total.cost[c] as number)).toBe(true);
      }
    }), propertyBudget(BUDGET));
  });

  it('a pay above a ceiling pays the contribution of the ceiling (accident insurance excepted)', () => {
    fc.assert(fc.property(fc.constantFrom(...FORECAST_YEARS), fc.double({ min: 0, max: 50_000, noNaN: true }), fc.double({ min: 0, max: 5, noNaN: true }), (year, above, accident) => {
      const rates = contributionRatesOf(year);
      const atCeiling = employerContributions(rates.pensionCeiling, rates, 0);
      const higher = employerContributions(rates.pensionCeiling + above, rates, accident);
      expect(close(higher.pension, atCeiling.pension)).toBe(true);
      expect(close(higher.unemployment, atCeiling.unemployment)).toBe(true);
      expect(close(higher.insolvency, atCeiling.insolvency)).toBe(true);
      expect(close(higher.health, (rates.healthCeiling * rates.health) / 100)).toBe(true);
      expect(close(higher.care, (rates.healthCeiling * rates.care) / 100)).toBe(true);
      expect(close(higher.accident, ((rates.pensionCeiling + above) * accident) / 100)).toBe(true);
      // Below both ceilings every contribution is the rate × the pay.
      const below = Math.min(rates.healthCeiling, rates.pensionCeiling) * (above / 50_000);
      const under = employerContributions(below, rates, accident);
      expect(close(under.total, (below * (rates.pension + rates.unemployment + rates.health + rates.care + rates.insolvency + accident)) / 100)).toBe(true);
    }), propertyBudget({ numRuns: 1000 }));
  });

  it('moving one hire a month later takes exactly that month of its cost out, and moves its recruiting', () => {
    const hire = position.filter((p) => planColumn(p.start_month) >= 1 && planColumn(p.start_month) < 60
      && (p.end_month === null || planColumn(p.end_month) > planColumn(p.start_month)));
    fc.assert(fc.property(fc.array(position, { maxLength: 8 }), hire, parameters.map((p) => ({ ...p, hiringDelay: 0 })), (others, moved, params) => {
      const start = planColumn(moved.start_month);
      const index = start + 2026 * 12;
      const nextMonth = `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
      const before = headcountSeries({ positions: [...others, moved] }, params, DEFAULT_DEPARTMENTS).total;
      const after = headcountSeries({ positions: [...others, { ...moved, start_month: nextMonth }] }, params, DEFAULT_DEPARTMENTS).total;
      const perHead = perHeadCost(moved, params);
      const monthCost = moved.count * ((perHead.salary[start] as number) + (perHead.variable[start] as number) + (perHead.contributions[start] as number));
      for (let c = 1; c < PLAN_COLUMNS; c += 1) {
        const recruiting = moved.count * moved.recruiting_cost;
        const expected = (c === start ? monthCost + recruiting : 0) - (c === start + 1 ? recruiting : 0);
        expect(close((before.cost[c] as number) - (after.cost[c] as number), expected)).toBe(true);
      }
    }), propertyBudget(BUDGET));
  });
});

describe('the plans generated for the built-in scenarios', () => {
  it('reproduce each FTE year exactly and the employee cost of the FTE rule within ±2 %', () => {
    const catalog = baselineDriverValues();
    for (const scenario of BUILT_IN_SCENARIOS) {
      const drivers = { ...catalog, ...scenario.key_drivers };
      const plan = generatedPlan(drivers);
      expect(planProblems(plan.positions, DEFAULT_DEPARTMENTS)).toEqual([]);
      const series = headcountSeries(plan, { costGrowth: drivers.employee_cost_growth_annual as number, accidentRate: 1, hiringDelay: 0 }, DEFAULT_DEPARTMENTS);
      expect(series.total.heads[0]).toBe(21);
      for (const year of FORECAST_YEARS) {
        expect(yearAverage(series.total.heads, year)).toBe(drivers[`fte_plan_${year}`]);
        const rule = (drivers[`fte_plan_${year}`] as number) * (drivers.avg_cost_per_fte as number) * (1 + (drivers.employee_cost_growth_annual as number) / 100) ** (year - 2025);
        expect(Math.abs(yearTotal(series.total.cost, year) / rule - 1)).toBeLessThan(0.02);
      }
    }
  });
});
