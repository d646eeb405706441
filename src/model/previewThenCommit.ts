import { createCoalescer } from './coalesce.ts';

/**
 * How a stream of values (a slider drag) reaches the model: each value is previewed at once
 * through a latest-value-wins coalescer (the worker answers from its compiled kernel within the
 * frame), and once no new value has come for `pauseMs` the last one is committed (the worker sets
 * its HyperFormula session, the model of record). A commit's answer is reported only while its
 * value is still the latest, so it never replaces a newer preview.
 */
export interface PreviewThenCommit<T> {
  request(value: T): void;
  /** Drops a commit that is waiting for its pause. */
  cancel(): void;
  /** True while a preview is in flight for the latest value: its early figures may be shown. */
  previewing(): boolean;
  /** The newest preview's early figures are in: the next value is previewed at once, not after the rest of its answer. */
  release(): void;
}

export interface PreviewThenCommitOptions<T, R> {
  preview(value: T): Promise<R>;
  commit(value: T): Promise<R>;
  onResult(result: R, value: T): void;
  onError(error: unknown, value: T): void;
  pauseMs: number;
}

export function createPreviewThenCommit<T, R>(options: PreviewThenCommitOptions<T, R>): PreviewThenCommit<T> {
  const previews = createCoalescer(options.preview, options.onResult, options.onError);
  let latest: { value: T } | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function commit(requested: { value: T }): void {
    timer = undefined;
    options.commit(requested.value).then(
      (result) => {
        if (latest === requested) options.onResult(result, requested.value);
      },
      (error: unknown) => {
        if (latest === requested) options.onError(error, requested.value);
      },
    );
  }

  return {
    request(value) {
      const requested = { value };
      latest = requested;
      previews.request(value);
      clearTimeout(timer);
      timer = setTimeout(() => commit(requested), options.pauseMs);
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
    },
    previewing: () => previews.answering(),
    release: () => previews.release(),
  };
}
