import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ROUTES, documentTitle, routeFor } from '../../src/app/routes.ts';
import { untranslatedLines } from '../helpers/untranslated.ts';
import { launchChromium, openViewInApp, screenshot, signIn, type Viewport } from './browser.ts';
import { linesOfEveryTab } from './layout-probe.ts';
import { DRAWER_VIEWPORTS, SIDEBAR_VIEWPORTS, expectRouteLaidOut } from './route-layout.ts';
import { startFileServer } from './file-server.ts';
import { apiCall, apiLogin } from './api-client.ts';
import { lockPlanWithClosedMonths } from './plan-of-record.ts';

/**
 * Deutsch and English (issue 30): the sign-in screen speaks the browser's language and switches on
 * a click; the user menu switches every text at once; the choice follows the user to another
 * browser; and every route, with every tab, reads fully German and is laid out at 390 and 1440 px.
 */
const { baseUrl, admin } = await startFileServer();

beforeAll(async () => {
  // Budget vs Actual with its tables: a plan of record and closed months.
  await lockPlanWithClosedMonths(baseUrl, await apiLogin(baseUrl, admin.username, admin.password));
});

/**
 * Everything a reader or a screen reader gets from the page: its title, each visible text and the
 * hover texts and names. Records kept as they were written (an activity's stored details), which
 * the page marks lang="en", are the record's words, not the app's.
 */
function readableLines(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const attributes = ['title', 'aria-label', 'aria-description', 'aria-valuetext', 'placeholder', 'alt'];
    const ours = (element: Element | null) => element !== null && element.closest('[lang="en"]') === null;
    const texts: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (ours(parent) && parent?.checkVisibility()) texts.push(node.textContent ?? '');
    }
    for (const name of attributes) {
      for (const element of document.querySelectorAll(`[${name}]`)) if (ours(element)) texts.push(element.getAttribute(name) ?? '');
    }
    return texts.map((line) => line.trim()).filter(Boolean);
  });
}

/** Data the page shows as it was typed: the e2e admin's name and e-mail, and the names of its files. */
const DATA_LINES = [/^admin$/, /^AD$/, /@/, /\.(csv|xlsx|pdf|json)$/i];

async function context(browser: Browser, locale: string, viewport: Viewport = { width: 1440, height: 900 }): Promise<{ context: BrowserContext; page: Page }> {
  const created = await browser.newContext({ viewport, locale });
  return { context: created, page: await created.newPage() };
}

describe('Deutsch and English (real server, real Chromium)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the sign-in screen speaks the browser\'s language, switches on a click and keeps the choice on the device', async () => {
    const german = await context(browser, 'de-DE');
    try {
      await german.page.goto(`${baseUrl}/`);
      await german.page.getByRole('button', { name: 'Anmelden' }).waitFor();
      expect(await german.page.evaluate(() => document.documentElement.lang)).toBe('de');
      expect(await german.page.getByLabel('Benutzername').count()).toBe(1);
      await german.page.getByTestId('language-en').click();
      await german.page.getByRole('button', { name: 'Sign in' }).waitFor();
      expect(await german.page.getByTestId('language-en').getAttribute('aria-pressed')).toBe('true');
      await german.page.reload();
      await german.page.getByRole('button', { name: 'Sign in' }).waitFor();
      expect(await german.page.evaluate(() => document.documentElement.lang)).toBe('en');
    } finally {
      await german.context.close();
    }
  });

  it('the user menu switches every text at once, and the choice follows the user to another browser', async () => {
    const first = await context(browser, 'en-US');
    try {
      await signIn(first.page, baseUrl, admin.username, admin.password);
      await first.page.getByRole('link', { name: 'Budget vs Actual' }).waitFor();
      await first.page.getByRole('button', { name: 'User menu' }).click();
      // The choice is stored once the server answers; this browser closes only then.
      const stored = first.page.waitForResponse((response) => response.url().endsWith('/api/auth/preferences') && response.request().method() === 'PUT');
      await first.page.getByTestId('menu-language-de').click();
      expect((await stored).status()).toBe(200);
      await first.page.getByRole('link', { name: 'Plan-Ist-Vergleich' }).waitFor();
      await openViewInApp(first.page, '/variance');
      expect(await first.page.title()).toBe(documentTitle(routeFor('/variance'), 'de'));
    } finally {
      await first.context.close();
    }
    // A browser that never chose, in English: after sign-in the user's stored German wins.
    const second = await context(browser, 'en-US');
    try {
      await signIn(second.page, baseUrl, admin.username, admin.password);
      await second.page.getByRole('link', { name: 'Plan-Ist-Vergleich' }).waitFor();
      expect(await second.page.evaluate(() => document.documentElement.lang)).toBe('de');
      await second.page.getByRole('button', { name: 'Benutzermenü' }).click();
      await second.page.getByTestId('menu-language-en').click();
      await second.page.getByRole('link', { name: 'Budget vs Actual' }).waitFor();
    } finally {
      await second.context.close();
    }
    // Not chosen again, so the walks below speak their browser's language.
    const cleared = await apiCall(baseUrl, 'PUT', '/auth/preferences', { token: await apiLogin(baseUrl, admin.username, admin.password), body: { language: null } });
    expect(cleared.status).toBe(200);
  });

  // German words are longer: the walk also checks each view's layout at the narrowest and the
  // widest size, as the layout walk does in English at four (route-layout.ts).
  for (const viewport of [SIDEBAR_VIEWPORTS[1], DRAWER_VIEWPORTS[0]] as Viewport[]) {
    it(`every route and every tab reads fully German and is laid out at ${viewport.width}×${viewport.height}`, async () => {
      const german = await context(browser, 'de-DE', viewport);
      let at = 'sign-in';
      onTestFailed(async () => {
        await screenshot(german.page, `german-${viewport.width}-failed-${at}`);
      });
      try {
        await signIn(german.page, baseUrl, admin.username, admin.password);
        await german.page.getByTestId('active-scenario-name').waitFor();
        const found: string[] = [];
        for (const route of ROUTES) {
          at = route.path.slice(1);
          await expectRouteLaidOut(german.page, route.path, viewport, 'de');
          const lines = await linesOfEveryTab(german.page, readableLines);
          found.push(...untranslatedLines(lines, DATA_LINES).map(({ line, why }) => `${route.path}: ${line} (${why})`));
          if (['/cockpit', '/forecast-financial', '/variance'].includes(route.path)) {
            await screenshot(german.page, `german-${viewport.width}-${route.path.slice(1)}`);
          }
        }
        expect([...new Set(found)]).toEqual([]);
      } finally {
        await german.context.close();
      }
    }, 900_000);
  }
});
