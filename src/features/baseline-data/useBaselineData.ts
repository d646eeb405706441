import { useCallback, useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { parseActualsCsv } from '../../../engine/actuals/csv.ts';
import { deriveDataMask } from '../../../engine/actuals/dataMask.ts';
import type { DataMask } from '../../../engine/actuals/dataMaskFields.ts';
import type { Actuals } from '../../../engine/actuals/schema.ts';
import { getBaselineActuals } from '../../api/actuals.ts';
import { getDataMask } from '../../api/baseline.ts';
import { baselineCsvAtom } from '../../state/scenarios.ts';

/** What the screen edits: the stored data mask, the monthly actuals behind it and their version. */
export interface BaselineData {
  mask: DataMask;
  actuals: Actuals;
  /** null when the server could not be reached and the device's baseline is shown. */
  version: number | null;
}

function fromCsv(csv: string, version: number | null): BaselineData | null {
  const parsed = parseActualsCsv(csv);
  return parsed.ok ? { mask: deriveDataMask(parsed.actuals), actuals: parsed.actuals, version } : null;
}

async function fetchFromServer(): Promise<BaselineData> {
  // Two calls can straddle someone else's save; retry once so that mask and months match.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const [stored, actuals] = await Promise.all([getDataMask(), getBaselineActuals()]);
    const parsed = parseActualsCsv(actuals.csv);
    if (!parsed.ok) throw new Error('The server sent a baseline that does not parse');
    if (stored.version === actuals.version) {
      const { version, ...mask } = stored;
      return { mask, actuals: parsed.actuals, version };
    }
  }
  throw new Error('The baseline kept changing while it was loaded');
}

/**
 * Loads the baseline from the server. Part 1 §8: a load failure is silent and defaults apply —
 * here the baseline the model already uses on this device, marked as not saveable.
 */
export function useBaselineData() {
  const deviceCsv = useRef('');
  deviceCsv.current = useAtomValue(baselineCsvAtom);
  const [data, setData] = useState<BaselineData | null>(null);
  const [loading, setLoading] = useState(true);

  const reload = useCallback(async (): Promise<BaselineData | null> => {
    try {
      const next = await fetchFromServer();
      setData(next);
      return next;
    } catch {
      const fallback = fromCsv(deviceCsv.current, null);
      setData((current) => current ?? fallback);
      return null;
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { data, loading, reload };
}
