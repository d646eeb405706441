import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.ts';
import { bearerToken, requireUser, signedInUser } from '../http/access.ts';
import { eventShownTo, eventText } from '../events/liveEvents.ts';
import type { ChangeEvent } from '../events/changeEvents.ts';
import { EVENT_STREAM_CONTENT_TYPE, liveEvent } from '../../contract/events.ts';

/** A comment line this often keeps proxies from closing an idle stream; the token is checked again each time. */
export const HEARTBEAT_MS = 20_000;

/**
 * Live updates (docs/api.md "Live updates"): every change the caller may see, as Server-Sent
 * Events, while their token is good. The token is checked again at every heartbeat, whenever this
 * server revokes tokens, and on every users event (a role may have changed what they see); a
 * token no longer good ends the stream, and the browser's reconnect then meets the 401.
 */
export function eventRoutes(app: FastifyInstance, services: Services): void {
  const open = new Set<() => void>();
  // Open streams would keep the server from closing.
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });

  app.get('/api/events', {
    config: {
      access: 'user',
      openapi: { summary: 'Live updates: a Server-Sent Events stream of the changes the caller may see (scenarios, baseline, users for admins, risks)', events: liveEvent },
    },
  }, async (request, reply) => {
    let user = requireUser(request);
    const token = bearerToken(request) ?? '';
    const stream = new PassThrough();

    const send = (event: ChangeEvent) => {
      const shown = eventShownTo(event, user);
      if (shown) stream.write(eventText(shown));
    };
    const recheck = async () => {
      const signedIn = await signedInUser(services, token);
      if (signedIn) user = signedIn.user;
      else end();
    };
    const unsubscribe = services.events.subscribe((event) => {
      if (event.type !== 'users') {
        send(event);
        return;
      }
      void recheck().then(() => {
        if (open.has(end)) send(event);
      });
    });
    const stopRevocations = services.onSessionsRevoked(() => void recheck());
    const heartbeat = setInterval(() => {
      stream.write(': heartbeat\n\n');
      void recheck();
    }, HEARTBEAT_MS);
    function end(): void {
      if (!open.delete(end)) return;
      clearInterval(heartbeat);
      unsubscribe();
      stopRevocations();
      stream.end();
    }
    open.add(end);
    reply.raw.once('close', end);

    // The first bytes go out at once, so the browser knows the stream is open.
    stream.write(': connected\n\n');
    return reply
      .header('content-type', `${EVENT_STREAM_CONTENT_TYPE}; charset=utf-8`)
      .header('cache-control', 'no-store, no-transform')
      // Proxies such as nginx buffer answers unless told not to; an event must arrive when it happens.
      .header('x-accel-buffering', 'no')
      .send(stream);
  });
}
