/**
 * Failed sign-in attempts per throttle key (`ip:…`, `user:…`), as epoch milliseconds, stored in
 * the database so every instance counts the same failures (server/auth/loginThrottle.ts).
 */
export interface LoginFailuresRepo {
  /** The failure times of each key that are later than `after`, oldest first; keys without any are absent. */
  after(keys: readonly string[], after: number): Promise<Map<string, number[]>>;
  /**
   * Records one failure of every key at `at`; then keeps only the newest `keepPerKey` failures of
   * those keys and forgets every failure (of any key) at or before `forgetUpTo`, so the table
   * holds no more than the failures of the last window.
   */
  record(keys: readonly string[], at: number, keepPerKey: number, forgetUpTo: number): Promise<void>;
}
