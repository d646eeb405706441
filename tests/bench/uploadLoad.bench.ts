import fs from 'node:fs';
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { apiLogin, createUser } from '../e2e/api-client.ts';
import { startServerProcess } from '../e2e/server-process.ts';
import { lastRowWorkbook, lyingBomb, manyRowsWorkbook, ratioBomb } from '../hostile/hostileWorkbooks.ts';
import type { BenchRun } from './stats.ts';

const BURST_S = 10;
/** The health probe starts a request this often, whether or not the last one has answered (open loop). */
const PROBE_EVERY_MS = 20;
const RSS_EVERY_MS = 100;
const FIGURE = 'api: GET /api/health p99 during 4 hostile workbook uploads';
const ADMIN = { username: 'admin', password: 'bench-admin-password' };
const MB = 1024 * 1024;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface Attack {
  name: string;
  file: Buffer;
  /** The driver import (any user, base64 in JSON) or the monthly actuals read (admin, the file as the body). */
  route: 'drivers' | 'monthly';
}

/** The request an attack sends, encoded once so the load generator spends its time sending. */
function attackRequest(attack: Attack): { url: string; type: string; body: string | Uint8Array<ArrayBuffer> } {
  return attack.route === 'drivers'
    ? { url: '/api/import/excel-drivers', type: 'application/json', body: JSON.stringify({ scenario_id: 'baseline', file_base64: attack.file.toString('base64') }) }
    : { url: '/api/actuals/monthly/read', type: XLSX, body: new Uint8Array(attack.file) };
}

interface Tally {
  statuses: Map<string, number>;
  durationsMs: number[];
}

/**
 * Issue 24: whether hostile uploads leave the server serving everyone else. The real server in its
 * own process (`server/main.ts` as `npm start` runs it); four uploaders each send one attack in a
 * loop for 10 s — the zip bomb (a 1 MB file holding a 1 GB part), a deflate bomb whose header lies
 * (300 MB inflated, 64 KB declared), 1,000,000 rows on the Drivers sheet, and the 2 KB workbook with
 * a cell at row 1,048,576 — while a probe asks GET /api/health every 20 ms, open loop. Reports the
 * probe's p99 (goal < 50 ms), each attack's answers and time to answer, and the server's RSS
 * (before, peak during the burst). Measured against the code before issue 24 the same way for the
 * closing note's table.
 */
export async function benchUploadLoad(run: BenchRun): Promise<void> {
  if (!run.wants(FIGURE)) return;
  const attacks: Attack[] = [
    { name: 'zip bomb (a 1 GB part)', file: await ratioBomb('Drivers', 1024 * MB), route: 'drivers' },
    { name: 'deflate bomb (300 MB, header lies)', file: await lyingBomb('Drivers', 300 * MB), route: 'drivers' },
    { name: '1,000,000 rows', file: manyRowsWorkbook('Drivers', 1_000_000), route: 'drivers' },
    { name: 'cell at row 1,048,576', file: lastRowWorkbook(), route: 'monthly' },
  ];
  const server = await startServerProcess(ADMIN);
  try {
    const adminToken = await apiLogin(server.baseUrl, ADMIN.username, ADMIN.password);
    const tokens: string[] = [];
    for (const [k, attack] of attacks.entries()) {
      const username = `bench-uploader-${k + 1}`;
      await createUser(server.baseUrl, adminToken, { username, password: `${username}-password`, role: attack.route === 'monthly' ? 'admin' : 'user' });
      tokens.push(await apiLogin(server.baseUrl, username, `${username}-password`));
    }
    const rssBeforeMb = rssMb(server.pid());
    const until = performance.now() + BURST_S * 1000;
    const tallies = attacks.map((): Tally => ({ statuses: new Map(), durationsMs: [] }));
    const loops = attacks.map(async (attack, k) => {
      const request = attackRequest(attack);
      while (performance.now() < until) {
        const started = performance.now();
        const outcome = await upload(server.baseUrl, tokens[k]!, request);
        const tally = tallies[k]!;
        tally.statuses.set(outcome.status, (tally.statuses.get(outcome.status) ?? 0) + 1);
        tally.durationsMs.push(performance.now() - started);
        // A body over the limit is refused on its Content-Length and the connection closed while it is sent.
        if (outcome.status === 'connection failed') await new Promise((resolve) => setTimeout(resolve, 100));
        if (outcome.status === '429') await new Promise((resolve) => setTimeout(resolve, outcome.retryAfterS * 1000));
      }
    });
    const rssPeak = sampleRss(server.pid(), until);
    const [latencies, , peakMb] = await Promise.all([probeHealth(server.baseUrl, until), Promise.all(loops), rssPeak]);

    const sorted = latencies.filter((ms) => Number.isFinite(ms)).sort((a, b) => a - b);
    const failed = latencies.length - sorted.length;
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
    const answered = attacks.map((attack, k) => {
      const tally = tallies[k]!;
      const durations = [...tally.durationsMs].sort((a, b) => a - b);
      const statuses = [...tally.statuses].map(([status, count]) => `${status} ×${count}`).join(', ');
      return { name: attack.name, statuses, medianMs: durations[Math.floor(durations.length / 2)] ?? NaN, maxMs: durations.at(-1) ?? NaN };
    });
    run.report({
      name: FIGURE,
      text: `${FIGURE.padEnd(64)} p50 ${at(0.5).toFixed(2)} ms   p99 ${at(0.99).toFixed(2)} ms   max ${at(1).toFixed(2)} ms   ` +
        `(n=${latencies.length}, ${failed} unanswered; server RSS ${rssBeforeMb.toFixed(0)} MB before, peak ${peakMb.toFixed(0)} MB)`,
      median_ms: at(0.5),
      p95_ms: at(0.95),
      n: latencies.length,
      extra: {
        p99_ms: at(0.99), max_ms: at(1), health_unanswered: failed, rss_before_mb: rssBeforeMb, rss_peak_mb: peakMb,
        ...Object.fromEntries(answered.map((attack, k) => [`attack_${k + 1}_median_ms`, attack.medianMs])),
      },
    });
    for (const attack of answered) run.note(`  ${attack.name.padEnd(36)} ${attack.statuses}; answered in ${attack.medianMs.toFixed(0)} ms median, ${attack.maxMs.toFixed(0)} ms at most`);
  } finally {
    await server.dispose();
  }
}

async function upload(baseUrl: string, token: string, request: ReturnType<typeof attackRequest>): Promise<{ status: string; retryAfterS: number }> {
  try {
    const response = await fetch(`${baseUrl}${request.url}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': request.type }, body: request.body });
    await response.arrayBuffer();
    return { status: String(response.status), retryAfterS: Number(response.headers.get('retry-after') ?? 1) };
  } catch {
    return { status: 'connection failed', retryAfterS: 0 };
  }
}

/** The resident memory of process `pid` in MB (Linux /proc), NaN elsewhere or once it has gone. */
function rssMb(pid: number | undefined): number {
  try {
    const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((text) => text.startsWith('VmRSS:'));
    return Number(line?.replace(/\D/g, '')) / 1024;
  } catch {
    return NaN;
  }
}

/** The highest resident memory of `pid` sampled until `until`. */
async function sampleRss(pid: number | undefined, until: number): Promise<number> {
  let peak = NaN;
  while (performance.now() < until) {
    const now = rssMb(pid);
    if (Number.isFinite(now)) peak = Number.isNaN(peak) ? now : Math.max(peak, now);
    await new Promise((resolve) => setTimeout(resolve, RSS_EVERY_MS));
  }
  return peak;
}

/**
 * Latencies of GET /api/health started every PROBE_EVERY_MS until `until`, each awaited to its end
 * (Infinity for one never answered), from a thread of its own: the uploaders' work on this thread
 * would otherwise delay the probes and be charged to the server.
 */
async function probeHealth(baseUrl: string, until: number): Promise<number[]> {
  const probe = new Worker(`
    const { parentPort, workerData } = require('node:worker_threads');
    const pending = [];
    const deadline = Date.now() + workerData.durationMs;
    const next = () => {
      if (Date.now() >= deadline) return Promise.all(pending).then((latencies) => parentPort.postMessage(latencies));
      const started = performance.now();
      pending.push(fetch(workerData.url).then(async (response) => {
        await response.arrayBuffer();
        return response.ok ? performance.now() - started : Infinity;
      }, () => Infinity));
      setTimeout(next, workerData.everyMs);
    };
    next();
  `, { eval: true, workerData: { url: `${baseUrl}/api/health`, durationMs: until - performance.now(), everyMs: PROBE_EVERY_MS } });
  const [latencies] = await once(probe, 'message') as [number[]];
  await probe.terminate();
  return latencies;
}
