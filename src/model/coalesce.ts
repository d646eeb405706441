/**
 * Latest value wins: while one request is in flight, further requests replace each other and only
 * the last one is sent when the first settles. A slider drag therefore never queues stale values
 * in the worker. Results of superseded requests are not reported.
 */
export interface Coalescer<T> {
  request(value: T): void;
  /** True while a request is in flight or waiting. */
  busy(): boolean;
  /** True while a request is in flight and none newer waits: what it answers is still wanted. */
  answering(): boolean;
}

export function createCoalescer<T, R>(
  send: (value: T) => Promise<R>,
  onResult: (result: R, value: T) => void,
  onError: (error: unknown, value: T) => void,
): Coalescer<T> {
  let inFlight = false;
  let pending: { value: T } | null = null;

  async function run(value: T): Promise<void> {
    inFlight = true;
    try {
      const result = await send(value);
      if (!pending) onResult(result, value);
    } catch (error) {
      if (!pending) onError(error, value);
    } finally {
      inFlight = false;
      const next = pending;
      pending = null;
      if (next) void run(next.value);
    }
  }

  return {
    request(value) {
      if (inFlight) pending = { value };
      else void run(value);
    },
    busy: () => inFlight || pending !== null,
    answering: () => inFlight && pending === null,
  };
}
