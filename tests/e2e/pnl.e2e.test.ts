import fs from 'node:fs';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchChromium, newPage, screenshot, signIn } from './browser.ts';
import { startFileServer } from './file-server.ts';
import { createModelSession } from '../../engine/session/session.ts';
import { traceabilityCoverage } from '../../engine/analysis/assumptionReach.ts';
import { numberFormatter } from '../../engine/format/number.ts';
import { baselineActuals } from '../helpers/fixtures.ts';

const { formatPercent } = numberFormatter('en');

const { baseUrl, admin } = await startFileServer();

/**
 * Browser errors worth failing for: AG Grid reports missing modules and bad options on the
 * console. Every failed request counts, the site icon's included.
 */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    const text = message.text();
    if ((message.type() === 'error' && !text.startsWith('Failed to load resource')) || /AG Grid/.test(text)) errors.push(text);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
  });
  return errors;
}

async function openSignedIn(browser: Browser, path: string): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const { context, page } = await newPage(browser);
  const errors = watchErrors(page);
  await signIn(page, baseUrl, admin.username, admin.password);
  await page.getByText(`Welcome, ${admin.username}`).waitFor();
  await page.goto(`${baseUrl}${path}`);
  await page.getByText(`Welcome, ${admin.username}`).waitFor();
  return { page, errors, close: () => context.close() };
}

/** A cell of the statement grid by row (line id) and column ('line', 'p:0' …, 'yoy', 'margin', 'trace'). */
function cell(page: Page, rowId: string, colId: string): Locator {
  return page.locator(`.pnl-grid [row-id="${rowId}"] [col-id="${colId}"]`);
}

async function headerTexts(page: Page): Promise<string[]> {
  return (await page.locator('.pnl-grid .ag-header-cell-text').allTextContents()).map((text) => text.trim());
}

describe('P&L statements and assumptions documentation (real server, real worker, real Chromium)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the baseline P&L with 2024 EBITDA −980,666, both years perfectly reconciled, computed analysis boxes and a CSV export', async () => {
    const { page, errors, close } = await openSignedIn(browser, '/baseline-financial');
    await cell(page, 'ebitda', 'p:0').waitFor();
    expect(await headerTexts(page)).toEqual(['Line Item', '2024 (Actual)', '2025 (Actual)', 'YoY Growth', '2025 Margin']);
    // Part 2 §9 P&L display: whole K below a million; the reconciliation shows the exact euros.
    expect(await cell(page, 'ebitda', 'p:0').textContent()).toBe('−€981K');
    expect(await cell(page, 'total_revenue', 'p:1').textContent()).toBe('€1.40M');
    expect(await page.getByTestId('ebitda-marker').textContent()).toBe('RECONCILED');
    for (const year of [2024, 2025]) {
      const panel = page.getByTestId(`reconciliation-${year}`);
      expect(await panel.textContent()).toContain('PERFECT RECONCILIATION');
      expect(await panel.textContent()).toContain('€0.00');
    }
    expect(await page.getByTestId('reconciliation-2024').textContent()).toContain('−€980,666');
    // The rounding adjustment (€1 in 2024, 0 in 2025) reconciles; it has no growth rate, not a red −100%.
    expect(await cell(page, 'rounding_adjustment', 'yoy').textContent()).toBe('—');
    expect(await cell(page, 'rounding_adjustment', 'yoy').getAttribute('class')).not.toContain('statement-negative');
    expect(await cell(page, 'ebitda', 'p:0').getAttribute('class')).toContain('statement-negative');
    // Year on year by the line's favourable direction: Sales & Marketing falling is good news (green), revenue rising too; no fall is red for being a fall.
    const yoy = async (line: string) => ({ text: await cell(page, line, 'yoy').textContent(), class: await cell(page, line, 'yoy').getAttribute('class') });
    const salesMarketing = await yoy('sales_marketing');
    expect(salesMarketing.text).toMatch(/^−\d/);
    expect(salesMarketing.class).toContain('statement-favourable');
    expect(salesMarketing.class).not.toContain('statement-negative');
    expect((await yoy('total_revenue')).class).toContain('statement-favourable');
    expect(await page.getByTestId('kpi-total_revenue').textContent()).toContain('+39.5%');
    expect(await page.getByTestId('kpi-ebitda').getByRole('img').getAttribute('aria-label')).toBe('up');
    const revenueAnalysis = await page.getByTestId('revenue-analysis').textContent();
    for (const figure of ['+46.4%', '+57.1%', '66.0%']) expect(revenueAnalysis).toContain(figure);
    const profitability = await page.getByTestId('path-to-profitability').textContent();
    expect(profitability).toContain('85.8%');
    expect(profitability).toContain('Improving');
    // The monthly actuals (the sample, saved when this server started) are later than the baseline's 1 November 2025.
    const today = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date());
    expect(await page.getByTestId('pnl-last-updated').textContent()).toBe(`${today} (monthly actuals)`);

    expect(await page.getByRole('columnheader', { name: 'Traceability' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Show Traceability' }).click();
    await page.getByRole('columnheader', { name: 'Traceability' }).waitFor();
    await page.getByRole('button', { name: 'Expand Total Revenue' }).click();
    const detail = page.getByTestId('trace-detail-total_revenue');
    await detail.waitFor();
    expect(await detail.textContent()).toContain('Baseline actuals 2024–2025');
    await screenshot(page, 'pnl-baseline');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^Fahrplan_PnL_.+_2024-2025_Yearly\.csv$/);
    const rows = Papa.parse<string[]>(fs.readFileSync(await download.path(), 'utf8').trim()).data;
    expect(rows[0]).toEqual(['Line Item', '2024 (Actual)', '2025 (Actual)', 'YoY Growth 2025 (%)', '2025 Margin (%)']);
    expect(rows.find((row) => row[0] === 'EBITDA')?.slice(1, 3)).toEqual(['-980666', '-864934']);
    expect(errors).toEqual([]);
    await close();
  });

  it('switches the forecast P&L to 60 virtualised monthly columns with the header switch, and back to years', async () => {
    const { page, errors, close } = await openSignedIn(browser, '/forecast-financial');
    await cell(page, 'total_revenue', 'p:4').waitFor();
    expect((await headerTexts(page)).slice(1, 6)).toEqual(['2026 (10 + 2)', '2027', '2028', '2029', '2030']);

    await page.getByRole('radio', { name: 'Monthly' }).click();
    await page.locator('.pnl-grid .ag-header-cell-text', { hasText: 'Jan 2026' }).waitFor();
    expect(await page.getByText('2026-2030 (Monthly)').count()).toBe(1);
    // Column virtualisation: far fewer than the 60 month columns are in the page at once.
    // (The e2e server starts with the sample actuals closed through October: closed months are headed "(Actual)".)
    const rendered = (await headerTexts(page)).filter((text) => /^[A-Z][a-z]{2} \d{4}( \(Actual\))?$/.test(text));
    expect(rendered.length).toBeGreaterThan(3);
    expect(rendered.length).toBeLessThan(60);
    await page.locator('.pnl-grid .ag-body-horizontal-scroll-viewport').evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await page.locator('.pnl-grid .ag-header-cell-text', { hasText: 'Dec 2030' }).waitFor();
    expect(await cell(page, 'total_revenue', 'p:59').textContent()).toMatch(/^€\d/);
    // The Line Item column stays pinned while the months scroll.
    const pinned = cell(page, 'ebitda', 'line');
    expect(await pinned.textContent()).toContain('EBITDA');
    expect(await pinned.evaluate((el) => el.getBoundingClientRect().left)).toBeLessThan(300);
    await screenshot(page, 'pnl-forecast-monthly');

    await page.getByRole('radio', { name: 'Quarterly' }).click();
    await page.locator('.pnl-grid .ag-header-cell-text', { hasText: 'Q1 2026' }).waitFor();
    expect((await headerTexts(page)).slice(1, 5)).toEqual(['Q1 2026 (Actual)', 'Q2 2026 (Actual)', 'Q3 2026 (Actual)', 'Q4 2026 (1 + 2)']);
    expect(await page.getByTestId('period-legend').textContent()).toContain('(11 + 1)');
    await page.getByRole('radio', { name: 'Yearly' }).click();
    await page.locator('.pnl-grid .ag-header-cell-text', { hasText: /^2030$/ }).waitFor();
    expect((await headerTexts(page)).slice(1, 6)).toEqual(['2026 (10 + 2)', '2027', '2028', '2029', '2030']);
    expect(await page.getByText('Jan 2026').count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it('runs to net income: the rows below EBITDA are a dash with its reason in 2024–2025, and the HGB layout adds the same lines up to the net income', async () => {
    const { page, errors, close } = await openSignedIn(browser, '/baseline-financial');
    await cell(page, 'net_income', 'p:1').waitFor();
    const ebit2024 = cell(page, 'ebit', 'p:0');
    expect(await ebit2024.textContent()).toBe('—Not in the 2024–2025 baseline data');
    expect(await ebit2024.locator('[title="Not in the 2024–2025 baseline data"]').count()).toBe(1);
    await ebit2024.click();
    const panel = page.getByRole('dialog', { name: 'How this figure is calculated' });
    await panel.getByRole('heading', { name: 'EBIT · 2024' }).waitFor();
    expect(await panel.getByTestId('explain-value').textContent()).toBe('—');
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    await close();

    const forecast = await openSignedIn(browser, '/forecast-financial');
    const netIncome = await (async () => {
      await cell(forecast.page, 'net_income', 'p:4').waitFor();
      return Promise.all([0, 1, 2, 3, 4].map((i) => cell(forecast.page, 'net_income', `p:${i}`).textContent()));
    })();
    expect(netIncome.every((text) => /^−?€\d/.test(text ?? ''))).toBe(true);
    await forecast.page.getByRole('radio', { name: 'HGB (German statutory)' }).click();
    await cell(forecast.page, 'hgb_17', 'p:4').waitFor();
    expect(await cell(forecast.page, 'hgb_1', 'line').textContent()).toBe('1. Umsatzerlöse');
    expect(await Promise.all([0, 1, 2, 3, 4].map((i) => cell(forecast.page, 'hgb_17', `p:${i}`).textContent()))).toEqual(netIncome);
    // An item explains itself by the model lines it adds up.
    await cell(forecast.page, 'hgb_8', 'p:4').click();
    const hgbPanel = forecast.page.getByRole('dialog', { name: 'How this figure is calculated' });
    await hgbPanel.getByRole('heading', { name: '8. sonstige betriebliche Aufwendungen · 2030' }).waitFor();
    await hgbPanel.getByRole('button', { name: /^Sales & Marketing · 2030/ }).click();
    await hgbPanel.getByRole('heading', { name: 'Sales & marketing · 2030' }).waitFor();
    await screenshot(forecast.page, 'pnl-forecast-hgb');
    expect([...errors, ...forecast.errors]).toEqual([]);
    await forecast.close();
  });

  it('explains a 2030 revenue cell and walks up through its inputs to a driver on the Key Drivers screen', async () => {
    const { page, errors, close } = await openSignedIn(browser, '/forecast-financial');
    await page.getByRole('radio', { name: 'Yearly' }).click();
    const revenue2030 = cell(page, 'total_revenue', 'p:4');
    await revenue2030.waitFor();
    const shown = await revenue2030.textContent();
    await revenue2030.click();
    const panel = page.getByRole('dialog', { name: 'How this figure is calculated' });
    await panel.getByRole('heading', { name: 'Total revenue · 2030' }).waitFor();
    expect(await panel.getByTestId('explain-formula').textContent()).toBe('SUM(Total revenue, 2030)');
    expect(shown).toMatch(/^€\d+\.\d{2}M$/);

    await panel.getByRole('button', { name: /Total revenue · Dec 2030/ }).click();
    await panel.getByRole('heading', { name: 'Total revenue · Dec 2030' }).waitFor();
    expect(await panel.getByTestId('explain-formula').textContent()).toBe('One-time implementation + Recurring revenue + Transaction (per ride)');
    await panel.getByRole('button', { name: /^Transaction \(per ride\)/ }).click();
    await panel.getByRole('heading', { name: 'Transaction (per ride) · Dec 2030' }).waitFor();
    expect(await panel.getByTestId('explain-formula').textContent()).toBe('Medical rides (booked) × Transaction revenue per medical ride');
    // The ride price drives transaction revenue one for one: +1% of it adds 1% of the cell.
    const impact = panel.getByTestId('impact-transport_avg_ride_cost');
    await expect.poll(async () => impact.textContent(), { timeout: 20_000 }).toMatch(/^\+€/);
    await screenshot(page, 'pnl-explain-panel');

    await panel.getByRole('button', { name: /^Price per Ride/ }).click();
    await panel.getByRole('heading', { name: 'Price per Ride' }).waitFor();
    const link = panel.getByRole('link', { name: 'Open in Key Drivers: Price per Ride' });
    expect(await link.getAttribute('href')).toBe('/key-drivers?driver=transport_avg_ride_cost');
    // The trail walks back to any earlier step.
    await panel.getByRole('button', { name: 'Total revenue · 2030' }).click();
    await panel.getByRole('heading', { name: 'Total revenue · 2030' }).waitFor();
    await panel.getByRole('button', { name: /Total revenue · Dec 2030/ }).click();
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });

    // Keyboard: Enter on a focused figure opens its explanation.
    await cell(page, 'ebitda', 'p:3').click();
    await page.getByRole('dialog').getByRole('heading', { name: 'EBITDA · 2029' }).waitFor();
    await page.keyboard.press('Escape');
    // The panel hands the keyboard back to its figure once it has closed: wait for that, not a fixed time.
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.activeElement?.closest('.pnl-grid [row-id="ebitda"] [col-id="p:3"]') != null);
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => document.activeElement?.closest('.pnl-grid [row-id="ebitda"] [col-id="p:4"]') != null);
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').getByRole('heading', { name: 'EBITDA · 2030' }).waitFor();
    await page.keyboard.press('Escape');

    await cell(page, 'ebitda', 'p:3').click();
    await page.getByRole('dialog').getByRole('link', { name: 'Open in Key Drivers: Price per Ride' }).click();
    await page.waitForURL(`${baseUrl}/key-drivers?driver=transport_avg_ride_cost`);
    // The Key Drivers screen opens on that driver: its category is selected and its card marked.
    const linkedCard = page.locator('[data-driver="transport_avg_ride_cost"]');
    await linkedCard.waitFor();
    expect(await linkedCard.getAttribute('aria-current')).toBe('true');
    expect(await linkedCard.isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  it('documents the assumptions in groups with the P&L traceability summary and per-assumption impacts', async () => {
    const session = createModelSession({ actuals: baselineActuals() });
    const expected = traceabilityCoverage(session.assumptions().map((a) => a.id));
    session.destroy();
    const { page, errors, close } = await openSignedIn(browser, '/baseline-assumptions');
    await page.getByTestId('traceability-summary').waitFor();
    expect(await page.getByTestId('total-assumptions').textContent()).toBe(String(expected.total));
    expect(await page.getByTestId('connected-assumptions').textContent()).toBe(String(expected.connected));
    expect(await page.getByTestId('coverage').textContent()).toBe(formatPercent(expected.coveragePercent));
    const group = (title: string) => page.getByRole('button', { name: new RegExp(`^${title}`) });
    expect(await group('Medical Clients Germany').getAttribute('aria-expanded')).toBe('true');
    for (const title of ['Transport Clients Germany', 'Fahrplan Rides Volume', 'Pricing Structure']) {
      expect(await group(title).getAttribute('aria-expanded')).toBe('false');
    }

    await group('Pricing Structure').click();
    const price = page.getByTestId('assumption-transport_avg_ride_cost');
    await price.getByRole('button', { name: 'Show Details' }).click();
    const details = page.getByTestId('details-transport_avg_ride_cost');
    expect(await details.textContent()).toContain('Transaction (per Ride)');
    expect(await details.textContent()).toMatch(/EBITDA impact of \+1% in 2026: \+€/);
    await screenshot(page, 'assumptions');

    await page.getByRole('button', { name: 'Show All Impacts' }).click();
    expect(await group('Transport Clients Germany').getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByRole('button', { name: 'Hide Details' }).count()).toBe(expected.total);
    await page.getByRole('button', { name: 'Collapse All' }).click();
    expect(await group('Medical Clients Germany').getAttribute('aria-expanded')).toBe('false');
    expect(errors).toEqual([]);
    await close();
  });

  it('shows the specification\'s traceability errors without a stored token, and Retry recovers', async () => {
    const { page, close } = await openSignedIn(browser, '/cockpit');
    const token = await page.evaluate(() => localStorage.getItem('token'));
    await page.evaluate(() => localStorage.removeItem('token'));

    await page.getByRole('link', { name: 'Assumptions' }).click();
    const assumptionsError = page.getByRole('alert').filter({ hasText: 'Traceability Data Error' });
    await assumptionsError.waitFor();
    expect(await assumptionsError.textContent()).toContain('No authentication token found');

    await page.getByRole('link', { name: /^P&L/ }).last().click();
    await page.getByRole('button', { name: 'Show Traceability' }).click();
    const pnlError = page.getByRole('alert').filter({ hasText: 'Traceability Error' });
    await pnlError.waitFor();
    expect(await pnlError.textContent()).toContain('No authentication token found');
    await screenshot(page, 'pnl-traceability-error');

    await page.evaluate((value) => localStorage.setItem('token', value ?? ''), token);
    await pnlError.getByRole('button', { name: 'Retry' }).click();
    await pnlError.waitFor({ state: 'detached' });
    await expect.poll(() => cell(page, 'total_revenue', 'trace').textContent()).toContain('assumption');
    await close();
  });
});
