import { AnalysisInputError } from './analysisErrors.ts';
import { driversReaching } from './figureReach.ts';
import type { AnalysisModel } from './analysisModel.ts';
import { modelFigure, type ModelFigure } from './modelFigure.ts';
import { seededRandom } from './seededRandom.ts';

/**
 * Gap attribution: the difference of one figure between two driver sets ("from" and "to", e.g.
 * Baseline and High Case) split into one contribution per driver that differs, by Shapley values
 * (docs/model.md "Gap attribution"). A driver's contribution is the average, over every order in
 * which the differing drivers could be switched from their "from" value to their "to" value, of
 * how much the figure moves when that driver is switched. The contributions add up to the
 * difference; a driver equal in both sets is no player and has no contribution, and one that
 * differs but cannot reach the figure through the model's formulas (figureReach.ts) gets 0.
 *
 * - Up to EXACT_MAX_DRIVERS differing drivers: exact, from the figure at all 2^k mixes.
 * - More: sampled orders, each order with its reverse (antithetic pairs: interactions between
 *   two drivers then cancel exactly), from a seeded generator, with a standard error per
 *   contribution. Along one order the moves telescope to the whole difference, so the averages
 *   add up to it exactly as well; no correction is needed.
 * Month drivers and counts of people simply take the other set's value.
 */

export const EXACT_MAX_DRIVERS = 10;
/** Kernel evaluations a sampled attribution spends (about 0.1 s). */
export const SAMPLED_EVALUATIONS = 3072;
const MIN_PAIRS = 16;
/** The seed when none is given, so the same question always gets the same answer. */
export const DEFAULT_ATTRIBUTION_SEED = 1;

export interface AttributionInput {
  /** Every driver's value in each set (effective drivers, drafts included). */
  from: Readonly<Record<string, number>>;
  to: Readonly<Record<string, number>>;
  figure: string;
  year: number;
  seed?: number;
}

export interface Contribution {
  driver: string;
  from: number;
  to: number;
  /** The driver's share of to_value − from_value, in the figure's unit. */
  value: number;
  /** Standard error of `value` (0 when exact). */
  standard_error: number;
}

export interface AttributionResult {
  figure: string;
  year: number;
  from_value: number;
  to_value: number;
  /** to_value − from_value = Σ contributions. */
  difference: number;
  method: 'exact' | 'sampled';
  /** Orders sampled (sampled method), and the seed they were drawn with. */
  permutations: number | null;
  seed: number | null;
  evaluations: number;
  /** Every differing driver, largest contribution first (those that cannot reach the figure with 0). */
  contributions: Contribution[];
}

/** n! as a number (n ≤ EXACT_MAX_DRIVERS). */
function factorial(n: number): number {
  let out = 1;
  for (let i = 2; i <= n; i += 1) out *= i;
  return out;
}

function noValue(figure: ModelFigure, where: string): AnalysisInputError {
  return new AnalysisInputError('no_value', 'figure', `${figure.name} ${figure.year} has no value ${where}, so its difference cannot be split`);
}

export function attribution(model: AnalysisModel, input: AttributionInput): AttributionResult {
  const { kernel } = model;
  const figure = modelFigure(kernel, input.figure, input.year);
  const fromVector = kernel.driverVector({ ...input.from });
  const toVector = kernel.driverVector({ ...input.to });
  const differing = kernel.layout.definition.drivers.map((driver) => driver.id).filter((id) => fromVector[kernel.driverIndex.get(id) as number] !== toVector[kernel.driverIndex.get(id) as number]);
  // Drivers that cannot reach the figure change nothing in any mix: contribution 0, no evaluations.
  const reaching = driversReaching(figure.id, kernel.layout.definition);
  const players = differing.filter((id) => reaching.has(id));
  const bystanders = differing.filter((id) => !reaching.has(id));
  const indices = players.map((id) => kernel.driverIndex.get(id) as number);
  const k = players.length;
  const vector = fromVector.slice();
  let evaluations = 0;
  const evaluate = (): number => {
    evaluations += 1;
    return figure.read(model.evaluateVector(vector));
  };
  const fromValue = evaluate();
  if (!Number.isFinite(fromValue)) throw noValue(figure, 'in the first scenario');
  vector.set(toVector);
  const toValue = evaluate();
  if (!Number.isFinite(toValue)) throw noValue(figure, 'in the second scenario');
  const mixValue = (): number => {
    const value = evaluate();
    if (!Number.isFinite(value)) throw noValue(figure, 'for some mix of the two scenarios\' drivers');
    return value;
  };
  const setMix = (inTo: (player: number) => boolean) => {
    indices.forEach((index, player) => {
      vector[index] = (inTo(player) ? toVector : fromVector)[index] as number;
    });
  };

  const values = new Float64Array(k);
  const errors = new Float64Array(k);
  let method: AttributionResult['method'] = 'exact';
  let permutations: number | null = null;
  let seed: number | null = null;

  if (k <= EXACT_MAX_DRIVERS) {
    // The figure for every mix, indexed by the bit mask of drivers at their "to" value.
    const mixes = new Float64Array(1 << k);
    for (let mask = 0; mask < mixes.length; mask += 1) {
      if (mask === 0) mixes[mask] = fromValue;
      else if (mask === mixes.length - 1) mixes[mask] = toValue;
      else {
        setMix((player) => ((mask >> player) & 1) === 1);
        mixes[mask] = mixValue();
      }
    }
    const weights = Array.from({ length: k }, (_, size) => (factorial(size) * factorial(k - size - 1)) / factorial(k));
    for (let mask = 0; mask < mixes.length; mask += 1) {
      let size = 0;
      for (let bits = mask; bits !== 0; bits &= bits - 1) size += 1;
      for (let player = 0; player < k; player += 1) {
        if (((mask >> player) & 1) === 1) continue;
        values[player] = (values[player] as number) + (weights[size] as number) * ((mixes[mask | (1 << player)] as number) - (mixes[mask] as number));
      }
    }
  } else {
    method = 'sampled';
    seed = input.seed ?? DEFAULT_ATTRIBUTION_SEED;
    const random = seededRandom(seed);
    const pairs = Math.max(MIN_PAIRS, Math.floor(SAMPLED_EVALUATIONS / (2 * (k - 1))));
    permutations = 2 * pairs;
    // Running mean and sum of squared deviations of each driver's move per pair (Welford).
    const mean = new Float64Array(k);
    const squares = new Float64Array(k);
    const pairMoves = new Float64Array(k);
    const order = Int32Array.from({ length: k }, (_, i) => i);
    /** Switches the drivers one by one in `sequence`, adding half of each move to pairMoves. */
    const walk = (sequence: (step: number) => number) => {
      vector.set(fromVector);
      let before = fromValue;
      for (let step = 0; step < k; step += 1) {
        const player = sequence(step);
        vector[indices[player] as number] = toVector[indices[player] as number] as number;
        const after = step === k - 1 ? toValue : mixValue();
        pairMoves[player] = (pairMoves[player] as number) + (after - before) / 2;
        before = after;
      }
    };
    for (let pair = 0; pair < pairs; pair += 1) {
      for (let i = k - 1; i > 0; i -= 1) {
        const j = Math.floor(random.next() * (i + 1));
        const t = order[i] as number;
        order[i] = order[j] as number;
        order[j] = t;
      }
      pairMoves.fill(0);
      walk((step) => order[step] as number);
      walk((step) => order[k - 1 - step] as number);
      for (let player = 0; player < k; player += 1) {
        const move = pairMoves[player] as number;
        const delta = move - (mean[player] as number);
        mean[player] = (mean[player] as number) + delta / (pair + 1);
        squares[player] = (squares[player] as number) + delta * (move - (mean[player] as number));
      }
    }
    for (let player = 0; player < k; player += 1) {
      values[player] = mean[player] as number;
      errors[player] = Math.sqrt((squares[player] as number) / (pairs - 1) / pairs);
    }
  }

  const at = (vectorOf: Float64Array, id: string) => vectorOf[kernel.driverIndex.get(id) as number] as number;
  const contributions = [
    ...players.map((driver, player) => ({ driver, from: at(fromVector, driver), to: at(toVector, driver), value: values[player] as number, standard_error: errors[player] as number })),
    ...bystanders.map((driver) => ({ driver, from: at(fromVector, driver), to: at(toVector, driver), value: 0, standard_error: 0 })),
  ].sort((a, b) => Math.abs(b.value) - Math.abs(a.value) || (a.driver < b.driver ? -1 : 1));

  return {
    figure: figure.id, year: figure.year, from_value: fromValue, to_value: toValue, difference: toValue - fromValue,
    method, permutations, seed, evaluations, contributions,
  };
}
