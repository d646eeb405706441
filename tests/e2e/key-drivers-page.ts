import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { newPage, screenshot, signIn } from './browser.ts';
import { apiCall } from './api-client.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * Moves a range input the way a drag does: sets its value and fires the input event React
 * listens to (Playwright cannot fill a range input).
 */
export async function setSlider(page: Page, driverId: string, value: number): Promise<void> {
  await page.locator(`#driver-${driverId}`).evaluate((element, next) => {
    const input = element as HTMLInputElement;
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setter?.call(input, String(next));
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }, value);
}

/** The value a slider stands on, as the input holds it (not rounded for display). */
export async function sliderValue(page: Page, driverId: string): Promise<number> {
  return Number(await page.locator(`#driver-${driverId}`).inputValue());
}

/** Waits until a slider stands exactly on `expected`. */
export async function waitForSliderValue(page: Page, driverId: string, expected: number): Promise<void> {
  await page.waitForFunction(([id, value]) => (document.getElementById(`driver-${id}`) as HTMLInputElement | null)?.value === String(value), [driverId, expected] as const);
}

/** Opens the category tab that holds a driver's card. */
export async function openCategoryOf(page: Page, categoryName: string): Promise<void> {
  const tab = page.getByRole('tablist', { name: 'Driver categories' }).getByRole('tab', { name: categoryName });
  await tab.click();
  await page.waitForFunction((name) => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent?.startsWith(name), categoryName);
}

/** A card's 'Reset to scenario' button. */
export function resetToScenario(page: Page, driverName: string) {
  return page.getByRole('button', { name: `Reset to scenario: ${driverName}` });
}

/**
 * An init script counting the page's calls to the calculation worker by method, from the Comlink
 * messages it posts (`{ type: 'APPLY', path: [method] }`), and the answers it has handled, so a
 * test or bench can tell which path answered (previews from the compiled kernel, commits to
 * HyperFormula) and when every call has been answered.
 */
export const COUNT_WORKER_CALLS = `
  window.__workerCalls = {};
  window.__workerAnswers = 0;
  const post = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (message, ...rest) {
    if (message && message.type === 'APPLY' && Array.isArray(message.path)) {
      const method = message.path.join('.');
      window.__workerCalls[method] = (window.__workerCalls[method] || 0) + 1;
    }
    return post.call(this, message, ...rest);
  };
  const listen = Worker.prototype.addEventListener;
  Worker.prototype.addEventListener = function (type, listener, ...rest) {
    if (type !== 'message' || typeof listener !== 'function') return listen.call(this, type, listener, ...rest);
    return listen.call(this, type, function (event) {
      try {
        return listener.call(this, event);
      } finally {
        window.__workerAnswers += 1;
      }
    }, ...rest);
  };`;

/** The worker calls counted by COUNT_WORKER_CALLS so far, by method. */
export function workerCalls(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() => ({ ...(window as unknown as { __workerCalls: Record<string, number> }).__workerCalls }));
}

/** Waits until the worker has answered every call the page made and React has rendered the last answer. */
export async function workerAnsweredAll(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const counted = window as unknown as { __workerCalls: Record<string, number>; __workerAnswers: number };
    return counted.__workerAnswers >= Object.values(counted.__workerCalls).reduce((sum, n) => sum + n, 0);
  });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * Waits until the worker has answered every call and the page has asked it nothing new for
 * `quietMs`: longer than the pause after which a preview is committed to HyperFormula, so a
 * commit still waiting on its timer (and the snapshot it brings) is not mistaken for rest.
 */
export async function workerAtRest(page: Page, quietMs = 1_500): Promise<void> {
  await page.waitForFunction((quiet) => {
    const counted = window as unknown as { __workerCalls: Record<string, number>; __workerAnswers: number; __restSince?: [number, number] };
    const calls = Object.values(counted.__workerCalls).reduce((sum, n) => sum + n, 0);
    if (counted.__workerAnswers < calls) return false;
    const now = performance.now();
    if (counted.__restSince?.[0] !== calls) counted.__restSince = [calls, now];
    return now - counted.__restSince[1] >= quiet;
  }, quietMs, { polling: 100, timeout: 60_000 });
}

/** Waits until an element's text differs from `before` and returns the new text. */
export async function waitForNewText(page: Page, testId: string, before: string): Promise<string> {
  await page.waitForFunction(([id, old]) => {
    const text = document.querySelector(`[data-testid="${id}"]`)?.textContent;
    return text !== undefined && text !== null && text !== old;
  }, [testId, before] as const);
  return (await page.getByTestId(testId).textContent()) ?? '';
}

export async function textOf(page: Page, testId: string): Promise<string> {
  const element = page.getByTestId(testId);
  await element.waitFor();
  return (await element.textContent()) ?? '';
}

/**
 * `npm run model -- forecast` for a built-in scenario with driver values passed by --drivers, on
 * the baseline actuals the server currently holds (other tests may have saved new ones).
 */
export async function modelCliForecast(baseUrl: string, token: string, scenario: string, drivers: Record<string, number>): Promise<{ years: Record<string, Record<string, number>> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fahrplan-cli-'));
  try {
    const actuals = await apiCall<{ csv: string }>(baseUrl, 'GET', '/baseline/actuals', { token });
    if (actuals.status !== 200) throw new Error(`GET /baseline/actuals answered ${actuals.status}`);
    fs.writeFileSync(path.join(dir, 'actuals.csv'), actuals.body.csv);
    fs.writeFileSync(path.join(dir, 'drivers.json'), JSON.stringify(drivers));
    // The months the server has closed, so the CLI forecasts from the same close.
    const close = await apiCall<{ last_closed_month: string | null }>(baseUrl, 'GET', '/settings/close', { token });
    const monthly = await fetch(`${baseUrl}/api/actuals/monthly?format=csv`, { headers: { authorization: `Bearer ${token}` } });
    if (close.status !== 200 || monthly.status !== 200) throw new Error(`GET /settings/close answered ${close.status}, GET /actuals/monthly?format=csv ${monthly.status}`);
    fs.writeFileSync(path.join(dir, 'monthly.csv'), await monthly.text());
    const closed = close.body.last_closed_month === null ? [] : ['--monthly-actuals', path.join(dir, 'monthly.csv'), '--close', close.body.last_closed_month];
    const run = spawnSync('npm', ['run', '-s', 'model', '--', 'forecast', '--scenario', scenario, '--drivers', path.join(dir, 'drivers.json'), '--actuals', path.join(dir, 'actuals.csv'), ...closed, '--json'], {
      cwd: ROOT, encoding: 'utf8',
    });
    if (run.status !== 0) throw new Error(`model CLI failed: ${run.stderr}`);
    return JSON.parse(run.stdout) as { years: Record<string, Record<string, number>> };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** A user of its own for a test file, so scenario switches of other tests never interfere. */
export async function userIdOf(baseUrl: string, token: string): Promise<number> {
  const me = await apiCall<{ id: number }>(baseUrl, 'GET', '/auth/me', { token });
  return me.body.id;
}

/**
 * Runs a test body on a fresh page and always closes its context. The machine running the tests
 * may be busy, so waits for the model get a generous default (a bound, not a measured time).
 */
export async function withPage(browser: Browser, body: (page: Page) => Promise<void>): Promise<void> {
  const { context, page } = await newPage(browser);
  page.setDefaultTimeout(90_000);
  try {
    await body(page);
  } catch (error) {
    // The picture of the moment a test failed, for whoever reads the CI log.
    await screenshot(page, `failed-${path.basename(page.url()) || 'root'}-${Date.now()}`).catch(() => undefined);
    fs.writeFileSync(path.join(ROOT, 'test-results', `failed-${Date.now()}.html`), await page.content().catch(() => ''));
    throw error;
  } finally {
    await context.close();
  }
}

/** A screenshot of the whole screen: the content area scrolls, so the viewport grows to fit it first. */
export async function screenshotWhole(page: Page, name: string): Promise<void> {
  const height = await page.evaluate(() => (document.querySelector('.content')?.scrollHeight ?? 900) + 80);
  await page.setViewportSize({ width: 1440, height: Math.min(Math.max(height, 900), 6000) });
  // Let the charts finish their 400 ms entry animation, so the picture shows the final lines.
  await page.waitForTimeout(800);
  await screenshot(page, name);
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** Signs `user` in and opens Key Drivers once the model has answered. */
export async function openKeyDriversAs(page: Page, baseUrl: string, user: { username: string; password: string }): Promise<void> {
  await signIn(page, baseUrl, user.username, user.password);
  await page.getByTestId('active-scenario-name').waitFor();
  await page.goto(`${baseUrl}/key-drivers`);
  await page.getByTestId('pnl-2030-revenue').waitFor();
}
