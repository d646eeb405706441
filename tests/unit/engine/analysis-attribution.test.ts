import { describe, expect, it } from 'vitest';
import { AnalysisInputError } from '../../../engine/analysis/analysisErrors.ts';
import { analysisModel } from '../../../engine/analysis/analysisModel.ts';
import { attribution, EXACT_MAX_DRIVERS } from '../../../engine/analysis/attribution.ts';
import { driversReaching } from '../../../engine/analysis/figureReach.ts';
import { modelFigure } from '../../../engine/analysis/modelFigure.ts';
import { builtInScenario } from '../../../engine/scenarios.ts';
import { effectiveDrivers } from '../../../engine/session/effectiveDrivers.ts';
import { baselineActuals } from '../../helpers/fixtures.ts';

const actuals = baselineActuals();
const model = analysisModel(actuals);
const scenario = (id: string) => effectiveDrivers(actuals, builtInScenario(id)?.key_drivers ?? {});
const baseline = scenario('baseline');

function figureOf(drivers: Record<string, number>, figure: string, year: number): number {
  return modelFigure(model.kernel, figure, year).read(model.evaluateVector(model.kernel.driverVector(drivers)));
}

/** Shapley values by their definition: every subset of the other drivers, weighted |S|!(n − |S| − 1)! ÷ n!. */
function shapleyByDefinition(from: Record<string, number>, to: Record<string, number>, players: string[], figure: string, year: number): Record<string, number> {
  const n = players.length;
  const factorial = (k: number): number => (k <= 1 ? 1 : k * factorial(k - 1));
  const valueOf = (mask: number) => figureOf({ ...from, ...Object.fromEntries(players.filter((_, i) => (mask >> i) & 1).map((id) => [id, to[id] as number])) }, figure, year);
  const values = Array.from({ length: 1 << n }, (_, mask) => valueOf(mask));
  return Object.fromEntries(players.map((id, i) => {
    let total = 0;
    values.forEach((value, mask) => {
      if ((mask >> i) & 1) return;
      const size = [...Array(n).keys()].filter((j) => (mask >> j) & 1).length;
      total += ((factorial(size) * factorial(n - size - 1)) / factorial(n)) * ((values[mask | (1 << i)] as number) - value);
    });
    return [id, total];
  }));
}

describe('gap attribution', () => {
  it('two drivers: each gets the average of its move alone and its move after the other', () => {
    const to = { ...baseline, logo_churn_rate: 6, qrago_revenue_share: 7 };
    const result = attribution(model, { from: baseline, to, figure: 'ebitda', year: 2029 });
    const both = figureOf(to, 'ebitda', 2029);
    const none = figureOf(baseline, 'ebitda', 2029);
    const churnOnly = figureOf({ ...baseline, logo_churn_rate: 6 }, 'ebitda', 2029);
    const shareOnly = figureOf({ ...baseline, qrago_revenue_share: 7 }, 'ebitda', 2029);
    const churn = result.contributions.find((c) => c.driver === 'logo_churn_rate');
    expect(result.method).toBe('exact');
    expect(churn?.value).toBeCloseTo(((churnOnly - none) + (both - shareOnly)) / 2, 6);
    expect(churn?.standard_error).toBe(0);
  });

  it('exact up to 10 drivers: the values of the definition', () => {
    const to = { ...baseline, logo_churn_rate: 5, sales_team_size: 9, platform_adoption_rate: 80, premium_conversion_rate: 22, customer_acquisition_cost: 3500 };
    const result = attribution(model, { from: baseline, to, figure: 'closing_cash', year: 2028 });
    const expected = shapleyByDefinition(baseline, to, ['logo_churn_rate', 'sales_team_size', 'platform_adoption_rate', 'premium_conversion_rate', 'customer_acquisition_cost'], 'closing_cash', 2028);
    for (const c of result.contributions) expect(c.value).toBeCloseTo(expected[c.driver] as number, 4);
  });

  it('beyond 10 drivers: sampled orders agree with the definition within four standard errors, and add up exactly all the same', () => {
    const high = scenario('high_case');
    const reaching = driversReaching('ebitda');
    const players = Object.keys(baseline).filter((id) => baseline[id] !== high[id] && reaching.has(id)).slice(0, EXACT_MAX_DRIVERS + 2);
    const to = { ...baseline, ...Object.fromEntries(players.map((id) => [id, high[id] as number])) };
    const result = attribution(model, { from: baseline, to, figure: 'ebitda', year: 2030 });
    expect(result).toMatchObject({ method: 'sampled', seed: 1 });
    expect(result.permutations).toBeGreaterThanOrEqual(200);
    const expected = shapleyByDefinition(baseline, to, players, 'ebitda', 2030);
    for (const c of result.contributions) {
      expect(Math.abs(c.value - (expected[c.driver] as number)), c.driver).toBeLessThanOrEqual(4 * c.standard_error + 1e-6 * Math.abs(result.difference));
    }
    const sum = result.contributions.reduce((total, c) => total + c.value, 0);
    expect(Math.abs(sum - result.difference)).toBeLessThan(0.01);
    expect(attribution(model, { from: baseline, to, figure: 'ebitda', year: 2030 })).toEqual(result);
  });

  it('Baseline → High Case 2030 revenue: the nationwide roll-out leads; drivers that cannot reach revenue (acquisition cost, targets) get 0', () => {
    const result = attribution(model, { from: baseline, to: scenario('high_case'), figure: 'total_revenue', year: 2030 });
    expect(result.contributions[0]?.driver).toBe('serviceable_transport_share');
    for (const driver of ['customer_acquisition_cost', 'target_revenue_2030']) {
      expect(result.contributions.find((c) => c.driver === driver)).toMatchObject({ value: 0, standard_error: 0 });
    }
    expect(result.contributions.map((c) => c.driver)).not.toContain('qrago_revenue_share');
  });

  it('a figure without a value in a scenario is refused, naming the figure', () => {
    expect(() => attribution(model, { from: baseline, to: scenario('high_case'), figure: 'sales_reps', year: 2024 }))
      .toThrow(AnalysisInputError);
  });
});
