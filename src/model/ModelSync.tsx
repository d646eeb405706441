import { useEffect, useRef } from 'react';
import { flushSync } from 'react-dom';
import { atom, useAtomValue, useSetAtom, useStore } from 'jotai';
import { activeOverridesAtom, baselineCsvAtom, closedMonthsAtom } from '../state/scenarios.ts';
import { activeDraftsAtom } from '../state/drafts.ts';
import { activeHeadcountAtom, savedHeadcountPendingAtom } from '../state/headcount.ts';
import type { HeadcountPlan } from '../../engine/headcount/plan.ts';
import { publishedModelAtom } from '../state/publishedModel.ts';
import { registerWireKpis } from '../../workers/snapshotWire.ts';
import { answeredDrafts, calculatingAtom, earlyKeyFiguresAtom, modelErrorAtom, modelledDrivers, snapshotAtom } from './modelState.ts';
import { modelWorker, onEarlyKeyFigures } from './modelClient.ts';
import { createPreviewThenCommit, type PreviewThenCommit } from './previewThenCommit.ts';

/**
 * How long the drivers must rest before the worker's HyperFormula session catches up with them: a
 * drag sends a value every frame, so a pause of a few frames means the hand stopped (or let go).
 */
const COMMIT_AFTER_MS = 200;

/** What the active scenario is computed from: its values plus drafts, and its plan (null: generated from them). */
interface ModelInputs {
  overrides: Record<string, number>;
  headcount: HeadcountPlan | null;
}

/**
 * The active scenario's inputs, or null while its saved plan is still loading: a new value on
 * every change of the drivers, their drafts, the plan draft or the saved plan, one subscription for all.
 */
const modelInputsAtom = atom((get): ModelInputs | null =>
  (get(savedHeadcountPendingAtom) ? null : { overrides: get(activeOverridesAtom), headcount: get(activeHeadcountAtom) }));

/** Notes the drafts the figures now being shown answer for, with every answer (answeredDrafts). */
function noteAnswered(store: ReturnType<typeof useStore>): void {
  answeredDrafts.write(store, store.get(activeDraftsAtom));
}

/**
 * Keeps the worker's session in step with the baseline, the closed months, the published model
 * definition and the active scenario (plus drafts) with its headcount plan: new actuals or a new model reload the session; a driver or plan change is previewed at once from the worker's
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
  const planPending = useAtomValue(savedHeadcountPendingAtom);
  const store = useStore();
  const setSnapshot = useSetAtom(snapshotAtom);
  const setCalculating = useSetAtom(calculatingAtom);
  const setError = useSetAtom(modelErrorAtom);
  const loaded = useRef<{ csv: string; closed: typeof closed; model: typeof model } | null>(null);
  const changes = useRef<PreviewThenCommit<ModelInputs> | null>(null);

  // An answer is drawn in the worker's message task that brings it: the figures' words by their
  // subscriptions (LiveWords), and whatever React renders with them (a card's draft mark) by
  // flushSync, instead of in a task React would schedule after it.
  changes.current ??= createPreviewThenCommit({
    preview: (inputs: ModelInputs) => modelWorker().preview(inputs.overrides, inputs.headcount),
    commit: (inputs: ModelInputs) => modelWorker().applyOverrides(inputs.overrides, inputs.headcount),
    onResult: (snapshot) => flushSync(() => {
      noteAnswered(store);
      setSnapshot(snapshot);
      setError(null);
      setCalculating(false);
    }),
    onError: (error) => {
      noteAnswered(store);
      setError(error instanceof Error ? error.message : String(error));
      setCalculating(false);
    },
    pauseMs: COMMIT_AFTER_MS,
  });

  useEffect(() => () => changes.current?.cancel(), []);

  // Every snapshot's drivers, one atom per driver (modelledDrivers), written in the task that sets it.
  useEffect(() => {
    const write = () => modelledDrivers.write(store, store.get(snapshotAtom)?.drivers ?? {});
    write();
    return store.sub(snapshotAtom, write);
  }, [store]);

  // A preview's key figures come ahead of its snapshot and are drawn at once with the moved card,
  // while the worker still sends the rest: a newer move waiting for the worker makes them stale.
  // Either way the worker has evaluated that preview, so the next move goes at once instead of
  // waiting for the rest to arrive and be taken in.
  useEffect(() => onEarlyKeyFigures((early) => {
    const changed = changes.current;
    if (!changed) return;
    if (changed.previewing()) {
      flushSync(() => {
        noteAnswered(store);
        store.set(earlyKeyFiguresAtom, early);
      });
    }
    changed.release();
  }), [store]);

  // No busy state for a driver change: its preview answers within the frame, and a spinner
  // switched on and off on every move of a drag would cost the frame it is meant to fill.
  // While the saved plan loads there is nothing to send: its arrival is the next change.
  useEffect(() => store.sub(modelInputsAtom, () => {
    const inputs = store.get(modelInputsAtom);
    if (loaded.current && inputs) changes.current?.request(inputs);
  }), [store]);

  useEffect(() => {
    let live = true;
    // Not before the closed months, the model definition and a saved headcount plan are known: the
    // figures would change under the user's eyes when they arrive.
    const inputs = store.get(modelInputsAtom);
    if (closed === null || model === null || planPending || inputs === null) return;
    if (loaded.current?.csv === csv && loaded.current.closed === closed && loaded.current.model === model) return;
    setCalculating(true);
    changes.current?.cancel();
    registerWireKpis(model.definition.kpis);
    void modelWorker().load({ actuals: csv, closed, definition: model.definition, overrides: inputs.overrides, headcount: inputs.headcount }).then(
      (snapshot) => {
        if (!live) return;
        loaded.current = { csv, closed, model };
        noteAnswered(store);
        setSnapshot(snapshot);
        setError(null);
        setCalculating(false);
        // Drivers or the plan changed while the model loaded (the first load has no subscription answer yet).
        const latest = store.get(modelInputsAtom);
        if (latest && (latest.overrides !== inputs.overrides || latest.headcount !== inputs.headcount)) changes.current?.request(latest);
      },
      (error: unknown) => {
        if (!live) return;
        noteAnswered(store);
        setError(error instanceof Error ? error.message : String(error));
        setCalculating(false);
      },
    );
    return () => {
      live = false;
    };
  }, [csv, closed, model, planPending, store, setSnapshot, setCalculating, setError]);

  return null;
}
