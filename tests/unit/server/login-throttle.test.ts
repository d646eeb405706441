import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { propertyBudget } from '../../helpers/propertyBudget.ts';
import { createLoginThrottle } from '../../../server/auth/loginThrottle.ts';
import { migrate } from '../../../server/db/sqlite/database.ts';
import { sqliteLoginFailuresRepo } from '../../../server/repos/sqlite/loginFailures.ts';

/** A throttle on a hand-driven clock over the real failure table (an in-memory SQLite database): no waiting, no timing in the test. */
function throttleAt(limit = 10, windowMs = 60_000) {
  const db = new Database(':memory:');
  migrate(db);
  const clock = { now: 0 };
  const throttle = createLoginThrottle(sqliteLoginFailuresRepo(db), { limit, windowMs, now: () => clock.now });
  const storedFailures = () => db.prepare('SELECT key, failed_at FROM login_failures ORDER BY key, failed_at').all();
  return { clock, throttle, storedFailures };
}

describe('login throttle', () => {
  it('allows 10 failures, blocks the 11th try until the first failure is a minute old, then allows again', async () => {
    const { clock, throttle } = throttleAt();
    for (let second = 0; second < 10; second += 1) {
      clock.now = second * 1000;
      expect(await throttle.retryAfterSeconds(['user:admin'])).toBe(0);
      await throttle.recordFailure(['user:admin']);
    }
    clock.now = 9_500;
    expect(await throttle.retryAfterSeconds(['user:admin'])).toBe(51);
    clock.now = 59_999;
    expect(await throttle.retryAfterSeconds(['user:admin'])).toBe(1);
    clock.now = 60_000;
    expect(await throttle.retryAfterSeconds(['user:admin'])).toBe(0);
    // One more failure now fills the window again (seconds 1–9 plus now).
    await throttle.recordFailure(['user:admin']);
    expect(await throttle.retryAfterSeconds(['user:admin'])).toBe(1);
  });

  it('blocks when any one of the keys is blocked, and counts keys apart', async () => {
    const { throttle } = throttleAt(3);
    for (let i = 0; i < 3; i += 1) await throttle.recordFailure(['ip:10.0.0.1', `user:guess-${i}`]);
    expect(await throttle.retryAfterSeconds(['ip:10.0.0.1', 'user:admin'])).toBe(60);
    expect(await throttle.retryAfterSeconds(['ip:10.0.0.2', 'user:guess-0'])).toBe(0);
  });

  it('keeps no more than the last window of failures: at most `limit` per key, none older than the window', async () => {
    const { clock, throttle, storedFailures } = throttleAt(2, 60_000);
    await throttle.recordFailure(['ip:attacker', 'user:a']);
    clock.now = 1_000;
    await throttle.recordFailure(['ip:attacker', 'user:b']);
    clock.now = 2_000;
    await throttle.recordFailure(['ip:attacker', 'user:c']);
    expect(storedFailures()).toEqual([
      { key: 'ip:attacker', failed_at: 1_000 }, { key: 'ip:attacker', failed_at: 2_000 },
      { key: 'user:a', failed_at: 0 }, { key: 'user:b', failed_at: 1_000 }, { key: 'user:c', failed_at: 2_000 },
    ]);
    expect(await throttle.retryAfterSeconds(['ip:attacker'])).toBe(59);
    clock.now = 61_500;
    await throttle.recordFailure(['user:d']);
    expect(storedFailures()).toEqual([{ key: 'ip:attacker', failed_at: 2_000 }, { key: 'user:c', failed_at: 2_000 }, { key: 'user:d', failed_at: 61_500 }]);
  });

  it('blocks exactly when the window holds at least `limit` failures (property)', async () => {
    await fc.assert(fc.asyncProperty(
      fc.integer({ min: 1, max: 6 }),
      fc.integer({ min: 1_000, max: 20_000 }),
      fc.array(fc.integer({ min: 0, max: 5_000 }), { maxLength: 30 }),
      fc.integer({ min: 0, max: 30_000 }),
      async (limit, windowMs, gaps, probeGap) => {
        const { clock, throttle } = throttleAt(limit, windowMs);
        const failures: number[] = [];
        for (const gap of gaps) {
          clock.now += gap;
          failures.push(clock.now);
          await throttle.recordFailure(['k']);
        }
        clock.now += probeGap;
        const inWindow = failures.filter((time) => clock.now - time < windowMs);
        const retry = await throttle.retryAfterSeconds(['k']);
        if (inWindow.length < limit) return retry === 0;
        const freeAt = (inWindow[inWindow.length - limit] ?? 0) + windowMs;
        return retry === Math.ceil((freeAt - clock.now) / 1000) && retry > 0;
      },
    ), propertyBudget({ numRuns: 200 }));
  });
});
