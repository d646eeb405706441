import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPreviewThenCommit } from '../../../src/model/previewThenCommit.ts';

const PAUSE_MS = 200;

describe('a drag previewed at once, committed when it pauses', () => {
  let calls: string[];
  let results: string[];
  beforeEach(() => {
    vi.useFakeTimers();
    calls = [];
    results = [];
  });
  afterEach(() => vi.useRealTimers());

  function create() {
    return createPreviewThenCommit<number, string>({
      preview: async (value) => {
        calls.push(`preview ${value}`);
        return `kernel ${value}`;
      },
      commit: async (value) => {
        calls.push(`commit ${value}`);
        return `workbook ${value}`;
      },
      onResult: (result) => results.push(result),
      onError: (error) => results.push(`error ${String(error)}`),
      pauseMs: PAUSE_MS,
    });
  }

  it('previews every value as it comes and commits only the last, once no value came for the pause', async () => {
    const drag = create();
    for (const value of [1, 2, 3]) {
      drag.request(value);
      await vi.advanceTimersByTimeAsync(PAUSE_MS / 2);
    }
    expect(calls).toEqual(['preview 1', 'preview 2', 'preview 3']);
    await vi.advanceTimersByTimeAsync(PAUSE_MS);
    expect(calls).toEqual(['preview 1', 'preview 2', 'preview 3', 'commit 3']);
    expect(results).toEqual(['kernel 1', 'kernel 2', 'kernel 3', 'workbook 3']);
  });

  it('drops a commit\'s answer when a newer value came while it ran, and a cancelled commit is never sent', async () => {
    let finishCommit: (result: string) => void = () => undefined;
    const drag = createPreviewThenCommit<number, string>({
      preview: async (value) => `kernel ${value}`,
      commit: (value) => new Promise((resolve) => {
        calls.push(`commit ${value}`);
        finishCommit = resolve;
      }),
      onResult: (result) => results.push(result),
      onError: () => undefined,
      pauseMs: PAUSE_MS,
    });
    drag.request(1);
    await vi.advanceTimersByTimeAsync(PAUSE_MS);
    drag.request(2);
    finishCommit('workbook 1');
    await vi.advanceTimersByTimeAsync(0);
    expect(results).toEqual(['kernel 1', 'kernel 2']);
    drag.cancel();
    await vi.advanceTimersByTimeAsync(PAUSE_MS * 2);
    expect(calls).toEqual(['commit 1']);
  });
});
