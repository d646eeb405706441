import { randomUUID } from 'node:crypto';
import type { LoginFailuresRepo } from '../repos/loginFailures.ts';

/**
 * Sign-in attempts per key (client IP, user name) in a sliding window. An attempt is admitted
 * only while each of its keys holds fewer than `limit` attempts inside `windowMs`, and it is
 * reserved — counted — in the same atomic step, before its password is checked: attempts sent
 * in parallel (or to several instances) cannot all pass the count before any is recorded, so the
 * (limit + 1)th attempt in flight is refused. A right password forgives its attempt, so only
 * failures (and attempts still being checked) hold a key; a blocked key waits until its oldest
 * counted attempt leaves the window.
 *
 * The attempts are rows in the database (server/repos/loginFailures.ts), so every instance on it
 * counts them together and a restart forgives nobody. Each reservation deletes the rows older
 * than the window, and a key never holds more than `limit` rows in it, so the table holds no more
 * than the last window's attempts — each of which cost its sender a password hash.
 */
export interface LoginThrottleOptions {
  limit: number;
  windowMs: number;
  now?: () => number;
}

export const LOGIN_THROTTLE_DEFAULTS: LoginThrottleOptions = { limit: 10, windowMs: 60_000 };

export type SignInAdmission =
  | { admitted: true; attempt: string }
  /** Seconds until the next attempt is allowed for every key (at least 1). */
  | { admitted: false; retryAfterSeconds: number };

export interface LoginThrottle {
  /** Reserves one attempt of every key of `keys`, or refuses it while any of them is blocked. */
  admit(keys: readonly string[]): Promise<SignInAdmission>;
  /** The attempt's password was right: it no longer counts. */
  forgive(attempt: string): Promise<void>;
}

/** Milliseconds until `attempts` (oldest first, all inside the window) leave fewer than `limit` in it. */
function blockedForMs(attempts: readonly number[], at: number, { limit, windowMs }: LoginThrottleOptions): number {
  if (attempts.length < limit) return 0;
  const oldestCounted = attempts[attempts.length - limit] ?? at;
  return oldestCounted + windowMs - at;
}

export function createLoginThrottle(attempts: LoginFailuresRepo, options: LoginThrottleOptions = LOGIN_THROTTLE_DEFAULTS): LoginThrottle {
  const now = options.now ?? Date.now;
  return {
    async admit(keys) {
      const at = now();
      const attempt = randomUUID();
      const result = await attempts.reserve({ keys, attempt, at, limit: options.limit, windowStart: at - options.windowMs });
      if (result.reserved) return { admitted: true, attempt };
      const waitMs = Math.max(0, ...keys.map((key) => blockedForMs(result.attempts.get(key) ?? [], at, options)));
      return { admitted: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
    },
    forgive(attempt) {
      return attempts.release(attempt);
    },
  };
}
