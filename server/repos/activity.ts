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

/** A stored activity row; both implementations read theirs into this shape. */
export interface ActivityRecord {
  id: number;
  user_id: number | null;
  username: string;
  action: ActivityAction;
  resource: string;
  details: string;
  timestamp: string;
  ip_address: string;
}

export const DETAILS_LIMIT = 2000;

/** An activity row as stored; the route adds the resource's name (read at read time). */
export type StoredActivityEntry = Omit<ActivityEntry, 'resource_name'>;

/** The one place a stored row becomes the contract's ActivityEntry (but for its resource's name). */
export function toEntry({ username, ...row }: ActivityRecord): StoredActivityEntry {
  return { ...row, user: username };
}

const BARE_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The first instant a `from` filter admits: a bare date is that day's midnight (UTC). */
export function lowerBound(from: string): string {
  return BARE_DATE.test(from) ? `${from}T00:00:00.000Z` : from;
}

/** The last instant a `to` filter admits: a bare date means the end of that day. */
export function upperBound(to: string): string {
  return BARE_DATE.test(to) ? `${to}T23:59:59.999Z` : to;
}

/** A LIKE pattern matching `text` anywhere, with `\` escaping LIKE's own characters. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The audit trail: every login, logout and change is one row. Passwords and tokens never reach it. */
export interface ActivityRepo {
  record(entry: NewActivity): Promise<void>;
  /** Newest first. */
  list(filter: ActivityFilter): Promise<{ items: StoredActivityEntry[]; total: number }>;
}
