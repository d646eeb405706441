import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { numberFormatter } from '../../engine/format/number.ts';
import { DRIVER_CATEGORIES } from '../../engine/model/categories.ts';
import { DRIVERS } from '../../engine/model/drivers.ts';
import { CATEGORY_BY_ID } from '../../engine/model/categories.ts';
import { builtInScenario } from '../../engine/scenarios.ts';
import { launchChromium } from './browser.ts';
import { apiCall, apiLogin, createUser } from './api-client.ts';
import { startFileServer } from './file-server.ts';
import {
  COUNT_WORKER_CALLS, modelCliForecast, openCategoryOf, resetToScenario, screenshotWhole, setSlider, sliderValue, textOf, userIdOf, waitForNewText,
  waitForSliderValue, withPage, workerAnsweredAll, workerCalls, openKeyDriversAs,
} from './key-drivers-page.ts';

const { formatEuroExact, formatPnl } = numberFormatter('en');

const { baseUrl, admin } = await startFileServer();
const analyst = { username: 'kd-analyst', password: 'kd-analyst-password-1' };

const openKeyDrivers = (page: Page) => openKeyDriversAs(page, baseUrl, analyst);

/** The moved card and the panels its figures move: a slider's move must render none of them. */
const RENDER_WATCHED = { card: 'article[data-driver="sales_rep_productivity"]', pnl: '[data-testid="pnl-impact"]', summary: '.kd-summary' };

/**
 * Notes the props React last rendered each watched element with. React keeps them on the element
 * (`__reactProps$…`), a new object for every render of the element, so a later different object
 * means it was rendered again.
 */
async function markRenders(page: Page): Promise<void> {
  await page.evaluate((watched) => {
    const props = (element: Element | null) => {
      const key = element && Object.keys(element).find((name) => name.startsWith('__reactProps$'));
      return key ? (element as unknown as Record<string, unknown>)[key] : undefined;
    };
    const marks = Object.fromEntries(Object.entries(watched).map(([name, selector]) => [name, props(document.querySelector(selector))]));
    if (Object.values(marks).some((mark) => mark === undefined)) throw new Error('a watched element is missing or not React\'s');
    (window as unknown as { __renderMarks: Record<string, unknown> }).__renderMarks = marks;
    (window as unknown as { __renderProps: typeof props }).__renderProps = props;
  }, RENDER_WATCHED);
}

/** The watched elements React rendered again since markRenders. */
async function renderedSinceMark(page: Page): Promise<string[]> {
  return page.evaluate((watched) => {
    const seen = window as unknown as { __renderMarks: Record<string, unknown>; __renderProps: (element: Element | null) => unknown };
    return Object.entries(watched).filter(([name, selector]) => seen.__renderProps(document.querySelector(selector)) !== seen.__renderMarks[name]).map(([name]) => name);
  }, RENDER_WATCHED);
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

  it('draws a moved slider\'s value and the P&L it moves in one batch, not the value in a render of its own ahead of the answer, and renders neither the card nor the panels to do it', async () => {
    expect((await apiCall(baseUrl, 'POST', '/scenarios/baseline/activate', { token })).status).toBe(200);
    await withPage(browser, async (page) => {
      await page.addInitScript({ content: COUNT_WORKER_CALLS });
      await openKeyDrivers(page);
      for (const value of [1.4, 1.8, 2.1]) {
        await workerAnsweredAll(page);
        // Each batch of DOM changes (one per render React commits) says which of the two it touched.
        await page.evaluate(() => {
          const card = document.querySelector('[data-testid="value-sales_rep_productivity"]');
          const pnl = document.querySelector('[data-testid="pnl-impact"]');
          const batches: string[][] = [];
          const watched = window as unknown as { __batches: string[][]; __watch?: MutationObserver };
          watched.__watch?.disconnect();
          watched.__batches = batches;
          watched.__watch = new MutationObserver((records) => {
            const touched = new Set<string>();
            for (const record of records) {
              if (card?.contains(record.target)) touched.add('card');
              if (pnl?.contains(record.target)) touched.add('pnl');
            }
            if (touched.size > 0) batches.push([...touched].sort());
          });
          watched.__watch.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
        });
        const shown = await textOf(page, 'pnl-impact');
        await setSlider(page, 'sales_rep_productivity', value);
        await waitForNewText(page, 'pnl-impact', shown);
        const batches = await page.evaluate(() => (window as unknown as { __batches: string[][] }).__batches);
        expect(batches[0]).toEqual(['card', 'pnl']);
        // The first move makes a draft, which the card marks (a render); later moves only write words.
        if (value === 1.4) await markRenders(page);
        else expect(await renderedSinceMark(page)).toEqual([]);
      }
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

  it('stands the slider on the scenario value between two steps, steps from it with the arrows and back without an unsaved change; Home, End and Reset to scenario; the header keeps its height meanwhile', async () => {
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
      // The unsaved changes come and go in the header's row: the page below must not move.
      const headerHeight = () => page.locator('header.header').evaluate((header) => header.getBoundingClientRect().height);
      const header = await headerHeight();
      expect(await sliderValue(page, driver.id)).toBe(scenario);
      expect(await reset.isDisabled()).toBe(true);

      await slider.focus();
      await page.keyboard.press('ArrowRight');
      await waitForSliderValue(page, driver.id, up);
      await unsaved.waitFor();
      expect(await headerHeight()).toBe(header);
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
});
