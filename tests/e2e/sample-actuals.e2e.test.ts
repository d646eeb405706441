import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, newPage, openViewInApp, screenshot, signIn, waitForSettledScreen } from './browser.ts';
import { apiCall, apiLogin, createUser } from './api-client.ts';
import { startFileServer } from './file-server.ts';
import { axeViolations, describeViolations } from './axe.ts';

/**
 * No invented actuals on a fresh install (issue 25): this file's server starts as a new
 * installation does, without the sample (FAHRPLAN_SAMPLE_DATA=off). The empty Monthly Actuals
 * screen offers 'Load sample actuals'; once loaded, every screen that shows closed months says they
 * are the sample, and the reconciling items show the sample's one late payment.
 */
const { baseUrl, admin } = await startFileServer({ env: { FAHRPLAN_SAMPLE_DATA: 'off' } });
const VIEWER = { username: 'viewer', password: 'viewer-password-1' };
const SAMPLE_TITLE = 'Sample actuals — not your company\'s figures';

interface Answer { version: number; rows: unknown[]; last_closed_month: string | null; sample: boolean }

/** Signs in and opens the view as the menu does (the app was just loaded by the sign-in: no second load). */
async function open(page: Page, path: string, who = admin): Promise<void> {
  await signIn(page, baseUrl, who.username, who.password);
  await page.getByTestId('active-scenario-name').waitFor();
  await openViewInApp(page, path);
  await page.locator('main h1').first().waitFor();
  await waitForSettledScreen(page);
}

const fitsWidth = (page: Page, width: number) => page.evaluate((w) => document.documentElement.scrollWidth <= w, width);

describe('Load sample actuals on a new installation (real server, real Chromium)', () => {
  let browser: Browser;
  let token: string;
  beforeAll(async () => {
    browser = await launchChromium();
    token = await apiLogin(baseUrl, admin.username, admin.password);
    await createUser(baseUrl, token, { ...VIEWER, role: 'user' });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('starts with nothing closed: the empty screen says so, and only an admin is offered the sample', async () => {
    expect((await apiCall<Answer>(baseUrl, 'GET', '/actuals/monthly', { token })).body).toMatchObject({ version: 1, rows: [], last_closed_month: null, sample: false });
    for (const [width, colorScheme] of [[390, 'dark'], [1024, 'light'], [1440, 'light']] as const) {
      const { context, page } = await newPage(browser, { viewport: { width, height: 900 }, colorScheme });
      await open(page, '/actuals');
      const empty = page.getByTestId('no-actuals');
      expect(await empty.textContent()).toContain('Nothing is closed');
      expect(await page.getByRole('button', { name: 'Load sample actuals' }).isVisible()).toBe(true);
      expect(await page.getByTestId('sample-actuals').count()).toBe(0);
      expect(await fitsWidth(page, width)).toBe(true);
      await screenshot(page, `sample-actuals-empty-${width}-${colorScheme}`);
      await context.close();
    }
    const { context, page } = await newPage(browser);
    await open(page, '/actuals', VIEWER);
    expect(await page.getByTestId('no-actuals').textContent()).toContain('An administrator enters them or loads the sample.');
    expect(await page.getByRole('button', { name: 'Load sample actuals' }).count()).toBe(0);
    await context.close();
  });

  it('loads the sample by the button: closed through 2026-10, marked sample on Monthly Actuals, the forecast P&L and the cockpit, with one reconciling story', async () => {
    const { context, page } = await newPage(browser);
    await open(page, '/actuals');
    const loaded = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/actuals/monthly/sample');
    await page.getByRole('button', { name: 'Load sample actuals' }).click();
    expect((await loaded).status()).toBe(200);
    await page.getByText('Sample actuals loaded as version 2.').waitFor();
    await page.getByTestId('sample-actuals').getByText(SAMPLE_TITLE).waitFor();
    expect(await page.getByTestId('no-actuals').count()).toBe(0);
    expect(await page.getByRole('columnheader', { name: /2026-10 · Actual/ }).count()).toBeGreaterThan(0);
    const items = page.getByTestId('reconciling-items');
    await items.waitFor();
    const october = await items.locator('tbody tr').filter({ hasText: '2026-10' }).evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent)));
    expect(october).toEqual([
      ['2026-10', 'Cash at bank', expect.any(String), expect.any(String), '−€12,340.00', 'Below threshold'],
      ['2026-10', 'Trade receivables', expect.any(String), expect.any(String), '€12,340.00', 'Below threshold'],
      ['2026-10', 'Trade payables', expect.any(String), expect.any(String), '€0.00', 'Agrees'],
    ]);
    expect((await apiCall<Answer>(baseUrl, 'GET', '/actuals/monthly', { token })).body).toMatchObject({ version: 2, last_closed_month: '2026-10', sample: true });
    await screenshot(page, 'sample-actuals-loaded-1440-light');

    for (const path of ['/forecast-financial', '/cockpit']) {
      await page.goto(`${baseUrl}${path}`);
      await page.locator('main h1').first().waitFor();
      await page.getByTestId('sample-actuals').getByText(SAMPLE_TITLE).waitFor();
      expect(await page.getByTestId('sample-actuals').textContent()).toContain('up to 2026-10');
    }
    await waitForSettledScreen(page);
    await screenshot(page, 'sample-actuals-cockpit-1440-light');
    expect((await apiCall(baseUrl, 'POST', '/actuals/monthly/sample', { token })).status).toBe(409);
    await context.close();
  });

  it.each([[390, 'dark'], [1024, 'dark'], [1440, 'dark'], [390, 'light']] as const)('shows the loaded sample at %s px in %s mode within the width, and passes axe', async (width, colorScheme) => {
    const { context, page } = await newPage(browser, { viewport: { width, height: 900 }, colorScheme });
    await open(page, '/actuals');
    await page.getByTestId('reconciling-items').waitFor();
    expect(await fitsWidth(page, width)).toBe(true);
    expect(describeViolations(await axeViolations(page))).toEqual([]);
    await screenshot(page, `sample-actuals-loaded-${width}-${colorScheme}`);
    await page.goto(`${baseUrl}/forecast-financial`);
    await page.getByTestId('sample-actuals').waitFor();
    expect(await fitsWidth(page, width)).toBe(true);
    await screenshot(page, `sample-actuals-pnl-${width}-${colorScheme}`);
    await context.close();
  });

  it('stops saying "sample" once an admin saves the company\'s own actuals', async () => {
    const current = (await apiCall<Answer & { rows: { month: string; line: string; value: number }[] }>(baseUrl, 'GET', '/actuals/monthly', { token })).body;
    const saved = await apiCall<Answer>(baseUrl, 'PUT', '/actuals/monthly', { token, body: { rows: current.rows, version: current.version } });
    expect(saved.status).toBe(200);
    const { context, page } = await newPage(browser);
    await open(page, '/forecast-financial');
    expect(await page.getByTestId('sample-actuals').count()).toBe(0);
    await page.goto(`${baseUrl}/actuals`);
    await page.getByTestId('reconciling-items').waitFor();
    expect(await page.getByTestId('sample-actuals').count()).toBe(0);
    await context.close();
  });
});

describe('the opening balance on Baseline Data Input (real server, real worker, real Chromium)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const input = (page: Page, label: string) => page.getByLabel(label, { exact: true });
  /** A figure's text with the narrow and non-breaking spaces of German formatting made plain. */
  const figure = async (page: Page, testId: string) => (await page.getByTestId(testId).textContent())?.replace(/\s/g, ' ');

  it('edits the opening balance: the retained earnings follow as the balancing item, a bad value is named, a save stores it', async () => {
    const { context, page } = await newPage(browser);
    await open(page, '/baseline-data');
    expect(await page.getByRole('heading', { name: 'Opening Balance 31 Dec 2025' }).isVisible()).toBe(true);
    expect(await input(page, 'Trade receivables at 31 Dec 2025').inputValue()).toBe('10500');
    await expect.poll(() => figure(page, 'opening-retained_earnings')).toBe('−€1,916,900');
    expect(await figure(page, 'opening-cash')).toBe('€2,154,400');

    await page.getByRole('button', { name: 'Edit Data' }).click();
    await input(page, 'Trade receivables at 31 Dec 2025').fill('15500');
    await expect.poll(() => figure(page, 'opening-retained_earnings')).toBe('−€1,911,900');
    await input(page, 'Months to repay the loans at 31 Dec 2025').fill('0');
    await page.getByText('Months to repay the loans at 31 Dec 2025 must be at least 1').waitFor();
    await input(page, 'Months to repay the loans at 31 Dec 2025').fill('1');
    await screenshot(page, 'opening-balance-editing-1440-light');
    await page.getByRole('button', { name: 'Save & Update Model' }).click();
    await page.getByText('Baseline data saved successfully! KPIs will be updated.').waitFor();
    const token = await apiLogin(baseUrl, admin.username, admin.password);
    expect((await apiCall<Record<string, number>>(baseUrl, 'GET', '/baseline/data-mask', { token })).body.receivables_2025).toBe(15500);
    await context.close();
  });

  it.each([[390, 'light'], [1024, 'dark'], [1440, 'dark']] as const)('fits %s px in %s mode and passes axe', async (width, colorScheme) => {
    const { context, page } = await newPage(browser, { viewport: { width, height: 900 }, colorScheme });
    await open(page, '/baseline-data');
    await page.getByRole('heading', { name: 'Opening Balance 31 Dec 2025' }).waitFor();
    await expect.poll(() => page.getByTestId('opening-retained_earnings').textContent()).toMatch(/^−?€[\d,]+$/);
    expect(await fitsWidth(page, width)).toBe(true);
    expect(describeViolations(await axeViolations(page))).toEqual([]);
    await screenshot(page, `opening-balance-${width}-${colorScheme}`);
    await context.close();
  });
});
