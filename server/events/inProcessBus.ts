import { createListeners, type BusProblem, type EventBus } from './changeEvents.ts';

/** The bus of a single instance (SQLite): events go straight to this process's subscribers. */
export function createInProcessEventBus(report: BusProblem): EventBus {
  const listeners = createListeners(report);
  let closed = false;
  return {
    async publish(event) {
      if (!closed) listeners.deliver(event);
    },
    subscribe: (listener) => listeners.add(listener),
    async close() {
      closed = true;
      listeners.clear();
    },
  };
}
