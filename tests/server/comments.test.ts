import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, loginAs, sqlRows, startServer, TEST_ADMIN, type RunningServer } from './harness.ts';
import { openEventStream, type EventStreamClient } from './eventStream.ts';
import { COMMENT_MAX, COMMENT_THREADS_PAGE_MAX, COMMENT_WRITES_PER_MINUTE, THREAD_COMMENTS_MAX } from '../../contract/comments.ts';
import { publishedDefinition, DEFAULT_MODEL_SOURCE } from '../../engine/model/definition.ts';
import { COMMENT_READS_PER_REQUEST } from '../../server/routes/comments.ts';

/**
 * Comments on figures (issue 30) on the real server with the sample monthly actuals (closed
 * through 2026-10): threads on what a user can see, replies with mentions, resolve and reopen,
 * the activity log and the live event; every refusal names its field.
 */

const ANNA = { username: 'comment-anna', password: 'comment-anna-password' };
const BEN = { username: 'comment-ben', password: 'comment-ben-password' };
const CARL = { username: 'comment-carl', password: 'comment-carl-password' };
const DORA = { username: 'comment-dora', password: 'comment-dora-password' };
const DEFINITION = publishedDefinition(DEFAULT_MODEL_SOURCE);
const DRIVER = DEFINITION.drivers[0]!.id;
const STATEMENT_LINE = DEFINITION.lines.find((line) => line.statement !== undefined)!.id;
const OFF_STATEMENT_LINE = DEFINITION.lines.find((line) => line.statement === undefined)!.id;

let server: RunningServer;
let admin: string;
let anna: string;
let ben: string;
let carl: string;
let dora: string;
const ids = { anna: 0, ben: 0, carl: 0, dora: 0 };
const streams: EventStreamClient[] = [];

beforeAll(async () => {
  server = await startServer(undefined, { sampleData: true });
  admin = await loginAs(server, TEST_ADMIN.username, TEST_ADMIN.password);
  for (const [account, key] of [[ANNA, 'anna'], [BEN, 'ben'], [CARL, 'carl'], [DORA, 'dora']] as const) {
    const created = await call(server, 'POST', '/api/admin/users', { token: admin, body: { ...account, force_password_change: false } });
    expect(created.status).toBe(201);
    ids[key] = created.body.id;
  }
  anna = await loginAs(server, ANNA.username, ANNA.password);
  ben = await loginAs(server, BEN.username, BEN.password);
  carl = await loginAs(server, CARL.username, CARL.password);
  dora = await loginAs(server, DORA.username, DORA.password);
  // Anna's Simulation (Editable) comes into being when she first reads it.
  expect((await call(server, 'GET', `/api/scenarios/sim-${ids.anna}`, { token: anna })).status).toBe(200);
  // A plan of record for 2026: Baseline version 1, named.
  expect((await call(server, 'PUT', '/api/scenarios/baseline/versions/1', { token: admin, body: { name: 'Budget 2026' } })).status).toBe(200);
  expect((await call(server, 'POST', '/api/plans', { token: admin, body: { year: 2026, scenario_id: 'baseline', version: 1 } })).status).toBe(201);
});

// The tests below write more comments in a minute than one user may: each test starts with every
// user's allowance of comment writes whole (the rate limit has tests of its own at the end).
beforeEach(async () => {
  await sqlRows(server, "DELETE FROM login_failures WHERE key LIKE 'comment-write:%'");
});

afterAll(async () => {
  await Promise.all(streams.map((stream) => stream.close()));
  await server?.stop();
});

const post = (token: string, url: string, body?: unknown) => call(server, 'POST', url, { token, body });
const comment = (token: string, target: unknown, body = 'Why is this so high?', mentions?: string[]) =>
  post(token, '/api/comments', { target, body, ...(mentions ? { mentions } : {}) });
const listed = async (token: string, query = '') => {
  const response = await call(server, 'GET', `/api/comments${query}`, { token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.threads as { id: number; target: Record<string, unknown>; status: string; comments: { author: string; body: string; mentions: string[] }[] }[];
};

async function activity(resource: string) {
  const page = await call(server, 'GET', `/api/admin/activity?q=${encodeURIComponent(resource)}&page_size=200`, { token: admin });
  expect(page.status).toBe(200);
  return (page.body.items as { resource: string; action: string; details: string; user: string }[]).filter((item) => item.resource === resource).reverse();
}

describe('threads, replies, resolve and reopen', () => {
  it('starts a thread on a driver of a scenario version, answers, resolves and reopens it; every role may, each step logged', async () => {
    const created = await comment(ben, { kind: 'driver', scenario_id: 'baseline', scenario_version: 1, driver_id: DRIVER }, '  Is this rate realistic?  ', [ANNA.username.toUpperCase()]);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      target: { kind: 'driver', scenario_id: 'baseline', scenario_version: 1, driver_id: DRIVER },
      status: 'open', created_by: BEN.username, resolved_by: null, resolved_at: null,
      comments: [{ author: BEN.username, body: 'Is this rate realistic?', mentions: [ANNA.username] }],
    });
    const id = created.body.id as number;

    const replied = await post(anna, `/api/comments/${id}/replies`, { body: 'Yes: see the 2025 actuals.' });
    expect(replied.status).toBe(201);
    expect(replied.body.comments.map((c: { author: string }) => c.author)).toEqual([BEN.username, ANNA.username]);
    expect(replied.body.comments[1].mentions).toEqual([]);

    const resolved = await post(anna, `/api/comments/${id}/resolve`);
    expect(resolved.status).toBe(200);
    expect(resolved.body).toMatchObject({ status: 'resolved', resolved_by: ANNA.username });
    expect(typeof resolved.body.resolved_at).toBe('string');
    const again = await post(ben, `/api/comments/${id}/resolve`);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(resolved.body);

    const reopened = await post(admin, `/api/comments/${id}/reopen`);
    expect(reopened.status).toBe(200);
    expect(reopened.body).toMatchObject({ status: 'open', resolved_by: null, resolved_at: null });
    expect(reopened.body.comments).toHaveLength(2);

    const log = await activity(`comment:${id}`);
    expect(log.map((entry) => [entry.user, entry.action])).toEqual([
      [BEN.username, 'create'], [ANNA.username, 'create'], [ANNA.username, 'update'], [TEST_ADMIN.username, 'update'],
    ]);
    expect(log[0]?.details).toBe(`commented on driver ${DRIVER} of scenario baseline version 1; mentions ${ANNA.username}`);
    expect(log[2]?.details).toContain('resolved');
    expect(log[3]?.details).toContain('reopened');
  });

  it('starts threads on a statement cell, a version, a plan of record and a closed month, and lists them by filter', async () => {
    const targets = [
      { kind: 'cell', scenario_id: 'baseline', scenario_version: 1, line_id: STATEMENT_LINE, period: '2024' },
      { kind: 'cell', scenario_id: 'baseline', scenario_version: 1, line_id: STATEMENT_LINE, period: '2030-Q4' },
      { kind: 'version', scenario_id: 'baseline', scenario_version: 1 },
      { kind: 'plan', year: 2026 },
      { kind: 'closed_month', month: '2026-10' },
    ];
    const made: number[] = [];
    for (const target of targets) {
      const created = await comment(anna, target);
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body.target).toEqual(target);
      made.push(created.body.id);
    }
    expect((await listed(ben)).map((t) => t.id)).toEqual(expect.arrayContaining(made));
    const plans = await listed(ben, '?kind=plan');
    expect(plans.every((t) => t.target.kind === 'plan')).toBe(true);
    expect(plans.map((t) => t.id)).toContain(made[3]);
    const onBaseline = await listed(ben, '?scenario_id=baseline');
    expect(onBaseline.every((t) => t.target.scenario_id === 'baseline')).toBe(true);
    expect(onBaseline.map((t) => t.id)).toEqual(expect.arrayContaining(made.slice(0, 3)));

    expect((await post(ben, `/api/comments/${made[4]}/resolve`)).status).toBe(200);
    expect((await listed(ben, '?status=resolved')).map((t) => t.id)).toContain(made[4]);
    expect((await listed(ben, '?status=open')).map((t) => t.id)).not.toContain(made[4]);
  });

  it('keeps a thread on the scenario version it was made on after a later save', async () => {
    const id = `sim-${ids.anna}`;
    const scenario = await call(server, 'GET', `/api/scenarios/${id}`, { token: anna });
    const version = scenario.body.version as number;
    const created = await comment(anna, { kind: 'version', scenario_id: id, scenario_version: version });
    expect(created.status).toBe(201);
    const saved = await call(server, 'PUT', `/api/scenarios/${id}`, { token: anna, body: { version, description: 'after the comment' } });
    expect(saved.status).toBe(200);
    expect(saved.body.version).toBe(version + 1);
    const thread = (await listed(anna, `?scenario_id=${id}`)).find((t) => t.id === created.body.id);
    expect(thread?.target).toEqual({ kind: 'version', scenario_id: id, scenario_version: version });
  });
});

describe('who sees what', () => {
  it('answers 401 without a token', async () => {
    expect((await call(server, 'GET', '/api/comments')).status).toBe(401);
    expect((await call(server, 'POST', '/api/comments', { body: { target: { kind: 'plan', year: 2026 }, body: 'x' } })).status).toBe(401);
    expect((await call(server, 'POST', '/api/comments/1/replies', { body: { body: 'x' } })).status).toBe(401);
    expect((await call(server, 'POST', '/api/comments/1/resolve')).status).toBe(401);
    expect((await call(server, 'POST', '/api/comments/1/reopen')).status).toBe(401);
  });

  it('leaves threads on another user\'s Simulation (Editable) out, and answers 404 for them', async () => {
    const id = `sim-${ids.anna}`;
    const version = (await call(server, 'GET', `/api/scenarios/${id}`, { token: anna })).body.version as number;
    const created = await comment(anna, { kind: 'driver', scenario_id: id, scenario_version: version, driver_id: DRIVER }, 'Only for me');
    expect(created.status).toBe(201);
    const thread = created.body.id as number;
    expect((await listed(anna)).map((t) => t.id)).toContain(thread);
    expect((await listed(ben)).map((t) => t.id)).not.toContain(thread);
    expect(await listed(ben, `?scenario_id=${id}`)).toEqual([]);
    expect((await listed(admin)).map((t) => t.id)).not.toContain(thread);

    for (const path of ['replies', 'resolve', 'reopen']) {
      const refused = await post(ben, `/api/comments/${thread}/${path}`, path === 'replies' ? { body: 'peek' } : undefined);
      expect(refused.status, path).toBe(404);
      expect(refused.body.error.code).toBe('not_found');
    }
    const onHers = await comment(ben, { kind: 'version', scenario_id: id, scenario_version: version });
    expect(onHers.status).toBe(404);
    expect(onHers.body.error.field).toBe('target.scenario_id');
  });

  it('answers 404 for an unknown thread', async () => {
    expect((await post(anna, '/api/comments/999999/replies', { body: 'hello' })).status).toBe(404);
    expect((await post(anna, '/api/comments/999999/resolve')).status).toBe(404);
    expect((await post(anna, '/api/comments/999999/reopen')).status).toBe(404);
    const german = await call(server, 'POST', '/api/comments/999999/resolve', { token: anna, headers: { 'accept-language': 'de' } });
    expect(german.body.error).toMatchObject({ code: 'not_found', message: 'Kommentar-Thread nicht gefunden' });
  });
});

describe('a figure the caller cannot see is 404', () => {
  const cases: [string, unknown, string][] = [
    ['an unknown scenario', { kind: 'version', scenario_id: 'no-such-scenario', scenario_version: 1 }, 'target.scenario_id'],
    ['a version the scenario does not have', { kind: 'version', scenario_id: 'baseline', scenario_version: 999 }, 'target.scenario_version'],
    ['a driver the model does not have', { kind: 'driver', scenario_id: 'baseline', scenario_version: 1, driver_id: 'no_such_driver' }, 'target.driver_id'],
    ['a line on no statement', { kind: 'cell', scenario_id: 'baseline', scenario_version: 1, line_id: OFF_STATEMENT_LINE, period: '2026' }, 'target.line_id'],
    ['an unknown line', { kind: 'cell', scenario_id: 'baseline', scenario_version: 1, line_id: 'no_such_line', period: '2026' }, 'target.line_id'],
    ['a period after 2030', { kind: 'cell', scenario_id: 'baseline', scenario_version: 1, line_id: STATEMENT_LINE, period: '2031-Q1' }, 'target.period'],
    ['a period before 2024', { kind: 'cell', scenario_id: 'baseline', scenario_version: 1, line_id: STATEMENT_LINE, period: '2023-12' }, 'target.period'],
    ['a year without a plan of record', { kind: 'plan', year: 2027 }, 'target.year'],
    ['a month not closed yet', { kind: 'closed_month', month: '2026-11' }, 'target.month'],
  ];
  for (const [what, target, field] of cases) {
    it(what, async () => {
      const refused = await comment(anna, target);
      expect(refused.status, JSON.stringify(refused.body)).toBe(404);
      expect(refused.body.error).toMatchObject({ code: 'not_found', field });
    });
  }
});

describe('bad input is 400 naming the field', () => {
  const plan = { kind: 'plan', year: 2026 };
  const bodies: [string, string][] = [
    ['an empty comment', ''],
    ['a comment of blanks only', '   \n  '],
    ['a comment too long', 'x'.repeat(COMMENT_MAX + 1)],
    ['a control character', 'ring \u0007 the bell'],
    ['a direction override', 'totals \u202Ereversed'],
  ];
  for (const [what, body] of bodies) {
    it(what, async () => {
      const refused = await comment(anna, plan, body);
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatchObject({ code: 'invalid_input', field: 'body' });
      const thread = (await comment(anna, plan)).body.id as number;
      const reply = await post(anna, `/api/comments/${thread}/replies`, { body });
      expect(reply.status).toBe(400);
      expect(reply.body.error.field).toBe('body');
    });
  }

  it('keeps a comment of the longest length, line breaks included', async () => {
    const text = `first line\n${'y'.repeat(COMMENT_MAX - 11)}`;
    const created = await comment(anna, plan, text);
    expect(created.status).toBe(201);
    expect(created.body.comments[0].body).toBe(text);
  });

  it('refuses a mention of an unknown user with mentions.N, and stores nothing', async () => {
    const before = (await listed(anna)).length;
    const refused = await comment(anna, plan, 'see this', ['nobody-here']);
    expect(refused.status).toBe(400);
    expect(refused.body.error.field).toBe('mentions.0');
    const second = await comment(anna, plan, 'see this', [BEN.username, 'nobody-here']);
    expect(second.body.error.field).toBe('mentions.1');
    expect(await listed(anna)).toHaveLength(before);
    const thread = (await comment(anna, plan)).body.id as number;
    const reply = await post(anna, `/api/comments/${thread}/replies`, { body: 'and you?', mentions: ['nobody-here'] });
    expect(reply.status).toBe(400);
    expect(reply.body.error.field).toBe('mentions.0');
  });

  it('refuses an unknown target kind, a stray field and a bad period by field', async () => {
    expect((await comment(anna, { kind: 'kpi', id: 'x' })).body.error.field).toMatch(/^target/);
    expect((await comment(anna, { ...plan, extra: 1 })).status).toBe(400);
    const period = await comment(anna, { kind: 'cell', scenario_id: 'baseline', scenario_version: 1, line_id: STATEMENT_LINE, period: '2026-13' });
    expect(period.status).toBe(400);
    expect(period.body.error.field).toBe('target.period');
  });

  it('answers 409 thread_full beyond the most comments of one thread', async () => {
    const thread = (await comment(anna, plan, 'a long discussion')).body.id as number;
    const at = new Date().toISOString();
    for (let n = 1; n < THREAD_COMMENTS_MAX; n += 1) {
      await sqlRows(server, 'INSERT INTO comments (thread_id, author_id, author, body, mentions, created_at) VALUES (?, ?, ?, ?, ?, ?)', thread, ids.anna, ANNA.username, `reply ${n}`, '[]', at);
    }
    const full = await post(ben, `/api/comments/${thread}/replies`, { body: 'one more' });
    expect(full.status).toBe(409);
    expect(full.body.error.code).toBe('thread_full');
    expect((await listed(ben)).find((t) => t.id === thread)?.comments).toHaveLength(THREAD_COMMENTS_MAX);
  });
});

describe('live updates', () => {
  it('tells every browser of a thread on a shared figure, and only the owner of one on a Simulation (Editable)', async () => {
    const annaStream = await openEventStream(server.baseUrl, anna);
    const benStream = await openEventStream(server.baseUrl, ben);
    streams.push(annaStream, benStream);

    const sim = `sim-${ids.anna}`;
    const version = (await call(server, 'GET', `/api/scenarios/${sim}`, { token: anna })).body.version as number;
    const own = await comment(anna, { kind: 'version', scenario_id: sim, scenario_version: version }, 'mine');
    expect(await annaStream.next()).toEqual({ type: 'comments', thread_id: own.body.id, scenario_id: sim });

    const shared = await comment(anna, { kind: 'version', scenario_id: 'baseline', scenario_version: 1 }, 'ours');
    // Ben heard nothing of Anna's own thread: the shared one is his next event.
    expect(await benStream.next()).toEqual({ type: 'comments', thread_id: shared.body.id, scenario_id: 'baseline' });
    expect(await annaStream.next()).toEqual({ type: 'comments', thread_id: shared.body.id, scenario_id: 'baseline' });

    const plan = await comment(ben, { kind: 'plan', year: 2026 }, 'plan talk');
    expect(await annaStream.next()).toEqual({ type: 'comments', thread_id: plan.body.id });
    expect(await benStream.next()).toEqual({ type: 'comments', thread_id: plan.body.id });

    for (const step of [() => post(anna, `/api/comments/${plan.body.id}/replies`, { body: 'agreed' }), () => post(anna, `/api/comments/${plan.body.id}/resolve`), () => post(anna, `/api/comments/${plan.body.id}/reopen`)]) {
      expect((await step()).status).toBeLessThan(300);
      expect(await benStream.next()).toEqual({ type: 'comments', thread_id: plan.body.id });
    }
  });
});

describe('a rate limit on comment writes', () => {
  const plan = { kind: 'plan', year: 2026 };

  it(`admits ${COMMENT_WRITES_PER_MINUTE} writes a minute per user (threads, replies, resolves, reopens together), then answers 429 rate_limited with Retry-After before any other check`, async () => {
    const thread = (await comment(carl, plan, 'counting')).body.id as number;
    const writes = [
      () => post(carl, `/api/comments/${thread}/replies`, { body: 'and one more' }),
      () => post(carl, `/api/comments/${thread}/resolve`),
      () => post(carl, `/api/comments/${thread}/reopen`),
      () => comment(carl, plan, 'another thread'),
    ];
    for (let n = 1; n < COMMENT_WRITES_PER_MINUTE; n += 1) {
      const answer = await writes[n % writes.length]!();
      expect(answer.status, `write ${n + 1}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
    }
    const stored = (await listed(carl, '?kind=plan')).length;

    const refused = await comment(carl, plan, 'one too many');
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatchObject({ code: 'rate_limited', message: expect.stringContaining(`at most ${COMMENT_WRITES_PER_MINUTE} a minute`) });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Checked first: a refused body, an unknown thread and a resolve are all 429, not 400 or 404.
    expect((await comment(carl, plan, '')).status).toBe(429);
    expect((await post(carl, '/api/comments/999999/replies', { body: 'hello' })).status).toBe(429);
    expect((await post(carl, `/api/comments/${thread}/resolve`)).status).toBe(429);
    expect((await post(carl, `/api/comments/${thread}/reopen`)).status).toBe(429);
    const german = await call(server, 'POST', '/api/comments', { token: carl, body: { target: plan, body: 'noch einer' }, headers: { 'accept-language': 'de' } });
    expect(german.status).toBe(429);
    expect(german.body.error.message).toContain(`höchstens ${COMMENT_WRITES_PER_MINUTE} pro Minute`);
    // Nothing was stored, reading is not limited, and another user still writes.
    expect(await listed(carl, '?kind=plan')).toHaveLength(stored);
    expect((await comment(ben, plan, 'my own allowance')).status).toBe(201);
  });

  it('counts writes sent at once: of more than the limit in parallel, exactly the limit pass', async () => {
    const answers = await Promise.all(Array.from({ length: COMMENT_WRITES_PER_MINUTE + 5 }, (_, n) => comment(dora, plan, `burst ${n}`)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(COMMENT_WRITES_PER_MINUTE);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
  });
});

describe('a bound on the threads listed', () => {
  it('answers the most recent first, at most `limit`, says when more match, and `before` pages on to the end', async () => {
    const made: number[] = [];
    for (let n = 0; n < 5; n += 1) made.push((await comment(ben, { kind: 'closed_month', month: '2026-09' }, `page ${n}`)).body.id);
    const all = (await listed(ben, '?kind=closed_month')).map((thread) => thread.id);
    expect(all).toEqual([...all].sort((a, b) => b - a));
    expect(all.slice(0, 5)).toEqual([...made].reverse());

    const pages: number[][] = [];
    let before = '';
    for (;;) {
      const answer = await call(server, 'GET', `/api/comments?kind=closed_month&limit=2${before}`, { token: ben });
      expect(answer.status).toBe(200);
      const page = (answer.body.threads as { id: number }[]).map((thread) => thread.id);
      pages.push(page);
      if (!answer.body.truncated) break;
      expect(page).toHaveLength(2);
      before = `&before=${page[page.length - 1]}`;
    }
    expect(pages.flat()).toEqual(all);
    const whole = await call(server, 'GET', '/api/comments?kind=closed_month', { token: ben });
    expect(whole.body.truncated).toBe(false);
  });

  it('fills a page with threads the caller may see, skipping those on another user\'s Simulation (Editable)', async () => {
    const sim = `sim-${ids.anna}`;
    const version = (await call(server, 'GET', `/api/scenarios/${sim}`, { token: anna })).body.version as number;
    const shared = (await comment(anna, { kind: 'version', scenario_id: 'baseline', scenario_version: 1 }, 'shared')).body.id as number;
    for (let n = 0; n < 3; n += 1) expect((await comment(anna, { kind: 'version', scenario_id: sim, scenario_version: version }, `mine ${n}`)).status).toBe(201);
    const answer = await call(server, 'GET', '/api/comments?kind=version&limit=1', { token: ben });
    expect(answer.body.threads.map((thread: { id: number }) => thread.id)).toEqual([shared]);
    expect(answer.body.truncated).toBe(true);
    expect(answer.body.next_before).toBe(shared);
  });

  it(`reads at most ${COMMENT_READS_PER_REQUEST} pages however many threads are hidden, and says where to go on`, async () => {
    const sim = `sim-${ids.anna}`;
    const version = (await call(server, 'GET', `/api/scenarios/${sim}`, { token: anna })).body.version as number;
    const shared = (await comment(anna, { kind: 'version', scenario_id: 'baseline', scenario_version: 1 }, 'under the hidden ones')).body.id as number;
    // More hidden threads than the reads of one request cover at limit=1 (two rows a read).
    const hidden = 2 * COMMENT_READS_PER_REQUEST + 3;
    const at = new Date().toISOString();
    const target = JSON.stringify({ kind: 'version', scenario_id: sim, scenario_version: version });
    await sqlRows(server, `INSERT INTO comment_threads (kind, scenario_id, scenario_version, target, created_by_id, created_by, created_at) VALUES ${Array.from({ length: hidden }, () => "('version', ?, ?, ?, ?, ?, ?)").join(', ')}`,
      ...Array.from({ length: hidden }, () => [sim, version, target, ids.anna, ANNA.username, at]).flat());

    const first = await call(server, 'GET', '/api/comments?kind=version&limit=1', { token: ben });
    expect(first.status).toBe(200);
    expect(first.body.threads).toEqual([]);
    expect(first.body.truncated).toBe(true);
    const rest = await call(server, 'GET', `/api/comments?kind=version&limit=1&before=${first.body.next_before}`, { token: ben });
    expect(rest.body.threads.map((thread: { id: number }) => thread.id)).toEqual([shared]);
  });

  it(`answers at most ${COMMENT_THREADS_PAGE_MAX} threads unless asked for fewer, and refuses a limit beyond it`, async () => {
    const at = new Date().toISOString();
    const count = COMMENT_THREADS_PAGE_MAX + 5;
    const rows = Array.from({ length: count }, () => "('plan', NULL, NULL, ?, ?, ?, ?)").join(', ');
    const values = Array.from({ length: count }, () => [JSON.stringify({ kind: 'plan', year: 2026 }), ids.ben, BEN.username, at]).flat();
    await sqlRows(server, `INSERT INTO comment_threads (kind, scenario_id, scenario_version, target, created_by_id, created_by, created_at) VALUES ${rows}`, ...values);
    const newest = (await sqlRows(server, "SELECT MAX(id) AS id FROM comment_threads WHERE kind = 'plan'"))[0]?.id;

    const answer = await call(server, 'GET', '/api/comments?kind=plan', { token: ben });
    expect(answer.status).toBe(200);
    expect(answer.body.threads).toHaveLength(COMMENT_THREADS_PAGE_MAX);
    expect(answer.body.truncated).toBe(true);
    expect(answer.body.threads[0].id).toBe(Number(newest));
    expect((await call(server, 'GET', `/api/comments?kind=plan&limit=${COMMENT_THREADS_PAGE_MAX}`, { token: ben })).body.threads).toHaveLength(COMMENT_THREADS_PAGE_MAX);
    for (const limit of [0, COMMENT_THREADS_PAGE_MAX + 1, 'many']) {
      const refused = await call(server, 'GET', `/api/comments?limit=${limit}`, { token: ben });
      expect(refused.status, String(limit)).toBe(400);
      expect(refused.body.error.field).toBe('limit');
    }
    expect((await call(server, 'GET', '/api/comments?before=0', { token: ben })).body.error.field).toBe('before');
  });
});
