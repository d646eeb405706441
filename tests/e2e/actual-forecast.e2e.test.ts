import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, newPage, screenshot, signIn } from './browser.ts';
import { startFileServer } from './file-server.ts';

const { baseUrl, admin } = await startFileServer();

/**
 * Actual and forecast told apart on every statement and chart (issue 26): the e2e server starts
 * with the sample actuals closed through October 2026, so 2026 is ten months actual and two forecast.
 */
async function open(browser: Browser, route: string, options: { width?: number; dark?: boolean } = {}): Promise<{ page: Page; close: () => Promise<void> }> {
  const { context, page } = await newPage(browser, { viewport: { width: options.width ?? 1440, height: 900 }, colorScheme: options.dark ? 'dark' : 'light' });
  await signIn(page, baseUrl, admin.username, admin.password);
  await page.getByText(`Welcome, ${admin.username}`).waitFor({ state: 'attached' });
  await page.goto(`${baseUrl}${route}`);
  return { page, close: () => context.close() };
}

const headerTexts = async (page: Page, grid: string) => (await page.locator(`${grid} .ag-header-cell-text`).allTextContents()).map((text) => text.trim());

describe('actual and forecast marked on screens and charts (real server, real worker, real Chromium)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('heads the yearly P&L, balance sheet and cash flow "2026 (10 + 2)" with the legend under the grid', async () => {
    for (const [route, grid] of [['/forecast-financial', '.pnl-grid'], ['/balance-sheet', '.balance-grid'], ['/cash-flow', '.cashflow-grid']] as const) {
      for (const width of [1440, 390]) {
        const { page, close } = await open(browser, route, { width, dark: width === 390 });
        await page.locator(`${grid} .ag-header-cell-text`, { hasText: '2026 (10 + 2)' }).waitFor();
        expect(await headerTexts(page, grid)).toContain('2026 (10 + 2)');
        expect(await page.getByTestId('period-legend').textContent()).toContain('(11 + 1): months actual + months forecast');
        await screenshot(page, `actual-forecast${route.replace('/', '-')}-${width}`);
        await close();
      }
    }
  }, 120_000);

  it('marks the cockpit: 2026 partly actual on the axes and the cards, closed months shaded, the forecast dashed', async () => {
    for (const [width, dark] of [[1440, false], [390, true]] as const) {
      const { page, close } = await open(browser, '/', { width, dark });
      await page.getByTestId('okr-revenue_growth').waitFor();
      expect(await page.getByTestId('okr-year').first().textContent()).toContain('2026 (10 + 2)');
      const revenueChart = page.getByRole('img', { name: /^Revenue 2024 to 2030/ });
      await revenueChart.locator('text', { hasText: '(10 + 2)' }).first().waitFor();
      // Every line is drawn twice: solid over the actual years, dashed over the forecast.
      expect(await revenueChart.locator('path[stroke-dasharray]').count()).toBeGreaterThan(0);
      const cash = page.getByRole('img', { name: /^Monthly closing cash/ });
      await cash.scrollIntoViewIfNeeded();
      const box = await cash.boundingBox();
      if (!box) throw new Error('no cash chart');
      // The chart answers the pointer once its months are drawn, which a loaded machine may not
      // have done when the pointer first arrives: move it again until the tooltip shows.
      const tooltip = page.locator('.cockpit-cash').getByText(/ · (actual|forecast|\d+ months? actual)/).first();
      let moves = 0;
      await expect.poll(async () => {
        moves += 1;
        await page.mouse.move(box.x + box.width * (0.36 + (moves % 2) * 0.01), box.y + box.height / 2);
        return tooltip.isVisible();
      }, { timeout: 30_000 }).toBe(true);
      await screenshot(page, `actual-forecast-cockpit-${width}${dark ? '-dark' : ''}`);
      await close();
    }
  }, 120_000);
});
