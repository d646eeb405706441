import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, startServer, TEST_ADMIN, type RunningServer } from './harness.ts';
import { signedInUser, type SignedIn } from './scenario-fixtures.ts';
import { statementLabel, statementRows, PNL_ROWS } from '../../engine/model/statements.ts';

let server: RunningServer;
let user: SignedIn;
let other: SignedIn;

beforeAll(async () => {
  server = await startServer();
  const admin = await loginAs(server, TEST_ADMIN.username, TEST_ADMIN.password);
  user = await signedInUser(server, admin, 'controller');
  other = await signedInUser(server, admin, 'someone-else');
});
afterAll(async () => {
  await server?.stop();
});

async function get(url: string) {
  const response = await call(server, 'GET', url, { token: user.token });
  expect(response.status, `${url}: ${JSON.stringify(response.body)}`).toBe(200);
  return response.body;
}

type Row = { id: string; name: string; values: (number | null)[] };
const rowOf = (answer: { rows: Row[] }, id: string) => answer.rows.find((row) => row.id === id) as Row;
const sum = (values: (number | null)[]) => values.reduce<number>((total, value) => total + (value ?? 0), 0);

describe('P&L', () => {
  it('answers the rows of part 2 §2 for 2024–2030 with the fixed actuals of part 2 §9 and the scenario\'s forecast', async () => {
    const pnl = await get('/api/financial-data/pnl?scenario=baseline&include_forecast=true&to=2030');
    expect(pnl).toMatchObject({ scenario_id: 'baseline', period: 'yearly', periods: ['2024', '2025', '2026', '2027', '2028', '2029', '2030'] });
    expect(pnl.kinds).toEqual(['actual', 'actual', 'forecast', 'forecast', 'forecast', 'forecast', 'forecast']);
    expect(pnl.rows.map((row: Row) => [row.id, row.name])).toEqual(PNL_ROWS.map((id) => [id, statementLabel(id)]));
    expect(pnl.data['2024']).toMatchObject({ total_revenue: 1_006_360, ebitda: -980_666, rides: 345_644 });
    expect(pnl.data['2025']).toMatchObject({ total_revenue: 1_404_265, ebitda: -864_934, rides: 537_748 });
    const forecast = (await get('/api/scenarios/forecast/baseline')).forecast_years;
    expect(pnl.data['2026'].total_revenue).toBe(forecast['2026'].total_revenue);
    expect(rowOf(pnl, 'total_revenue').values[2]).toBe(forecast['2026'].total_revenue);
  });

  it('adds up: every year is the sum of its quarters and of its months', async () => {
    const yearly = await get('/api/financial-data/pnl?scenario=high_case');
    const quarterly = await get('/api/financial-data/pnl?scenario=high_case&period=quarterly');
    const monthly = await get('/api/financial-data/pnl?scenario=high_case&period=monthly');
    expect(quarterly.periods).toHaveLength(28);
    expect(monthly.periods).toHaveLength(84);
    for (const id of ['total_revenue', 'ebitda', 'total_operating_expenses']) {
      yearly.periods.forEach((year: string, i: number) => {
        const annual = rowOf(yearly, id).values[i] as number;
        const ofQuarters = sum(rowOf(quarterly, id).values.filter((_, q) => quarterly.periods[q].startsWith(year)));
        const ofMonths = sum(rowOf(monthly, id).values.filter((_, m) => monthly.periods[m].startsWith(year)));
        expect(ofQuarters).toBeCloseTo(annual, 4);
        expect(ofMonths).toBeCloseTo(annual, 4);
      });
    }
  });

  it('limits the range with from, to and include_forecast=false', async () => {
    expect((await get('/api/financial-data/pnl?include_forecast=false')).periods).toEqual(['2024', '2025']);
    const range = await get('/api/financial-data/pnl?from=2026&to=2027&period=quarterly');
    expect(range.periods).toEqual(['2026-Q1', '2026-Q2', '2026-Q3', '2026-Q4', '2027-Q1', '2027-Q2', '2027-Q3', '2027-Q4']);
    expect(Object.keys(range.data)).toEqual(['2026', '2027']);
  });
});

describe('balance sheet and cash flow statement', () => {
  const balanced = (value: number | null) => value !== null && Math.abs(value) < 0.005;
  const PERIODS = ['yearly', 'quarterly', 'monthly'] as const;

  it('answers the balance sheet rows of the definition with their labels, opening on 31 December 2025', async () => {
    const sheet = await get('/api/financial-data/balance-sheet?scenario=baseline');
    expect(sheet).toMatchObject({ scenario_id: 'baseline', period: 'yearly', periods: ['2024', '2025', '2026', '2027', '2028', '2029', '2030'] });
    expect(sheet.rows.map((row: Row) => [row.id, row.name])).toEqual(statementRows('balance').map((row) => [row.id, row.label]));
    // 2024 has no balance sheet; 2025 is the opening balance, the same for every scenario.
    expect(rowOf(sheet, 'cash').values.slice(0, 2)).toEqual([null, 2_154_400]);
    expect(sheet.data['2025'].cash).toBe(2_154_400);
    const monthly = await get('/api/financial-data/balance-sheet?scenario=high_case&period=monthly&from=2025&to=2026');
    expect(monthly.periods.slice(11, 13)).toEqual(['2025-12', '2026-01']);
    expect(rowOf(monthly, 'cash').values.slice(10, 12)).toEqual([null, 2_154_400]);
  });

  it.each(['low_case', 'baseline', 'high_case'])('%s: the balance check is 0 to the cent in every period from the opening balance on', async (scenario) => {
    for (const period of PERIODS) {
      const sheet = await get(`/api/financial-data/balance-sheet?scenario=${scenario}&period=${period}&from=2025`);
      const check = rowOf(sheet, 'balance_check').values;
      const opening = period === 'yearly' ? '2025' : period === 'quarterly' ? '2025-Q4' : '2025-12';
      const first = sheet.periods.indexOf(opening);
      expect(first).toBeGreaterThanOrEqual(0);
      expect(check.slice(first).every(balanced), `${period}: ${JSON.stringify(check)}`).toBe(true);
      expect(check.slice(0, first).every((value: number | null) => value === null)).toBe(true);
    }
  });

  it('answers the cash flow statement rows of the definition, whose three activities add up to the change in cash, and whose closing cash is the balance sheet\'s cash', async () => {
    for (const period of PERIODS) {
      const cash = await get(`/api/financial-data/cashflow?scenario=low_case&period=${period}&from=2025`);
      const sheet = await get(`/api/financial-data/balance-sheet?scenario=low_case&period=${period}&from=2025`);
      expect(cash.rows.map((row: Row) => [row.id, row.name])).toEqual(statementRows('cashflow').map((row) => [row.id, row.label]));
      expect(cash.periods).toEqual(sheet.periods);
      const closing = rowOf(cash, 'closing_cash').values;
      const balanceCash = rowOf(sheet, 'cash').values;
      expect(balanceCash.filter((value: number | null) => value !== null).length).toBeGreaterThanOrEqual(6);
      balanceCash.forEach((value: number | null, i: number) => {
        if (value !== null) expect(closing[i], `${period} ${sheet.periods[i]}`).toBeCloseTo(value, 6);
      });
      cash.periods.forEach((key: string, i: number) => {
        if (key < '2026') return;
        const flows = ['cash_from_operations', 'cash_from_investing', 'cash_from_financing'].reduce((total, id) => total + (rowOf(cash, id).values[i] as number), 0);
        expect(flows).toBeCloseTo(rowOf(cash, 'net_change_in_cash').values[i] as number, 6);
        expect((rowOf(cash, 'opening_cash').values[i] as number) + (rowOf(cash, 'net_change_in_cash').values[i] as number)).toBeCloseTo(closing[i] as number, 6);
      });
    }
  });

  it('moves cash and equity by the same amount when the user\'s simulation raises an equity round', async () => {
    const id = `sim-${user.id}`;
    await call(server, 'GET', '/api/scenarios', { token: user.token });
    const before = await get(`/api/financial-data/balance-sheet?scenario=${id}&from=2026`);
    const scenario = (await call(server, 'GET', `/api/scenarios/${id}`, { token: user.token })).body;
    const saved = await call(server, 'PUT', `/api/scenarios/${id}`, {
      token: user.token, body: { version: scenario.version, key_drivers: { ...scenario.key_drivers, equity_round_1_month: 202703, equity_round_1_amount: 5_000_000 } },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const after = await get(`/api/financial-data/balance-sheet?scenario=${id}&from=2026`);
    const change = (rowId: string, i: number) => (rowOf(after, rowId).values[i] as number) - (rowOf(before, rowId).values[i] as number);
    // The round comes in March 2027: nothing moves in 2026; from 2027 on cash and equity both grow by the round
    // (and by what it earns: nothing, at the default interest on cash of 0).
    expect(change('cash', 0)).toBeCloseTo(0, 6);
    expect(change('total_equity', 0)).toBeCloseTo(0, 6);
    expect(change('cash', 1)).toBeCloseTo(5_000_000, 2);
    expect(change('total_equity', 1)).toBeCloseTo(5_000_000, 2);
    expect(change('capital_reserve', 1)).toBeCloseTo(5_000_000, 2);
    expect(rowOf(after, 'balance_check').values.every(balanced)).toBe(true);
    const cash = await get(`/api/financial-data/cashflow?scenario=${id}&period=monthly&from=2027&to=2027`);
    expect(rowOf(cash, 'cf_equity_raised').values[2]).toBe(5_000_000);
  });

});

describe('aggregated records and series', () => {
  it('answers every annual record of a scenario', async () => {
    const aggregated = await get('/api/financial-data/aggregated?scenario=high_case');
    expect(Object.keys(aggregated.years)).toEqual(['2024', '2025', '2026', '2027', '2028', '2029', '2030']);
    const forecast = (await get('/api/scenarios/forecast/high_case')).forecast_years;
    expect(aggregated.years['2030']).toMatchObject({ total_revenue: forecast['2030'].total_revenue, rides: forecast['2030'].total_rides, ebitda_variance: 0 });
  });

  it('answers a line as a series whose points add up to the annual value', async () => {
    const series = await get('/api/financial-data/timeseries?scenario=baseline&metric=transaction_revenue&period=monthly&from=2026&to=2026');
    expect(series).toMatchObject({ scenario_id: 'baseline', metric: 'transaction_revenue', period: 'monthly' });
    expect(series.points).toHaveLength(12);
    expect(series.points[0]).toEqual({ period: '2026-01', value: expect.any(Number), kind: 'forecast', closed_months: 0, months_in_period: 1 });
    const annual = (await get('/api/financial-data/aggregated?scenario=baseline')).years['2026'].transaction_revenue;
    expect(sum(series.points.map((p: { value: number }) => p.value))).toBeCloseTo(annual, 4);
  });
});

describe('traceability and assumptions', () => {
  it('traces every P&L line of a forecast year to its assumptions and formula', async () => {
    const answer = await get('/api/financial-data/pnl-traceability?scenario=baseline');
    const report = answer.traceability_report;
    expect(report.year).toBe(2026);
    expect(report.pnl_line_items.map((item: { line_id: string }) => item.line_id)).toEqual([...PNL_ROWS]);
    const revenue = report.pnl_line_items.find((item: { line_id: string }) => item.line_id === 'total_revenue');
    expect(revenue.total_impact_amount).toBe((await get('/api/scenarios/forecast/baseline')).forecast_years['2026'].total_revenue);
    const transaction = report.pnl_line_items.find((item: { line_id: string }) => item.line_id === 'transaction_revenue');
    expect(transaction.source_assumptions.map((a: { id: string }) => a.id)).toEqual(expect.arrayContaining(['transport_avg_ride_cost', 'qrago_revenue_share']));
    const actual = (await get('/api/financial-data/pnl-traceability?year=2024')).traceability_report.pnl_line_items[0];
    expect(actual.source_assumptions[0].id).toBe('baseline_actuals');
  });

  it('maps each documented assumption to the P&L lines it moves, keyed by group and name', async () => {
    const answer = await get('/api/assumptions/mappings?scenario=baseline&year=2026');
    const entry = answer.mappings['Transport Clients Germany: Transport Client Growth Rate'];
    expect(entry).toMatchObject({ driver_id: 'transport_client_growth_rate', group: 'Transport Clients Germany', impact_coefficient: expect.any(Number) });
    expect(entry.affected_pnl_items.length).toBeGreaterThan(0);
    expect(entry.calculation_formula).toContain('transport_client_growth_rate');
  });

  it('documents the assumptions with the scenario\'s values', async () => {
    const low = await get('/api/assumptions/all?scenario=low_case');
    const baseline = await get('/api/assumptions/all?scenario=baseline');
    const value = (answer: { assumptions: { id: string; value: number }[] }, id: string) => answer.assumptions.find((a) => a.id === id)?.value;
    expect(value(low, 'medical_client_growth_rate')).toBe(8);
    expect(value(baseline, 'medical_client_growth_rate')).toBe(14);
    expect(value(baseline, 'rides_2025')).toBe(537_748);
  });
});

describe('bad query parameters', () => {
  const routes = ['/api/financial-data/pnl', '/api/financial-data/balance-sheet', '/api/financial-data/cashflow', '/api/financial-data/aggregated', '/api/financial-data/timeseries?metric=rides',
    '/api/financial-data/pnl-traceability', '/api/assumptions/mappings', '/api/assumptions/all'];
  const join = (url: string, query: string) => `${url}${url.includes('?') ? '&' : '?'}${query}`;

  it('answers 400 naming the parameter for an empty or over-long scenario, 404 for an unknown or foreign one', async () => {
    await call(server, 'GET', '/api/scenarios', { token: other.token });
    for (const url of routes) {
      for (const [query, status] of [['scenario=', 400], [`scenario=${'s'.repeat(201)}`, 400], ['scenario=nope', 404], [`scenario=sim-${other.id}`, 404]] as const) {
        const response = await call(server, 'GET', join(url, query), { token: user.token });
        expect({ url, query: query.slice(0, 20), status: response.status }).toEqual({ url, query: query.slice(0, 20), status });
        if (status === 400) expect(response.body.error.field).toBe('scenario');
      }
    }
  });

  it.each([
    ['/api/financial-data/pnl?period=weekly', 'period'],
    ['/api/financial-data/pnl?to=2031', 'to'],
    ['/api/financial-data/pnl?to=next', 'to'],
    ['/api/financial-data/pnl?from=2023', 'from'],
    ['/api/financial-data/pnl?from=2027&to=2026', 'from'],
    ['/api/financial-data/pnl?from=2026&include_forecast=false', 'from'],
    ['/api/financial-data/pnl?include_forecast=1', 'include_forecast'],
    ['/api/financial-data/cashflow?period=daily', 'period'],
    ['/api/financial-data/timeseries', 'metric'],
    ['/api/financial-data/timeseries?metric=ebitda_margin_of_dreams', 'metric'],
    ['/api/financial-data/timeseries?metric=rides&period=hourly', 'period'],
    ['/api/financial-data/timeseries?metric=rides&metric=ebitda', 'metric'],
    ['/api/financial-data/pnl-traceability?year=2031', 'year'],
    ['/api/financial-data/pnl-traceability?year=twenty', 'year'],
    ['/api/assumptions/mappings?year=1999', 'year'],
  ])('answers %s with 400 naming %s', async (url, field) => {
    const response = await call(server, 'GET', url, { token: user.token });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: 'invalid_input', field });
    expect(response.body.detail).toContain(field);
  });
});
