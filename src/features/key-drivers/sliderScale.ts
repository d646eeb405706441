import type { DriverDef } from '../../../engine/model/types.ts';

/**
 * Where a Key Drivers slider may stand and where its keys take it. Part 2 §2 gives the slider a
 * step of one hundredth of the driver's range; a native range input would also snap every value
 * to min + n·step, so a scenario value of 14.0 on a 0–60 slider (step 0.6) would sit at 13.8 and
 * the arrow keys would walk that grid. Here the scenario's own value is a stop of its own, the
 * arrow keys move one step from the value as it is, and every result is an exact decimal: from the
 * scenario value, → then ← comes back to it to the last digit, so no unsaved change remains.
 */
export interface SliderScale {
  min: number;
  max: number;
  /** One hundredth of the range (part 2 §2); whole people for counts of people. */
  step: number;
  /** The scenario's own value: a stop wherever it falls between the steps. */
  anchor: number;
}

/** Beyond this many decimals a driver value is noise of binary arithmetic, not a figure anyone set. */
const MAX_DECIMALS = 10;

/**
 * Part 2 §2: a slider's step is one hundredth of the driver's range. A count of people moves by
 * whole people: the hundredth rounded to a whole number, at least one.
 */
export function sliderStep(driver: Pick<DriverDef, 'min' | 'max' | 'whole'>): number {
  const hundredth = (driver.max - driver.min) / 100;
  return driver.whole ? Math.max(1, Math.round(hundredth)) : hundredth;
}

export function sliderScale(driver: Pick<DriverDef, 'min' | 'max' | 'whole'>, scenarioValue: number): SliderScale {
  return { min: driver.min, max: driver.max, step: sliderStep(driver), anchor: Math.min(driver.max, Math.max(driver.min, scenarioValue)) };
}

/** The fewest decimals that write `value` exactly (as the shortest decimal that reads back as it). */
export function decimalsOf(value: number): number {
  for (let decimals = 0; decimals < MAX_DECIMALS; decimals += 1) {
    if (Number(value.toFixed(decimals)) === value) return decimals;
  }
  return MAX_DECIMALS;
}

/** The value as the exact decimal with `decimals` places (the double nearest to it). */
function exact(value: number, decimals: number): number {
  return Number(value.toFixed(decimals));
}

function clamp(value: number, scale: SliderScale): number {
  return Math.min(scale.max, Math.max(scale.min, value));
}

/**
 * `steps` steps away from `value` (negative: down), clamped to the bounds. The sum is rounded to
 * the decimals its terms have, so 14 + 0.6 is 14.6 and 14.6 − 0.6 is 14 again, never 13.999999999999998.
 */
export function stepFrom(value: number, steps: number, scale: SliderScale): number {
  const decimals = Math.max(decimalsOf(value), decimalsOf(scale.step), decimalsOf(scale.min), decimalsOf(scale.max));
  return clamp(exact(value + steps * scale.step, decimals), scale);
}

/** The index of the grid's last mark, max itself: 100 (part 2 §2), or more for a count in whole steps over a wider range. */
function lastMark(scale: SliderScale): number {
  return scale.step > 0 ? Math.max(1, Math.ceil((scale.max - scale.min) / scale.step - 1e-9)) : 0;
}

/** The n-th mark of the part 2 §2 grid, min + n·step as an exact decimal; the last is max itself. */
function mark(n: number, scale: SliderScale): number {
  if (n >= lastMark(scale)) return scale.max;
  const decimals = Math.max(decimalsOf(scale.step), decimalsOf(scale.min));
  return exact(scale.min + n * scale.step, decimals);
}

/**
 * Where a dragged or clicked slider comes to rest: the nearest of the grid marks (min + n·step,
 * the bounds included) and the scenario's own value.
 */
export function snapToStop(raw: number, scale: SliderScale): number {
  if (!Number.isFinite(raw)) return scale.anchor;
  const position = scale.step > 0 ? Math.round((clamp(raw, scale) - scale.min) / scale.step) : 0;
  const nearestMark = mark(Math.min(lastMark(scale), Math.max(0, position)), scale);
  return Math.abs(raw - scale.anchor) <= Math.abs(raw - nearestMark) ? scale.anchor : nearestMark;
}

/**
 * What a key does to the slider: the arrows one step from the current value, Page Up/Down ten
 * steps, Home and End the bounds. null for any other key (the browser keeps it, e.g. Tab).
 */
export function keyTarget(key: string, value: number, scale: SliderScale): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return stepFrom(value, 1, scale);
    case 'ArrowLeft':
    case 'ArrowDown':
      return stepFrom(value, -1, scale);
    case 'PageUp':
      return stepFrom(value, 10, scale);
    case 'PageDown':
      return stepFrom(value, -10, scale);
    case 'Home':
      return scale.min;
    case 'End':
      return scale.max;
    default:
      return null;
  }
}
