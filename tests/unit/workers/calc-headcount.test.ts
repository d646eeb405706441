import { describe, expect, it } from 'vitest';
import { generatedPlan } from '../../../engine/headcount/defaultPlan.ts';
import { PLAN_REFUSALS, type HeadcountPlan, type Position } from '../../../engine/headcount/plan.ts';
import { createKernelEvaluator } from '../../../engine/kernel/evaluator.ts';
import { figuresOf } from '../../../engine/session/figures.ts';
import { effectiveDrivers } from '../../../engine/session/effectiveDrivers.ts';
import { builtInScenario } from '../../../engine/scenarios.ts';
import { createCalcApi } from '../../../workers/calc-api.ts';
import { baselineActuals } from '../../helpers/fixtures.ts';
import { twinDifferences } from '../../helpers/twinTolerance.ts';

const actuals = baselineActuals();
const lowCase = builtInScenario('low_case')?.key_drivers ?? {};
const salesHire: Position = {
  role: 'Account Executive', department: 'sales', count: 1, start_month: '2027-03', end_month: null,
  annual_salary: 45_300, raise_pct: null, raise_month: 1, variable_pct: 30, recruiting_cost: 6_000,
};

/** The plan generated from `overrides` with one more sales hire: a scenario that saved its own positions. */
function savedPlan(overrides: Record<string, number>): HeadcountPlan {
  return { positions: [...generatedPlan(effectiveDrivers(actuals, overrides)).positions, salesHire] };
}

/** 2027 figures of the kernel alone, set to `plan`. */
function kernelYear(overrides: Record<string, number>, plan: HeadcountPlan | null) {
  const kernel = createKernelEvaluator(actuals);
  kernel.setHeadcount(plan);
  return figuresOf(kernel.evaluate(effectiveDrivers(actuals, overrides))).years[2027];
}

describe('the calculation worker on a scenario\'s saved headcount plan', () => {
  it('shows the employees of 2027 the kernel computes with that plan, and more than the generated plan gives', () => {
    const api = createCalcApi();
    const plan = savedPlan(lowCase);
    const loaded = api.load({ actuals, overrides: lowCase, headcount: plan });
    const generated = api.applyOverrides(lowCase);
    expect(loaded.years[2027]?.employees).toBeCloseTo(kernelYear(lowCase, plan)?.employees ?? NaN, 6);
    expect(generated.years[2027]?.employees).toBeCloseTo(kernelYear(lowCase, null)?.employees ?? NaN, 6);
    expect((loaded.years[2027]?.employees ?? 0) - (generated.years[2027]?.employees ?? 0)).toBeGreaterThan(45_300 * 10 / 12);
  });

  it('previews with a plan the snapshot applyOverrides commits with it, cell for cell on the years', () => {
    const api = createCalcApi();
    api.load({ actuals, overrides: {} });
    const drafts = { ...lowCase, sales_rep_productivity: 1.7 };
    const plan = savedPlan(drafts);
    const preview = api.preview(drafts, plan);
    const committed = api.applyOverrides(drafts, plan);
    expect(twinDifferences(preview.years, committed.years)).toEqual([]);
    expect(preview.years[2027]?.employees).not.toBeCloseTo(api.preview(drafts).years[2027]?.employees ?? NaN, 0);
  });

  it('answers the statements and goal seek of a preview on its plan, and leaves other scenarios on theirs', () => {
    const api = createCalcApi();
    api.load({ actuals, overrides: {} });
    const plan = savedPlan({});
    const preview = api.preview({}, plan);
    expect(api.statement({ period: 'year', from: '2027', to: '2027', lines: ['employees'] }).rows[0]?.values).toEqual([preview.years[2027]?.employees]);
    const others = api.scenarioYears({ generated: { overrides: {} }, planned: { overrides: {}, headcount: plan } });
    expect(others.planned?.[2027]?.employees).toBeCloseTo(preview.years[2027]?.employees ?? NaN, 6);
    expect(others.generated?.[2027]?.employees).toBeCloseTo(kernelYear({}, null)?.employees ?? NaN, 6);
    // The kernel is shared: after the other scenarios, the preview's readers still have its plan.
    const seek = api.goalSeek({ driver: 'sales_rep_productivity', figure: 'employees', year: 2027, target: 1 });
    expect(seek.current.figure).toBeCloseTo(preview.years[2027]?.employees ?? NaN, 6);
  });

  it('refuses attribution between different plans in the server\'s words, and runs forecast ranges on the plan', () => {
    const api = createCalcApi();
    const plan = savedPlan({});
    api.load({ actuals, overrides: {}, headcount: plan });
    expect(() => api.attribution({ from: {}, to: lowCase, figure: 'ebitda', year: 2027, fromHeadcount: plan })).toThrow(PLAN_REFUSALS.plansDiffer);
    const onPlan = api.attribution({ from: {}, to: lowCase, figure: 'employees', year: 2027, fromHeadcount: plan, toHeadcount: { positions: [...plan.positions] } });
    expect(onPlan.from_value).toBeCloseTo(kernelYear({}, plan)?.employees ?? NaN, 6);
    const likelyRevenue2027 = (): number => {
      let progress = api.rangesStart({ overrides: {}, ranges: {}, draws: 10, seed: 1 });
      while (progress.phase !== 'finished' && progress.phase !== 'cancelled') progress = api.rangesStep(progress.runId, 1_000);
      if (progress.phase !== 'finished') throw new Error('the run was cancelled');
      return progress.result.fans.yearly.lines.total_revenue.plan[1] as number;
    };
    expect(likelyRevenue2027()).toBeCloseTo(kernelYear({}, plan)?.total_revenue ?? NaN, 4);
    api.applyOverrides({});
    expect(likelyRevenue2027()).toBeCloseTo(kernelYear({}, null)?.total_revenue ?? NaN, 4);
  });
});
