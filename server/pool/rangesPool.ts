import { availableParallelism } from 'node:os';
import type { Piscina } from 'piscina';
import type { RangesSliceTask } from './rangesTask.ts';
import { startThreadPool } from './threadPool.ts';

/**
 * Worker threads that evaluate the draws of forecast-ranges runs (issue 27): a run is cut into
 * slices of whole blocks of draws (engine/analysis/ranges/run.ts rangesSlices), one per thread,
 * each written into the run's shared arrays; the event loop only summarises. A slice's draws are
 * the ones a run in one piece draws, so the result is the same to the last digit. The threads start
 * with the first run and keep their kernel between runs.
 */
export interface RangesPool {
  readonly threads: number;
  /** Evaluates one slice; rejects when `signal` aborts (the client went away). */
  run(task: RangesSliceTask, signal: AbortSignal): Promise<void>;
  close(): Promise<void>;
}

/** One thread per core: the event loop waits while they draw. */
export function defaultRangesThreads(): number {
  return availableParallelism();
}

const RANGES_NICE_INCREMENT = 5;
const RANGES_WORKER = new URL('./rangesWorker.ts', import.meta.url);

export function createRangesPool(threads: number, onError: (error: unknown) => void): RangesPool {
  let pool: Piscina<RangesSliceTask, void> | undefined;
  const started = () => {
    pool ??= startThreadPool<RangesSliceTask, void>(RANGES_WORKER, { threads, niceIncrement: RANGES_NICE_INCREMENT, onError });
    return pool;
  };
  return {
    threads,
    run: (task, signal) => started().run(task, { signal }),
    async close() {
      await pool?.destroy();
      pool = undefined;
    },
  };
}
