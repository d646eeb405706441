import { fileURLToPath } from 'node:url';
import type { ResourceLimits } from 'node:worker_threads';
import { Piscina } from 'piscina';

/**
 * Worker threads that run the default export of a TypeScript module off the event loop
 * (docs/decisions.md 2026-11-27 "Heavy work off the event loop"): the export pool's and the
 * upload pool's. Each thread starts from one entry (workerEntry.mjs) that registers tsx and loads
 * the module, so the pools differ only in their module and their limits.
 */
export interface ThreadPoolOptions {
  threads: number;
  /** Background work: on a busy machine the event loop's thread is scheduled first (Linux sets it per thread). */
  niceIncrement?: number;
  /** A thread over these is stopped, and its task fails with ERR_WORKER_OUT_OF_MEMORY. */
  resourceLimits?: ResourceLimits;
  /** A thread that fails between tasks (a task's own failure rejects that task). */
  onError: (error: unknown) => void;
}

const WORKER_ENTRY = fileURLToPath(new URL('./workerEntry.mjs', import.meta.url));

/**
 * FAHRPLAN_BACKGROUND_PRIORITY (README "Configuration"): `lower` (the default) runs the threads at
 * their pool's lower priority; `same` runs them at the event loop's. The test runs set `same`: two
 * test files share the machine's cores, and a lowered thread would wait behind the other file's
 * process — a neighbour no server has — until an honest upload hits its time limit.
 */
function backgroundNice(requested: number): number {
  const priority = process.env.FAHRPLAN_BACKGROUND_PRIORITY ?? 'lower';
  if (priority !== 'lower' && priority !== 'same') throw new Error(`FAHRPLAN_BACKGROUND_PRIORITY must be "lower" or "same", not "${priority}"`);
  return priority === 'same' ? 0 : requested;
}

export function startThreadPool<Task, Result>(module: URL, options: ThreadPoolOptions): Piscina<Task, Result> {
  const pool = new Piscina<Task, Result>({
    filename: WORKER_ENTRY,
    workerData: { module: module.href },
    minThreads: options.threads,
    maxThreads: options.threads,
    // Threads stay up until the pool is destroyed (an export thread keeps its model host warm).
    idleTimeout: Number.POSITIVE_INFINITY,
    // The entry registers tsx itself; the main thread's loader flags would register a second one.
    execArgv: [],
    niceIncrement: backgroundNice(options.niceIncrement ?? 0),
    ...(options.resourceLimits ? { resourceLimits: options.resourceLimits } : {}),
  });
  pool.on('error', options.onError);
  return pool;
}
