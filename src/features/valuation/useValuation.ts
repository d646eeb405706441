import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { snapshotAtom } from '../../model/modelState.ts';
import { modelWorker } from '../../model/modelClient.ts';
import type { DcfOptions, EnterpriseValuation, Multipliers } from '../../../engine/analysis/valuation.ts';

export type ValuationState =
  | { status: 'loading' }
  | { status: 'ready'; valuation: EnterpriseValuation }
  | { status: 'error'; message: string };

/**
 * The valuation of the figures on screen at these multipliers and DCF options, computed in the
 * worker. The worker reads the model once per snapshot, so a multiplier change only revalues; an
 * answer for superseded inputs is dropped. `retry` asks again after a failure.
 */
export function useValuation(multipliers: Multipliers, dcf: DcfOptions, scenarioName: string): { state: ValuationState; retry: () => void } {
  const version = useAtomValue(snapshotAtom)?.version;
  const [state, setState] = useState<ValuationState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const { arr, transaction } = multipliers;
  const { midYear, exitMultiple } = dcf;
  useEffect(() => {
    if (version === undefined) return;
    let live = true;
    void modelWorker().valuation({ multipliers: { arr, transaction }, dcf: { midYear, exitMultiple }, scenarioName }).then(
      (valuation) => { if (live) setState({ status: 'ready', valuation }); },
      (error: unknown) => { if (live) setState({ status: 'error', message: error instanceof Error ? error.message : String(error) }); },
    );
    return () => {
      live = false;
    };
  }, [version, arr, transaction, midYear, exitMultiple, scenarioName, attempt]);
  return {
    state,
    retry: () => {
      setState({ status: 'loading' });
      setAttempt((n) => n + 1);
    },
  };
}
