/**
 * Reads a Server-Sent Events stream (the WHATWG "event stream interpretation", reduced to what the
 * app needs): lines end with LF, CR LF or CR, a chunk may end anywhere, a line starting with ":" is
 * a comment (the server's heartbeat), `data:` lines add to the event's data, a blank line ends the
 * event. Fields other than data (event, id, retry) are read and ignored: the app reconnects on its
 * own schedule and reloads what it may have missed. EventSource would do this, but cannot send the
 * bearer token, so the stream is read with fetch.
 */
export interface EventStreamParser {
  /** Feeds the next piece of text; calls `onData` for every event it completes. */
  push(text: string): void;
}

export function createEventStreamParser(onData: (data: string) => void): EventStreamParser {
  let pending = '';
  let data: string[] | null = null;

  function line(text: string): void {
    if (text === '') {
      if (data) onData(data.join('\n'));
      data = null;
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    if (field !== 'data') return;
    const value = colon < 0 ? '' : text.slice(colon + 1);
    (data ??= []).push(value.startsWith(' ') ? value.slice(1) : value);
  }

  return {
    push(text) {
      pending += text;
      for (;;) {
        const end = /\r\n|\r|\n/.exec(pending);
        if (!end) return;
        // A CR that ends the text so far may be the first half of a CR LF: wait for the next piece.
        if (end[0] === '\r' && end.index === pending.length - 1) return;
        line(pending.slice(0, end.index));
        pending = pending.slice(end.index + end[0].length);
      }
    },
  };
}

/** The `data` of every event of a byte stream, as it arrives; ends when the stream does. */
export async function* eventData(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const ready: string[] = [];
  const parser = createEventStreamParser((data) => ready.push(data));
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      parser.push(decoder.decode(value, { stream: true }));
      yield* ready.splice(0);
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}
