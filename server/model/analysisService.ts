import { setImmediate as nextTurn } from 'node:timers/promises';
import type { AnalysisModel } from '../../engine/analysis/analysisModel.ts';
import { AnalysisInputError } from '../../engine/analysis/analysisErrors.ts';
import { attribution, type AttributionInput, type AttributionResult } from '../../engine/analysis/attribution.ts';
import { goalSeek, type GoalSeekInput, type GoalSeekResult } from '../../engine/analysis/goalSeek.ts';
import { hiringSeek, type HiringSeekInput, type HiringSeekResult } from '../../engine/analysis/hiringSeek.ts';
import type { HeadcountPlan } from '../../engine/headcount/plan.ts';
import type { RangesResult } from '../../engine/analysis/ranges/results.ts';
import {
  createRangesRun, rangesSlices, sharedRangesDraws, summariseRangesDraws, type RangesRun, type RangesRunInput,
} from '../../engine/analysis/ranges/run.ts';
import type { RangesPool } from '../pool/rangesPool.ts';
import type { ModelService } from './modelService.ts';
import { createRangesAdmission, type RangesRefusal, type RangesTicket } from './rangesAdmission.ts';

/**
 * The analyses of issue 17 on the server: the compiled kernel on the newest baseline, goal seek
 * and gap attribution (milliseconds, answered at once) and forecast-ranges runs, which take up to
 * seconds. A run never holds the event loop for long: it evaluates draws, then summarises, in
 * slices of about SLICE_MS and lets other requests in between, the other runs' slices too, so
 * runs going together share the time equally (docs/decisions.md). Which runs start, and when a
 * refused one should come back, is `rangesAdmission.ts`: one run per user, the draws in flight
 * capped and shared in the order users asked (docs/model.md "Forecast ranges": about 1.2 kB per draw).
 */

/** The longest stretch a run keeps the event loop busy. */
export const SLICE_MS = 10;
/** Draws between two looks at the clock. */
const DRAWS_PER_LOOK = 20;

/** A second run of one user, or a run that must wait for its share of the draws: answered 429 with Retry-After. */
export class RangesBusyError extends Error {
  readonly reason: RangesRefusal;
  readonly retryAfterSeconds: number;

  constructor(reason: RangesRefusal, retryAfterSeconds: number) {
    super(reason === 'run_in_progress'
      ? 'A forecast-ranges run of yours is still going: wait for it to finish or cancel it'
      : 'The server is running other forecast ranges: your place is kept, try again after the time in Retry-After');
    this.reason = reason;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** The client went away: the run stopped. */
export class RangesCancelledError extends Error {}

export interface AnalysisService {
  ranges(userId: number, input: RangesRunInput, cancelled: () => boolean): Promise<RangesResult>;
  /** Goal seek on a scenario whose headcount plan is `headcount` (null: generated from its drivers). */
  goalSeek(input: GoalSeekInput, headcount: HeadcountPlan | null): GoalSeekResult;
  /** Goal seek on sales hires from a month, over the scenario's plan (input.plan; null: generated). */
  hiringSeek(input: HiringSeekInput): HiringSeekResult;
  /** Attribution between two driver sets of one headcount plan (a plan's difference is no driver's). */
  attribution(input: AttributionInput, headcount: HeadcountPlan | null): AttributionResult;
  /** Stops the ranges pool's threads (the server closes). */
  close(): Promise<void>;
}

/** A pause every SLICE_MS for other requests; it throws once `cancelled` says the client went away. */
function pauses(cancelled: () => boolean, progress: () => void): () => Promise<void> {
  let sliceStart = performance.now();
  return async () => {
    if (performance.now() - sliceStart < SLICE_MS) return;
    progress();
    await nextTurn();
    if (cancelled()) throw new RangesCancelledError('the client closed the request');
    sliceStart = performance.now();
  };
}

/** A summary computed in pieces, pausing between them. */
async function summarised(summary: Generator<void, RangesResult, void>, pause: () => Promise<void>): Promise<RangesResult> {
  for (;;) {
    const piece = summary.next();
    if (piece.done) return piece.value;
    await pause();
  }
}

/** Evaluates a run's draws, then its summary, on the event loop, letting other requests in every SLICE_MS; stops when `cancelled` says so. */
async function inSlices(run: RangesRun, ticket: RangesTicket, cancelled: () => boolean): Promise<RangesResult> {
  const pause = pauses(cancelled, () => ticket.progress(run.done));
  while (!run.step(DRAWS_PER_LOOK).finished) await pause();
  return summarised(run.summarise(), pause);
}

/** How often a pooled run reads its threads' progress and looks whether its client went away. */
const LOOK_MS = 50;

/**
 * Evaluates a run's draws on the pool's threads, a slice each, into shared arrays, then its
 * summary on the event loop in pieces; the threads' slices stop when the client goes away.
 */
async function onPool(pool: RangesPool, model: AnalysisModel, inputs: ReturnType<ModelService['kernelInputs']>, input: RangesRunInput, ticket: RangesTicket, cancelled: () => boolean): Promise<RangesResult> {
  const draws = sharedRangesDraws(model, input);
  const progress = new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
  const done = () => Atomics.load(progress, 0);
  const controller = new AbortController();
  // The threads count their draws into `progress`: the admission's estimate follows it as on the event loop.
  const watch = setInterval(() => {
    ticket.progress(done());
    if (cancelled()) controller.abort();
  }, LOOK_MS);
  try {
    await Promise.all(rangesSlices(input.draws, pool.threads).map(({ from, to }) => pool.run({ ...inputs, input, from, to, draws, progress }, controller.signal)));
  } catch (error) {
    if (controller.signal.aborted) throw new RangesCancelledError('the client closed the request');
    throw error;
  } finally {
    clearInterval(watch);
  }
  if (cancelled()) throw new RangesCancelledError('the client closed the request');
  ticket.progress(done());
  return summarised(summariseRangesDraws(model, input, draws), pauses(cancelled, () => ticket.progress(done())));
}

/** Below this many draws a run stays on the event loop: handing slices to threads costs more than it saves. */
export const POOLED_DRAWS = 5_000;

export function createAnalysisService(model: Pick<ModelService, 'kernelEvaluator' | 'kernelInputs'>, options: { drawsInFlight?: number; pool?: RangesPool } = {}): AnalysisService {
  const admission = createRangesAdmission({ capacity: options.drawsInFlight });
  /** The scenario host's kernel on the newest baseline; a run keeps the one it started on. */
  const current = (): AnalysisModel => model.kernelEvaluator();

  /** Runs a synchronous analysis on the shared kernel set to a plan, and sets it back to the generated one. */
  const onPlan = <T>(headcount: HeadcountPlan | null, run: (kernel: AnalysisModel) => T): T => {
    const kernel = model.kernelEvaluator();
    kernel.setHeadcount(headcount);
    try {
      return run(kernel);
    } finally {
      kernel.setHeadcount(null);
    }
  };

  return {
    async ranges(userId, input, cancelled) {
      if (input.draws > admission.capacity) {
        throw new AnalysisInputError('not_a_number', 'draws', `draws must be at most ${admission.capacity}: this server runs no more at a time`);
      }
      const admitted = admission.admit(userId, input.draws);
      if (!admitted.admitted) throw new RangesBusyError(admitted.reason, admitted.retryAfterSeconds);
      try {
        const { pool } = options;
        if (pool && input.draws >= POOLED_DRAWS) return await onPool(pool, current(), model.kernelInputs(), input, admitted.ticket, cancelled);
        return await inSlices(createRangesRun(current(), input), admitted.ticket, cancelled);
      } finally {
        admitted.ticket.finish();
      }
    },
    goalSeek: (input, headcount) => onPlan(headcount, (kernel) => goalSeek(kernel, input)),
    hiringSeek: (input) => hiringSeek(model.kernelEvaluator(), input),
    attribution: (input, headcount) => onPlan(headcount, (kernel) => attribution(kernel, input)),
    close: async () => options.pool?.close(),
  };
}
