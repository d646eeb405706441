import type { UncertaintyDistribution } from '../../model/uncertainty.ts';

/**
 * A driver's value from one uniform number u in (0, 1), by the inverse distribution function of
 * its range (docs/model.md "Forecast ranges"). One uniform per driver and draw, whatever the
 * distribution, so a draw always takes the same count of numbers from the generator.
 *
 * - triangular: low, likely (the mode), high.
 * - uniform: low to high.
 * - normal: a two-piece normal with its mode at the likely value, σ below = (likely − low) ÷ 1.645
 *   and σ above = (high − likely) ÷ 1.645, so low and high are the 5th and 95th percentiles of a
 *   symmetric range; truncated to the driver's bounds by drawing u inside the bounds' share of the
 *   distribution (no value piles up on a bound, as clipping would do).
 */

export interface SamplingRange {
  low: number;
  likely: number;
  high: number;
  distribution: UncertaintyDistribution;
  /** The driver's bounds: a normal range is truncated to them. */
  min: number;
  max: number;
}

/** z of the 95th percentile of the standard normal. */
const Z95 = 1.6448536269514722;

/** Φ, the standard normal distribution function, by Numerical Recipes' Chebyshev fit of erfc (error below 1.2e-7: ample for sampling). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.5 * x);
  const erfc = t * Math.exp(-x * x - 1.26551223 + t * (1.00002368 + t * (0.37409196 + t * (0.09678418 + t * (-0.18628806
    + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))));
  return z >= 0 ? 1 - erfc / 2 : erfc / 2;
}

/** Φ⁻¹ by Peter Acklam's rational approximation (relative error below 1.2e-9). */
export function normalQuantile(p: number): number {
  if (p <= 0) return -Infinity;
  if (p >= 1) return Infinity;
  const a = [-3.969683028665376e1, 2.209460984245205e2, -2.759285104469687e2, 1.38357751867269e2, -3.066479806614716e1, 2.506628277459239];
  const b = [-5.447609879822406e1, 1.615858368580409e2, -1.556989798598866e2, 6.680131188771972e1, -1.328068155288572e1];
  const c = [-7.784894002430293e-3, -3.223964580411365e-1, -2.400758277161838, -2.549732539343734, 4.374664141464968, 2.938163982698783];
  const d = [7.784695709041462e-3, 3.224671290700398e-1, 2.445134137142996, 3.754408661907416];
  const low = 0.02425;
  if (p < low || p > 1 - low) {
    const q = Math.sqrt(-2 * Math.log(p < low ? p : 1 - p));
    const x = (((((c[0]! * q + c[1]!) * q + c[2]!) * q + c[3]!) * q + c[4]!) * q + c[5]!) / ((((d[0]! * q + d[1]!) * q + d[2]!) * q + d[3]!) * q + 1);
    return p < low ? x : -x;
  }
  const q = p - 0.5;
  const r = q * q;
  return ((((((a[0]! * r + a[1]!) * r + a[2]!) * r + a[3]!) * r + a[4]!) * r + a[5]!) * q) / (((((b[0]! * r + b[1]!) * r + b[2]!) * r + b[3]!) * r + b[4]!) * r + 1);
}

function triangular(u: number, low: number, likely: number, high: number): number {
  const width = high - low;
  if (width <= 0) return likely;
  const modeShare = (likely - low) / width;
  return u < modeShare ? low + Math.sqrt(u * width * (likely - low)) : high - Math.sqrt((1 - u) * width * (high - likely));
}

/** The two-piece normal: its distribution function and inverse. */
function splitNormal(likely: number, below: number, above: number) {
  const share = below / (below + above);
  return {
    cdf(x: number): number {
      if (x < likely) return below === 0 ? 0 : 2 * share * normalCdf((x - likely) / below);
      return above === 0 ? 1 : share + (1 - share) * (2 * normalCdf((x - likely) / above) - 1);
    },
    quantile(p: number): number {
      if (p < share) return likely + below * normalQuantile(p / (2 * share));
      return above === 0 ? likely : likely + above * normalQuantile(0.5 + (p - share) / (2 * (1 - share)));
    },
  };
}

function truncatedNormal(u: number, range: SamplingRange): number {
  const below = (range.likely - range.low) / Z95;
  const above = (range.high - range.likely) / Z95;
  if (below + above <= 0) return range.likely;
  const { cdf, quantile } = splitNormal(range.likely, below, above);
  const from = cdf(range.min);
  const to = cdf(range.max);
  const value = quantile(from + u * (to - from));
  return Math.min(range.max, Math.max(range.min, value));
}

export function sampleRange(u: number, range: SamplingRange): number {
  switch (range.distribution) {
    case 'uniform': return range.low + u * (range.high - range.low);
    case 'triangular': return triangular(u, range.low, range.likely, range.high);
    case 'normal': return truncatedNormal(u, range);
  }
}
