import { describe, expect, it } from 'vitest';
import { AnalysisInputError } from '../../../engine/analysis/analysisErrors.ts';
import { analysisModel } from '../../../engine/analysis/analysisModel.ts';
import { hiringSeek, MAX_SALES_HIRES } from '../../../engine/analysis/hiringSeek.ts';
import { generatedPlan } from '../../../engine/headcount/defaultPlan.ts';
import type { HeadcountPlan, Position } from '../../../engine/headcount/plan.ts';
import { createModelSession } from '../../../engine/session/session.ts';
import { effectiveDrivers } from '../../../engine/session/effectiveDrivers.ts';
import { baselineActuals } from '../../helpers/fixtures.ts';

const actuals = baselineActuals();
const model = analysisModel(actuals);
const baseline = effectiveDrivers(actuals);

/** 2030 revenue with `hires` more Account Executives from `month`, from a HyperFormula session: the other evaluator. */
function revenueWith(plan: HeadcountPlan, hire: Omit<Position, 'count' | 'start_month' | 'end_month' | 'department'>, hires: number, month: string): number {
  const positions = hires === 0 ? plan.positions : [...plan.positions, { ...hire, department: 'sales', count: hires, start_month: month, end_month: null }];
  const session = createModelSession({ actuals, drivers: baseline, headcount: { positions } });
  try {
    return session.years()[2030]?.total_revenue as number;
  } finally {
    session.destroy();
  }
}

describe('goal seek on sales hires', () => {
  it('Baseline: the fewest Account Executives from March 2027 that lift 2030 revenue to €55M, checked in the workbook at that count and one fewer', () => {
    const answer = hiringSeek(model, { drivers: baseline, plan: null, month: '2027-03', figure: 'total_revenue', year: 2030, target: 55_000_000 });
    expect(answer.hire).toMatchObject({ role: 'Account Executive', variable_pct: 30 });
    expect(answer.direction).toBe('rises');
    const hires = answer.hires as number;
    expect(hires).toBeGreaterThan(0);
    expect(hires).toBeLessThan(MAX_SALES_HIRES);
    const plan = generatedPlan(baseline);
    const at = revenueWith(plan, answer.hire, hires, '2027-03');
    expect(Math.abs(at - (answer.achieved as number))).toBeLessThan(1e-6 * at);
    expect(at).toBeGreaterThanOrEqual(55_000_000);
    expect(revenueWith(plan, answer.hire, hires - 1, '2027-03')).toBeLessThan(55_000_000);
    expect(answer.current).toBeLessThan(55_000_000);
  });

  it('hiring later needs more hires for the same target; a reached target needs none; an unreachable one says what is reachable', () => {
    const early = hiringSeek(model, { drivers: baseline, plan: null, month: '2026-06', figure: 'total_revenue', year: 2030, target: 55_000_000 });
    const late = hiringSeek(model, { drivers: baseline, plan: null, month: '2029-06', figure: 'total_revenue', year: 2030, target: 55_000_000 });
    expect(late.hires ?? Infinity).toBeGreaterThan(early.hires as number);
    const reached = hiringSeek(model, { drivers: baseline, plan: null, month: '2027-03', figure: 'total_revenue', year: 2030, target: 40_000_000 });
    expect(reached).toMatchObject({ hires: 0 });
    expect(reached.achieved).toBe(reached.current);
    const far = hiringSeek(model, { drivers: baseline, plan: null, month: '2030-12', figure: 'total_revenue', year: 2026, target: 1e12 });
    expect(far).toMatchObject({ hires: null, achieved: null, direction: 'flat' });
    expect(far.reachable?.min).toBe(far.reachable?.max);
  });

  it('leaves the kernel on the generated plan, and refuses a month outside the forecast', () => {
    const before = model.evaluateVector(model.kernel.driverVector({ ...baseline })).annual.slice();
    hiringSeek(model, { drivers: baseline, plan: null, month: '2027-03', figure: 'ebitda', year: 2028, target: 0 });
    expect(model.evaluateVector(model.kernel.driverVector({ ...baseline })).annual).toEqual(before);
    expect(() => hiringSeek(model, { drivers: baseline, plan: null, month: '2025-12', figure: 'ebitda', year: 2028, target: 0 })).toThrow(AnalysisInputError);
    expect(() => hiringSeek(model, { drivers: baseline, plan: null, month: '2027-3', figure: 'ebitda', year: 2028, target: 0 })).toThrow(/month/);
  });
});
