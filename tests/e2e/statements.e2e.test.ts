import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchChromium, newPage, screenshot, signIn } from './browser.ts';
import { apiCall, apiLogin } from './api-client.ts';
import { startFileServer } from './file-server.ts';

const { baseUrl, admin } = await startFileServer();

interface Scenario {
  scenario_id: string;
  scenario_type: string;
  version: number;
  key_drivers: Record<string, number>;
}

/** A cell of a statement grid by row (line id) and column ('p:0' …). */
function cell(page: Page, grid: string, rowId: string, colId: string): Locator {
  return page.locator(`.${grid} [row-id="${rowId}"] [col-id="${colId}"]`);
}

async function headers(page: Page, grid: string): Promise<string[]> {
  return (await page.locator(`.${grid} .ag-header-cell-text`).allTextContents()).map((text) => text.trim());
}

/**
 * Every period cell of a row, by column id, scrolling the grid sideways: its columns are
 * virtualised, so only those in view are in the page at once.
 */
async function wholeRow(page: Page, grid: string, rowId: string, columns: number): Promise<Map<string, string>> {
  const seen = new Map<string, string>();
  const viewport = page.locator(`.${grid} .ag-body-horizontal-scroll-viewport`);
  for (let step = 0; step < 40 && seen.size < columns; step += 1) {
    for (const found of await page.locator(`.${grid} [row-id="${rowId}"] [col-id^="p:"]`).all()) {
      seen.set(await found.getAttribute('col-id') as string, (await found.textContent() ?? '').trim());
    }
    await viewport.evaluate((el, i) => el.scrollTo({ left: (el.clientWidth / 2) * (i + 1) }), step);
    await page.waitForTimeout(100);
  }
  return seen;
}

/** The exact value of a figure: its explanation shows it in whole euros. */
async function exactValue(page: Page, target: Locator): Promise<number> {
  await target.click();
  const panel = page.getByRole('dialog', { name: 'How this figure is calculated' });
  const text = await panel.getByTestId('explain-value').textContent() ?? '';
  await page.keyboard.press('Escape');
  await panel.waitFor({ state: 'detached' });
  return Number(text.replace(/[€,]/g, '').replace('−', '-'));
}

describe('Balance Sheet and Cash Flow screens (real server, real worker, real Chromium)', () => {
  let browser: Browser;
  let token: string;
  let simulation: Scenario;
  beforeAll(async () => {
    browser = await launchChromium();
    token = await apiLogin(baseUrl, admin.username, admin.password);
    const list = await apiCall<{ scenarios: Scenario[] }>(baseUrl, 'GET', '/scenarios', { token });
    simulation = list.body.scenarios.find((scenario) => scenario.scenario_type === 'user') as Scenario;
    expect(simulation).toBeDefined();
    // The user works on their Simulation (Editable): the screens show it.
    expect((await apiCall(baseUrl, 'PUT', `/scenarios/${simulation.scenario_id}/activate`, { token, body: {} })).status).toBe(200);
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function open(path: string): Promise<{ page: Page; close: () => Promise<void> }> {
    const { context, page } = await newPage(browser);
    await signIn(page, baseUrl, admin.username, admin.password);
    await page.getByTestId('active-scenario-name').waitFor();
    await page.goto(`${baseUrl}${path}`);
    await page.getByTestId('active-scenario-name').waitFor();
    return { page, close: () => context.close() };
  }

  it('shows the balance check at €0.00 with a check mark in every column, yearly and monthly, from the opening balance on', async () => {
    const { page, close } = await open('/balance-sheet');
    await cell(page, 'balance-grid', 'balance_check', 'p:5').waitFor();
    expect((await headers(page, 'balance-grid')).slice(0, 7)).toEqual(['Line Item', 'Opening Dec 2025', '2026 (10 + 2)', '2027', '2028', '2029', '2030']);
    expect(await page.getByTestId('balance-status').textContent()).toBe('Balanced in every period');
    for (let i = 0; i <= 5; i += 1) {
      expect(await cell(page, 'balance-grid', 'balance_check', `p:${i}`).textContent()).toBe('€0.00');
      expect(await cell(page, 'balance-grid', 'balance_check', `p:${i}`).locator('[data-balanced="true"]').count()).toBe(1);
    }
    // The opening balance is baseline data, the same for every scenario: the bank balance of 31 December 2025.
    expect(await cell(page, 'balance-grid', 'cash', 'p:0').textContent()).toBe('€2.15M');
    await screenshot(page, 'statements-balance-sheet-yearly');

    await page.getByRole('radio', { name: 'Monthly' }).click();
    await page.locator('.balance-grid .ag-header-cell-text', { hasText: 'Jan 2026' }).waitFor();
    const checks = await wholeRow(page, 'balance-grid', 'balance_check', 61);
    expect(checks.size).toBe(61);
    expect([...checks.values()].every((text) => text === '€0.00')).toBe(true);
    expect(await page.getByTestId('balance-status').textContent()).toBe('Balanced in every period');
    await screenshot(page, 'statements-balance-sheet-monthly');
    await page.getByRole('radio', { name: 'Yearly' }).click();
    await close();
  });

  it('shows on the Cash Flow screen the Balance Sheet\'s cash as closing cash in every year and quarter', async () => {
    for (const period of ['Yearly', 'Quarterly'] as const) {
      const balance = await open('/balance-sheet');
      await balance.page.getByRole('radio', { name: period }).click();
      await cell(balance.page, 'balance-grid', 'cash', 'p:4').waitFor();
      const cash = await wholeRow(balance.page, 'balance-grid', 'cash', period === 'Yearly' ? 6 : 21);
      await balance.close();
      const flows = await open('/cash-flow');
      await flows.page.getByRole('radio', { name: period }).click();
      await cell(flows.page, 'cashflow-grid', 'closing_cash', 'p:3').waitFor();
      const closing = await wholeRow(flows.page, 'cashflow-grid', 'closing_cash', period === 'Yearly' ? 5 : 20);
      // The balance sheet has the opening column first: its period i + 1 is the cash flow's period i.
      expect([...closing.keys()].map((col) => cash.get(`p:${Number(col.slice(2)) + 1}`))).toEqual([...closing.values()]);
      expect(closing.size).toBe(period === 'Yearly' ? 5 : 20);
      if (period === 'Yearly') await screenshot(flows.page, 'statements-cash-flow-yearly');
      await flows.close();
    }
  });

  it('moves cash and equity by the same amount when an equity round is set on the Simulation (Editable)', async () => {
    const { page, close } = await open('/balance-sheet');
    const cash2027 = cell(page, 'balance-grid', 'cash', 'p:2');
    const equity2027 = cell(page, 'balance-grid', 'total_equity', 'p:2');
    await cash2027.waitFor();
    const before = { cash: await exactValue(page, cash2027), equity: await exactValue(page, equity2027) };

    const current = await apiCall<Scenario>(baseUrl, 'GET', `/scenarios/${simulation.scenario_id}`, { token });
    const saved = await apiCall(baseUrl, 'PUT', `/scenarios/${simulation.scenario_id}`, {
      token, body: { version: current.body.version, key_drivers: { ...current.body.key_drivers, equity_round_1_month: 202703, equity_round_1_amount: 5_000_000 } },
    });
    expect(saved.status).toBe(200);
    await page.reload();
    await cash2027.waitFor();
    await expect.poll(() => exactValue(page, cash2027), { timeout: 20_000 }).not.toBe(before.cash);
    const after = { cash: await exactValue(page, cash2027), equity: await exactValue(page, equity2027) };
    expect(after.cash - before.cash).toBe(5_000_000);
    expect(after.equity - before.equity).toBe(5_000_000);
    expect(await page.getByTestId('balance-status').textContent()).toBe('Balanced in every period');
    // The cash flow statement shows the round under financing activities in 2027.
    await page.goto(`${baseUrl}/cash-flow`);
    expect(await cell(page, 'cashflow-grid', 'cf_equity_raised', 'p:1').textContent()).toBe('€5.00M');
    await close();
  });
});
