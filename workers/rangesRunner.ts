import type { AnalysisModel } from '../engine/analysis/analysisModel.ts';
import type { DriverRange } from '../engine/analysis/ranges/driverRanges.ts';
import type { RangesResult } from '../engine/analysis/ranges/results.ts';
import { createRangesRun, type RangesRun } from '../engine/analysis/ranges/run.ts';
import type { HeadcountPlan } from '../engine/headcount/plan.ts';

/**
 * Forecast-ranges runs in the worker, in steps the UI asks for one at a time (`rangesStep`). Each
 * step evaluates draws, then pieces of the summary, for about the time it is given and returns,
 * so the worker is back at its event loop between steps: a cancel, a slider's preview or any
 * other question is answered in between, and the UI shows the progress of every step. One run at
 * a time: starting another drops the one going (and the ~1 kB per draw it kept).
 */

export interface RangesRunRequest {
  /** The scenario's values with the drafts over them (the likely values). */
  overrides: Record<string, number>;
  /** The scenario's saved ranges with the draft ranges over them. */
  ranges: Record<string, DriverRange>;
  draws: number;
  seed: number;
}

export type RangesRunProgress =
  | { runId: number; phase: 'drawing' | 'summarising'; done: number; total: number; seed: number }
  | { runId: number; phase: 'finished'; done: number; total: number; seed: number; result: RangesResult }
  /** The run was cancelled or replaced by a newer one: nothing more comes of it. */
  | { runId: number; phase: 'cancelled' };

/** Draws between two looks at the clock (about a millisecond of kernel evaluations). */
const DRAWS_PER_LOOK = 20;

interface Going {
  runId: number;
  run: RangesRun;
  summary: Generator<void, RangesResult, void> | null;
}

export interface RangesRunner {
  /** A run of `drivers` on the headcount plan `headcount` (null: generated from each draw's drivers). */
  start(model: AnalysisModel, drivers: Record<string, number>, request: RangesRunRequest, headcount?: HeadcountPlan | null): RangesRunProgress;
  step(runId: number, budgetMs: number): RangesRunProgress;
  cancel(runId: number): void;
}

export function createRangesRunner(now: () => number = () => performance.now()): RangesRunner {
  let going: Going | null = null;
  let lastId = 0;

  const progress = ({ runId, run, summary }: Going): RangesRunProgress => ({
    runId, phase: summary ? 'summarising' : 'drawing', done: run.done, total: run.draws, seed: run.seed,
  });

  return {
    start(model, drivers, { ranges, draws, seed }, headcount = null) {
      going = null;
      const run = createRangesRun(model, { drivers, ranges, draws, seed, headcount });
      lastId += 1;
      going = { runId: lastId, run, summary: null };
      return progress(going);
    },
    step(runId, budgetMs) {
      if (going?.runId !== runId) return { runId, phase: 'cancelled' };
      const current = going;
      const until = now() + budgetMs;
      while (!current.summary) {
        if (current.run.step(DRAWS_PER_LOOK).finished) current.summary = current.run.summarise();
        else if (now() >= until) return progress(current);
      }
      for (;;) {
        const piece = current.summary.next();
        if (piece.done) {
          going = null;
          return { runId, phase: 'finished', done: current.run.done, total: current.run.draws, seed: current.run.seed, result: piece.value };
        }
        if (now() >= until) return progress(current);
      }
    },
    cancel(runId) {
      if (going?.runId === runId) going = null;
    },
  };
}
