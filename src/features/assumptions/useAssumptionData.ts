import { useAtomValue } from 'jotai';
import type { AssumptionEntry, AssumptionMapping } from '../../../engine/session/traceability.ts';
import { snapshotAtom } from '../../model/modelState.ts';
import { modelWorker } from '../../model/modelClient.ts';
import { useWorkerQuery, type WorkerQuery } from '../../model/useWorkerQuery.ts';
import { readStoredSession } from '../../state/storedSession.ts';
import { i18n } from '../../i18n/index.ts';

export interface AssumptionData {
  assumptions: AssumptionEntry[];
  /** Impact of each model assumption on the P&L lines of `year`, by driver id. */
  mappings: ReadonlyMap<string, AssumptionMapping>;
  year: number;
}

/**
 * The documentation entries (from the model definition) and their P&L mappings for one year, from
 * the worker. Part 1 §8: without a stored token the answer is 'No authentication token found'.
 */
export function useAssumptionData(year: number): WorkerQuery<AssumptionData> {
  const version = useAtomValue(snapshotAtom)?.version ?? null;
  return useWorkerQuery(
    version === null ? null : `${version}:${year}`,
    async () => {
      if (readStoredSession(localStorage).kind !== 'present') throw new Error(i18n.t('assumptions:noToken'));
      const [assumptions, mappings] = await Promise.all([modelWorker().assumptions(), modelWorker().assumptionMappings(year)]);
      return { assumptions, mappings: new Map(mappings.map((m) => [m.driver_id, m])), year };
    },
    i18n.t('assumptions:errorFallback'),
  );
}
