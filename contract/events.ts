import { z } from 'zod';

/**
 * Live updates (docs/api.md "Live updates"): GET /api/events is a Server-Sent Events stream; each
 * `data:` line is one of these, naming what changed so the browser reloads it. A browser sees only
 * what the user may read: another user's Simulation (Editable) never, users only as an admin.
 */
export const liveEvent = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('scenario'), id: z.string(), version: z.number().int() }).describe('a scenario was created or saved'),
  z.strictObject({ type: z.literal('scenario_deleted'), id: z.string() }),
  z.strictObject({ type: z.literal('baseline'), version: z.number().int() }).describe('a new baseline version: every forecast changed'),
  z.strictObject({ type: z.literal('users') }).describe('a user was created, changed, deleted or had a password set (admins only)'),
  z.strictObject({ type: z.literal('risks') }),
  z.strictObject({ type: z.literal('monthly_actuals'), version: z.number().int() }).describe('a new version of the monthly actuals of 2026 on'),
  z.strictObject({ type: z.literal('close') }).describe('the last closed month was set or cleared'),
  z.strictObject({ type: z.literal('model'), version: z.number().int() }).describe('a new model definition was published: every figure changed'),
  z.strictObject({ type: z.literal('comments'), thread_id: z.number().int(), scenario_id: z.string().nullable() })
    .describe('a comment thread was started, answered, resolved or reopened; scenario_id is null for a thread on a plan or a closed month'),
]);
export type LiveEvent = z.infer<typeof liveEvent>;

export const EVENT_STREAM_CONTENT_TYPE = 'text/event-stream';
