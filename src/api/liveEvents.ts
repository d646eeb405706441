import { apiStream } from './client.ts';
import { eventData } from './eventStream.ts';
import { EVENT_STREAM_CONTENT_TYPE, liveEvent, type LiveEvent } from '../../contract/events.ts';

/**
 * GET /api/events: the changes the signed-in user may see, as they happen, until `signal` ends the
 * stream or the server does. `onOpen` runs once the server has accepted the request. An event this
 * build does not know (a newer server) is skipped.
 */
export async function* liveEvents(signal: AbortSignal, onOpen: () => void): AsyncGenerator<LiveEvent> {
  const body = await apiStream('/events', { accept: EVENT_STREAM_CONTENT_TYPE, signal });
  onOpen();
  for await (const data of eventData(body)) {
    let json: unknown;
    try {
      json = JSON.parse(data);
    } catch {
      continue;
    }
    const parsed = liveEvent.safeParse(json);
    if (parsed.success) yield parsed.data;
  }
}
