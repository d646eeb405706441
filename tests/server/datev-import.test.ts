import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, startServer, sqlRows, TEST_ADMIN, type RunningServer } from './harness.ts';
import { buchungsstapel, CHARTS, encode, summenUndSaldenliste, type FixtureBatch, type FixtureBooking } from '../helpers/datevFixtures.ts';
import { DATEV_MAX_BOOKINGS, DATEV_MAX_BYTES } from '../../contract/datev.ts';

/**
 * DATEV import through the real server (issue 29): files from the independent generator
 * (tests/helpers/datevFixtures.ts), expected figures summed here from the generated bookings —
 * never through the engine's ledger — so the reader, the mapping and the routes are checked
 * against books they did not write.
 */

const running: RunningServer[] = [];
afterAll(async () => {
  while (running.length) await running.pop()?.stop();
});

async function start() {
  const server = await startServer(undefined, { sampleData: true });
  running.push(server);
  const admin = await loginAs(server, TEST_ADMIN.username, TEST_ADMIN.password);
  const created = await call(server, 'POST', '/api/admin/users', { token: admin, body: { username: 'viewer', role: 'user', password: 'viewer-password-1' } });
  expect(created.status).toBe(201);
  return { server, admin, user: await loginAs(server, 'viewer', 'viewer-password-1') };
}

async function send(server: RunningServer, path: string, token: string | undefined, bytes: Uint8Array, type = 'application/octet-stream') {
  const headers: Record<string, string> = { 'content-type': type };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${server.baseUrl}${path}`, { method: 'POST', headers, body: new Uint8Array(bytes) });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

const debitOf = (b: FixtureBooking) => (b.debitCredit === 'S' ? b.account : b.contraAccount);
const creditOf = (b: FixtureBooking) => (b.debitCredit === 'S' ? b.contraAccount : b.account);
/** Σ of the bookings that debit `account`, in euros. */
const debitedTo = (batch: FixtureBatch, account: number) => batch.bookings.filter((b) => debitOf(b) === account).reduce((sum, b) => sum + b.amountCents, 0) / 100;
/** Revenue of the batch: net invoices as booked, gross ones with BU-Schlüssel 3 less 19 % VAT (rounded per booking). */
const revenueOf = (batch: FixtureBatch, account: number) => batch.bookings.filter((b) => creditOf(b) === account)
  .reduce((sum, b) => sum + (b.buKey === '3' ? Math.round((b.amountCents * 100) / 119) : b.amountCents), 0) / 100;

describe('DATEV import: a Buchungsstapel through a confirmed mapping into the monthly actuals', () => {
  let ctx: Awaited<ReturnType<typeof start>>;
  const batch = buchungsstapel({ seed: 29, chart: 'SKR03', encoding: 'windows-1252', fiscalYearStart: '2026-01-01', month: '2026-03', events: 60 });
  const query = 'kind=buchungsstapel&file_name=EXTF_Buchungsstapel_2026-03.csv';
  beforeAll(async () => {
    ctx = await start();
  });

  it('reads the file without storing anything: its period, sums, accounts and the revenue stream to confirm', async () => {
    const read = await send(ctx.server, `/api/actuals/datev/read?${query}`, ctx.admin, batch.bytes);
    expect(read.status).toBe(200);
    expect(read.body.file).toMatchObject({
      kind: 'buchungsstapel', chart: 'skr03', months: ['2026-03'], period_from: '2026-03-01', period_to: '2026-03-31',
      booking_count: batch.bookings.length, debit: batch.debitCents / 100, credit: batch.creditCents / 100,
    });
    expect(read.body.mapping).toEqual({ chart: 'skr03', version: 0 });
    expect(read.body.unmapped).toMatchObject({ accounts: 0, to_confirm: 1 });
    expect(read.body.accounts[0]).toMatchObject({ account: CHARTS.SKR03.revenue19, target: 'medical_recurring_revenue', source: 'template', to_confirm: true });
    expect(read.body.importable).toBe(false);
    const employees = read.body.lines.find((l: { line: string }) => l.line === 'employees');
    expect(employees.new).toBeCloseTo(debitedTo(batch, CHARTS.SKR03.salaries), 2);
    expect(employees.accounts.map((a: { account: number }) => a.account)).toEqual([CHARTS.SKR03.salaries]);
    expect((await call(ctx.server, 'GET', '/api/actuals/datev/imports', { token: ctx.user })).body.imports).toEqual([]);
  });

  it('refuses the import while the revenue stream is not confirmed, and after the mapping changed under the preview', async () => {
    const refused = await send(ctx.server, `/api/actuals/datev/import?${query}&mapping_version=0`, ctx.admin, batch.bytes);
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe('mapping_incomplete');
    expect(refused.body.accounts).toEqual([CHARTS.SKR03.revenue19]);
    const stale = await send(ctx.server, `/api/actuals/datev/import?${query}&mapping_version=7`, ctx.admin, batch.bytes);
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('mapping_changed');
  });

  it('saves the company mapping as a version, refuses a stale one, and then imports: the P&L lines of March are the books\' sums', async () => {
    const saved = await call(ctx.server, 'PUT', '/api/actuals/datev/mapping', {
      token: ctx.admin, body: { chart: 'skr03', version: 0, accounts: [{ account: CHARTS.SKR03.revenue19, target: 'medical_recurring_revenue' }], comment: 'our SaaS fees' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ chart: 'skr03', version: 1, updated_by: TEST_ADMIN.username, comment: 'our SaaS fees', accounts: [{ account: 8400, target: 'medical_recurring_revenue' }] });
    const stale = await call(ctx.server, 'PUT', '/api/actuals/datev/mapping', { token: ctx.admin, body: { chart: 'skr03', version: 0, accounts: [] } });
    expect(stale.status).toBe(409);

    const before = (await call(ctx.server, 'GET', '/api/actuals/monthly', { token: ctx.admin })).body;
    const imported = await send(ctx.server, `/api/actuals/datev/import?${query}&mapping_version=1&version=${before.version}`, ctx.admin, batch.bytes);
    expect(imported.status).toBe(200);
    expect(imported.body).toMatchObject({ status: 'imported', version: before.version + 1, import: { mapping_version: 1, booking_count: batch.bookings.length, months: ['2026-03'], created_by: TEST_ADMIN.username } });

    const after = (await call(ctx.server, 'GET', '/api/actuals/monthly', { token: ctx.admin })).body;
    const value = (line: string) => after.rows.find((r: { month: string; line: string }) => r.month === '2026-03' && r.line === line)?.value;
    expect(value('employees')).toBeCloseTo(debitedTo(batch, CHARTS.SKR03.salaries), 2);
    expect(value('office_infrastructure')).toBeCloseTo(debitedTo(batch, CHARTS.SKR03.rent), 2);
    expect(value('hosting_licenses')).toBeCloseTo(debitedTo(batch, CHARTS.SKR03.software), 2);
    expect(value('medical_recurring_revenue')).toBeCloseTo(revenueOf(batch, CHARTS.SKR03.revenue19), 2);
    expect(value('legal_tax')).toBe(0);
    // The close is not moved by an import: closing stays the admin's separate step.
    expect(after.close_setting).toBe(before.close_setting);
    // A month not in the file keeps its values.
    const february = (rows: { month: string; line: string; value: number }[]) => rows.filter((r) => r.month === '2026-02');
    expect(february(after.rows)).toEqual(february(before.rows));
  });

  it('recognises the same file by its hash: a second import changes nothing', async () => {
    const version = (await call(ctx.server, 'GET', '/api/actuals/monthly', { token: ctx.admin })).body.version;
    const again = await send(ctx.server, `/api/actuals/datev/import?${query}&mapping_version=1`, ctx.admin, batch.bytes);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ status: 'unchanged', version });
    const read = await send(ctx.server, `/api/actuals/datev/read?${query}`, ctx.admin, batch.bytes);
    expect(read.body.duplicate).toMatchObject({ sha256: again.body.import.sha256 });
    expect((await call(ctx.server, 'GET', '/api/actuals/datev/imports', { token: ctx.user })).body.imports).toHaveLength(1);
  });

  it('keeps the import log unaltered: the database refuses an update or a delete of it', async () => {
    await expect(sqlRows(ctx.server, "UPDATE datev_imports SET created_by = 'someone else'")).rejects.toThrow(/never altered/);
    await expect(sqlRows(ctx.server, 'DELETE FROM datev_imports')).rejects.toThrow(/never altered/);
    expect((await call(ctx.server, 'GET', '/api/actuals/datev/imports', { token: ctx.user })).body.imports[0].created_by).toBe(TEST_ADMIN.username);
  });

  it('explains an imported figure down to its accounts and bookings', async () => {
    const explained = await call(ctx.server, 'GET', '/api/actuals/datev/explain?month=2026-03&line=employees', { token: ctx.user });
    expect(explained.status).toBe(200);
    const salaries = batch.bookings.filter((b) => debitOf(b) === CHARTS.SKR03.salaries);
    expect(explained.body).toMatchObject({ matches: true, import: { file_name: 'EXTF_Buchungsstapel_2026-03.csv' }, booking_count: salaries.length });
    expect(explained.body.accounts).toEqual([{ account: CHARTS.SKR03.salaries, name: 'Personalkosten', amount: debitedTo(batch, CHARTS.SKR03.salaries), booking_count: salaries.length }]);
    expect(explained.body.bookings.map((b: { amount: number }) => b.amount).sort()).toEqual(salaries.map((b) => b.amountCents / 100).sort());
    const never = await call(ctx.server, 'GET', '/api/actuals/datev/explain?month=2026-04&line=employees', { token: ctx.user });
    expect(never.body).toMatchObject({ import: null, accounts: [], bookings: [] });
  });

  it('imports a monthly SuSa of SKR04 in UTF-8: the balance items are the accounts\' Saldo', async () => {
    const skr04 = buchungsstapel({ seed: 4, chart: 'SKR04', encoding: 'utf-8-bom', fiscalYearStart: '2026-01-01', month: '2026-04', events: 40 });
    const susa = summenUndSaldenliste(skr04, 4, 'utf-8-bom');
    const susaQuery = 'kind=susa&chart=skr04&month=2026-04&file_name=SuSa_2026-04.csv';
    const mapped = await call(ctx.server, 'PUT', '/api/actuals/datev/mapping', {
      token: ctx.admin, body: { chart: 'skr04', version: 0, accounts: [{ account: CHARTS.SKR04.revenue19, target: 'transaction_revenue' }] },
    });
    expect(mapped.body.version).toBe(2);
    const read = await send(ctx.server, `/api/actuals/datev/read?${susaQuery}`, ctx.admin, susa.bytes, 'text/csv');
    expect(read.status).toBe(200);
    expect(read.body.importable).toBe(true);
    const imported = await send(ctx.server, `/api/actuals/datev/import?${susaQuery}&mapping_version=2`, ctx.admin, susa.bytes, 'text/csv');
    expect(imported.status).toBe(200);
    const rows = (await call(ctx.server, 'GET', '/api/actuals/monthly', { token: ctx.admin })).body.rows as { month: string; line: string; value: number }[];
    const value = (line: string) => rows.find((r) => r.month === '2026-04' && r.line === line)?.value;
    const balance = (test: (account: number) => boolean) => susa.accounts.filter((a) => test(a.account)).reduce((sum, a) => sum + a.balanceCents, 0) / 100;
    expect(value('closing_cash')).toBeCloseTo(balance((a) => a === CHARTS.SKR04.bank), 2);
    expect(value('receivables')).toBeCloseTo(balance((a) => a >= 10000 && a < 70000), 2);
    expect(value('payables')).toBeCloseTo(-balance((a) => a >= 70000), 2);
    const revenue = susa.accounts.find((a) => a.account === CHARTS.SKR04.revenue19)!;
    expect(value('transaction_revenue')).toBeCloseTo((revenue.creditCents - revenue.debitCents) / 100, 2);
  });
});

describe('DATEV import: bad input is refused with its line and field, nothing stored', () => {
  let ctx: Awaited<ReturnType<typeof start>>;
  const batch = buchungsstapel({ seed: 7, chart: 'SKR03', encoding: 'windows-1252', fiscalYearStart: '2026-01-01', month: '2026-05', events: 10 });
  const lines = batch.text.split('\r\n');
  const withLine = (index: number, edit: (cells: string[]) => string[]) => encode(lines.map((line, i) => (i === index ? edit(line.split(';')).join(';') : line)).join('\r\n'), 'windows-1252');
  beforeAll(async () => {
    ctx = await start();
  });

  async function refused(bytes: Uint8Array, path = '/api/actuals/datev/read?kind=buchungsstapel') {
    const answer = await send(ctx.server, path, ctx.admin, bytes);
    expect(answer.status, JSON.stringify(answer.body)).toBe(422);
    expect(answer.body.error.code).toBe('datev_invalid');
    return answer.body.errors[0] as { line: number; field: string; message: string };
  }

  it('names the line and DATEV field of each bad input of the issue', async () => {
    expect(await refused(encode('Konto;Betrag\r\n4120;100,00\r\n', 'windows-1252'))).toMatchObject({ line: 1, field: 'Kennzeichen' });
    expect(await refused(withLine(0, (c) => c.map((cell, i) => (i === 2 ? '16' : cell))))).toMatchObject({ line: 1, field: 'Formatkategorie' });
    expect(await refused(withLine(0, (c) => c.map((cell, i) => (i === 1 ? '510' : cell))))).toMatchObject({ line: 1, field: 'Versionsnummer' });
    expect(await refused(withLine(2, (c) => [c[0]!.replace(',', '.'), ...c.slice(1)]))).toMatchObject({ line: 3, field: 'Umsatz (ohne Soll/Haben-Kz)' });
    expect(await refused(withLine(3, (c) => [c[0]!, '', ...c.slice(2)]))).toMatchObject({ line: 4, field: 'Soll/Haben-Kennzeichen' });
    expect(await refused(withLine(2, (c) => c.map((cell, i) => (i === 9 ? '0107' : cell))))).toMatchObject({ line: 3, field: 'Belegdatum' });
    const broken = new Uint8Array([0xef, 0xbb, 0xbf, ...batch.bytes.subarray(0, 40), 0xff, 0xfe, ...batch.bytes.subarray(40)]);
    expect(await refused(broken)).toMatchObject({ field: 'Zeichensatz' });
  });

  it('refuses a period outside the monthly actuals and a SuSa that does not balance', async () => {
    const old = buchungsstapel({ seed: 1, chart: 'SKR03', encoding: 'windows-1252', fiscalYearStart: '2025-01-01', month: '2025-11', events: 5 });
    expect(await refused(old.bytes)).toMatchObject({ line: 1, field: 'Datum vom', message: expect.stringMatching(/2025-11 is outside the months/) });
    const susa = summenUndSaldenliste(batch, 7, 'windows-1252');
    const rows = susa.text.split('\r\n');
    const cells = rows[1]!.split(';');
    cells[3] = '1,00';
    cells[5] = ((Number(cells[2]!.replace(',', '.')) + 1 - Number(cells[4]!.replace(',', '.'))).toFixed(2)).replace('.', ',');
    rows[1] = cells.join(';');
    const unbalanced = await refused(encode(rows.join('\r\n'), 'windows-1252'), '/api/actuals/datev/read?kind=susa&chart=skr03&month=2026-05');
    expect(unbalanced).toMatchObject({ field: 'Haben', message: expect.stringMatching(/does not balance/) });
  });

  it(`refuses a file over ${DATEV_MAX_BYTES / 1024 / 1024} MB with 413 before reading it, and more than ${DATEV_MAX_BOOKINGS} bookings by counting lines`, async () => {
    const huge = new Uint8Array(DATEV_MAX_BYTES + 1).fill(0x3b);
    const tooBig = await send(ctx.server, '/api/actuals/datev/read?kind=buchungsstapel', ctx.admin, huge);
    expect(tooBig.status).toBe(413);
    const many = encode([lines[0], lines[1], ...Array.from({ length: DATEV_MAX_BOOKINGS + 1 }, () => '1,00')].join('\r\n'), 'windows-1252');
    expect(await refused(many)).toMatchObject({ line: 0, field: 'Datei', message: expect.stringMatching(new RegExp(`at most ${DATEV_MAX_BOOKINGS} records`)) });
  });

  it('asks for the month and chart of a SuSa, naming the field', async () => {
    const susa = summenUndSaldenliste(batch, 7, 'windows-1252');
    const noMonth = await send(ctx.server, '/api/actuals/datev/read?kind=susa&chart=skr03', ctx.admin, susa.bytes);
    expect(noMonth.status).toBe(400);
    expect(noMonth.body.error.field).toBe('month');
    const noChart = await send(ctx.server, '/api/actuals/datev/read?kind=susa&month=2026-05', ctx.admin, susa.bytes);
    expect(noChart.body.error.field).toBe('chart');
    const badTarget = await call(ctx.server, 'PUT', '/api/actuals/datev/mapping', { token: ctx.admin, body: { chart: 'skr03', version: 0, accounts: [{ account: 4120, target: 'ebitda' }] } });
    expect(badTarget.status).toBe(400);
    expect(badTarget.body.error.field).toBe('accounts.0.target');
  });

  it('enforces roles on the server: 401 without a token, 403 for a user on reading, importing and mapping', async () => {
    expect((await send(ctx.server, '/api/actuals/datev/read?kind=buchungsstapel', undefined, batch.bytes)).status).toBe(401);
    expect((await send(ctx.server, '/api/actuals/datev/read?kind=buchungsstapel', ctx.user, batch.bytes)).status).toBe(403);
    expect((await send(ctx.server, '/api/actuals/datev/import?kind=buchungsstapel&mapping_version=0', ctx.user, batch.bytes)).status).toBe(403);
    expect((await call(ctx.server, 'PUT', '/api/actuals/datev/mapping', { token: ctx.user, body: { chart: 'skr03', version: 0, accounts: [] } })).status).toBe(403);
    expect((await call(ctx.server, 'GET', '/api/actuals/datev/mapping?chart=skr03', { token: ctx.user })).status).toBe(200);
    expect((await call(ctx.server, 'GET', '/api/actuals/datev/imports')).status).toBe(401);
  });

  it('stored nothing for any of these files', async () => {
    expect((await server().services.monthlyActuals.history()).map((row) => row.version)).toEqual([1]);
    expect(await sqlRows(server(), 'SELECT id FROM datev_imports')).toEqual([]);
  });
  const server = () => ctx.server;
});
