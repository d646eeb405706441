import autocannon from 'autocannon';
import { call, loginAs, startServer, tempDataDir, TEST_ADMIN } from '../server/harness.ts';
import type { BenchRun } from './stats.ts';

const FORECAST_URL = '/api/scenarios/forecast/baseline';
const CONNECTIONS = 10;
const DURATION_S = 5;
const FIGURE = `api: GET ${FORECAST_URL} (${CONNECTIONS} connections, ${DURATION_S} s)`;

/**
 * Load figure of issue 5: requests per second and p99 latency of the Baseline forecast on
 * loopback — the real server in this process on a temp data directory, the load from an
 * autocannon worker thread, every request authenticated (token check included).
 */
export async function benchApi(run: BenchRun): Promise<void> {
  if (!run.wants(FIGURE)) return;
  const server = await startServer(tempDataDir());
  try {
    const token = await loginAs(server, TEST_ADMIN.username, TEST_ADMIN.password);
    const warm = await call(server, 'GET', FORECAST_URL, { token });
    if (warm.status !== 200) throw new Error(`warm-up answered ${warm.status}`);
    const result = await autocannon({
      url: `${server.baseUrl}${FORECAST_URL}`,
      connections: CONNECTIONS,
      duration: DURATION_S,
      headers: { authorization: `Bearer ${token}` },
      workers: 1,
    });
    // autocannon reports fixed percentiles, p95 not among them: the JSON line carries p99 instead.
    run.report({
      name: FIGURE,
      text: `${FIGURE.padEnd(64)} ${result.requests.average.toFixed(0)} req/s   p50 ${result.latency.p50.toFixed(2)} ms   p99 ${result.latency.p99.toFixed(2)} ms   ` +
        `(n=${result.requests.total}, non-2xx ${result.non2xx}, errors ${result.errors})`,
      median_ms: result.latency.p50,
      p95_ms: null,
      n: result.requests.total,
      per_s: result.requests.average,
      extra: { p99_ms: result.latency.p99, non_2xx: result.non2xx, errors: result.errors },
    });
  } finally {
    await server.stop();
  }
}
