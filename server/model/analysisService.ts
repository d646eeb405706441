import { setImmediate as nextTurn } from 'node:timers/promises';
import type { AnalysisModel } from '../../engine/analysis/analysisModel.ts';
import { attribution, type AttributionInput, type AttributionResult } from '../../engine/analysis/attribution.ts';
import { goalSeek, type GoalSeekInput, type GoalSeekResult } from '../../engine/analysis/goalSeek.ts';
import { MAX_DRAWS } from '../../engine/analysis/ranges/rangeFigures.ts';
import type { RangesResult } from '../../engine/analysis/ranges/results.ts';
import { createRangesRun, type RangesRun, type RangesRunInput } from '../../engine/analysis/ranges/run.ts';
import type { ModelService } from './modelService.ts';

/**
 * The analyses of issue 17 on the server: the compiled kernel on the newest baseline, goal seek
 * and gap attribution (milliseconds, answered at once) and forecast-ranges runs, which take up to
 * seconds. A run never holds the event loop for long: it evaluates draws, then summarises, in
 * slices of about SLICE_MS and lets other requests in between (docs/decisions.md). Each user runs
 * one at a time, and the draws in flight on the server are capped so the runs' samples stay under
 * 200 MB together (docs/model.md "Forecast ranges": about 1.2 kB per draw).
 */

/** The longest stretch a run keeps the event loop busy. */
export const SLICE_MS = 10;
/** Draws between two looks at the clock. */
const DRAWS_PER_LOOK = 20;
/** Draws of all runs in progress together: 150,000 × 1.2 kB ≈ 170 MB. */
export const MAX_DRAWS_IN_FLIGHT = 150_000;

/** A second run of one user, or more draws than the server takes on now: answered 429 with Retry-After. */
export class RangesBusyError extends Error {
  readonly reason: 'run_in_progress' | 'server_busy';
  readonly retryAfterSeconds: number;

  constructor(reason: RangesBusyError['reason'], retryAfterSeconds: number) {
    super(reason === 'run_in_progress'
      ? 'A forecast-ranges run of yours is still going: wait for it to finish or cancel it'
      : 'The server is running other forecast ranges: try again shortly');
    this.reason = reason;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** The client went away: the run stopped. */
export class RangesCancelledError extends Error {}

export interface AnalysisService {
  ranges(userId: number, input: RangesRunInput, cancelled: () => boolean): Promise<RangesResult>;
  goalSeek(input: GoalSeekInput): GoalSeekResult;
  attribution(input: AttributionInput): AttributionResult;
}

interface RunningRun {
  started: number;
  draws: number;
  done: () => number;
}

/** Evaluates a run's draws, then its summary, letting other requests in every SLICE_MS; stops when `cancelled` says so. */
async function inSlices(run: RangesRun, cancelled: () => boolean): Promise<RangesResult> {
  let sliceStart = performance.now();
  const pause = async () => {
    if (performance.now() - sliceStart < SLICE_MS) return;
    await nextTurn();
    if (cancelled()) throw new RangesCancelledError('the client closed the request');
    sliceStart = performance.now();
  };
  while (!run.step(DRAWS_PER_LOOK).finished) await pause();
  const summary = run.summarise();
  for (;;) {
    const piece = summary.next();
    if (piece.done) return piece.value;
    await pause();
  }
}

export function createAnalysisService(model: Pick<ModelService, 'kernelEvaluator'>): AnalysisService {
  const running = new Map<number, RunningRun>();

  /** The scenario host's kernel on the newest baseline; a run keeps the one it started on. */
  const current = (): AnalysisModel => model.kernelEvaluator();

  /** Seconds until a run is likely done, from its pace so far. */
  function secondsLeft(run: RunningRun): number {
    const done = run.done();
    const elapsed = (performance.now() - run.started) / 1000;
    const perDraw = done > 0 ? elapsed / done : 1e-4;
    return Math.max(1, Math.ceil((run.draws - done) * perDraw + 0.5));
  }

  return {
    async ranges(userId, input, cancelled) {
      const own = running.get(userId);
      if (own) throw new RangesBusyError('run_in_progress', secondsLeft(own));
      const inFlight = [...running.values()].reduce((sum, run) => sum + run.draws - run.done(), 0);
      if (inFlight + input.draws > Math.max(MAX_DRAWS_IN_FLIGHT, MAX_DRAWS)) {
        throw new RangesBusyError('server_busy', Math.min(...[...running.values()].map(secondsLeft)));
      }
      const run = createRangesRun(current(), input);
      running.set(userId, { started: performance.now(), draws: input.draws, done: () => run.done });
      try {
        return await inSlices(run, cancelled);
      } finally {
        running.delete(userId);
      }
    },
    goalSeek: (input) => goalSeek(current(), input),
    attribution: (input) => attribution(current(), input),
  };
}
