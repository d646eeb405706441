import type { Pool } from '../../db/postgres/pool.ts';
import {
  containsPattern, DETAILS_LIMIT, lowerBound, toEntry, upperBound, type ActivityRecord, type ActivityRepo,
} from '../activity.ts';

interface ActivityRow extends Omit<ActivityRecord, 'timestamp'> {
  timestamp: Date;
}

const COLUMNS = 'id, user_id, username, action, resource, details, timestamp, ip_address';

export function postgresActivityRepo(pool: Pool): ActivityRepo {
  return {
    async record(entry) {
      await pool.query(`INSERT INTO activity_log (user_id, username, action, resource, details, timestamp, ip_address)
        VALUES ($1, $2, $3, $4, $5, $6, $7)`, [
        entry.userId, entry.username, entry.action, entry.resource, (entry.details ?? '').slice(0, DETAILS_LIMIT),
        new Date().toISOString(), entry.ip ?? '',
      ]);
    },
    async list(filter) {
      const where: string[] = [];
      const params: (string | number)[] = [];
      const param = (value: string | number) => {
        params.push(value);
        return `$${params.length}`;
      };
      if (filter.action) where.push(`action = ${param(filter.action)}`);
      if (filter.user) where.push(`lower(username) = lower(${param(filter.user)})`);
      if (filter.from) where.push(`timestamp >= ${param(lowerBound(filter.from))}`);
      if (filter.to) where.push(`timestamp <= ${param(upperBound(filter.to))}`);
      if (filter.q) {
        const q = param(containsPattern(filter.q));
        where.push(`(username ILIKE ${q} ESCAPE '\\' OR resource ILIKE ${q} ESCAPE '\\' OR details ILIKE ${q} ESCAPE '\\')`);
      }
      const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
      const counted = await pool.query<{ n: number }>(`SELECT COUNT(*)::int AS n FROM activity_log ${clause}`, params);
      const page = await pool.query<ActivityRow>(
        `SELECT ${COLUMNS} FROM activity_log ${clause} ORDER BY timestamp DESC, id DESC LIMIT ${param(filter.pageSize)} OFFSET ${param((filter.page - 1) * filter.pageSize)}`,
        params,
      );
      return {
        items: page.rows.map((row) => toEntry({ ...row, timestamp: row.timestamp.toISOString() })),
        total: counted.rows[0]?.n ?? 0,
      };
    },
  };
}
