import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, newPage, screenshot, signIn, waitForSettledScreen } from './browser.ts';
import { apiCall, apiLogin } from './api-client.ts';
import { axeViolations, describeViolations } from './axe.ts';
import { walkTabStops } from './keyboard.ts';
import { startFileServer } from './file-server.ts';

const { baseUrl, admin } = await startFileServer();

interface Answer { version: number; rows: { month: string; line: string; value: number }[]; last_closed_month: string | null }

const cell = (page: Page, line: string, month: string) => page.locator(`[data-testid="actuals-grid"] .ag-row[row-id="${line}"] .ag-cell[col-id="${month}"]`).first();

async function openActuals(page: Page): Promise<void> {
  await signIn(page, baseUrl, admin.username, admin.password);
  await page.getByRole('link', { name: 'Monthly Actuals' }).first().click();
  await page.getByRole('heading', { name: 'Monthly Actuals' }).waitFor();
  await waitForSettledScreen(page);
}

describe('Monthly Actuals (real server, real Chromium)', () => {
  let browser: Browser;
  let token: string;
  beforeAll(async () => {
    browser = await launchChromium();
    token = await apiLogin(baseUrl, admin.username, admin.password);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('imports a CSV: a bad line is named and changes nothing; a good one is previewed old → new, applied and saved', async () => {
    const before = (await apiCall<Answer>(baseUrl, 'GET', '/actuals/monthly', { token })).body;
    expect(before.last_closed_month).toBe('2026-10');
    const { context, page } = await newPage(browser);
    await openActuals(page);
    expect(await page.getByRole('columnheader', { name: /2026-10 · Actual/ }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('columnheader', { name: /^2026-11$/ }).count()).toBeGreaterThan(0);

    const input = page.getByLabel('Import a CSV or XLSX file of monthly actuals');
    await input.setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from('month,line,value\n2026-11,employees,150000\n2026-11,employees,"1,5"\n') });
    const errors = page.getByTestId('import-errors');
    await errors.waitFor();
    const rows = await errors.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)));
    expect(rows).toEqual([['3', 'value', expect.stringContaining('"1,5" is not a number')]]);
    await screenshot(page, 'monthly-actuals-import-errors');
    await errors.getByRole('button', { name: 'Dismiss' }).click();
    expect(await page.getByTestId('unsaved-count').count()).toBe(0);
    expect((await apiCall<Answer>(baseUrl, 'GET', '/actuals/monthly', { token })).body.version).toBe(before.version);

    await input.setInputFiles({ name: 'november.csv', mimeType: 'text/csv', buffer: Buffer.from('month,line,value\n2026-11,employees,151234\n') });
    const preview = page.getByTestId('import-preview');
    await preview.waitFor();
    const previewRows = await preview.locator('table').first().locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)));
    expect(previewRows).toEqual([['2026-11', 'Employees', '—', '151,234']]);
    await preview.getByRole('button', { name: 'Apply to sheet' }).click();
    expect(await page.getByTestId('unsaved-count').textContent()).toBe('1 unsaved change');
    await expect.poll(() => cell(page, 'employees', '2026-11').textContent()).toBe('151,234');

    const saved = page.waitForResponse((response) => response.request().method() === 'PUT' && new URL(response.url()).pathname === '/api/actuals/monthly');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await saved).status()).toBe(200);
    await page.getByText(`Saved as version ${before.version + 1}.`).waitFor();
    expect(await page.getByTestId('unsaved-count').count()).toBe(0);
    await expect.poll(() => cell(page, 'employees', '2026-11').textContent()).toBe('151,234');

    const after = (await apiCall<Answer>(baseUrl, 'GET', '/actuals/monthly', { token })).body;
    expect(after.version).toBe(before.version + 1);
    expect(after.rows).toContainEqual({ month: '2026-11', line: 'employees', value: 151234 });
    expect(after.rows).toHaveLength(before.rows.length + 1);
    expect(after.last_closed_month).toBe('2026-10');
    await screenshot(page, 'monthly-actuals-saved');
    await context.close();
  });

  it('imports its own XLSX export through the server: nothing to apply', async () => {
    const response = await fetch(`${baseUrl}/api/actuals/monthly?format=xlsx`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    const { context, page } = await newPage(browser);
    await openActuals(page);
    await page.getByLabel('Import a CSV or XLSX file of monthly actuals').setInputFiles({
      name: 'export.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: Buffer.from(await response.arrayBuffer()),
    });
    await page.getByText('export.xlsx holds the values the sheet shows already; nothing to apply.').waitFor();
    await context.close();
  });

  it('edits a cell by keyboard: a refused value says why and keeps the old one; Delete takes an edit back', async () => {
    const { context, page } = await newPage(browser);
    await openActuals(page);
    const target = cell(page, 'sales_marketing', '2026-03');
    const old = await target.textContent();
    await target.click();
    await page.keyboard.press('Enter');
    await page.keyboard.type('-500');
    await page.keyboard.press('Enter');
    await page.getByText('Refused values (nothing was changed)').waitFor();
    expect(await page.getByRole('alert').filter({ hasText: 'must not be negative' }).count()).toBe(1);
    expect(await target.textContent()).toBe(old);
    expect(await page.getByTestId('unsaved-count').count()).toBe(0);

    await target.click();
    await page.keyboard.press('Enter');
    await page.keyboard.type('48,000');
    await page.keyboard.press('Enter');
    await expect.poll(() => target.textContent()).toBe('48,000');
    expect(await page.getByTestId('unsaved-count').textContent()).toBe('1 unsaved change');
    await target.click();
    await page.keyboard.press('Delete');
    await expect.poll(() => target.textContent()).toBe(old);
    expect(await page.getByTestId('unsaved-count').count()).toBe(0);
    await context.close();
  });

  it('fits a phone: the sheet scrolls inside its box, the page does not scroll sideways', async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 390, height: 844 }, colorScheme: 'dark' });
    await signIn(page, baseUrl, admin.username, admin.password);
    await page.getByTestId('active-scenario-name').waitFor();
    await page.goto(`${baseUrl}/actuals`);
    await page.getByRole('heading', { name: 'Monthly Actuals' }).waitFor();
    await waitForSettledScreen(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'monthly-actuals-390-dark');
    await context.close();
  });

  it.each(['light', 'dark'] as const)('passes axe and works by keyboard in %s mode', async (colorScheme) => {
    const { context, page } = await newPage(browser, { colorScheme });
    await openActuals(page);
    expect(describeViolations(await axeViolations(page))).toEqual([]);
    const stops = await walkTabStops(page);
    expect(stops.filter((stop) => !stop.ring).map((stop) => `no focus ring: ${stop.element}`)).toEqual([]);
    expect(stops.filter((stop) => !stop.interactive).map((stop) => `Tab stop that is no control: ${stop.element}`)).toEqual([]);
    await context.close();
  });
});
