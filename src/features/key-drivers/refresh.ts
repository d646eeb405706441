import { appStore } from '../../state/store.ts';
import { setDriverDrafts } from '../../state/drafts.ts';
import { modelWorker } from '../../model/modelClient.ts';
import { calculatingAtom, modelErrorAtom, snapshotAtom } from '../../model/modelState.ts';
import { pendingDriverValuesAtom } from './realTime.ts';
import { driverProblemText } from './grid/messages.ts';

/**
 * The dashboard's Refresh (part 2 §4): values moved while Real-Time was off become drafts (the
 * model sync then recalculates them); with nothing waiting, the worker is asked for its figures
 * again. Either way the calculating flag is up until the answer is in.
 */
export async function refreshForecast(store = appStore): Promise<void> {
  const pending = store.get(pendingDriverValuesAtom);
  if (Object.keys(pending).length > 0) {
    const refusals = setDriverDrafts(pending, { store });
    if (refusals.length === 0) store.set(pendingDriverValuesAtom, {});
    else store.set(modelErrorAtom, refusals.map((r) => driverProblemText(r.problem.message)).join('; '));
    return;
  }
  store.set(calculatingAtom, true);
  try {
    const snapshot = await modelWorker().snapshot();
    const shown = store.get(snapshotAtom);
    // A recalculation that finished meanwhile is newer; keep it.
    if (!shown || snapshot.version >= shown.version) store.set(snapshotAtom, snapshot);
    store.set(modelErrorAtom, null);
  } catch (error) {
    store.set(modelErrorAtom, error instanceof Error ? error.message : String(error));
  } finally {
    store.set(calculatingAtom, false);
  }
}
