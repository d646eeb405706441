import { useCallback, useEffect, useState } from 'react';

export type WorkerQuery<T> =
  | { status: 'loading'; data: T | null; retry: () => void }
  | { status: 'loaded'; data: T; retry: () => void }
  | { status: 'error'; data: T | null; message: string; retry: () => void };

/**
 * Asks the worker (or any async source) for data whenever `key` changes, e.g. the snapshot
 * version and the period. Keeps the last answer on screen while the next one computes, drops
 * answers that arrive for an older key, and offers retry() for error panels.
 */
export function useWorkerQuery<T>(key: string | null, load: () => Promise<T>, fallbackMessage: string): WorkerQuery<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string | null; status: 'loading' | 'loaded' | 'error'; data: T | null; message: string }>(
    { key: null, status: 'loading', data: null, message: '' },
  );
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    if (key === null) return;
    let live = true;
    setState((previous) => ({ ...previous, key, status: 'loading' }));
    load().then(
      (data) => {
        if (live) setState({ key, status: 'loaded', data, message: '' });
      },
      (error: unknown) => {
        if (!live) return;
        console.error(error);
        const message = error instanceof Error && error.message ? error.message : fallbackMessage;
        setState((previous) => ({ key, status: 'error', data: previous.data, message }));
      },
    );
    return () => {
      live = false;
    };
    // `load` is a fresh closure each render; `key` and `attempt` alone say when to ask again.
  }, [key, attempt]);

  if (state.status === 'error') return { status: 'error', data: state.data, message: state.message, retry };
  if (state.status === 'loaded' && state.data !== null && state.key === key) return { status: 'loaded', data: state.data, retry };
  return { status: 'loading', data: state.data, retry };
}
