import { Worker } from 'node:worker_threads';
import { apiCall, apiLogin, createUser } from '../e2e/api-client.ts';
import { startServerProcess } from '../e2e/server-process.ts';
import { probeHealth } from './healthProbe.ts';
import type { BenchRun } from './stats.ts';
import type { StreamAttack, StreamAttackOutcome } from './stream-attack-worker.ts';

const STREAMS_PER_USER = 1_000;
const ATTACKERS = 2;
/** Stream requests each attacker has in flight at once while opening its streams. */
const OPENING_AT_ONCE = 100;
/** Sign-in/sign-out cycles of the attackers while they hold their streams: each sign-out revokes a token. */
const SIGN_OUT_CYCLES = 20;
/** Long enough for every held stream's first heartbeat (20 s at the latest) to fall inside it. */
const PROBE_S = 25;
/** The probe alone before the attack, for comparison. */
const QUIET_S = 5;
const FIGURE = `api: GET /api/health p99 with ${(STREAMS_PER_USER * ATTACKERS).toLocaleString('en-US')} live streams requested`;
const ADMIN = { username: 'admin', password: 'bench-admin-password' };

/**
 * Issue 24: whether live update streams can take the server down. The real server (`server/main.ts`
 * as `npm start` runs it, default caps, in its own process) on a temp data directory; two ordinary
 * users each ask for 1,000 GET /api/events streams, 100 at a time, and hold what they get (from a
 * worker thread, so the probe below is not kept waiting by the attacker's own work); then they
 * sign in and out 20 times (every sign-out is a revocation the open streams may re-check), and
 * a probe asks GET /api/health every 20 ms for 25 s from the start of the attack — open loop, so a
 * server that stalls is charged for every probe it keeps waiting, and long enough for the held
 * streams' first heartbeats. Reports the probe's p99 (goal < 50 ms), its p99 while the streams are
 * held (after the burst that opened them) and for 5 s before the attack, and how many streams were
 * held and refused.
 */
export async function benchLiveStreams(run: BenchRun): Promise<void> {
  if (!run.wants(FIGURE)) return;
  const server = await startServerProcess(ADMIN);
  let attack: Worker | undefined;
  try {
    const adminToken = await apiLogin(server.baseUrl, ADMIN.username, ADMIN.password);
    const attackers: { username: string; password: string; token: string }[] = [];
    for (let i = 1; i <= ATTACKERS; i += 1) {
      const username = `bench-streamer-${i}`;
      const password = `${username}-password`;
      await createUser(server.baseUrl, adminToken, { username, password, role: 'user' });
      attackers.push({ username, password, token: await apiLogin(server.baseUrl, username, password) });
    }

    // The same probe without the attack first: what this machine answers anyway.
    const quiet = quantiles((await probeHealth(server.baseUrl, performance.now() + QUIET_S * 1000)).map((p) => p.ms));
    const started = performance.now();
    const until = started + PROBE_S * 1000;
    const probe = probeHealth(server.baseUrl, until);
    const streamAttack: StreamAttack = {
      baseUrl: server.baseUrl, tokens: attackers.map((attacker) => attacker.token), streamsPerToken: STREAMS_PER_USER, atOnce: OPENING_AT_ONCE,
    };
    const worker = new Worker(new URL('./stream-attack-worker.mjs', import.meta.url), { workerData: streamAttack });
    attack = worker;
    const outcome = await new Promise<StreamAttackOutcome>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    const opened = performance.now();
    const signOuts = await signInAndOut(server.baseUrl, attackers);
    const probes = await probe;

    const all = quantiles(probes.map((p) => p.ms));
    // While the streams are held: the sign-outs and the heartbeats, without the burst of requests that opened them.
    const holding = quantiles(probes.filter((p) => p.at >= opened).map((p) => p.ms));
    run.report({
      name: FIGURE,
      text: `${FIGURE.padEnd(64)} p50 ${all(0.5).toFixed(2)} ms   p99 ${all(0.99).toFixed(2)} ms   max ${all(1).toFixed(2)} ms   ` +
        `(n=${probes.length}; ${outcome.held} streams held, ${outcome.refused} × 429, ${outcome.failed} failed, opened in ${((opened - started) / 1000).toFixed(1)} s; ` +
        `while held p99 ${holding(0.99).toFixed(2)} ms with ${signOuts} sign-outs; without the attack p99 ${quiet(0.99).toFixed(2)} ms; goal p99 < 50 ms)`,
      median_ms: all(0.5),
      p95_ms: all(0.95),
      n: probes.length,
      extra: {
        p99_ms: all(0.99), max_ms: all(1), p99_while_held_ms: holding(0.99), p99_without_attack_ms: quiet(0.99),
        streams_held: outcome.held, streams_refused: outcome.refused, streams_failed: outcome.failed, opening_ms: opened - started,
      },
    });
  } finally {
    // Ending the thread closes the streams it holds.
    await attack?.terminate();
    await server.dispose();
  }
}

/** The attackers sign in and out in turn, SIGN_OUT_CYCLES times; answers the sign-outs that succeeded. */
async function signInAndOut(baseUrl: string, attackers: readonly { username: string; password: string }[]): Promise<number> {
  let signedOut = 0;
  for (let cycle = 0; cycle < SIGN_OUT_CYCLES; cycle += 1) {
    const attacker = attackers[cycle % attackers.length];
    if (!attacker) continue;
    const token = await apiLogin(baseUrl, attacker.username, attacker.password);
    const answer = await apiCall(baseUrl, 'POST', '/auth/logout', { token, body: {} });
    if (answer.status === 200) signedOut += 1;
  }
  return signedOut;
}

/** The q-quantile (0–1) of `samples`, 1 being the greatest. */
function quantiles(samples: number[]): (q: number) => number {
  const sorted = [...samples].sort((a, b) => a - b);
  return (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}
