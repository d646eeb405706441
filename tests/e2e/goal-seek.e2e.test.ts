import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { AttributionResult } from '../../engine/analysis/attribution.ts';
import type { GoalSeekResult } from '../../engine/analysis/goalSeek.ts';
import { numberFormatter } from '../../engine/format/number.ts';
import { launchChromium, signIn } from './browser.ts';
import { apiCall, apiLogin, createUser } from './api-client.ts';
import { screenshotWhole, textOf, withPage } from './key-drivers-page.ts';
import { startFileServer } from './file-server.ts';

const { formatByUnit, formatEuroExact, formatMoneyShort, formatPnl, formatValueWithUnit } = numberFormatter('en');

const { baseUrl, admin } = await startFileServer();
const planner = { username: 'seek-planner', password: 'seek-planner-password-1' };
const PRODUCTIVITY_UNIT = 'clients/rep/month';

/** Euros as the screens write them in an English browser, "+€31,234,830" or "−€1,356,345", read back as a number. */
function euros(text: string): number {
  const digits = text.replace(/[^\d]/g, '');
  return (/[−-]/.test(text) ? -1 : 1) * Number(digits);
}

async function openKeyDrivers(page: Page): Promise<void> {
  await signIn(page, baseUrl, planner.username, planner.password);
  await page.getByTestId('active-scenario-name').waitFor();
  await page.goto(`${baseUrl}/key-drivers`);
  await page.getByTestId('pnl-2030-revenue').waitFor();
}

/** Types a target into the open goal seek dialog and asks. */
async function seek(page: Page, target: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Seek target' });
  await dialog.getByLabel(/^Target value/).fill(target);
  await dialog.getByRole('button', { name: 'Seek', exact: true }).click();
}

describe('goal seek and gap attribution in the product (real server, real worker, real Chromium)', () => {
  let browser: Browser;
  let token: string;
  let baseline2030: number;
  beforeAll(async () => {
    browser = await launchChromium();
    await createUser(baseUrl, await apiLogin(baseUrl, admin.username, admin.password), { ...planner, role: 'user' });
    token = await apiLogin(baseUrl, planner.username, planner.password);
    const forecast = await apiCall<{ forecast_years: Record<string, { total_revenue: number }> }>(baseUrl, 'GET', '/scenarios/forecast/baseline?to=2030', { token });
    baseline2030 = forecast.body.forecast_years['2030']?.total_revenue ?? NaN;
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('Key Drivers: seeks a 2030 revenue by sales rep productivity, applies it as a draft the P&L follows, and undoes it', async () => {
    expect((await apiCall(baseUrl, 'POST', '/scenarios/baseline/activate', { token })).status).toBe(200);
    const target = 60_000_000;
    const api = await apiCall<GoalSeekResult>(baseUrl, 'POST', '/analysis/goal-seek', {
      token, body: { scenario_id: 'baseline', driver: 'sales_rep_productivity', figure: 'total_revenue', year: 2030, target },
    });
    expect(api.status).toBe(200);
    await withPage(browser, async (page) => {
      await openKeyDrivers(page);
      const revenueBefore = await textOf(page, 'pnl-2030-revenue');
      await page.getByRole('button', { name: 'Seek target: Sales Rep Productivity' }).click();
      const dialog = page.getByRole('dialog', { name: 'Seek target' });
      await dialog.waitFor();
      // Total revenue 2030 is offered first, its current value prefilled as the grid writes numbers.
      expect(await dialog.getByLabel('Figure').evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent)).toBe('Total revenue');
      expect(await dialog.getByLabel('Year').inputValue()).toBe('2030');
      expect(euros(await dialog.getByLabel(/^Target value/).inputValue())).toBe(Math.round(baseline2030));

      await seek(page, '60,000,000');
      // The worker's answer is the server's (one engine), in the driver's unit.
      expect(await textOf(page, 'seek-value')).toBe(formatByUnit(api.body.value, PRODUCTIVITY_UNIT));
      expect(await textOf(page, 'seek-achieved')).toBe(formatValueWithUnit(target, '€'));
      expect(await textOf(page, 'seek-root')).toContain('The only value');
      await dialog.getByRole('button', { name: 'Apply as draft' }).click();
      await dialog.waitFor({ state: 'detached' });

      // The P&L follows the draft: the summary and the year card show the target at their precision.
      await page.waitForFunction(([id, text]) => document.querySelector(`[data-testid="${id}"]`)?.textContent === text, ['pnl-2030-revenue', formatPnl(target)] as const);
      expect(await page.getByTestId('summary-revenue').textContent()).toContain(formatMoneyShort(target));
      expect(await textOf(page, 'value-sales_rep_productivity')).toContain(formatByUnit(api.body.value, PRODUCTIVITY_UNIT));
      expect(await page.getByRole('status', { name: 'Unsaved changes' }).isVisible()).toBe(true);
      await screenshotWhole(page, 'goal-seek-applied');

      // Undo takes the applied value back: the scenario's value, no draft, the revenue as before.
      await page.getByTestId('seek-applied').getByRole('button', { name: 'Undo' }).click();
      await page.waitForFunction(([id, text]) => document.querySelector(`[data-testid="${id}"]`)?.textContent === text, ['pnl-2030-revenue', revenueBefore] as const);
      expect(await textOf(page, 'value-sales_rep_productivity')).toBe(formatByUnit(1.04, PRODUCTIVITY_UNIT));
      expect(await page.getByTestId('seek-applied').count()).toBe(0);
      expect(await page.getByRole('status', { name: 'Unsaved changes' }).count()).toBe(0);
    });
  }, 240_000);

  it('Key Drivers: a target out of reach shows the range the driver reaches within its bounds, and nothing to apply', async () => {
    const api = await apiCall<GoalSeekResult>(baseUrl, 'POST', '/analysis/goal-seek', {
      token, body: { scenario_id: 'baseline', driver: 'sales_rep_productivity', figure: 'total_revenue', year: 2030, target: 500_000_000 },
    });
    expect(api.body.value).toBeNull();
    await withPage(browser, async (page) => {
      await openKeyDrivers(page);
      await page.getByRole('button', { name: 'Seek target: Sales Rep Productivity' }).click();
      const dialog = page.getByRole('dialog', { name: 'Seek target' });
      await seek(page, '500000000');
      await dialog.getByText('Not reachable within the bounds').waitFor();
      const range = await textOf(page, 'seek-reachable');
      expect(range).toContain(formatValueWithUnit(api.body.reachable?.min, '€'));
      expect(range).toContain(formatValueWithUnit(api.body.reachable?.max, '€'));
      expect(await dialog.getByRole('button', { name: 'Apply as draft' }).isDisabled()).toBe(true);
      // The other number format (German in an English browser) is refused rather than guessed.
      await seek(page, '60.000.000');
      await dialog.getByText(/Type a number/).waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Seek target: Sales Rep Productivity');
    });
  }, 240_000);

  it('P&L: \'What would it take?\' on 2030 total revenue finds the value of a driver that reaches it', async () => {
    const target = 70_000_000;
    const api = await apiCall<GoalSeekResult>(baseUrl, 'POST', '/analysis/goal-seek', {
      token, body: { scenario_id: 'baseline', driver: 'sales_rep_productivity', figure: 'total_revenue', year: 2030, target },
    });
    await withPage(browser, async (page) => {
      await openKeyDrivers(page);
      await page.goto(`${baseUrl}/forecast-financial`);
      await page.locator('.pnl-grid [row-id="total_revenue"] [col-id="p:4"]').click();
      const panel = page.getByRole('dialog', { name: 'How this figure is calculated' });
      await panel.getByRole('heading', { name: 'Total revenue · 2030' }).waitFor();
      await panel.getByRole('button', { name: 'What would it take? Total revenue 2030' }).click();
      const dialog = page.getByRole('dialog', { name: 'Seek target' });
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain('Which value of a driver makes Total revenue 2030 reach a target');
      await dialog.getByLabel('Driver').selectOption({ label: 'Sales Rep Productivity' });
      await seek(page, '70,000,000');
      expect(await textOf(page, 'seek-value')).toBe(formatByUnit(api.body.value, PRODUCTIVITY_UNIT));
      expect(await textOf(page, 'seek-achieved')).toBe(formatValueWithUnit(target, '€'));
      // Escape closes the dialog and leaves the explain panel open.
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await panel.isVisible()).toBe(true);
    });
  }, 240_000);

  it('Compare Scenarios: the waterfall from Baseline to High Case adds up to the 2030 revenue gap and names the largest contributor', async () => {
    const api = await apiCall<AttributionResult>(baseUrl, 'POST', '/analysis/attribution', {
      token, body: { from: 'baseline', to: 'high_case', figure: 'total_revenue', year: 2030 },
    });
    expect(api.status).toBe(200);
    const largest = api.body.contributions[0];
    await withPage(browser, async (page) => {
      await openKeyDrivers(page);
      await page.getByRole('button', { name: /^Scenario: / }).click();
      await page.getByRole('dialog', { name: 'Scenarios' }).getByRole('button', { name: 'Compare Scenarios' }).click();
      const dialog = page.getByRole('dialog', { name: 'Compare Scenarios' });
      await dialog.getByLabel('First Scenario').selectOption({ label: 'Baseline' });
      await dialog.getByLabel('Second Scenario').selectOption({ label: 'High Case' });
      await dialog.getByRole('button', { name: 'Compare Scenarios' }).click();
      const comparison = dialog.getByRole('region', { name: '2030 Financial Projections Comparison' });
      const revenueRow = comparison.locator('tbody tr').filter({ hasText: 'Total Revenue' });
      const gapText = (await revenueRow.locator('td').nth(2).textContent()) ?? '';

      const why = dialog.getByRole('region', { name: 'Why they differ' });
      const table = why.getByTestId('attribution-table');
      await table.waitFor();
      await why.getByRole('img', { name: /^Waterfall/ }).locator('svg').waitFor();
      // The contributions add up to High Case's 2030 revenue minus Baseline's, as the comparison above states it.
      const contributions = (await table.getByTestId('contribution').allTextContents()).map(euros);
      const sum = contributions.reduce((total, value) => total + value, 0);
      expect(Math.abs(sum - euros(gapText))).toBeLessThanOrEqual(contributions.length / 2 + 1);
      expect(formatEuroExact(euros(await textOf(page, 'attribution-difference')))).toBe(gapText.replace('+', ''));
      // The largest contributor is named above the chart, in the chart's description and first in the table.
      const name = 'Serviceable Transport Market';
      expect(largest?.driver).toBe('serviceable_transport_share');
      expect(await textOf(page, 'attribution-largest')).toContain(name);
      expect(await why.getByRole('img', { name: /^Waterfall of Total revenue 2030/ }).getAttribute('aria-label')).toContain(name);
      expect(await table.locator('tbody tr').first().locator('th').textContent()).toBe(name);
      expect(euros((await table.getByTestId('contribution').first().textContent()) ?? '')).toBe(Math.round(largest?.value ?? NaN));
      expect(await textOf(page, 'attribution-method')).toMatch(/^Sampled Shapley values/);

      // Another figure: EBITDA 2030, computed again.
      await why.getByLabel('Figure').selectOption({ label: 'EBITDA' });
      await page.waitForFunction(() => document.querySelector('[data-testid="attribution-largest"]')?.textContent?.includes('Serviceable') && document.querySelector('[data-testid="attribution-table"]') !== null);
      await screenshotWhole(page, 'compare-why-they-differ');
    });
  }, 240_000);

  it('Compare Scenarios offers \'Drafts vs saved\' while the active scenario has drafts, and splits their gap', async () => {
    expect((await apiCall(baseUrl, 'POST', '/scenarios/baseline/activate', { token })).status).toBe(200);
    await withPage(browser, async (page) => {
      await openKeyDrivers(page);
      await page.getByRole('button', { name: 'Seek target: Sales Rep Productivity' }).click();
      const seekDialog = page.getByRole('dialog', { name: 'Seek target' });
      await seek(page, '60,000,000');
      await page.getByTestId('seek-value').waitFor();
      await seekDialog.getByRole('button', { name: 'Apply as draft' }).click();
      await page.waitForFunction(([id, text]) => document.querySelector(`[data-testid="${id}"]`)?.textContent === text, ['pnl-2030-revenue', formatPnl(60_000_000)] as const);

      await page.getByRole('button', { name: /^Scenario: / }).click();
      await page.getByRole('dialog', { name: 'Scenarios' }).getByRole('button', { name: 'Compare Scenarios' }).click();
      const dialog = page.getByRole('dialog', { name: 'Compare Scenarios' });
      await dialog.getByRole('button', { name: 'Drafts vs saved' }).click();
      await dialog.getByRole('button', { name: 'Compare Scenarios' }).click();
      const why = dialog.getByRole('region', { name: 'Why they differ' });
      await why.getByTestId('attribution-table').waitFor();
      expect(await textOf(page, 'attribution-method')).toMatch(/^Exact Shapley values/);
      expect(await why.getByTestId('contribution').allTextContents()).toEqual([formatValueWithUnit(60_000_000 - baseline2030, '€', { signed: true })]);
      const drivers = dialog.getByRole('region', { name: 'Key Driver Differences' });
      expect(await drivers.locator('tbody tr th').allTextContents()).toEqual(['Sales Rep Productivity']);
    });
  }, 240_000);
});
