import type { CommentTarget, CommentThread } from '../../contract/comments.ts';

/**
 * Comment threads (issue 30): a thread has a target (contract/comments.ts) and its comments in the
 * order written; resolving and reopening change only the thread's status. Nothing is deleted.
 */
export interface NewComment {
  authorId: number;
  author: string;
  body: string;
  mentions: readonly string[];
}

export interface ThreadFilter {
  scenarioId?: string;
  kind?: CommentTarget['kind'];
  status?: CommentThread['status'];
  /** Only threads with a smaller id (older ones): the next page after a thread. */
  beforeId?: number;
  /** At most this many threads (the most recent); without it, every match. */
  limit?: number;
}

export interface CommentsRepo {
  /** A new thread with its first comment. */
  createThread(target: CommentTarget, first: NewComment): Promise<CommentThread>;
  /**
   * A reply; undefined for an unknown thread, `full` when the thread already holds `maxComments`
   * (counted in the transaction that writes, so two replies at once cannot pass the limit).
   */
  reply(threadId: number, comment: NewComment, maxComments: number): Promise<CommentThread | 'full' | undefined>;
  /** Marks a thread resolved (by, at now) or open again; undefined for an unknown thread. */
  setStatus(threadId: number, status: CommentThread['status'], by: string): Promise<CommentThread | undefined>;
  thread(threadId: number): Promise<CommentThread | undefined>;
  /** Threads by filter, the most recent (highest id) first. */
  threads(filter: ThreadFilter): Promise<CommentThread[]>;
  /** How many comments a thread has (the limit is checked before a reply). */
  commentCount(threadId: number): Promise<number>;
}

/** The columns a thread's target is filtered by beside its JSON: the scenario and version of a driver, cell or version. */
export function targetColumns(target: CommentTarget): { scenarioId: string | null; scenarioVersion: number | null } {
  return 'scenario_id' in target ? { scenarioId: target.scenario_id, scenarioVersion: target.scenario_version } : { scenarioId: null, scenarioVersion: null };
}

/** Comments (read in order) grouped by their thread, each group in that order. */
export function byThreadId<Row extends { thread_id: number }>(rows: readonly Row[]): Map<number, Row[]> {
  const groups = new Map<number, Row[]>();
  for (const row of rows) {
    const group = groups.get(row.thread_id);
    if (group) group.push(row);
    else groups.set(row.thread_id, [row]);
  }
  return groups;
}
