import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { numberFormatter } from '../../engine/format/number.ts';
import { DRIVER_CATEGORIES } from '../../engine/model/categories.ts';
import { DRIVERS } from '../../engine/model/drivers.ts';
import { CATEGORY_BY_ID } from '../../engine/model/categories.ts';
import { builtInScenario } from '../../engine/scenarios.ts';
import { launchChromium, screenshot, signIn } from './browser.ts';
import { apiCall, apiLogin, createUser } from './api-client.ts';
import { startFileServer } from './file-server.ts';
import {
  COUNT_WORKER_CALLS, modelCliForecast, openCategoryOf, resetToScenario, screenshotWhole, setSlider, sliderValue, textOf, userIdOf, waitForNewText,
  waitForSliderValue, withPage, workerAnsweredAll, workerCalls,
} from './key-drivers-page.ts';

const { formatEuroExact, formatPnl } = numberFormatter('en');

const { baseUrl, admin } = await startFileServer();
const analyst = { username: 'kd-analyst', password: 'kd-analyst-password-1' };

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

async function openKeyDrivers(page: Page): Promise<void> {
  await signIn(page, baseUrl, analyst.username, analyst.password);
  await page.getByTestId('active-scenario-name').waitFor();
  await page.goto(`${baseUrl}/key-drivers`);
  await page.getByTestId('pnl-2030-revenue').waitFor();
}

describe('Key Performance Dashboard against the real server and worker (real Chromium)', () => {
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

  it('moves a slider and shows the 2030 revenue the model CLI computes for the same driver values', async () => {
    expect((await apiCall(baseUrl, 'POST', '/scenarios/baseline/activate', { token })).status).toBe(200);
    await withPage(browser, async (page) => {
      await openKeyDrivers(page);
      expect(await page.getByRole('heading', { name: 'Key Performance Dashboard' }).isVisible()).toBe(true);
      expect(await page.getByText('Investment Banking-Grade Financial Projections').isVisible()).toBe(true);
      expect(await page.getByRole('heading', { name: 'CSV Data Integration Status' }).isVisible()).toBe(true);
      const tabs = await page.getByRole('tablist', { name: 'Driver categories' }).getByRole('tab').allTextContents();
      expect(tabs).toEqual(DRIVER_CATEGORIES.map((c) => `${c.category_name}${DRIVERS.filter((d) => d.category === c.id).length}`));

      const before = await textOf(page, 'pnl-2030-revenue');
      await setSlider(page, 'sales_rep_productivity', 2.575);
      const after = await waitForNewText(page, 'pnl-2030-revenue', before);
      const moved = Number(await page.locator('#driver-sales_rep_productivity').inputValue());
      expect(moved).toBe(2.575);

      const cli = await modelCliForecast(baseUrl, token, 'baseline', { sales_rep_productivity: moved });
      const revenue2030 = cli.years['2030']?.total_revenue ?? NaN;
      expect(after).toBe(formatPnl(revenue2030));
      expect(await page.getByTestId('pnl-2030-revenue').getAttribute('title')).toBe(formatEuroExact(revenue2030));
      expect(await textOf(page, 'value-sales_rep_productivity')).toContain('2.58 clients/rep/month');
      await screenshotWhole(page, 'key-drivers-dashboard');

      // The impact marker says how much a driver matters, explained by a legend, and is never red (red means bad news).
      const marker = page.locator('[data-driver="sales_team_size"] [data-impact]');
      expect(await marker.getAttribute('data-impact')).toBe('high');
      expect(await marker.getAttribute('title')).toBe('High impact: how strongly this driver moves the forecast');
      expect(await page.getByRole('note', { name: 'What the impact marker means' }).textContent()).toContain('not whether its value is good or bad');
      const colours = await marker.evaluate((element) => [element, ...element.querySelectorAll('*')].map((part) => getComputedStyle(part).backgroundColor));
      expect(colours).not.toContain('rgb(220, 38, 38)');
      expect(colours.some((colour) => /^rgb\((\d+), (\d+), (\d+)\)$/.test(colour) && Number(/^rgb\((\d+)/.exec(colour)?.[1]) > 150 && Number(/, (\d+),/.exec(colour)?.[1]) < 80)).toBe(false);
    });
  }, 240_000);

  it('answers a drag from the worker\'s compiled kernel and shows the same figures once HyperFormula has caught up', async () => {
    expect((await apiCall(baseUrl, 'POST', '/scenarios/baseline/activate', { token })).status).toBe(200);
    await withPage(browser, async (page) => {
      await page.addInitScript({ content: COUNT_WORKER_CALLS });
      await openKeyDrivers(page);
      const before = await workerCalls(page);
      let shown = await textOf(page, 'pnl-impact');
      for (const value of [1.3, 1.6, 1.9, 2.2]) {
        await setSlider(page, 'sales_rep_productivity', value);
        shown = await waitForNewText(page, 'pnl-impact', shown);
      }
      const dragged = await workerCalls(page);
      expect((dragged.preview ?? 0) - (before.preview ?? 0)).toBeGreaterThanOrEqual(1);
      // The commit follows once the drag has paused; when its answer is rendered the cards are as they were.
      await page.waitForFunction((commits) => ((window as unknown as { __workerCalls: Record<string, number> }).__workerCalls.applyOverrides ?? 0) > commits, dragged.applyOverrides ?? 0);
      await workerAnsweredAll(page);
      expect(await textOf(page, 'pnl-impact')).toBe(shown);
      const cli = await modelCliForecast(baseUrl, token, 'baseline', { sales_rep_productivity: await sliderValue(page, 'sales_rep_productivity') });
      expect(await textOf(page, 'pnl-2030-revenue')).toBe(formatPnl(cli.years['2030']?.total_revenue ?? NaN));
    });
  }, 240_000);

  it('stores a pointer drag of a slider on this device once the pointer lets go, not once a frame, and a reload keeps where it stopped', async () => {
    expect((await apiCall(baseUrl, 'POST', '/scenarios/baseline/activate', { token })).status).toBe(200);
    const userId = await userIdOf(baseUrl, token);
    const driver = DRIVERS.find((d) => d.id === 'sales_rep_productivity');
    if (!driver) throw new Error('no sales_rep_productivity driver');
    await withPage(browser, async (page) => {
      // Counts the app's writes of drafts to IndexedDB.
      await page.addInitScript({ content: `
        window.__draftWrites = 0;
        const put = IDBObjectStore.prototype.put;
        IDBObjectStore.prototype.put = function (...args) {
          if (this.name === 'drafts') window.__draftWrites += 1;
          return put.apply(this, args);
        };
      ` });
      await openKeyDrivers(page);
      await openCategoryOf(page, CATEGORY_BY_ID.get(driver.category)?.category_name ?? '');
      const slider = page.locator(`#driver-${driver.id}`);
      await slider.scrollIntoViewIfNeeded();
      const box = await slider.boundingBox();
      if (!box) throw new Error('the slider has no box');
      const start = await sliderValue(page, driver.id);
      const startX = box.x + (box.width * (start - driver.min)) / (driver.max - driver.min);
      const y = box.y + box.height / 2;
      const writes = () => page.evaluate(() => (window as unknown as { __draftWrites: number }).__draftWrites);
      const before = await writes();

      await page.mouse.move(startX, y);
      await page.mouse.down();
      const began = Date.now();
      const seen = new Set<number>();
      for (let step = 1; step <= 12; step += 1) {
        await page.mouse.move(startX + (step * box.width) / 40, y);
        seen.add(await sliderValue(page, driver.id));
      }
      const dragMs = Date.now() - began;
      await page.mouse.up();
      const stopped = await sliderValue(page, driver.id);
      expect(seen.size).toBeGreaterThanOrEqual(8);
      expect(stopped).not.toBe(start);

      // Once let go, the value it stopped on is stored: one write, and one more for each second
      // the drag lasted (a long drag is stored as it goes), never one per value it passed.
      await page.waitForFunction(({ user, value }) => new Promise<boolean>((resolve, reject) => {
        const request = indexedDB.open('fahrplan');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const db = request.result;
          const get = db.transaction('drafts', 'readonly').objectStore('drafts').get([user, 'baseline']);
          get.onsuccess = () => {
            db.close();
            resolve((get.result as { drivers?: Record<string, number> } | undefined)?.drivers?.sales_rep_productivity === value);
          };
          get.onerror = () => reject(get.error);
        };
      }), { user: userId, value: stopped }, { polling: 100 });
      expect((await writes()) - before).toBeLessThanOrEqual(1 + Math.floor(dragMs / 1000));
      expect((await writes()) - before).toBeLessThan(seen.size);

      await page.reload();
      await page.getByTestId('pnl-2030-revenue').waitFor();
      await waitForSliderValue(page, driver.id, stopped);
      await resetToScenario(page, driver.name).click();
      await waitForSliderValue(page, driver.id, start);
    });
  }, 240_000);

  it('stands the slider on the scenario value between two steps, steps from it with the arrows and back without an unsaved change; Home, End and Reset to scenario', async () => {
    expect((await apiCall(baseUrl, 'POST', '/scenarios/baseline/activate', { token })).status).toBe(200);
    // A driver whose Baseline value lies between two steps of its slider (min + n × one hundredth of the range).
    const baselineValue = (id: string) => builtInScenario('baseline')?.key_drivers[id] ?? DRIVERS.find((d) => d.id === id)?.baseline ?? NaN;
    const driver = DRIVERS.find((d) => {
      if (!d.editable || d.unit === 'month') return false;
      const n = (baselineValue(d.id) - d.min) / ((d.max - d.min) / 100);
      return Math.abs(n - Math.round(n)) > 0.01;
    });
    if (!driver) throw new Error('every Baseline value sits on a step: choose the test driver another way');
    const scenario = baselineValue(driver.id);
    const up = Number((scenario + (driver.max - driver.min) / 100).toFixed(10));
    await withPage(browser, async (page) => {
      await openKeyDrivers(page);
      await openCategoryOf(page, CATEGORY_BY_ID.get(driver.category)?.category_name ?? '');
      const slider = page.locator(`#driver-${driver.id}`);
      const reset = resetToScenario(page, driver.name);
      const unsaved = page.getByRole('status', { name: 'Unsaved changes' });
      const revenue = await textOf(page, 'pnl-2030-revenue');
      expect(await sliderValue(page, driver.id)).toBe(scenario);
      expect(await reset.isDisabled()).toBe(true);

      await slider.focus();
      await page.keyboard.press('ArrowRight');
      await waitForSliderValue(page, driver.id, up);
      await unsaved.waitFor();
      expect(await textOf(page, `value-${driver.id}`)).toContain('draft');
      expect(await reset.isEnabled()).toBe(true);
      await waitForNewText(page, 'pnl-2030-revenue', revenue);

      await page.keyboard.press('ArrowLeft');
      await waitForSliderValue(page, driver.id, scenario);
      await unsaved.waitFor({ state: 'detached' });
      expect(await textOf(page, `value-${driver.id}`)).not.toContain('draft');
      expect(await reset.isDisabled()).toBe(true);
      await page.waitForFunction((before) => document.querySelector('[data-testid="pnl-2030-revenue"]')?.textContent === before, revenue);

      await page.keyboard.press('End');
      await waitForSliderValue(page, driver.id, driver.max);
      await page.keyboard.press('Home');
      await waitForSliderValue(page, driver.id, driver.min);
      expect(await reset.isEnabled()).toBe(true);
      await screenshotWhole(page, 'key-drivers-slider-moved');
      await reset.click();
      await waitForSliderValue(page, driver.id, scenario);
      await unsaved.waitFor({ state: 'detached' });
      expect(await reset.isDisabled()).toBe(true);
      await page.waitForFunction((before) => document.querySelector('[data-testid="pnl-2030-revenue"]')?.textContent === before, revenue);
    });
  }, 240_000);

  it('with Real-Time off keeps the P&L until Refresh, then recalculates', async () => {
    await withPage(browser, async (page) => {
      await openKeyDrivers(page);
      await page.getByRole('button', { name: 'Real-Time ON' }).click();
      expect(await page.getByRole('button', { name: 'Real-Time OFF' }).getAttribute('aria-pressed')).toBe('false');
      const before = await textOf(page, 'pnl-2030-revenue');
      await setSlider(page, 'medical_client_growth_rate', 30);
      await page.getByText('1 change not yet calculated: press Refresh.').waitFor();
      expect(await textOf(page, 'value-medical_client_growth_rate')).toContain('pending');
      expect(await textOf(page, 'pnl-2030-revenue')).toBe(before);
      await page.getByRole('button', { name: 'Refresh' }).click();
      const after = await waitForNewText(page, 'pnl-2030-revenue', before);
      expect(after).not.toBe(before);
      expect(await textOf(page, 'value-medical_client_growth_rate')).not.toContain('pending');
    });
  }, 240_000);

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
