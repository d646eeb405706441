import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, startServer, TEST_ADMIN, type RunningServer } from './harness.ts';
import { eventData } from '../../src/api/eventStream.ts';
import { exportProgressEvent, type ExportProgressEvent } from '../../contract/exports.ts';

/**
 * Exports on the export threads, over real HTTP: one export per user at a time, a bounded queue
 * (both 429 with Retry-After, in the Error shape), the progress stream that reports the wait and
 * ends with the file, a waiting export that leaves the queue with its requester, and a server
 * that keeps answering while exports run. One thread and room for one waiting export make the
 * queue's edges reachable with three users.
 */

let server: RunningServer;
const users: { token: string; id: number }[] = [];

function exportBody(userId: number, type: 'detailed-report' | 'executive-summary' = 'detailed-report') {
  return { scenario_id: 'baseline', user_id: userId, export_type: type, export_format: 'pdf' };
}

/** POST /api/export/jobs read as the Export Center reads it: every progress event, as it arrives. */
async function startExport(token: string, body: object) {
  const controller = new AbortController();
  const response = await fetch(`${server.baseUrl}/api/export/jobs`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: controller.signal,
  });
  if (!response.ok || !response.body) return { response, events: null, leave: () => controller.abort() };
  const stream = eventData(response.body as ReadableStream<Uint8Array>);
  const events = {
    async next(): Promise<ExportProgressEvent> {
      const piece = await stream.next();
      if (piece.done) throw new Error('the progress stream ended');
      return exportProgressEvent.parse(JSON.parse(piece.value));
    },
    /** Reads on to the last event. */
    async last(): Promise<ExportProgressEvent> {
      let event = await events.next();
      while (event.state === 'queued' || event.state === 'running') event = await events.next();
      expect((await stream.next()).done).toBe(true);
      return event;
    },
  };
  return { response, events, leave: () => controller.abort() };
}

async function expectBusy(response: Response, code: string): Promise<void> {
  expect(response.status).toBe(429);
  const body = await response.json();
  expect(body.error.code).toBe(code);
  expect(body.detail).toBe(body.error.message);
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
}

function pdfOf(event: ExportProgressEvent): Buffer {
  if (event.state !== 'done') throw new Error(`expected a made export, got ${JSON.stringify(event)}`);
  expect(event.content_type).toBe('application/pdf');
  return Buffer.from(event.file_base64, 'base64');
}

beforeAll(async () => {
  server = await startServer(undefined, { exportThreads: 1, exportQueueLimit: 1 });
  const adminToken = await loginAs(server, TEST_ADMIN.username, TEST_ADMIN.password);
  for (const name of ['queue-one', 'queue-two', 'queue-three']) {
    const created = await call(server, 'POST', '/api/admin/users', { token: adminToken, body: { username: name, password: `${name}-password`, force_password_change: false } });
    expect(created.status).toBe(201);
    users.push({ token: await loginAs(server, name, `${name}-password`), id: created.body.id });
  }
}, 60_000);

afterAll(async () => {
  await server?.stop();
});

describe('the export queue', () => {
  it('runs one export per user, queues the next user, refuses past the bound, and keeps answering meanwhile', async () => {
    const [one, two, three] = users;
    if (!one || !two || !three) throw new Error('three users expected');

    const first = await startExport(one.token, exportBody(one.id));
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(await first.events?.next()).toEqual({ state: 'running' });

    // The same user again, on the progress route and on the specification's file route.
    await expectBusy((await startExport(one.token, exportBody(one.id, 'executive-summary'))).response, 'export_in_progress');
    const fileRoute = (token: string, body: object) => fetch(`${server.baseUrl}/api/export/pdf`, {
      method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body),
    });
    await expectBusy(await fileRoute(one.token, exportBody(one.id, 'executive-summary')), 'export_in_progress');

    const second = await startExport(two.token, exportBody(two.id));
    expect(await second.events?.next()).toEqual({ state: 'queued', position: 1 });

    await expectBusy(await fileRoute(three.token, exportBody(three.id)), 'export_queue_full');

    // The event loop is not the one building the PDFs: the server answers while they are made.
    expect((await call(server, 'GET', '/api/health')).status).toBe(200);
    expect((await call(server, 'GET', '/api/scenarios', { token: three.token })).status).toBe(200);

    const firstDone = await first.events?.last();
    expect(firstDone).toMatchObject({ state: 'done' });
    expect(firstDone?.state === 'done' && firstDone.file_name).toMatch(/^Fahrplan_Detailed_Report_Baseline_\d{8}\.pdf$/);
    expect(pdfOf(firstDone as ExportProgressEvent).subarray(0, 5).toString()).toBe('%PDF-');
    // The second export starts once the first left the thread, and tells so before its file.
    expect(await second.events?.next()).toEqual({ state: 'running' });
    expect(pdfOf(await (second.events as NonNullable<typeof second.events>).last()).subarray(0, 5).toString()).toBe('%PDF-');

    // Done: the user may export again, and the file route answers the file as before.
    const again = await fileRoute(one.token, exportBody(one.id, 'executive-summary'));
    expect(again.status).toBe(200);
    expect(again.headers.get('content-type')).toBe('application/pdf');
  }, 120_000);

  it('takes a waiting export out of the queue when its requester leaves, so the user may export again', async () => {
    const [one, two] = users;
    if (!one || !two) throw new Error('two users expected');
    const running = await startExport(one.token, exportBody(one.id));
    expect(await running.events?.next()).toEqual({ state: 'running' });
    const waiting = await startExport(two.token, exportBody(two.id));
    expect(await waiting.events?.next()).toEqual({ state: 'queued', position: 1 });
    waiting.leave();
    // Without the left export in the queue, the user's next one is accepted and waits first in line.
    let next = await startExport(two.token, exportBody(two.id, 'executive-summary'));
    for (let tries = 0; next.response.status === 429 && tries < 50; tries += 1) {
      await next.response.text();
      await new Promise((resolve) => setTimeout(resolve, 20));
      next = await startExport(two.token, exportBody(two.id, 'executive-summary'));
    }
    expect(await next.events?.next()).toEqual({ state: 'queued', position: 1 });
    expect(await running.events?.last()).toMatchObject({ state: 'done' });
    expect(await next.events?.last()).toMatchObject({ state: 'done', file_name: expect.stringMatching(/^Fahrplan_Executive_Summary_Baseline_\d{8}\.pdf$/) });
  }, 120_000);
});
