import { onServerBack, startConnectivityWatch } from './connectivity.ts';
import { startDraftPersistence } from './draftStore.ts';
import { syncPendingSaves } from './draftSync.ts';
import { loadBaselineActuals, loadClosedMonths } from './actualsSync.ts';
import { loadPublishedModel, publishedModelAtom } from './publishedModel.ts';
import { loadScenarios } from './scenarioActions.ts';
import { startRangesRunStore } from './rangesRuns.ts';
import { startLiveUpdates } from './liveUpdates.ts';
import { startHeadcountSync } from './headcountSync.ts';
import { startCommentsSync } from './comments.ts';
import { activeScenarioIdAtom, closedMonthsAtom, closeWarningsAtom, sampleActualsAtom, scenarioConflictAtom, scenarioFallbackAtom, scenariosAtom } from './scenarios.ts';
import { appStore } from './store.ts';

/**
 * Everything that runs while a user is signed in (part 1 §4 "load only when the app is ready"):
 * drafts and forecast-ranges results from this device, actuals, the published model definition, scenarios and the active one's saved headcount plan, the comment threads, the connectivity
 * watch, the live updates, and after an outage the reload and the queued saves. Returns the stop
 * function (sign-out), which forgets the user's data in memory; this device's cache keeps it for
 * their next sign-in.
 */
export function startSignedInSession(userId: number): () => void {
  let stopped = false;
  let stopDrafts: (() => void) | undefined;
  let stopRangesRuns: (() => void) | undefined;
  const stopWatch = startConnectivityWatch();
  const stopLive = startLiveUpdates();
  const stopHeadcount = startHeadcountSync();
  const stopComments = startCommentsSync();
  const stopBack = onServerBack(() => {
    void loadScenarios({ reconnect: true }).then(() => syncPendingSaves());
    void loadBaselineActuals();
    void loadClosedMonths();
    void loadPublishedModel();
  });
  void startRangesRunStore(userId).then((stop) => {
    if (stopped) stop();
    else stopRangesRuns = stop;
  });
  void (async () => {
    const stop = await startDraftPersistence(userId);
    if (stopped) {
      stop();
      return;
    }
    stopDrafts = stop;
    await Promise.all([loadBaselineActuals(), loadClosedMonths(), loadPublishedModel(), loadScenarios()]);
    if (!stopped) await syncPendingSaves();
  })();
  return () => {
    stopped = true;
    stopWatch();
    stopLive();
    stopHeadcount();
    stopComments();
    stopBack();
    stopDrafts?.();
    stopRangesRuns?.();
    appStore.set(scenariosAtom, []);
    appStore.set(activeScenarioIdAtom, null);
    appStore.set(scenarioFallbackAtom, false);
    appStore.set(scenarioConflictAtom, null);
    appStore.set(closedMonthsAtom, null);
    appStore.set(closeWarningsAtom, []);
    appStore.set(sampleActualsAtom, false);
    appStore.set(publishedModelAtom, null);
  };
}
