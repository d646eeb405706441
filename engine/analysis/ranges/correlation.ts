import { declaredRankCorrelation } from '../../model/uncertainty.ts';
import { normalQuantile } from './distributions.ts';

/**
 * Correlated draws for forecast ranges by the Iman–Conover method (Iman & Conover 1982, "A
 * distribution-free approach to inducing rank correlation among input variables"): each driver is
 * drawn from its own distribution as before, and the draws of the correlated drivers are then
 * reordered so that their ranks follow a matrix of normal scores with the declared correlation.
 * The values drawn stay exactly the same — only which draw gets which value changes — so every
 * driver keeps its distribution, and drivers in no group are not touched.
 *
 * The draws are reordered in blocks (DRAWS_PER_BLOCK), each on its own: a run's memory and the work
 * of one step stay bounded, and the same seed gives the same draws however the run is cut into steps.
 * Within a block the scores' own sample correlation is removed first (the Cholesky factor of their
 * correlation is inverted), so the block's scores have the target correlation exactly, not up to
 * the noise of a random matrix.
 */

/** Draws reordered together: the sampling error of the realised correlation shrinks as 1/√block. */
export const DRAWS_PER_BLOCK = 1000;

/**
 * The Pearson correlation of bivariate normal scores whose rank correlation (Spearman's ρ) is ρ:
 * 2 sin(πρ/6). Reordering to normal scores with this correlation realises the declared rank correlation.
 */
export function normalScoreCorrelation(rankCorrelation: number): number {
  return 2 * Math.sin((Math.PI * rankCorrelation) / 6);
}

/** Lower-triangular L with L Lᵀ = matrix (k×k, row-major), or null when the matrix is not positive definite. */
export function cholesky(matrix: Float64Array, k: number): Float64Array | null {
  const lower = new Float64Array(k * k);
  for (let i = 0; i < k; i += 1) {
    for (let j = 0; j <= i; j += 1) {
      let sum = matrix[i * k + j] as number;
      for (let m = 0; m < j; m += 1) sum -= (lower[i * k + m] as number) * (lower[j * k + m] as number);
      if (i === j) {
        if (!(sum > 1e-12)) return null;
        lower[i * k + i] = Math.sqrt(sum);
      } else {
        lower[i * k + j] = sum / (lower[j * k + j] as number);
      }
    }
  }
  return lower;
}

/** L⁻¹ of a lower-triangular L (k×k, row-major), itself lower-triangular. */
function invertLower(lower: Float64Array, k: number): Float64Array {
  const inverse = new Float64Array(k * k);
  for (let i = 0; i < k; i += 1) {
    inverse[i * k + i] = 1 / (lower[i * k + i] as number);
    for (let j = 0; j < i; j += 1) {
      let sum = 0;
      for (let m = j; m < i; m += 1) sum += (lower[i * k + m] as number) * (inverse[m * k + j] as number);
      inverse[i * k + j] = -sum / (lower[i * k + i] as number);
    }
  }
  return inverse;
}

/** The correlated columns of a run and the Cholesky factor of their target normal-score correlation. */
export interface CorrelationPlan {
  /** Indices of the sampled ranges that belong to a group, in the order of the ranges. */
  columns: number[];
  /** Spearman's ρ declared between the columns (k×k, row-major). */
  target: Float64Array;
  /** Lower Cholesky factor of the normal-score correlation 2 sin(πρ/6). */
  factor: Float64Array;
}

/** The plan for these sampled drivers, or null when fewer than two of them are correlated with another. */
export function correlationPlan(drivers: readonly string[]): CorrelationPlan | null {
  const columns = drivers.flatMap((driver, i) => (drivers.some((other) => other !== driver && declaredRankCorrelation(driver, other) !== 0) ? [i] : []));
  const k = columns.length;
  if (k < 2) return null;
  const target = new Float64Array(k * k);
  const scores = new Float64Array(k * k);
  for (let a = 0; a < k; a += 1) {
    for (let b = 0; b < k; b += 1) {
      const rho = declaredRankCorrelation(drivers[columns[a] as number] as string, drivers[columns[b] as number] as string);
      target[a * k + b] = rho;
      scores[a * k + b] = a === b ? 1 : normalScoreCorrelation(rho);
    }
  }
  const factor = cholesky(scores, k);
  if (!factor) throw new Error('The declared driver correlations are not a valid correlation matrix');
  return { columns, target, factor };
}

/**
 * The rank 0 … n−1 of each of the first `n` values (equal values take consecutive ranks in order of
 * position), by a numeric sort of a copy and a binary search per value: no comparator callbacks.
 */
function ranksOf(values: Float64Array, n: number, sorted: Float64Array, taken: Uint8Array, ranks: Uint32Array): Uint32Array {
  sorted.set(values.subarray(0, n));
  sorted.subarray(0, n).sort();
  taken.fill(0, 0, n);
  for (let i = 0; i < n; i += 1) {
    const value = values[i] as number;
    let lo = 0;
    let hi = n;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((sorted[mid] as number) < value) lo = mid + 1;
      else hi = mid;
    }
    while (taken[lo] === 1) lo += 1;
    taken[lo] = 1;
    ranks[i] = lo;
  }
  return ranks;
}


/**
 * Reorders the first `n` values of each planned column of `block` (one array per sampled range) in
 * place so that their ranks follow normal scores with the plan's correlation.
 */
export function imanConover(block: readonly Float64Array[], n: number, plan: CorrelationPlan): void {
  const k = plan.columns.length;
  if (n < 2) return;
  const column = (c: number) => block[plan.columns[c] as number] as Float64Array;
  const sorted = new Float64Array(n);
  const taken = new Uint8Array(n);
  const ranks = new Uint32Array(n);
  const vdw = Float64Array.from({ length: n }, (_, rank) => normalQuantile((rank + 1) / (n + 1)));
  // Van der Waerden scores in the order of each column's own (independent) draws.
  const scores = Array.from({ length: k }, () => new Float64Array(n));
  for (let c = 0; c < k; c += 1) {
    ranksOf(column(c), n, sorted, taken, ranks);
    const own = scores[c] as Float64Array;
    for (let i = 0; i < n; i += 1) own[i] = vdw[ranks[i] as number] as number;
  }
  // Their sample correlation, removed by its Cholesky factor where it has one (n > k, in practice).
  const sample = new Float64Array(k * k);
  for (let a = 0; a < k; a += 1) {
    for (let b = 0; b <= a; b += 1) {
      let sum = 0;
      const x = scores[a] as Float64Array;
      const y = scores[b] as Float64Array;
      for (let i = 0; i < n; i += 1) sum += (x[i] as number) * (y[i] as number);
      sample[a * k + b] = sum;
      sample[b * k + a] = sum;
    }
  }
  const scale = sample[0] as number;
  for (let i = 0; i < k * k; i += 1) sample[i] = (sample[i] as number) / scale;
  const sampleFactor = cholesky(sample, k);
  const whiten = sampleFactor ? invertLower(sampleFactor, k) : null;
  // The mixing matrix: target factor × (sample factor)⁻¹, lower-triangular.
  const mix = new Float64Array(k * k);
  for (let i = 0; i < k; i += 1) {
    for (let j = 0; j <= i; j += 1) {
      if (!whiten) {
        mix[i * k + j] = plan.factor[i * k + j] as number;
        continue;
      }
      let sum = 0;
      for (let m = j; m <= i; m += 1) sum += (plan.factor[i * k + m] as number) * (whiten[m * k + j] as number);
      mix[i * k + j] = sum;
    }
  }
  // Each column takes its own values, sorted, in the rank order of its mixed scores.
  const mixed = new Float64Array(n);
  const own = new Float64Array(n);
  for (let c = 0; c < k; c += 1) {
    mixed.fill(0);
    for (let m = 0; m <= c; m += 1) {
      const weight = mix[c * k + m] as number;
      const x = scores[m] as Float64Array;
      for (let i = 0; i < n; i += 1) mixed[i] = (mixed[i] as number) + weight * (x[i] as number);
    }
    const values = column(c);
    own.set(values.subarray(0, n));
    own.sort();
    ranksOf(mixed, n, sorted, taken, ranks);
    for (let i = 0; i < n; i += 1) values[i] = own[ranks[i] as number] as number;
  }
}
