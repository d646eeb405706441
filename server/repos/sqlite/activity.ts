import type { Db } from '../../db/sqlite/database.ts';
import {
  containsPattern, DETAILS_LIMIT, lowerBound, toEntry, upperBound, type ActivityRecord, type ActivityRepo,
} from '../activity.ts';

export function sqliteActivityRepo(db: Db): ActivityRepo {
  const insert = db.prepare(`INSERT INTO activity_log (user_id, username, action, resource, details, timestamp, ip_address)
    VALUES (@user_id, @username, @action, @resource, @details, @timestamp, @ip_address)`);

  return {
    async record(entry) {
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
    async list(filter) {
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
        params.from = lowerBound(filter.from);
      }
      if (filter.to) {
        where.push('timestamp <= @to');
        params.to = upperBound(filter.to);
      }
      if (filter.q) {
        where.push("(username LIKE @q ESCAPE '\\' OR resource LIKE @q ESCAPE '\\' OR details LIKE @q ESCAPE '\\')");
        params.q = containsPattern(filter.q);
      }
      const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
      const total = (db.prepare(`SELECT COUNT(*) AS n FROM activity_log ${clause}`).get(params) as { n: number }).n;
      const rows = db.prepare(`SELECT * FROM activity_log ${clause} ORDER BY timestamp DESC, id DESC LIMIT @limit OFFSET @offset`)
        .all({ ...params, limit: filter.pageSize, offset: (filter.page - 1) * filter.pageSize }) as ActivityRecord[];
      return { items: rows.map(toEntry), total };
    },
  };
}
