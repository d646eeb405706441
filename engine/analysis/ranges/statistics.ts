/**
 * Summaries of the draws of a forecast-ranges run: percentiles, means, histograms and rank
 * correlations, over typed arrays so that a 100,000-draw run allocates no objects per draw.
 */

export interface Percentiles {
  p10: number;
  p50: number;
  p90: number;
  mean: number;
}

type Values = Float64Array | Float32Array;

function swap(values: Values, i: number, j: number): void {
  const t = values[i] as number;
  values[i] = values[j] as number;
  values[j] = t;
}

/**
 * Rearranges values[from … to] so that values[k] is the value of rank k, the ones before it not
 * greater and the ones after it not smaller (Hoare's selection with median-of-three, as in
 * Numerical Recipes' `select`): linear time, and runs of equal values split evenly.
 */
function select(values: Values, from: number, to: number, k: number): void {
  let left = from;
  let right = to;
  for (;;) {
    if (right <= left + 1) {
      if (right === left + 1 && (values[right] as number) < (values[left] as number)) swap(values, left, right);
      return;
    }
    swap(values, (left + right) >>> 1, left + 1);
    if ((values[left] as number) > (values[right] as number)) swap(values, left, right);
    if ((values[left + 1] as number) > (values[right] as number)) swap(values, left + 1, right);
    if ((values[left] as number) > (values[left + 1] as number)) swap(values, left, left + 1);
    const pivot = values[left + 1] as number;
    let i = left + 1;
    let j = right;
    for (;;) {
      do i += 1; while ((values[i] as number) < pivot);
      do j -= 1; while ((values[j] as number) > pivot);
      if (j < i) break;
      swap(values, i, j);
    }
    values[left + 1] = values[j] as number;
    values[j] = pivot;
    if (j >= k) right = j - 1;
    if (j <= k) left = i;
  }
}

/**
 * The q-quantiles (ascending q) of `values`, with linear interpolation between order statistics
 * (Hyndman–Fan type 7, Excel's PERCENTILE.INC): equal values give that value exactly, and the
 * quantiles never decrease with q. Works on a copy, by selection rather than sorting.
 */
export function quantiles(values: Values, qs: readonly number[]): number[] {
  const work = values.slice();
  const last = work.length - 1;
  let from = 0;
  return qs.map((q) => {
    const position = q * last;
    const below = Math.floor(position);
    select(work, from, last, below);
    from = below;
    const lower = work[below] as number;
    if (below === last || position === below) return lower;
    let upper = Infinity;
    for (let i = below + 1; i <= last; i += 1) if ((work[i] as number) < upper) upper = work[i] as number;
    return lower === upper ? lower : lower + (position - below) * (upper - lower);
  });
}

/**
 * P10, P50, P90 and the mean of `values` measured from `reference` (a run stores each draw's
 * distance from the plan's value): reference + the summary of the distances, so a run whose
 * draws all equal the plan gives the plan's value exactly.
 */
export function percentiles(values: Values, reference = 0): Percentiles {
  const [p10, p50, p90] = quantiles(values, [0.1, 0.5, 0.9]) as [number, number, number];
  let sum = 0;
  for (let i = 0; i < values.length; i += 1) sum += values[i] as number;
  return { p10: reference + p10, p50: reference + p50, p90: reference + p90, mean: reference + sum / values.length };
}

export interface HistogramBin {
  from: number;
  to: number;
  count: number;
}

/** The smallest width of 1, 2, 2.5 or 5 × 10ⁿ that is at least `width`. */
export function niceWidth(width: number): number {
  const power = Math.pow(10, Math.floor(Math.log10(width)));
  for (const step of [1, 2, 2.5, 5, 10]) if (step * power >= width) return step * power;
  return 10 * power;
}

/** The largest width of 1, 2, 2.5 or 5 × 10ⁿ below `width`. */
function smallerNiceWidth(width: number): number {
  const power = Math.pow(10, Math.floor(Math.log10(width)));
  for (const step of [5, 2.5, 2, 1]) if (step * power < width * (1 - 1e-12)) return step * power;
  return 0.5 * power;
}

/** Fewest bins a histogram of values that differ is drawn with (fewer when fewer are allowed). */
export const MIN_HISTOGRAM_BINS = 10;
/** The share of draws at either end that may lie in the widened end bins rather than set the bins' span. */
const TAIL_SHARE = 0.01;

/**
 * Bins a reader can use: the width follows the draws' spread (Freedman–Diaconis, 2 × IQR ÷ ∛n),
 * rounded to 1, 2, 2.5 or 5 × 10ⁿ, with at least MIN_HISTOGRAM_BINS and at most `maxBins` bins,
 * and one edge exactly on `anchor` (a target, the covenant), so the draws on either side of it are
 * whole bins. The bins span the middle 98 % of the draws when the outer 1 % at either end would
 * squeeze the rest into a few bars; the draws beyond them then fall in one end bin each, from the
 * least draw and to the greatest (docs/decisions.md). Values are measured from `reference` as in `percentiles`;
 * one bin [v, v] when every value is v.
 */
export function histogram(values: Values, maxBins: number, reference: number, anchor: number): HistogramBin[] {
  let least = Infinity;
  let greatest = -Infinity;
  for (const value of values) {
    if (value < least) least = value;
    if (value > greatest) greatest = value;
  }
  const low = reference + least;
  const high = reference + greatest;
  if (!(greatest > least)) return [{ from: low, to: high, count: values.length }];
  // One bin fewer than allowed: aligning the edges to the anchor can cost one more bin.
  const fewest = Math.min(MIN_HISTOGRAM_BINS, maxBins - 1);
  const [tailLow, q25, q75, tailHigh] = quantiles(values, [TAIL_SHARE, 0.25, 0.75, 1 - TAIL_SHARE]) as [number, number, number, number];
  const spreadWidth = (2 * (q75 - q25)) / Math.cbrt(values.length);
  // The two end bins for the far-off draws take two of the bins allowed.
  const squeezed = values.length * TAIL_SHARE >= 1 && maxBins > fewest + 2 && tailHigh > tailLow && spreadWidth > 0
    && (greatest - least) / spreadWidth > maxBins - 1;
  const spanLow = squeezed ? reference + tailLow : low;
  const spanHigh = squeezed ? reference + tailHigh : high;
  const span = spanHigh - spanLow;
  const most = squeezed ? maxBins - 2 : maxBins;
  let width = niceWidth(Math.min(Math.max(spreadWidth, span / (most - 1)), span / fewest));
  while (span / width < fewest - 1) width = smallerNiceWidth(width);
  const first = anchor + Math.floor((spanLow - anchor) / width) * width;
  const bins = Math.max(1, Math.min(most, Math.floor((spanHigh - first) / width) + 1));
  const end = first + bins * width;
  const counts = new Array<number>(bins).fill(0);
  let below = 0;
  let above = 0;
  for (const value of values) {
    const at = reference + value;
    if (squeezed && at < first) below += 1;
    else if (squeezed && at >= end) above += 1;
    else {
      const bin = Math.min(bins - 1, Math.max(0, Math.floor((at - first) / width)));
      counts[bin] = (counts[bin] as number) + 1;
    }
  }
  return [
    ...(below > 0 ? [{ from: low, to: first, count: below }] : []),
    ...counts.map((count, i) => ({ from: first + i * width, to: first + (i + 1) * width, count })),
    ...(above > 0 ? [{ from: end, to: high, count: above }] : []),
  ];
}

/** Ranks 1 … n in the order of `values`, ties sharing their average rank. */
export function averageRanks(values: Values): Float64Array {
  const sorted = values.slice().sort();
  const ranks = new Float64Array(values.length);
  const firstAtLeast = (value: number) => {
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((sorted[mid] as number) < value) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  const firstAbove = (value: number) => {
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((sorted[mid] as number) <= value) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  for (let i = 0; i < values.length; i += 1) {
    const value = values[i] as number;
    ranks[i] = (firstAtLeast(value) + firstAbove(value) + 1) / 2;
  }
  return ranks;
}

/** Pearson correlation of two equally long series; 0 when either does not vary. */
export function correlation(x: Values, y: Values): number {
  const n = x.length;
  let meanX = 0;
  let meanY = 0;
  for (let i = 0; i < n; i += 1) {
    meanX += x[i] as number;
    meanY += y[i] as number;
  }
  meanX /= n;
  meanY /= n;
  let xy = 0;
  let xx = 0;
  let yy = 0;
  for (let i = 0; i < n; i += 1) {
    const dx = (x[i] as number) - meanX;
    const dy = (y[i] as number) - meanY;
    xy += dx * dy;
    xx += dx * dx;
    yy += dy * dy;
  }
  return xx > 0 && yy > 0 ? xy / Math.sqrt(xx * yy) : 0;
}
