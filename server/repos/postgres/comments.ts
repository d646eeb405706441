import { transaction, type Pool, type PoolClient } from '../../db/postgres/pool.ts';
import type { CommentTarget, CommentThread } from '../../../contract/comments.ts';
import { byThreadId, targetColumns, type CommentsRepo, type NewComment } from '../comments.ts';

interface ThreadRow {
  id: number;
  target: CommentTarget;
  status: CommentThread['status'];
  created_by: string;
  created_at: Date;
  resolved_by: string | null;
  resolved_at: Date | null;
}

interface CommentRow {
  id: number;
  thread_id: number;
  author: string;
  body: string;
  mentions: string[];
  created_at: Date;
}

const THREAD_COLUMNS = 'id, target, status, created_by, created_at, resolved_by, resolved_at';
const COMMENT_COLUMNS = 'id, thread_id, author, body, mentions, created_at';

const threadOf = (row: ThreadRow, comments: readonly CommentRow[]): CommentThread => ({
  id: row.id,
  target: row.target,
  status: row.status,
  created_by: row.created_by,
  created_at: row.created_at.toISOString(),
  resolved_by: row.resolved_by,
  resolved_at: row.resolved_at?.toISOString() ?? null,
  comments: comments.map((comment) => ({
    id: comment.id, author: comment.author, body: comment.body, mentions: comment.mentions, created_at: comment.created_at.toISOString(),
  })),
});

async function threadWithComments(client: Pool | PoolClient, id: number): Promise<CommentThread | undefined> {
  const { rows } = await client.query<ThreadRow>(`SELECT ${THREAD_COLUMNS} FROM comment_threads WHERE id = $1`, [id]);
  const row = rows[0];
  if (!row) return undefined;
  const comments = await client.query<CommentRow>(`SELECT ${COMMENT_COLUMNS} FROM comments WHERE thread_id = $1 ORDER BY id`, [id]);
  return threadOf(row, comments.rows);
}

async function addComment(client: PoolClient, threadId: number, comment: NewComment, at: string): Promise<void> {
  await client.query(
    'INSERT INTO comments (thread_id, author_id, author, body, mentions, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
    [threadId, comment.authorId, comment.author, comment.body, JSON.stringify(comment.mentions), at],
  );
}

/** Comment threads in PostgreSQL: a new thread and its first comment are written in one transaction; a reply locks its thread's row. */
export function postgresCommentsRepo(pool: Pool): CommentsRepo {
  return {
    createThread(target, first) {
      return transaction(pool, async (client) => {
        const at = new Date().toISOString();
        const columns = targetColumns(target);
        const { rows } = await client.query<{ id: number }>(
          'INSERT INTO comment_threads (kind, scenario_id, scenario_version, target, created_by_id, created_by, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id',
          [target.kind, columns.scenarioId, columns.scenarioVersion, JSON.stringify(target), first.authorId, first.author, at],
        );
        const id = (rows[0] as { id: number }).id;
        await addComment(client, id, first, at);
        return threadWithComments(client, id) as Promise<CommentThread>;
      });
    },

    reply(threadId, comment, maxComments) {
      return transaction(pool, async (client): Promise<CommentThread | 'full' | undefined> => {
        const { rows } = await client.query('SELECT id FROM comment_threads WHERE id = $1 FOR UPDATE', [threadId]);
        if (rows.length === 0) return undefined;
        const count = await client.query<{ n: number }>('SELECT COUNT(*) AS n FROM comments WHERE thread_id = $1', [threadId]);
        if ((count.rows[0]?.n ?? 0) >= maxComments) return 'full';
        await addComment(client, threadId, comment, new Date().toISOString());
        return threadWithComments(client, threadId);
      });
    },

    async setStatus(threadId, status, by) {
      if (status === 'resolved') {
        await pool.query("UPDATE comment_threads SET status = 'resolved', resolved_by = $1, resolved_at = $2 WHERE id = $3 AND status = 'open'", [by, new Date().toISOString(), threadId]);
      } else {
        await pool.query("UPDATE comment_threads SET status = 'open', resolved_by = NULL, resolved_at = NULL WHERE id = $1", [threadId]);
      }
      return threadWithComments(pool, threadId);
    },

    thread(threadId) {
      return threadWithComments(pool, threadId);
    },

    async threads(filter) {
      const where: string[] = [];
      const params: (string | number)[] = [];
      const condition = (column: string, value: string | number | undefined) => {
        if (value === undefined) return;
        params.push(value);
        where.push(`${column} = $${params.length}`);
      };
      condition('scenario_id', filter.scenarioId);
      condition('kind', filter.kind);
      condition('status', filter.status);
      if (filter.beforeId !== undefined) {
        params.push(filter.beforeId);
        where.push(`id < $${params.length}`);
      }
      const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
      let limit = '';
      if (filter.limit !== undefined) {
        params.push(filter.limit);
        limit = ` LIMIT $${params.length}`;
      }
      const { rows } = await pool.query<ThreadRow>(`SELECT ${THREAD_COLUMNS} FROM comment_threads ${clause} ORDER BY id DESC${limit}`, params);
      if (rows.length === 0) return [];
      const comments = await pool.query<CommentRow>(
        `SELECT ${COMMENT_COLUMNS} FROM comments WHERE thread_id = ANY($1::integer[]) ORDER BY id`, [rows.map((row) => row.id)],
      );
      const byThread = byThreadId(comments.rows);
      return rows.map((row) => threadOf(row, byThread.get(row.id) ?? []));
    },

    async commentCount(threadId) {
      const { rows } = await pool.query<{ n: number }>('SELECT COUNT(*) AS n FROM comments WHERE thread_id = $1', [threadId]);
      return rows[0]?.n ?? 0;
    },
  };
}
