import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Services } from '../services.ts';
import type { User } from '../../contract/users.ts';
import { ApiError, wordedError } from '../http/errors.ts';
import { requireUser } from '../http/access.ts';
import { audit } from '../http/audit.ts';
import type { ScenarioRecord } from '../repos/scenarios.ts';
import { targetColumns, type NewComment } from '../repos/comments.ts';
import { ALL_YEARS, yearOf } from '../../engine/calendar.ts';
import { createLoginThrottle, LOGIN_THROTTLE_DEFAULTS } from '../auth/loginThrottle.ts';
import { translatorFor } from '../i18n/index.ts';
import { parseBody, parseParams, parseQuery } from './inputs.ts';
import { mayRead, visibleScenario } from './scenarioAccess.ts';
import {
  COMMENT_WRITES_PER_MINUTE, THREAD_COMMENTS_MAX, commentsQuery, newThreadBody, replyBody, threadParams, threadSchema, threadsAnswer,
  type CommentsQuery, type CommentTarget, type CommentThread, type ThreadsAnswer,
} from '../../contract/comments.ts';

export const THREAD_NOT_FOUND = 'Comment thread not found';

const notFound = (message: string, field: string) => new ApiError(404, 'not_found', message, field);

/**
 * The figure a new thread is on, checked as the caller sees it: the scenario and the version it
 * was read in, a driver of the published model, a line of a statement in a period the statements
 * show, a year with a plan of record, a month already closed. Anything else is 404: a thread
 * cannot point at a figure nobody can open.
 */
async function checkTarget(services: Services, user: User, target: CommentTarget): Promise<void> {
  if (target.kind === 'plan') {
    if (!(await services.plans.get(target.year))) throw notFound(`${target.year} has no plan of record`, 'target.year');
    return;
  }
  if (target.kind === 'closed_month') {
    const closedThrough = services.newestBaseline.current().closed.months.lastClosedMonth;
    if (closedThrough === null || target.month > closedThrough) throw notFound(`${target.month} is not closed yet`, 'target.month');
    return;
  }
  let scenario: ScenarioRecord;
  try {
    scenario = await visibleScenario(services, user, target.scenario_id);
  } catch {
    throw notFound('Scenario not found', 'target.scenario_id');
  }
  if (!(await services.scenarios.version(scenario.scenario_id, target.scenario_version))) {
    throw notFound(`${scenario.scenario_name} has no version ${target.scenario_version}`, 'target.scenario_version');
  }
  if (target.kind === 'driver' && !services.model.driverCatalog().has(target.driver_id)) {
    throw notFound(`${target.driver_id} is not a driver of the model`, 'target.driver_id');
  }
  if (target.kind === 'cell') {
    const line = services.model.definition().definition.lines.find((candidate) => candidate.id === target.line_id);
    if (!line || line.statement === undefined) throw notFound(`${target.line_id} is not a line of a statement`, 'target.line_id');
    if (!(ALL_YEARS as readonly number[]).includes(yearOf(target.period))) {
      throw notFound(`${target.period} is not a period of the statements (${ALL_YEARS[0]}–${ALL_YEARS[ALL_YEARS.length - 1]})`, 'target.period');
    }
  }
}

/**
 * The users a comment mentions, as stored (their user names as spelled at creation), each once;
 * an unknown or inactive one is 400 naming `mentions.N`.
 */
async function knownMentions(services: Services, mentions: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const [index, name] of mentions.entries()) {
    const user = await services.users.findByUsername(name);
    if (!user || user.status !== 'active') throw new ApiError(400, 'invalid_input', `mentions.${index}: ${name} is not a user`, `mentions.${index}`);
    if (!found.includes(user.username)) found.push(user.username);
  }
  return found;
}

/**
 * Whether the caller may see a thread: a thread on a scenario only if they may read that scenario
 * (unknown or deleted: no). Each scenario is read once per checker.
 */
function visibility(services: Services, user: User) {
  const readable = new Map<string, Promise<boolean>>();
  return (thread: CommentThread): Promise<boolean> => {
    const { scenarioId } = targetColumns(thread.target);
    if (scenarioId === null) return Promise.resolve(true);
    let known = readable.get(scenarioId);
    if (!known) {
      known = services.scenarios.get(scenarioId).then((scenario) => scenario !== undefined && mayRead(scenario, user));
      readable.set(scenarioId, known);
    }
    return known;
  };
}

/** Of `threads` (CommentsRepo.threads), those `user` may see, in their order: what GET /api/comments and an export show. */
export async function threadsVisibleTo(services: Services, user: User, threads: readonly CommentThread[]): Promise<CommentThread[]> {
  const visible = visibility(services, user);
  const shown = await Promise.all(threads.map(visible));
  return threads.filter((_, index) => shown[index]);
}

/** A thread the caller may see, else 404 (an unknown thread and one on a scenario they cannot read alike). */
async function visibleThread(services: Services, user: User, threadId: number): Promise<CommentThread> {
  const thread = await services.comments.thread(threadId);
  if (!thread || !(await visibility(services, user)(thread))) throw new ApiError(404, 'not_found', THREAD_NOT_FOUND);
  return thread;
}

/**
 * How many pages one request reads at most while it skips threads the caller may not see (other
 * users' private scenarios): at most this many times `limit` + 1 rows, however many are hidden.
 */
export const COMMENT_READS_PER_REQUEST = 5;

/**
 * The most recent threads of `query` the caller may see, at most `query.limit`, and whether more
 * match. Threads the caller may not see (another user's Simulation) are skipped, so the store is
 * read a page at a time until the answer is full, nothing older is left, or the request has read
 * COMMENT_READS_PER_REQUEST pages (a short page then says where to go on).
 */
async function pageOfThreads(services: Services, user: User, query: CommentsQuery): Promise<ThreadsAnswer> {
  const shown: CommentThread[] = [];
  let beforeId = query.before;
  for (let reads = 1; ; reads += 1) {
    // One more than asked for tells whether more match.
    const page = await services.comments.threads({ scenarioId: query.scenario_id, kind: query.kind, status: query.status, beforeId, limit: query.limit + 1 });
    shown.push(...await threadsVisibleTo(services, user, page));
    const last = page[page.length - 1];
    if (shown.length > query.limit || page.length <= query.limit || !last) break;
    // More may match but the reads ran out: the page stays short, and the caller goes on from the last thread read.
    if (reads === COMMENT_READS_PER_REQUEST) return { threads: shown, truncated: true, next_before: last.id };
    beforeId = last.id;
  }
  const threads = shown.slice(0, query.limit);
  const truncated = shown.length > query.limit;
  return truncated ? { threads, truncated, next_before: threads[threads.length - 1]?.id } : { threads, truncated };
}

/** 'driver medical_clients of scenario baseline version 3': a target as the activity log names it. */
export function targetWords(target: CommentTarget): string {
  switch (target.kind) {
    case 'driver':
      return `driver ${target.driver_id} of scenario ${target.scenario_id} version ${target.scenario_version}`;
    case 'cell':
      return `${target.line_id} ${target.period} of scenario ${target.scenario_id} version ${target.scenario_version}`;
    case 'version':
      return `scenario ${target.scenario_id} version ${target.scenario_version}`;
    case 'plan':
      return `plan of record ${target.year}`;
    case 'closed_month':
      return `closed month ${target.month}`;
  }
}

const mentionWords = (mentions: readonly string[]) => (mentions.length > 0 ? `; mentions ${mentions.join(', ')}` : '');

function commentOf(user: User, body: string, mentions: readonly string[]): NewComment {
  return { authorId: user.id, author: user.username, body, mentions };
}

/**
 * Comments on figures (issue 30, docs/api.md "Comments"): every signed-in user starts threads on
 * what they can see, answers, resolves and reopens them; nothing is deleted. Each write is in the
 * activity log and told to every open browser (a `comments` live event).
 */
export function commentRoutes(app: FastifyInstance, services: Services): void {
  // The sign-in throttle's sliding window in the shared database, under keys of its own: every
  // instance counts a user's writes together. Its table forgets rows older than one window for
  // every key, so the comment writes use the same window (a minute).
  const writes = createLoginThrottle(services.loginFailures, { limit: COMMENT_WRITES_PER_MINUTE, windowMs: LOGIN_THROTTLE_DEFAULTS.windowMs });

  /** Counts one comment write of `user`, or answers 429 rate_limited with Retry-After: checked before any other work. */
  async function admitWrite(user: User, reply: FastifyReply): Promise<void> {
    const admission = await writes.admit([`comment-write:${user.id}`]);
    if (admission.admitted) return;
    const seconds = admission.retryAfterSeconds;
    reply.header('retry-after', String(seconds));
    const words = { limit: COMMENT_WRITES_PER_MINUTE, seconds };
    throw new ApiError(429, 'rate_limited', translatorFor('en', 'api')('commentWritesLimited', words), undefined, undefined,
      (language) => translatorFor(language, 'api')('commentWritesLimited', words));
  }

  app.get('/api/comments', {
    config: {
      access: 'user',
      openapi: {
        summary: 'The comment threads the caller may see, the most recent first, at most `limit` (truncated: true when more match; `before` asks for older ones), each with its comments; filtered by scenario, target kind and status',
        query: commentsQuery, response: threadsAnswer,
      },
    },
  }, async (request) => {
    const user = requireUser(request);
    return pageOfThreads(services, user, parseQuery(commentsQuery, request));
  });

  app.post('/api/comments', {
    config: {
      access: 'user',
      openapi: {
        summary: `Starts a comment thread on a driver, a statement cell or a version of a scenario, a plan of record or a closed month; 404 for a figure the caller cannot see, 400 mentions.N for an unknown user; 429 rate_limited with Retry-After beyond ${COMMENT_WRITES_PER_MINUTE} comment writes a minute`,
        body: newThreadBody, response: threadSchema, successStatus: 201,
      },
    },
  }, async (request, reply) => {
    const user = requireUser(request);
    await admitWrite(user, reply);
    const body = parseBody(newThreadBody, request);
    const mentions = await knownMentions(services, body.mentions);
    await checkTarget(services, user, body.target);
    const thread = await services.comments.createThread(body.target, commentOf(user, body.body, mentions));
    await audit(services, request, { action: 'create', resource: `comment:${thread.id}`, details: `commented on ${targetWords(thread.target)}${mentionWords(mentions)}` });
    return reply.status(201).send(thread);
  });

  app.post('/api/comments/:thread_id/replies', {
    config: {
      access: 'user',
      openapi: {
        summary: `Answers a comment thread; 409 thread_full when it holds ${THREAD_COMMENTS_MAX} comments; 429 rate_limited as for a new thread`,
        params: threadParams, body: replyBody, response: threadSchema, successStatus: 201,
      },
    },
  }, async (request, reply) => {
    const user = requireUser(request);
    await admitWrite(user, reply);
    const { thread_id: threadId } = parseParams(threadParams, request);
    const body = parseBody(replyBody, request);
    const thread = await visibleThread(services, user, threadId);
    const mentions = await knownMentions(services, body.mentions);
    const answered = await services.comments.reply(threadId, commentOf(user, body.body, mentions), THREAD_COMMENTS_MAX);
    if (!answered) throw new ApiError(404, 'not_found', THREAD_NOT_FOUND);
    if (answered === 'full') {
      throw wordedError(409, 'thread_full', (t) => t('conflicts.threadFull', { max: THREAD_COMMENTS_MAX }));
    }
    await audit(services, request, { action: 'create', resource: `comment:${threadId}`, details: `replied on ${targetWords(thread.target)}${mentionWords(mentions)}` });
    return reply.status(201).send(answered);
  });

  for (const [path, status, words] of [['resolve', 'resolved', 'resolved'], ['reopen', 'open', 'reopened']] as const) {
    app.post(`/api/comments/:thread_id/${path}`, {
      config: {
        access: 'user',
        openapi: {
          summary: status === 'resolved'
            ? 'Marks a comment thread resolved (a resolved thread stays as it is); 429 rate_limited as for a new thread'
            : 'Opens a resolved comment thread again (an open thread stays as it is); 429 rate_limited as for a new thread',
          params: threadParams, response: threadSchema,
        },
      },
    }, async (request, reply) => {
      const user = requireUser(request);
      await admitWrite(user, reply);
      const { thread_id: threadId } = parseParams(threadParams, request);
      const thread = await visibleThread(services, user, threadId);
      if (thread.status === status) return thread;
      const changed = await services.comments.setStatus(threadId, status, user.username);
      if (!changed) throw new ApiError(404, 'not_found', THREAD_NOT_FOUND);
      await audit(services, request, { action: 'update', resource: `comment:${threadId}`, details: `${words} the thread on ${targetWords(thread.target)}` });
      return changed;
    });
  }
}
