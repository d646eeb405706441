import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, newPage, screenshot, signIn } from './browser.ts';
import { apiCall, apiLogin } from './api-client.ts';
import { startFileServer } from './file-server.ts';
import { valuationDateLabel, type EnterpriseValuation } from '../../engine/analysis/valuation.ts';
import { numberFormatter } from '../../engine/format/number.ts';

const { formatPnl } = numberFormatter('en');

const { baseUrl, admin } = await startFileServer();

async function openAs(browser: Browser, path: string): Promise<Page> {
  const { page } = await newPage(browser);
  await signIn(page, baseUrl, admin.username, admin.password);
  await page.getByText(`Welcome, ${admin.username}`).waitFor();
  await page.goto(`${baseUrl}${path}`);
  return page;
}

async function columnTexts(page: Page, selector: string): Promise<string[]> {
  return (await page.locator(selector).allTextContents()).map((text) => text.trim());
}

describe('power-user analyses against the real server and worker (real Chromium)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('sensitivity: starts sorted by valuation impact and sorts by name on click, descending first, then toggled', async () => {
    const page = await openAs(browser, '/sensitivity');
    const table = page.getByRole('table', { name: 'Sensitivity Analysis' });
    await table.waitFor();
    expect(await table.locator('tbody tr').count()).toBe(12);
    const valuationHeader = page.getByRole('columnheader', { name: /Valuation Impact/ });
    expect(await valuationHeader.getAttribute('aria-sort')).toBe('descending');
    // The tornado draws without being scrolled into view: its twelve bars are there while it is still below the fold.
    const tornado = page.getByRole('img', { name: /tornado/ });
    expect(await tornado.evaluate((element) => element.getBoundingClientRect().top > window.innerHeight)).toBe(true);
    await page.waitForFunction(() => (document.querySelector('[role="img"][aria-label*="tornado" i] svg')?.querySelectorAll('path[fill="#15803d"], path[fill="#b91c1c"]').length ?? 0) >= 12, undefined, { timeout: 10_000 });
    await screenshot(page, 'analyses-sensitivity');
    await tornado.scrollIntoViewIfNeeded();
    await screenshot(page, 'analyses-sensitivity-tornado');

    const names = await columnTexts(page, '.sensitivity-table tbody .driver-name');
    await page.getByRole('button', { name: /Key Driver/ }).click();
    expect(await page.getByRole('columnheader', { name: /Key Driver/ }).getAttribute('aria-sort')).toBe('descending');
    expect(await columnTexts(page, '.sensitivity-table tbody .driver-name')).toEqual([...names].sort((a, b) => b.localeCompare(a, 'en')));
    await page.getByRole('button', { name: /Key Driver/ }).click();
    expect(await columnTexts(page, '.sensitivity-table tbody .driver-name')).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));

    await page.getByRole('button', { name: /Total Strategic Impact/ }).click();
    const scores = (await columnTexts(page, '[data-testid="strategic-impact"]')).map(Number);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(await page.getByTestId('top-drivers').locator('li').count()).toBe(3);
    await page.getByText('Transactional part: 55% of revenue at 3.0x').waitFor();
    await page.context().close();
  });

  it('valuation: moving the ARR multiplier changes the summary of the ARR method and the value creation', async () => {
    const page = await openAs(browser, '/valuation');
    await page.getByText('Showing latest 8 quarters from 21 total projections').waitFor();
    expect(await page.getByRole('slider', { name: /ARR Multiplier/ }).count()).toBe(0);
    await page.getByRole('button', { name: 'Show Controls' }).click();
    await page.getByRole('button', { name: /ARR Multiple/ }).click();
    const summary = page.getByTestId('summary-value');
    const before = (await summary.textContent()) ?? '';
    const achievementBefore = (await page.getByTestId('target-achievement').textContent()) ?? '';

    const slider = page.getByRole('slider', { name: /ARR Multiplier/ });
    await slider.focus();
    for (let i = 0; i < 4; i += 1) await slider.press('ArrowRight');
    await page.getByTestId('ARR Multiplier-value').getByText('10.0x').waitFor();
    await page.waitForFunction(([text]) => document.querySelector('[data-testid="summary-value"]')?.textContent !== text, [before]);
    const after = (await summary.textContent()) ?? '';
    // ARR method value = ARR run-rate × multiple: 10 / 8 of the value before.
    const millions = (text: string) => Number(text.replace(/[^0-9.]/g, ''));
    expect(millions(after) / millions(before)).toBeCloseTo(10 / 8, 2);
    expect(await page.getByTestId('target-achievement').textContent()).not.toBe(achievementBefore);
    await screenshot(page, 'analyses-valuation');
    await page.getByRole('img', { name: 'Waterfall Analysis' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'analyses-valuation-waterfall');
    await page.context().close();
  });

  it('valuation: taken at the end of the last closed month, bridged from enterprise to equity value, the DCF built from EBIT with both terminal values', async () => {
    const token = await apiLogin(baseUrl, admin.username, admin.password);
    const closed = (await apiCall<{ last_closed_month: string | null }>(baseUrl, 'GET', '/actuals/monthly', { token })).body.last_closed_month;
    const expected = (await apiCall<EnterpriseValuation>(baseUrl, 'GET', '/valuation/enterprise?scenario=baseline', { token })).body;
    const page = await openAs(browser, '/valuation');
    const bridge = page.getByTestId('equity-bridge');
    await bridge.waitFor();
    expect(await page.getByTestId('valuation-date').textContent()).toBe(valuationDateLabel(closed ?? '2025-12'));
    expect(expected.valuation_date).toBe(valuationDateLabel(closed ?? '2025-12'));
    // The DCF is selected: its enterprise value + cash − loans = its equity value, as the API answers them.
    expect(await page.getByTestId('bridge-cash').textContent()).toBe(formatPnl(expected.equity_bridge.cash));
    expect(await page.getByTestId('bridge-debt').textContent()).toBe(formatPnl(-expected.equity_bridge.debt));
    expect(await page.getByTestId('bridge-equity').textContent()).toBe(formatPnl(expected.valuation_methods.dcf.equity_value));
    expect(await page.getByTestId('summary-equity-value').textContent()).toBe(formatPnl(expected.valuation_methods.dcf.equity_value));
    expect(await page.getByTestId('valuation-reconciliation').textContent()).toContain('The multiples value the revenue the company earns at');
    const dcf = page.getByTestId('dcf-table');
    await dcf.scrollIntoViewIfNeeded();
    expect(await dcf.locator('thead th').allTextContents()).toEqual(['Item', ...expected.dcf.cash_flows.map((flow) => flow.period)]);
    expect(await page.getByTestId('dcf-enterprise-value').textContent()).toBe(formatPnl(expected.dcf.enterprise_value));
    await screenshot(page, 'analyses-valuation-dcf');

    // End-of-period discounting lowers the DCF; the exit multiple moves only its cross-check.
    await page.getByRole('button', { name: 'Show Controls' }).click();
    const exitBefore = (await page.getByTestId('dcf-exit-enterprise-value').textContent()) ?? '';
    const slider = page.getByRole('slider', { name: /Exit Multiple/ });
    await slider.focus();
    await slider.press('ArrowRight');
    await page.waitForFunction((text) => document.querySelector('[data-testid="dcf-exit-enterprise-value"]')?.textContent !== text, exitBefore);
    expect(await page.getByTestId('dcf-enterprise-value').textContent()).toBe(formatPnl(expected.dcf.enterprise_value));
    await page.getByLabel(/Mid-year convention/).uncheck();
    await page.waitForFunction((text) => document.querySelector('[data-testid="dcf-enterprise-value"]')?.textContent !== text, formatPnl(expected.dcf.enterprise_value));
    const endOfPeriod = (await apiCall<EnterpriseValuation>(baseUrl, 'GET', '/valuation/enterprise?scenario=baseline&mid_year=false', { token })).body;
    expect(await page.getByTestId('dcf-enterprise-value').textContent()).toBe(formatPnl(endOfPeriod.dcf.enterprise_value));
    await page.context().close();
  });

  it('TOM: switches years from the 2025 actuals (21 FTE) to the 2030 target (45 FTE) and opens a position', async () => {
    const page = await openAs(browser, '/tom');
    await page.getByTestId('tom-ftes').getByText('21').waitFor();
    await page.getByRole('button', { name: '2030 Target' }).click();
    await page.getByTestId('tom-ftes').getByText('45').waitFor();
    await page.getByRole('button', { name: '2026 Projected' }).click();
    await page.getByTestId('tom-ftes').getByText('25').waitFor();
    await screenshot(page, 'analyses-tom-overview');

    await page.getByRole('tab', { name: 'Org Chart' }).click();
    await page.getByRole('button', { name: /Head of Sales/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Head of Sales' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Revenue contribution');
    await screenshot(page, 'analyses-tom-orgchart');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('tab', { name: 'Analysis' }).click();
    expect(await page.getByTestId('tom-capacity').textContent()).toBe('85%');
    await page.context().close();
  });

  it('GTM: starts at the plan, a lever change recalculates after the debounce, and Reset to plan returns to the plan', async () => {
    const page = await openAs(browser, '/gtm');
    const share = page.getByTestId('gtm-share');
    const revenue = page.getByTestId('gtm-revenue');
    const plan = page.getByTestId('gtm-plan-revenue');
    await share.waitFor();
    const before = { share: (await share.textContent()) ?? '', revenue: (await revenue.textContent()) ?? '', plan: (await plan.textContent()) ?? '' };
    expect(before.revenue).toBe(before.plan);
    expect(await page.getByTestId('gtm-revenue-difference').textContent()).toBe('€0');
    const lever = page.getByRole('slider', { name: /Market Penetration Velocity/ });
    await lever.focus();
    await lever.press('End');
    await page.waitForFunction(([text]) => document.querySelector('[data-testid="gtm-share"]')?.textContent !== text, [before.share]);
    await page.getByRole('status').getByText('Calculating...').waitFor({ state: 'hidden' });
    // More market velocity: a higher share and more revenue than the plan, whose figure stays.
    const number = (text: string) => Number(text.replace(/[^0-9.]/g, ''));
    expect(number((await share.textContent()) ?? '')).toBeGreaterThan(number(before.share));
    expect(number((await revenue.textContent()) ?? '')).toBeGreaterThan(number(before.plan));
    expect(await plan.textContent()).toBe(before.plan);
    expect(await page.getByTestId('gtm-revenue-difference').textContent()).toMatch(/^\+€/);
    await page.getByRole('button', { name: 'Reset to plan' }).click();
    await page.waitForFunction(([text]) => document.querySelector('[data-testid="gtm-revenue"]')?.textContent === text, [before.plan]);
    await page.getByRole('button', { name: 'Detailed Analysis' }).click();
    await page.getByText('DACH Market Assessment').waitFor();
    await page.getByText(/^Source: external market study/).waitFor();
    await screenshot(page, 'analyses-gtm');
    await page.context().close();
  });

  it('risks: the header comes from the list, a list row opens the detail panel and its close button shuts it', async () => {
    const page = await openAs(browser, '/risks');
    await page.getByTestId('risk-exposure').getByText('€9.4M').waitFor();
    // Each header figure explains its computation on keyboard focus (and hover); Escape hides it.
    const how = page.getByRole('button', { name: 'How Risk Coverage is computed' });
    const explanation = page.locator(`[id="${await how.getAttribute('aria-describedby')}"]`);
    expect(await explanation.isVisible()).toBe(false);
    await how.focus();
    await explanation.waitFor({ state: 'visible' });
    expect(await explanation.textContent()).toContain(`of ${await page.getByTestId('risk-exposure').textContent()} = ${await page.getByTestId('risk-coverage').textContent()}`);
    await how.press('Escape');
    await explanation.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: '3. Technology Infrastructure' }).click();
    const panel = page.getByRole('dialog', { name: 'Technology Infrastructure' });
    await panel.waitFor();
    expect(await panel.textContent()).toContain('CRITICAL');
    await screenshot(page, 'analyses-risks');
    await panel.getByRole('button', { name: 'Close' }).click();
    await panel.waitFor({ state: 'hidden' });
    await page.context().close();
  });

  it('risks: an admin changes a risk’s probability and the quadrant and header follow', async () => {
    const page = await openAs(browser, '/risks');
    await page.getByTestId('risk-expected-loss').getByText('€6.1M').waitFor();
    await page.getByRole('button', { name: '4. Key Personnel' }).click();
    const panel = page.getByRole('dialog', { name: 'Key Personnel' });
    await panel.getByText('ACCEPT').waitFor();
    await panel.getByRole('button', { name: 'Edit figures' }).click();
    await panel.getByLabel('Probability').fill('3');
    await panel.getByRole('button', { name: 'Save' }).click();
    await panel.getByText('MONITOR').waitFor();
    // Expected loss gains (3 − 2) / 4 × €0.8M = €0.2M: €6.095M → €6.295M.
    expect(await page.getByTestId('risk-expected-loss').textContent()).toBe('€6.3M');
    const token = await apiLogin(baseUrl, admin.username, admin.password);
    const stored = await apiCall<{ risks: { id: number; probability: number }[] }>(baseUrl, 'GET', '/risks', { token });
    expect(stored.body.risks.find((r) => r.id === 4)?.probability).toBe(3);
    await page.context().close();
  });
});
