import { describe, expect, it } from 'vitest';
import { AnalysisInputError } from '../../../engine/analysis/analysisErrors.ts';
import { analysisModel } from '../../../engine/analysis/analysisModel.ts';
import { goalSeek } from '../../../engine/analysis/goalSeek.ts';
import { figureIds, modelFigure } from '../../../engine/analysis/modelFigure.ts';
import { brentRoot, finiteEdge, goldenMaximum } from '../../../engine/analysis/rootFinding.ts';
import { effectiveDrivers } from '../../../engine/session/effectiveDrivers.ts';
import { baselineActuals } from '../../helpers/fixtures.ts';

const actuals = baselineActuals();
const model = analysisModel(actuals);
const baseline = effectiveDrivers(actuals);

function figureWith(driver: string, value: number, figure: string, year: number): number {
  return modelFigure(model.kernel, figure, year).read(model.evaluateVector(model.kernel.driverVector({ ...baseline, [driver]: value })));
}

describe('root finding', () => {
  it('Brent finds a root to machine precision; golden section the top of a hill; the edge of a function\'s values at any scale', () => {
    const root = brentRoot((x) => x ** 3 - 2, 0, 2, -2, 6);
    expect(root).toBeCloseTo(Math.cbrt(2), 15);
    expect(goldenMaximum((x) => -((x - 0.3) ** 2), 0, 1).x).toBeCloseTo(0.3, 7);
    const edge = finiteEdge((x) => (x > 1e-300 ? 1 / x : NaN), 1, 0);
    expect(edge.at(-1)?.x).toBeGreaterThan(1e-300);
    expect(edge.at(-1)?.x).toBeLessThan(1.0000000001e-300);
  });
});

describe('goal seek', () => {
  it('Baseline: 2030 revenue of €60M takes a sales rep productivity of about 2.387 clients a month, the only root', () => {
    const answer = goalSeek(model, { drivers: baseline, driver: 'sales_rep_productivity', figure: 'total_revenue', year: 2030, target: 60_000_000 });
    expect(answer).toMatchObject({ root: 'only', roots: 1, monotone: true, current: { value: 1.04 } });
    expect(answer.value).toBeCloseTo(2.38695, 5);
    expect(Math.abs((answer.achieved as number) - 60_000_000)).toBeLessThan(1e-6);
    expect(figureWith('sales_rep_productivity', answer.value as number, 'total_revenue', 2030)).toBe(answer.achieved);
  });

  it('says when the target is out of reach and what the driver can reach', () => {
    const answer = goalSeek(model, { drivers: baseline, driver: 'logo_churn_rate', figure: 'ebitda', year: 2026, target: 0 });
    expect(answer).toMatchObject({ value: null, achieved: null, root: null, roots: 0 });
    expect(answer.reachable?.min).toBeGreaterThan(0);
    expect(answer.reachable?.min).toBeCloseTo(figureWith('logo_churn_rate', 40, 'ebitda', 2026), 6);
  });

  it('a figure that rises and falls: of its roots, the one closest to the driver\'s current value, and the figure does not cross the target on the way there', () => {
    const current = figureWith('medical_client_growth_rate', 14, 'operating_margin', 2030);
    const top = goalSeek(model, { drivers: baseline, driver: 'medical_client_growth_rate', figure: 'operating_margin', year: 2030, target: 1e9 }).reachable?.max as number;
    // Between the figure at the upper bound and the top of the hill: crossed on the way up and on the way down.
    const target = (figureWith('medical_client_growth_rate', 60, 'operating_margin', 2030) + top) / 2;
    const answer = goalSeek(model, { drivers: baseline, driver: 'medical_client_growth_rate', figure: 'operating_margin', year: 2030, target });
    expect(answer).toMatchObject({ monotone: false, root: 'closest_to_current' });
    expect(answer.roots).toBeGreaterThanOrEqual(2);
    const value = answer.value as number;
    const side = Math.sign(current - target);
    for (let i = 0; i < 200; i += 1) {
      const x = 14 + ((value - 14) * i) / 200;
      expect(Math.sign(figureWith('medical_client_growth_rate', x, 'operating_margin', 2030) - target)).toBe(side);
    }
  });

  it('counts of people and months take the whole value (month) closest to the target, ties nearest the current value', () => {
    const reps = goalSeek(model, { drivers: baseline, driver: 'sales_team_size', figure: 'total_revenue', year: 2030, target: 60_000_000 });
    expect(reps).toMatchObject({ value: 16, root: 'closest_whole' });
    // A €1M round in any month after December 2026 leaves 2026's closing cash without it: the month nearest July 2026 is January 2027.
    const withRound = { ...baseline, equity_round_1_amount: 1_000_000 };
    const cashWithout = modelFigure(model.kernel, 'closing_cash', 2026).read(model.evaluateVector(model.kernel.driverVector({ ...withRound, equity_round_1_month: 202801 })));
    const month = goalSeek(model, { drivers: withRound, driver: 'equity_round_1_month', figure: 'closing_cash', year: 2026, target: cashWithout });
    expect(month).toMatchObject({ value: 202701, achieved: cashWithout, root: 'closest_whole' });
  });

  it('refuses an unknown figure, a year the figure does not have and an unknown driver, naming the field', () => {
    const field = (change: Partial<Parameters<typeof goalSeek>[1]>) => {
      try {
        goalSeek(model, { drivers: baseline, driver: 'sales_rep_productivity', figure: 'total_revenue', year: 2030, target: 1, ...change });
        return null;
      } catch (error) {
        return error instanceof AnalysisInputError ? error.field : String(error);
      }
    };
    expect(field({ figure: 'profit' })).toBe('figure');
    expect(field({ year: 2023 })).toBe('year');
    expect(field({ figure: 'nrr', year: 2024 })).toBe('year');
    expect(field({ driver: 'warp_speed' })).toBe('driver');
    expect(field({ target: Number.NaN })).toBe('target');
  });

  it('names every annual line and KPI by one id: no line shares an id with a KPI', () => {
    const { lines, kpis } = figureIds(model.kernel);
    expect(lines.filter((id) => kpis.includes(id))).toEqual([]);
    expect(lines).toEqual(expect.arrayContaining(['total_revenue', 'ebitda', 'closing_cash', 'arr', 'total_clients']));
    expect(kpis).toEqual(expect.arrayContaining(['gross_margin', 'ltv_cac', 'cash_runway']));
  });
});
