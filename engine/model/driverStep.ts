import type { DriverDef } from './types.ts';

/**
 * How far a driver moves when an analysis asks "what does one step of it do": the one rule behind
 * the impacts per +1% (explain, the assumption mappings) and the sensitivity sweep's steps. The
 * model is only evaluated at values the catalog accepts:
 * - a month driver takes no step (1% of 202511 is no month): null;
 * - a count of people stays whole: its step is the asked size rounded, at least one person, and
 *   the change it causes is scaled back to the asked size (`scale`);
 * - a step that would pass the driver's maximum is taken downwards from the value, and `direction`
 *   −1 tells the caller to negate the change, so every result reads as "one step up".
 */
export interface DriverStep {
  /** The value the model is evaluated at. */
  value: number;
  /** 1 for a step up; −1 for the step taken downwards at the maximum. */
  direction: 1 | -1;
  /** Multiplies the measured change into the change per asked size: 1, except for whole people and a step cut short by a bound. */
  scale: number;
}

type Steppable = Pick<DriverDef, 'unit' | 'min' | 'max' | 'whole'>;

/** A step of `size` in the driver's unit; a size of 0 is a step to the same value (a change of 0). */
export function driverStep(driver: Steppable, value: number, size: number): DriverStep | null {
  if (driver.unit === 'month') return null;
  const taken = driver.whole ? Math.max(1, Math.round(size)) : size;
  const scaled = (moved: number) => (moved === size ? 1 : moved === 0 ? 0 : size / moved);
  if (value + taken <= driver.max) return { value: value + taken, direction: 1, scale: scaled(taken) };
  const down = Math.max(driver.min, value - taken);
  return { value: down, direction: -1, scale: scaled(down === value - taken ? taken : value - down) };
}

/** +1% of the driver's value: the step of every "impact per +1%". */
export function onePercentStep(driver: Steppable, value: number): DriverStep | null {
  return driverStep(driver, value, Math.abs(value) * 0.01);
}

/** The change per step from the value before and after it (null when either is missing). */
export function changePerStep(step: DriverStep, before: number | null, after: number | null): number | null {
  return before === null || after === null ? null : step.direction * step.scale * (after - before);
}
