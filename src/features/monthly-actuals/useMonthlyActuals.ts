import { useCallback, useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import type { MonthlyActualsAnswer } from '../../../contract/monthlyActuals.ts';
import { getMonthlyActuals } from '../../api/monthlyActuals.ts';
import { monthlyActualsRevisionAtom } from '../../state/liveRevisions.ts';

/**
 * The stored monthly actuals and close. A change elsewhere (live updates) loads them again unless
 * `holding` (unsaved edits here: their save meets the version conflict instead).
 */
export function useMonthlyActuals(holding: boolean) {
  const [data, setData] = useState<MonthlyActualsAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const revision = useAtomValue(monthlyActualsRevisionAtom);
  const shown = useRef(revision);

  const reload = useCallback(async () => {
    try {
      setData(await getMonthlyActuals());
      setError(null);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  useEffect(() => {
    if (shown.current === revision || holding) return;
    shown.current = revision;
    void reload();
  }, [revision, holding, reload]);

  return { data, error, reload, setData };
}
