import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import type { ExplainRef } from '../../../engine/session/cellRef.ts';
import type { Explanation } from '../../../engine/session/explain.ts';
import { snapshotAtom } from '../../model/modelState.ts';
import { modelWorker } from '../../model/modelClient.ts';
import { useWorkerQuery, type WorkerQuery } from '../../model/useWorkerQuery.ts';
import { EXPLAIN_TEXT } from './explainTexts.ts';

/**
 * Drivers per impact request. An impact is one recalculation of the workbook and back (5–110 ms
 * depending on how much of the forecast the driver moves), so a batch keeps the worker free for a
 * newer request within a few hundred milliseconds.
 */
const IMPACT_BATCH = 3;

/** A cell's explanation, shown at once, with the impacts of its drivers filled in batch by batch. */
export function useExplanation(ref: ExplainRef | null): { query: WorkerQuery<Explanation>; impacts: Record<string, number | null>; impactsDone: boolean } {
  const version = useAtomValue(snapshotAtom)?.version ?? null;
  const key = ref === null || version === null ? null : `${version}:${JSON.stringify(ref)}`;
  const query = useWorkerQuery(key, () => modelWorker().explain(ref as ExplainRef, { impacts: false }), EXPLAIN_TEXT.failed);
  const [impacts, setImpacts] = useState<{ key: string | null; values: Record<string, number | null>; done: boolean }>({ key: null, values: {}, done: false });
  const explanation = query.status === 'loaded' ? query.data : null;

  useEffect(() => {
    if (!explanation || key === null) return;
    let live = true;
    const ids = explanation.drivers.map((driver) => driver.id);
    setImpacts({ key, values: {}, done: ids.length === 0 });
    void (async () => {
      for (let start = 0; start < ids.length; start += IMPACT_BATCH) {
        const batch = await modelWorker().driverImpacts(explanation.ref, ids.slice(start, start + IMPACT_BATCH));
        if (!live) return;
        const done = start + IMPACT_BATCH >= ids.length;
        setImpacts((previous) => ({ key, values: { ...previous.values, ...batch }, done }));
      }
    })().catch((error: unknown) => {
      console.error(error);
      if (live) setImpacts((previous) => ({ ...previous, done: true }));
    });
    return () => {
      live = false;
    };
  }, [explanation, key]);

  const current = impacts.key === key;
  return { query, impacts: current ? impacts.values : {}, impactsDone: current && impacts.done };
}
