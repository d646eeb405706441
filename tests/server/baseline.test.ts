import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, startServer, sqlRows, TEST_ADMIN, type RunningServer } from './harness.ts';
import { baselineCsv } from '../helpers/fixtures.ts';
import { OPENING_BALANCE_DEFAULTS, OPENING_BALANCE_FIELDS } from '../../engine/actuals/schema.ts';

const running: RunningServer[] = [];
async function start(): Promise<{ server: RunningServer; admin: string; user: string }> {
  const server = await startServer();
  running.push(server);
  const admin = await loginAs(server, TEST_ADMIN.username, TEST_ADMIN.password);
  const created = await call(server, 'POST', '/api/admin/users', { token: admin, body: { username: 'viewer', role: 'user', password: 'viewer-password-1' } });
  expect(created.status).toBe(201);
  return { server, admin, user: await loginAs(server, 'viewer', 'viewer-password-1') };
}
afterAll(async () => {
  while (running.length) await running.pop()?.stop();
});

/** The data mask a client would post: GET's figures without the version. */
async function loadedMask(server: RunningServer, token: string): Promise<Record<string, unknown>> {
  const answer = await call(server, 'GET', '/api/baseline/data-mask', { token });
  expect(answer.status).toBe(200);
  return answer.body as Record<string, unknown>;
}

/** Nothing stored: still one version, still the shipped CSV, no baseline row in the audit trail. */
async function expectNothingStored(server: RunningServer): Promise<void> {
  expect((await server.services.baselines.history()).map((row) => row.version)).toEqual([1]);
  expect((await server.services.baselines.current()).csv).toBe(baselineCsv());
  const [audited] = await sqlRows(server, "SELECT COUNT(*) AS n FROM activity_log WHERE resource = 'baseline'");
  expect(Number(audited?.n)).toBe(0);
}

describe('baseline routes: reading', () => {
  let ctx: Awaited<ReturnType<typeof start>>;
  beforeAll(async () => {
    ctx = await start();
  });

  it('answers the data mask of part 1 §3 derived from the shipped actuals, with its version', async () => {
    const mask = await loadedMask(ctx.server, ctx.user);
    expect(mask).toMatchObject({
      version: 1, revenue_2024: 1_006_360, revenue_2025: 1_404_265, ebitda_2024: -980_666, ebitda_2025: -864_934,
      medical_clients_2024: 216, medical_clients_2025: 230, rides_2024: 345_644, rides_2025: 537_748,
      monthly_growth_rate: 12.5, capital_injection_date: '2025-11', capital_injection_amount: 2_000_000,
      target_runway_months: 24, operational_breakeven_date: '2026-10', target_monthly_improvement: 95_833,
    });
    for (const field of ['monthly_burn_2024', 'client_acquisition_medical', 'arr_per_medical_client', 'gross_margin_2025', 'last_updated', 'data_source', 'validation_period']) {
      expect(mask).toHaveProperty(field);
    }
    // The opening balance at 31 December 2025 (issue 25): the shipped baseline's, the defaults.
    expect(mask).toMatchObject(OPENING_BALANCE_DEFAULTS);
  });

  it('answers the actuals CSV, the version list and one kept version', async () => {
    expect((await call(ctx.server, 'GET', '/api/baseline/actuals', { token: ctx.user })).body).toEqual({ version: 1, csv: baselineCsv() });
    const versions = await call(ctx.server, 'GET', '/api/baseline/versions', { token: ctx.user });
    expect(versions.body.versions).toEqual([expect.objectContaining({ version: 1, created_by: 'system' })]);
    expect((await call(ctx.server, 'GET', '/api/baseline/versions/1', { token: ctx.user })).body.csv).toBe(baselineCsv());
    expect((await call(ctx.server, 'GET', '/api/baseline/versions/7', { token: ctx.user })).status).toBe(404);
    expect((await call(ctx.server, 'GET', '/api/baseline/versions/latest', { token: ctx.user })).status).toBe(400);
  });

  it('refuses every baseline route without a token and the two writes for a non-admin, storing nothing', async () => {
    const routes = [['GET', '/api/baseline/data-mask'], ['POST', '/api/baseline/data-mask'], ['GET', '/api/baseline/actuals'],
      ['PUT', '/api/baseline/actuals'], ['GET', '/api/baseline/versions'], ['GET', '/api/baseline/versions/1']] as const;
    for (const [method, url] of routes) expect((await call(ctx.server, method, url, { body: method === 'GET' ? undefined : {} })).status).toBe(401);
    const mask = await loadedMask(ctx.server, ctx.user);
    const post = await call(ctx.server, 'POST', '/api/baseline/data-mask', { token: ctx.user, body: { ...mask, revenue_2025: 1_500_000 } });
    expect(post.status).toBe(403);
    const put = await call(ctx.server, 'PUT', '/api/baseline/actuals', { token: ctx.user, body: { csv: baselineCsv(), version: 1 } });
    expect(put.status).toBe(403);
    await expectNothingStored(ctx.server);
  });
});

describe('POST /api/baseline/data-mask: part 1 §5 on the server', () => {
  let ctx: Awaited<ReturnType<typeof start>>;
  beforeAll(async () => {
    ctx = await start();
  });
  afterEach(() => expectNothingStored(ctx.server));

  const rules = [
    [{ revenue_2025: 1_006_360 }, '2025 revenue must be higher than 2024'],
    [{ medical_clients_2025: 216 }, '2025 client count must be higher than 2024'],
    [{ monthly_growth_rate: 50.5 }, 'Monthly growth rate should be between 0% and 50%'],
    [{ monthly_growth_rate: -1 }, 'Monthly growth rate should be between 0% and 50%'],
    [{ capital_injection_amount: 999_999 }, 'Capital injection should be at least €1M'],
  ] as const;

  for (const [edit, message] of rules) {
    it(`answers 422 '${message}' for ${JSON.stringify(edit)}`, async () => {
      const mask = await loadedMask(ctx.server, ctx.admin);
      const answer = await call(ctx.server, 'POST', '/api/baseline/data-mask', { token: ctx.admin, body: { ...mask, ...edit } });
      expect(answer.status).toBe(422);
      expect(answer.body.error).toEqual({ code: 'validation_failed', message: 'Please fix validation errors before saving' });
      expect(answer.body.errors).toEqual([message]);
    });
  }

  it('lists every failed rule at once, in the specification\'s order', async () => {
    const mask = await loadedMask(ctx.server, ctx.admin);
    const body = { ...mask, revenue_2025: 1, medical_clients_2025: 1, monthly_growth_rate: 99, capital_injection_amount: 5 };
    const answer = await call(ctx.server, 'POST', '/api/baseline/data-mask', { token: ctx.admin, body });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual([
      '2025 revenue must be higher than 2024', '2025 client count must be higher than 2024',
      'Monthly growth rate should be between 0% and 50%', 'Capital injection should be at least €1M',
    ]);
  });

  it('answers 422 naming the field for fractions of a euro, bad months, model bounds and contradicting figures', async () => {
    const mask = await loadedMask(ctx.server, ctx.admin);
    const cases = [
      [{ revenue_2025: 1_500_000.5 }, 'Revenue 2025 must be a whole number', 'revenue_2025'],
      [{ capital_injection_date: '2025-13' }, 'Capital Injection Date must be a month (YYYY-MM)', 'capital_injection_date'],
      [{ capital_injection_amount: 600_000_000 }, 'Capital Injection Amount must be at most 500.000.000', 'capital_injection_amount'],
      [{ ebitda_2025: -700_000, monthly_burn_2025: 1 }, expect.stringMatching(/^EBITDA 2025 and Monthly Gross Burn 2025 contradict each other/), 'ebitda_2025'],
      [{ loans_2025_months: 0 }, 'Months to repay the loans at 31 Dec 2025 must be at least 1', 'loans_2025_months'],
      [{ fixed_assets_2025_life_months: 2.5 }, 'Remaining useful life of the fixed assets at 31 Dec 2025 must be a whole number', 'fixed_assets_2025_life_months'],
    ] as const;
    for (const [edit, message, field] of cases) {
      const answer = await call(ctx.server, 'POST', '/api/baseline/data-mask', { token: ctx.admin, body: { ...mask, ...edit } });
      expect(answer.status).toBe(422);
      expect(answer.body.errors).toEqual([message]);
      expect(answer.body.field_errors[field]).toEqual(message);
    }
  });

  it('answers bad input with 400/413 naming the field, never 500', async () => {
    const mask = await loadedMask(ctx.server, ctx.admin);
    const { revenue_2024: _dropped, ...missing } = mask;
    const cases: { body?: unknown; rawBody?: string; status: number; field?: string }[] = [
      { body: missing, status: 400, field: 'revenue_2024' },
      { body: { ...mask, revenue_2025: '1500000' }, status: 400, field: 'revenue_2025' },
      { body: { ...mask, rides_2024: null }, status: 400, field: 'rides_2024' },
      { body: { ...mask, data_source: 'x'.repeat(5000) }, status: 400, field: 'data_source' },
      { body: { ...mask, version: 'one' }, status: 400, field: 'version' },
      { body: [mask], status: 400 },
      { rawBody: '{"revenue_2024": 1,', status: 400 },
      { rawBody: JSON.stringify({ ...mask, data_source: 'x'.repeat(1_100_000) }), status: 413 },
    ];
    for (const { body, rawBody, status, field } of cases) {
      const answer = await call(ctx.server, 'POST', '/api/baseline/data-mask', { token: ctx.admin, body, rawBody });
      expect(answer.status).toBe(status);
      if (field) expect(answer.body.error.field).toBe(field);
      expect(JSON.stringify(answer.body)).not.toMatch(/at .*\.ts:\d+/);
    }
  });
});

describe('saving the baseline', () => {
  it('makes a valid save the actuals every forecast uses, keeps the older version and audits it', async () => {
    const { server, admin, user } = await start();
    const forecastBefore = await call(server, 'GET', '/api/scenarios/forecast/baseline', { token: user });
    expect(forecastBefore.status).toBe(200);
    const mask = await loadedMask(server, admin);
    const saved = await call(server, 'POST', '/api/baseline/data-mask', {
      token: admin, body: { ...mask, revenue_2025: 1_500_000, medical_clients_2025: 300, capital_injection_amount: 3_000_000 },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ status: 'saved', version: 2, data_mask: { revenue_2025: 1_500_000, medical_clients_2025: 300, capital_injection_amount: 3_000_000, version: 2 } });
    expect(saved.body.changed).toEqual(['revenue_2025', 'medical_clients_2025', 'capital_injection_amount']);
    // The server stamps the save time; the client's last_updated is not trusted.
    expect(Date.parse(saved.body.data_mask.last_updated)).toBeGreaterThan(Date.now() - 60_000);

    expect(await loadedMask(server, user)).toMatchObject({ version: 2, revenue_2025: 1_500_000, ebitda_2025: -864_934 + (1_500_000 - 1_404_265) });
    expect(server.services.model.baseline().version).toBe(2);
    expect(server.services.model.figures('check', { key_drivers: {} }).years[2025]?.total_revenue).toBe(1_500_000);
    const forecastAfter = await call(server, 'GET', '/api/scenarios/forecast/baseline', { token: user });
    expect(forecastAfter.body.forecast_years['2026'].total_medical_clients).toBeGreaterThan(forecastBefore.body.forecast_years['2026'].total_medical_clients);

    const versions = await call(server, 'GET', '/api/baseline/versions', { token: user });
    expect(versions.body.versions.map((row: { version: number; created_by: string }) => [row.version, row.created_by])).toEqual([[2, 'admin'], [1, 'system']]);
    expect((await call(server, 'GET', '/api/baseline/versions/1', { token: user })).body.csv).toBe(baselineCsv());
    const audit = await sqlRows(server, "SELECT username, action, details FROM activity_log WHERE resource = 'baseline'");
    expect(audit).toEqual([{ username: 'admin', action: 'update', details: 'version 2: data mask: revenue_2025, medical_clients_2025, capital_injection_amount' }]);
  });

  it('stores the opening balance at 31 Dec 2025 as the model\'s; a mask that leaves it out keeps it', async () => {
    const { server, admin } = await start();
    const mask = await loadedMask(server, admin);
    const saved = await call(server, 'POST', '/api/baseline/data-mask', { token: admin, body: { ...mask, capital_reserve_2025: 4_100_000, tax_loss_carryforward_gewst_2025: 1_700_000 } });
    expect(saved.status).toBe(200);
    expect(saved.body.changed).toEqual(['capital_reserve_2025', 'tax_loss_carryforward_gewst_2025']);
    const opening = server.services.model.figures('opening', { key_drivers: {} }).years[2025];
    expect(opening).toMatchObject({ capital_reserve: 4_100_000, balance_check: 0 });
    expect(opening?.retained_earnings).toBe(-1_916_900 - 125_000);
    const withoutOpening = Object.fromEntries(Object.entries(await loadedMask(server, admin)).filter(([field]) => !(OPENING_BALANCE_FIELDS as readonly string[]).includes(field)));
    const again = await call(server, 'POST', '/api/baseline/data-mask', { token: admin, body: { ...withoutOpening, monthly_growth_rate: 13 } });
    expect(again.status).toBe(200);
    expect(again.body.data_mask).toMatchObject({ capital_reserve_2025: 4_100_000, tax_loss_carryforward_gewst_2025: 1_700_000, monthly_growth_rate: 13 });
  });

  it('lets one of two saves from the same version win; the other gets 409 with the current version', async () => {
    const { server, admin } = await start();
    const mask = await loadedMask(server, admin);
    const first = await call(server, 'POST', '/api/baseline/data-mask', { token: admin, body: { ...mask, rides_2025: 600_000 } });
    const second = await call(server, 'POST', '/api/baseline/data-mask', { token: admin, body: { ...mask, rides_2025: 700_000 } });
    expect([first.status, second.status]).toEqual([200, 409]);
    expect(second.body.error.code).toBe('version_conflict');
    expect(second.body.current_version).toBe(2);
    expect((await loadedMask(server, admin)).rides_2025).toBe(600_000);
  });
});

describe('PUT /api/baseline/actuals: CSV import, all or nothing', () => {
  it('refuses a broken CSV with every problem by line and column and stores nothing', async () => {
    const { server, admin } = await start();
    const csv = baselineCsv().replace(/^rides,,24354,/m, 'rides,,many,').replace(/^monthly_growth_rate,12\.5,/m, 'monthly_growth_rate,fast,');
    const answer = await call(server, 'PUT', '/api/baseline/actuals', { token: admin, body: { csv, version: 1 } });
    expect(answer.status).toBe(422);
    expect(answer.body.error.code).toBe('csv_invalid');
    const lineOf = (field: string) => csv.split('\n').findIndex((line) => line.startsWith(`${field},`)) + 1;
    expect(answer.body.errors).toEqual(expect.arrayContaining([
      { line: lineOf('rides'), column: '2024-01', message: 'rides 2024-01 must be a number, got "many"' },
      { line: lineOf('monthly_growth_rate'), column: 'value', message: 'monthly_growth_rate must be a number, got "fast"' },
    ]));
    const ruleBreak = baselineCsv().replace(/^capital_injection_amount,2000000,/m, 'capital_injection_amount,10,');
    const rule = await call(server, 'PUT', '/api/baseline/actuals', { token: admin, body: { csv: ruleBreak, version: 1 } });
    expect(rule.status).toBe(422);
    expect(rule.body.errors).toEqual([{ line: lineOf('capital_injection_amount'), column: 'value', message: 'Capital injection should be at least €1M' }]);
    expect((await call(server, 'PUT', '/api/baseline/actuals', { token: admin, body: { csv: 42, version: 1 } })).status).toBe(400);
    await expectNothingStored(server);
  });

  it('stores a clean CSV as the next version; a stale version gets 409', async () => {
    const { server, admin, user } = await start();
    const csv = baselineCsv().replace(/^monthly_growth_rate,12\.5,/m, 'monthly_growth_rate,20,');
    const saved = await call(server, 'PUT', '/api/baseline/actuals', { token: admin, body: { csv, version: 1 } });
    expect(saved.body).toEqual({ status: 'saved', version: 2, changed_cells: 1 });
    expect((await loadedMask(server, user)).monthly_growth_rate).toBe(20);
    expect(server.services.model.baseline().version).toBe(2);
    const stale = await call(server, 'PUT', '/api/baseline/actuals', { token: admin, body: { csv, version: 1 } });
    expect(stale.status).toBe(409);
    expect(await server.services.baselines.history()).toHaveLength(2);
  });
});
