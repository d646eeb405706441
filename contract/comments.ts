import { z } from 'zod';
import { safeText } from './text.ts';

/**
 * Comments on figures (issue 30, docs/api.md "Comments"): a thread on a driver, a statement cell
 * (line × period), a scenario version, a plan of record or a closed month; replies, mentions of
 * other users, resolve and reopen. A thread on a scenario's driver, cell or version names the
 * scenario version it was made on and stays attached to it: a later save does not move it.
 */
export const COMMENT_TARGET_KINDS = ['driver', 'cell', 'version', 'plan', 'closed_month'] as const;
export type CommentTargetKind = (typeof COMMENT_TARGET_KINDS)[number];

/** The longest comment, the most mentions in one, the most comments in one thread. */
export const COMMENT_MAX = 2000;
export const MENTIONS_MAX = 20;
export const THREAD_COMMENTS_MAX = 200;
/** The most open threads an export carries: the most recent ones (the app shows them all). */
export const EXPORT_THREADS_MAX = 200;
/**
 * Comment writes (a new thread, a reply, a resolve, a reopen) one user may make in a minute, over
 * every instance; one more is 429 `rate_limited` with Retry-After (docs/decisions.md).
 */
export const COMMENT_WRITES_PER_MINUTE = 30;
/** The most threads one GET /api/comments answers, and how many it answers unless asked for fewer: the most recent. */
export const COMMENT_THREADS_PAGE_MAX = 200;

const scenarioId = z.string().trim().min(1, 'must name a scenario').max(200, 'is too long');
const scenarioVersion = z.number().int().min(1).describe('the scenario version the figure was read in');
const month = z.string().regex(/^20(2[6-9]|30)-(0[1-9]|1[0-2])$/, 'must be a month YYYY-MM from 2026-01 to 2030-12');
/** A statement period as the statements name it: a year, a quarter or a month. */
const period = z.string().regex(/^20\d\d(-Q[1-4]|-(0[1-9]|1[0-2]))?$/, 'must be a year (2026), a quarter (2026-Q1) or a month (2026-03)');
const id = z.string().trim().min(1).max(100).regex(/^[a-z][a-z0-9_]*$/, 'must be an id of the model definition');

export const commentTarget = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('driver'), scenario_id: scenarioId, scenario_version: scenarioVersion, driver_id: id }),
  z.strictObject({ kind: z.literal('cell'), scenario_id: scenarioId, scenario_version: scenarioVersion, line_id: id, period }),
  z.strictObject({ kind: z.literal('version'), scenario_id: scenarioId, scenario_version: scenarioVersion }),
  z.strictObject({ kind: z.literal('plan'), year: z.number().int().min(2026).max(2030) }),
  z.strictObject({ kind: z.literal('closed_month'), month }),
]);
export type CommentTarget = z.infer<typeof commentTarget>;

const commentBody = safeText({ max: COMMENT_MAX, required: 'A comment needs a text', multiline: true, visible: true });
/** Users named in the comment by user name; each must exist (400 naming `mentions.N`). */
const mentions = z.array(z.string().trim().min(1).max(100)).max(MENTIONS_MAX, `at most ${MENTIONS_MAX} mentions`).default([]);

/** POST /api/comments: a new thread with its first comment. */
export const newThreadBody = z.strictObject({ target: commentTarget, body: commentBody, mentions });
export type NewThreadBody = z.infer<typeof newThreadBody>;

/** POST /api/comments/:thread_id/replies: a reply in a thread. */
export const replyBody = z.strictObject({ body: commentBody, mentions });
export type ReplyBody = z.infer<typeof replyBody>;

export const threadParams = z.object({ thread_id: z.coerce.number().int().min(1) });

/** GET /api/comments: the threads the caller may see, the most recent first, at most `limit`; filters narrow them. */
export const commentsQuery = z.object({
  scenario_id: scenarioId.optional().describe('threads on this scenario (drivers, cells, versions)'),
  kind: z.enum(COMMENT_TARGET_KINDS).optional(),
  status: z.enum(['open', 'resolved']).optional(),
  limit: z.coerce.number().int().min(1).max(COMMENT_THREADS_PAGE_MAX).default(COMMENT_THREADS_PAGE_MAX)
    .describe(`the most threads to answer, the most recent first (1–${COMMENT_THREADS_PAGE_MAX}, default ${COMMENT_THREADS_PAGE_MAX})`),
  before: z.coerce.number().int().min(1).optional()
    .describe('only threads older than the thread with this id: the id of the last thread of an answer with `truncated: true` asks for the next ones'),
});
export type CommentsQuery = z.infer<typeof commentsQuery>;

export const commentSchema = z.object({
  id: z.number().int(),
  author: z.string(),
  body: z.string(),
  mentions: z.array(z.string()),
  created_at: z.string(),
});
export type Comment = z.infer<typeof commentSchema>;

export const threadSchema = z.object({
  id: z.number().int(),
  target: commentTarget,
  status: z.enum(['open', 'resolved']),
  created_by: z.string(),
  created_at: z.string(),
  resolved_by: z.string().nullable(),
  resolved_at: z.string().nullable(),
  comments: z.array(commentSchema),
});
export type CommentThread = z.infer<typeof threadSchema>;

export const threadsAnswer = z.object({
  threads: z.array(threadSchema).describe('the most recent first (by thread id)'),
  // Read as false when absent: a browser with this contract may still meet an instance from before the bound during a rolling update.
  truncated: z.boolean().default(false).describe('true when more threads match than were answered: ask again with `before` = `next_before`'),
  next_before: z.number().int().optional().describe('with `truncated`: the `before` that asks for the next threads (the last thread answered, or the last one read when the reads a request may make ran out before the page was full)'),
});
export type ThreadsAnswer = z.infer<typeof threadsAnswer>;
