import { z } from 'zod';
import { userSchema, type User } from '../../contract/users.ts';

// Part 1 §3 / §9: the local storage keys are 'token' and 'user'.
export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';

export type StoredSession =
  | { kind: 'absent' }
  | { kind: 'malformed' }
  | { kind: 'present'; token: string; user: User };

function readItem(storage: Storage, key: string): string | null {
  const value = storage.getItem(key);
  // Part 1 §5: a stored 'null' or 'undefined' counts as absent.
  return value === null || value === 'null' || value === 'undefined' || value === '' ? null : value;
}

/**
 * The user as this build stores it. Builds before issue 15 kept the user without `created_at`;
 * such a session stays signed in (the app never shows the stored user's creation time).
 */
const storedUserSchema = userSchema.extend({ created_at: z.string().default('') });

export function readStoredSession(storage: Storage): StoredSession {
  const token = readItem(storage, TOKEN_KEY);
  const userText = readItem(storage, USER_KEY);
  if (!token || !userText) return { kind: 'absent' };
  try {
    const parsed = storedUserSchema.safeParse(JSON.parse(userText));
    return parsed.success ? { kind: 'present', token, user: parsed.data } : { kind: 'malformed' };
  } catch {
    return { kind: 'malformed' };
  }
}

export function writeStoredSession(storage: Storage, token: string, user: User): void {
  storage.setItem(TOKEN_KEY, token);
  storage.setItem(USER_KEY, JSON.stringify(user));
}

export function clearStoredSession(storage: Storage): void {
  storage.removeItem(TOKEN_KEY);
  storage.removeItem(USER_KEY);
}
