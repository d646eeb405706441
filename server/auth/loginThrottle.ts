/**
 * Failed sign-in attempts per key (client IP, user name) in a sliding window. After `limit`
 * failures inside `windowMs` the key is blocked until the oldest of them leaves the window.
 *
 * Kept in memory: one server process owns its counters, and a restart forgives everyone. A
 * deployment with several instances needs a shared store (see docs/decisions.md).
 */
export interface LoginThrottleOptions {
  limit: number;
  windowMs: number;
  /** Upper bound on tracked keys, so a flood of invented user names cannot exhaust memory. */
  maxKeys: number;
  now?: () => number;
}

export const LOGIN_THROTTLE_DEFAULTS: LoginThrottleOptions = { limit: 10, windowMs: 60_000, maxKeys: 10_000 };

export interface LoginThrottle {
  /** Seconds until the next attempt is allowed for any of `keys`, or 0 when none is blocked. */
  retryAfterSeconds(keys: readonly string[]): number;
  recordFailure(keys: readonly string[]): void;
}

export function createLoginThrottle(options: LoginThrottleOptions = LOGIN_THROTTLE_DEFAULTS): LoginThrottle {
  const now = options.now ?? Date.now;
  // Insertion order of a Map is the eviction order: the key touched longest ago goes first.
  const failures = new Map<string, number[]>();

  function recent(key: string, at: number): number[] {
    const times = (failures.get(key) ?? []).filter((time) => at - time < options.windowMs);
    if (times.length === 0) failures.delete(key);
    else failures.set(key, times);
    return times;
  }

  return {
    retryAfterSeconds(keys) {
      const at = now();
      let waitMs = 0;
      for (const key of keys) {
        const times = recent(key, at);
        if (times.length < options.limit) continue;
        const oldestCounted = times[times.length - options.limit] ?? at;
        waitMs = Math.max(waitMs, oldestCounted + options.windowMs - at);
      }
      return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
    },
    recordFailure(keys) {
      const at = now();
      for (const key of keys) {
        const times = recent(key, at);
        failures.delete(key);
        failures.set(key, [...times, at].slice(-options.limit));
      }
      while (failures.size > options.maxKeys) {
        const oldest = failures.keys().next().value;
        if (oldest === undefined) break;
        failures.delete(oldest);
      }
    },
  };
}
