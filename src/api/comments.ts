import { apiRequest } from './client.ts';
import { threadSchema, threadsAnswer, type CommentTargetKind, type CommentThread, type NewThreadBody, type ReplyBody } from '../../contract/comments.ts';

/** Comments on figures (docs/api.md "Comments"), parsed with the contract at the edge. */

export interface CommentsFilter {
  scenarioId?: string;
  kind?: CommentTargetKind;
  status?: CommentThread['status'];
}

export async function listCommentThreads(filter: CommentsFilter = {}): Promise<CommentThread[]> {
  const query = { scenario_id: filter.scenarioId, kind: filter.kind, status: filter.status };
  return (await apiRequest('GET', '/comments', { schema: threadsAnswer, query })).threads;
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
