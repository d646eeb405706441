/**
 * What changed, as the server tells itself: written where the change is stored (the routes, via
 * server/events/changes.ts), read by the live-update streams (GET /api/events). `owner_id` says who
 * may see a scenario (null: everyone); the streams drop it before an event leaves the server.
 */
export type ChangeEvent =
  | { type: 'scenario'; id: string; version: number; owner_id: number | null }
  | { type: 'scenario_deleted'; id: string; owner_id: number | null }
  | { type: 'baseline'; version: number }
  | { type: 'users' }
  | { type: 'risks' };

/**
 * Carries change events to every listener of every server instance that shares the storage: in
 * process for one SQLite instance, through PostgreSQL LISTEN/NOTIFY across instances.
 */
export interface EventBus {
  publish(event: ChangeEvent): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(listener: (event: ChangeEvent) => void): () => void;
  close(): Promise<void>;
}

/**
 * The bus of one server process (SQLite: there is no other instance). A listener that throws is
 * reported and does not keep the event from the others.
 */
export function createInProcessBus(onListenerError: (error: unknown) => void = () => undefined): EventBus {
  const listeners = new Set<(event: ChangeEvent) => void>();
  return {
    async publish(event) {
      for (const listener of [...listeners]) {
        try {
          listener(event);
        } catch (error) {
          onListenerError(error);
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
    },
  };
}
