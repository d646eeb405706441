import { apiCall, apiLogin, createUser } from '../e2e/api-client.ts';
import { startServerProcess } from '../e2e/server-process.ts';
import { probeHealth } from './healthProbe.ts';
import type { BenchRun } from './stats.ts';

const EXPORTERS = 4;
const BURST_S = 15;
const FIGURE = `api: GET /api/health p99 during ${EXPORTERS} concurrent PDF exports`;
const ADMIN = { username: 'admin', password: 'bench-admin-password' };

interface ExporterTally {
  done: number;
  refused: number;
  durationsMs: number[];
}

/**
 * Issue 18: whether heavy work leaves the event loop free. The real server (`server/main.ts` as
 * `npm start` runs it, in its own process) on a temp data directory; four users each export the
 * Detailed Report of Baseline in a loop for 15 s (one export each at a time, as the Export Center
 * allows), while a probe asks GET /api/health every 20 ms — open loop, so a server that stalls is
 * charged for every probe it keeps waiting. Reports the probe's p99 (goal < 50 ms) and the
 * exports completed.
 */
export async function benchExportLoad(run: BenchRun): Promise<void> {
  if (!run.wants(FIGURE)) return;
  const server = await startServerProcess(ADMIN);
  try {
    const adminToken = await apiLogin(server.baseUrl, ADMIN.username, ADMIN.password);
    const exporters: { token: string; userId: number }[] = [];
    for (let i = 1; i <= EXPORTERS; i += 1) {
      const username = `bench-exporter-${i}`;
      await createUser(server.baseUrl, adminToken, { username, password: `${username}-password`, role: 'user' });
      const token = await apiLogin(server.baseUrl, username, `${username}-password`);
      const me = await apiCall<{ id: number }>(server.baseUrl, 'GET', '/auth/me', { token });
      exporters.push({ token, userId: me.body.id });
    }
    // One export first, so fonts, the model and the worker start are not part of the burst.
    const [first] = exporters;
    if (first) await exportOnce(server.baseUrl, first.token, first.userId);

    const until = performance.now() + BURST_S * 1000;
    const tally: ExporterTally = { done: 0, refused: 0, durationsMs: [] };
    const loops = exporters.map(async ({ token, userId }) => {
      while (performance.now() < until) {
        const started = performance.now();
        const outcome = await exportOnce(server.baseUrl, token, userId);
        if (outcome.status === 200) {
          tally.done += 1;
          tally.durationsMs.push(performance.now() - started);
        } else if (outcome.status === 429) {
          tally.refused += 1;
          await new Promise((resolve) => setTimeout(resolve, outcome.retryAfterS * 1000));
        } else {
          throw new Error(`export answered ${outcome.status}`);
        }
      }
    });
    const probe = probeHealth(server.baseUrl, until);
    const [probes] = await Promise.all([probe, Promise.all(loops)]);

    const sorted = probes.map((p) => p.ms).sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
    const exportMedian = [...tally.durationsMs].sort((a, b) => a - b)[Math.floor(tally.durationsMs.length / 2)] ?? NaN;
    run.report({
      name: FIGURE,
      text: `${FIGURE.padEnd(64)} p50 ${at(0.5).toFixed(2)} ms   p99 ${at(0.99).toFixed(2)} ms   max ${at(1).toFixed(2)} ms   ` +
        `(n=${sorted.length}; ${tally.done} exports in ${BURST_S} s, median ${(exportMedian / 1000).toFixed(1)} s, ${tally.refused} × 429)`,
      median_ms: at(0.5),
      p95_ms: at(0.95),
      n: sorted.length,
      extra: { p99_ms: at(0.99), max_ms: at(1), exports_done: tally.done, exports_429: tally.refused, export_median_ms: exportMedian },
    });
  } finally {
    await server.dispose();
  }
}

async function exportOnce(baseUrl: string, token: string, userId: number): Promise<{ status: number; retryAfterS: number }> {
  const response = await fetch(`${baseUrl}/api/export/pdf`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ scenario_id: 'baseline', user_id: userId, export_type: 'detailed-report', export_format: 'pdf' }),
  });
  await response.arrayBuffer();
  return { status: response.status, retryAfterS: Number(response.headers.get('retry-after') ?? 1) };
}
