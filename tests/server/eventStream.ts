import { liveEvent, type LiveEvent } from '../../contract/events.ts';

/**
 * A client of GET /api/events for server tests: reads the stream as a browser would, parses every
 * `data:` line with the contract's schema, and lets a test wait for the next event or for the end.
 */
export interface EventStreamClient {
  status: number;
  /** Resolves with the next event not yet taken; rejects when the stream ends first. */
  next(): Promise<LiveEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): Promise<void>;
}

export async function openEventStream(baseUrl: string, token: string | undefined): Promise<EventStreamClient> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/events`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    signal: controller.signal,
  });
  const queue: LiveEvent[] = [];
  const waiting: { resolve: (event: LiveEvent) => void; reject: (error: Error) => void }[] = [];
  let finished = false;
  let endStream: () => void = () => undefined;
  const ended = new Promise<void>((resolve) => {
    endStream = resolve;
  });

  const deliver = (event: LiveEvent) => {
    const taker = waiting.shift();
    if (taker) taker.resolve(event);
    else queue.push(event);
  };
  const finish = () => {
    finished = true;
    for (const taker of waiting.splice(0)) taker.reject(new Error('the event stream ended'));
    endStream();
  };

  let opened: Promise<void> = Promise.resolve();
  if (response.ok && response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let firstChunk: () => void = () => undefined;
    opened = new Promise((resolve) => {
      firstChunk = resolve;
    });
    void (async () => {
      let buffered = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          firstChunk();
          buffered += value;
          let blank = buffered.indexOf('\n\n');
          while (blank >= 0) {
            const block = buffered.slice(0, blank);
            buffered = buffered.slice(blank + 2);
            const data = block.split('\n').filter((line) => line.startsWith('data:')).map((line) => line.slice(5).trimStart()).join('\n');
            if (data) deliver(liveEvent.parse(JSON.parse(data)));
            blank = buffered.indexOf('\n\n');
          }
        }
      } catch {
        // aborted by close()
      }
      firstChunk();
      finish();
    })();
  } else {
    await response.body?.cancel();
    finish();
  }
  // The server subscribes before it sends its first bytes: from here on no change is missed.
  await opened;

  return {
    status: response.status,
    next() {
      const event = queue.shift();
      if (event) return Promise.resolve(event);
      if (finished) return Promise.reject(new Error('the event stream ended'));
      return new Promise((resolve, reject) => waiting.push({ resolve, reject }));
    },
    ended,
    async close() {
      controller.abort();
      await ended;
    },
  };
}
