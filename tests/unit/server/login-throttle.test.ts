import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { propertyBudget } from '../../helpers/propertyBudget.ts';
import { createLoginThrottle, type SignInAdmission } from '../../../server/auth/loginThrottle.ts';
import { migrate } from '../../../server/db/sqlite/database.ts';
import { sqliteLoginFailuresRepo } from '../../../server/repos/sqlite/loginFailures.ts';

/** A throttle on a hand-driven clock over the real attempt table (an in-memory SQLite database): no waiting, no timing in the test. */
function throttleAt(limit = 10, windowMs = 60_000) {
  const db = new Database(':memory:');
  migrate(db);
  const clock = { now: 0 };
  const throttle = createLoginThrottle(sqliteLoginFailuresRepo(db), { limit, windowMs, now: () => clock.now });
  const storedAttempts = () => db.prepare('SELECT key, failed_at FROM login_failures ORDER BY key, failed_at').all();
  return { clock, throttle, storedAttempts };
}

function admittedAttempt(admission: SignInAdmission): string {
  if (!admission.admitted) throw new Error(`refused for ${admission.retryAfterSeconds} s`);
  return admission.attempt;
}

describe('login throttle', () => {
  it('admits 10 attempts, refuses the 11th until the first is a minute old, then admits again', async () => {
    const { clock, throttle } = throttleAt();
    for (let second = 0; second < 10; second += 1) {
      clock.now = second * 1000;
      expect((await throttle.admit(['user:admin'])).admitted).toBe(true);
    }
    clock.now = 9_500;
    expect(await throttle.admit(['user:admin'])).toEqual({ admitted: false, retryAfterSeconds: 51 });
    clock.now = 59_999;
    expect(await throttle.admit(['user:admin'])).toEqual({ admitted: false, retryAfterSeconds: 1 });
    clock.now = 60_000;
    expect((await throttle.admit(['user:admin'])).admitted).toBe(true);
    // That attempt fills the window again (seconds 1–9 plus now).
    expect(await throttle.admit(['user:admin'])).toEqual({ admitted: false, retryAfterSeconds: 1 });
  });

  it('counts an attempt from the moment it is admitted: ten in flight refuse the eleventh before any password is checked', async () => {
    const { throttle } = throttleAt();
    const admissions = await Promise.all(Array.from({ length: 30 }, () => throttle.admit(['ip:10.0.0.1', 'user:admin'])));
    expect(admissions.filter((admission) => admission.admitted)).toHaveLength(10);
  });

  it('forgives an attempt whose password was right: it no longer counts', async () => {
    const { throttle, storedAttempts } = throttleAt(3);
    for (let i = 0; i < 5; i += 1) await throttle.forgive(admittedAttempt(await throttle.admit(['ip:office', 'user:admin'])));
    expect(storedAttempts()).toEqual([]);
    for (let i = 0; i < 3; i += 1) admittedAttempt(await throttle.admit(['ip:office', 'user:admin']));
    expect((await throttle.admit(['ip:office', 'user:admin'])).admitted).toBe(false);
  });

  it('refuses when any one of the keys is blocked, records nothing for a refused attempt, and counts keys apart', async () => {
    const { throttle, storedAttempts } = throttleAt(3);
    for (let i = 0; i < 3; i += 1) admittedAttempt(await throttle.admit(['ip:10.0.0.1', `user:guess-${i}`]));
    expect(await throttle.admit(['ip:10.0.0.1', 'user:admin'])).toEqual({ admitted: false, retryAfterSeconds: 60 });
    expect(storedAttempts()).not.toContainEqual({ key: 'user:admin', failed_at: 0 });
    expect((await throttle.admit(['ip:10.0.0.2', 'user:guess-0'])).admitted).toBe(true);
  });

  it('keeps no more than the last window of attempts: at most `limit` per key, none older than the window', async () => {
    const { clock, throttle, storedAttempts } = throttleAt(2, 60_000);
    await throttle.admit(['ip:attacker', 'user:a']);
    clock.now = 1_000;
    await throttle.admit(['ip:attacker', 'user:b']);
    clock.now = 2_000;
    expect((await throttle.admit(['ip:attacker', 'user:c'])).admitted).toBe(false);
    expect(storedAttempts()).toEqual([
      { key: 'ip:attacker', failed_at: 0 }, { key: 'ip:attacker', failed_at: 1_000 },
      { key: 'user:a', failed_at: 0 }, { key: 'user:b', failed_at: 1_000 },
    ]);
    clock.now = 60_500;
    await throttle.admit(['user:d']);
    expect(storedAttempts()).toEqual([{ key: 'ip:attacker', failed_at: 1_000 }, { key: 'user:b', failed_at: 1_000 }, { key: 'user:d', failed_at: 60_500 }]);
  });

  it('admits exactly while the window holds fewer than `limit` unforgiven attempts (property)', async () => {
    await fc.assert(fc.asyncProperty(
      fc.integer({ min: 1, max: 6 }),
      fc.integer({ min: 1_000, max: 20_000 }),
      fc.array(fc.record({ gap: fc.integer({ min: 0, max: 5_000 }), rightPassword: fc.boolean() }), { maxLength: 30 }),
      async (limit, windowMs, tries) => {
        const { clock, throttle } = throttleAt(limit, windowMs);
        const counted: number[] = [];
        for (const { gap, rightPassword } of tries) {
          clock.now += gap;
          const inWindow = counted.filter((time) => clock.now - time < windowMs);
          const admission = await throttle.admit(['k']);
          if (inWindow.length < limit) {
            if (!admission.admitted) return false;
            if (rightPassword) await throttle.forgive(admission.attempt);
            else counted.push(clock.now);
          } else {
            const freeAt = (inWindow[inWindow.length - limit] ?? 0) + windowMs;
            if (admission.admitted || admission.retryAfterSeconds !== Math.max(1, Math.ceil((freeAt - clock.now) / 1000))) return false;
          }
        }
        return true;
      },
    ), propertyBudget({ numRuns: 200 }));
  });
});
