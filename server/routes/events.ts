import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.ts';
import { bearerToken, requireUser, signedInUser } from '../http/access.ts';
import { ApiError } from '../http/errors.ts';
import { eventShownTo, eventText } from '../events/liveEvents.ts';
import type { LiveStream, StreamLimits, StreamRefusal } from '../events/liveStreams.ts';
import { EVENT_STREAM_CONTENT_TYPE, liveEvent } from '../../contract/events.ts';

/** A comment line this often keeps proxies from closing an idle stream; the token is checked again each time. */
export const HEARTBEAT_MS = 20_000;
/**
 * Seconds a refused stream is told to wait: a stream lasts as long as a browser stays signed in,
 * so no moment can be promised; the browser waits at least this long before it asks again.
 */
export const STREAM_RETRY_AFTER_S = 30;

function refusalMessage(refusal: StreamRefusal, limits: StreamLimits): string {
  return refusal === 'too_many_streams'
    ? `You have ${limits.perUser} live update streams open, the most one user may: close a tab or window of Fahrplan, or try again later`
    : 'The server holds as many live update streams as it takes: try again later';
}

/**
 * When a stream's first heartbeat comes: anywhere in the second half of the interval, so streams
 * opened together (a burst of tabs, a reconnect after an outage) do not check their tokens all at
 * once; each stream then keeps its own phase.
 */
function firstHeartbeatMs(): number {
  return HEARTBEAT_MS * (0.5 + Math.random() / 2);
}

/**
 * Live updates (docs/api.md "Live updates"): every change the caller may see, as Server-Sent
 * Events, while their token is good. A user holds a few streams at most, the instance a capped
 * number (429 beyond, before anything is set up). The token is checked again at every heartbeat,
 * whenever this server revokes that user's or that token's sessions, and on a users event naming
 * the user (a role may have changed what they see); a token no longer good ends the stream, and
 * the browser's reconnect then meets the 401.
 */
export function eventRoutes(app: FastifyInstance, services: Services): void {
  // Open streams would keep the server from closing.
  app.addHook('preClose', async () => services.liveStreams.endAll());

  app.get('/api/events', {
    config: {
      access: 'user',
      openapi: {
        summary: 'Live updates: a Server-Sent Events stream of the changes the caller may see (scenarios, baseline, users for admins, risks); 429 too_many_streams or server_busy with Retry-After beyond the caps',
        events: liveEvent,
      },
    },
  }, async (request, reply) => {
    let user = requireUser(request);
    const refusal = services.liveStreams.refusal(user.id);
    if (refusal) {
      reply.header('retry-after', String(STREAM_RETRY_AFTER_S));
      throw new ApiError(429, refusal, refusalMessage(refusal, services.liveStreams.limits));
    }
    const token = bearerToken(request) ?? '';
    const body = new PassThrough();
    let heartbeat: NodeJS.Timeout;
    let ended = false;

    const stream: LiveStream = {
      userId: user.id,
      tokenId: request.tokenId ?? '',
      deliver(event) {
        const shown = eventShownTo(event, user);
        if (shown) body.write(eventText(shown));
      },
      async recheck() {
        if (ended) return;
        try {
          const signedIn = await signedInUser(services, token);
          if (signedIn) user = signedIn.user;
          else stream.end();
        } catch (error) {
          // The database did not answer (an outage, the server closing): the stream stays, the next heartbeat asks again.
          if (!ended) request.log.warn({ err: error }, 'checking the token of a live update stream failed');
        }
      },
      end() {
        if (ended) return;
        ended = true;
        forget();
        clearTimeout(heartbeat);
        body.end();
      },
    };
    const beat = () => {
      body.write(': heartbeat\n\n');
      void stream.recheck();
      heartbeat = setTimeout(beat, HEARTBEAT_MS);
    };
    const forget = services.liveStreams.add(stream);
    heartbeat = setTimeout(beat, firstHeartbeatMs());
    reply.raw.once('close', () => stream.end());
    // The client may have gone while its token was checked: then 'close' has passed already.
    if (request.raw.socket.destroyed) stream.end();

    // The first bytes go out at once, so the browser knows the stream is open.
    body.write(': connected\n\n');
    return reply
      .header('content-type', `${EVENT_STREAM_CONTENT_TYPE}; charset=utf-8`)
      .header('cache-control', 'no-store, no-transform')
      // Proxies such as nginx buffer answers unless told not to; an event must arrive when it happens.
      .header('x-accel-buffering', 'no')
      .send(body);
  });
}
