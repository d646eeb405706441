import { atom } from 'jotai';
import { getHealth } from '../api/health.ts';
import { installClientHooks } from '../api/client.ts';
import { appStore } from './store.ts';
import { scenarioFallbackAtom } from './scenarios.ts';

/**
 * Whether the server answers. Every API request reports it (src/api/client.ts); while it is
 * down a probe asks /api/health every few seconds, and while it is up a slow heartbeat notices an
 * outage even when no screen is talking to the server. Going from down to up tells the listeners
 * (scenario reload, draft sync).
 */
export const serverUnreachableAtom = atom(false);

const PROBE_WHILE_DOWN_MS = 3_000;
const HEARTBEAT_WHILE_UP_MS = 15_000;

const backListeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | undefined;
let watching = false;

export function onServerBack(listener: () => void): () => void {
  backListeners.add(listener);
  return () => backListeners.delete(listener);
}

function schedule(): void {
  clearTimeout(timer);
  if (!watching) return;
  const delay = appStore.get(serverUnreachableAtom) ? PROBE_WHILE_DOWN_MS : HEARTBEAT_WHILE_UP_MS;
  timer = setTimeout(() => {
    getHealth().catch(() => undefined).finally(schedule);
  }, delay);
}

export function reportReachability(reachable: boolean): void {
  const wasDown = appStore.get(serverUnreachableAtom);
  if (wasDown === !reachable) return;
  appStore.set(serverUnreachableAtom, !reachable);
  schedule();
  if (reachable) for (const listener of [...backListeners]) listener();
}

installClientHooks({ onReachability: reportReachability });

function probeNow(): void {
  void getHealth().catch(() => undefined);
}

/** Runs while someone is signed in. */
export function startConnectivityWatch(): () => void {
  watching = true;
  window.addEventListener('online', probeNow);
  schedule();
  return () => {
    watching = false;
    clearTimeout(timer);
    window.removeEventListener('online', probeNow);
  };
}

/** The banner's condition: the server is down, or it gave no scenarios (part 1 §4 fallback). */
export const backendUnavailableAtom = atom((get) => get(serverUnreachableAtom) || get(scenarioFallbackAtom));
