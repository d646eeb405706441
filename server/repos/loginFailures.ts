/**
 * Sign-in attempts per throttle key (`ip:…`, `user:…`), as epoch milliseconds, stored in the
 * database so every instance counts the same attempts (server/auth/loginThrottle.ts). An attempt
 * is reserved before its password is checked; a right password releases it, so what stays is a
 * failure — or an attempt still being checked.
 */
export interface AttemptReservation {
  /** The throttle keys the attempt counts against. */
  keys: readonly string[];
  /** The attempt's id, shared by its row of every key; `release` forgets them by it. */
  attempt: string;
  at: number;
  /** Attempts a key may hold in the window. */
  limit: number;
  /** The window's start: attempts at or before it no longer count, and are forgotten. */
  windowStart: number;
}

export type ReservationResult =
  | { reserved: true }
  /** Some key is at its limit: nothing was recorded; the attempt times of each key in the window, oldest first. */
  | { reserved: false; attempts: Map<string, number[]> };

export interface LoginFailuresRepo {
  /**
   * In one step that no other reservation on the database interleaves with (other instances
   * included): forgets the attempts at or before the window's start, counts each key's attempts
   * after it, and only when every key has fewer than `limit` records the attempt for every key.
   */
  reserve(reservation: AttemptReservation): Promise<ReservationResult>;
  /** Forgets the attempt `attempt` of every key: its password was right, so it is no failure. */
  release(attempt: string): Promise<void>;
}

/** The attempt times of each key, oldest first (rows ordered by time); keys without any are absent. */
export function attemptsByKey(rows: readonly { key: string; failed_at: number }[]): Map<string, number[]> {
  const attempts = new Map<string, number[]>();
  for (const row of rows) attempts.set(row.key, [...(attempts.get(row.key) ?? []), row.failed_at]);
  return attempts;
}
