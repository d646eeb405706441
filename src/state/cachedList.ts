import type { z } from 'zod';
import { ApiRequestError } from '../api/errors.ts';
import { appDatabase } from '../db/database.ts';
import { loadList, saveList } from '../db/cache.ts';

/**
 * Admin lists (users, activity) with the specification's emergency mode: every answer of the
 * server is kept in IndexedDB (Dexie `lists`, per user); when the server cannot be reached the
 * last kept answer is shown instead, flagged so the screen shows 'Emergency mode: Using mock
 * data'. Any other failure (403, 400, …) is the screen's to show.
 */
export type CachedListResult<T> = { data: T; emergency: false } | { data: T; emergency: true; cachedAt: string };

function unreachable(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.kind === 'network' || error.kind === 'timeout' || (error.status !== undefined && error.status >= 502 && error.status <= 504));
}

export async function loadCachedList<T>(userId: number, name: string, schema: z.ZodType<T>, fetch: () => Promise<T>): Promise<CachedListResult<T>> {
  try {
    const data = await fetch();
    void saveList(appDatabase(), userId, name, data).catch(() => undefined);
    return { data, emergency: false };
  } catch (error) {
    if (!unreachable(error)) throw error;
    const cached = await loadList(appDatabase(), userId, name).catch(() => null);
    const parsed = cached ? schema.safeParse(cached.value) : null;
    if (!cached || !parsed?.success) throw error;
    return { data: parsed.data, emergency: true, cachedAt: cached.cachedAt };
  }
}
