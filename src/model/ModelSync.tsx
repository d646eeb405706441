import { useEffect, useRef } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { activeOverridesAtom, baselineCsvAtom } from '../state/scenarios.ts';
import { calculatingAtom, modelErrorAtom, snapshotAtom } from './modelState.ts';
import { modelWorker } from './modelClient.ts';
import { createCoalescer, type Coalescer } from './coalesce.ts';

/**
 * Keeps the worker's session in step with the baseline and the active scenario (plus drafts):
 * a new baseline reloads the session; a driver change is sent through a latest-value-wins
 * coalescer. Mounted once in the signed-in shell; renders nothing.
 */
export function ModelSync() {
  const csv = useAtomValue(baselineCsvAtom);
  const overrides = useAtomValue(activeOverridesAtom);
  const setSnapshot = useSetAtom(snapshotAtom);
  const setCalculating = useSetAtom(calculatingAtom);
  const setError = useSetAtom(modelErrorAtom);
  const loadedCsv = useRef<string | null>(null);
  const coalescer = useRef<Coalescer<Record<string, number>> | null>(null);

  coalescer.current ??= createCoalescer(
    (values: Record<string, number>) => modelWorker().applyOverrides(values),
    (snapshot) => {
      setSnapshot(snapshot);
      setError(null);
      setCalculating(false);
    },
    (error) => {
      setError(error instanceof Error ? error.message : String(error));
      setCalculating(false);
    },
  );

  useEffect(() => {
    let live = true;
    if (loadedCsv.current === csv) {
      setCalculating(true);
      coalescer.current?.request(overrides);
      return;
    }
    setCalculating(true);
    void modelWorker().load({ actuals: csv, overrides }).then(
      (snapshot) => {
        if (!live) return;
        loadedCsv.current = csv;
        setSnapshot(snapshot);
        setError(null);
        setCalculating(false);
      },
      (error: unknown) => {
        if (!live) return;
        setError(error instanceof Error ? error.message : String(error));
        setCalculating(false);
      },
    );
    return () => {
      live = false;
    };
  }, [csv, overrides, setSnapshot, setCalculating, setError]);

  return null;
}
