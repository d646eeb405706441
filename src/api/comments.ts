import { apiRequest } from './client.ts';
import { threadSchema, threadsAnswer, type CommentTargetKind, type CommentThread, type NewThreadBody, type ReplyBody, type ThreadsAnswer } from '../../contract/comments.ts';

/** Comments on figures (docs/api.md "Comments"), parsed with the contract at the edge. */

export interface CommentsFilter {
  scenarioId?: string;
  kind?: CommentTargetKind;
  status?: CommentThread['status'];
}

/**
 * The most recent threads of the filter, as many as the server answers at once (its default is its
 * most, COMMENT_THREADS_PAGE_MAX), and `truncated` when older ones match too.
 */
export function listCommentThreads(filter: CommentsFilter = {}): Promise<ThreadsAnswer> {
  const query = { scenario_id: filter.scenarioId, kind: filter.kind, status: filter.status };
  return apiRequest('GET', '/comments', { schema: threadsAnswer, query });
}

export function startCommentThread(body: NewThreadBody): Promise<CommentThread> {
  return apiRequest('POST', '/comments', { schema: threadSchema, body });
}

export function replyToCommentThread(threadId: number, body: ReplyBody): Promise<CommentThread> {
  return apiRequest('POST', `/comments/${threadId}/replies`, { schema: threadSchema, body });
}

export function resolveCommentThread(threadId: number): Promise<CommentThread> {
  return apiRequest('POST', `/comments/${threadId}/resolve`, { schema: threadSchema });
}

export function reopenCommentThread(threadId: number): Promise<CommentThread> {
  return apiRequest('POST', `/comments/${threadId}/reopen`, { schema: threadSchema });
}
