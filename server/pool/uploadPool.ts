import type { Piscina } from 'piscina';
import { startThreadPool } from './threadPool.ts';
import type { UploadKind, UploadMessage, UploadOutcome, UploadTask } from './uploadTask.ts';

/**
 * Uploaded files are parsed here, never on the event loop (issue 24, docs/decisions.md 2026-11-28
 * "Uploaded workbooks: bounded and off the event loop"): on a thread with a memory limit, each
 * parse with a time limit after which its thread is stopped, one parse per user at a time and a
 * bounded queue (both refused with 429 and Retry-After). Parses are short — the readers refuse a
 * hostile file within milliseconds — so one thread serves them; it starts with the first upload
 * and stops after a minute without one.
 */
export interface UploadLimits {
  threads: number;
  maxWaiting: number;
  timeLimitMs: number;
  /** A DATEV file's parse: up to DATEV_MAX_BYTES of bookings take seconds, not milliseconds. */
  datevTimeLimitMs: number;
  memoryMb: number;
  idleTimeoutMs: number;
}

export const UPLOAD_LIMITS: UploadLimits = {
  threads: 1,
  /** Uploads that may wait for the thread; one more is refused with 429 upload_queue_full. */
  maxWaiting: 8,
  /** A parse running longer is stopped (its thread terminated) and answered 422. */
  timeLimitMs: 2_000,
  /**
   * The largest DATEV file (DATEV_MAX_BYTES) takes about 2 s on this machine kind, several times
   * that on a busy one; the limit stops a pathological parse, never an honest file.
   */
  datevTimeLimitMs: 20_000,
  /** A thread's V8 heap; a parse needing more is stopped and answered 413. */
  memoryMb: 96,
  idleTimeoutMs: 60_000,
};

/** A second upload of one user, or a full queue: answered 429 with Retry-After. */
export class UploadBusyError extends Error {
  readonly reason: 'upload_in_progress' | 'upload_queue_full';
  readonly retryAfterSeconds: number;

  constructor(reason: UploadBusyError['reason'], retryAfterSeconds: number) {
    super(reason === 'upload_in_progress'
      ? 'A file of yours is still being read: wait for it to finish'
      : 'The server is reading many files: try again shortly');
    this.reason = reason;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export interface Uploads {
  /** Reads `task`'s file on an upload thread, or throws UploadBusyError. */
  parse<K extends UploadKind>(userId: number, task: Extract<UploadTask, { kind: K }>): Promise<UploadOutcome<K>>;
  close(): Promise<void>;
}

interface Entry {
  userId: number;
  task: UploadTask;
  startedAt: number | undefined;
  settle: (outcome: Promise<UploadOutcome<UploadKind>>) => void;
}

const UPLOAD_WORKER = new URL('./uploadWorker.ts', import.meta.url);
const UPLOAD_NICE_INCREMENT = 10;

function isOutOfMemory(error: unknown): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY';
}

/** The upload threads with `limits` (tests narrow them to reach a limit with a small file). */
export function createUploads(onError: (error: unknown) => void, limits: UploadLimits = UPLOAD_LIMITS): Uploads {
  const memoryRefusal = `The file needs more memory to read than an upload may use (${limits.memoryMb} MB); nothing was read`;
  const timeRefusal = (ms: number) => `The file could not be read within ${ms / 1000} s; nothing was read`;
  const waiting: Entry[] = [];
  const running = new Set<Entry>();
  let pool: Piscina<UploadMessage, UploadOutcome<UploadKind> | null> | undefined;
  // Settles once a thread has loaded its modules: a parse's time limit starts on a warm thread.
  let warm: Promise<unknown> | undefined;
  let idle: NodeJS.Timeout | undefined;
  let closed = false;

  function started() {
    clearTimeout(idle);
    pool ??= startThreadPool<UploadMessage, UploadOutcome<UploadKind> | null>(UPLOAD_WORKER, {
      threads: limits.threads,
      // Reading a file is background work, as an export is: on a busy machine the event loop goes first.
      niceIncrement: UPLOAD_NICE_INCREMENT,
      resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb, maxYoungGenerationSizeMb: 16 },
      onError,
    });
    warm ??= pool.run({ kind: 'warm' }).catch((error: unknown) => {
      warm = undefined;
      throw error;
    });
    return { pool, warm };
  }

  /** With nothing to read for a while, the threads stop (the next upload starts them again). */
  function stopWhenIdle(): void {
    clearTimeout(idle);
    if (running.size > 0 || waiting.length > 0) return;
    idle = setTimeout(() => {
      const stopping = pool;
      pool = undefined;
      warm = undefined;
      void stopping?.destroy();
    }, limits.idleTimeoutMs);
    idle.unref();
  }

  /** Runs a parse on a warm thread within the time limit; a thread stopped (time, memory) is warmed again for the next. */
  async function run(task: UploadTask): Promise<UploadOutcome<UploadKind>> {
    const threads = started();
    await threads.warm;
    const timeLimitMs = task.kind.startsWith('datev-') ? limits.datevTimeLimitMs : limits.timeLimitMs;
    const timeout = AbortSignal.timeout(timeLimitMs);
    try {
      const outcome = await threads.pool.run(task, { signal: timeout });
      if (!outcome) throw new Error('the upload thread answered nothing');
      return outcome;
    } catch (error) {
      if (timeout.aborted || isOutOfMemory(error)) warm = undefined;
      if (timeout.aborted) return { ok: false, refusal: { status: 422, message: timeRefusal(timeLimitMs) } };
      if (isOutOfMemory(error)) return { ok: false, refusal: { status: 413, message: memoryRefusal } };
      throw error;
    }
  }

  function startNext(): void {
    while (!closed && running.size < limits.threads) {
      const entry = waiting.shift();
      if (!entry) return;
      running.add(entry);
      entry.startedAt = performance.now();
      // The user's slot is free before their answer is: a next upload right after it is no second one.
      entry.settle(run(entry.task).finally(() => {
        running.delete(entry);
        startNext();
        stopWhenIdle();
      }));
    }
  }

  /** Seconds until `entry` (or, without it, a new upload) is through: every parse ahead ends within the time limit. */
  function secondsUntil(entry: Entry | undefined): number {
    const now = performance.now();
    const ahead = entry ? Math.max(0, waiting.indexOf(entry)) : waiting.length;
    const runningMs = Math.min(...[...running].map((other) => Math.max(0, limits.timeLimitMs - (now - (other.startedAt ?? now)))), limits.timeLimitMs);
    const ownMs = entry?.startedAt === undefined ? limits.timeLimitMs : 0;
    return Math.max(1, Math.ceil((runningMs + (ahead * limits.timeLimitMs) / limits.threads + ownMs) / 1000));
  }

  return {
    parse<K extends UploadKind>(userId: number, task: Extract<UploadTask, { kind: K }>): Promise<UploadOutcome<K>> {
      if (closed) return Promise.reject(new Error('the server is stopping'));
      const unfinished = [...running, ...waiting].find((entry) => entry.userId === userId);
      if (unfinished) throw new UploadBusyError('upload_in_progress', secondsUntil(unfinished));
      if (running.size >= limits.threads && waiting.length >= limits.maxWaiting) throw new UploadBusyError('upload_queue_full', secondsUntil(undefined));
      return new Promise<UploadOutcome<UploadKind>>((resolve, reject) => {
        waiting.push({ userId, task, startedAt: undefined, settle: (outcome) => outcome.then(resolve, reject) });
        startNext();
      }) as Promise<UploadOutcome<K>>;
    },
    async close() {
      closed = true;
      clearTimeout(idle);
      for (const entry of waiting.splice(0)) entry.settle(Promise.reject(new Error('the server stopped before the file was read')));
      await pool?.destroy();
      pool = undefined;
    },
  };
}
