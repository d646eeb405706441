import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FORECAST_MONTHS, FORECAST_YEARS } from '../../engine/calendar.ts';
import { analysisModel } from '../../engine/analysis/analysisModel.ts';
import { FAN_LINES, YEARLY_FIGURES } from '../../engine/analysis/ranges/rangeFigures.ts';
import type { RangesResult } from '../../engine/analysis/ranges/results.ts';
import { createRangesRun, evaluateRangesSlice, rangesSlices, sharedRangesDraws, summariseRangesDraws } from '../../engine/analysis/ranges/run.ts';
import { drain } from '../../engine/analysis/ranges/results.ts';
import { MAX_SEED } from '../../engine/analysis/seededRandom.ts';
import { kernelCells } from '../../engine/kernel/read.ts';
import { baselineActuals } from '../helpers/fixtures.ts';
import { collapsedRanges, savedRanges, scenarioDrivers } from '../helpers/analysisArbitraries.ts';
import { propertyBudget } from '../helpers/propertyBudget.ts';

/**
 * Forecast ranges (issue 17): with nothing uncertain every percentile is the forecast itself;
 * percentiles are ordered for every figure, year and month; and a seed fixes the whole answer,
 * however the run is cut into steps, or into slices evaluated apart (a pool's threads) in any order.
 */

const actuals = baselineActuals();
const model = analysisModel(actuals);
const seed = fc.integer({ min: 0, max: MAX_SEED });
const draws = fc.integer({ min: 1, max: 120 });
const drivers = scenarioDrivers(actuals);
/** Drivers with saved ranges over some of them, or none (the catalog's defaults). */
const scenario = drivers.chain((values) => fc.record({ values: fc.constant(values), ranges: fc.oneof(fc.constant({}), savedRanges(values)) }));

function runToEnd(input: Parameters<typeof createRangesRun>[1], steps: readonly number[] = [input.draws]): RangesResult {
  const run = createRangesRun(model, input);
  for (let i = 0; !run.step(steps[i % steps.length] as number).finished; i += 1);
  return run.result();
}

describe('forecast ranges', () => {
  it('with every range collapsed to its likely value, P10 = P50 = P90 = mean = the deterministic forecast, every year and month', () => {
    fc.assert(fc.property(drivers, draws, seed, (values, n, s) => {
      const result = runToEnd({ drivers: values, ranges: collapsedRanges(values), draws: n, seed: s });
      expect(result.ranges).toEqual([]);
      const forecast = model.evaluateVector(model.kernel.driverVector(values));
      const cells = kernelCells(model.kernel, forecast, () => null);
      for (const year of FORECAST_YEARS) {
        for (const figure of YEARLY_FIGURES) {
          const plan = cells.annual(figure, year);
          expect(result.years[String(year)]?.[figure], `${figure} ${year}`).toEqual({ p10: plan, p50: plan, p90: plan, mean: plan });
        }
      }
      for (const line of FAN_LINES) {
        const months = cells.months(line).slice(-FORECAST_MONTHS.length);
        const fan = result.fans.monthly.lines[line];
        expect(fan.p10, line).toEqual(months);
        expect(fan.p50, line).toEqual(months);
        expect(fan.p90, line).toEqual(months);
      }
      const cash = cells.months('closing_cash').slice(-FORECAST_MONTHS.length) as number[];
      const lowest = Math.min(...cash);
      expect(result.lowest_cash).toEqual({ p10: lowest, p50: lowest, p90: lowest, mean: lowest });
      expect(result.probabilities.cash_never_below_zero).toBe(lowest >= 0 ? 1 : 0);
      expect(result.probabilities.cash_below_covenant).toBe(lowest < (values.minimum_cash_covenant as number) ? 1 : 0);
      expect(result.correlated_groups).toEqual([]);
      expect(result.histograms.revenue_2030).toEqual([{ from: cells.annual('total_revenue', 2030), to: cells.annual('total_revenue', 2030), count: n }]);
    }), propertyBudget({ numRuns: 100, seconds: 60 }));
  });

  it('P10 ≤ P50 ≤ P90 for every figure and year, every month of the fans and the lowest cash, all finite', () => {
    const ordered = (where: string, p: { p10: number; p50: number; p90: number }) => {
      expect(Number.isFinite(p.p10) && Number.isFinite(p.p90), where).toBe(true);
      expect(p.p10, where).toBeLessThanOrEqual(p.p50);
      expect(p.p50, where).toBeLessThanOrEqual(p.p90);
    };
    fc.assert(fc.property(scenario, draws, seed, ({ values, ranges }, n, s) => {
      const result = runToEnd({ drivers: values, ranges, draws: n, seed: s });
      for (const year of FORECAST_YEARS) for (const figure of YEARLY_FIGURES) ordered(`${figure} ${year}`, result.years[String(year)]?.[figure] as never);
      for (const [kind, fan] of Object.entries(result.fans)) {
        for (const line of FAN_LINES) {
          fan.lines[line].p50.forEach((_, i) => ordered(`${kind} ${line} ${fan.periods[i]}`, {
            p10: fan.lines[line].p10[i] as number, p50: fan.lines[line].p50[i] as number, p90: fan.lines[line].p90[i] as number,
          }));
        }
      }
      ordered('lowest cash', result.lowest_cash);
      for (const probability of Object.values(result.probabilities)) {
        expect(probability).toBeGreaterThanOrEqual(0);
        expect(probability).toBeLessThanOrEqual(1);
      }
    }), propertyBudget({ numRuns: 100, seconds: 60 }));
  });

  it('the same seed gives the same answer, whatever the steps the run is cut into', () => {
    const steps = fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 5 });
    fc.assert(fc.property(scenario, draws, seed, steps, ({ values, ranges }, n, s, cut) => {
      const whole = runToEnd({ drivers: values, ranges, draws: n, seed: s });
      expect(runToEnd({ drivers: values, ranges, draws: n, seed: s }, cut)).toEqual(whole);
    }), propertyBudget({ numRuns: 60, seconds: 60 }));
  });

  it('the same seed gives the same answer when the run is cut into slices of whole blocks, evaluated apart and in any order', () => {
    // Up to four blocks of draws, so a slice starts after blocks of the stream it runs past.
    const manyDraws = fc.integer({ min: 1, max: 3_500 });
    const parts = fc.integer({ min: 1, max: 4 });
    fc.assert(fc.property(scenario, manyDraws, seed, parts, fc.boolean(), ({ values, ranges }, n, s, k, backwards) => {
      const input = { drivers: values, ranges, draws: n, seed: s };
      const whole = runToEnd(input);
      const draws = sharedRangesDraws(model, input);
      const slices = rangesSlices(n, k);
      expect(slices.reduce((sum, slice) => sum + slice.to - slice.from, 0)).toBe(n);
      for (const slice of backwards ? [...slices].reverse() : slices) evaluateRangesSlice(analysisModel(actuals), input, slice.from, slice.to, draws);
      expect(drain(summariseRangesDraws(model, input, draws))).toEqual(whole);
    }), propertyBudget({ numRuns: 12, seconds: 90 }));
  });
});
