import type { ActivityFilter } from '../../api/admin.ts';

/**
 * The Activity Log's query state (part 2 §4): filters and page. Any filter change and clearing
 * the filters go back to page 1; Previous/Next show only when there is more than one page.
 */
export const ACTIVITY_PAGE_SIZE = 20;

export interface ActivityQuery {
  filter: ActivityFilter;
  page: number;
}

export const EMPTY_FILTER: ActivityFilter = { action: '', user: '', from: '', to: '', q: '' };

export const INITIAL_QUERY: ActivityQuery = { filter: EMPTY_FILTER, page: 1 };

export function withFilter(query: ActivityQuery, changes: Partial<ActivityFilter>): ActivityQuery {
  return { filter: { ...query.filter, ...changes }, page: 1 };
}

export function cleared(): ActivityQuery {
  return INITIAL_QUERY;
}

export function pageCount(total: number, pageSize: number = ACTIVITY_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export function showPager(total: number, pageSize: number = ACTIVITY_PAGE_SIZE): boolean {
  return pageCount(total, pageSize) > 1;
}

export function hasFilters(filter: ActivityFilter): boolean {
  return Object.values(filter).some((value) => value.trim() !== '');
}
