import type { LoginFailuresRepo } from '../repos/loginFailures.ts';

/**
 * Failed sign-in attempts per key (client IP, user name) in a sliding window. After `limit`
 * failures inside `windowMs` the key is blocked until the oldest of them leaves the window.
 *
 * The failures are rows in the database (server/repos/loginFailures.ts), so every instance on
 * it counts them together and a restart forgives nobody. Recording a failure keeps at most
 * `limit` rows per key and deletes every row older than the window, so the table holds no more
 * than the last window's failures — each of which cost its sender a password hash.
 */
export interface LoginThrottleOptions {
  limit: number;
  windowMs: number;
  now?: () => number;
}

export const LOGIN_THROTTLE_DEFAULTS: LoginThrottleOptions = { limit: 10, windowMs: 60_000 };

export interface LoginThrottle {
  /** Seconds until the next attempt is allowed for any of `keys`, or 0 when none is blocked. */
  retryAfterSeconds(keys: readonly string[]): Promise<number>;
  recordFailure(keys: readonly string[]): Promise<void>;
}

/** Milliseconds until `failures` (oldest first, all inside the window) leave fewer than `limit` in it. */
function blockedForMs(failures: readonly number[], at: number, { limit, windowMs }: LoginThrottleOptions): number {
  if (failures.length < limit) return 0;
  const oldestCounted = failures[failures.length - limit] ?? at;
  return oldestCounted + windowMs - at;
}

export function createLoginThrottle(failures: LoginFailuresRepo, options: LoginThrottleOptions = LOGIN_THROTTLE_DEFAULTS): LoginThrottle {
  const now = options.now ?? Date.now;
  return {
    async retryAfterSeconds(keys) {
      const at = now();
      const recent = await failures.after(keys, at - options.windowMs);
      const waitMs = Math.max(0, ...keys.map((key) => blockedForMs(recent.get(key) ?? [], at, options)));
      return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
    },
    async recordFailure(keys) {
      const at = now();
      await failures.record(keys, at, options.limit, at - options.windowMs);
    },
  };
}
