import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import ExcelJS from 'exceljs';
import { launchChromium, newPage, screenshot, signIn } from './browser.ts';
import { apiCall, apiLogin, createUser } from './api-client.ts';
import { startFileServer } from './file-server.ts';
import { lockPlanWithClosedMonths } from './plan-of-record.ts';
import { formatLineValue, formatVariance } from '../../src/features/variance/varianceView.ts';
import { numberFormatter } from '../../engine/format/number.ts';

const { formatPnl } = numberFormatter('en');

/**
 * Rolling forecast end to end (issue #19), in real Chromium on the real server with the sample
 * actuals: a month of actuals imported shows as actual on the forecast P&L and in Budget vs
 * Actual, and Budget vs Actual keeps comparing with the locked plan when the scenario changes.
 */

const { baseUrl, admin } = await startFileServer();
const reader = { username: 'variance-reader', password: 'variance-reader-password-1' };

interface Rows { version: number; rows: { month: string; line: string; value: number }[]; last_closed_month: string | null }
interface VarianceRow { line: string; period: string; plan: number; actual: number | null; flexed_plan: number | null; volume_variance: number | null; spending_variance: number | null }
interface VarianceAnswer { rows: VarianceRow[]; full_year: { line: string; plan: number; latest_estimate: number }[] }

describe('rolling forecast: a closed month on the P&L and in Budget vs Actual, drivers from Excel (real server, real Chromium)', () => {
  let browser: Browser;
  let adminToken: string;
  let original: Rows;
  beforeAll(async () => {
    browser = await launchChromium();
    adminToken = await apiLogin(baseUrl, admin.username, admin.password);
    await createUser(baseUrl, adminToken, { ...reader, role: 'user' });
    await lockPlanWithClosedMonths(baseUrl, adminToken);
    original = (await apiCall<Rows>(baseUrl, 'GET', '/actuals/monthly', { token: adminToken })).body;
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function chooseScenario(page: Page, name: string): Promise<void> {
    await page.getByRole('button', { name: /^Scenario: / }).click();
    await page.getByRole('dialog', { name: 'Scenarios' }).getByRole('button', { name: new RegExp(`^${name}`) }).click();
    await page.waitForFunction((expected) => document.querySelector('[data-testid="active-scenario-name"]')?.textContent === expected, name);
  }

  it('shows an imported November as actual on the P&L and in Budget vs Actual, and compares a changed scenario with the same locked plan', async () => {
    // November's actuals: October's values, with the payroll of a new hire.
    const november = original.rows.filter((row) => row.month === '2026-10').map((row) => ({
      ...row, month: '2026-11', value: row.line === 'employees' ? 123_456 : row.value,
    }));
    const saved = await apiCall<{ last_closed_month: string }>(baseUrl, 'PUT', '/actuals/monthly', {
      token: adminToken, body: { rows: [...original.rows.filter((row) => row.month !== '2026-11'), ...november], version: original.version },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // Saving never moves the close: November closes by the admin's reviewed step.
    expect(saved.body.last_closed_month).toBe('2026-10');
    const review = await apiCall<{ warnings: { id: string }[] }>(baseUrl, 'GET', '/settings/close/review?through=2026-11', { token: adminToken });
    expect(review.status, JSON.stringify(review.body)).toBe(200);
    const closed = await apiCall<{ last_closed_month: string }>(baseUrl, 'PUT', '/settings/close', {
      token: adminToken, body: { last_closed_month: '2026-11', confirmed_warnings: review.body.warnings.map((warning) => warning.id) },
    });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body.last_closed_month).toBe('2026-11');

    const readerToken = await apiLogin(baseUrl, reader.username, reader.password);
    expect((await apiCall(baseUrl, 'POST', '/scenarios/baseline/activate', { token: readerToken })).status).toBe(200);
    const { context, page } = await newPage(browser);
    await signIn(page, baseUrl, reader.username, reader.password);
    await page.waitForFunction(() => document.querySelector('[data-testid="active-scenario-name"]')?.textContent === 'Baseline');

    await page.goto(`${baseUrl}/forecast-financial`);
    await page.getByRole('radio', { name: 'Monthly' }).click();
    const novemberHeader = page.locator('.pnl-grid .ag-header-cell').filter({ hasText: 'Nov 2026 (Actual)' });
    await novemberHeader.waitFor();
    expect(await page.locator('.pnl-grid .ag-header-cell').filter({ hasText: 'Jan 2026 (Actual)' }).count()).toBe(1);
    const colId = await novemberHeader.getAttribute('col-id');
    expect(await page.locator(`.pnl-grid [row-id="employees"] [col-id="${colId}"]`).textContent()).toBe(formatPnl(123_456));
    await screenshot(page, 'pnl-closed-months');

    await page.goto(`${baseUrl}/variance`);
    const table = page.getByTestId('variance-table');
    await table.waitFor();
    expect(await page.getByTestId('variance-closed').textContent()).toContain('Actuals through Nov 2026');
    const employees = table.locator('tr[data-line="employees"]');
    expect(await employees.getByTestId('variance-actual').textContent()).toBe(formatLineValue(123_456, 'EUR'));
    const api = async (scenario: string) => (await apiCall<VarianceAnswer>(baseUrl, 'GET', `/variance?year=2026&scenario=${scenario}`, { token: adminToken })).body;
    const baseline = await api('baseline');
    const planCell = table.locator('tr[data-line="total_revenue"] td').first();
    const planBefore = await planCell.textContent();
    expect(planBefore).toBe(formatLineValue(baseline.rows.find((r) => r.line === 'total_revenue' && r.period === '2026-11')?.plan ?? NaN, 'EUR'));
    await screenshot(page, 'variance');

    // Cost of goods sold beside its plan flexed to November's rides and clients; payroll has no flexed plan.
    const novemberCogs = baseline.rows.find((r) => r.line === 'cost_of_goods_sold' && r.period === '2026-11');
    expect(novemberCogs?.flexed_plan).not.toBeNull();
    expect(await table.locator('tr[data-line="cost_of_goods_sold"]').getByTestId('variance-flexed').textContent()).toBe(formatLineValue(novemberCogs?.flexed_plan ?? NaN, 'EUR'));
    expect(await employees.getByTestId('variance-flexed').textContent()).toBe('—');
    const costs = page.getByTestId('variance-costs');
    await costs.scrollIntoViewIfNeeded();
    const costRow = costs.locator('tr[data-line="cost_of_goods_sold"]');
    expect(await costRow.getByTestId('cost-volume').textContent()).toBe(formatVariance(novemberCogs?.volume_variance ?? NaN, 'EUR'));
    expect(await costRow.getByTestId('cost-spending').getAttribute('data-judgement')).toBe((novemberCogs?.spending_variance ?? 0) < 0 ? 'favourable' : 'unfavourable');
    await screenshot(page, 'variance-flexed-costs');

    // Another scenario: the latest estimate moves, the plan of record does not.
    await chooseScenario(page, 'High Case');
    const high = await api('high_case');
    const estimate = (answer: VarianceAnswer) => answer.full_year.find((r) => r.line === 'total_revenue')?.latest_estimate ?? NaN;
    await page.waitForFunction((expected) => document.querySelector('[data-testid="variance-table"] tr[data-line="total_revenue"] [data-testid="variance-latest-estimate"]')?.textContent === expected, formatLineValue(estimate(high), 'EUR'));
    expect(estimate(high)).not.toBeCloseTo(estimate(baseline), 0);
    expect(await planCell.textContent()).toBe(planBefore);
    await context.close();
  });
  it('imports drivers from an edited Excel model on Key Drivers: old → new, then one undoable draft', async () => {
    const readerToken = await apiLogin(baseUrl, reader.username, reader.password);
    const me = (await apiCall<{ id: number }>(baseUrl, 'GET', '/auth/me', { token: readerToken })).body;
    expect((await apiCall(baseUrl, 'POST', '/scenarios/baseline/activate', { token: readerToken })).status).toBe(200);
    const response = await fetch(`${baseUrl}/api/export/excel`, {
      method: 'POST',
      headers: { authorization: `Bearer ${readerToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ scenario_id: 'baseline', user_id: me.id, export_format: 'excel', export_type: 'excel-model' }),
    });
    expect(response.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await response.arrayBuffer());
    const sheet = book.getWorksheet('Drivers');
    sheet?.eachRow((row) => { if (row.getCell(1).text === 'sales_team_size') row.getCell(2).value = 12; });
    const file = Buffer.from(await book.xlsx.writeBuffer());

    const { context, page } = await newPage(browser);
    await signIn(page, baseUrl, reader.username, reader.password);
    await page.waitForFunction(() => document.querySelector('[data-testid="active-scenario-name"]')?.textContent === 'Baseline');
    await page.goto(`${baseUrl}/key-drivers`);
    await page.getByRole('button', { name: 'Import from Excel' }).waitFor();
    await page.locator('input[type="file"][aria-label="Excel model to import drivers from"]').setInputFiles({ name: 'Fahrplan model edited.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: file });
    const dialog = page.getByRole('dialog', { name: 'Import drivers from Excel' });
    const row = dialog.getByTestId('driver-import-preview').locator('tr[data-driver="sales_team_size"]');
    await row.waitFor();
    expect((await row.locator('td').allTextContents()).map((text) => text.replace(/\s/g, ' '))).toEqual([expect.stringContaining('7'), expect.stringContaining('12')]);
    await dialog.getByRole('button', { name: 'Apply 1 as draft' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const unsaved = page.getByRole('status', { name: 'Unsaved changes' });
    await unsaved.waitFor();
    expect(await unsaved.textContent()).toContain('Unsaved changes (1)');
    await page.locator('[data-driver="sales_team_size"]').first().waitFor();
    await screenshot(page, 'driver-import');
    await context.close();
  });
});
