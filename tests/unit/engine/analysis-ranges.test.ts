import { describe, expect, it } from 'vitest';
import { FORECAST_YEARS } from '../../../engine/calendar.ts';
import { AnalysisInputError } from '../../../engine/analysis/analysisErrors.ts';
import { analysisModel } from '../../../engine/analysis/analysisModel.ts';
import { normalCdf, normalQuantile, sampleRange, type SamplingRange } from '../../../engine/analysis/ranges/distributions.ts';
import { defaultRange, rangesToSample, validateDriverRanges } from '../../../engine/analysis/ranges/driverRanges.ts';
import { YEARLY_FIGURES } from '../../../engine/analysis/ranges/rangeFigures.ts';
import { createRangesRun, evaluateRangesSlice, rangesSlices, sharedRangesDraws, summariseRangesDraws } from '../../../engine/analysis/ranges/run.ts';
import { drain } from '../../../engine/analysis/ranges/results.ts';
import { generatedPlan } from '../../../engine/headcount/defaultPlan.ts';
import { averageRanks, histogram, MIN_HISTOGRAM_BINS, niceWidth, quantiles } from '../../../engine/analysis/ranges/statistics.ts';
import { seededRandom } from '../../../engine/analysis/seededRandom.ts';
import { DRIVERS, DRIVER_BY_ID } from '../../../engine/model/drivers.ts';
import { DRIVER_UNCERTAINTY } from '../../../engine/model/uncertainty.ts';
import { BUILT_IN_SCENARIOS } from '../../../engine/scenarios.ts';
import { effectiveDrivers } from '../../../engine/session/effectiveDrivers.ts';
import { createModelSession } from '../../../engine/session/session.ts';
import { baselineActuals } from '../../helpers/fixtures.ts';
import { collapsedRanges } from '../../helpers/analysisArbitraries.ts';

const actuals = baselineActuals();
const model = analysisModel(actuals);
const baseline = effectiveDrivers(actuals);

describe('default uncertainty ranges', () => {
  it('every driver has one; targets, months and assessments stay fixed', () => {
    for (const driver of DRIVERS) {
      const uncertainty = DRIVER_UNCERTAINTY.get(driver.id);
      expect(uncertainty, driver.id).toBeDefined();
      expect(uncertainty?.reason.length, driver.id).toBeGreaterThan(5);
      if (driver.role !== 'model' || driver.unit === 'month') expect(uncertainty?.kind, driver.id).toBe('fixed');
    }
  });

  it('holds each built-in scenario\'s value and stays within the driver\'s bounds', () => {
    for (const scenario of BUILT_IN_SCENARIOS) {
      const values = effectiveDrivers(actuals, scenario.key_drivers);
      for (const driver of DRIVERS) {
        const range = defaultRange(driver, values[driver.id] as number);
        if (!range) continue;
        expect(range.low, `${scenario.scenario_id} ${driver.id}`).toBeGreaterThanOrEqual(driver.min);
        expect(range.high, `${scenario.scenario_id} ${driver.id}`).toBeLessThanOrEqual(driver.max);
        expect(range.low).toBeLessThanOrEqual(values[driver.id] as number);
        expect(range.high).toBeGreaterThanOrEqual(values[driver.id] as number);
      }
    }
  });

  it('is relative to the value, cut at the bounds: 81% conversion −10%/+10% is 72.9–89.1, 98% reaches 100', () => {
    const conversion = DRIVER_BY_ID.get('onboarding_conversion_rate');
    if (!conversion) throw new Error('catalog changed');
    expect(defaultRange(conversion, 81)).toMatchObject({ low: 72.9, distribution: 'triangular' });
    expect(defaultRange(conversion, 81)?.high).toBeCloseTo(89.1, 12);
    expect(defaultRange(conversion, 98)?.high).toBe(100);
  });

  it('a saved range replaces the default, a collapsed one fixes the driver, and one its value has left is stretched to it', () => {
    const sampled = rangesToSample({ ...baseline, logo_churn_rate: 7 }, { logo_churn_rate: { low: 2, high: 5, distribution: 'normal' }, sales_rep_productivity: { low: 1.04, high: 1.04, distribution: 'uniform' } });
    expect(sampled.find((range) => range.driver === 'logo_churn_rate')).toMatchObject({ low: 2, likely: 7, high: 7, distribution: 'normal' });
    expect(sampled.map((range) => range.driver)).not.toContain('sales_rep_productivity');
    expect(sampled.map((range) => range.driver)).not.toContain('target_revenue_2030');
  });

  it('validation names the driver: unknown, a target, out of bounds, not holding the value', () => {
    const problem = (ranges: Parameters<typeof validateDriverRanges>[0]) => {
      try {
        validateDriverRanges(ranges, baseline);
        return null;
      } catch (error) {
        return error as { code: string; driver: string };
      }
    };
    expect(problem({ warp: { low: 1, high: 2, distribution: 'uniform' } })).toMatchObject({ code: 'unknown_driver', driver: 'warp' });
    expect(problem({ target_revenue_2030: { low: 1, high: 6e7, distribution: 'uniform' } })).toMatchObject({ code: 'no_range' });
    expect(problem({ equity_round_1_month: { low: 202601, high: 202612, distribution: 'uniform' } })).toMatchObject({ code: 'no_range' });
    expect(problem({ logo_churn_rate: { low: 1, high: 41, distribution: 'uniform' } })).toMatchObject({ code: 'out_of_bounds' });
    expect(problem({ logo_churn_rate: { low: 4, high: 5, distribution: 'uniform' } })).toMatchObject({ code: 'not_around_value', driver: 'logo_churn_rate' });
    expect(problem({ logo_churn_rate: { low: 3.2, high: 3.2, distribution: 'uniform' } })).toBeNull();
  });
});

describe('seeded generator and distributions', () => {
  it('gives the same numbers for the same seed, in (0, 1), and other numbers for another seed', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const c = seededRandom(43);
    const first = Array.from({ length: 1000 }, () => a.next());
    expect(Array.from({ length: 1000 }, () => b.next())).toEqual(first);
    expect(Array.from({ length: 1000 }, () => c.next())).not.toEqual(first);
    for (const u of first) expect(u > 0 && u < 1).toBe(true);
    expect(() => seededRandom(-1)).toThrow(/whole number from 0/);
  });

  it('looks uniform: the mean of 100,000 numbers is 0.5 and each tenth holds a tenth of them', () => {
    const random = seededRandom(7);
    const tenths = new Array<number>(10).fill(0);
    let sum = 0;
    for (let i = 0; i < 100_000; i += 1) {
      const u = random.next();
      sum += u;
      tenths[Math.floor(u * 10)] = (tenths[Math.floor(u * 10)] as number) + 1;
    }
    expect(sum / 100_000).toBeCloseTo(0.5, 2);
    for (const count of tenths) expect(Math.abs(count - 10_000)).toBeLessThan(400);
  });

  const range = (distribution: SamplingRange['distribution'], bounds: [number, number] = [0, 100]): SamplingRange =>
    ({ low: 10, likely: 20, high: 40, distribution, min: bounds[0], max: bounds[1] });

  it('draws by the inverse distribution function: uniform and triangular', () => {
    expect(sampleRange(0.5, range('uniform'))).toBe(25);
    // The mode of the triangle sits at F(likely) = (20 − 10) ÷ (40 − 10).
    expect(sampleRange(1 / 3, range('triangular'))).toBeCloseTo(20, 12);
    expect(sampleRange(1e-12, range('triangular'))).toBeCloseTo(10, 4);
    expect(sampleRange(1 - 1e-12, range('triangular'))).toBeCloseTo(40, 4);
  });

  it('normal: likely is the mode; low and high are the 5th and 95th percentiles of a symmetric range; truncated to the bounds', () => {
    const symmetric: SamplingRange = { low: 10, likely: 20, high: 30, distribution: 'normal', min: -1000, max: 1000 };
    expect(sampleRange(0.5, symmetric)).toBeCloseTo(20, 6);
    expect(sampleRange(0.05, symmetric)).toBeCloseTo(10, 4);
    expect(sampleRange(0.95, symmetric)).toBeCloseTo(30, 4);
    const tight = range('normal', [15, 32]);
    for (const u of [1e-9, 0.01, 0.5, 0.99, 1 - 1e-9]) {
      const value = sampleRange(u, tight);
      expect(value).toBeGreaterThanOrEqual(15);
      expect(value).toBeLessThanOrEqual(32);
    }
    for (const z of [-5, -1.5, 0, 0.3, 2.7]) expect(normalQuantile(normalCdf(z))).toBeCloseTo(z, 5);
  });
});

describe('statistics of the draws', () => {
  it('quantiles are Excel\'s PERCENTILE.INC, by selection', () => {
    const values = Float64Array.from([15, 20, 35, 40, 50]);
    expect(quantiles(values, [0.1, 0.4, 0.5, 0.9])).toEqual([17, 29, 35, 46]);
    expect(quantiles(Float64Array.from([3, 3, 3, 3]), [0.1, 0.5, 0.9])).toEqual([3, 3, 3]);
    const random = seededRandom(1);
    const many = Float64Array.from({ length: 1001 }, () => Math.round(random.next() * 50));
    const sorted = [...many].sort((a, b) => a - b);
    expect(quantiles(many, [0.1, 0.5, 0.9])).toEqual([sorted[100], sorted[500], sorted[900]]);
  });

  it('ties share their average rank', () => {
    expect([...averageRanks(Float64Array.from([10, 30, 20, 30]))]).toEqual([1, 3.5, 2, 3.5]);
  });

  it('histograms have round bin widths, at most the bins asked for, an edge on the anchor, and hold every value', () => {
    expect([0.7, 1, 1.3, 2.2, 3.1, 4.9, 7, 23_456].map(niceWidth)).toEqual([1, 1, 2, 2.5, 5, 5, 10, 25_000]);
    // Values 100 … 110 (0 … 10 measured from 100), anchored on 103: width 2.5 (10 ÷ 4), edges 98, 100.5, 103, 105.5, 108, 110.5.
    const bins = histogram(Float64Array.from([0, 1, 2, 3, 10]), 5, 100, 103);
    expect(bins).toEqual([
      { from: 98, to: 100.5, count: 1 }, { from: 100.5, to: 103, count: 2 }, { from: 103, to: 105.5, count: 1 },
      { from: 105.5, to: 108, count: 0 }, { from: 108, to: 110.5, count: 1 },
    ]);
    expect(histogram(Float64Array.from([2, 2]), 5, 100, 0)).toEqual([{ from: 102, to: 102, count: 2 }]);
  });

  it('histogram bins follow the draws\' spread: a few far-off draws do not squeeze the rest into one bar, and values that differ get at least 10 bins', () => {
    // 1,000 draws evenly over 0 … 999 and three far below (a deep cash dip in a few draws).
    const draws = Float64Array.from([...Array.from({ length: 1000 }, (_, i) => i), -1_000_000, -900_000, -800_000]);
    const bins = histogram(draws, 40, 0, 0);
    expect(bins.length).toBeGreaterThanOrEqual(MIN_HISTOGRAM_BINS);
    expect(bins.length).toBeLessThanOrEqual(40);
    expect(Math.max(...bins.map((bin) => bin.count))).toBeLessThanOrEqual(0.2 * draws.length);
    expect(bins.reduce((sum, bin) => sum + bin.count, 0)).toBe(draws.length);
    expect(bins[0]?.from).toBe(-1_000_000);
    expect(bins.at(-1)?.to).toBeGreaterThanOrEqual(999);
    // The far-off draws have an end bin of their own; the others keep one round width, with an edge on the anchor.
    const inner = bins.slice(1, -1);
    expect(new Set(inner.map((bin) => bin.to - bin.from)).size).toBe(1);
    expect(bins.some((bin) => bin.from === 0)).toBe(true);
    // Two values only: still at least 10 bins between them.
    expect(histogram(Float64Array.from([0, 0, 0, 1]), 40, 0, 0).length).toBeGreaterThanOrEqual(MIN_HISTOGRAM_BINS);
  });
});

describe('a forecast-ranges run', () => {
  it('with nothing uncertain answers the workbook\'s forecast (the model of record) for every year', () => {
    const run = createRangesRun(model, { drivers: baseline, ranges: collapsedRanges(baseline), draws: 5, seed: 1 });
    run.step(5);
    const result = run.result();
    const session = createModelSession({ actuals });
    const years = session.years();
    session.destroy();
    for (const year of FORECAST_YEARS) {
      for (const figure of YEARLY_FIGURES) {
        const expected = years[year]?.[figure] as number;
        expect(Math.abs(result.years[String(year)]?.[figure].p50 as number - expected), `${figure} ${year}`).toBeLessThanOrEqual(1e-9 * Math.abs(expected));
      }
    }
  });

  it('draws whole sales reps: with only the sales team uncertain, 2030 revenue takes at most one value per team size', () => {
    const fixed = collapsedRanges(baseline);
    const run = createRangesRun(model, { drivers: baseline, ranges: { ...fixed, sales_team_size: { low: 5, high: 9, distribution: 'uniform' } }, draws: 400, seed: 9 });
    run.step(400);
    const { histograms, ranges } = run.result();
    expect(ranges).toEqual([{ driver: 'sales_team_size', low: 5, likely: 7, high: 9, distribution: 'uniform' }]);
    expect(histograms.revenue_2030.filter((bin) => bin.count > 0).length).toBeLessThanOrEqual(5);
  });

  it('refuses draws outside 1 … 100,000 and a seed outside 0 … 2³² − 1, naming the field; has no result before its first step', () => {
    const field = (input: Partial<Parameters<typeof createRangesRun>[1]>) => {
      try {
        createRangesRun(model, { drivers: baseline, draws: 10, seed: 1, ...input });
        return null;
      } catch (error) {
        return error instanceof AnalysisInputError ? error.field : String(error);
      }
    };
    expect(field({ draws: 0 })).toBe('draws');
    expect(field({ draws: 100_001 })).toBe('draws');
    expect(field({ seed: 2 ** 32 })).toBe('seed');
    expect(() => createRangesRun(model, { drivers: baseline, draws: 10, seed: 1 }).result()).toThrow(/no draws yet/);
  });

  it('keeps about 1.2 kB per draw, so a 100,000-draw run stays far under 200 MB', () => {
    const run = createRangesRun(model, { drivers: baseline, draws: 100_000, seed: 1 });
    expect(run.keptBytes / run.draws).toBeLessThan(1300);
    expect(run.keptBytes).toBeLessThan(200 * 2 ** 20);
  });

  it('answers the results of the draws done so far while it runs', () => {
    const run = createRangesRun(model, { drivers: baseline, draws: 100, seed: 4 });
    expect(run.step(30)).toEqual({ done: 30, total: 100, finished: false });
    expect(run.result()).toMatchObject({ draws: 30, requested_draws: 100 });
    expect(run.step(1000)).toEqual({ done: 100, total: 100, finished: true });
  });
});

describe('forecast ranges on a saved headcount plan', () => {
  it('draw on the plan: the likely line is the workbook\'s with the plan, slices agree with the whole run, and the kernel is back on the generated plan after', () => {
    const hire = { role: 'Account Executive', department: 'sales', count: 3, start_month: '2026-06', end_month: null, annual_salary: 45_300, raise_pct: null, raise_month: 1, variable_pct: 30, recruiting_cost: 6_000 };
    const headcount = { positions: [...generatedPlan(baseline).positions, hire] };
    const input = { drivers: baseline, draws: 1_200, seed: 11, headcount };
    const before = model.evaluateVector(model.kernel.driverVector({ ...baseline })).annual.slice();
    const resultOf = (run: ReturnType<typeof createRangesRun>) => {
      run.step(run.draws);
      return run.result();
    };
    const whole = resultOf(createRangesRun(model, input));
    expect(model.evaluateVector(model.kernel.driverVector({ ...baseline })).annual).toEqual(before);

    const session = createModelSession({ actuals, drivers: baseline, headcount });
    try {
      const years = session.years();
      expect(whole.fans.yearly.lines.total_revenue.plan).toEqual(FORECAST_YEARS.map((year) => expect.closeTo(years[year]?.total_revenue as number, 2)));
    } finally {
      session.destroy();
    }
    const generated = resultOf(createRangesRun(model, { ...input, headcount: null }));
    expect(whole.years[2028]?.total_revenue.p50).toBeGreaterThan(generated.years[2028]?.total_revenue.p50 as number);

    const draws = sharedRangesDraws(model, input);
    for (const slice of rangesSlices(input.draws, 2)) evaluateRangesSlice(analysisModel(actuals), input, slice.from, slice.to, draws);
    expect(drain(summariseRangesDraws(model, input, draws))).toEqual(whole);
  });
});
