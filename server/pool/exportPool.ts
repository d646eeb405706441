import { availableParallelism } from 'node:os';
import type { Piscina } from 'piscina';
import type { ExportTask } from './exportTask.ts';
import { startThreadPool } from './threadPool.ts';

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
const EXPORT_WORKER = new URL('./exportWorker.ts', import.meta.url);

export function createExportPool(threads: number, onError: (error: unknown) => void): ExportPool {
  let pool: Piscina<ExportTask, ArrayBuffer> | undefined;
  // Threads stay up between exports (no idle timeout): each keeps its model host, which takes about a second to build.
  const started = () => {
    pool ??= startThreadPool<ExportTask, ArrayBuffer>(EXPORT_WORKER, { threads, niceIncrement: EXPORT_NICE_INCREMENT, onError });
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
