import { randomUUID } from 'node:crypto';
import type { ExportJobState, ExportType } from '../../contract/exports.ts';
import type { ExportPool } from './exportPool.ts';
import type { ExportTask } from './exportTask.ts';

/**
 * The export queue in front of the pool: each user has at most one export waiting or running,
 * at most `maxWaiting` wait server-wide, and the rest are refused with a time to come back
 * (429 with Retry-After). Exports run first come, first served on the pool's threads. A job lives
 * only while it waits or runs: its requester holds one answer open for it (server/routes/export.ts)
 * and gets the file there, so no instance has to keep files, and a poll can never reach an
 * instance that does not know the job (several instances behind a proxy, docs/deployment.md).
 */

/** What an export takes before any has been measured, by format (a Detailed Report takes about a second of CPU). */
const FIRST_GUESS_MS = 3_000;
/** Weight of the newest duration in the running average the Retry-After estimates use. */
const AVERAGE_WEIGHT = 0.3;

export interface ExportJob {
  readonly id: string;
  readonly userId: number;
  readonly type: ExportType;
  readonly scenarioId: string;
  readonly fileName: string;
  state: ExportJobState;
  /** The file, once done. */
  file: Buffer | undefined;
  /** Why it failed (logged by the route; the caller sees a generic message). */
  cause: unknown;
  /** Settles when the job is done or failed; never rejects. */
  readonly finished: Promise<ExportJob>;
}

/** A second export of one user, or a full queue: answered 429 with Retry-After. */
export class ExportBusyError extends Error {
  readonly reason: 'export_in_progress' | 'export_queue_full';
  readonly retryAfterSeconds: number;

  constructor(reason: ExportBusyError['reason'], retryAfterSeconds: number) {
    super(reason === 'export_in_progress'
      ? 'An export of yours is still being generated: wait for it to finish'
      : 'The server is generating many exports: try again shortly');
    this.reason = reason;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export interface ExportSubmission {
  userId: number;
  type: ExportType;
  scenarioId: string;
  fileName: string;
  task: ExportTask;
}

export interface ExportJobs {
  /** Queues an export, or throws ExportBusyError. */
  submit(submission: ExportSubmission): ExportJob;
  /** Exports that start or finish before this one starts: the running ones and those waiting ahead. */
  ahead(job: ExportJob): number;
  /** Calls `listener` whenever the queue moves (an export starts or finishes); the answer stops it. */
  watch(listener: () => void): () => void;
  /** Its requester went away: a waiting job leaves the queue (failed); a running one finishes unseen. */
  abandon(job: ExportJob): void;
  close(): Promise<void>;
}

interface Entry {
  job: ExportJob;
  task: ExportTask;
  settle: () => void;
  startedAt: number | undefined;
}

export function createExportJobs(pool: ExportPool, options: { maxWaiting: number }): ExportJobs {
  const jobs = new Map<string, Entry>();
  const waiting: Entry[] = [];
  const running = new Set<Entry>();
  const averageMs = new Map<ExportType, number>();
  const watchers = new Set<() => void>();
  let closed = false;

  function moved(): void {
    for (const watcher of [...watchers]) watcher();
  }

  function fail(entry: Entry, cause: Error): void {
    entry.job.state = 'failed';
    entry.job.cause = cause;
    jobs.delete(entry.job.id);
    entry.settle();
  }

  const expectedMs = (type: ExportType) => averageMs.get(type) ?? FIRST_GUESS_MS;

  function record(type: ExportType, ms: number): void {
    const previous = averageMs.get(type);
    averageMs.set(type, previous === undefined ? ms : previous + AVERAGE_WEIGHT * (ms - previous));
  }

  /** Milliseconds until the running exports leave a thread free for the next one. */
  function untilThreadFree(now: number): number {
    if (running.size < pool.threads) return 0;
    return Math.min(...[...running].map((entry) => Math.max(0, expectedMs(entry.job.type) - (now - (entry.startedAt ?? now)))));
  }

  /** Seconds until `entry` is likely done, or (without it) until a new export would likely start. */
  function secondsUntil(entry: Entry | undefined): number {
    const now = performance.now();
    const queued = entry ? waiting.slice(0, Math.max(0, waiting.indexOf(entry))) : waiting;
    const queuedMs = queued.reduce((sum, other) => sum + expectedMs(other.job.type), 0) / pool.threads;
    const ownMs = !entry ? 0 : entry.startedAt === undefined ? expectedMs(entry.job.type) : Math.max(0, expectedMs(entry.job.type) - (now - entry.startedAt));
    const startMs = entry?.startedAt === undefined ? untilThreadFree(now) + queuedMs : 0;
    return Math.max(1, Math.ceil((startMs + ownMs) / 1000));
  }

  function startNext(): void {
    while (!closed && running.size < pool.threads) {
      const entry = waiting.shift();
      if (!entry) return;
      running.add(entry);
      entry.job.state = 'running';
      entry.startedAt = performance.now();
      pool.run(entry.task).then((file) => {
        entry.job.file = file;
        entry.job.state = 'done';
        record(entry.job.type, performance.now() - (entry.startedAt ?? 0));
      }, (error: unknown) => {
        entry.job.cause = error;
        entry.job.state = 'failed';
      }).finally(() => {
        running.delete(entry);
        jobs.delete(entry.job.id);
        entry.settle();
        startNext();
        moved();
      });
    }
  }

  return {
    submit(submission) {
      const unfinished = [...jobs.values()].find((entry) => entry.job.userId === submission.userId);
      if (unfinished) throw new ExportBusyError('export_in_progress', secondsUntil(unfinished));
      // A free thread takes the export at once; otherwise it waits, if there is room.
      if (running.size >= pool.threads && waiting.length >= options.maxWaiting) {
        throw new ExportBusyError('export_queue_full', secondsUntil(undefined));
      }
      let settle: () => void = () => undefined;
      const settled = new Promise<void>((resolve) => {
        settle = resolve;
      });
      const job: ExportJob = {
        id: randomUUID(),
        userId: submission.userId,
        type: submission.type,
        scenarioId: submission.scenarioId,
        fileName: submission.fileName,
        state: 'queued',
        file: undefined,
        cause: undefined,
        finished: settled.then(() => job),
      };
      const entry: Entry = { job, task: submission.task, settle, startedAt: undefined };
      jobs.set(job.id, entry);
      waiting.push(entry);
      startNext();
      moved();
      return job;
    },
    ahead(job) {
      const entry = jobs.get(job.id);
      if (!entry || job.state !== 'queued') return 0;
      return running.size + waiting.indexOf(entry);
    },
    watch(listener) {
      watchers.add(listener);
      return () => {
        watchers.delete(listener);
      };
    },
    abandon(job) {
      const entry = jobs.get(job.id);
      const at = entry ? waiting.indexOf(entry) : -1;
      if (!entry || at < 0) return;
      waiting.splice(at, 1);
      fail(entry, new Error('the requester left before the export started'));
      moved();
    },
    async close() {
      closed = true;
      for (const entry of waiting.splice(0)) fail(entry, new Error('the server stopped before the export started'));
      await pool.close();
    },
  };
}
