import { useCallback, useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { risksRevisionAtom } from '../../state/liveRevisions.ts';
import { getRisks } from '../../api/analyses.ts';
import type { RisksAnswer } from '../../../contract/risks.ts';
import { DEFAULT_RISKS, assessRisk, riskSummary } from '../../../engine/analysis/risks.ts';

export type RisksState =
  | { status: 'loading' }
  | { status: 'ready'; data: RisksAnswer; offline: boolean };

/** The built-in list with its figures, shown when the server cannot be reached. */
function builtIn(): RisksAnswer {
  return { risks: DEFAULT_RISKS.map((r) => ({ ...assessRisk(r), updated_by: null, updated_at: null })), summary: riskSummary(DEFAULT_RISKS) };
}

/**
 * The risks from the server; `replace` takes an answer after an admin's save, `reload` asks again.
 * A change elsewhere (live updates) loads them again without the spinner: the shown ones stay until
 * the new ones arrive.
 */
export function useRisks(): { state: RisksState; reload: () => void; replace: (data: RisksAnswer) => void } {
  const [state, setState] = useState<RisksState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const revision = useAtomValue(risksRevisionAtom);
  useEffect(() => {
    let live = true;
    void getRisks().then(
      (data) => { if (live) setState({ status: 'ready', data, offline: false }); },
      () => { if (live) setState({ status: 'ready', data: builtIn(), offline: true }); },
    );
    return () => {
      live = false;
    };
  }, [attempt, revision]);
  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  const replace = useCallback((data: RisksAnswer) => setState({ status: 'ready', data, offline: false }), []);
  return { state, reload, replace };
}
