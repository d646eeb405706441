import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeServer, installLocalStorage, type SeenRequest } from './browser-stand-ins.ts';
import type { CommentThread } from '../../../contract/comments.ts';

installLocalStorage();
Object.defineProperty(globalThis, 'window', { value: new EventTarget(), configurable: true, writable: true });
Object.defineProperty(globalThis, 'navigator', { value: { onLine: true }, configurable: true, writable: true });
const { appStore } = await import('../../../src/state/store.ts');
const { activeScenarioIdAtom } = await import('../../../src/state/scenarios.ts');
const { commentThreadsAtom, keepCommentThread } = await import('../../../src/state/comments.ts');
const { applyLiveEvent } = await import('../../../src/state/liveUpdates.ts');

const planThread: CommentThread = {
  id: 5, target: { kind: 'plan', year: 2027 }, status: 'open', created_by: 'anna', created_at: '2026-11-20T09:30:00.000Z', resolved_by: null, resolved_at: null,
  comments: [{ id: 7, author: 'anna', body: 'Plan looks light on Q4.', mentions: [], created_at: '2026-11-20T09:30:00.000Z' }],
};

afterEach(() => {
  appStore.set(commentThreadsAtom, []);
  appStore.set(activeScenarioIdAtom, null);
});

describe('comment threads follow the live event "comments"', () => {
  it("reloads the threads when a thread of the active scenario, a plan or a closed month changed, and not for another scenario's", async () => {
    appStore.set(activeScenarioIdAtom, 'growth');
    const seen: SeenRequest[] = installFakeServer(() => ({ status: 200, body: { threads: [planThread] } }));
    applyLiveEvent({ type: 'comments', thread_id: 1, scenario_id: 'other' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toHaveLength(0);
    applyLiveEvent({ type: 'comments', thread_id: 5 });
    // The active scenario's threads, then those on plans and on closed months.
    await vi.waitFor(() => expect(seen.map((request) => request.path)).toEqual(['/comments', '/comments', '/comments']));
    await vi.waitFor(() => expect(appStore.get(commentThreadsAtom).length).toBe(3));
  });

  it("puts the server's answer to a change in place of the thread it held", () => {
    appStore.set(commentThreadsAtom, [planThread]);
    keepCommentThread({ ...planThread, status: 'resolved', resolved_by: 'bob', resolved_at: '2026-11-21T08:00:00.000Z' });
    expect(appStore.get(commentThreadsAtom).map((thread) => [thread.id, thread.status])).toEqual([[5, 'resolved']]);
    keepCommentThread({ ...planThread, id: 6 });
    expect(appStore.get(commentThreadsAtom).map((thread) => thread.id)).toEqual([5, 6]);
  });
});
