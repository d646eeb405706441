import { useEffect, useState } from 'react';
import type { KeptRangesRunSummary } from '../../../contract/rangesRuns.ts';
import { getKeptRangesRun } from '../../api/rangesRuns.ts';
import { keptRecord, syncKeptRangesRuns, type RangesRunRecord } from '../../state/rangesRuns.ts';

/**
 * The active scenario's kept runs, asked again when the scenario changes or a new run is kept;
 * asking also makes the newest kept run the scenario's last result when this device has an older one.
 */
export function useKeptRuns(scenarioId: string, newestKeptId: number | undefined): KeptRangesRunSummary[] {
  const [runs, setRuns] = useState<KeptRangesRunSummary[]>([]);
  useEffect(() => {
    let live = true;
    syncKeptRangesRuns(scenarioId).then((found) => {
      if (live) setRuns(found);
    }, (error: unknown) => {
      console.warn('Could not read the kept forecast-ranges runs', error);
      if (live) setRuns([]);
    });
    return () => {
      live = false;
    };
  }, [scenarioId, newestKeptId]);
  return runs;
}

export type SharedRun = { status: 'none' } | { status: 'loading'; id: number } | { status: 'missing'; id: number } | { status: 'ready'; id: number; record: RangesRunRecord };

/** The run `?run=ID` names: none without one, missing when the server has none the caller may see. */
export function useSharedRun(id: number | null): SharedRun {
  const [shared, setShared] = useState<SharedRun>({ status: 'none' });
  useEffect(() => {
    if (id === null) {
      setShared({ status: 'none' });
      return;
    }
    let live = true;
    setShared({ status: 'loading', id });
    getKeptRangesRun(id).then((run) => {
      if (live) setShared({ status: 'ready', id, record: keptRecord(run) });
    }, () => {
      if (live) setShared({ status: 'missing', id });
    });
    return () => {
      live = false;
    };
  }, [id]);
  return shared;
}

/** The run id in the address (/ranges?run=ID), or null. */
export function runIdInAddress(): number | null {
  const text = new URLSearchParams(window.location.search).get('run');
  return text !== null && /^\d{1,15}$/.test(text) ? Number(text) : null;
}

/** The run id of the address, followed through the browser's back and forward. */
export function useRunIdInAddress(): [number | null, (id: number | null) => void] {
  const [id, setId] = useState(runIdInAddress);
  useEffect(() => {
    const follow = () => setId(runIdInAddress());
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, []);
  return [id, setId];
}
