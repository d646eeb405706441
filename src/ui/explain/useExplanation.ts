import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import type { ExplainRef } from '../../../engine/session/cellRef.ts';
import type { Explanation } from '../../../engine/session/explain.ts';
import { snapshotAtom } from '../../model/modelState.ts';
import { modelWorker } from '../../model/modelClient.ts';
import { useWorkerQuery, type WorkerQuery } from '../../model/useWorkerQuery.ts';
import { i18n } from '../../i18n/index.ts';

/**
 * A cell's explanation, shown at once, then the impacts per +1% of all its drivers, asked in one
 * call (the worker's compiled kernel answers them in milliseconds).
 */
export function useExplanation(ref: ExplainRef | null): { query: WorkerQuery<Explanation>; impacts: Record<string, number | null>; impactsDone: boolean } {
  const version = useAtomValue(snapshotAtom)?.version ?? null;
  const key = ref === null || version === null ? null : `${version}:${JSON.stringify(ref)}`;
  const query = useWorkerQuery(key, () => modelWorker().explain(ref as ExplainRef), i18n.t('statements:explain.failed'));
  const [impacts, setImpacts] = useState<{ key: string | null; values: Record<string, number | null>; done: boolean }>({ key: null, values: {}, done: false });
  const explanation = query.status === 'loaded' ? query.data : null;

  useEffect(() => {
    if (!explanation || key === null) return;
    let live = true;
    const ids = explanation.drivers.map((driver) => driver.id);
    setImpacts({ key, values: {}, done: ids.length === 0 });
    if (ids.length === 0) return;
    modelWorker().driverImpacts(explanation.ref, ids).then(
      (values) => {
        if (live) setImpacts({ key, values, done: true });
      },
      (error: unknown) => {
        console.error(error);
        if (live) setImpacts({ key, values: {}, done: true });
      },
    );
    return () => {
      live = false;
    };
  }, [explanation, key]);

  const current = impacts.key === key;
  return { query, impacts: current ? impacts.values : {}, impactsDone: current && impacts.done };
}
