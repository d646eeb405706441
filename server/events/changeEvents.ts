import { z } from 'zod';

/**
 * What changed in the stored data, told to every instance after the change committed: live
 * updates (GET /api/events) read these. An event says what to re-read, never the data itself.
 */
export const changeEventSchema = z.discriminatedUnion('type', [
  /** A scenario was created or updated. owner_id: the owner of a Simulation (Editable), null for shared scenarios. */
  z.object({ type: z.literal('scenario'), id: z.string(), version: z.number().int(), owner_id: z.number().int().nullable() }),
  z.object({ type: z.literal('scenario_deleted'), id: z.string(), owner_id: z.number().int().nullable() }),
  /** A new baseline version (data mask or CSV import). */
  z.object({ type: z.literal('baseline'), version: z.number().int() }),
  /**
   * A user was created, changed (role, status, names, password) or deleted. user_id: who, so that
   * only their live streams check their token again; absent from an instance of an earlier release
   * (then every stream checks).
   */
  z.object({ type: z.literal('users'), user_id: z.number().int().optional() }),
  /** An admin changed a risk's figures. */
  z.object({ type: z.literal('risks') }),
  /** A new version of the monthly actuals of 2026 on. */
  z.object({ type: z.literal('monthly_actuals'), version: z.number().int() }),
  /** An admin set or cleared the last closed month. */
  z.object({ type: z.literal('close') }),
  /** A new model definition was published (issue 27): every figure is computed anew. */
  z.object({ type: z.literal('model'), version: z.number().int() }),
  /**
   * A comment thread was started, answered, resolved or reopened (issue 30). scenario_id: the
   * scenario of a driver, cell or version thread (null otherwise); owner_id: the owner of that
   * scenario when it is a Simulation (Editable), else null.
   */
  z.object({ type: z.literal('comments'), thread_id: z.number().int(), scenario_id: z.string().nullable(), owner_id: z.number().int().nullable() }),
]);
export type ChangeEvent = z.infer<typeof changeEventSchema>;

export type ChangeListener = (event: ChangeEvent) => void;

/** How a bus reports what it cannot act on (a lost connection, a payload it does not understand, a failing subscriber). */
export type BusProblem = (message: string, error: unknown) => void;

/**
 * Change events between instances. Every subscriber of every instance receives each published
 * event once, the publishing instance's own included, in the order they were published.
 */
export interface EventBus {
  /** Tells every instance; resolves once the event is on its way (publish after the change committed). */
  publish(event: ChangeEvent): Promise<void>;
  /** Calls `listener` for every event from now on; the answer unsubscribes. */
  subscribe(listener: ChangeListener): () => void;
  /** Stops delivering and releases the bus's connection. */
  close(): Promise<void>;
}

/** The subscribers of one bus: delivery to each, an exception of one reported and kept from the others. */
export function createListeners(report: BusProblem) {
  const listeners = new Set<ChangeListener>();
  return {
    add(listener: ChangeListener): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    deliver(event: ChangeEvent): void {
      for (const listener of [...listeners]) {
        try {
          listener(event);
        } catch (error) {
          report('a change event subscriber failed', error);
        }
      }
    },
    clear(): void {
      listeners.clear();
    },
  };
}
