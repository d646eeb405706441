import { describe, expect, it } from 'vitest';
import { generatedPlan } from '../../../engine/headcount/defaultPlan.ts';
import { createCalcApi } from '../../../workers/calc-api.ts';
import { baselineActuals } from '../../helpers/fixtures.ts';

const actuals = baselineActuals();

describe('the calculation worker\'s headcount view', () => {
  it('answers the plan generated from the drivers shown when asked for none, month by month from January 2026', () => {
    const api = createCalcApi();
    const drivers = api.load({ actuals, overrides: {} }).drivers;
    const view = api.headcountView(null);
    expect(view.months).toHaveLength(60);
    expect(view.months[0]).toBe('2026-01');
    expect(view.months.at(-1)).toBe('2030-12');
    expect(view).toEqual({ ...api.headcountView(generatedPlan(drivers)), generated: true });
    // Every department's months add up to the total, and each year's cost is the sum of its months.
    for (let m = 0; m < 60; m += 1) {
      expect(view.departments.reduce((sum, d) => sum + (d.heads[m] as number), 0)).toBeCloseTo(view.total.heads[m] as number, 9);
    }
    const year2027 = view.years.find((y) => y.year === 2027);
    expect(year2027?.totalCost).toBeCloseTo(view.total.cost.slice(12, 24).reduce((a, b) => a + b, 0), 4);
    expect(year2027?.totalHeadsAtYearEnd).toBe(view.total.heads[23]);
  });

  it('adds an account executive from March 2027: one more in sales from that month, and 2027 cost up by ten months of pay and the recruiting', () => {
    const api = createCalcApi();
    const drivers = api.load({ actuals, overrides: {} }).drivers;
    const base = generatedPlan(drivers);
    const hire = {
      role: 'Account Executive', department: 'sales', count: 1, start_month: '2027-03', end_month: null,
      annual_salary: 45_300, raise_pct: null, raise_month: 1, variable_pct: 30, recruiting_cost: 6000,
    };
    const before = api.headcountView(base);
    const after = api.headcountView({ positions: [...base.positions, hire] });
    expect(after.generated).toBe(false);
    const sales = (view: typeof before) => view.departments.find((d) => d.id === 'sales')?.heads ?? [];
    const march2027 = 14;
    expect(sales(after).map((heads, m) => heads - (sales(before)[m] as number))).toEqual(Array.from({ length: 60 }, (_, m) => (m >= march2027 ? 1 : 0)));
    const cost2027 = (view: typeof before) => view.years.find((y) => y.year === 2027)?.cost.sales ?? 0;
    // docs/model.md "Headcount plan": 10 × 6,373.99 + 6,000 = 69,739.89 €.
    expect(cost2027(after) - cost2027(before)).toBeCloseTo(69_739.89, 1);
  });

  it('follows the drivers the screen shows: a hiring delay moves the hires', () => {
    const api = createCalcApi();
    api.load({ actuals, overrides: {} });
    const onTime = api.headcountView(null);
    api.applyOverrides({ hiring_delay_months: 2 });
    const late = api.headcountView(null);
    expect(late.total.heads[12]).toBeLessThan(onTime.total.heads[12] as number);
    expect(late.total.heads[14]).toBe(onTime.total.heads[14]);
  });
});
