import { describe, expect, it } from 'vitest';
import { createCoalescer } from '../../../src/model/coalesce.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A coalescer whose requests stay in flight until the test settles them (`calls`). */
function heldCoalescer() {
  const sent: number[] = [];
  const results: number[] = [];
  const calls: ReturnType<typeof deferred<number>>[] = [];
  const coalescer = createCoalescer<number, number>(
    (value) => {
      sent.push(value);
      const call = deferred<number>();
      calls.push(call);
      return call.promise;
    },
    (result) => results.push(result),
    () => undefined,
  );
  return { sent, results, calls, coalescer };
}

describe('latest-value-wins coalescing', () => {
  it('sends the first value, drops the ones superseded while it runs, then sends only the latest', async () => {
    const { sent, results, calls, coalescer } = heldCoalescer();
    expect(coalescer.answering()).toBe(false);
    coalescer.request(1);
    expect(coalescer.answering()).toBe(true);
    coalescer.request(2);
    coalescer.request(3);
    coalescer.request(4);
    expect(sent).toEqual([1]);
    // What the request in flight answers is no longer wanted once a newer one waits.
    expect(coalescer.answering()).toBe(false);
    calls[0]?.resolve(10);
    await Promise.resolve();
    await Promise.resolve();
    expect(sent).toEqual([1, 4]);
    expect(coalescer.answering()).toBe(true);
    expect(results).toEqual([]);
    calls[1]?.resolve(40);
    await new Promise((r) => setTimeout(r, 0));
    expect(results).toEqual([40]);
    expect(coalescer.busy()).toBe(false);
    expect(coalescer.answering()).toBe(false);
  });

  it('reports an error of the latest request and keeps working', async () => {
    const errors: unknown[] = [];
    const results: string[] = [];
    let fail = true;
    const coalescer = createCoalescer<string, string>(
      async (value) => {
        if (fail) throw new Error(`bad ${value}`);
        return value.toUpperCase();
      },
      (result) => results.push(result),
      (error) => errors.push(error),
    );
    coalescer.request('a');
    await new Promise((r) => setTimeout(r, 0));
    fail = false;
    coalescer.request('b');
    await new Promise((r) => setTimeout(r, 0));
    expect((errors[0] as Error).message).toBe('bad a');
    expect(results).toEqual(['B']);
  });
});

describe('latest-value-wins coalescing, released early', () => {
  it('sends the next value at once when the one in flight is released, and reports only the newest answer', async () => {
    const { sent, results, calls, coalescer } = heldCoalescer();
    coalescer.request(1);
    coalescer.release();
    coalescer.request(2);
    // Released: 2 went without waiting for 1 to settle; 2 is not released, so 3 and 4 wait.
    coalescer.request(3);
    coalescer.request(4);
    expect(sent).toEqual([1, 2]);
    expect(coalescer.answering()).toBe(false);
    // 1 settles: superseded, not reported; 2 is still in flight, so nothing more goes.
    calls[0]?.resolve(10);
    await new Promise((r) => setTimeout(r, 0));
    expect(results).toEqual([]);
    expect(sent).toEqual([1, 2]);
    // 2's early part is in: the waiting 4 goes at once.
    coalescer.release();
    expect(sent).toEqual([1, 2, 4]);
    expect(coalescer.answering()).toBe(true);
    calls[1]?.resolve(20);
    await new Promise((r) => setTimeout(r, 0));
    expect(results).toEqual([]);
    expect(coalescer.busy()).toBe(true);
    calls[2]?.resolve(40);
    await new Promise((r) => setTimeout(r, 0));
    expect(results).toEqual([40]);
    expect(coalescer.busy()).toBe(false);
    expect(coalescer.answering()).toBe(false);
  });

  it('ignores a release when nothing is in flight, and a release of a settled request lets nothing jump the queue', async () => {
    const sent: string[] = [];
    const coalescer = createCoalescer<string, string>(
      async (value) => {
        sent.push(value);
        return value;
      },
      () => undefined,
      () => undefined,
    );
    coalescer.release();
    expect(coalescer.busy()).toBe(false);
    coalescer.request('a');
    await new Promise((r) => setTimeout(r, 0));
    coalescer.release();
    coalescer.request('b');
    coalescer.request('c');
    expect(sent).toEqual(['a', 'b']);
    await new Promise((r) => setTimeout(r, 0));
    expect(sent).toEqual(['a', 'b', 'c']);
  });
});
