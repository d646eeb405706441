import autocannon from 'autocannon';
import { call, loginAs, startServer, tempDataDir, TEST_ADMIN } from '../server/harness.ts';

const FORECAST_URL = '/api/scenarios/forecast/baseline';
const CONNECTIONS = 10;
const DURATION_S = 5;

/**
 * Load figure of issue 5: requests per second and p99 latency of the Baseline forecast on
 * loopback — the real server in this process on a temp data directory, the load from an
 * autocannon worker thread, every request authenticated (token check included).
 */
export async function benchApi(): Promise<string[]> {
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
    const label = `api: GET ${FORECAST_URL} (${CONNECTIONS} connections, ${DURATION_S} s)`;
    return [
      `${label.padEnd(64)} ${result.requests.average.toFixed(0)} req/s   p50 ${result.latency.p50.toFixed(2)} ms   p99 ${result.latency.p99.toFixed(2)} ms   ` +
        `(n=${result.requests.total}, non-2xx ${result.non2xx}, errors ${result.errors})`,
    ];
  } finally {
    await server.stop();
  }
}
