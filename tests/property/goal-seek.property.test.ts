import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FORECAST_YEARS } from '../../engine/calendar.ts';
import { analysisModel } from '../../engine/analysis/analysisModel.ts';
import { goalSeek } from '../../engine/analysis/goalSeek.ts';
import { modelFigure } from '../../engine/analysis/modelFigure.ts';
import { DRIVERS } from '../../engine/model/drivers.ts';
import { baselineActuals } from '../helpers/fixtures.ts';
import { scenarioDrivers } from '../helpers/analysisArbitraries.ts';
import { driverValue } from '../helpers/driverArbitrary.ts';
import { propertyBudget } from '../helpers/propertyBudget.ts';

/**
 * Goal seek (issue 17): an answer fed back into the model reaches the target within 0.01 %, or
 * the figure jumps over the target right at it (it moves in steps) and it is the nearer side; an
 * answer of "not reachable" comes with a reachable range the target lies outside; a target the
 * driver does reach somewhere within its bounds is found (or misses the range by the figure's
 * rounding: next to a bound the figure can wobble by an ulp). (The CLI test feeds an answer through
 * `npm run model -- forecast --drivers`, the workbook.)
 */

const actuals = baselineActuals();
const model = analysisModel(actuals);
const CONTINUOUS = DRIVERS.filter((driver) => !driver.whole && driver.unit !== 'month' && driver.role === 'model');
const FIGURES = ['total_revenue', 'ebitda', 'closing_cash', 'gross_profit', 'rides', 'total_clients', 'arr', 'employees', 'transport_clients',
  'gross_margin', 'operating_margin', 'ltv_cac', 'nrr', 'cac', 'cash_runway', 'revenue_per_employee'];

const question = fc.record({
  drivers: scenarioDrivers(actuals),
  driver: fc.constantFrom(...CONTINUOUS),
  figure: fc.constantFrom(...FIGURES),
  year: fc.constantFrom(...FORECAST_YEARS),
});

/** The figure with one driver changed, by the kernel (NaN where the model has no value). */
function figureWith(drivers: Record<string, number>, driver: string, value: number, figure: string, year: number): number {
  return modelFigure(model.kernel, figure, year).read(model.evaluateVector(model.kernel.driverVector({ ...drivers, [driver]: value })));
}

/** Within 0.01 % of the target; a target of 0 within a billionth of the figure's size (its rounding). */
const within = (value: number, target: number, size: number) => Math.abs(value - target) <= 1e-4 * Math.abs(target) + 1e-9 * size;

describe('goal seek', () => {
  it('reaches the target within 0.01 % whenever it answers a value, and otherwise reports a reachable range the target is outside', () => {
    const target = fc.oneof(
      fc.double({ min: -2, max: 3, noNaN: true }).map((share) => ({ kind: 'share' as const, share })),
      fc.double({ min: 0, max: 1, noNaN: true }).map((at) => ({ kind: 'at' as const, at })),
    );
    fc.assert(fc.property(question, target, ({ drivers, driver, figure, year }, how) => {
      const current = figureWith(drivers, driver.id, drivers[driver.id] as number, figure, year);
      fc.pre(Number.isFinite(current));
      const goal = how.kind === 'share' ? current * how.share : figureWith(drivers, driver.id, driver.min + how.at * (driver.max - driver.min), figure, year);
      fc.pre(Number.isFinite(goal));
      const answer = goalSeek(model, { drivers, driver: driver.id, figure, year, target: goal });
      if (answer.value === null) {
        expect(answer.reachable === null || goal < answer.reachable.min || goal > answer.reachable.max, JSON.stringify(answer)).toBe(true);
        // A target taken from the figure somewhere within the bounds is reachable, up to the figure's rounding.
        if (how.kind === 'at') {
          const { min, max } = answer.reachable as { min: number; max: number };
          expect(Math.max(min - goal, goal - max), JSON.stringify(answer)).toBeLessThanOrEqual(1e-9 * Math.max(Math.abs(min), Math.abs(max)));
        }
        return;
      }
      expect(answer.value).toBeGreaterThanOrEqual(driver.min);
      expect(answer.value).toBeLessThanOrEqual(driver.max);
      const size = Math.max(Math.abs((answer.reachable as { min: number }).min), Math.abs((answer.reachable as { max: number }).max));
      const achieved = figureWith(drivers, driver.id, answer.value, figure, year);
      expect(achieved).toBe(answer.achieved);
      if (answer.root === 'closest_step') {
        // The figure jumps over the target right at the answer, and the answer is the side nearer it.
        expect(within(achieved, goal, size), JSON.stringify(answer)).toBe(false);
        const step = 8 * Number.EPSILON * Math.max(Math.abs(answer.value), Number.MIN_VALUE);
        const across = [answer.value - step, answer.value + step]
          .map((x) => figureWith(drivers, driver.id, x, figure, year))
          .filter((other) => (other - goal) * (achieved - goal) <= 0);
        expect(across.length, JSON.stringify(answer)).toBeGreaterThan(0);
        expect(across.every((other) => Math.abs(achieved - goal) <= Math.abs(other - goal)), JSON.stringify(answer)).toBe(true);
      } else {
        expect(within(achieved, goal, size), JSON.stringify(answer)).toBe(true);
      }
      expect(goal).toBeGreaterThanOrEqual((answer.reachable as { min: number }).min);
      expect(goal).toBeLessThanOrEqual((answer.reachable as { max: number }).max);
    }), propertyBudget({ numRuns: 150, seconds: 90 }));
  });

  it('counts of people take the whole value whose figure is closest to the target', () => {
    const whole = DRIVERS.filter((driver) => driver.whole);
    const wholeQuestion = fc.record({ drivers: scenarioDrivers(actuals), driver: fc.constantFrom(...whole), year: fc.constantFrom(...FORECAST_YEARS) })
      .chain((q) => driverValue(q.driver).map((at) => ({ ...q, at })));
    fc.assert(fc.property(wholeQuestion, ({ drivers, driver, year, at }) => {
      const goal = figureWith(drivers, driver.id, at, 'ebitda', year) + 1;
      const answer = goalSeek(model, { drivers, driver: driver.id, figure: 'ebitda', year, target: goal });
      fc.pre(answer.value !== null);
      expect(Number.isInteger(answer.value)).toBe(true);
      expect(answer.root).toBe('closest_whole');
      const gap = Math.abs((answer.achieved as number) - goal);
      for (const neighbour of [(answer.value as number) - 1, (answer.value as number) + 1].filter((v) => v >= driver.min && v <= driver.max)) {
        expect(Math.abs(figureWith(drivers, driver.id, neighbour, 'ebitda', year) - goal)).toBeGreaterThanOrEqual(gap);
      }
    }), propertyBudget({ numRuns: 20, seconds: 60 }));
  });
});
