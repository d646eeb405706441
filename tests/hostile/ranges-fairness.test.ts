import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, startServer, TEST_ADMIN, type JsonResponse, type RunningServer } from '../server/harness.ts';
import { signedInUser, type SignedIn } from '../server/scenario-fixtures.ts';

/**
 * Issue 24, forecast ranges: Retry-After said 355–371 s while the running run ended 12 s later, and
 * one user's 100,000-draw runs locked everyone else out. Here, on the real server (with a smaller
budget of draws in flight, so the runs stay short): Retry-After
 * follows the run's progress, another user runs beside a big run, and a user starting big runs
 * back to back cannot take the turn of one who asked before (server/model/rangesAdmission.ts).
 */

/** The draws in flight this server takes (FAHRPLAN_RANGES_DRAWS_IN_FLIGHT), a third of the default, so the runs stay short. */
const DRAWS_IN_FLIGHT = 50_000;

let server: RunningServer;
let alice: SignedIn;
let bob: SignedIn;

beforeAll(async () => {
  server = await startServer(undefined, { rangesDrawsInFlight: DRAWS_IN_FLIGHT });
  const admin = await loginAs(server, TEST_ADMIN.username, TEST_ADMIN.password);
  alice = await signedInUser(server, admin, 'hostile-ranges-alice');
  bob = await signedInUser(server, admin, 'hostile-ranges-bob');
});
afterAll(async () => {
  await server?.stop();
});

const ranges = (who: SignedIn, draws: number): Promise<JsonResponse> =>
  call(server, 'POST', '/api/analysis/ranges', { token: who.token, body: { draws, seed: 7 } });
const retryAfter = (answer: JsonResponse) => Number(answer.headers.get('retry-after'));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts a run of `who` and resolves once the server is running it (a second run of theirs is refused). */
async function runStarted(who: SignedIn, draws: number): Promise<{ answer: Promise<JsonResponse>; refusal: JsonResponse }> {
  const answer = ranges(who, draws);
  // Give the run a head start, so the look below cannot be the run that starts first.
  await sleep(100);
  for (let tries = 0; tries < 200; tries += 1) {
    const second = await ranges(who, 1);
    if (second.status === 429) return { answer, refusal: second };
    await sleep(10);
  }
  throw new Error('the run did not start');
}

describe('forecast ranges under a user who wants all the draws', () => {
  it('answers a second run with Retry-After from the first run\'s progress: it falls as the run gets on, to 1 at the end', async () => {
    const { answer, refusal } = await runStarted(alice, 45_000);
    const seen = [refusal];
    let finished = false;
    void answer.then(() => {
      finished = true;
    });
    while (!finished) {
      await sleep(150);
      const again = await ranges(alice, 1);
      if (again.status === 429) seen.push(again);
    }
    expect((await answer).status).toBe(200);
    expect(new Set(seen.map((s) => s.body.error.code))).toEqual(new Set(['run_in_progress']));
    const estimates = seen.map(retryAfter);
    expect(estimates.every((seconds) => Number.isInteger(seconds) && seconds >= 1), estimates.join(', ')).toBe(true);
    expect(estimates[0], estimates.join(', ')).toBeGreaterThan(estimates[estimates.length - 1] ?? Infinity);
    expect(estimates[estimates.length - 1], estimates.join(', ')).toBe(1);
  }, 30_000);

  it('lets another user run beside a big run, and keeps the place of one who waits from a user starting big runs back to back', async () => {
    const first = await runStarted(alice, 40_000);

    // Bob's ordinary run is answered while Alice's big one goes on.
    expect((await ranges(bob, 2_000)).status).toBe(200);
    expect((await ranges(alice, 1)).body.error.code).toBe('run_in_progress');

    // Bob wants a big run too: it does not fit beside Alice's, so he waits, and his place is kept
    // while he comes back whenever Retry-After tells him to.
    const refused = await ranges(bob, 20_000);
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('server_busy');
    const bobsRun = (async () => {
      let bobs = refused;
      while (bobs.status === 429) {
        expect(bobs.body.error.code).toBe('server_busy');
        await sleep(retryAfter(bobs) * 1000);
        bobs = await ranges(bob, 20_000);
      }
      return bobs;
    })();

    // Alice asks again the moment her run ends: Bob asked first, so she waits.
    expect((await first.answer).status).toBe(200);
    const again = await ranges(alice, 40_000);
    expect(again.status).toBe(429);
    expect(again.body.error.code).toBe('server_busy');

    const bobs = await bobsRun;
    expect(bobs.status, JSON.stringify(bobs.body)).toBe(200);
    expect(bobs.body.draws).toBe(20_000);
  }, 30_000);

  it('refuses a run of more draws than the server holds at a time with 400 naming draws', async () => {
    const answer = await ranges(alice, DRAWS_IN_FLIGHT + 1);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ field: 'draws' });
    expect(answer.body.error.message).toContain(`at most ${DRAWS_IN_FLIGHT}`);
  });
});
