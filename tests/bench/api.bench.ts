import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { call, loginAs, startServer, tempDataDir, TEST_ADMIN, type RunningServer } from '../server/harness.ts';
import type { BenchRun } from './stats.ts';
import { onBenchDatabase } from './postgresDatabase.ts';

const FORECAST_URL = '/api/scenarios/forecast/baseline';
const DRAFT_URL = '/api/key-drivers/forecast-enhanced';
const CONNECTIONS = 10;
const DURATION_S = 5;
const FIGURE = {
  forecast: `api: GET ${FORECAST_URL} (${CONNECTIONS} connections, ${DURATION_S} s)`,
  draft: `api: POST ${DRAFT_URL} with a new draft each request`,
  draftPostgres: `api: POST ${DRAFT_URL} with a new draft each request (PostgreSQL)`,
};
/** Loaded by autocannon's worker thread: a driver map no earlier request posted. */
const NEW_DRAFT = path.join(import.meta.dirname, 'draft-request.cjs');

/**
 * Load figures on loopback — the real server in this process on a temp data directory, the load
 * from an autocannon worker thread, every request authenticated (token check included): the
 * Baseline forecast (issue 5, cached per scenario version), and the Key Performance Dashboard's
 * answer for drafts (issue 16: goal ≥ 1,000 req/s, p99 < 20 ms), each request a draft never
 * posted before, so every answer is evaluated — on SQLite, and on PostgreSQL (issue 18), where
 * each request's token, user, scenario and baseline-version checks are queries over the network.
 */
export async function benchApi(run: BenchRun): Promise<void> {
  if (run.wantsAny([FIGURE.forecast, FIGURE.draft])) {
    const server = await startServer(tempDataDir());
    try {
      const token = await loginAs(server, TEST_ADMIN.username, TEST_ADMIN.password);
      if (run.wants(FIGURE.forecast)) {
        await warm(server, token, 'GET', FORECAST_URL);
        report(run, FIGURE.forecast, await autocannon({
          url: `${server.baseUrl}${FORECAST_URL}`, connections: CONNECTIONS, duration: DURATION_S, headers: { authorization: `Bearer ${token}` }, workers: 1,
        }));
      }
      if (run.wants(FIGURE.draft)) await benchDrafts(run, FIGURE.draft, server, token);
    } finally {
      await server.stop();
    }
  }
  if (run.wants(FIGURE.draftPostgres)) {
    await onBenchDatabase(run, [FIGURE.draftPostgres], async (databaseUrl) => {
      const server = await startServer(tempDataDir(), { databaseUrl });
      try {
        await benchDrafts(run, FIGURE.draftPostgres, server, await loginAs(server, TEST_ADMIN.username, TEST_ADMIN.password));
      } finally {
        await server.stop();
      }
    });
  }
}

async function benchDrafts(run: BenchRun, name: string, server: RunningServer, token: string): Promise<void> {
  await warm(server, token, 'POST', DRAFT_URL);
  report(run, name, await autocannon({
    url: `${server.baseUrl}${DRAFT_URL}`, connections: CONNECTIONS, duration: DURATION_S, workers: 1,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    requests: [{ method: 'POST', setupRequest: NEW_DRAFT }],
  }));
}

async function warm(server: RunningServer, token: string, method: 'GET' | 'POST', url: string): Promise<void> {
  for (let i = 0; i < 20; i += 1) {
    const answer = await call(server, method, url, { token, ...(method === 'POST' ? { body: { sales_rep_productivity: 1 + i / 100 } } : {}) });
    if (answer.status !== 200) throw new Error(`warm-up of ${url} answered ${answer.status}`);
  }
}

// autocannon reports fixed percentiles, p95 not among them: the JSON line carries p99 instead.
function report(run: BenchRun, name: string, result: Result): void {
  run.report({
    name,
    text: `${name.padEnd(64)} ${result.requests.average.toFixed(0)} req/s   p50 ${result.latency.p50.toFixed(2)} ms   p99 ${result.latency.p99.toFixed(2)} ms   ` +
      `(n=${result.requests.total}, non-2xx ${result.non2xx}, errors ${result.errors})`,
    median_ms: result.latency.p50,
    p95_ms: null,
    n: result.requests.total,
    per_s: result.requests.average,
    extra: { p99_ms: result.latency.p99, non_2xx: result.non2xx, errors: result.errors },
  });
}
