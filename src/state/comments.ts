import { atom } from 'jotai';
import type { CommentTarget, CommentThread } from '../../contract/comments.ts';
import { listCommentThreads } from '../api/comments.ts';
import { onServerBack } from './connectivity.ts';
import { activeScenarioIdAtom } from './scenarios.ts';
import { appStore } from './store.ts';

/**
 * Comments on figures (issue 30) in the browser: the threads of the active scenario (its drivers,
 * cells and versions), every thread on a plan of record or a closed month, and the version threads
 * of any other scenario whose History dialog is open; loaded after sign-in, when another scenario
 * becomes active, after an outage and when the live event `comments` says a thread of one of them
 * changed (src/state/liveUpdates.ts). A thread the user just changed is put in place from the
 * server's answer, without waiting for the event. Each list is the server's most recent threads
 * (COMMENT_THREADS_PAGE_MAX); the atom holds them oldest first, as the panels show them.
 */
export const commentThreadsAtom = atom<CommentThread[]>([]);

/** True while the last load failed: the panel says so rather than "No comments yet". */
export const commentsLoadFailedAtom = atom(false);

/** True when a list the last load asked for had more threads than the server answers at once: the panel says older ones are left out. */
export const commentsTruncatedAtom = atom(false);

/** Which scenario's threads the atom holds now; an answer for another one arriving late is dropped. */
let loadedFor: string | null = null;

/** Scenarios whose version threads are held besides the active one's, with how many open History dialogs ask for each. */
const watchedVersionThreads = new Map<string, number>();

const oldestFirst = (a: CommentThread, b: CommentThread) => a.id - b.id;

export async function loadCommentThreads(): Promise<void> {
  const scenarioId = appStore.get(activeScenarioIdAtom);
  loadedFor = scenarioId;
  try {
    const answers = await Promise.all([
      ...(scenarioId ? [listCommentThreads({ scenarioId })] : []),
      listCommentThreads({ kind: 'plan' }),
      listCommentThreads({ kind: 'closed_month' }),
      ...[...watchedVersionThreads.keys()].filter((watched) => watched !== scenarioId).map((watched) => listCommentThreads({ scenarioId: watched, kind: 'version' })),
    ]);
    if (loadedFor !== scenarioId) return;
    // The lists are disjoint: another scenario's version threads are asked for only when it is not the active one.
    appStore.set(commentThreadsAtom, answers.flatMap((answer) => answer.threads).sort(oldestFirst));
    appStore.set(commentsTruncatedAtom, answers.some((answer) => answer.truncated));
    appStore.set(commentsLoadFailedAtom, false);
  } catch (error) {
    if (loadedFor === scenarioId) appStore.set(commentsLoadFailedAtom, true);
    throw error;
  }
}

/**
 * Holds the version threads of `scenarioId` while its History dialog is open (the active
 * scenario's are held anyway): loaded now, again with every load of the threads, and live
 * events about the scenario reload them. Returns the function that lets them go.
 */
export function watchVersionThreads(scenarioId: string): () => void {
  watchedVersionThreads.set(scenarioId, (watchedVersionThreads.get(scenarioId) ?? 0) + 1);
  if (scenarioId !== appStore.get(activeScenarioIdAtom)) {
    void listCommentThreads({ scenarioId, kind: 'version' })
      .then((answer) => {
        if (watchedVersionThreads.has(scenarioId)) for (const thread of answer.threads) keepCommentThread(thread);
      })
      .catch(() => undefined);
  }
  return () => {
    const left = (watchedVersionThreads.get(scenarioId) ?? 1) - 1;
    if (left > 0) watchedVersionThreads.set(scenarioId, left);
    else watchedVersionThreads.delete(scenarioId);
  };
}

/** Puts the server's answer to a new thread, a reply, a resolve or a reopen in place (a new one in its place by age). */
export function keepCommentThread(thread: CommentThread): void {
  const threads = appStore.get(commentThreadsAtom);
  const at = threads.findIndex((held) => held.id === thread.id);
  appStore.set(commentThreadsAtom, at < 0 ? [...threads, thread].sort(oldestFirst) : threads.map((held, index) => (index === at ? thread : held)));
}

/**
 * True when a live `comments` event concerns the threads held here: no scenario (a plan's or a
 * closed month's thread), the active scenario, or one whose History dialog is open.
 */
export function concernsHeldThreads(scenarioId: string | undefined): boolean {
  return scenarioId === undefined || scenarioId === appStore.get(activeScenarioIdAtom) || watchedVersionThreads.has(scenarioId);
}

/**
 * Whether a thread is on this figure. A thread on a scenario's driver, cell or version stays on the
 * version it was made on; a driver or cell thread is still shown on the same figure of later
 * versions (the panel says which version it was made on), a version thread only on its version.
 */
export function isThreadOn(thread: CommentThread, target: CommentTarget): boolean {
  const on = thread.target;
  switch (target.kind) {
    case 'driver':
      return on.kind === 'driver' && on.scenario_id === target.scenario_id && on.driver_id === target.driver_id;
    case 'cell':
      return on.kind === 'cell' && on.scenario_id === target.scenario_id && on.line_id === target.line_id && on.period === target.period;
    case 'version':
      return on.kind === 'version' && on.scenario_id === target.scenario_id && on.scenario_version === target.scenario_version;
    case 'plan':
      return on.kind === 'plan' && on.year === target.year;
    case 'closed_month':
      return on.kind === 'closed_month' && on.month === target.month;
  }
}

export const threadsOn = (threads: readonly CommentThread[], target: CommentTarget): CommentThread[] => threads.filter((thread) => isThreadOn(thread, target));

/** `line_id@period` of every statement cell of the active scenario with an open thread. */
export const openCellThreadsAtom = atom((get) => {
  const active = get(activeScenarioIdAtom);
  const cells = new Set<string>();
  for (const thread of get(commentThreadsAtom)) {
    if (thread.status === 'open' && thread.target.kind === 'cell' && thread.target.scenario_id === active) cells.add(`${thread.target.line_id}@${thread.target.period}`);
  }
  return cells;
});

/** Driver ids of the active scenario with an open thread. */
export const openDriverThreadsAtom = atom((get) => {
  const active = get(activeScenarioIdAtom);
  const drivers = new Set<string>();
  for (const thread of get(commentThreadsAtom)) {
    if (thread.status === 'open' && thread.target.kind === 'driver' && thread.target.scenario_id === active) drivers.add(thread.target.driver_id);
  }
  return drivers;
});

/** Loads the threads now and whenever another scenario becomes active or the server is back; returns the stop function (sign-out). */
export function startCommentsSync(): () => void {
  const load = () => void loadCommentThreads().catch(() => undefined);
  const stopWatch = appStore.sub(activeScenarioIdAtom, load);
  const stopBack = onServerBack(load);
  load();
  return () => {
    stopWatch();
    stopBack();
    loadedFor = null;
    appStore.set(commentThreadsAtom, []);
    appStore.set(commentsLoadFailedAtom, false);
    appStore.set(commentsTruncatedAtom, false);
  };
}
