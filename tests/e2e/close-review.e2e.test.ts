import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, newPage, RESULTS_DIR, screenshot, signIn, waitForSettledScreen } from './browser.ts';
import { apiCall, apiLogin } from './api-client.ts';
import { startFileServer } from './file-server.ts';
import { parseMonthlyActualsCsv, serializeMonthlyActualsCsv } from '../../engine/actuals/monthlyActualsCsv.ts';

/**
 * Import → review → close (issue 26) on a new installation without actuals: the import preview
 * shows the effect on EBITDA and cash, saving closes nothing, closing months goes through the
 * review with every warning confirmed; the Monthly Actuals sheet and Budget vs Actual at 390 px;
 * Budget vs Actual follows a close made elsewhere.
 */
const { baseUrl, admin } = await startFileServer({ env: { FAHRPLAN_SAMPLE_DATA: 'off' } });

interface CloseState { last_closed_month: string | null; close_setting: string | null }

/** The shipped sample with February's sales & marketing a hundred times over: the review must warn. */
function implausibleCsv(): string {
  const read = parseMonthlyActualsCsv(fs.readFileSync(path.resolve(import.meta.dirname, '../../fixtures/monthly-actuals-2026.csv'), 'utf8'));
  if (!read.ok) throw new Error('the sample does not parse');
  read.values['2026-02']!.sales_marketing = read.values['2026-02']!.sales_marketing! * 100;
  return serializeMonthlyActualsCsv(read.values);
}

/** Console errors and page errors of `page` from now on. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => { if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text()); });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const fitsWidth = (page: Page, width: number) => page.evaluate((w) => document.documentElement.scrollWidth <= w, width);

async function open(page: Page, route: string): Promise<void> {
  await signIn(page, baseUrl, admin.username, admin.password);
  await page.getByTestId('active-scenario-name').waitFor();
  await page.goto(`${baseUrl}${route}`);
  await page.locator('main h1').first().waitFor();
  await waitForSettledScreen(page);
}

const openActuals = (page: Page) => open(page, '/actuals');

describe('import → review → close (real server, real Chromium)', () => {
  let browser: Browser;
  let token: string;
  beforeAll(async () => {
    browser = await launchChromium();
    token = await apiLogin(baseUrl, admin.username, admin.password);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('previews the import with its effect, saves without closing, and closes through the review once every warning is confirmed', async () => {
    const { context, page } = await newPage(browser);
    const errors = consoleErrors(page);
    await openActuals(page);
    await page.getByLabel('Import a CSV or XLSX file of monthly actuals').setInputFiles({ name: 'actuals.csv', mimeType: 'text/csv', buffer: Buffer.from(implausibleCsv()) });
    const effect = page.getByTestId('import-effect');
    await effect.waitFor();
    const ebitda = await effect.locator('tbody tr').filter({ hasText: 'EBITDA' }).locator('td').allTextContents();
    expect(ebitda).toHaveLength(10);
    expect(ebitda.every((text) => text.includes('→'))).toBe(true);
    await screenshot(page, 'close-review-import-effect-1440-light');
    await page.getByRole('button', { name: 'Apply to sheet' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved as version 2.').waitFor();
    expect((await apiCall<CloseState>(baseUrl, 'GET', '/settings/close', { token })).body).toMatchObject({ last_closed_month: null, close_setting: null });
    expect(await page.getByTestId('close-select').inputValue()).toBe('');

    await page.getByTestId('close-select').selectOption('2026-03');
    const review = page.getByTestId('close-review');
    await review.waitFor();
    const close = page.getByRole('button', { name: 'Close through 2026-03' });
    const boxes = review.getByRole('checkbox');
    expect(await boxes.count()).toBeGreaterThan(0);
    expect(await review.getByText(/^2026-02 · Sales & marketing: \+[\d,.]+ % against the plan/).count()).toBe(1);
    expect(await close.isDisabled()).toBe(true);
    await screenshot(page, 'close-review-dialog-1440-light');
    for (const box of await boxes.all()) await box.check();
    expect(await close.isDisabled()).toBe(false);
    await close.click();
    await page.getByText('Closed up to 2026-03.').waitFor();
    expect((await apiCall<CloseState>(baseUrl, 'GET', '/settings/close', { token })).body).toMatchObject({ last_closed_month: '2026-03' });
    expect(await page.getByRole('columnheader', { name: /2026-03 · Actual/ }).count()).toBeGreaterThan(0);
    expect(errors.filter((text) => /AG Grid/i.test(text))).toEqual([]);
    await context.close();
  });

  it.each([['light'], ['dark']] as const)('shows the sheet at 390 px in %s mode: within the width, lines pinned, units, totals, the next month to close in view', async (colorScheme) => {
    const { context, page } = await newPage(browser, { viewport: { width: 390, height: 844 }, colorScheme });
    const errors = consoleErrors(page);
    await openActuals(page);
    expect(await fitsWidth(page, 390)).toBe(true);
    const grid = page.getByTestId('actuals-grid');
    const label = grid.locator('.ag-cell[col-id="label"]').first();
    expect(await label.textContent()).toMatch(/\((€|count|rides)\)$/);
    // Scrolled to the next month to close, the line names stay at the left.
    expect((await label.boundingBox())?.x ?? -1).toBeLessThan(40);
    const ebitda = grid.locator('.ag-row', { has: page.locator('.ag-cell[col-id="label"]', { hasText: 'EBITDA (€)' }) });
    expect(await ebitda.count()).toBe(1);
    expect(await ebitda.locator('.ag-cell[col-id="2026-04"]').textContent()).toMatch(/\d/);
    // A bank balance with cents fits its cell: nothing cut with an ellipsis.
    const cash = grid.locator('.ag-row[row-id="closing_cash"] .ag-cell[col-id="2026-04"]');
    expect(await cash.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await grid.scrollIntoViewIfNeeded();
    const next = grid.locator('.ag-header-cell[col-id="2026-04"]');
    const box = await next.boundingBox();
    expect(box !== null && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    expect(errors.filter((text) => /AG Grid/i.test(text))).toEqual([]);
    await page.screenshot({ path: path.join(RESULTS_DIR, `close-review-sheet-390-${colorScheme}-viewport.png`) });
    await screenshot(page, `close-review-sheet-390-${colorScheme}`);
    await page.getByTestId('close-select').selectOption('2026-05');
    await page.getByTestId('close-review').waitFor();
    expect(await fitsWidth(page, 390)).toBe(true);
    const closeButton = page.getByRole('button', { name: 'Close through 2026-05' });
    const buttonBox = await closeButton.boundingBox();
    expect(buttonBox !== null && buttonBox.x >= 0 && buttonBox.x + buttonBox.width <= 390).toBe(true);
    await screenshot(page, `close-review-dialog-390-${colorScheme}`);
    await context.close();
  });

  it('keeps Budget vs Actual usable at 390 px (the line names pinned, the figures scrolling in their box) and follows a close made elsewhere without taking its figures off the screen meanwhile', async () => {
    expect((await apiCall(baseUrl, 'PUT', '/scenarios/baseline/versions/1', { token, body: { name: 'Budget 2026' } })).status).toBe(200);
    expect((await apiCall(baseUrl, 'POST', '/plans', { token, body: { year: 2026, scenario_id: 'baseline', version: 1 } })).status).toBe(201);
    const { context, page } = await newPage(browser, { viewport: { width: 390, height: 844 } });
    await open(page, '/variance');
    const table = page.getByTestId('variance-table');
    await table.waitFor();
    expect(await fitsWidth(page, 390)).toBe(true);
    const region = page.getByRole('region', { name: /^Budget against actual, / }).filter({ has: table });
    const scrolls = await region.evaluate((element) => element.scrollWidth > element.clientWidth);
    expect(scrolls).toBe(true);
    await region.evaluate((element) => { element.scrollLeft = element.scrollWidth; });
    const rowHeader = table.locator('tbody th[scope="row"]').first();
    const regionBox = await region.boundingBox();
    const headerBox = await rowHeader.boundingBox();
    expect(Math.abs((headerBox?.x ?? -1) - (regionBox?.x ?? 0))).toBeLessThan(2);
    const lastVariance = table.locator('tbody tr').first().locator('td').last();
    const varianceBox = await lastVariance.boundingBox();
    expect(varianceBox !== null && varianceBox.x + varianceBox.width <= 390).toBe(true);
    await screenshot(page, 'close-review-variance-390-light');
    expect(await page.getByTestId('variance-closed').textContent()).toContain('Actuals through Mar 2026');
    // The closed months give no FTEs: Employees says so instead of splitting into heads and cost per head.
    expect(await page.getByTestId('variance-payroll-split').textContent()).toContain('No actual headcount for these months (2026-03)');
    // Another admin reopens March elsewhere: the open screen follows, keeping the last answer on
    // screen until the new one is in (never the spinner in its place).
    await page.evaluate(() => {
      const seen = window as unknown as { varianceGone: boolean };
      seen.varianceGone = false;
      new MutationObserver(() => {
        if (!document.querySelector('[data-testid="variance-table"]')) seen.varianceGone = true;
      }).observe(document.body, { childList: true, subtree: true });
    });
    expect((await apiCall(baseUrl, 'PUT', '/settings/close', { token, body: { last_closed_month: '2026-02' } })).status).toBe(200);
    await expect.poll(() => page.getByTestId('variance-closed').textContent(), { timeout: 20_000 }).toContain('Actuals through Feb 2026');
    expect(await page.evaluate(() => (window as unknown as { varianceGone: boolean }).varianceGone)).toBe(false);
    await context.close();
  });
});
