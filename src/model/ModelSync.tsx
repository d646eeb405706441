import { useEffect, useRef } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { activeOverridesAtom, baselineCsvAtom } from '../state/scenarios.ts';
import { calculatingAtom, modelErrorAtom, snapshotAtom } from './modelState.ts';
import { modelWorker } from './modelClient.ts';
import { createPreviewThenCommit, type PreviewThenCommit } from './previewThenCommit.ts';

/**
 * How long the drivers must rest before the worker's HyperFormula session catches up with them: a
 * drag sends a value every frame, so a pause of a few frames means the hand stopped (or let go).
 */
const COMMIT_AFTER_MS = 200;

/**
 * Keeps the worker's session in step with the baseline and the active scenario (plus drafts):
 * a new baseline reloads the session; a driver change is previewed at once from the worker's
 * compiled kernel, and committed to its HyperFormula session when the changes pause
 * (previewThenCommit.ts). Both give the same figures, so the screen does not change when the
 * commit lands. Mounted once in the signed-in shell; renders nothing.
 */
export function ModelSync() {
  const csv = useAtomValue(baselineCsvAtom);
  const overrides = useAtomValue(activeOverridesAtom);
  const setSnapshot = useSetAtom(snapshotAtom);
  const setCalculating = useSetAtom(calculatingAtom);
  const setError = useSetAtom(modelErrorAtom);
  const loadedCsv = useRef<string | null>(null);
  const changes = useRef<PreviewThenCommit<Record<string, number>> | null>(null);

  changes.current ??= createPreviewThenCommit({
    preview: (values: Record<string, number>) => modelWorker().preview(values),
    commit: (values: Record<string, number>) => modelWorker().applyOverrides(values),
    onResult: (snapshot) => {
      setSnapshot(snapshot);
      setError(null);
      setCalculating(false);
    },
    onError: (error) => {
      setError(error instanceof Error ? error.message : String(error));
      setCalculating(false);
    },
    pauseMs: COMMIT_AFTER_MS,
  });

  useEffect(() => () => changes.current?.cancel(), []);

  useEffect(() => {
    let live = true;
    if (loadedCsv.current === csv) {
      setCalculating(true);
      changes.current?.request(overrides);
      return;
    }
    setCalculating(true);
    changes.current?.cancel();
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
