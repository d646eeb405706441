import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DRIVERS } from '../../engine/model/drivers.ts';
import type { DriverDef } from '../../engine/model/types.ts';
import { propertyBudget } from '../helpers/propertyBudget.ts';
import { decimalsOf, keyTarget, sliderScale, sliderStep, snapToStop, stepFrom } from '../../src/features/key-drivers/sliderScale.ts';

const BUDGET = { numRuns: 500 };

/** Every driver that has a slider (month drivers have a month picker). */
const SLIDER_DRIVERS = DRIVERS.filter((driver) => driver.editable && driver.unit !== 'month');

/**
 * A value as people and scenarios write them: at most six decimals (the catalog's calibrated
 * values have up to six: 7.31419, 0.324199) and at most 15 significant digits, what a double
 * holds exactly (a €4,060,696,738.375876 target is beyond that), within [low, high].
 */
function writtenValue(low: number, high: number): fc.Arbitrary<number> {
  const integerDigits = String(Math.floor(Math.max(Math.abs(low), Math.abs(high)))).length;
  return fc.integer({ min: 0, max: Math.max(0, Math.min(6, 15 - integerDigits)) }).chain((decimals) => {
    const unit = 10 ** decimals;
    const first = Math.ceil(low * unit);
    const last = Math.floor(high * unit);
    return first > last ? fc.constant(low) : fc.integer({ min: first, max: last }).map((n) => Number((n / unit).toFixed(decimals)));
  });
}

/** A value the driver can hold: written as above, and a whole number where it counts people. */
function driverValue(driver: DriverDef, low: number, high: number): fc.Arbitrary<number> {
  return driver.whole ? fc.integer({ min: Math.ceil(low), max: Math.floor(high) }) : writtenValue(low, high);
}

/** A slider driver, a scenario value on it, and a start value from which one step up stays inside the range. */
const sliderCase = fc.constantFrom(...SLIDER_DRIVERS).chain((driver) => fc.record({
  driver: fc.constant(driver),
  scenarioValue: driverValue(driver, driver.min, driver.max),
  start: driverValue(driver, driver.min, driver.max - sliderStep(driver)),
}));

describe('Key Drivers slider (property)', () => {
  it('→ then ← returns to the start value exactly, and ← then → too', () => {
    fc.assert(fc.property(sliderCase, ({ driver, scenarioValue, start }) => {
      const scale = sliderScale(driver, scenarioValue);
      expect(keyTarget('ArrowLeft', keyTarget('ArrowRight', start, scale) ?? NaN, scale)).toBe(start);
      const above = stepFrom(start, 1, scale);
      expect(keyTarget('ArrowRight', keyTarget('ArrowLeft', above, scale) ?? NaN, scale)).toBe(above);
    }), propertyBudget(BUDGET));
  });

  it('n steps up and n steps down from the scenario value end on it exactly: no unsaved change is left', () => {
    const walk = fc.constantFrom(...SLIDER_DRIVERS).chain((driver) => fc.record({
      driver: fc.constant(driver),
      scenarioValue: driverValue(driver, driver.min, driver.min + (driver.max - driver.min) / 2),
      steps: fc.integer({ min: 1, max: 50 }),
    }));
    fc.assert(fc.property(walk, ({ driver, scenarioValue, steps: wanted }) => {
      const scale = sliderScale(driver, scenarioValue);
      // Whole-people steps are coarser than a hundredth of the range: stop before the upper bound.
      const steps = Math.min(wanted, Math.floor((driver.max - scenarioValue) / scale.step));
      let value = scenarioValue;
      for (let i = 0; i < steps; i += 1) value = keyTarget('ArrowRight', value, scale) ?? NaN;
      for (let i = 0; i < steps; i += 1) value = keyTarget('ArrowLeft', value, scale) ?? NaN;
      expect(value).toBe(scenarioValue);
    }), propertyBudget(BUDGET));
  });

  it('never leaves the bounds, whatever key and value, and Home/End are the bounds exactly', () => {
    const anyKey = fc.constantFrom('ArrowRight', 'ArrowLeft', 'ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End');
    fc.assert(fc.property(sliderCase, anyKey, ({ driver, scenarioValue, start }, key) => {
      const scale = sliderScale(driver, scenarioValue);
      const target = keyTarget(key, start, scale) ?? NaN;
      expect(target).toBeGreaterThanOrEqual(driver.min);
      expect(target).toBeLessThanOrEqual(driver.max);
      if (key === 'Home') expect(target).toBe(driver.min);
      if (key === 'End') expect(target).toBe(driver.max);
    }), propertyBudget(BUDGET));
  });

  it('comes to rest exactly on the scenario value or on a round mark (no binary noise), inside the bounds', () => {
    const dragged = fc.constantFrom(...SLIDER_DRIVERS).chain((driver) => fc.record({
      driver: fc.constant(driver),
      scenarioValue: driverValue(driver, driver.min, driver.max),
      raw: fc.double({ min: driver.min, max: driver.max, noNaN: true }),
    }));
    fc.assert(fc.property(dragged, ({ driver, scenarioValue, raw }) => {
      const scale = sliderScale(driver, scenarioValue);
      expect(snapToStop(scenarioValue, scale)).toBe(scenarioValue);
      const rest = snapToStop(raw, scale);
      expect(rest).toBeGreaterThanOrEqual(driver.min);
      expect(rest).toBeLessThanOrEqual(driver.max);
      if (rest !== scenarioValue) {
        // A mark min + n·step, written with no more decimals than the step and the bounds have;
        // the upper bound is a stop too (whole-people steps need not divide the range).
        expect(decimalsOf(rest)).toBeLessThanOrEqual(Math.max(decimalsOf(scale.step), decimalsOf(driver.min), decimalsOf(driver.max)));
        const n = (rest - driver.min) / scale.step;
        expect(rest === driver.max || Math.abs(n - Math.round(n)) < 1e-6).toBe(true);
        expect(Math.abs(rest - raw)).toBeLessThanOrEqual(scale.step / 2 + 1e-9);
        if (driver.whole) expect(Number.isInteger(rest)).toBe(true);
      }
    }), propertyBudget(BUDGET));
  });
});
