/**
 * Latest value wins: while one request is in flight, further requests replace each other and only
 * the last one is sent when the first settles. A slider drag therefore never queues stale values
 * in the worker. Results of superseded requests are not reported.
 *
 * A request can be released before it settles (`release`): the worker has done the part that
 * matters (a preview's key figures are out) and only sends the rest. The next value then goes at
 * once instead of waiting for that rest to cross and be taken in; it queues behind the rest in the
 * worker, which never holds more than the request it works on and one more.
 */
export interface Coalescer<T> {
  request(value: T): void;
  /** The newest request in flight has given what was wanted of it first: a newer value need not wait for it to settle. */
  release(): void;
  /** True while a request is in flight or waiting. */
  busy(): boolean;
  /** True while the newest request sent is in flight and none newer waits: what it answers is still wanted. */
  answering(): boolean;
}

export function createCoalescer<T, R>(
  send: (value: T) => Promise<R>,
  onResult: (result: R, value: T) => void,
  onError: (error: unknown, value: T) => void,
): Coalescer<T> {
  let sent = 0;
  let settled = 0;
  let released = false;
  let pending: { value: T } | null = null;
  /** The newest request sent has not settled yet. */
  const newestInFlight = () => settled < sent;

  function sendPending(): void {
    const next = pending;
    pending = null;
    if (next) void run(next.value);
  }

  async function run(value: T): Promise<void> {
    sent += 1;
    const id = sent;
    released = false;
    try {
      const result = await send(value);
      if (id === sent && !pending) onResult(result, value);
    } catch (error) {
      if (id === sent && !pending) onError(error, value);
    } finally {
      if (id === sent) {
        settled = id;
        sendPending();
      }
    }
  }

  return {
    request(value) {
      if (newestInFlight() && !released) pending = { value };
      else void run(value);
    },
    release() {
      if (!newestInFlight()) return;
      released = true;
      sendPending();
    },
    busy: () => newestInFlight() || pending !== null,
    answering: () => newestInFlight() && pending === null,
  };
}
