import type { Db } from '../db/database.ts';
import type { ActivityAction, ActivityEntry } from '../../contract/activity.ts';

export interface NewActivity {
  userId: number | null;
  username: string;
  action: ActivityAction;
  resource: string;
  details?: string;
  ip?: string;
}

export interface ActivityFilter {
  action?: ActivityAction;
  /** Exact user name (case-insensitive). */
  user?: string;
  /** ISO timestamps or dates; `to` as a date includes that whole day. */
  from?: string;
  to?: string;
  /** Free text over user, resource and details. */
  q?: string;
  page: number;
  pageSize: number;
}

interface ActivityRow {
  id: number;
  user_id: number | null;
  username: string;
  action: ActivityAction;
  resource: string;
  details: string;
  timestamp: string;
  ip_address: string;
}

const DETAILS_LIMIT = 2000;

/** The one place a stored row becomes the contract's ActivityEntry. */
function toEntry({ username, ...row }: ActivityRow): ActivityEntry {
  return { ...row, user: username };
}

/** A bare date `to` means the end of that day. */
function upperBound(to: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(to) ? `${to}T23:59:59.999Z` : to;
}

/** The audit trail: every login, logout and change is one row. Passwords and tokens never reach it. */
export function activityRepo(db: Db) {
  const insert = db.prepare(`INSERT INTO activity_log (user_id, username, action, resource, details, timestamp, ip_address)
    VALUES (@user_id, @username, @action, @resource, @details, @timestamp, @ip_address)`);

  return {
    record(entry: NewActivity): void {
      insert.run({
        user_id: entry.userId,
        username: entry.username,
        action: entry.action,
        resource: entry.resource,
        details: (entry.details ?? '').slice(0, DETAILS_LIMIT),
        timestamp: new Date().toISOString(),
        ip_address: entry.ip ?? '',
      });
    },
    list(filter: ActivityFilter): { items: ActivityEntry[]; total: number } {
      const where: string[] = [];
      const params: Record<string, string | number> = {};
      if (filter.action) {
        where.push('action = @action');
        params.action = filter.action;
      }
      if (filter.user) {
        where.push('username = @user COLLATE NOCASE');
        params.user = filter.user;
      }
      if (filter.from) {
        where.push('timestamp >= @from');
        params.from = filter.from;
      }
      if (filter.to) {
        where.push('timestamp <= @to');
        params.to = upperBound(filter.to);
      }
      if (filter.q) {
        where.push("(username LIKE @q ESCAPE '\\' OR resource LIKE @q ESCAPE '\\' OR details LIKE @q ESCAPE '\\')");
        params.q = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      }
      const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
      const total = (db.prepare(`SELECT COUNT(*) AS n FROM activity_log ${clause}`).get(params) as { n: number }).n;
      const rows = db.prepare(`SELECT * FROM activity_log ${clause} ORDER BY timestamp DESC, id DESC LIMIT @limit OFFSET @offset`)
        .all({ ...params, limit: filter.pageSize, offset: (filter.page - 1) * filter.pageSize }) as ActivityRow[];
      return { items: rows.map(toEntry), total };
    },
  };
}

export type ActivityRepo = ReturnType<typeof activityRepo>;
