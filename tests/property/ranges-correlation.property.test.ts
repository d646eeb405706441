import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { analysisModel } from '../../engine/analysis/analysisModel.ts';
import { DRAWS_PER_BLOCK } from '../../engine/analysis/ranges/correlation.ts';
import { createRangesRun, type RangesRunInput } from '../../engine/analysis/ranges/run.ts';
import { averageRanks, correlation } from '../../engine/analysis/ranges/statistics.ts';
import { MAX_SEED } from '../../engine/analysis/seededRandom.ts';
import { declaredRankCorrelation, DRIVER_CORRELATION_GROUPS } from '../../engine/model/uncertainty.ts';
import { baselineActuals } from '../helpers/fixtures.ts';
import { savedRanges, scenarioDrivers } from '../helpers/analysisArbitraries.ts';
import { propertyBudget } from '../helpers/propertyBudget.ts';

/**
 * Forecast ranges draw the catalog's driver groups correlated (Iman–Conover, issue 25): the rank
 * correlation the draws realise is the declared matrix within sampling error — for every pair of
 * drawn drivers, correlated, of different groups or independent — and the reordering keeps a seed's
 * draws the same however the run is cut into steps, across the blocks it reorders.
 */

const actuals = baselineActuals();
const model = analysisModel(actuals);
const seed = fc.integer({ min: 0, max: MAX_SEED });
const drivers = scenarioDrivers(actuals);
/** Saved ranges over some drivers (any distribution), never collapsing one. */
const scenario = drivers.chain((values) => fc.record({ values: fc.constant(values), ranges: fc.oneof(fc.constant({}), savedRanges(values, 8)) }));

function finished(input: RangesRunInput, steps: readonly number[] = [input.draws]) {
  const run = createRangesRun(model, input);
  for (let i = 0; !run.step(steps[i % steps.length] as number).finished; i += 1);
  return run;
}

describe('forecast ranges: correlated drivers', () => {
  it('realise the declared rank correlation of every pair within sampling error', () => {
    const draws = 2 * DRAWS_PER_BLOCK;
    fc.assert(fc.property(scenario, seed, ({ values, ranges }, s) => {
      const run = finished({ drivers: values, ranges, draws, seed: s });
      const ids = run.ranges.map((range) => range.driver);
      const ranks = run.drawnUniforms().map((column) => averageRanks(column));
      let independent = 0;
      let independentPairs = 0;
      for (let a = 0; a < ids.length; a += 1) {
        for (let b = a + 1; b < ids.length; b += 1) {
          const declared = declaredRankCorrelation(ids[a] as string, ids[b] as string);
          const realised = correlation(ranks[a] as Float64Array, ranks[b] as Float64Array);
          const pair = `${ids[a]} × ${ids[b]}: declared ${declared}, realised ${realised.toFixed(4)}`;
          if (declared !== 0) {
            // Reordered within each block to the declared correlation: far tighter than independent sampling.
            expect(Math.abs(realised - declared), pair).toBeLessThan(0.05);
          } else {
            // Independent pairs vary as 1/√n; 5.5 standard errors is a bound no honest pair of ~2,000 crosses.
            expect(Math.abs(realised), pair).toBeLessThan(5.5 / Math.sqrt(draws));
            independent += Math.abs(realised);
            independentPairs += 1;
          }
        }
      }
      // On average an independent pair's |ρ| is √(2/π) ÷ √n ≈ 0.018: no correlation leaks between groups.
      if (independentPairs > 0) expect(independent / independentPairs).toBeLessThan(0.03);
      const result = run.result();
      for (const group of result.correlated_groups) {
        const declared = DRIVER_CORRELATION_GROUPS.find((g) => g.id === group.id)?.correlation;
        expect(group.correlation).toBe(declared);
        if (group.realised !== null) expect(Math.abs(group.realised - group.correlation), group.id).toBeLessThan(0.05);
      }
    }), propertyBudget({ numRuns: 4, seconds: 120 }));
  });

  it('gives a seed the same draws however the run is cut into steps, across the blocks it reorders', () => {
    const draws = 2 * DRAWS_PER_BLOCK + 300;
    const steps = fc.array(fc.integer({ min: 1, max: 900 }), { minLength: 1, maxLength: 4 });
    fc.assert(fc.property(drivers, seed, steps, (values, s, cut) => {
      const whole = finished({ drivers: values, draws, seed: s });
      const stepped = finished({ drivers: values, draws, seed: s }, cut);
      expect(stepped.drawnUniforms()).toEqual(whole.drawnUniforms());
    }), propertyBudget({ numRuns: 3, seconds: 120 }));
  });
});
