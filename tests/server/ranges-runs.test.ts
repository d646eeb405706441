import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, startServer, TEST_ADMIN, type RunningServer } from './harness.ts';
import { newScenario, signedInUser, type SignedIn } from './scenario-fixtures.ts';

/**
 * Kept forecast-ranges runs (issue 26): a finished run is kept with its scenario version, seed,
 * draws, date and who ran it; it is listed and opened again after a new sign-in, by anyone who may
 * read the scenario (a shared link), and by nobody else.
 */

let server: RunningServer;
let admin: string;
let alice: SignedIn;
let bob: SignedIn;

beforeAll(async () => {
  server = await startServer();
  admin = await loginAs(server, TEST_ADMIN.username, TEST_ADMIN.password);
  alice = await signedInUser(server, admin, 'alice');
  bob = await signedInUser(server, admin, 'bob');
});
afterAll(async () => {
  await server?.stop();
});

/** A real result: the server's own run of the scenario, as the browser's worker would answer it. */
async function resultOf(token: string, scenarioId: string, seed: number) {
  const answer = await call(server, 'POST', '/api/analysis/ranges', { token, body: { scenario_id: scenarioId, draws: 50, seed } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const { scenario_id: _scenario, ...result } = answer.body;
  return result;
}

const keep = (token: string, body: Record<string, unknown>) => call(server, 'POST', '/api/ranges-runs', { token, body });

describe('kept forecast-ranges runs', () => {
  it('keeps a run with its version, seed, draws, date and runner; lists it newest first and opens it after a new sign-in, for another user too', async () => {
    const result = await resultOf(alice.token, 'baseline', 42);
    const kept = await keep(alice.token, { scenario_id: 'baseline', scenario_version: 1, with_drafts: false, drivers: {}, driver_ranges: {}, result });
    expect(kept.status, JSON.stringify(kept.body)).toBe(201);
    expect(kept.body).toMatchObject({ scenario_id: 'baseline', scenario_name: 'Baseline', scenario_version: 1, with_drafts: false, draws: 50, seed: 42, run_by: 'alice' });
    expect(Date.parse(kept.body.run_at)).not.toBeNaN();
    const later = await keep(alice.token, { scenario_id: 'baseline', scenario_version: 1, with_drafts: true, drivers: { sales_team_size: 9 }, driver_ranges: {}, result: await resultOf(alice.token, 'baseline', 7) });
    expect(later.status).toBe(201);

    const again = await loginAs(server, 'alice', 'alice-password-1');
    const list = await call(server, 'GET', '/api/ranges-runs?scenario=baseline', { token: again });
    expect(list.status).toBe(200);
    expect(list.body.runs.map((run: { id: number; seed: number }) => [run.id, run.seed])).toEqual([[later.body.id, 7], [kept.body.id, 42]]);
    expect(list.body.runs[0]).not.toHaveProperty('result');

    // A shared link: Bob opens Alice's run with its figures.
    const shared = await call(server, 'GET', `/api/ranges-runs/${kept.body.id}`, { token: bob.token });
    expect(shared.status).toBe(200);
    expect(shared.body.result).toEqual(result);
    expect(shared.body.run_by).toBe('alice');
  });

  it('keeps runs of a private working scenario for its owner only: another user gets 404, as for the scenario', async () => {
    const mine = `sim-${alice.id}`;
    const scenario = await call(server, 'GET', `/api/scenarios/${mine}`, { token: alice.token });
    expect(scenario.status, JSON.stringify(scenario.body)).toBe(200);
    const kept = await keep(alice.token, { scenario_id: mine, scenario_version: scenario.body.version, with_drafts: false, drivers: {}, driver_ranges: {}, result: await resultOf(alice.token, mine, 3) });
    expect(kept.status, JSON.stringify(kept.body)).toBe(201);
    const other = await call(server, 'GET', `/api/ranges-runs/${kept.body.id}`, { token: bob.token });
    expect({ status: other.status, code: other.body.error.code }).toEqual({ status: 404, code: 'not_found' });
    expect((await call(server, 'GET', `/api/ranges-runs?scenario=${mine}`, { token: bob.token })).status).toBe(404);
    expect((await call(server, 'GET', '/api/ranges-runs/999999', { token: alice.token })).status).toBe(404);
  });

  it('refuses a version the scenario never had and a malformed result, naming the field; goes with its scenario', async () => {
    const created = await call(server, 'POST', '/api/scenarios', { token: alice.token, body: newScenario('kept runs') });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.scenario_id as string;
    const result = await resultOf(alice.token, id, 5);
    const future = await keep(alice.token, { scenario_id: id, scenario_version: 2, with_drafts: false, drivers: {}, driver_ranges: {}, result });
    expect({ status: future.status, field: future.body.error.field }).toEqual({ status: 400, field: 'scenario_version' });
    const broken = await keep(alice.token, { scenario_id: id, scenario_version: 1, with_drafts: false, drivers: {}, driver_ranges: {}, result: { ...result, draws: 'many' } });
    expect({ status: broken.status, field: broken.body.error.field }).toEqual({ status: 400, field: 'result.draws' });
    const kept = await keep(alice.token, { scenario_id: id, scenario_version: 1, with_drafts: false, drivers: {}, driver_ranges: {}, result });
    expect(kept.status).toBe(201);
    expect((await call(server, 'DELETE', `/api/scenarios/${id}`, { token: alice.token })).status).toBe(200);
    expect((await call(server, 'GET', `/api/ranges-runs/${kept.body.id}`, { token: alice.token })).status).toBe(404);
  });
});
