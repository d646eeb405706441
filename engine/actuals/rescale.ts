/**
 * Whole-number rescaling of monthly actuals: the tools engine/actuals/dataMask.ts uses to make a
 * set of months add up to a typed annual figure to the euro (or the ride, or the client).
 */

/**
 * Splits the whole number `target` in proportion to `weights` (largest remainder method): every
 * share is a whole number, the shares add up to `target` exactly, and each share differs from
 * its exact proportion by less than 1. Weights must be ≥ 0; all-zero weights split evenly.
 */
export function apportion(weights: readonly number[], target: number): number[] {
  if (!Number.isInteger(target) || target < 0) throw new RangeError(`apportion needs a whole target ≥ 0, got ${target}`);
  if (weights.length === 0) return [];
  const total = weights.reduce((a, b) => a + b, 0);
  const exact = total > 0
    ? weights.map((weight) => (weight / total) * target)
    : weights.map(() => target / weights.length);
  const shares = exact.map(Math.floor);
  let remainder = target - shares.reduce((a, b) => a + b, 0);
  // Hand the remaining units to the largest fractional parts; ties go to the earlier month.
  const order = exact
    .map((value, index) => ({ index, fraction: value - Math.floor(value) }))
    .sort((a, b) => b.fraction - a.fraction || a.index - b.index);
  for (let k = 0; remainder > 0; k = (k + 1) % order.length, remainder -= 1) {
    const slot = order[k];
    if (slot) shares[slot.index] = (shares[slot.index] ?? 0) + 1;
  }
  return shares;
}

/** Each value × factor, rounded to a whole number (the caller books the rounding difference). */
export function scaleRounded(values: readonly number[], factor: number): number[] {
  return values.map((value) => Math.round(value * factor));
}

/** Rounds half away from zero to `decimals` places (0.05 → 0.1, −0.05 → −0.1). */
export function roundTo(value: number, decimals: number): number {
  const scale = 10 ** decimals;
  const rounded = (Math.sign(value) * Math.round(Math.abs(value) * scale)) / scale;
  return Object.is(rounded, -0) ? 0 : rounded;
}
