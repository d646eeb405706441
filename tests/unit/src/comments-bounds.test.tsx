import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { Provider } from 'jotai';
import { installLocalStorage } from './browser-stand-ins.ts';
import { COMMENT_THREADS_PAGE_MAX, type CommentThread } from '../../../contract/comments.ts';
import type { Scenario } from '../../../contract/scenarios.ts';

installLocalStorage();
Object.defineProperty(globalThis, 'window', { value: new EventTarget(), configurable: true, writable: true });
Object.defineProperty(globalThis, 'navigator', { value: { onLine: true }, configurable: true, writable: true });
const { i18n } = await import('../../../src/i18n/index.ts');
const { appStore } = await import('../../../src/state/store.ts');
const { activeScenarioIdAtom, scenariosAtom } = await import('../../../src/state/scenarios.ts');
const { commentsTruncatedAtom, commentThreadsAtom, loadCommentThreads, watchVersionThreads } = await import('../../../src/state/comments.ts');
const { applyLiveEvent } = await import('../../../src/state/liveUpdates.ts');
const { CommentThreadPanel } = await import('../../../src/ui/comments/CommentThreadPanel.tsx');
const { commentDriverAtom, DriverCommentButton, DriverCommentsDialog } = await import('../../../src/features/key-drivers/DriverComments.tsx');

/**
 * The comment threads the browser holds within the server's bound (the most recent
 * COMMENT_THREADS_PAGE_MAX of a list), the History dialog of another scenario following live
 * events, and the "Comment" action of a driver on the Key Drivers screen.
 */

const thread = (id: number, target: CommentThread['target']): CommentThread => ({
  id, target, status: 'open', created_by: 'anna', created_at: '2026-11-20T09:30:00.000Z', resolved_by: null, resolved_at: null,
  comments: [{ id, author: 'anna', body: `Thread ${id}`, mentions: [], created_at: '2026-11-20T09:30:00.000Z' }],
});
const onDriver = { kind: 'driver', scenario_id: 'growth', scenario_version: 3, driver_id: 'saas_fee_per_client' } as const;

interface Asked { path: string; query: Record<string, string> }

/** A fetch answering GET /api/comments by its query with `answer`. */
function serving(answer: (query: Record<string, string>) => { threads: CommentThread[]; truncated?: boolean }): Asked[] {
  const asked: Asked[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://app.test');
    const query = Object.fromEntries(url.searchParams);
    asked.push({ path: url.pathname, query });
    return new Response(JSON.stringify(answer(query)), { status: 200, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
  return asked;
}

const realFetch = globalThis.fetch;
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/\s+/g, ' ').trim();
const render = (node: React.ReactNode) => renderToStaticMarkup(<Provider store={appStore}>{node}</Provider>);
const growth = { scenario_id: 'growth', scenario_name: 'Growth', version: 3 } as unknown as Scenario;

afterEach(async () => {
  globalThis.fetch = realFetch;
  await i18n.changeLanguage('en');
  appStore.set(commentThreadsAtom, []);
  appStore.set(commentsTruncatedAtom, false);
  appStore.set(commentDriverAtom, null);
  appStore.set(activeScenarioIdAtom, null);
  appStore.set(scenariosAtom, []);
});

describe('the threads held within the bound', () => {
  it('holds the answers (the most recent first) oldest first, and says when a list was cut', async () => {
    appStore.set(activeScenarioIdAtom, 'growth');
    serving((query) => (query.scenario_id === 'growth'
      ? { threads: [thread(9, onDriver), thread(4, onDriver)], truncated: true }
      : { threads: query.kind === 'plan' ? [thread(7, { kind: 'plan', year: 2026 })] : [], truncated: false }));
    await loadCommentThreads();
    expect(appStore.get(commentThreadsAtom).map((held) => held.id)).toEqual([4, 7, 9]);
    expect(appStore.get(commentsTruncatedAtom)).toBe(true);
  });

  it('reads an answer without `truncated` (an instance from before the bound) as complete', async () => {
    serving(() => ({ threads: [] }));
    appStore.set(commentsTruncatedAtom, true);
    await loadCommentThreads();
    expect(appStore.get(commentsTruncatedAtom)).toBe(false);
  });

  it('tells in the panel, in English and in German, that older threads are left out', async () => {
    appStore.set(commentThreadsAtom, [thread(4, onDriver)]);
    expect(text(render(<CommentThreadPanel target={onDriver} />))).not.toContain('most recent threads');
    appStore.set(commentsTruncatedAtom, true);
    expect(text(render(<CommentThreadPanel target={onDriver} />))).toContain(`Only the ${COMMENT_THREADS_PAGE_MAX} most recent threads are loaded; older ones are not shown.`);
    await i18n.changeLanguage('de');
    const german = text(render(<CommentThreadPanel target={onDriver} />));
    expect(german).toContain(`Nur die ${COMMENT_THREADS_PAGE_MAX} neuesten Diskussionen sind geladen`);
    expect(german).not.toContain('most recent');
  });
});

describe('the History dialog of a scenario that is not the active one', () => {
  it('holds its version threads while open, reloads them on a live event about it, and not after it closed', async () => {
    appStore.set(activeScenarioIdAtom, 'growth');
    const onVersion = thread(12, { kind: 'version', scenario_id: 'other', scenario_version: 2 });
    let answered: CommentThread[] = [];
    const asked = serving((query) => ({ threads: query.scenario_id === 'other' ? answered : [], truncated: false }));
    const stop = watchVersionThreads('other');
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]?.query).toEqual({ scenario_id: 'other', kind: 'version' });

    answered = [onVersion];
    applyLiveEvent({ type: 'comments', thread_id: 12, scenario_id: 'other' });
    await vi.waitFor(() => expect(appStore.get(commentThreadsAtom).map((held) => held.id)).toEqual([12]));
    expect(asked.slice(1).map((request) => request.query)).toContainEqual({ scenario_id: 'other', kind: 'version' });

    stop();
    const before = asked.length;
    applyLiveEvent({ type: 'comments', thread_id: 12, scenario_id: 'other' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked).toHaveLength(before);
  });
});

describe('the Comment action of a driver on the Key Drivers screen', () => {
  it('offers "Comment" named by the driver, counts its threads, and offers nothing on the baseline', () => {
    appStore.set(scenariosAtom, [growth]);
    appStore.set(activeScenarioIdAtom, 'growth');
    const button = render(<DriverCommentButton driverId="saas_fee_per_client" name="SaaS Fee" className="kd-reset" />);
    expect(button).toContain('aria-label="Comment – Comments on SaaS Fee"');
    expect(button).toContain('aria-haspopup="dialog"');
    expect(text(button)).toBe('Comment');
    appStore.set(commentThreadsAtom, [thread(4, onDriver)]);
    expect(text(render(<DriverCommentButton driverId="saas_fee_per_client" name="SaaS Fee" className="kd-reset" />))).toBe('Comments (1)');
    const icon = render(<DriverCommentButton driverId="saas_fee_per_client" name="SaaS Fee" className="kd-grid-comment" iconOnly />);
    expect(text(icon)).toBe('');
    expect(icon).toContain('title="Comments (1) – Comments on SaaS Fee"');
    appStore.set(activeScenarioIdAtom, null);
    expect(render(<DriverCommentButton driverId="saas_fee_per_client" name="SaaS Fee" className="kd-reset" />)).toBe('');
  });

  it("opens the explain panel's thread panel for the driver in a dialog, in German too", async () => {
    appStore.set(scenariosAtom, [growth]);
    appStore.set(activeScenarioIdAtom, 'growth');
    appStore.set(commentThreadsAtom, [thread(4, onDriver), thread(5, { ...onDriver, driver_id: 'medical_clients' })]);
    expect(render(<DriverCommentsDialog />)).toBe('');
    appStore.set(commentDriverAtom, 'saas_fee_per_client');
    const html = text(render(<DriverCommentsDialog />));
    expect(html).toContain('Thread 4');
    expect(html).not.toContain('Thread 5');
    expect(html).toContain('Comments on');
    await i18n.changeLanguage('de');
    const german = render(<DriverCommentButton driverId="saas_fee_per_client" name="SaaS-Gebühr" className="kd-reset" />);
    expect(text(german)).toBe('Kommentare (1)');
    expect(german).toContain('aria-label="Kommentare (1) – Kommentare zu SaaS-Gebühr"');
    expect(text(render(<DriverCommentsDialog />))).toContain('Kommentare zu');
  });
});
