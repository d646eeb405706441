import { useEffect, useRef } from 'react';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { activeOverridesAtom, baselineCsvAtom, closedMonthsAtom } from '../state/scenarios.ts';
import { publishedModelAtom } from '../state/publishedModel.ts';
import { registerWireKpis } from '../../workers/snapshotWire.ts';
import { calculatingAtom, modelErrorAtom, snapshotAtom } from './modelState.ts';
import { modelWorker } from './modelClient.ts';
import { createPreviewThenCommit, type PreviewThenCommit } from './previewThenCommit.ts';

/**
 * How long the drivers must rest before the worker's HyperFormula session catches up with them: a
 * drag sends a value every frame, so a pause of a few frames means the hand stopped (or let go).
 */
const COMMIT_AFTER_MS = 200;

/**
 * Keeps the worker's session in step with the baseline, the closed months, the published model
 * definition and the active scenario (plus drafts): new actuals or a new model reload the session; a driver change is previewed at once from the worker's
 * compiled kernel, and committed to its HyperFormula session when the changes pause
 * (previewThenCommit.ts). Both give the same figures, so the screen does not change when the
 * commit lands. A driver change is sent from the store's subscription, inside the input event,
 * so the worker computes while React renders the moved slider (issue 26: the answer's frame
 * was lost waiting for a render and an effect). Mounted once in the signed-in shell; renders nothing.
 */
export function ModelSync() {
  const csv = useAtomValue(baselineCsvAtom);
  const closed = useAtomValue(closedMonthsAtom);
  const model = useAtomValue(publishedModelAtom);
  const store = useStore();
  const setSnapshot = useSetAtom(snapshotAtom);
  const setCalculating = useSetAtom(calculatingAtom);
  const setError = useSetAtom(modelErrorAtom);
  const loaded = useRef<{ csv: string; closed: typeof closed; model: typeof model } | null>(null);
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

  // No busy state for a driver change: its preview answers within the frame, and a spinner
  // switched on and off on every move of a drag would cost the frame it is meant to fill.
  useEffect(() => store.sub(activeOverridesAtom, () => {
    if (loaded.current) changes.current?.request(store.get(activeOverridesAtom));
  }), [store]);

  useEffect(() => {
    let live = true;
    // Not before the closed months and the model definition are known: the figures would change under the user's eyes when they arrive.
    if (closed === null || model === null) return;
    if (loaded.current?.csv === csv && loaded.current.closed === closed && loaded.current.model === model) return;
    const overrides = store.get(activeOverridesAtom);
    setCalculating(true);
    changes.current?.cancel();
    registerWireKpis(model.definition.kpis);
    void modelWorker().load({ actuals: csv, closed, definition: model.definition, overrides }).then(
      (snapshot) => {
        if (!live) return;
        loaded.current = { csv, closed, model };
        setSnapshot(snapshot);
        setError(null);
        setCalculating(false);
        // Drivers changed while the model loaded (the first load has no subscription answer yet).
        const latest = store.get(activeOverridesAtom);
        if (latest !== overrides) changes.current?.request(latest);
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
  }, [csv, closed, model, store, setSnapshot, setCalculating, setError]);

  return null;
}
