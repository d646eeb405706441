import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { snapshotAtom } from '../../model/modelState.ts';
import { modelWorker } from '../../model/modelClient.ts';
import type { SensitivityRow } from '../../../engine/analysis/sensitivity.ts';

export type SensitivityState =
  | { status: 'loading' }
  | { status: 'ready'; rows: SensitivityRow[]; version: number }
  | { status: 'error'; message: string };

/**
 * The sweep for the figures on screen: asked of the worker whenever the worker's snapshot changes
 * (scenario switch, draft edit). An answer for an older snapshot is dropped.
 */
export function useSensitivity(): SensitivityState {
  const version = useAtomValue(snapshotAtom)?.version;
  const [state, setState] = useState<SensitivityState>({ status: 'loading' });
  useEffect(() => {
    if (version === undefined) return;
    let live = true;
    void modelWorker().sensitivity().then(
      (rows) => { if (live) setState({ status: 'ready', rows, version }); },
      (error: unknown) => { if (live) setState({ status: 'error', message: error instanceof Error ? error.message : String(error) }); },
    );
    return () => {
      live = false;
    };
  }, [version]);
  return state;
}
