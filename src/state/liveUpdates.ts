import type { LiveEvent } from '../../contract/events.ts';
import { liveEvents } from '../api/liveEvents.ts';
import { askedWaitMs, isAuthRefusal } from '../api/retry.ts';
import { loadBaselineActuals, loadClosedMonths } from './actualsSync.ts';
import { concernsHeldThreads, loadCommentThreads } from './comments.ts';
import { loadPublishedModel, publishedModelAtom } from './publishedModel.ts';
import { onServerBack } from './connectivity.ts';
import { baselineRevisionAtom, monthlyActualsRevisionAtom, risksRevisionAtom, usersRevisionAtom } from './liveRevisions.ts';
import { refreshScenarios } from './scenarioActions.ts';
import { scenariosAtom } from './scenarios.ts';
import { appStore } from './store.ts';

/**
 * Live updates while someone is signed in: one stream of GET /api/events, reconnected with a
 * growing wait when it drops — never sooner than a refusal's Retry-After (429: the user has too
 * many streams open in other tabs, or the server is full) — paused while the browser is offline,
 * stopped at sign-out. Each event
 * makes the state that shows the changed thing load it again; a reconnect reloads all of it, since
 * events may have been missed meanwhile. Work runs on the event's arrival in plain async code and
 * bursts coalesce, so a busy stream costs the UI thread a few fetches, not a render per event.
 */

/** Waits before the 1st, 2nd, … reconnect (jittered by up to a half); the last one repeats. */
export const RECONNECT_WAITS_MS: readonly number[] = [1_000, 2_000, 5_000, 10_000, 30_000];
/** A stream that stayed open this long was healthy: the next drop starts the waits over. */
const HEALTHY_AFTER_MS = 60_000;

const bump = (revision: typeof usersRevisionAtom) => appStore.set(revision, appStore.get(revision) + 1);

/** Runs `load` now, or once more after the run in progress when asked again meanwhile. */
function coalesced(load: () => Promise<void>): () => void {
  let running = false;
  let again = false;
  const run = async (): Promise<void> => {
    running = true;
    try {
      await load();
    } finally {
      running = false;
      if (again) {
        again = false;
        void run();
      }
    }
  };
  return () => {
    if (running) again = true;
    else void run();
  };
}

const reloadScenarios = coalesced(refreshScenarios);
const reloadBaseline = coalesced(async () => {
  await loadBaselineActuals();
  bump(baselineRevisionAtom);
});

const reloadModel = coalesced(loadPublishedModel);

const reloadComments = coalesced(() => loadCommentThreads().catch(() => undefined));

const reloadClosedMonths = coalesced(async () => {
  await loadClosedMonths();
  bump(monthlyActualsRevisionAtom);
});

/** What a change elsewhere means here. Our own saves come back too: a version already shown is no news. */
export function applyLiveEvent(event: LiveEvent): void {
  const shown = appStore.get(scenariosAtom);
  switch (event.type) {
    case 'scenario':
      if ((shown.find((s) => s.scenario_id === event.id)?.version ?? 0) < event.version) reloadScenarios();
      return;
    case 'scenario_deleted':
      if (shown.some((s) => s.scenario_id === event.id)) reloadScenarios();
      return;
    case 'baseline':
      reloadBaseline();
      return;
    case 'users':
      bump(usersRevisionAtom);
      return;
    case 'risks':
      bump(risksRevisionAtom);
      return;
    case 'monthly_actuals':
    case 'close':
      reloadClosedMonths();
      return;
    case 'model':
      if ((appStore.get(publishedModelAtom)?.published.version ?? 0) < event.version) reloadModel();
      return;
    case 'comments':
      if (concernsHeldThreads(event.scenario_id)) reloadComments();
  }
}

/** After a gap in the stream: everything that may have changed meanwhile. */
function reloadEverything(): void {
  reloadScenarios();
  reloadBaseline();
  bump(usersRevisionAtom);
  bump(risksRevisionAtom);
  reloadClosedMonths();
  reloadModel();
  reloadComments();
}

export interface LiveUpdateOptions {
  random?: () => number;
}

/** Starts the stream; returns the stop function (sign-out). */
export function startLiveUpdates(options: LiveUpdateOptions = {}): () => void {
  const random = options.random ?? Math.random;
  let stopped = false;
  let streaming: AbortController | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let openedBefore = false;

  async function connect(): Promise<void> {
    clearTimeout(retryTimer);
    if (stopped || streaming || !navigator.onLine) return;
    const controller = new AbortController();
    streaming = controller;
    let openedAt: number | null = null;
    let askedMs = 0;
    try {
      const opened = () => {
        openedAt = Date.now();
        if (openedBefore) reloadEverything();
        openedBefore = true;
      };
      for await (const event of liveEvents(controller.signal, opened)) applyLiveEvent(event);
    } catch (error) {
      // A 401 has signed the user out already (src/api/client.ts): the session's stop ends this.
      if (isAuthRefusal(error)) return;
      askedMs = askedWaitMs(error);
    } finally {
      streaming = null;
    }
    if (stopped || controller.signal.aborted) return;
    if (openedAt !== null && Date.now() - openedAt >= HEALTHY_AFTER_MS) failures = 0;
    const backOffMs = RECONNECT_WAITS_MS[Math.min(failures, RECONNECT_WAITS_MS.length - 1)] ?? 0;
    failures += 1;
    // The server's wait is a floor, jittered upwards so refused tabs do not all come back together.
    retryTimer = setTimeout(() => void connect(), Math.max(backOffMs * (1 - random() / 2), askedMs * (1 + random() / 2)));
  }

  const resume = () => {
    failures = 0;
    void connect();
  };
  const pause = () => {
    clearTimeout(retryTimer);
    streaming?.abort();
  };
  window.addEventListener('online', resume);
  window.addEventListener('offline', pause);
  const stopBack = onServerBack(resume);
  void connect();

  return () => {
    stopped = true;
    pause();
    window.removeEventListener('online', resume);
    window.removeEventListener('offline', pause);
    stopBack();
  };
}
