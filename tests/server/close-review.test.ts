import { afterAll, describe, expect, it } from 'vitest';
import { call, loginAs, sqlRows, startServer, tempDataDir, TEST_ADMIN, type RunningServer } from './harness.ts';
import { FIXTURE_MONTHLY_ACTUALS } from '../../server/repos/monthlyActuals.ts';
import { monthlyActualRows } from '../../engine/actuals/monthlyActualsCsv.ts';
import type { MonthlyActualValues } from '../../engine/actuals/closedMonths.ts';

/**
 * Import → review → close (issue 26): saving actuals never moves the close; closing months is an
 * admin's step with a review of each month's figures and plausibility warnings the admin confirms
 * one by one; the import preview answers the effect on EBITDA and cash.
 */
const running: RunningServer[] = [];
async function start(options: { sampleData?: boolean; dataDir?: string } = {}) {
  const server = await startServer(options.dataDir, { sampleData: options.sampleData ?? false });
  running.push(server);
  const admin = await loginAs(server, TEST_ADMIN.username, TEST_ADMIN.password);
  return { server, admin };
}
afterAll(async () => {
  while (running.length) await running.pop()?.stop();
});

const rowsOf = (values: MonthlyActualValues) => monthlyActualRows(values);

/** The sample with February's sales & marketing 100 times over and a bank cash far off the bridge. */
function implausibleFebruary(): MonthlyActualValues {
  const values = structuredClone(FIXTURE_MONTHLY_ACTUALS);
  values['2026-02']!.sales_marketing = values['2026-02']!.sales_marketing! * 100;
  values['2026-02']!.closing_cash = 9_999_999;
  return values;
}

async function saved(server: RunningServer, admin: string, values: MonthlyActualValues) {
  const answer = await call(server, 'PUT', '/api/actuals/monthly', { token: admin, body: rowsOf(values) });
  expect(answer.status).toBe(200);
  return answer.body;
}

describe('saving actuals', () => {
  it('never moves the close: complete months stay open until an admin closes them', async () => {
    const { server, admin } = await start();
    const answer = await saved(server, admin, FIXTURE_MONTHLY_ACTUALS);
    expect(answer).toMatchObject({ last_closed_month: null, close_setting: null, latest_closable_month: '2026-10' });
    const pnl = await call(server, 'GET', '/api/financial-data/pnl?period=monthly&from=2026&to=2026', { token: admin });
    expect(pnl.body.closed_through).toBeNull();
    const reviewed = await call(server, 'GET', '/api/settings/close/review?through=2026-03', { token: admin });
    const confirmed_warnings = reviewed.body.warnings.map((warning: { id: string }) => warning.id);
    expect((await call(server, 'PUT', '/api/settings/close', { token: admin, body: { last_closed_month: '2026-03', confirmed_warnings } })).status).toBe(200);
    const again = structuredClone(FIXTURE_MONTHLY_ACTUALS);
    again['2026-11'] = structuredClone(again['2026-10']!);
    const later = await saved(server, admin, again);
    expect(later).toMatchObject({ last_closed_month: '2026-03', close_setting: '2026-03', latest_closable_month: '2026-11' });
  });
});

describe('the close review: GET /api/settings/close/review', () => {
  it('answers per month being closed revenue, costs, EBITDA and a cash bridge that adds up, against the Baseline forecast', async () => {
    const { server, admin } = await start();
    await saved(server, admin, FIXTURE_MONTHLY_ACTUALS);
    const review = await call(server, 'GET', '/api/settings/close/review?through=2026-03', { token: admin });
    expect(review.status).toBe(200);
    expect(review.body).toMatchObject({ previous_close: null, through: '2026-03', references: [{ year: 2026, source: 'forecast' }] });
    expect(review.body.months.map((month: { month: string }) => month.month)).toEqual(['2026-01', '2026-02', '2026-03']);
    for (const month of review.body.months) {
      expect(month.opening_cash + month.operating_cash + month.investing_cash + month.financing_cash).toBeCloseTo(month.closing_cash, 2);
      expect(month.revenue).toBeGreaterThan(0);
      expect(month.bank_cash).toBe(FIXTURE_MONTHLY_ACTUALS[month.month]!.closing_cash);
    }
    expect(review.body.months[0].revenue - review.body.months[0].costs).not.toBe(0);
    // The sheet's totals rows: the same figures for every complete month.
    const { totals } = (await call(server, 'GET', '/api/actuals/monthly', { token: admin })).body;
    expect(totals.map((month: { month: string }) => month.month)).toHaveLength(10);
    expect(totals[1]).toEqual(review.body.months[1]);
    const pnl = await call(server, 'GET', '/api/settings/close/review?through=2026-11', { token: admin });
    expect({ status: pnl.status, field: pnl.body.error.field }).toEqual({ status: 400, field: 'through' });
  });

  it('warns of a line beyond ±50 % of plan and of the previous month, and of cash off the bridge', async () => {
    const { server, admin } = await start();
    await saved(server, admin, implausibleFebruary());
    const review = await call(server, 'GET', '/api/settings/close/review?through=2026-02', { token: admin });
    const ids = review.body.warnings.map((warning: { id: string }) => warning.id);
    expect(ids).toEqual(expect.arrayContaining(['2026-02:sales_marketing:plan', '2026-02:sales_marketing:previous_month', '2026-02:closing_cash:cash_bridge']));
    const cash = review.body.warnings.find((warning: { id: string }) => warning.id === '2026-02:closing_cash:cash_bridge');
    expect(cash).toMatchObject({ actual: 9_999_999, reference: review.body.months[1].closing_cash });
  });
});

describe('closing months: PUT /api/settings/close', () => {
  it('refuses a close whose warnings are not all confirmed, and closes once they are, audited with the confirmed ids', async () => {
    const { server, admin } = await start();
    await saved(server, admin, implausibleFebruary());
    const { warnings } = (await call(server, 'GET', '/api/settings/close/review?through=2026-02', { token: admin })).body;
    const ids: string[] = warnings.map((warning: { id: string }) => warning.id);
    const none = await call(server, 'PUT', '/api/settings/close', { token: admin, body: { last_closed_month: '2026-02' } });
    expect(none.status).toBe(422);
    expect(none.body).toMatchObject({ error: { code: 'warnings_unconfirmed', field: 'confirmed_warnings' } });
    expect(none.body.warnings.map((warning: { id: string }) => warning.id)).toEqual(ids);
    const some = await call(server, 'PUT', '/api/settings/close', { token: admin, body: { last_closed_month: '2026-02', confirmed_warnings: ids.slice(1) } });
    expect(some.status).toBe(422);
    expect(some.body.warnings.map((warning: { id: string }) => warning.id)).toEqual([ids[0]]);
    expect(await server.services.monthlyActuals.closeSetting()).toBeNull();
    const all = await call(server, 'PUT', '/api/settings/close', { token: admin, body: { last_closed_month: '2026-02', confirmed_warnings: ids } });
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ last_closed_month: '2026-02', close_setting: '2026-02' });
    const [audited] = await sqlRows(server, "SELECT details FROM activity_log WHERE resource = 'settings' ORDER BY id DESC");
    expect(audited!.details).toContain('last closed month: 2026-02');
    expect(audited!.details).toContain('2026-02:closing_cash:cash_bridge');
  });

  it('is refused where it is written when the actuals were saved after the version it was reviewed on', async () => {
    const { server, admin } = await start();
    const first = await saved(server, admin, FIXTURE_MONTHLY_ACTUALS);
    await saved(server, admin, implausibleFebruary());
    expect(await server.services.monthlyActuals.setClose('2026-03', 'admin', first.version)).toEqual({ ok: false, reason: 'stale', current: first.version + 1 });
    expect(await server.services.monthlyActuals.closeSetting()).toBeNull();
  });

  it('reopens months without a review', async () => {
    const { server, admin } = await start({ sampleData: true });
    const reopened = await call(server, 'PUT', '/api/settings/close', { token: admin, body: { last_closed_month: '2026-01' } });
    expect(reopened.status).toBe(200);
    expect(reopened.body.close_setting).toBe('2026-01');
  });
});

describe('the import preview: POST /api/actuals/monthly/read', () => {
  it('answers per month revenue, costs, EBITDA and closing cash before → after', async () => {
    const { server, admin } = await start({ sampleData: true });
    const changed = structuredClone(FIXTURE_MONTHLY_ACTUALS);
    changed['2026-04']!.sales_marketing = changed['2026-04']!.sales_marketing! + 10_000;
    const read = await call(server, 'POST', '/api/actuals/monthly/read', { token: admin, body: rowsOf(changed) });
    expect(read.status).toBe(200);
    const april = read.body.effect.find((effect: { month: string }) => effect.month === '2026-04');
    expect(april.after.ebitda - april.before.ebitda).toBeCloseTo(-10_000, 2);
    expect(april.after.costs - april.before.costs).toBeCloseTo(10_000, 2);
    expect(april.after.closing_cash).not.toBe(april.before.closing_cash);
    const march = read.body.effect.find((effect: { month: string }) => effect.month === '2026-03');
    expect(march.after).toEqual(march.before);
  });
});

describe('migration 13', () => {
  it('writes the close an upgraded database had by default as its explicit close, and keeps an explicit one', async () => {
    const dataDir = tempDataDir();
    const { server: first } = await start({ sampleData: true, dataDir });
    // Back to a database of an earlier release: the close was the default, no setting.
    await sqlRows(first, "DELETE FROM settings WHERE key = 'last_closed_month'");
    await sqlRows(first, 'DELETE FROM schema_migrations WHERE version = 13');
    await first.stop();
    running.splice(running.indexOf(first), 1);
    const { server, admin } = await start({ dataDir });
    expect((await call(server, 'GET', '/api/settings/close', { token: admin })).body).toMatchObject({ last_closed_month: '2026-10', close_setting: '2026-10' });
    const [row] = await sqlRows(server, "SELECT updated_by FROM settings WHERE key = 'last_closed_month'");
    expect(row).toEqual({ updated_by: 'system (upgrade)' });
    expect(await sqlRows(server, "SELECT key FROM settings WHERE key = 'close_default_pending'")).toEqual([]);
    expect((await call(server, 'PUT', '/api/settings/close', { token: admin, body: { last_closed_month: '2026-05' } })).status).toBe(200);
    await sqlRows(server, 'DELETE FROM schema_migrations WHERE version = 13');
    await server.stop();
    running.splice(running.indexOf(server), 1);
    const { server: again, admin: token } = await start({ dataDir });
    expect((await call(again, 'GET', '/api/settings/close', { token })).body).toMatchObject({ close_setting: '2026-05' });
  });
});
