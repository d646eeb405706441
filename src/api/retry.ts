import { ApiRequestError } from './errors.ts';

/**
 * Part 1 §8: a scenario load refused with 401 or 403 is tried up to 3 more times (4 attempts),
 * waiting 1 s, 2 s and 3 s in between; any other failure is final at once. The one place this
 * policy lives.
 */
export const REFUSAL_RETRY_WAITS_MS: readonly number[] = [1_000, 2_000, 3_000];

export function isAuthRefusal(error: unknown): boolean {
  return error instanceof ApiRequestError && error.kind === 'http' && (error.status === 401 || error.status === 403);
}

/** How long the server asked to wait before the next try (Retry-After of a 429 or 503), in ms; 0 when it did not. */
export function askedWaitMs(error: unknown): number {
  return error instanceof ApiRequestError && error.kind === 'http' ? (error.retryAfterSeconds ?? 0) * 1000 : 0;
}

export interface RetryOptions {
  waitsMs?: readonly number[];
  sleep?: (ms: number) => Promise<void>;
  /** Checked before every retry: a cleared session ends the retries (a 401 already signed out). */
  shouldStop?: () => boolean;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function retryWhenRefused<T>(call: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const waits = options.waitsMs ?? REFUSAL_RETRY_WAITS_MS;
  const sleep = options.sleep ?? realSleep;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      const wait = waits[attempt];
      if (!isAuthRefusal(error) || wait === undefined || options.shouldStop?.()) throw error;
      await sleep(wait);
      if (options.shouldStop?.()) throw error;
    }
  }
}
