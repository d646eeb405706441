import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, startServer, TEST_ADMIN, type RunningServer } from './harness.ts';

/**
 * Exports on the export threads, over real HTTP: one export per user at a time, a bounded queue
 * (both 429 with Retry-After, in the Error shape), the job API that reports the wait, and a server
 * that keeps answering while exports run. One thread and room for one waiting export make the
 * queue's edges reachable with three users.
 */

let server: RunningServer;
const users: { token: string; id: number }[] = [];

function exportBody(userId: number, type: 'detailed-report' | 'executive-summary' = 'detailed-report') {
  return { scenario_id: 'baseline', user_id: userId, export_type: type, export_format: 'pdf' };
}

async function waitUntilFinished(token: string, jobId: string): Promise<{ state: string }> {
  for (;;) {
    const job = await call(server, 'GET', `/api/export/jobs/${jobId}`, { token });
    expect(job.status).toBe(200);
    if (job.body.state === 'done' || job.body.state === 'failed') return job.body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function expectBusy(response: Awaited<ReturnType<typeof call>>, code: string): void {
  expect(response.status).toBe(429);
  expect(response.body.error.code).toBe(code);
  expect(response.body.detail).toBe(response.body.error.message);
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
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

    const first = await call(server, 'POST', '/api/export/jobs', { token: one.token, body: exportBody(one.id) });
    expect(first.status).toBe(202);
    expect(first.body).toMatchObject({ state: 'running', position: null, export_type: 'detailed-report', scenario_id: 'baseline', error: null });
    expect(first.body.file_name).toMatch(/^Fahrplan_Detailed_Report_Baseline_\d{8}\.pdf$/);

    // The same user again, on the job API and on the specification's file route.
    expectBusy(await call(server, 'POST', '/api/export/jobs', { token: one.token, body: exportBody(one.id, 'executive-summary') }), 'export_in_progress');
    expectBusy(await call(server, 'POST', '/api/export/pdf', { token: one.token, body: exportBody(one.id, 'executive-summary') }), 'export_in_progress');

    const second = await call(server, 'POST', '/api/export/jobs', { token: two.token, body: exportBody(two.id) });
    expect(second.status).toBe(202);
    expect(second.body).toMatchObject({ state: 'queued', position: 1 });
    const notYet = await call(server, 'GET', `/api/export/jobs/${second.body.job_id}/file`, { token: two.token });
    expect(notYet.status).toBe(409);
    expect(notYet.body.error.code).toBe('export_not_ready');

    expectBusy(await call(server, 'POST', '/api/export/pdf', { token: three.token, body: exportBody(three.id) }), 'export_queue_full');

    // The event loop is not the one building the PDFs: the server answers while they are made.
    expect((await call(server, 'GET', '/api/health')).status).toBe(200);
    expect((await call(server, 'GET', '/api/scenarios', { token: three.token })).status).toBe(200);

    // A job is its user's alone.
    expect((await call(server, 'GET', `/api/export/jobs/${first.body.job_id}`, { token: two.token })).status).toBe(404);

    expect(await waitUntilFinished(one.token, first.body.job_id)).toMatchObject({ state: 'done' });
    expect(await waitUntilFinished(two.token, second.body.job_id)).toMatchObject({ state: 'done', position: null });
    for (const [user, job] of [[one, first], [two, second]] as const) {
      const file = await fetch(`${server.baseUrl}/api/export/jobs/${job.body.job_id}/file`, { headers: { authorization: `Bearer ${user.token}` } });
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('application/pdf');
      expect(file.headers.get('content-disposition')).toContain(job.body.file_name);
      expect(Buffer.from(await file.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    }

    // Done: the user may export again, and the file route answers the file as before.
    const again = await fetch(`${server.baseUrl}/api/export/pdf`, {
      method: 'POST', headers: { authorization: `Bearer ${one.token}`, 'content-type': 'application/json' }, body: JSON.stringify(exportBody(one.id, 'executive-summary')),
    });
    expect(again.status).toBe(200);
    expect(again.headers.get('content-type')).toBe('application/pdf');
  }, 120_000);

  it('answers 404 for an unknown job and 400 for an id that is not one', async () => {
    const [one] = users;
    if (!one) throw new Error('a user expected');
    expect((await call(server, 'GET', '/api/export/jobs/8b0f4c5e-1d1e-4c57-9a55-0c3f3f1f2a10', { token: one.token })).status).toBe(404);
    expect((await call(server, 'GET', '/api/export/jobs/not-a-job', { token: one.token })).status).toBe(400);
  });
});
