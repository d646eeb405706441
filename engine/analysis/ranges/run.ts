import { ALL_YEARS, FORECAST_MONTHS, FORECAST_YEARS } from '../../calendar.ts';
import { KERNEL_COLUMNS } from '../../kernel/modelPlan.ts';
import { AnalysisInputError } from '../analysisErrors.ts';
import type { HeadcountPlan } from '../../headcount/plan.ts';
import type { AnalysisModel } from '../analysisModel.ts';
import { modelFigure } from '../modelFigure.ts';
import { sampleRange } from './distributions.ts';
import { correlationPlan, DRAWS_PER_BLOCK, imanConover } from './correlation.ts';
import { rangesToSample, type DriverRange, type SampledRange } from './driverRanges.ts';
import { MAX_SEED, seededRandom } from '../seededRandom.ts';
import { FAN_LINES, MAX_DRAWS, YEARLY_FIGURES } from './rangeFigures.ts';
import { drain, summariseRanges, type RangesResult, type RangesSamples } from './results.ts';

/**
 * A forecast-ranges run (Monte Carlo over the drivers' uncertainty ranges): N joint draws from a
 * seeded generator, the drivers the catalog correlates reordered to their rank correlation
 * (correlation.ts), each draw evaluated through the whole model by the compiled kernel, keeping
 * only what the results need (docs/model.md "Forecast ranges"). It runs in steps, so the worker can
 * report progress and stop between them, and the server can yield to its event loop; the draws are
 * the same however the run is cut into steps.
 *
 *   const run = createRangesRun(model, { drivers, draws: 10_000, seed: 42 });
 *   while (!run.step(500).finished) reportProgress(run.done / run.draws);
 *   const result = run.result();
 */

export interface RangesRunInput {
  /** Every driver's value (the effective drivers of the scenario with its drafts): the likely values. */
  drivers: Readonly<Record<string, number>>;
  /** The scenario's saved ranges (driver_ranges); drivers without one use the catalog's default. */
  ranges?: Readonly<Record<string, DriverRange>>;
  draws: number;
  seed: number;
  /** The scenario's saved headcount plan; null or absent: the plan generated from each draw's drivers. */
  headcount?: HeadcountPlan | null;
}

export interface RangesProgress {
  done: number;
  total: number;
  finished: boolean;
}

export interface RangesRun {
  readonly draws: number;
  readonly seed: number;
  /** Draws evaluated so far. */
  readonly done: number;
  readonly ranges: readonly SampledRange[];
  /** Bytes of the draws the run keeps for its results (allocated at creation: about 1.2 kB per draw). */
  readonly keptBytes: number;
  /** The uniform number each sampled range was drawn from, for the draws done so far (a drawn value's rank is its uniform's rank). */
  drawnUniforms(): Float32Array[];
  /** Evaluates up to `count` more draws. */
  step(count: number): RangesProgress;
  /** The results of the draws done so far (at least one). */
  result(): RangesResult;
  /**
   * result(), computed in pieces: the generator yields after each piece (a few milliseconds at
   * 100,000 draws), for a caller that must not block for the whole summary.
   */
  summarise(): Generator<void, RangesResult, void>;
}

function checkedInput(input: RangesRunInput): void {
  if (!Number.isInteger(input.draws) || input.draws < 1 || input.draws > MAX_DRAWS) {
    throw new AnalysisInputError('not_a_number', 'draws', `draws must be a whole number from 1 to ${MAX_DRAWS}, got ${input.draws}`);
  }
  if (!Number.isInteger(input.seed) || input.seed < 0 || input.seed > MAX_SEED) {
    throw new AnalysisInputError('not_a_number', 'seed', `seed must be a whole number from 0 to ${MAX_SEED}, got ${input.seed}`);
  }
}

/** The kept figures of a run's draws, one array per cell, indexed by draw. */
export interface RangesDraws {
  yearly: Float64Array[];
  monthly: Float32Array[];
  lowestCash: Float64Array;
  uniforms: Float32Array[];
}

/**
 * What every part of a run shares — the ranges, the plan's figures, the cells read — and how it
 * evaluates draw `draw` into arrays at its own position. The seeded stream is drawn block by block
 * from the start, so draw `draw` is the same whatever slice asks for it: a slice that starts later
 * runs the stream forward through the blocks before it (numbers only, no evaluation).
 */
function drawer(model: AnalysisModel, input: RangesRunInput) {
  /**
   * One evaluation on the run's headcount plan. The kernel may be shared (the server's, between a
   * run's slices other requests use it), so the plan is set for each evaluation and set back: the
   * kernel is on the generated plan between calls (engine/session/scenarioHost.ts).
   */
  const saved = input.headcount ?? null;
  const evaluate = (vector: Float64Array) => {
    if (!saved) return model.evaluateVector(vector);
    model.setHeadcount(saved);
    try {
      return model.evaluateVector(vector);
    } finally {
      model.setHeadcount(null);
    }
  };
  checkedInput(input);
  const { kernel } = model;
  const total = input.draws;
  const ranges = rangesToSample(input.drivers, input.ranges, kernel.layout.definition.drivers);
  const vector = kernel.driverVector({ ...input.drivers });
  const rangeIndex = Int32Array.from(ranges, (range) => kernel.driverIndex.get(range.driver) as number);

  // Cells read from every evaluation, as indices into the kernel's result arrays.
  const annualCells = Int32Array.from(YEARLY_FIGURES.flatMap((id) => FORECAST_YEARS.map((year) => {
    const figure = modelFigure(kernel, id, year);
    if (figure.kind !== 'line') throw new Error(`${id} is not an annual line`);
    return ((kernel.layout.rows.Annual.get(id) as number) - 1) * KERNEL_COLUMNS.annual + (year - ALL_YEARS[0]);
  })));
  const monthlyCell = (id: string, month: number) => ((kernel.layout.rows.Monthly.get(id) as number) - 1) * KERNEL_COLUMNS.monthly + 1 + month;
  const monthlyCells = Int32Array.from(FAN_LINES.flatMap((id) => FORECAST_MONTHS.map((_, m) => monthlyCell(id, m))));
  const cashCells = Int32Array.from(FORECAST_MONTHS, (_, m) => monthlyCell('closing_cash', m));
  const lowestCashOf = (monthly: Float64Array): number => {
    let least = Infinity;
    for (let m = 0; m < cashCells.length; m += 1) least = Math.min(least, monthly[cashCells[m] as number] as number);
    return least;
  };

  const plan = evaluate(vector);
  const yearlyPlan = Float64Array.from(annualCells, (cell) => plan.annual[cell] as number);
  const monthlyPlan = Float64Array.from(monthlyCells, (cell) => plan.monthly[cell] as number);
  const lowestCashPlan = lowestCashOf(plan.monthly);

  const random = seededRandom(input.seed);
  const correlated = correlationPlan(ranges.map((range) => range.driver));
  // The uniform numbers of one block of draws, one array per range; drawn draw by draw in catalog
  // order, then the correlated columns reordered within the block.
  const block = ranges.map(() => new Float64Array(Math.min(DRAWS_PER_BLOCK, total)));
  let blockStart = -DRAWS_PER_BLOCK;
  let drawn = 0;
  const fillBlock = (start: number) => {
    // Blocks before this one (a slice that starts later): their numbers, not evaluated.
    while (drawn < start) {
      const skipped = Math.min(DRAWS_PER_BLOCK, total - drawn) * ranges.length;
      for (let i = 0; i < skipped; i += 1) random.next();
      drawn += DRAWS_PER_BLOCK;
    }
    const n = Math.min(DRAWS_PER_BLOCK, total - start);
    for (let d = 0; d < n; d += 1) {
      for (let j = 0; j < ranges.length; j += 1) (block[j] as Float64Array)[d] = random.next();
    }
    if (correlated) imanConover(block, n, correlated);
    blockStart = start;
    drawn = start + DRAWS_PER_BLOCK;
  };

  const draw = (index: number, into: RangesDraws) => {
    if (index >= blockStart + DRAWS_PER_BLOCK) fillBlock(index - (index % DRAWS_PER_BLOCK));
    for (let j = 0; j < ranges.length; j += 1) {
      const range = ranges[j] as SampledRange;
      const u = (block[j] as Float64Array)[index - blockStart] as number;
      const value = sampleRange(u, range);
      vector[rangeIndex[j] as number] = range.whole ? Math.round(value) : value;
      (into.uniforms[j] as Float32Array)[index] = u;
    }
    const result = evaluate(vector);
    const { annual, monthly } = result;
    for (let c = 0; c < annualCells.length; c += 1) {
      (into.yearly[c] as Float64Array)[index] = (annual[annualCells[c] as number] as number) - (yearlyPlan[c] as number);
    }
    for (let c = 0; c < monthlyCells.length; c += 1) {
      (into.monthly[c] as Float32Array)[index] = (monthly[monthlyCells[c] as number] as number) - (monthlyPlan[c] as number);
    }
    into.lowestCash[index] = lowestCashOf(monthly) - lowestCashPlan;
  };

  /**
   * Arrays for every draw of the run, in memory a pool's threads share when `shared`. Monthly
   * distances from the plan as 32-bit floats: 72 MB at 100,000 draws instead of 144 MB (docs/model.md).
   */
  const arrays = (shared = false): RangesDraws => {
    const f64 = () => (shared ? new Float64Array(new SharedArrayBuffer(total * 8)) : new Float64Array(total));
    const f32 = () => (shared ? new Float32Array(new SharedArrayBuffer(total * 4)) : new Float32Array(total));
    return { yearly: Array.from(annualCells, f64), monthly: Array.from(monthlyCells, f32), lowestCash: f64(), uniforms: ranges.map(f32) };
  };

  return { total, ranges, yearlyPlan, monthlyPlan, lowestCashPlan, draw, arrays };
}

/**
 * Arrays for every draw of the run `input` describes, in shared memory: the threads of a pool
 * (server/pool/rangesPool.ts) each write their slice of draws into them (evaluateRangesSlice), and
 * summariseRangesDraws reads them, with no copy between.
 */
export function sharedRangesDraws(model: AnalysisModel, input: RangesRunInput): RangesDraws {
  return drawer(model, input).arrays(true);
}

/** How many draws a slice evaluates between two reports of its progress. */
const PROGRESS_EVERY = 100;

/**
 * Evaluates draws `from` … `to` − 1 of the run `input` describes into `into` (`from` a multiple of
 * DRAWS_PER_BLOCK), telling `onDraws` every hundred draws how many it evaluated since it last told.
 */
export function evaluateRangesSlice(model: AnalysisModel, input: RangesRunInput, from: number, to: number, into: RangesDraws, onDraws?: (count: number) => void): void {
  if (!Number.isInteger(from) || !Number.isInteger(to) || from < 0 || to > input.draws || from >= to || from % DRAWS_PER_BLOCK !== 0) {
    throw new RangeError(`A slice of a run is whole draws from a multiple of ${DRAWS_PER_BLOCK} to at most ${input.draws}, not ${from} to ${to}`);
  }
  const run = drawer(model, input);
  let told = from;
  for (let index = from; index < to; index += 1) {
    run.draw(index, into);
    if (onDraws && index + 1 - told === PROGRESS_EVERY) {
      onDraws(PROGRESS_EVERY);
      told = index + 1;
    }
  }
  if (onDraws && to > told) onDraws(to - told);
}

/** The slices of a run of `draws` for `parts` threads: whole blocks, as even as the blocks allow. */
export function rangesSlices(draws: number, parts: number): { from: number; to: number }[] {
  const blocks = Math.ceil(draws / DRAWS_PER_BLOCK);
  const count = Math.max(1, Math.min(parts, blocks));
  return Array.from({ length: count }, (_, i) => ({
    from: Math.round((i * blocks) / count) * DRAWS_PER_BLOCK,
    to: Math.min(draws, Math.round(((i + 1) * blocks) / count) * DRAWS_PER_BLOCK),
  }));
}

/**
 * The summary of a run whose every draw was evaluated into `draws` (by slices, in any order): the
 * same result as createRangesRun's for the same input, computed in pieces like RangesRun.summarise.
 */
export function summariseRangesDraws(model: AnalysisModel, input: RangesRunInput, draws: RangesDraws): Generator<void, RangesResult, void> {
  const run = drawer(model, input);
  const samples: RangesSamples = {
    draws: run.total, ranges: run.ranges, drivers: input.drivers,
    yearlyPlan: run.yearlyPlan, monthlyPlan: run.monthlyPlan, lowestCashPlan: run.lowestCashPlan,
    ...draws,
  };
  return summariseRanges(samples, input.seed, run.total);
}

export function createRangesRun(model: AnalysisModel, input: RangesRunInput): RangesRun {
  const run = drawer(model, input);
  const { total, ranges } = run;
  const samples: RangesSamples = {
    draws: 0, ranges, drivers: input.drivers,
    yearlyPlan: run.yearlyPlan, monthlyPlan: run.monthlyPlan, lowestCashPlan: run.lowestCashPlan,
    ...run.arrays(),
  };
  const drawOnce = (index: number) => run.draw(index, samples);

  const summarise = () => {
    if (samples.draws === 0) throw new Error('A forecast-ranges run has no draws yet: call step() first');
    return summariseRanges(samples, input.seed, total);
  };

  const keptBytes = [...samples.yearly, ...samples.monthly, samples.lowestCash, ...samples.uniforms].reduce((sum, array) => sum + array.byteLength, 0);

  return {
    draws: total,
    seed: input.seed,
    keptBytes,
    get done() {
      return samples.draws;
    },
    ranges,
    step(count) {
      const until = Math.min(total, samples.draws + Math.max(0, Math.floor(count)));
      for (let draw = samples.draws; draw < until; draw += 1) drawOnce(draw);
      samples.draws = until;
      return { done: until, total, finished: until === total };
    },
    drawnUniforms: () => samples.uniforms.map((column) => column.subarray(0, samples.draws)),
    result: () => drain(summarise()),
    summarise,
  };
}
