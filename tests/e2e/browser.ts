import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { documentTitle, routeFor } from '../../src/app/routes.ts';

const CHROMIUM = process.env.FAHRPLAN_CHROMIUM ?? '/usr/bin/chromium';
export const RESULTS_DIR = path.resolve(import.meta.dirname, '../../test-results');

/** Debian's Chromium with the flags this machine needs (no sandbox as root, no background network). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync',
    ],
  });
}

export interface Viewport { width: number; height: number }

export async function newPage(browser: Browser, options: { colorScheme?: 'light' | 'dark'; viewport?: Viewport } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: options.viewport ?? { width: 1440, height: 900 }, colorScheme: options.colorScheme ?? 'light' });
  const page = await context.newPage();
  return { context, page };
}

export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

export async function signIn(page: Page, baseUrl: string, username: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/`);
  // By the fields' names, not their labels: the sign-in screen speaks the browser's language.
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form.login-card button[type="submit"]').click();
}

/**
 * Opens `path` as the app's own links do: its router follows the history (src/state/router.ts), so
 * the page is not loaded again and keeps its worker with its figures, its drafts, and what a test
 * put into it (axe).
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Opens the view at `path` in the app without loading the page again, and once the shell shows it
 * (its window title: two views of one title, /wallet and /valuation, are not opened one after the
 * other) scrolls to the top, as a fresh load starts. The caller waits for the screen's figures.
 */
export async function openViewInApp(page: Page, path: string): Promise<void> {
  const route = routeFor(path);
  if (!route) throw new Error(`no view at ${path}`);
  const language = await page.evaluate(() => document.documentElement.lang);
  await navigateInApp(page, path);
  await page.waitForFunction((title) => document.title === title, documentTitle(route, language === 'de' ? 'de' : 'en'));
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Waits until a screen shows its figures: its heading, no spinner or skeleton, every grid with rows. */
export async function waitForSettledScreen(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    if (!document.querySelector('h1')) return false;
    if (document.querySelector('.spinner, .skeleton, [aria-busy="true"]')) return false;
    return [...document.querySelectorAll('.ag-root-wrapper')].every((grid) => grid.querySelector('.ag-row'));
  }, undefined, { timeout: 30_000 });
}
