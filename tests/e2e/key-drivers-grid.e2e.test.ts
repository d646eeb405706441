import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, screenshot } from './browser.ts';
import { apiCall, apiLogin, createUser } from './api-client.ts';
import { startFileServer } from './file-server.ts';
import { openKeyDriversAs, screenshotWhole, textOf, userIdOf, waitForNewText, withPage } from './key-drivers-page.ts';

const { baseUrl, admin } = await startFileServer();
const analyst = { username: 'kd-grid-analyst', password: 'kd-grid-analyst-password-1' };

function valueCell(page: Page, driverId: string) {
  return page.locator(`[data-testid="driver-grid"] .ag-row[row-id="${driverId}"] .ag-cell[col-id="value"]`);
}

async function openGrid(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Driver Grid' }).click();
  await valueCell(page, 'medical_client_growth_rate').waitFor();
}

/** Where the grid's keyboard focus is, and whether that cell is being edited. */
async function gridFocus(page: Page): Promise<{ rowId: string | null; colId: string | null; editing: boolean }> {
  return page.evaluate(() => {
    const cell = document.activeElement?.closest('.ag-cell');
    return { rowId: cell?.closest('.ag-row')?.getAttribute('row-id') ?? null, colId: cell?.getAttribute('col-id') ?? null, editing: cell?.classList.contains('ag-cell-inline-editing') ?? false };
  });
}

/** The id of the row shown below a driver's row. */
async function nextRowId(page: Page, driverId: string): Promise<string | null> {
  return page.evaluate((id) => {
    const row = document.querySelector(`[data-testid="driver-grid"] .ag-row[row-id="${id}"]`);
    const index = Number(row?.getAttribute('row-index'));
    return document.querySelector(`[data-testid="driver-grid"] .ag-row[row-index="${index + 1}"]`)?.getAttribute('row-id') ?? null;
  }, driverId);
}

async function pasteIntoFocusedCell(page: Page, text: string): Promise<void> {
  await page.evaluate((clip) => {
    const data = new DataTransfer();
    data.setData('text/plain', clip);
    document.activeElement?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

const openKeyDrivers = (page: Page) => openKeyDriversAs(page, baseUrl, analyst);

describe('The Key Drivers grid against the real server and worker (real Chromium)', () => {
  let browser: Browser;
  let token: string;
  beforeAll(async () => {
    browser = await launchChromium();
    await createUser(baseUrl, await apiLogin(baseUrl, admin.username, admin.password), { ...analyst, role: 'user' });
    token = await apiLogin(baseUrl, analyst.username, analyst.password);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('edits the driver grid by keyboard: refuses a value out of bounds in the cell, accepts one inside, undoes, redoes and resets', async () => {
    await withPage(browser, async (page) => {
      await openKeyDrivers(page);
      await openGrid(page);
      const churn = valueCell(page, 'logo_churn_rate');
      const original = (await churn.textContent()) ?? '';
      expect(original).toBe('3.2');

      await churn.click();
      await page.keyboard.type('75');
      await page.keyboard.press('Enter');
      const error = churn.locator('.kd-cell-error-text');
      await error.waitFor();
      expect(await error.textContent()).toContain('"75" is outside 0.0%/year – 40.0%/year; Logo Churn Rate keeps its value.');
      expect(await churn.locator('.tabular').textContent()).toBe('3.2');
      expect(await page.getByRole('alert').filter({ hasText: 'Refused values (nothing was changed)' }).isVisible()).toBe(true);
      await screenshotWhole(page, 'key-drivers-grid-refused');

      await churn.click();
      await page.keyboard.type('6');
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.querySelector('[row-id="logo_churn_rate"] [col-id="value"] .tabular')?.textContent === '6');
      expect(await churn.locator('.kd-cell-error-text').count()).toBe(0);
      expect(await churn.textContent()).toContain('draft');

      await page.keyboard.press('Control+z');
      await page.waitForFunction(() => document.querySelector('[row-id="logo_churn_rate"] [col-id="value"] .tabular')?.textContent === '3.2');
      await page.keyboard.press('Control+y');
      await page.waitForFunction(() => document.querySelector('[row-id="logo_churn_rate"] [col-id="value"] .tabular')?.textContent === '6');
      const difference = page.locator('[data-testid="driver-grid"] .ag-row[row-id="logo_churn_rate"] .ag-cell[col-id="difference"]');
      await page.waitForFunction(() => document.querySelector('[row-id="logo_churn_rate"] [col-id="difference"]')?.textContent === '+2.8');
      expect(await difference.textContent()).toBe('+2.8');

      await churn.click();
      await page.keyboard.press('Delete');
      await page.waitForFunction(() => document.querySelector('[row-id="logo_churn_rate"] [col-id="value"] .tabular')?.textContent === '3.2');
      expect(await churn.textContent()).not.toContain('draft');
    });
  }, 240_000);

  it('edits like a spreadsheet: Enter starts editing, Enter again commits and moves down; typed text is quoted as typed', async () => {
    await withPage(browser, async (page) => {
      await openKeyDrivers(page);
      await openGrid(page);
      const churn = valueCell(page, 'logo_churn_rate');
      await churn.click();
      await page.keyboard.press('Enter');
      await churn.locator('input').waitFor();
      expect(await churn.locator('input').inputValue()).toBe('3.2');
      await page.keyboard.press('Control+a');
      await page.keyboard.type('4.5');
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.querySelector('[row-id="logo_churn_rate"] [col-id="value"] .tabular')?.textContent === '4.5');
      // The focus went one row down, to the next driver's value, and nothing is being edited.
      const below = await gridFocus(page);
      expect(below).toEqual({ rowId: await nextRowId(page, 'logo_churn_rate'), colId: 'value', editing: false });

      await churn.click();
      await page.keyboard.type('abc');
      await page.keyboard.press('Enter');
      const error = churn.locator('.kd-cell-error-text');
      await error.waitFor();
      expect(await error.textContent()).toBe('⚠ "abc" is not a number; Logo Churn Rate keeps its value.');
      expect(await churn.locator('.tabular').textContent()).toBe('4.5');
      await churn.click();
      await page.keyboard.press('Delete');
      await page.waitForFunction(() => document.querySelector('[row-id="logo_churn_rate"] [col-id="value"] .tabular')?.textContent === '3.2');
    });
  }, 240_000);

  it('fits every column at 1440 px with the name pinned, and scrolls sideways inside its box on a narrower screen', async () => {
    await withPage(browser, async (page) => {
      await openKeyDrivers(page);
      await openGrid(page);
      const grid = page.getByTestId('driver-grid');
      const fit = () => grid.evaluate((element) => {
        const scroller = element.querySelector('.ag-body-horizontal-scroll-viewport');
        const box = element.getBoundingClientRect();
        const headers = [...element.querySelectorAll('.ag-header-cell')].map((cell) => ({ id: cell.getAttribute('col-id'), ...cell.getBoundingClientRect().toJSON() }));
        return {
          scrollsSideways: scroller ? scroller.scrollWidth > scroller.clientWidth : false,
          outside: headers.filter((h) => h.right > box.right + 0.5 || h.left < box.left - 0.5).map((h) => h.id),
          pinned: [...element.querySelectorAll('.ag-header .ag-grid-pinned-left-cells .ag-header-cell')].map((cell) => cell.getAttribute('col-id')),
        };
      });
      expect(await fit()).toEqual({ scrollsSideways: false, outside: [], pinned: ['name'] });
      await screenshotWhole(page, 'key-drivers-grid-1440');

      await page.setViewportSize({ width: 1024, height: 768 });
      await page.waitForFunction(() => {
        const scroller = document.querySelector('[data-testid="driver-grid"] .ag-body-horizontal-scroll-viewport');
        return scroller !== null && scroller.scrollWidth > scroller.clientWidth;
      });
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await grid.locator('.ag-body-horizontal-scroll-viewport').evaluate((element) => { element.scrollLeft = element.scrollWidth; });
      // Scrolled to the far right, the pinned name still stands at the grid's left edge.
      const name = grid.locator('.ag-row[row-id="medical_client_growth_rate"] .ag-grid-pinned-left-cells [col-id="name"]');
      expect(await name.textContent()).toContain('Medical Client Growth Rate');
      const [nameBox, gridBox] = [await name.boundingBox(), await grid.boundingBox()];
      expect(Math.abs((nameBox?.x ?? NaN) - (gridBox?.x ?? NaN))).toBeLessThan(3);
      await screenshot(page, 'key-drivers-grid-1024-scrolled');
    });
  }, 240_000);

  it('refuses a pasted column with an invalid value as a whole, showing the error and changing nothing', async () => {
    await withPage(browser, async (page) => {
      await openKeyDrivers(page);
      await openGrid(page);
      const ids = ['medical_client_growth_rate', 'sales_team_size', 'sales_rep_productivity'];
      const texts = async () => Promise.all(ids.map(async (id) => (await valueCell(page, id).locator('.tabular').textContent()) ?? ''));
      const before = await texts();
      const revenue = await textOf(page, 'pnl-2030-revenue');

      await valueCell(page, ids[0] as string).click();
      await pasteIntoFocusedCell(page, '20\nabc\n2\n');
      const error = valueCell(page, 'sales_team_size').locator('.kd-cell-error-text');
      await error.waitFor();
      expect(await error.textContent()).toContain('"abc" is not a number; Sales Team Size keeps its value.');
      expect(await texts()).toEqual(before);
      expect(await page.locator('[data-testid="driver-grid"] .kd-draft-mark').count()).toBe(0);
      expect(await textOf(page, 'pnl-2030-revenue')).toBe(revenue);

      await valueCell(page, ids[0] as string).click();
      await pasteIntoFocusedCell(page, '20\n8\n');
      await page.waitForFunction(() => document.querySelector('[row-id="sales_team_size"] [col-id="value"] .tabular')?.textContent === '8');
      expect((await texts()).slice(0, 2)).toEqual(['20', '8']);
      await waitForNewText(page, 'pnl-2030-revenue', revenue);
      await page.keyboard.press('Control+z');
      await page.waitForFunction((expected) => document.querySelector('[row-id="sales_team_size"] [col-id="value"] .tabular')?.textContent === expected, before[1]);
      expect(await texts()).toEqual(before);
    });
  }, 240_000);

  it('saves grid drafts into the Simulation (Editable) scenario with its version', async () => {
    const simulation = `sim-${await userIdOf(baseUrl, token)}`;
    expect((await apiCall(baseUrl, 'POST', `/scenarios/${simulation}/activate`, { token })).status).toBe(200);
    const list = async () => (await apiCall<{ scenarios: { scenario_id: string; version: number; key_drivers: Record<string, number> }[] }>(baseUrl, 'GET', '/scenarios', { token })).body.scenarios;
    const versionBefore = (await list()).find((s) => s.scenario_id === simulation)?.version ?? NaN;

    await withPage(browser, async (page) => {
      await openKeyDrivers(page);
      expect(await page.getByTestId('active-scenario-name').textContent()).toBe('Simulation (Editable)');
      await openGrid(page);
      await page.getByLabel('Filter drivers').fill('Premium Conversion');
      const cell = valueCell(page, 'premium_conversion_rate');
      await cell.click();
      await page.keyboard.type('22');
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.querySelector('[row-id="premium_conversion_rate"] [col-id="value"] .tabular')?.textContent === '22');
      await page.getByRole('button', { name: 'Save to scenario' }).click();
      await page.getByText(`Saved to Simulation (Editable) (version ${versionBefore + 1}).`).waitFor();

      const saved = (await list()).find((s) => s.scenario_id === simulation);
      expect(saved?.version).toBe(versionBefore + 1);
      expect(saved?.key_drivers.premium_conversion_rate).toBe(22);
      expect(await cell.textContent()).not.toContain('draft');
    });
  }, 240_000);
});
