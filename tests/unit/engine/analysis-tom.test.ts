import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { propertyBudget } from '../../helpers/propertyBudget.ts';
import { createModelSession } from '../../../engine/session/session.ts';
import {
  departmentHeadcounts, sampleScalingPlan, sampleTomInputs, scalingPlan, tomInputs, tomStructure, type TomInputs,
} from '../../../engine/analysis/tom.ts';
import { MAX_DIRECT_REPORTS, orgHierarchy } from '../../../engine/analysis/orgHierarchy.ts';
import { baselineActuals } from '../../helpers/fixtures.ts';
import { baselineDriverValues } from '../../../engine/model/drivers.ts';

const inputs = (ftes: number, salesReps: number, totalRevenue = 1_000_000): TomInputs => (
  { year: 2030, ftes, salesReps, totalRevenue, employeeCost: 500_000, dataSource: 'test' }
);

describe('TOM: headcount per department', () => {
  it('sizes sales by the rounded sales reps and splits the rest 8/50/24/8/10 by largest remainder', () => {
    // 21 FTE, 6.14 reps: rest 15 → 1.2 / 7.5 / 3.6 / 1.2 / 1.5; floors 13, the two largest remainders (cs .6, eng .5) get one more.
    expect(departmentHeadcounts(21, 6.14)).toEqual({ executive: 1, product_engineering: 8, sales: 6, customer_success: 4, marketing: 1, finance_admin: 1 });
    // 25 FTE, 7.31 reps: rest 18 → 1.44 / 9 / 4.32 / 1.44 / 1.8; finance (.8) and then executive (.44, before marketing) get one more.
    expect(departmentHeadcounts(25, 7.31419)).toEqual({ executive: 2, product_engineering: 9, sales: 7, customer_success: 4, marketing: 1, finance_admin: 2 });
    // 45 FTE, 13.17 reps: rest 32 → 2.56 / 16 / 7.68 / 2.56 / 3.2; customer success (.68) and executive (.56) get one more.
    expect(departmentHeadcounts(45, 13.165542)).toEqual({ executive: 3, product_engineering: 16, sales: 13, customer_success: 8, marketing: 2, finance_admin: 3 });
  });

  it('keeps a CEO even for a one-person company', () => {
    expect(departmentHeadcounts(1, 5)).toEqual({ executive: 1, product_engineering: 0, sales: 0, customer_success: 0, marketing: 0, finance_admin: 0 });
  });
});

describe('TOM: structure', () => {
  it('reports departments, revenue per FTE and revenue per euro of employee cost', () => {
    const structure = tomStructure(inputs(25, 7.31419, 5_000_000));
    expect(structure.organization.sales).toEqual({ title: 'Sales', count: 7, functions: expect.arrayContaining(['Key account management']) as unknown as string[] });
    expect(structure.metrics).toEqual({ total_ftes: 25, revenue_per_fte: 200_000, cost_efficiency: 10, data_source: 'test', capacity_utilization: 85 });
  });
});

describe('TOM: org hierarchy for 45 FTE', () => {
  const org = orgHierarchy(inputs(45, 13.165542, 9_000_000));
  const byId = new Map(org.employees.map((e) => [e.id, e]));

  it('has one position per head and one CEO at the top', () => {
    expect(org.total_employees).toBe(45);
    expect(org.employees.filter((e) => e.manager_id === null).map((e) => e.title)).toEqual(['Chief Executive Officer']);
  });

  it('puts departments under the executive who oversees them, else the CEO', () => {
    const manager = (id: string) => byId.get(byId.get(id)?.manager_id ?? '')?.title;
    expect(manager('customer_success-head')).toBe('Chief Operating Officer');
    expect(manager('finance_admin-head')).toBe('Chief Financial Officer');
    expect(manager('product_engineering-head')).toBe('Chief Executive Officer');
  });

  it('splits 15 engineers under two team leads (7 and 6) and keeps 7 customer success managers under their head', () => {
    expect(byId.get('product_engineering-head')?.direct_reports).toEqual(['product_engineering-lead-1', 'product_engineering-lead-2']);
    expect(byId.get('product_engineering-lead-1')?.direct_reports).toHaveLength(7);
    expect(byId.get('product_engineering-lead-2')?.direct_reports).toHaveLength(6);
    expect(byId.get('customer_success-head')?.direct_reports).toHaveLength(7);
  });

  it('counts three management layers and 44 reports over 12 managers', () => {
    expect(org.org_metrics.management_layers).toBe(3);
    expect(Object.keys(org.org_metrics.span_of_control)).toHaveLength(12);
    expect(org.org_metrics.span_of_control['Chief Executive Officer']).toBe(5);
    expect(org.org_metrics.average_span_of_control).toBeCloseTo(44 / 12, 10);
  });

  it('attributes 35% of revenue to sales, split over its 13 positions', () => {
    expect(byId.get('sales-1')?.revenue_contribution).toBeCloseTo((9_000_000 * 0.35) / 13, 6);
    expect(org.departments.find((d) => d.id === 'sales')?.total_revenue_contribution).toBeCloseTo(3_150_000, 6);
  });
});

describe('TOM: invariants', () => {
  it('for any plan: heads = rounded FTE, one tree, leads within span, revenue fully attributed', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 300 }), fc.double({ min: 0, max: 60, noNaN: true }), (ftes, reps) => {
      const org = orgHierarchy(inputs(ftes, reps, 2_000_000));
      expect(org.employees).toHaveLength(ftes);
      const ids = new Set(org.employees.map((e) => e.id));
      expect(org.employees.filter((e) => e.manager_id === null)).toHaveLength(1);
      expect(org.employees.every((e) => e.manager_id === null || ids.has(e.manager_id))).toBe(true);
      expect(org.employees.filter((e) => e.id.includes('-lead-')).every((e) => e.direct_reports.length <= MAX_DIRECT_REPORTS)).toBe(true);
      const attributed = org.employees.reduce((sum, e) => sum + e.revenue_contribution, 0);
      expect(attributed).toBeCloseTo(2_000_000, 4);
    }), propertyBudget({ numRuns: 60 }));
  });
});

describe('TOM: from the model (Baseline)', () => {
  const session = createModelSession({ actuals: baselineActuals() });
  const y2025 = tomInputs(session, 2025, 'Baseline');
  const y2027 = tomInputs(session, 2027, 'Baseline');
  const y2030 = tomInputs(session, 2030, 'Baseline');
  const plan = scalingPlan(session);
  const years = session.years();
  session.destroy();

  it('takes 21 FTE and the revenue from the 2025 actuals and derives the sales team with the model’s rule', () => {
    expect(y2025).toMatchObject({ ftes: 21, totalRevenue: 1_404_265, dataSource: 'Actuals 2025' });
    const catalog = baselineDriverValues();
    expect(y2025.salesReps).toBeCloseTo(((catalog.sales_team_size ?? NaN) * 21) / (catalog.fte_plan_2026 ?? NaN), 8);
  });

  it('takes the FTE plan, sales reps and revenue of the forecast years', () => {
    expect(y2030).toMatchObject({ ftes: 45, totalRevenue: years[2030]?.total_revenue, salesReps: years[2030]?.sales_reps, dataSource: 'Forecast model (Baseline)' });
    expect(y2027.ftes).toBe(30);
    expect(plan.map((p) => p.ftes)).toEqual([21, 25, 30, 35, 40, 45]);
  });

  it('has a sample of 21 FTE on the 2025 revenue, marked Mock Data', () => {
    expect(tomStructure(sampleTomInputs(2026)).metrics).toMatchObject({ total_ftes: 21, data_source: 'Mock Data', revenue_per_fte: 1_404_265 / 21 });
  });
});

describe('TOM: the sample plan', () => {
  it('follows part 2 §9’s 21 / 25 / 45 FTE with the 2025 revenue and the Baseline targets', () => {
    expect(sampleScalingPlan()).toEqual([
      { year: 2025, ftes: 21, total_revenue: 1_404_265, revenue_per_fte: 1_404_265 / 21 },
      { year: 2026, ftes: 25, total_revenue: 4_900_000, revenue_per_fte: 196_000 },
      { year: 2030, ftes: 45, total_revenue: 50_000_000, revenue_per_fte: 50_000_000 / 45 },
    ]);
  });
});
