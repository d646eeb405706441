import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, startServer, TEST_ADMIN, type RunningServer } from './harness.ts';
import { cliForecast, newScenario, signedInUser, type SignedIn } from './scenario-fixtures.ts';
import { DRIVERS } from '../../engine/model/drivers.ts';
import { builtInScenario } from '../../engine/scenarios.ts';
import { createModelSession } from '../../engine/session/session.ts';
import { enhancedForecast, forecastYears } from '../../server/model/forecastShapes.ts';
import { baselineActuals } from '../helpers/fixtures.ts';

const FORECAST_YEARS = ['2026', '2027', '2028', '2029', '2030'];
/** Three model CLI processes start and compute next to the server: on a loaded machine that takes a while. */
const CLI_TIMEOUT_MS = 120_000;
/** docs/api.md ForecastYears metric → the CLI's annual line. */
const LINE_OF_METRIC: Record<string, string> = {
  total_revenue: 'total_revenue', ebitda: 'ebitda', total_rides: 'rides', total_medical_clients: 'total_medical_clients',
  total_transport_clients: 'total_transport_clients', gross_profit: 'gross_profit', closing_cash: 'closing_cash',
};

let server: RunningServer;
let admin: string;
let user: SignedIn;

beforeAll(async () => {
  server = await startServer();
  admin = await loginAs(server, TEST_ADMIN.username, TEST_ADMIN.password);
  user = await signedInUser(server, admin, 'forecaster');
});
afterAll(async () => {
  await server?.stop();
});

async function get(url: string, token = user.token) {
  const response = await call(server, 'GET', url, { token });
  expect(response.status, `${url}: ${JSON.stringify(response.body)}`).toBe(200);
  return response.body;
}

describe('scenario forecasts', () => {
  it('answers the specification\'s revenue path for each built-in (Baseline €4.9M in 2026 to €50M in 2030, within 2%)', async () => {
    const targets = { baseline: [4.9e6, 50e6], low_case: [2.8e6, 30e6], high_case: [5.8e6, 100e6] } as const;
    for (const [id, [revenue2026, revenue2030]] of Object.entries(targets)) {
      const forecast = await get(`/api/scenarios/forecast/${id}?include_forecast=true&to=2030`);
      expect(forecast.scenario_info).toMatchObject({ scenario_id: id });
      expect(Object.keys(forecast.forecast_years)).toEqual(FORECAST_YEARS);
      expect(Math.abs(forecast.forecast_years['2026'].total_revenue / revenue2026 - 1)).toBeLessThan(0.02);
      expect(Math.abs(forecast.forecast_years['2030'].total_revenue / revenue2030 - 1)).toBeLessThan(0.02);
    }
  });

  it('answers exactly the numbers of the model CLI for every built-in, on every forecast route', async () => {
    const ids = ['baseline', 'low_case', 'high_case'];
    const cli = await Promise.all(ids.map((id) => cliForecast(id)));
    const listed = (await get('/api/scenarios?include_forecast=true&to=2030')).scenarios;
    for (const [index, id] of ids.entries()) {
      expect((await call(server, 'POST', `/api/scenarios/${id}/activate`, { token: user.token })).status).toBe(200);
      const answers = [
        (await get(`/api/scenarios/forecast/${id}`)).forecast_years,
        (await get('/api/scenarios/active/forecast?include_forecast=true&to=2030')).forecast_years,
        listed.find((s: { scenario_id: string }) => s.scenario_id === id).forecast.forecast_years,
      ];
      for (const forecastYears of answers) {
        for (const year of FORECAST_YEARS) {
          for (const [metric, line] of Object.entries(LINE_OF_METRIC)) {
            expect({ id, year, metric, value: forecastYears[year][metric] }).toEqual({ id, year, metric, value: cli[index]?.years[year]?.[line] });
          }
        }
      }
    }
  }, CLI_TIMEOUT_MS);

  it('stops at `to` and refuses a bad `to` or include_forecast with 400 naming it', async () => {
    expect(Object.keys((await get('/api/scenarios/forecast/baseline?to=2027')).forecast_years)).toEqual(['2026', '2027']);
    for (const [query, field] of [['to=2025', 'to'], ['to=2031', 'to'], ['to=20x0', 'to'], ['to=2030&to=2029', 'to'], ['include_forecast=yes', 'include_forecast']]) {
      for (const url of [`/api/scenarios/forecast/baseline?${query}`, `/api/scenarios/active/forecast?${query}`, `/api/scenarios?${query}`]) {
        const response = await call(server, 'GET', url, { token: user.token });
        expect({ url, status: response.status, field: response.body.error?.field }).toEqual({ url, status: 400, field });
      }
    }
  });

  it('answers the new numbers right after an update (the cache is keyed by scenario version)', async () => {
    const created = (await call(server, 'POST', '/api/scenarios', { token: user.token, body: newScenario('cache', { sales_team_size: 7 }) })).body;
    const before = (await get(`/api/scenarios/forecast/${created.scenario_id}`)).forecast_years;
    const updated = await call(server, 'PUT', `/api/scenarios/${created.scenario_id}`, { token: user.token, body: { version: 1, key_drivers: { sales_team_size: 14 } } });
    expect(updated.status).toBe(200);
    const after = await get(`/api/scenarios/forecast/${created.scenario_id}`);
    expect(after.scenario_info.version).toBe(2);
    expect(after.forecast_years['2026'].total_revenue).toBeGreaterThan(before['2026'].total_revenue);
    // Same drivers as a fresh scenario → the same numbers: nothing of version 1 survives.
    const twin = (await call(server, 'POST', '/api/scenarios', { token: user.token, body: newScenario('twin', { sales_team_size: 14 }) })).body;
    expect((await get(`/api/scenarios/forecast/${twin.scenario_id}`)).forecast_years).toEqual(after.forecast_years);

    const simId = `sim-${user.id}`;
    const sim = await get(`/api/scenarios/${simId}`);
    const simBefore = (await get(`/api/scenarios/forecast/${simId}`)).forecast_years['2030'].total_revenue;
    await call(server, 'PUT', `/api/scenarios/${simId}`, { token: user.token, body: { version: sim.version, key_drivers: { ...sim.key_drivers, transport_avg_ride_cost: 60 } } });
    expect((await get(`/api/scenarios/forecast/${simId}`)).forecast_years['2030'].total_revenue).toBeGreaterThan(simBefore);
  });
});

describe('comparing scenarios', () => {
  it('answers both forecasts, per-year differences (second − first) and the drivers that differ', async () => {
    const answer = await get('/api/scenarios/compare/baseline/low_case');
    const baseline = (await get('/api/scenarios/forecast/baseline')).forecast_years;
    const low = (await get('/api/scenarios/forecast/low_case')).forecast_years;
    expect(answer.scenario1).toEqual({ scenario_id: 'baseline', scenario_name: 'Baseline', forecast_years: baseline });
    expect(answer.scenario2).toEqual({ scenario_id: 'low_case', scenario_name: 'Low Case', forecast_years: low });
    expect(answer.comparison.years['2030'].total_revenue).toEqual({
      scenario1: baseline['2030'].total_revenue, scenario2: low['2030'].total_revenue, difference: low['2030'].total_revenue - baseline['2030'].total_revenue,
    });
    expect(answer.comparison.differences.qrago_revenue_share).toEqual({
      name: 'Platform Revenue Share', unit: '%', scenario1: { value: 5 }, scenario2: { value: 3 }, difference: -2,
    });
    // The 2025 round is baseline data, the same for both; Low Case raises €1.5M more in July 2026.
    expect(answer.comparison.differences.equity_round_1_amount).toMatchObject({ scenario1: { value: 0 }, scenario2: { value: 1_500_000 } });
    expect(answer.comparison.differences.capital_injection_2025).toBeUndefined();
    expect(answer.comparison.differences.medical_rides_per_bed_per_month).toBeUndefined();
    expect((await get('/api/scenarios/compare/high_case/high_case')).comparison.differences).toEqual({});
  });

  it('counts a month driver\'s difference in months (a round in 2026-11 against 2026-07 is 4, not 202611 − 202607)', async () => {
    const created = (await call(server, 'POST', '/api/scenarios', { token: user.token, body: newScenario('later round', { equity_round_1_month: 202611 }) })).body;
    const answer = await get(`/api/scenarios/compare/baseline/${created.scenario_id}`);
    expect(answer.comparison.differences.equity_round_1_month).toEqual({
      name: DRIVERS.find((d) => d.id === 'equity_round_1_month')?.name, unit: 'month', scenario1: { value: 202607 }, scenario2: { value: 202611 }, difference: 4,
    });
    const reversed = await get(`/api/scenarios/compare/${created.scenario_id}/baseline`);
    expect(reversed.comparison.differences.equity_round_1_month.difference).toBe(-4);
  });
});

describe('key drivers', () => {
  it('lists every catalog driver by category with the scenario\'s current value and the Baseline value', async () => {
    const answer = await get('/api/key-drivers/variables?scenario=low_case');
    expect(answer.scenario_id).toBe('low_case');
    const categories = answer.key_drivers.categories;
    expect(Object.keys(categories)).toEqual(['medical_business', 'transport_business', 'revenue_model', 'cost_intelligence', 'growth_assumptions', 'finance_and_tax']);
    const variables = Object.assign({}, ...Object.values(categories).map((c) => (c as { variables: object }).variables));
    expect(Object.keys(variables).sort()).toEqual(DRIVERS.map((d) => d.id).sort());
    expect(categories.revenue_model.category_name).toBe('Revenue Model');
    expect(variables.qrago_revenue_share).toMatchObject({
      name: 'Platform Revenue Share', current_value: 3, baseline_value: 5, min_value: 0, unit: '%', editable: true, impact_level: expect.any(String),
    });
    expect(variables.equity_round_1_amount).toMatchObject({ current_value: 1_500_000, baseline_value: 0 });
    const active = (await get('/api/scenarios/active')).scenario_id;
    expect((await get('/api/key-drivers/variables')).scenario_id).toBe(active);
  });

  it('forecast-enhanced answers the scenario\'s own numbers for an empty map and moves them with a driver', async () => {
    const baseline = (await get('/api/scenarios/forecast/baseline')).forecast_years;
    const plain = await call(server, 'POST', '/api/key-drivers/forecast-enhanced?scenario=baseline', { token: user.token, body: {} });
    expect(plain.status).toBe(200);
    const year2026 = plain.body.pnl_cashflow['2026'];
    expect(Object.keys(plain.body.pnl_cashflow)).toEqual(FORECAST_YEARS);
    expect(year2026.revenue_breakdown.total_revenue).toBe(baseline['2026'].total_revenue);
    expect(year2026.pnl_statement.ebitda).toBe(baseline['2026'].ebitda);
    expect(year2026.cashflow.closing_cash).toBe(baseline['2026'].closing_cash);
    expect(year2026.pnl_statement.ebitda_margin).toBeCloseTo((100 * baseline['2026'].ebitda) / baseline['2026'].total_revenue, 9);
    const metrics = plain.body.dashboard_metrics;
    expect(metrics.revenue_2026).toBe(baseline['2026'].total_revenue);
    expect(metrics.revenue_growth).toBeCloseTo(100 * ((baseline['2030'].total_revenue / baseline['2026'].total_revenue) ** 0.25 - 1), 9);

    const more = await call(server, 'POST', '/api/key-drivers/forecast-enhanced?scenario=baseline', { token: user.token, body: { sales_team_size: 12 } });
    expect(more.body.dashboard_metrics.revenue_2026).toBeGreaterThan(metrics.revenue_2026);
    // A draft never changes the stored scenario or its cached forecast.
    expect((await get('/api/scenarios/forecast/baseline')).forecast_years).toEqual(baseline);
  });

  it('answers a draft with the workbook\'s figures for the same drivers, on both draft routes', async () => {
    const draft = { sales_rep_productivity: 1.37, transport_avg_ride_cost: 52.5, sales_team_size: 9 };
    const session = createModelSession({ actuals: baselineActuals(), drivers: { ...builtInScenario('low_case')?.key_drivers, ...draft } });
    const years = session.years();
    const kpis = Object.fromEntries([2026, 2027, 2028, 2029, 2030].map((year) => [year, session.kpis(year)]));
    session.destroy();
    const enhanced = await call(server, 'POST', '/api/key-drivers/forecast-enhanced?scenario=low_case', { token: user.token, body: draft });
    expect(enhanced.body).toEqual({ scenario_id: 'low_case', ...enhancedForecast(years, kpis) });
    const forecast = await call(server, 'POST', '/api/forecast/key-drivers?scenario=low_case', { token: user.token, body: draft });
    expect(forecast.body.forecast_years).toEqual(forecastYears(years));
  });

  it('forecast/key-drivers applies the part 1 §3 payload over the active scenario', async () => {
    expect((await call(server, 'POST', '/api/scenarios/baseline/activate', { token: user.token })).status).toBe(200);
    const baseline = (await get('/api/scenarios/forecast/baseline')).forecast_years;
    const same = await call(server, 'POST', '/api/forecast/key-drivers', { token: user.token, body: { transport_avg_ride_cost: 45, qrago_revenue_share: 5 } });
    expect(same.status).toBe(200);
    expect(same.body.forecast_years).toEqual(baseline);
    const payload = {
      medical_client_growth_rate: 20, transport_client_growth_rate: 100, medical_premium_monthly_fee: 250, qrago_revenue_share: 6,
      transport_avg_ride_cost: 50, sales_team_size: 9, sales_rep_productivity: 1.2,
    };
    const changed = await call(server, 'POST', '/api/forecast/key-drivers', { token: user.token, body: payload });
    expect(changed.body.forecast_years['2030'].total_revenue).toBeGreaterThan(baseline['2030'].total_revenue);
    const onLow = await call(server, 'POST', '/api/forecast/key-drivers?scenario=low_case', { token: user.token, body: {} });
    expect(onLow.body.forecast_years).toEqual((await get('/api/scenarios/forecast/low_case')).forecast_years);
  });

  const huge = 'x'.repeat(1_100_000);
  it.each([
    ['an unknown driver', { warp_speed: 1 }, 400, 'warp_speed'],
    ['a value below the minimum', { sales_team_size: 0.5 }, 400, 'sales_team_size'],
    ['a value above the maximum', { qrago_revenue_share: 1000 }, 400, 'qrago_revenue_share'],
    ['a value as text', { sales_team_size: '9' }, 400, 'sales_team_size'],
    ['a list', [1, 2, 3], 400, 'body'],
    ['a huge driver id', { [`${'d'.repeat(5000)}`]: 1 }, 400, undefined],
    ['a body over 1 MB', { sales_team_size: 9, note: huge }, 413, undefined],
  ])('both forecast routes refuse %s', async (_label, body, status, field) => {
    for (const url of ['/api/key-drivers/forecast-enhanced', '/api/forecast/key-drivers']) {
      const response = await call(server, 'POST', url, { token: user.token, body });
      expect({ url, status: response.status }).toEqual({ url, status });
      if (field) expect(response.body.error.field).toContain(field);
    }
  });

  it('refuses non-JSON bodies and bad scenario parameters on the key-driver routes', async () => {
    for (const url of ['/api/key-drivers/forecast-enhanced', '/api/forecast/key-drivers']) {
      expect((await call(server, 'POST', url, { token: user.token, rawBody: '{"sales_team_size": ' })).status).toBe(400);
      expect((await call(server, 'POST', `${url}?scenario=`, { token: user.token, body: {} })).body.error.field).toBe('scenario');
      expect((await call(server, 'POST', `${url}?scenario=nope`, { token: user.token, body: {} })).status).toBe(404);
    }
    expect((await call(server, 'GET', '/api/key-drivers/variables?scenario=', { token: user.token })).status).toBe(400);
    expect((await call(server, 'GET', `/api/key-drivers/variables?scenario=${'s'.repeat(300)}`, { token: user.token })).status).toBe(400);
  });
});

describe('KPIs', () => {
  it('answers the KPI list of a scenario and year with statuses: Baseline mostly good, Low Case mostly not', async () => {
    const baseline = await get('/api/kpis/dashboard?scenario=baseline');
    expect(baseline).toMatchObject({ scenario_id: 'baseline', year: 2026 });
    expect(baseline.kpis[0]).toEqual(expect.objectContaining({ id: expect.any(String), name: expect.any(String), value: expect.any(Number), unit: expect.any(String), benchmark: expect.any(String), status: expect.stringMatching(/^(good|warning|critical)$/) }));
    const share = (kpis: { status: string }[], status: string) => kpis.filter((k) => k.status === status).length / kpis.length;
    const low = await get('/api/kpis/dashboard?scenario=low_case&year=2026');
    expect(share(baseline.kpis, 'good')).toBeGreaterThan(0.5);
    expect(share(low.kpis, 'good')).toBeLessThan(share(baseline.kpis, 'good'));
    expect((await get('/api/kpis/dashboard?scenario=baseline&year=2030')).kpis.find((k: { id: string }) => k.id === 'nrr').year).toBe(2030);
    for (const query of ['year=2024', 'year=2031', 'year=abc', 'scenario=']) {
      const response = await call(server, 'GET', `/api/kpis/dashboard?${query}`, { token: user.token });
      expect({ query, status: response.status, field: response.body.error?.field }).toEqual({ query, status: 400, field: query.split('=')[0] });
    }
  });

  it('recalculate-baseline reloads the newest baseline version and answers the active scenario\'s KPIs', async () => {
    const { csv, version } = await server.services.baselines.current();
    expect(await server.services.baselines.save(csv, 'test', version, 'same data, new version')).not.toBeNull();
    const response = await call(server, 'POST', '/api/kpis/recalculate-baseline', { token: user.token });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'ok', scenario_id: 'baseline', baseline_version: version + 1 });
    expect(response.body.kpis.map((k: { value: number }) => k.value)).toEqual((await get('/api/kpis/dashboard?scenario=baseline')).kpis.map((k: { value: number }) => k.value));
  });
});

describe('catalog completeness', () => {
  it('seeds the built-ins exactly as engine/scenarios.ts defines them', async () => {
    for (const id of ['baseline', 'low_case', 'high_case']) {
      expect((await get(`/api/scenarios/${id}`)).key_drivers).toEqual(builtInScenario(id)?.key_drivers);
    }
  });
});
