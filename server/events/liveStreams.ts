import type { ChangeEvent, EventBus } from './changeEvents.ts';

/** Whose tokens were revoked on this instance: one token (a sign-out) or the tokens of one user (a password set, a deactivation). */
export type Revocation = { tokenId: string } | { userId: number };

/** How many live update streams an instance holds open (server/config.ts). */
export interface StreamLimits {
  perUser: number;
  perInstance: number;
}

/** Why a new stream is refused: the caller holds their share of streams, or the instance holds all it takes. */
export type StreamRefusal = 'too_many_streams' | 'server_busy';

/** One open GET /api/events answer, as the registry sees it (the route builds it, server/routes/events.ts). */
export interface LiveStream {
  readonly userId: number;
  readonly tokenId: string;
  /** Writes the change to the browser when the stream's user may see it. */
  deliver(event: ChangeEvent): void;
  /** Checks the token again (a database read) and ends the stream when it is no longer good. */
  recheck(): Promise<void>;
  /** Ends the answer; the registry forgets the stream. */
  end(): void;
}

/**
 * The open live update streams of this instance: the caps on how many (per user and per instance,
 * checked before a stream is set up) and which streams a change concerns. A change event reaches
 * every stream, but only a stream whose user's tokens may have changed checks its token again:
 * the streams of the user a `users` event names, and of the user or token a revocation names.
 * A token check is a database read, so with a thousand streams open a sign-out costs one read,
 * not a thousand.
 */
export interface LiveStreams {
  readonly limits: StreamLimits;
  /** Null when `userId` may open one more stream now; else why not. */
  refusal(userId: number): StreamRefusal | null;
  /** Counts the stream in and starts delivering to it; the answer forgets it again (idempotent). */
  add(stream: LiveStream): () => void;
  /** Tokens were revoked on this instance: the streams concerned check theirs. */
  revoked(revocation: Revocation): void;
  /** Ends every stream (the server is closing). */
  endAll(): void;
  /** Open streams, of one user or of the whole instance. */
  count(userId?: number): number;
}

export function createLiveStreams(events: EventBus, limits: StreamLimits): LiveStreams {
  const byUser = new Map<number, Set<LiveStream>>();
  let open = 0;

  const all = (): LiveStream[] => [...byUser.values()].flatMap((streams) => [...streams]);
  const isOpen = (stream: LiveStream) => byUser.get(stream.userId)?.has(stream) ?? false;

  /** The stream checks its token first, so a role just taken away does not see the change. */
  function recheckThenDeliver(stream: LiveStream, event: ChangeEvent): void {
    void stream.recheck().then(() => {
      if (isOpen(stream)) stream.deliver(event);
    });
  }

  events.subscribe((event) => {
    if (event.type !== 'users') {
      for (const stream of all()) stream.deliver(event);
      return;
    }
    for (const stream of all()) {
      // An event without user_id comes from an instance of an earlier release: it may concern anyone.
      if (event.user_id === undefined || event.user_id === stream.userId) recheckThenDeliver(stream, event);
      else stream.deliver(event);
    }
  });

  return {
    limits,
    refusal(userId) {
      if ((byUser.get(userId)?.size ?? 0) >= limits.perUser) return 'too_many_streams';
      return open >= limits.perInstance ? 'server_busy' : null;
    },
    add(stream) {
      const ofUser = byUser.get(stream.userId) ?? new Set<LiveStream>();
      byUser.set(stream.userId, ofUser);
      ofUser.add(stream);
      open += 1;
      return () => {
        if (!ofUser.delete(stream)) return;
        open -= 1;
        if (ofUser.size === 0 && byUser.get(stream.userId) === ofUser) byUser.delete(stream.userId);
      };
    },
    revoked(revocation) {
      const concerned = 'userId' in revocation
        ? [...(byUser.get(revocation.userId) ?? [])]
        : all().filter((stream) => stream.tokenId === revocation.tokenId);
      for (const stream of concerned) void stream.recheck();
    },
    endAll() {
      for (const stream of all()) stream.end();
    },
    count: (userId) => (userId === undefined ? open : byUser.get(userId)?.size ?? 0),
  };
}
