import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { numberFormatter } from '../../engine/format/number.ts';
import { buchungsstapel, columnTitles, encode, summenUndSaldenliste, type FixtureBatch, type FixtureBooking } from '../helpers/datevFixtures.ts';
import { apiCall, apiLogin } from './api-client.ts';
import { axeViolations, describeViolations } from './axe.ts';
import { walkTabStops } from './keyboard.ts';
import { launchChromium, newPage, screenshot, signIn } from './browser.ts';
import { startFileServer } from './file-server.ts';

const { baseUrl, admin } = await startFileServer();
const { formatEuroExact } = numberFormatter('en');

/** SKR03 accounts of the fixture (tests/helpers/datevFixtures.ts) and one the template leaves to the company. */
const SALARIES = 4120;
const BANK = 1200;
const RENT = 4210;
const REVENUE = 8400;
/** Other operating expenses outside the template's ranges: unmapped until the company maps it. */
const UNMAPPED = 4980;

/**
 * A month of books (seed 2: five salaries and five rents among 55 bookings): the generator's batch
 * with one salary booking moved to account 4980, so the
 * file has an account the admin must map (to Legal & Tax here) besides the revenue stream to confirm.
 */
function monthOfBooks(): { batch: FixtureBatch; bookings: FixtureBooking[]; bytes: Uint8Array } {
  const batch = buchungsstapel({ seed: 2, chart: 'SKR03', encoding: 'windows-1252', fiscalYearStart: '2026-01-01', month: '2026-03', events: 40 });
  const moved = batch.bookings.findIndex((booking) => booking.account === SALARIES && booking.debitCredit === 'S');
  expect(moved).toBeGreaterThanOrEqual(0);
  const lines = batch.text.split('\r\n');
  const konto = columnTitles().indexOf('Konto');
  const fields = lines[2 + moved]!.split(';');
  expect(fields[konto]).toBe(String(SALARIES));
  fields[konto] = String(UNMAPPED);
  lines[2 + moved] = fields.join(';');
  const bookings = batch.bookings.map((booking, index) => (index === moved ? { ...booking, account: UNMAPPED } : booking));
  return { batch, bookings, bytes: encode(lines.join('\r\n'), 'windows-1252') };
}

/** Euros of the bookings on `account` (as Konto or Gegenkonto): what its line should hold, summed here from the fixture alone. */
function eurosOn(bookings: readonly FixtureBooking[], account: number): number {
  return bookings.filter((booking) => booking.account === account || booking.contraAccount === account).reduce((sum, booking) => sum + booking.amountCents, 0) / 100;
}

interface Actuals { version: number; rows: { month: string; line: string; value: number }[] }

describe('DATEV import (real server, real Chromium)', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let token: string;
  let dir: string;
  // One browser and one sign-in for the file's tests.
  beforeAll(async () => {
    browser = await launchChromium();
    token = await apiLogin(baseUrl, admin.username, admin.password);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fahrplan-datev-'));
    ({ context, page } = await newPage(browser));
    await signIn(page, baseUrl, admin.username, admin.password);
    await page.getByTestId('active-scenario-name').waitFor();
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('reads a Buchungsstapel, maps its open accounts, saves the mapping, imports it (read again when the mapping changed meanwhile), and explains the imported figure down to its bookings', async () => {
    const { bookings, bytes } = monthOfBooks();
    const expected = { employees: eurosOn(bookings, SALARIES), office_infrastructure: eurosOn(bookings, RENT), legal_tax: eurosOn(bookings, UNMAPPED) };
    const salaries = bookings.filter((booking) => booking.account === SALARIES || booking.contraAccount === SALARIES);
    expect(expected.employees).toBeGreaterThan(0);
    expect(expected.office_infrastructure).toBeGreaterThan(0);
    const file = path.join(dir, 'EXTF_Buchungsstapel_2026-03.csv');
    fs.writeFileSync(file, bytes);
    const before = (await apiCall<Actuals>(baseUrl, 'GET', '/actuals/monthly', { token })).body;

    await page.getByRole('link', { name: 'DATEV Import' }).first().click();
    await page.getByRole('heading', { name: 'DATEV Import' }).waitFor();
    await page.getByText('No DATEV file has been imported yet.').waitFor();

    await page.getByLabel('DATEV export to read').setInputFiles(file);
    const summary = page.getByTestId('datev-summary');
    await summary.waitFor();
    expect(await summary.textContent()).toContain(`Bookings${bookings.length}`);
    expect(await page.getByTestId('datev-unmapped').textContent()).toMatch(/^1 unmapped account and 1 revenue stream to confirm: −€[\d,]+\.\d\d \(Soll − Haben\) is not imported until they are mapped\.$/);
    const row = (account: number) => page.locator(`[data-testid="datev-accounts"] tr[data-account="${account}"]`);
    expect(await row(UNMAPPED).locator('.badge').textContent()).toBe('Unmapped');
    expect(await row(REVENUE).locator('.badge').textContent()).toBe('To confirm');
    const importButton = page.getByRole('button', { name: 'Import', exact: true });
    expect(await importButton.isDisabled()).toBe(true);
    await screenshot(page, 'datev-import-read');

    await row(UNMAPPED).getByRole('combobox').selectOption('legal_tax');
    await row(REVENUE).getByRole('button', { name: /^Accept Recurring revenue, medical for account 8400$/ }).click();
    const save = page.getByTestId('datev-mapping-save');
    expect(await save.textContent()).toContain('2 unsaved changes');
    expect(await save.textContent()).toContain('After saving: 0 unmapped accounts, 0 streams to confirm.');
    // Accepting a stream keeps the keyboard in its row (the button goes away): on the row's choice.
    expect(await row(REVENUE).getByRole('combobox').evaluate((select) => select === document.activeElement)).toBe(true);
    // The preview with a mapping draft passes axe, and every control of it is a Tab stop with a visible ring.
    expect(describeViolations(await axeViolations(page))).toEqual([]);
    await page.locator('main h1').focus();
    const stops = await walkTabStops(page);
    expect(stops.filter((stop) => !stop.ring || !stop.interactive).map((stop) => stop.element)).toEqual([]);
    expect(stops.filter((stop) => /Where account 4980 goes|Save mapping/.test(stop.element))).toHaveLength(2);
    await save.getByLabel('Comment (optional)').fill('Beratung 4980 to Legal & Tax; 8400 is the medical SaaS');
    await save.getByRole('button', { name: 'Save mapping' }).click();
    await page.getByText(/^Mapping saved as version \d+; the preview below is read with it\.$/).waitFor();
    expect(await page.getByTestId('datev-unmapped').textContent()).toBe('Every account is mapped and every revenue stream confirmed.');
    // Save mapping went with the changes it saved: the keyboard goes on at the accounts.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('dv-accounts-title');
    expect(await row(UNMAPPED).locator('.badge').textContent()).toBe('Yours');

    const cents = (euros: number) => formatEuroExact(euros, { cents: true });
    expect(await page.getByTestId('datev-new-employees').textContent()).toBe(cents(expected.employees));
    expect(await page.getByTestId('datev-new-office_infrastructure').textContent()).toBe(cents(expected.office_infrastructure));
    expect(await page.getByTestId('datev-new-legal_tax').textContent()).toBe(cents(expected.legal_tax));
    await page.locator('[data-testid="datev-lines"] tr[data-line="employees"]').getByRole('button', { name: /accounts? behind Employees/ }).click();
    expect(await page.locator('[data-testid="datev-lines"] .dv-part').allTextContents()).toEqual([`${SALARIES} Personalkosten${cents(expected.employees)}${salaries.length} bookings`]);
    await screenshot(page, 'datev-import-preview');

    // Another admin saves the mapping meanwhile: the import is refused (409 mapping_changed), the file read again with it, then imported.
    const mapping = (await apiCall<{ version: number; accounts: { account: number; target: string }[] }>(baseUrl, 'GET', '/actuals/datev/mapping?chart=skr03', { token })).body;
    const meanwhile = await apiCall(baseUrl, 'PUT', '/actuals/datev/mapping', { token, body: { chart: 'skr03', version: mapping.version, accounts: mapping.accounts, comment: 'meanwhile' } });
    expect(meanwhile.status).toBe(200);
    await importButton.click();
    await page.getByText('The mapping was changed since this preview. The file was read again with the current mapping: check the preview and import again.').waitFor();
    expect(await page.getByTestId('datev-mapping-version').textContent()).toContain(`mapping version ${mapping.version + 1}`);
    await importButton.click();
    const done = page.getByTestId('datev-imported');
    await done.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Imported');
    expect(await done.textContent()).toContain(`EXTF_Buchungsstapel_2026-03.csv imported: monthly actuals version ${before.version + 1}.`);
    const log = page.getByTestId('datev-log');
    await log.waitFor();
    expect(await log.locator('tbody tr').count()).toBe(1);
    expect(await log.locator('tbody tr').first().textContent()).toContain('EXTF_Buchungsstapel_2026-03.csv');

    const after = (await apiCall<Actuals>(baseUrl, 'GET', '/actuals/monthly', { token })).body;
    expect(after.version).toBe(before.version + 1);
    const value = (line: string) => after.rows.find((entry) => entry.month === '2026-03' && entry.line === line)?.value;
    expect({ employees: value('employees'), office_infrastructure: value('office_infrastructure'), legal_tax: value('legal_tax') }).toEqual(expected);

    // The sample actuals are closed through 2026-10: the P&L's March 2026 is the imported actual, explained down to its bookings.
    await page.goto(`${baseUrl}/forecast-financial`);
    await page.getByRole('radio', { name: 'Monthly' }).click();
    const march = page.locator('.pnl-grid [row-id="employees"] [col-id="p:2"]');
    await march.click();
    const books = page.getByRole('dialog', { name: 'How this figure is calculated' }).getByTestId('explain-books');
    await books.waitFor();
    expect(await books.textContent()).toContain('Imported from EXTF_Buchungsstapel_2026-03.csv');
    expect(await books.textContent()).toContain('The monthly actual is still the imported value.');
    expect(await books.getByTestId('explain-bookings').locator('tbody tr').count()).toBe(salaries.length);
    await screenshot(page, 'datev-explain-books');
    await page.keyboard.press('Escape');
  });

  it('reads a monthly Summen- und Saldenliste on a phone in dark mode: its balance items previewed, the page never scrolls sideways', async () => {
    const batch = buchungsstapel({ seed: 2, chart: 'SKR03', encoding: 'windows-1252', fiscalYearStart: '2026-01-01', month: '2026-03', events: 40 });
    const susa = summenUndSaldenliste(batch, 2, 'windows-1252');
    const bank = susa.accounts.find((account) => account.account === BANK);
    expect(bank).toBeDefined();
    const file = path.join(dir, 'SuSa_2026-03.csv');
    fs.writeFileSync(file, susa.bytes);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => localStorage.setItem('darkMode', 'true'));
    await page.goto(`${baseUrl}/actuals/datev`);
    await page.getByRole('heading', { name: 'DATEV Import' }).waitFor();
    await page.getByRole('radio', { name: 'Summen- und Saldenliste' }).click();
    await page.getByLabel('Month of the list').fill('2026-03');
    await page.getByLabel('DATEV export to read').setInputFiles(file);
    const summary = page.getByTestId('datev-summary');
    await summary.waitFor();
    expect(await summary.textContent()).toContain('KindSummen- und Saldenliste');
    expect(await summary.textContent()).toContain('Period01.03.2026 – 31.03.2026');
    expect(await page.getByTestId('datev-new-closing_cash').textContent()).toBe(formatEuroExact(bank!.balanceCents / 100, { cents: true }));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(describeViolations(await axeViolations(page))).toEqual([]);
    await screenshot(page, 'datev-import-390-dark');
  });
});
