import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchChromium, newPage, screenshot, signIn } from './browser.ts';
import { startFileServer } from './file-server.ts';
import { apiCall, apiLogin, createUser } from './api-client.ts';

/**
 * Publishing the model definition (issue 27), on a new installation without monthly actuals (no
 * closed month of 2026, where a new line would read 0): a modeller adds an operating expense on
 * the Model screen and publishes it; an analyst's open P&L follows at once, through the live update.
 */
const { baseUrl, admin } = await startFileServer({ env: { FAHRPLAN_SAMPLE_DATA: 'off' } });
const modeller = { username: 'model-publisher', password: 'model-publisher-password-1' };
const analyst = { username: 'model-follower', password: 'model-follower-password-1' };

const detail = (page: Page) => page.getByTestId('model-detail');
const formula = (page: Page) => detail(page).getByTestId('model-formula');

/** A cell of the P&L grid by row (line id) and column ('line', 'p:0' …). */
const cell = (page: Page, rowId: string, colId: string): Locator => page.locator(`.pnl-grid [row-id="${rowId}"] [col-id="${colId}"]`);

/** The exact value of a figure: its explanation shows it in whole euros. */
async function exactValue(page: Page, target: Locator): Promise<number> {
  await target.click();
  const panel = page.getByRole('dialog', { name: 'How this figure is calculated' });
  const text = await panel.getByTestId('explain-value').textContent() ?? '';
  await page.keyboard.press('Escape');
  await panel.waitFor({ state: 'detached' });
  return Number(text.replace(/[€,]/g, '').replace('−', '-'));
}

async function rowIndex(page: Page, rowId: string): Promise<number> {
  return Number(await page.locator(`.pnl-grid [row-id="${rowId}"]`).first().getAttribute('row-index'));
}

describe('publishing the model: a modeller adds a line, every open browser computes with it (real server, real worker, real Chromium)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
    const token = await apiLogin(baseUrl, admin.username, admin.password);
    await createUser(baseUrl, token, { ...modeller, role: 'modeller' });
    await createUser(baseUrl, token, { ...analyst, role: 'user' });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('refuses a cycle naming it, changes nothing for others before publishing, and moves an open P&L by exactly the new line once published', async () => {
    const reader = await newPage(browser);
    const writer = await newPage(browser);
    try {
      await signIn(reader.page, baseUrl, analyst.username, analyst.password);
      await reader.page.getByTestId('active-scenario-name').waitFor();
      await reader.page.goto(`${baseUrl}/forecast-financial`);
      await cell(reader.page, 'ebitda', 'p:0').waitFor();
      const ebitdaBefore = await exactValue(reader.page, cell(reader.page, 'ebitda', 'p:0'));
      expect(Number.isFinite(ebitdaBefore)).toBe(true);

      await signIn(writer.page, baseUrl, modeller.username, modeller.password);
      await writer.page.getByTestId('active-scenario-name').waitFor();
      await writer.page.goto(`${baseUrl}/model`);
      await writer.page.getByTestId('model-status').getByText('Version 1').waitFor();
      await writer.page.getByRole('button', { name: 'Add line' }).first().click();
      const dialog = writer.page.getByRole('dialog', { name: 'Add a line' });
      await dialog.getByLabel('Id', { exact: true }).fill('insurance');
      await dialog.getByLabel('Name', { exact: true }).fill('Insurance');
      await dialog.getByLabel('Section').selectOption({ label: 'Operating expenses' });
      await dialog.getByRole('radio', { name: 'P&L' }).check();
      await dialog.getByTestId('model-new-line-formula').fill('5000');
      await dialog.getByRole('button', { name: 'Add line' }).click();
      await dialog.waitFor({ state: 'hidden' });

      // A cycle is named as it is typed, and publishing waits for a clean check.
      await formula(writer.page).fill('total_operating_expenses / 10');
      await detail(writer.page).getByText('insurance → total_operating_expenses → insurance is a cycle', { exact: false }).waitFor();
      const publish = writer.page.getByRole('button', { name: 'Publish…' });
      expect(await publish.getAttribute('aria-disabled')).toBe('true');
      // A button marked disabled still says why when pressed (Playwright waits for enabled ones unless forced).
      await publish.click({ force: true });
      await writer.page.getByText('Check the change first: publishing needs a check of the latest draft without problems.').waitFor();
      expect(await writer.page.getByRole('dialog', { name: 'Publish version 2' }).count()).toBe(0);

      await formula(writer.page).fill('5000');
      await expect.poll(() => writer.page.getByTestId('model-problem-count').textContent()).toBe('No problems');
      await writer.page.getByRole('button', { name: 'Check the change' }).click();
      await writer.page.getByTestId('model-preview').waitFor({ timeout: 30_000 });
      expect(await publish.getAttribute('aria-disabled')).toBe('false');

      // The draft is the modeller's alone: the analyst's P&L has not moved.
      expect(await reader.page.locator('.pnl-grid [row-id="insurance"]').count()).toBe(0);
      expect(await exactValue(reader.page, cell(reader.page, 'ebitda', 'p:0'))).toBe(ebitdaBefore);

      await publish.click();
      const confirm = writer.page.getByRole('dialog', { name: 'Publish version 2' });
      await confirm.getByRole('button', { name: 'Publish', exact: true }).click();
      await confirm.getByRole('alert').getByText('Say what changes and why').waitFor();
      await confirm.getByLabel('What changes and why').fill('Insurance premiums from January 2026');
      await confirm.getByRole('button', { name: 'Publish', exact: true }).click();
      await writer.page.getByText('Version 2 is published: every figure is computed with it now, in every open browser.').waitFor({ timeout: 30_000 });
      await writer.page.getByTestId('model-status').getByText('Version 2').waitFor();
      await writer.page.getByTestId('model-status').getByText(`published by ${modeller.username}`, { exact: false }).waitFor();

      // The analyst's open P&L follows through the live update: the line under operating expenses, EBITDA €60,000 lower.
      await cell(reader.page, 'insurance', 'p:0').waitFor({ timeout: 30_000 });
      expect(await cell(reader.page, 'insurance', 'line').textContent()).toContain('Insurance');
      // The rows follow the definition at once, the figures with the worker's reload.
      await expect.poll(() => cell(reader.page, 'insurance', 'p:0').textContent(), { timeout: 30_000 }).toBe('€60K');
      const at = await rowIndex(reader.page, 'insurance');
      expect(at).toBeGreaterThan(await rowIndex(reader.page, 'legal_tax'));
      expect(at).toBeLessThan(await rowIndex(reader.page, 'total_operating_expenses'));
      await expect.poll(() => exactValue(reader.page, cell(reader.page, 'ebitda', 'p:0'))).toBe(ebitdaBefore - 60_000);
      // The grid redraws its cells as later answers arrive, so the scroll is retried on the cell of the moment.
      await expect.poll(() => cell(reader.page, 'insurance', 'p:0').evaluate((element) => {
        element.scrollIntoView({ block: 'center' });
        return element.isConnected;
      }), { timeout: 10_000 }).toBe(true);
      await screenshot(reader.page, 'model-published-pnl-1440');
      await screenshot(writer.page, 'model-published-1440');
    } finally {
      await reader.context.close();
      await writer.context.close();
    }
  });

  it('exports the published line in the Excel model as a live formula over its cells, inside the operating-expense total', async () => {
    const token = await apiLogin(baseUrl, analyst.username, analyst.password);
    const me = await apiCall<{ id: number }>(baseUrl, 'GET', '/auth/me', { token });
    const response = await fetch(`${baseUrl}/api/export/excel`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ scenario_id: 'baseline', user_id: me.body.id, export_format: 'excel', export_type: 'excel-model' }),
    });
    expect(response.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await response.arrayBuffer());
    const monthly = book.getWorksheet('Monthly') as ExcelJS.Worksheet;
    const rowOf = (label: string) => {
      let found = 0;
      monthly.eachRow((row, number) => {
        if (row.getCell(1).value === label) found = number;
      });
      return found;
    };
    const insurance = rowOf('Insurance');
    const opex = rowOf('Total operating expenses');
    expect(insurance).toBeGreaterThan(1);
    const headers = Array.from(monthly.getRow(1).values as unknown[], (value) => String(value ?? ''));
    const march = headers.findIndex((header) => header.startsWith('2026-03'));
    expect(monthly.getCell(insurance, march).formula).toBe('5000');
    expect(monthly.getCell(opex, march).formula).toContain(`${monthly.getColumn(march).letter}${insurance}`);
  });

  it('shows a plain user the published version without Check or Publish', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, baseUrl, analyst.username, analyst.password);
      await page.getByTestId('active-scenario-name').waitFor();
      await page.goto(`${baseUrl}/model`);
      await page.getByTestId('model-status').getByText('Version 2').waitFor();
      expect(await page.getByRole('button', { name: 'Check the change' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Publish…' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
