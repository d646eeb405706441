import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { ExportTask } from './exportTask.ts';

/**
 * Worker threads that build export files off the event loop (docs/decisions.md 2026-11-27 "Heavy
 * work off the event loop"). A Detailed Report holds a thread for about a second of CPU (the model
 * figures of a cold scenario, sensitivity, PDF layout); on the event loop it held every other
 * request for that long. The threads start with the first export, each keeps its own model host
 * warm, and they stop with the server.
 */
export interface ExportPool {
  /** How many exports run at once. */
  readonly threads: number;
  run(task: ExportTask): Promise<Buffer>;
  close(): Promise<void>;
}

/** One thread per core, less the one the event loop needs to stay responsive; at least one. */
export function defaultWorkerThreads(): number {
  return Math.max(1, availableParallelism() - 1);
}

const EXPORT_NICE_INCREMENT = 10;
const WORKER_ENTRY = fileURLToPath(new URL('./exportWorker.mjs', import.meta.url));

export function createExportPool(threads: number): ExportPool {
  let pool: Piscina<ExportTask, ArrayBuffer> | undefined;
  const started = () => {
    pool ??= new Piscina<ExportTask, ArrayBuffer>({
      filename: WORKER_ENTRY,
      minThreads: threads,
      maxThreads: threads,
      // Threads stay up between exports: each keeps its model host, which takes about a second to build.
      idleTimeout: Number.POSITIVE_INFINITY,
      // The entry registers tsx itself; the main thread's loader flags would register a second one.
      execArgv: [],
      // Exports are background work: on a busy machine the event loop's thread is scheduled first
      // (Linux sets the nice value per thread; elsewhere this does nothing).
      niceIncrement: EXPORT_NICE_INCREMENT,
    });
    return pool;
  };
  return {
    threads,
    async run(task) {
      return Buffer.from(await started().run(task));
    },
    async close() {
      await pool?.destroy();
      pool = undefined;
    },
  };
}
