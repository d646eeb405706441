import type { Db } from '../../db/sqlite/database.ts';
import type { CommentTarget, CommentThread } from '../../../contract/comments.ts';
import { byThreadId, targetColumns, type CommentsRepo, type NewComment } from '../comments.ts';

interface ThreadRow {
  id: number;
  target: string;
  status: CommentThread['status'];
  created_by: string;
  created_at: string;
  resolved_by: string | null;
  resolved_at: string | null;
}

interface CommentRow {
  id: number;
  thread_id: number;
  author: string;
  body: string;
  mentions: string;
  created_at: string;
}

const THREAD_COLUMNS = 'id, target, status, created_by, created_at, resolved_by, resolved_at';

/** Comment threads in SQLite: a new thread and its first comment are written in one transaction. */
export function sqliteCommentsRepo(db: Db): CommentsRepo {
  const insertThread = db.prepare<[string, string | null, number | null, string, number, string, string]>(
    'INSERT INTO comment_threads (kind, scenario_id, scenario_version, target, created_by_id, created_by, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const insertComment = db.prepare<[number, number, string, string, string, string]>(
    'INSERT INTO comments (thread_id, author_id, author, body, mentions, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const threadById = db.prepare<[number], ThreadRow>(`SELECT ${THREAD_COLUMNS} FROM comment_threads WHERE id = ?`);
  const commentsOf = db.prepare<[number], CommentRow>('SELECT id, thread_id, author, body, mentions, created_at FROM comments WHERE thread_id = ? ORDER BY id');
  const countOf = db.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM comments WHERE thread_id = ?');
  const resolve = db.prepare<[string, string, number]>("UPDATE comment_threads SET status = 'resolved', resolved_by = ?, resolved_at = ? WHERE id = ? AND status = 'open'");
  const reopen = db.prepare<[number]>("UPDATE comment_threads SET status = 'open', resolved_by = NULL, resolved_at = NULL WHERE id = ?");

  const commentOf = (row: CommentRow) => ({
    id: row.id, author: row.author, body: row.body, mentions: JSON.parse(row.mentions) as string[], created_at: row.created_at,
  });
  const threadOf = (row: ThreadRow, comments: CommentRow[]): CommentThread => ({
    id: row.id,
    target: JSON.parse(row.target) as CommentTarget,
    status: row.status,
    created_by: row.created_by,
    created_at: row.created_at,
    resolved_by: row.resolved_by,
    resolved_at: row.resolved_at,
    comments: comments.map(commentOf),
  });
  const get = (id: number): CommentThread | undefined => {
    const row = threadById.get(id);
    return row && threadOf(row, commentsOf.all(id));
  };
  const addComment = (threadId: number, comment: NewComment, at: string) => {
    insertComment.run(threadId, comment.authorId, comment.author, comment.body, JSON.stringify(comment.mentions), at);
  };

  return {
    async createThread(target, first) {
      return db.transaction(() => {
        const at = new Date().toISOString();
        const columns = targetColumns(target);
        const id = Number(insertThread.run(target.kind, columns.scenarioId, columns.scenarioVersion, JSON.stringify(target), first.authorId, first.author, at).lastInsertRowid);
        addComment(id, first, at);
        return get(id) as CommentThread;
      }).immediate();
    },

    async reply(threadId, comment, maxComments) {
      return db.transaction((): CommentThread | 'full' | undefined => {
        if (!threadById.get(threadId)) return undefined;
        if ((countOf.get(threadId)?.n ?? 0) >= maxComments) return 'full';
        addComment(threadId, comment, new Date().toISOString());
        return get(threadId);
      }).immediate();
    },

    async setStatus(threadId, status, by) {
      if (status === 'resolved') resolve.run(by, new Date().toISOString(), threadId);
      else reopen.run(threadId);
      return get(threadId);
    },

    async thread(threadId) {
      return get(threadId);
    },

    async threads(filter) {
      const where: string[] = [];
      const params: (string | number)[] = [];
      if (filter.scenarioId !== undefined) { where.push('scenario_id = ?'); params.push(filter.scenarioId); }
      if (filter.kind !== undefined) { where.push('kind = ?'); params.push(filter.kind); }
      if (filter.status !== undefined) { where.push('status = ?'); params.push(filter.status); }
      if (filter.beforeId !== undefined) { where.push('id < ?'); params.push(filter.beforeId); }
      if (filter.limit !== undefined) params.push(filter.limit);
      // The threads asked for, written once: the rows and their comments read the same ones.
      const matching = `SELECT id FROM comment_threads ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY id DESC${filter.limit !== undefined ? ' LIMIT ?' : ''}`;
      const rows = db.prepare<(string | number)[], ThreadRow>(`SELECT ${THREAD_COLUMNS} FROM comment_threads WHERE id IN (${matching}) ORDER BY id DESC`).all(...params);
      if (rows.length === 0) return [];
      const comments = db.prepare<(string | number)[], CommentRow>(
        `SELECT id, thread_id, author, body, mentions, created_at FROM comments WHERE thread_id IN (${matching}) ORDER BY id`,
      ).all(...params);
      const byThread = byThreadId(comments);
      return rows.map((row) => threadOf(row, byThread.get(row.id) ?? []));
    },

    async commentCount(threadId) {
      return countOf.get(threadId)?.n ?? 0;
    },
  };
}
