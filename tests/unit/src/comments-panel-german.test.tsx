import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { Provider } from 'jotai';
import { installLocalStorage } from './browser-stand-ins.ts';
import type { CommentTarget, CommentThread } from '../../../contract/comments.ts';

installLocalStorage();
const { i18n } = await import('../../../src/i18n/index.ts');
const { appStore } = await import('../../../src/state/store.ts');
const { commentsLoadFailedAtom, commentThreadsAtom, openCellThreadsAtom, openDriverThreadsAtom } = await import('../../../src/state/comments.ts');
const { activeScenarioIdAtom } = await import('../../../src/state/scenarios.ts');
const { CommentThreadPanel, commentDate } = await import('../../../src/ui/comments/CommentThreadPanel.tsx');
const { CommentsButton } = await import('../../../src/ui/comments/CommentsButton.tsx');
const { explainedTarget } = await import('../../../src/ui/comments/ExplainComments.tsx');

const cell: CommentTarget = { kind: 'cell', scenario_id: 'growth', scenario_version: 3, line_id: 'recurring_revenue', period: '2027-Q2' };

const openThread: CommentThread = {
  id: 1, target: cell, status: 'open', created_by: 'anna', created_at: '2026-11-20T09:30:00.000Z', resolved_by: null, resolved_at: null,
  comments: [
    { id: 1, author: 'anna', body: 'Why does recurring revenue jump here? @bob', mentions: ['bob'], created_at: '2026-11-20T09:30:00.000Z' },
    { id: 2, author: 'bob', body: 'Two hospital groups sign in April.', mentions: [], created_at: '2026-11-20T11:05:00.000Z' },
  ],
};
const resolvedThread: CommentThread = {
  ...openThread, id: 2, target: { ...cell, scenario_version: 2 }, status: 'resolved', resolved_by: 'bob', resolved_at: '2026-11-21T08:00:00.000Z',
  comments: [{ id: 3, author: 'carla', body: 'Checked against the pipeline.', mentions: [], created_at: '2026-11-18T16:00:00.000Z' }],
};
const otherCell: CommentThread = { ...openThread, id: 3, target: { ...cell, period: '2027-Q3' }, comments: [{ ...openThread.comments[0]!, id: 4, body: 'Another quarter' }] };

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/\s+/g, ' ').trim();
const render = (node: React.ReactNode) => renderToStaticMarkup(<Provider store={appStore}>{node}</Provider>);

beforeEach(() => {
  appStore.set(activeScenarioIdAtom, 'growth');
  appStore.set(commentThreadsAtom, [openThread, resolvedThread, otherCell]);
});

afterEach(async () => {
  await i18n.changeLanguage('en');
  appStore.set(commentThreadsAtom, []);
  appStore.set(activeScenarioIdAtom, null);
});

describe('the comment thread panel in English', () => {
  it("shows the figure's threads with author, date in English and text, and nothing of another figure", () => {
    const html = text(render(<CommentThreadPanel target={cell} />));
    expect(html).toContain('anna');
    expect(html).toContain(commentDate(openThread.comments[0]!.created_at, 'en'));
    expect(html).toContain('20 Nov 2026');
    expect(html).toContain('Why does recurring revenue jump here? @bob');
    expect(html).toContain('Two hospital groups sign in April.');
    expect(html).toContain('Resolve');
    expect(html).toContain('Reopen');
    expect(html).toContain('Resolved by bob on');
    expect(html).toContain('On version 2');
    expect(html).toContain('Reply');
    expect(html).not.toContain('Another quarter');
  });

  it('labels its boxes and offers the mention list as a combobox', () => {
    const html = render(<CommentThreadPanel target={cell} />);
    expect(html).toContain('role="combobox"');
    expect(html).toContain('aria-autocomplete="list"');
    expect(html).toContain('aria-label="People to mention"');
    expect(html).toMatch(/<label for="[^"]+">Comment<\/label>/);
  });

  it('says when there is nothing yet, and that the baseline takes no comments', () => {
    appStore.set(commentThreadsAtom, []);
    expect(text(render(<CommentThreadPanel target={cell} />))).toContain('No comments yet.');
    expect(text(render(<CommentThreadPanel target={null} matchOn={cell} />))).toContain('the baseline takes none');
  });

  it('says the comments could not be loaded instead of claiming there are none', () => {
    appStore.set(commentThreadsAtom, []);
    appStore.set(commentsLoadFailedAtom, true);
    const html = text(render(<CommentThreadPanel target={cell} />));
    appStore.set(commentsLoadFailedAtom, false);
    expect(html).toContain('Comments could not be loaded.');
    expect(html).not.toContain('No comments yet.');
  });

  it('counts the threads on its target in the Comments (n) button', () => {
    expect(text(render(<CommentsButton target={cell} name="the cell" />))).toContain('Comments (2)');
    expect(text(render(<CommentsButton target={{ kind: 'plan', year: 2027 }} name="the plan of 2027" />))).toContain('Comments (0)');
  });
});

describe('the comment thread panel in German', () => {
  it('writes its words and dates in German', async () => {
    await i18n.changeLanguage('de');
    const html = text(render(<CommentThreadPanel target={cell} />));
    expect(html).toContain('Erledigt');
    expect(html).toContain('Wieder öffnen');
    expect(html).toContain('Antworten');
    expect(html).toContain('Kommentar');
    expect(html).toContain('Zu Version 2');
    expect(html).toContain(commentDate(openThread.comments[0]!.created_at, 'de'));
    expect(html).toContain('20.11.2026');
    for (const english of ['Resolve', 'Reopen', 'Reply', 'On version', 'No comments yet']) expect(html).not.toContain(english);
    expect(text(render(<CommentsButton target={cell} name="Zelle" />))).toContain('Kommentare (2)');
  });
});

describe('which figures carry a comment mark', () => {
  it('marks the open threads of the active scenario only', () => {
    expect([...appStore.get(openCellThreadsAtom)]).toEqual(['recurring_revenue@2027-Q2', 'recurring_revenue@2027-Q3']);
    appStore.set(commentThreadsAtom, [...appStore.get(commentThreadsAtom), { ...openThread, id: 9, target: { kind: 'driver', scenario_id: 'other', scenario_version: 1, driver_id: 'saas_fee_per_client' } }]);
    expect(appStore.get(openDriverThreadsAtom).size).toBe(0);
    appStore.set(activeScenarioIdAtom, 'other');
    expect([...appStore.get(openDriverThreadsAtom)]).toEqual(['saas_fee_per_client']);
    expect(appStore.get(openCellThreadsAtom).size).toBe(0);
  });

  it('comments on an explained statement line or driver of a saved scenario, not on the baseline or a KPI', () => {
    const scenario = { scenario_id: 'growth', version: 3 };
    expect(explainedTarget({ sheet: 'Quarters', id: 'recurring_revenue', period: '2027-Q2' }, scenario)).toEqual(cell);
    expect(explainedTarget({ sheet: 'Drivers', id: 'saas_fee_per_client' }, scenario)).toEqual({ kind: 'driver', scenario_id: 'growth', scenario_version: 3, driver_id: 'saas_fee_per_client' });
    expect(explainedTarget({ sheet: 'KPIs', id: 'ebitda_margin', period: '2027' }, scenario)).toBeNull();
    expect(explainedTarget({ sheet: 'Annual', id: 'recurring_revenue', period: '2027' }, null)).toBeNull();
  });
});
