import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { ROUTES } from '../../src/app/routes.ts';
import type { NumberFormat } from '../../engine/format/number.ts';
import { launchChromium, openViewInApp, screenshot, signIn } from './browser.ts';
import { linesOfEveryTab, waitForScreen } from './layout-probe.ts';
import { startFileServer } from './file-server.ts';
import { apiCall, apiLogin } from './api-client.ts';
import { lockPlanWithClosedMonths } from './plan-of-record.ts';

/**
 * One number format per user (issue 26): every route, in each format, shows no figure written in
 * the other. The format comes from the browser's language until the user chooses one in the user
 * menu; the choice switches every figure at once and follows the user to another device.
 */
const { baseUrl, admin } = await startFileServer();

beforeAll(async () => {
  // Budget vs Actual with its tables: a plan of record and closed months.
  await lockPlanWithClosedMonths(baseUrl, await apiLogin(baseUrl, admin.username, admin.password));
});

/**
 * Figures written in the other format. Dates (28.11.2026, 2026-11), versions and years have no
 * three-digit groups and no unit after a decimal, so they pass.
 */
const OTHER_FORMAT: Record<NumberFormat, { name: string; pattern: RegExp }[]> = {
  de: [
    { name: 'euro sign before the figure', pattern: /€ ?[−-]?\d/ },
    { name: 'English grouping', pattern: /\b\d{1,3}(?:,\d{3})+(?:\.\d+)?(?![\d,])/ },
    { name: 'English decimal point before a unit', pattern: /\b\d+\.\d+ ?(?:%|M\b|K\b|B\b|×|x\b)/ },
  ],
  en: [
    { name: 'euro sign after the figure', pattern: /\d ?€/ },
    { name: 'German grouping', pattern: /\b\d{1,3}(?:\.\d{3})+(?:,\d+)?(?![\d.])/ },
    { name: 'German decimal comma before a unit', pattern: /\b\d+,\d+ ?(?:%|M\b|K\b|B\b|×|x\b)/ },
  ],
};

/** Every line a reader or a screen reader gets from the page: visible text, hover texts and names. */
function readableLines(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const attributes = ['title', 'aria-label', 'aria-valuetext', 'placeholder'];
    const main = document.querySelector('main');
    const extra = attributes.flatMap((name) => [...(main?.querySelectorAll(`[${name}]`) ?? [])].map((node) => node.getAttribute(name) ?? ''));
    return [...(main?.innerText ?? '').split('\n'), ...extra].map((line) => line.replace(/[\u00a0\u202f\u2009]/g, ' ').trim()).filter(Boolean);
  });
}

/** The same lines of one part of the page: a dialog or a panel outside the screen's main text. */
function readableLinesOf(root: Locator): Promise<string[]> {
  return root.evaluate((element) => {
    const attributes = ['title', 'aria-label', 'aria-valuetext', 'placeholder'];
    const extra = attributes.flatMap((name) => [...element.querySelectorAll(`[${name}]`)].map((node) => node.getAttribute(name) ?? ''));
    return [...(element as HTMLElement).innerText.split('\n'), ...extra].map((line) => line.replace(/[\u00a0\u202f\u2009]/g, ' ').trim()).filter(Boolean);
  });
}

function offenders(lines: readonly string[], format: NumberFormat): string[] {
  return lines.flatMap((line) => OTHER_FORMAT[format].filter(({ pattern }) => pattern.test(line)).map(({ name }) => `${name}: ${line}`));
}

/**
 * A signed-in admin in a browser of `locale`. `language` chooses the app's language on this device
 * first (its figures still follow the browser's locale): a walk that finds its dialogs by their
 * English names reads German figures in English words.
 */
async function signedIn(browser: Browser, locale: string, language?: 'en' | 'de'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale });
  if (language) await context.addInitScript((chosen) => localStorage.setItem('language', chosen), language);
  const page = await context.newPage();
  await signIn(page, baseUrl, admin.username, admin.password);
  await page.getByTestId('active-scenario-name').waitFor();
  return { context, page };
}

async function openRoute(page: Page, path: string): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  await page.getByTestId('active-scenario-name').waitFor();
  await waitForScreen(page);
}

async function chooseFormat(page: Page, format: NumberFormat): Promise<void> {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByTestId(`number-format-${format}`).click();
}

describe('one number format per user (real server, real Chromium)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const [format, locale] of [['de', 'de-DE'], ['en', 'en-US']] as const) {
    it(`every route in a ${locale} browser shows its figures in the ${format === 'de' ? 'German' : 'English'} format only`, async () => {
      const { context, page } = await signedIn(browser, locale);
      try {
        const found: string[] = [];
        // Each view opened as the menu opens it: no reload of the app per view.
        for (const route of ROUTES) {
          await openViewInApp(page, route.path);
          await waitForScreen(page);
          found.push(...offenders(await linesOfEveryTab(page, readableLines), format).map((line) => `${route.path} ${line}`));
          if (route.path === '/cockpit' || route.path === '/variance') await screenshot(page, `number-format-${format}-${route.path.slice(1)}`);
        }
        expect([...new Set(found)]).toEqual([]);
      } finally {
        await context.close();
      }
    }, 900_000);
  }

  it('the user menu switches every figure at once, and the choice follows the user to another browser', async () => {
    const first = await signedIn(browser, 'en-US');
    try {
      await openRoute(first.page, '/cockpit');
      const revenue = first.page.getByTestId('okr-revenue_growth');
      expect(await revenue.textContent()).toMatch(/^€\d+\.\dM$/);
      await chooseFormat(first.page, 'de');
      await waitForScreen(first.page);
      await expect.poll(() => revenue.textContent()).toMatch(/^\d+,\dM\s€$/);
    } finally {
      await first.context.close();
    }
    // An English browser that never chose: after sign-in the user's stored choice wins.
    const second = await signedIn(browser, 'en-US');
    try {
      await openRoute(second.page, '/cockpit');
      await expect.poll(() => second.page.getByTestId('okr-revenue_growth').textContent()).toMatch(/^\d+,\dM\s€$/);
      await chooseFormat(second.page, 'en');
      await expect.poll(() => second.page.getByTestId('okr-revenue_growth').textContent()).toMatch(/^€\d+\.\dM$/);
    } finally {
      await second.context.close();
    }
  }, 180_000);

  it('the dialogs in a de-DE browser show German figures only: the close review, Compare Scenarios, a version\'s history, the explain panel, Seek target', async () => {
    // Months reopened to August, so closing through October opens its review.
    const token = await apiLogin(baseUrl, admin.username, admin.password);
    expect((await apiCall(baseUrl, 'PUT', '/settings/close', { token, body: { last_closed_month: '2026-08' } })).status).toBe(200);
    const { context, page } = await signedIn(browser, 'de-DE', 'en');
    try {
      const found: string[] = [];
      const read = async (where: string, root: Locator) => {
        found.push(...offenders(await readableLinesOf(root), 'de').map((line) => `${where}: ${line}`));
      };

      await openRoute(page, '/actuals');
      // The test before left English as the user's choice: German is chosen again here.
      await chooseFormat(page, 'de');
      await waitForScreen(page);
      await page.getByTestId('close-select').selectOption('2026-10');
      const review = page.getByRole('dialog').filter({ has: page.getByTestId('close-review') });
      await review.getByTestId('close-review').waitFor();
      await read('close review', review);
      await screenshot(page, 'number-format-de-close-review');
      await page.keyboard.press('Escape');
      await review.waitFor({ state: 'detached' });

      await openRoute(page, '/cockpit');
      await page.getByRole('button', { name: /^Scenario: / }).click();
      await page.getByRole('button', { name: 'Compare Scenarios' }).click();
      const compare = page.getByRole('dialog', { name: 'Compare Scenarios' });
      await compare.getByLabel('First Scenario').selectOption({ label: 'Baseline' });
      await compare.getByLabel('Second Scenario').selectOption({ label: 'High Case' });
      await compare.getByRole('button', { name: 'Compare Scenarios' }).click();
      await compare.getByRole('region', { name: 'Why they differ' }).getByRole('img', { name: /^Waterfall/ }).locator('svg').waitFor();
      await read('compare', compare);
      await compare.getByRole('button', { name: 'Close' }).click();
      await compare.waitFor({ state: 'detached' });

      await page.getByRole('button', { name: /^Scenario: / }).click();
      await page.getByRole('dialog', { name: 'Scenarios' }).getByRole('button', { name: 'History of Baseline' }).click();
      const history = page.getByRole('dialog', { name: 'History: Baseline' });
      await history.locator('.version-item[data-version="1"]').waitFor();
      await read('history', history);
      await page.keyboard.press('Escape');
      await history.waitFor({ state: 'detached' });

      await openRoute(page, '/forecast-financial');
      await page.locator('.pnl-grid [row-id="total_revenue"] [col-id="p:4"]').click();
      const explain = page.getByRole('dialog', { name: 'How this figure is calculated' });
      await explain.getByRole('button', { name: /^What would it take\?/ }).waitFor();
      await read('explain', explain);
      await explain.getByRole('button', { name: /^What would it take\?/ }).click();
      const seek = page.getByRole('dialog', { name: 'Seek target' });
      await seek.getByRole('button', { name: 'Seek', exact: true }).click();
      await seek.getByRole('button', { name: 'Apply as draft' }).waitFor();
      await read('seek target', seek);

      expect([...new Set(found)]).toEqual([]);
    } finally {
      await context.close();
    }
  }, 300_000);
});
