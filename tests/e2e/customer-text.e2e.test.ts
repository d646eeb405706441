import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ROUTES } from '../../src/app/routes.ts';
import { specReferenceQuotes } from '../helpers/specReference.ts';
import { launchChromium, screenshot, signIn } from './browser.ts';
import { startFileServer } from './file-server.ts';

/**
 * Text a customer reads (issue 14), as the built app shows it: the bundle the browser loads, the
 * text of every route (hover texts and attributes included), and badges that are never cut.
 */
const { baseUrl, admin } = await startFileServer();
const DIST = path.resolve(import.meta.dirname, '../../dist');

/** `reference` fields map figures to the specification for docs/model.md; nothing shows them. */
const REFERENCE_FIELD = /\breference:\s*(`(?:[^`\\]|\\.)*`|"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')/g;

function bundleFiles(): string[] {
  const assets = path.join(DIST, 'assets');
  return [...fs.readdirSync(assets).filter((name) => name.endsWith('.js')).map((name) => path.join(assets, name)), path.join(DIST, 'sw.js')];
}

/** Everything a reader or a screen reader gets from the page: text, hover texts and names. */
function readableText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attributes = ['title', 'aria-label', 'aria-description', 'aria-valuetext', 'placeholder', 'alt'];
    const extra = attributes.flatMap((name) => [...document.querySelectorAll(`[${name}]`)].map((node) => node.getAttribute(name) ?? ''));
    return [document.title, document.body.textContent ?? '', ...extra].join('\n');
  });
}

async function settled(page: Page): Promise<void> {
  await page.locator('main h1').first().waitFor();
  await page.waitForFunction(() => document.querySelector('main .skeleton, main .spinner, main .cockpit-loading') === null);
}

async function signedIn(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signIn(page, baseUrl, admin.username, admin.password);
  await settled(page);
  return page;
}

/** Every route of the menu (an admin sees them all; below 1024 px the menu is a closed drawer). */
const MENU_PATHS = ROUTES.map((route) => route.path);

/** Clicks through every tab of each tab list, so each panel's text is read once. */
async function eachTab(page: Page, read: () => Promise<void>): Promise<void> {
  const lists = page.locator('main [role="tablist"]');
  for (let l = 0; l < await lists.count(); l++) {
    const tabs = lists.nth(l).getByRole('tab');
    for (let t = 0; t < await tabs.count(); t++) {
      await tabs.nth(t).click();
      await settled(page);
      await read();
    }
  }
}

/** Badges whose text does not fit their box: cut, or spilling out of it. */
function cutBadges(page: Page): Promise<string[]> {
  return page.locator('main .badge').evaluateAll((badges) => badges
    .filter((badge) => badge instanceof HTMLElement && badge.offsetParent !== null && (badge.scrollWidth > badge.clientWidth + 1 || getComputedStyle(badge).textOverflow === 'ellipsis'))
    .map((badge) => badge.textContent ?? ''));
}

describe('text a customer reads (real server, real Chromium)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the built bundle carries no specification references outside docs-only reference fields', () => {
    const offenders = bundleFiles().flatMap((file) => specReferenceQuotes(fs.readFileSync(file, 'utf8').replace(REFERENCE_FIELD, 'reference:""'))
      .map((quote) => `${path.basename(file)}: ${quote}`));
    expect(offenders).toEqual([]);
  });

  it('no route shows a specification reference, in its text, hover texts or accessible names', async () => {
    const page = await signedIn(browser, 1440);
    const found: string[] = [];
    const read = async () => {
      found.push(...specReferenceQuotes(await readableText(page)).map((quote) => `${new URL(page.url()).pathname}: ${quote}`));
    };
    for (const route of MENU_PATHS) {
      await page.goto(`${baseUrl}${route}`);
      await settled(page);
      await read();
      await eachTab(page, read);
    }
    await page.context().close();
    expect([...new Set(found)]).toEqual([]);
  }, 300_000);

  it.each([390, 1440])('no badge is cut at %i px on any route (Key Drivers sources, assumption and KPI badges among them)', async (width) => {
    const page = await signedIn(browser, width);
    const cut: string[] = [];
    for (const route of MENU_PATHS) {
      await page.goto(`${baseUrl}${route}`);
      await settled(page);
      await eachTab(page, async () => {
        cut.push(...(await cutBadges(page)).map((text) => `${route} ${text}`));
      });
      cut.push(...(await cutBadges(page)).map((text) => `${route} ${text}`));
    }
    await page.goto(`${baseUrl}/key-drivers`);
    await settled(page);
    await screenshot(page, `badges-key-drivers-${width}`);
    await page.context().close();
    expect([...new Set(cut)]).toEqual([]);
  }, 300_000);
});
