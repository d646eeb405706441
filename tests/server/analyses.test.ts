import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createModelSession } from '../../engine/session/session.ts';
import { parseMonthlyActualsCsv } from '../../engine/actuals/monthlyActualsCsv.ts';
import { latestClosableMonth } from '../../engine/actuals/closedMonths.ts';
import { builtInScenario } from '../../engine/scenarios.ts';
import { enterpriseValuation, valuationInputs } from '../../engine/analysis/valuation.ts';
import { tomInputs, tomStructure } from '../../engine/analysis/tom.ts';
import { orgHierarchy } from '../../engine/analysis/orgHierarchy.ts';
import { baselineActuals } from '../helpers/fixtures.ts';
import { call, loginAs, startServer, sqlRows, TEST_ADMIN, type RunningServer } from './harness.ts';

const PLAIN_USER = { username: 'analyst', password: 'analyst-password' };

/** The same figures the server must answer, computed by the engine directly (optionally with the sample actuals closed). */
function engineFor(scenarioId: string, withSample = false) {
  const actuals = baselineActuals();
  if (withSample) {
    const read = parseMonthlyActualsCsv(fs.readFileSync(new URL('../../fixtures/monthly-actuals-2026.csv', import.meta.url), 'utf8'));
    if (!read.ok) throw new Error('the sample actuals do not parse');
    actuals.closed = { values: read.values, lastClosedMonth: latestClosableMonth(read.values) };
  }
  return createModelSession({ actuals, drivers: builtInScenario(scenarioId)?.key_drivers ?? {} });
}

let server: RunningServer;
let admin: string;
let user: string;

beforeAll(async () => {
  server = await startServer();
  admin = await loginAs(server, TEST_ADMIN.username, TEST_ADMIN.password);
  const created = await call(server, 'POST', '/api/admin/users', { token: admin, body: { ...PLAIN_USER, role: 'user', force_password_change: false } });
  expect(created.status).toBe(201);
  user = await loginAs(server, PLAIN_USER.username, PLAIN_USER.password);
});
afterAll(async () => {
  await server?.stop();
});

describe('analyses: access', () => {
  it('answers 401 without a token on every analysis route', async () => {
    for (const [method, url] of [['GET', '/api/valuation/enterprise'], ['GET', '/api/tom/structure/2026'], ['GET', '/api/tom/org-hierarchy/2026'], ['GET', '/api/risks'], ['PUT', '/api/risks/1']] as const) {
      const response = await call(server, method, url, method === 'PUT' ? { body: { probability: 1 } } : {});
      expect({ url, status: response.status }).toEqual({ url, status: 401 });
    }
  });

  it('lets users read risks but only admins change them (403)', async () => {
    expect((await call(server, 'GET', '/api/risks', { token: user })).status).toBe(200);
    const refused = await call(server, 'PUT', '/api/risks/1', { token: user, body: { probability: 1 } });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('forbidden');
  });
});

describe('GET /api/valuation/enterprise', () => {
  it('answers the engine’s valuation of the scenario at the requested multipliers', async () => {
    const response = await call(server, 'GET', '/api/valuation/enterprise?scenario=baseline&arr_multiplier=10&transaction_multiplier=2.5', { token: user });
    expect(response.status).toBe(200);
    const session = engineFor('baseline');
    const expected = enterpriseValuation(valuationInputs(session.cells(), session.driverValues(), 'Baseline'), { arr: 10, transaction: 2.5 });
    session.destroy();
    expect(response.body.scenario_id).toBe('baseline');
    expect(response.body.quarterly_projections).toHaveLength(21);
    expect(response.body.quarterly_projections[20].total_ev).toBeCloseTo(expected.quarterly_projections[20]?.total_ev ?? NaN, 4);
    expect(response.body.waterfall_analysis.value_flow.total_value_creation).toBeCloseTo(expected.waterfall_analysis.value_flow.total_value_creation, 4);
    expect(response.body.valuation_methods.dcf.value).toBeCloseTo(expected.valuation_methods.dcf.value, 4);
    expect(response.body.yearly_progression['2030'].ebitda).toBeCloseTo(expected.yearly_progression['2030']?.ebitda ?? NaN, 4);
    expect(response.body).toMatchObject({ target_ev: 100_000_000, timeline: 'Q4/2025 to Q4/2030', multipliers: { arr_multiplier: 10, transaction_multiplier: 2.5 } });
    // Nothing is closed: the valuation is taken at the end of the actuals, the DCF discounts 2026–2030 mid-year.
    expect(response.body).toMatchObject({ valuation_date: '31 December 2025', valuation_month: '2025-12' });
    expect(response.body.dcf.mid_year).toBe(true);
    expect(response.body.dcf.cash_flows.map((flow: { period: string }) => flow.period)).toEqual(['2026', '2027', '2028', '2029', '2030']);
    expect(response.body.dcf.cash_flows[4].free_cash_flow).toBeCloseTo(expected.dcf.cash_flows[4]?.free_cash_flow ?? NaN, 4);
    expect(response.body.equity_bridge.cash).toBeCloseTo(expected.equity_bridge.cash, 4);
    expect(response.body.valuation_methods.dcf.equity_value).toBeCloseTo(response.body.valuation_methods.dcf.value + response.body.equity_bridge.net_cash, 4);
    expect(response.body.reconciliation.dcf_to_sum_of_parts).toBeCloseTo(expected.reconciliation.dcf_to_sum_of_parts ?? NaN, 8);
  });

  it('follows the DCF options: the end-of-period convention discounts more, the exit multiple moves only its cross-check', async () => {
    const mid = (await call(server, 'GET', '/api/valuation/enterprise?scenario=baseline', { token: user })).body;
    const end = (await call(server, 'GET', '/api/valuation/enterprise?scenario=baseline&mid_year=false&exit_multiple=12', { token: user })).body;
    expect(end.dcf.mid_year).toBe(false);
    expect(end.dcf.cash_flows.map((flow: { discount_period: number }) => flow.discount_period)).toEqual([1, 2, 3, 4, 5]);
    expect(end.dcf.enterprise_value).toBeLessThan(mid.dcf.enterprise_value);
    expect(end.dcf.terminal.exit_value).toBeCloseTo(end.dcf.terminal.ebitda * 12, 4);
    expect(mid.dcf.terminal.exit_value).toBeCloseTo(mid.dcf.terminal.ebitda * 8, 4);
    expect(end.dcf.terminal.gordon_value).toBeCloseTo(mid.dcf.terminal.gordon_value, 4);
  });

  it('uses the part 2 defaults 8 and 3 when no multiplier is given', async () => {
    const response = await call(server, 'GET', '/api/valuation/enterprise', { token: user });
    expect(response.body.multipliers).toEqual({ arr_multiplier: 8, transaction_multiplier: 3 });
    const first = response.body.quarterly_projections[0];
    expect(first.total_ev).toBeCloseTo(first.arr_revenue * 8 + first.transaction_revenue * 3, 6);
  });

  it('refuses multipliers outside 4–15 / 1–8 or off the 0.5 step with 400 naming the parameter', async () => {
    for (const [query, field] of [
      ['arr_multiplier=3.5', 'arr_multiplier'], ['arr_multiplier=15.5', 'arr_multiplier'], ['arr_multiplier=8.25', 'arr_multiplier'],
      ['arr_multiplier=abc', 'arr_multiplier'], ['transaction_multiplier=0.5', 'transaction_multiplier'], ['transaction_multiplier=8.5', 'transaction_multiplier'],
      ['target_ev=0', 'target_ev'], ['exit_multiple=1.5', 'exit_multiple'], ['exit_multiple=8.2', 'exit_multiple'], ['mid_year=yes', 'mid_year'],
    ] as const) {
      const response = await call(server, 'GET', `/api/valuation/enterprise?${query}`, { token: user });
      expect({ query, status: response.status, field: response.body.error?.field }).toEqual({ query, status: 400, field });
      expect(response.body.detail).toEqual(expect.any(String));
    }
  });

  it('answers 404 for a scenario the caller cannot see', async () => {
    expect((await call(server, 'GET', '/api/valuation/enterprise?scenario=no-such', { token: user })).status).toBe(404);
  });

  it('is taken at the end of the last closed month: its cash and loans, its run-rates, the cash flows after it', async () => {
    const closed = await startServer(undefined, { sampleData: true });
    try {
      const token = await loginAs(closed, TEST_ADMIN.username, TEST_ADMIN.password);
      const response = await call(closed, 'GET', '/api/valuation/enterprise?scenario=baseline', { token });
      expect(response.status).toBe(200);
      const session = engineFor('baseline', true);
      const expected = enterpriseValuation(valuationInputs(session.cells(), session.driverValues(), 'Baseline'));
      session.destroy();
      expect(response.body).toMatchObject({ valuation_date: '31 October 2026', valuation_month: '2026-10' });
      expect(response.body.dcf.cash_flows[0].period).toBe('Nov–Dec 2026');
      expect(response.body.valuation_methods.arr_multiple.basis).toEqual({ of: 'ARR', runRate: 'Oct 2026' });
      expect(response.body.equity_bridge.cash).toBeCloseTo(expected.equity_bridge.cash, 4);
      expect(response.body.dcf.enterprise_value).toBeCloseTo(expected.dcf.enterprise_value, 2);
    } finally {
      await closed.stop();
    }
  });
});

describe('GET /api/tom/…/{year}', () => {
  it('answers the engine’s structure of the scenario’s year with the FTE scaling plan', async () => {
    const response = await call(server, 'GET', '/api/tom/structure/2030?scenario=baseline', { token: user });
    expect(response.status).toBe(200);
    const session = engineFor('baseline');
    const expected = tomStructure(tomInputs(session, 2030, 'Baseline'));
    session.destroy();
    expect(response.body.organization).toEqual(expected.organization);
    expect(response.body.metrics.total_ftes).toBe(45);
    expect(response.body.metrics.revenue_per_fte).toBeCloseTo(expected.metrics.revenue_per_fte, 6);
    expect(response.body.scaling_plan.map((step: { ftes: number }) => step.ftes)).toEqual([21, 25, 30, 35, 40, 45]);
  });

  it('answers the org hierarchy of 2025 from the actuals: 21 positions under one CEO', async () => {
    const response = await call(server, 'GET', '/api/tom/org-hierarchy/2025', { token: user });
    expect(response.status).toBe(200);
    const session = engineFor('baseline');
    const expected = orgHierarchy(tomInputs(session, 2025, 'Baseline'));
    session.destroy();
    expect(response.body.total_employees).toBe(21);
    expect(response.body.employees.map((e: { id: string }) => e.id)).toEqual(expected.employees.map((e) => e.id));
    expect(response.body.org_metrics.management_layers).toBe(expected.org_metrics.management_layers);
    expect(response.body.total_revenue).toBe(1_404_265);
  });

  it('follows the scenario: Low Case plans its own FTEs', async () => {
    const response = await call(server, 'GET', '/api/tom/structure/2026?scenario=low_case', { token: user });
    const session = engineFor('low_case');
    const ftes = session.years()[2026]?.ftes;
    session.destroy();
    expect(response.body.metrics.total_ftes).toBe(ftes);
  });

  it('refuses years outside 2025–2030 with 400 naming the year', async () => {
    for (const year of ['2024', '2031', 'abcd']) {
      const response = await call(server, 'GET', `/api/tom/structure/${year}`, { token: user });
      expect({ year, status: response.status, field: response.body.error?.field }).toEqual({ year, status: 400, field: 'year' });
    }
  });
});

describe('risks', () => {
  it('lists the five risks with quadrant, labels and the header figures computed from them', async () => {
    const response = await call(server, 'GET', '/api/risks', { token: user });
    expect(response.body.risks.map((r: { quadrant: string }) => r.quadrant)).toEqual(['MITIGATE', 'CRITICAL', 'CRITICAL', 'ACCEPT', 'MONITOR']);
    expect(response.body.risks[0]).toMatchObject({ id: 1, name: 'Regulatory Changes', probabilityPercent: 52.5, probabilityLabel: 'Medium', impactLabel: 'High', updated_by: null });
    expect(response.body.summary.totalExposure).toBeCloseTo(9.4, 10);
    expect(response.body.summary.expectedLoss).toBeCloseTo(6.095, 10);
  });

  it('refuses bad figures, unknown fields and empty changes with 400, unknown risks with 404', async () => {
    for (const [body, field] of [[{ probability: 4.5 }, 'probability'], [{ impact: -1 }, 'impact'], [{ revenueImpact: 'x' }, 'revenueImpact'], [{ name: 'x' }, 'body'], [{}, 'body']] as const) {
      const response = await call(server, 'PUT', '/api/risks/2', { token: admin, body });
      expect({ body, status: response.status, field: response.body.error?.field }).toEqual({ body, status: 400, field });
    }
    expect((await call(server, 'PUT', '/api/risks/9', { token: admin, body: { probability: 1 } })).status).toBe(404);
    expect((await call(server, 'PUT', '/api/risks/abc', { token: admin, body: { probability: 1 } })).body.error.field).toBe('id');
  });

  it('stores an admin’s change, moves the risk’s quadrant and the header, audits it and keeps it after a restart', async () => {
    const changed = await call(server, 'PUT', '/api/risks/4', { token: admin, body: { probability: 3, revenueImpact: 1.6 } });
    expect(changed.status).toBe(200);
    expect(changed.body.risk).toMatchObject({ id: 4, probability: 3, impact: 2.8, revenueImpact: 1.6, quadrant: 'MONITOR', updated_by: 'admin' });
    expect(changed.body.summary.totalExposure).toBeCloseTo(10.2, 10);

    const [row] = await sqlRows(server, "SELECT * FROM activity_log WHERE resource = 'risk:4'");
    expect(row).toMatchObject({ action: 'update', username: 'admin', details: 'probability 2 → 3, revenueImpact 0.8 → 1.6' });

    const dataDir = server.dataDir;
    await server.stop();
    server = await startServer(dataDir);
    const token = await loginAs(server, PLAIN_USER.username, PLAIN_USER.password);
    const after = await call(server, 'GET', '/api/risks', { token });
    expect(after.body.risks[3]).toMatchObject({ probability: 3, revenueImpact: 1.6, quadrant: 'MONITOR' });
  });
});
