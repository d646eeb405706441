import { afterEach, describe, expect, it } from 'vitest';
import { installLocalStorage } from './browser-stand-ins.ts';
import type { CommentThread } from '../../../contract/comments.ts';

installLocalStorage();
const { listCommentThreads, reopenCommentThread, replyToCommentThread, resolveCommentThread, startCommentThread } = await import('../../../src/api/comments.ts');
const { ApiRequestError } = await import('../../../src/api/errors.ts');

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

interface Seen { method: string; url: URL; body: unknown }

/** A fetch that records each request and answers `status` with `body`. */
function answering(status: number, body: unknown): Seen[] {
  const seen: Seen[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    seen.push({ method: init?.method ?? 'GET', url: new URL(String(input), 'http://app.test'), body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
  return seen;
}

const thread: CommentThread = {
  id: 4,
  target: { kind: 'cell', scenario_id: 'growth', scenario_version: 3, line_id: 'recurring_revenue', period: '2027-Q2' },
  status: 'open',
  created_by: 'anna',
  created_at: '2026-11-20T09:30:00.000Z',
  resolved_by: null,
  resolved_at: null,
  comments: [{ id: 9, author: 'anna', body: 'Why does this jump? @bob', mentions: ['bob'], created_at: '2026-11-20T09:30:00.000Z' }],
};

describe('the comments client', () => {
  it('asks for the threads with the filters as query parameters and reads them with the contract', async () => {
    const seen = answering(200, { threads: [thread] });
    expect(await listCommentThreads({ scenarioId: 'growth', status: 'open' })).toEqual({ threads: [thread], truncated: false });
    expect(seen[0]?.method).toBe('GET');
    expect(seen[0]?.url.pathname).toBe('/api/comments');
    expect(Object.fromEntries(seen[0]?.url.searchParams ?? [])).toEqual({ scenario_id: 'growth', status: 'open' });
  });

  it('refuses an answer that is not a list of threads', async () => {
    answering(200, { threads: [{ ...thread, status: 'maybe' }] });
    await expect(listCommentThreads()).rejects.toMatchObject({ kind: 'invalid_response' });
  });

  it('starts a thread and replies with the body and mentions, reading the thread answered', async () => {
    let seen = answering(201, thread);
    expect(await startCommentThread({ target: thread.target, body: 'Why? @bob', mentions: ['bob'] })).toEqual(thread);
    expect(seen[0]).toMatchObject({ method: 'POST', body: { target: thread.target, body: 'Why? @bob', mentions: ['bob'] } });
    expect(seen[0]?.url.pathname).toBe('/api/comments');
    seen = answering(201, thread);
    await replyToCommentThread(4, { body: 'Seasonality.', mentions: [] });
    expect(seen[0]?.url.pathname).toBe('/api/comments/4/replies');
  });

  it('resolves and reopens a thread by its id', async () => {
    let seen = answering(200, { ...thread, status: 'resolved', resolved_by: 'bob', resolved_at: '2026-11-21T10:00:00.000Z' });
    expect((await resolveCommentThread(4)).status).toBe('resolved');
    expect(seen[0]).toMatchObject({ method: 'POST', body: undefined });
    expect(seen[0]?.url.pathname).toBe('/api/comments/4/resolve');
    seen = answering(200, thread);
    expect((await reopenCommentThread(4)).status).toBe('open');
    expect(seen[0]?.url.pathname).toBe('/api/comments/4/reopen');
  });

  it("passes the server's refusal on with its message and field", async () => {
    answering(400, { error: { code: 'validation_error', message: 'No user named zed', field: 'mentions.0' } });
    const refusal = await replyToCommentThread(4, { body: 'hi @zed', mentions: ['zed'] }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiRequestError);
    expect(refusal).toMatchObject({ status: 400, message: 'No user named zed', field: 'mentions.0' });
  });
});
