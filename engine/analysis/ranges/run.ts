import { ALL_YEARS, FORECAST_MONTHS, FORECAST_YEARS } from '../../calendar.ts';
import { KERNEL_COLUMNS } from '../../kernel/modelPlan.ts';
import { AnalysisInputError } from '../analysisErrors.ts';
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

export function createRangesRun(model: AnalysisModel, input: RangesRunInput): RangesRun {
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

  const plan = model.evaluateVector(vector);
  const samples: RangesSamples = {
    draws: 0,
    ranges,
    drivers: input.drivers,
    yearlyPlan: Float64Array.from(annualCells, (cell) => plan.annual[cell] as number),
    yearly: Array.from(annualCells, () => new Float64Array(total)),
    monthlyPlan: Float64Array.from(monthlyCells, (cell) => plan.monthly[cell] as number),
    // Monthly distances from the plan as 32-bit floats: 72 MB at 100,000 draws instead of 144 MB (docs/model.md).
    monthly: Array.from(monthlyCells, () => new Float32Array(total)),
    lowestCashPlan: lowestCashOf(plan.monthly),
    lowestCash: new Float64Array(total),
    uniforms: ranges.map(() => new Float32Array(total)),
  };
  const random = seededRandom(input.seed);
  const correlated = correlationPlan(ranges.map((range) => range.driver));
  // The uniform numbers of one block of draws, one array per range; drawn draw by draw in catalog
  // order, then the correlated columns reordered within the block.
  const block = ranges.map(() => new Float64Array(Math.min(DRAWS_PER_BLOCK, total)));
  let blockStart = -DRAWS_PER_BLOCK;
  const fillBlock = (start: number) => {
    const n = Math.min(DRAWS_PER_BLOCK, total - start);
    for (let d = 0; d < n; d += 1) {
      for (let j = 0; j < ranges.length; j += 1) (block[j] as Float64Array)[d] = random.next();
    }
    if (correlated) imanConover(block, n, correlated);
    blockStart = start;
  };

  const drawOnce = (draw: number) => {
    if (draw >= blockStart + DRAWS_PER_BLOCK) fillBlock(draw);
    for (let j = 0; j < ranges.length; j += 1) {
      const range = ranges[j] as SampledRange;
      const u = (block[j] as Float64Array)[draw - blockStart] as number;
      const value = sampleRange(u, range);
      vector[rangeIndex[j] as number] = range.whole ? Math.round(value) : value;
      (samples.uniforms[j] as Float32Array)[draw] = u;
    }
    const result = model.evaluateVector(vector);
    const { annual, monthly } = result;
    for (let c = 0; c < annualCells.length; c += 1) {
      (samples.yearly[c] as Float64Array)[draw] = (annual[annualCells[c] as number] as number) - (samples.yearlyPlan[c] as number);
    }
    for (let c = 0; c < monthlyCells.length; c += 1) {
      (samples.monthly[c] as Float32Array)[draw] = (monthly[monthlyCells[c] as number] as number) - (samples.monthlyPlan[c] as number);
    }
    samples.lowestCash[draw] = lowestCashOf(monthly) - samples.lowestCashPlan;
  };

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
