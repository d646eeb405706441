import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { propertyBudget } from '../../helpers/propertyBudget.ts';
import { createLoginThrottle } from '../../../server/auth/loginThrottle.ts';

/** A throttle on a hand-driven clock: no waiting, no timing in the test. */
function throttleAt(limit = 10, windowMs = 60_000, maxKeys = 10_000) {
  const clock = { now: 0 };
  const throttle = createLoginThrottle({ limit, windowMs, maxKeys, now: () => clock.now });
  return { clock, throttle };
}

describe('login throttle', () => {
  it('allows 10 failures, blocks the 11th try until the first failure is a minute old, then allows again', () => {
    const { clock, throttle } = throttleAt();
    for (let second = 0; second < 10; second += 1) {
      clock.now = second * 1000;
      expect(throttle.retryAfterSeconds(['user:admin'])).toBe(0);
      throttle.recordFailure(['user:admin']);
    }
    clock.now = 9_500;
    expect(throttle.retryAfterSeconds(['user:admin'])).toBe(51);
    clock.now = 59_999;
    expect(throttle.retryAfterSeconds(['user:admin'])).toBe(1);
    clock.now = 60_000;
    expect(throttle.retryAfterSeconds(['user:admin'])).toBe(0);
    // One more failure now fills the window again (seconds 1–9 plus now).
    throttle.recordFailure(['user:admin']);
    expect(throttle.retryAfterSeconds(['user:admin'])).toBe(1);
  });

  it('blocks when any one of the keys is blocked, and counts keys apart', () => {
    const { throttle } = throttleAt(3);
    for (let i = 0; i < 3; i += 1) throttle.recordFailure(['ip:10.0.0.1', `user:guess-${i}`]);
    expect(throttle.retryAfterSeconds(['ip:10.0.0.1', 'user:admin'])).toBe(60);
    expect(throttle.retryAfterSeconds(['ip:10.0.0.2', 'user:guess-0'])).toBe(0);
  });

  it('forgets the longest-untouched keys beyond its size bound, but keeps a key that keeps failing', () => {
    const { throttle } = throttleAt(2, 60_000, 3);
    throttle.recordFailure(['ip:attacker', 'user:a']);
    throttle.recordFailure(['ip:attacker', 'user:b']);
    throttle.recordFailure(['ip:attacker', 'user:c']);
    expect(throttle.retryAfterSeconds(['ip:attacker'])).toBe(60);
    expect(throttle.retryAfterSeconds(['user:a'])).toBe(0);
  });

  it('blocks exactly when the window holds at least `limit` failures (property)', () => {
    fc.assert(fc.property(
      fc.integer({ min: 1, max: 6 }),
      fc.integer({ min: 1_000, max: 20_000 }),
      fc.array(fc.integer({ min: 0, max: 5_000 }), { maxLength: 30 }),
      fc.integer({ min: 0, max: 30_000 }),
      (limit, windowMs, gaps, probeGap) => {
        const { clock, throttle } = throttleAt(limit, windowMs);
        const failures: number[] = [];
        for (const gap of gaps) {
          clock.now += gap;
          failures.push(clock.now);
          throttle.recordFailure(['k']);
        }
        clock.now += probeGap;
        const inWindow = failures.filter((time) => clock.now - time < windowMs);
        const retry = throttle.retryAfterSeconds(['k']);
        if (inWindow.length < limit) return retry === 0;
        const freeAt = (inWindow[inWindow.length - limit] ?? 0) + windowMs;
        return retry === Math.ceil((freeAt - clock.now) / 1000) && retry > 0;
      },
    ), propertyBudget({ numRuns: 200 }));
  });
});
