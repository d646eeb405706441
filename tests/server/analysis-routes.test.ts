import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, startServer, TEST_ADMIN, type RunningServer } from './harness.ts';
import { newScenario, signedInUser, type SignedIn } from './scenario-fixtures.ts';

/**
 * POST /api/analysis/ranges, /goal-seek and /attribution, and the ranges a scenario saves
 * (issue 17), against the real server on a temporary SQLite file.
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

const post = (token: string | undefined, route: string, body: unknown) => call(server, 'POST', `/api/analysis/${route}`, { token, body });

describe('POST /api/analysis/ranges', () => {
  it('answers percentiles by year, fans, histograms, probabilities and drivers of the spread for the seed it states', async () => {
    const answer = await post(alice.token, 'ranges', { scenario_id: 'baseline', draws: 300, seed: 42 });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const body = answer.body;
    expect(body).toMatchObject({ scenario_id: 'baseline', draws: 300, requested_draws: 300, seed: 42 });
    expect(Object.keys(body.years)).toEqual(['2026', '2027', '2028', '2029', '2030']);
    for (const figure of ['total_revenue', 'ebitda', 'net_income', 'closing_cash', 'total_clients', 'rides']) {
      const { p10, p50, p90 } = body.years['2030'][figure];
      expect(p10, figure).toBeLessThanOrEqual(p50);
      expect(p50, figure).toBeLessThanOrEqual(p90);
    }
    expect(body.fans.monthly.periods).toHaveLength(60);
    expect(body.fans.monthly.lines.closing_cash.p50).toHaveLength(60);
    expect(body.fans.yearly.lines.total_revenue.p90).toEqual([2026, 2027, 2028, 2029, 2030].map((year) => body.years[String(year)].total_revenue.p90));
    expect(body.histograms.revenue_2030.reduce((sum: number, bin: { count: number }) => sum + bin.count, 0)).toBe(300);
    expect(body.targets).toEqual({ target_revenue_2026: 4_900_000, target_revenue_2030: 50_000_000, target_net_profit_2026: 1_000_000, minimum_cash_covenant: 500_000 });
    for (const probability of Object.values(body.probabilities) as number[]) expect(probability).toBeGreaterThanOrEqual(0);
    // The lowest-cash bins are round and one of their edges is the covenant.
    const cashBins: { from: number; to: number; count: number }[] = body.histograms.lowest_cash;
    expect(cashBins.reduce((sum, bin) => sum + bin.count, 0)).toBe(300);
    expect(cashBins.length).toBeLessThanOrEqual(40);
    const width = (cashBins[0]?.to ?? 0) - (cashBins[0]?.from ?? 0);
    expect(width / 10 ** Math.floor(Math.log10(width))).toSatisfy((step: number) => [1, 2, 2.5, 5].some((nice) => Math.abs(step - nice) < 1e-9));
    expect(Math.abs(((cashBins[0]?.from ?? 0) - 500_000) / width - Math.round(((cashBins[0]?.from ?? 0) - 500_000) / width))).toBeLessThan(1e-6);
    expect(body.correlated_groups.map((group: { id: string }) => group.id)).toEqual(['list_prices', 'fte_plans', 'transport_market', 'adoption_conversion', 'acquisition_costs', 'payment_terms']);
    expect(body.drivers_of_spread.reduce((sum: number, driver: { share: number }) => sum + driver.share, 0)).toBeCloseTo(1, 9);

    const again = await post(bob.token, 'ranges', { scenario_id: 'baseline', draws: 300, seed: 42 });
    expect(again.body).toEqual(body);
  });

  it('draws a fresh seed when none is sent and runs the caller\'s active scenario with drafts over it', async () => {
    const answer = await post(alice.token, 'ranges', { draws: 20, drivers: { qrago_revenue_share: 7 } });
    expect(answer.status).toBe(200);
    expect(answer.body.scenario_id).toBe('baseline');
    expect(Number.isInteger(answer.body.seed)).toBe(true);
    expect(answer.body.ranges.find((range: { driver: string }) => range.driver === 'qrago_revenue_share')).toMatchObject({ likely: 7 });
  });

  it('uses the ranges the scenario saved and draft ranges over them; a collapsed range keeps the driver at its value', async () => {
    const sim = `sim-${alice.id}`;
    const current = await call(server, 'GET', `/api/scenarios/${sim}`, { token: alice.token });
    const saved = await call(server, 'PUT', `/api/scenarios/${sim}`, {
      token: alice.token, body: { version: current.body.version, driver_ranges: { logo_churn_rate: { low: 2, high: 6, distribution: 'uniform' } } },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const answer = await post(alice.token, 'ranges', {
      scenario_id: sim, draws: 20, seed: 1, driver_ranges: { sales_rep_productivity: { low: 1.04, high: 1.04 } },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.ranges.find((range: { driver: string }) => range.driver === 'logo_churn_rate')).toEqual({ driver: 'logo_churn_rate', low: 2, likely: 3.2, high: 6, distribution: 'uniform' });
    expect(answer.body.ranges.map((range: { driver: string }) => range.driver)).not.toContain('sales_rep_productivity');
  });

  it.each([
    ['draws of 0', { draws: 0 }, 'draws'],
    ['draws above the cap of 100,000', { draws: 100_001 }, 'draws'],
    ['a fraction of a draw', { draws: 2.5 }, 'draws'],
    ['a negative seed', { seed: -1 }, 'seed'],
    ['an unknown field', { runs: 5 }, 'body'],
    ['an unknown driver in the drafts', { drivers: { warp_speed: 1 } }, 'warp_speed'],
    ['a draft out of bounds', { drivers: { logo_churn_rate: 90 } }, 'logo_churn_rate'],
    ['a range of an unknown driver', { driver_ranges: { warp_speed: { low: 1, high: 2 } } }, 'driver_ranges.warp_speed'],
    ['a range that misses the value', { driver_ranges: { logo_churn_rate: { low: 5, high: 6 } } }, 'driver_ranges.logo_churn_rate'],
    ['a range below the driver\'s bounds', { driver_ranges: { logo_churn_rate: { low: -1, high: 6 } } }, 'driver_ranges.logo_churn_rate'],
    ['a range upside down', { driver_ranges: { logo_churn_rate: { low: 6, high: 2 } } }, 'driver_ranges.logo_churn_rate.low'],
    ['an unknown distribution', { driver_ranges: { logo_churn_rate: { low: 2, high: 6, distribution: 'beta' } } }, 'driver_ranges.logo_churn_rate.distribution'],
    ['a range on a target', { driver_ranges: { target_revenue_2030: { low: 4e7, high: 6e7 } } }, 'driver_ranges.target_revenue_2030'],
  ])('400 naming the field for %s', async (_what, body, field) => {
    const answer = await post(alice.token, 'ranges', { draws: 10, ...body });
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body.error.field).toBe(field);
  });

  it('reads scenarios by the rules of the other routes: 404 for an unknown id and for another user\'s working scenario, 401 without a token', async () => {
    expect((await post(alice.token, 'ranges', { scenario_id: 'nope', draws: 10 })).status).toBe(404);
    expect((await post(bob.token, 'ranges', { scenario_id: `sim-${alice.id}`, draws: 10 })).status).toBe(404);
    expect((await post(undefined, 'ranges', { draws: 10 })).status).toBe(401);
  });

  it('429 with Retry-After when a user starts a second run while one is going; other requests are answered meanwhile; a closed request frees the slot', async () => {
    const long = new AbortController();
    const first = fetch(`${server.baseUrl}/api/analysis/ranges`, {
      method: 'POST', signal: long.signal,
      headers: { authorization: `Bearer ${alice.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ draws: 100_000, seed: 3 }),
    }).catch((error: unknown) => error);
    // The first run has started once a second one of the same user is refused.
    let second = await post(alice.token, 'ranges', { draws: 10 });
    for (let tries = 0; second.status === 200 && tries < 100; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      second = await post(alice.token, 'ranges', { draws: 10 });
    }
    expect(second.status, JSON.stringify(second.body)).toBe(429);
    expect(second.body.error.code).toBe('run_in_progress');
    expect(Number(second.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);

    const other = await post(bob.token, 'ranges', { draws: 100_000 });
    expect(other.status).toBe(429);
    expect(other.body.error.code).toBe('server_busy');
    expect(Number(other.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    const meanwhile = await post(bob.token, 'goal-seek', { driver: 'logo_churn_rate', figure: 'ebitda', year: 2027, target: 0 });
    expect(meanwhile.status).toBe(200);

    long.abort();
    await first;
    let after = await post(alice.token, 'ranges', { draws: 10 });
    for (let tries = 0; after.status === 429 && tries < 200; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      after = await post(alice.token, 'ranges', { draws: 10 });
    }
    expect(after.status).toBe(200);
  }, 60_000);
});

describe('POST /api/analysis/goal-seek', () => {
  it('finds the value that reaches the target, and the forecast with that value as a draft reaches it too', async () => {
    const answer = await post(alice.token, 'goal-seek', { scenario_id: 'baseline', driver: 'sales_rep_productivity', figure: 'total_revenue', year: 2030, target: 60_000_000 });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ scenario_id: 'baseline', driver: 'sales_rep_productivity', figure: 'total_revenue', year: 2030, root: 'only', roots: 1, monotone: true });
    expect(answer.body.reachable.min).toBeLessThan(60_000_000);
    expect(answer.body.reachable.max).toBeGreaterThan(60_000_000);
    // The workbook (the model of record) with the answer as a draft.
    const forecast = await call(server, 'POST', '/api/forecast/key-drivers?scenario=baseline', { token: alice.token, body: { sales_rep_productivity: answer.body.value } });
    expect(Math.abs(forecast.body.forecast_years['2030'].total_revenue - 60_000_000)).toBeLessThan(60_000_000 * 1e-4);
  });

  it('answers a null value with the reachable range when the target is out of reach', async () => {
    const answer = await post(alice.token, 'goal-seek', { driver: 'sales_rep_productivity', figure: 'total_revenue', year: 2030, target: 1e12 });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ value: null, achieved: null, root: null });
    expect(answer.body.reachable.max).toBeLessThan(1e12);
  });

  it.each([
    ['an unknown figure', { figure: 'profit_ish' }, 'figure'],
    ['a year without the figure', { year: 2031 }, 'year'],
    ['a KPI year the KPIs do not have', { figure: 'nrr', year: 2024 }, 'year'],
    ['an unknown driver', { driver: 'warp_speed' }, 'driver'],
    ['a target that is not a number', { target: 'a lot' }, 'target'],
    ['a missing target', { target: undefined }, 'target'],
  ])('400 naming the field for %s', async (_what, change, field) => {
    const answer = await post(alice.token, 'goal-seek', { driver: 'sales_rep_productivity', figure: 'total_revenue', year: 2030, target: 6e7, ...change });
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body.error.field).toBe(field);
  });
});

describe('POST /api/analysis/attribution', () => {
  it('splits Baseline → High Case 2030 revenue into contributions that add up to the difference; drivers equal in both are not listed', async () => {
    const answer = await post(alice.token, 'attribution', { from: 'baseline', to: 'high_case', figure: 'total_revenue', year: 2030 });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const body = answer.body;
    expect(body.from).toEqual({ scenario_id: 'baseline', scenario_name: 'Baseline' });
    expect(body.method).toBe('sampled');
    const sum = body.contributions.reduce((total: number, c: { value: number }) => total + c.value, 0);
    expect(Math.abs(sum - (body.to_value - body.from_value))).toBeLessThan(0.01);
    const drivers = body.contributions.map((c: { driver: string }) => c.driver);
    expect(drivers[0]).toBe('serviceable_transport_share');
    expect(drivers).not.toContain('qrago_revenue_share');
  });

  it('compares drafts with their scenario exactly when few drivers differ', async () => {
    const answer = await post(alice.token, 'attribution', {
      from: 'baseline', to: 'baseline', to_drivers: { logo_churn_rate: 5, sales_team_size: 9 }, figure: 'ebitda', year: 2028,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.method).toBe('exact');
    expect(answer.body.contributions.map((c: { driver: string }) => c.driver).sort()).toEqual(['logo_churn_rate', 'sales_team_size']);
    const same = await post(alice.token, 'attribution', { from: 'low_case', to: 'low_case', figure: 'ebitda', year: 2028 });
    expect(same.body).toMatchObject({ difference: 0, contributions: [] });
  });

  it('400 for an unknown figure, 404 for another user\'s working scenario, 422 for a figure without a value', async () => {
    const unknown = await post(alice.token, 'attribution', { from: 'baseline', to: 'high_case', figure: 'profit_ish', year: 2030 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.field).toBe('figure');
    expect((await post(bob.token, 'attribution', { from: `sim-${alice.id}`, to: 'baseline', figure: 'ebitda', year: 2030 })).status).toBe(404);
    const empty = await post(alice.token, 'attribution', { from: 'baseline', to: 'high_case', figure: 'sales_reps', year: 2024 });
    expect(empty.status, JSON.stringify(empty.body)).toBe(422);
    expect(empty.body.error.field).toBe('figure');
  });
});

describe('ranges saved with a scenario', () => {
  it('built-ins carry none; a new scenario saves its ranges; an update replaces them and a stale version is a 409', async () => {
    expect((await call(server, 'GET', '/api/scenarios/high_case', { token: alice.token })).body.driver_ranges).toEqual({});
    const created = await call(server, 'POST', '/api/scenarios', {
      token: alice.token, body: { ...newScenario('ranges'), driver_ranges: { premium_conversion_rate: { low: 10, high: 20, distribution: 'normal' } } },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.driver_ranges).toEqual({ premium_conversion_rate: { low: 10, high: 20, distribution: 'normal' } });
    const id = created.body.scenario_id;
    const updated = await call(server, 'PUT', `/api/scenarios/${id}`, {
      token: alice.token, body: { version: 1, driver_ranges: { logo_churn_rate: { low: 3, high: 5 } } },
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body).toMatchObject({ version: 2, driver_ranges: { logo_churn_rate: { low: 3, high: 5, distribution: 'triangular' } } });
    const stale = await call(server, 'PUT', `/api/scenarios/${id}`, { token: alice.token, body: { version: 1, driver_ranges: {} } });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ error: { code: 'version_conflict' }, current: { version: 2 } });
    // Changing a driver keeps the ranges; the range must hold the values sent with it.
    const drivers = await call(server, 'PUT', `/api/scenarios/${id}`, { token: alice.token, body: { version: 2, key_drivers: { logo_churn_rate: 8 } } });
    expect(drivers.body.driver_ranges).toEqual(updated.body.driver_ranges);
    const outside = await call(server, 'PUT', `/api/scenarios/${id}`, {
      token: alice.token, body: { version: 3, key_drivers: { logo_churn_rate: 8 }, driver_ranges: { logo_churn_rate: { low: 3, high: 5 } } },
    });
    expect(outside.status).toBe(400);
    expect(outside.body.error).toMatchObject({ code: 'not_around_value', field: 'driver_ranges.logo_churn_rate' });
  });

  it('a run stretches a saved range its driver has since left', async () => {
    const created = await call(server, 'POST', '/api/scenarios', {
      token: alice.token, body: { ...newScenario('stretch', { logo_churn_rate: 4 }), driver_ranges: { logo_churn_rate: { low: 3, high: 5 } } },
    });
    const id = created.body.scenario_id;
    await call(server, 'PUT', `/api/scenarios/${id}`, { token: alice.token, body: { version: 1, key_drivers: { logo_churn_rate: 7 } } });
    const run = await post(alice.token, 'ranges', { scenario_id: id, draws: 10, seed: 5 });
    expect(run.body.ranges.find((range: { driver: string }) => range.driver === 'logo_churn_rate')).toMatchObject({ low: 3, likely: 7, high: 7 });
  });
});
