import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ROUTES } from '../../src/app/routes.ts';
import { launchChromium, newPage, screenshot, signIn, type Viewport } from './browser.ts';
import { focusedPlace, waitForScreen, waitForStill } from './layout-probe.ts';
import { startFileServer } from './file-server.ts';
import { apiLogin } from './api-client.ts';
import { lockPlanWithClosedMonths } from './plan-of-record.ts';
import { DRAWER_VIEWPORTS, SIDEBAR_VIEWPORTS, VIEWPORTS, expectNothingBlocked, expectRouteLaidOut, isDrawer } from './route-layout.ts';

const { baseUrl, admin } = await startFileServer();

const slug = (path: string) => path.replace(/^\//, '').replace(/\//g, '-');
const sizeName = ({ width, height }: Viewport) => `${width}x${height}`;

// Budget vs Actual is laid out with its tables: a plan of record and closed months.
beforeAll(async () => {
  await lockPlanWithClosedMonths(baseUrl, await apiLogin(baseUrl, admin.username, admin.password));
});

/** One signed-in admin page per viewport, shared by the tests of a describe block. */
function signedInSession(viewport: Viewport): { browser: () => Browser; page: () => Page } {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    browser = await launchChromium();
    ({ context, page } = await newPage(browser, { viewport }));
    await signIn(page, baseUrl, admin.username, admin.password);
    await page.getByTestId('active-scenario-name').waitFor();
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });
  return { browser: () => browser, page: () => page };
}

async function openShell(page: Page, path: string): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  await page.getByTestId('active-scenario-name').waitFor();
  await waitForScreen(page);
}

/** A picture of the page for a test that fails here; a passing walk takes none (a full-page picture costs more than the checks). */
function screenshotOnFailure(page: Page, name: string): void {
  onTestFailed(async () => {
    await screenshot(page, name);
  });
}

const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu', exact: true });
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const isFocused = (page: Page, locator: ReturnType<typeof menuButton>) => locator.evaluate((element) => element === document.activeElement);

describe.each(VIEWPORTS)('layout of every route at $width×$height (real server, real Chromium)', (viewport) => {
  const session = signedInSession(viewport);

  it('shows the login without sideways scrolling or covered controls', async () => {
    const signedOut = await newPage(session.browser(), { viewport });
    await signedOut.page.goto(`${baseUrl}/login`);
    await signedOut.page.getByRole('button', { name: 'Sign in' }).waitFor();
    screenshotOnFailure(signedOut.page, `layout-${sizeName(viewport)}-login`);
    await expectNothingBlocked(signedOut.page, ['Sign in']);
    await signedOut.context.close();
  });

  // Each view opened as the menu opens it, in the one signed-in page: no reload of the app per view.
  it.each(ROUTES.map((route) => route.path))('%s: no sideways scrolling, every header and navigation control reachable, every scroll box reachable by keyboard', async (path) => {
    screenshotOnFailure(session.page(), `layout-${sizeName(viewport)}-${slug(path)}`);
    await expectRouteLaidOut(session.page(), path, viewport, 'en');
  });

  it('puts "Skip to content" first (visible when focused), then the header, then the content', async () => {
    const page = session.page();
    await openShell(page, '/cockpit');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    expect(await isFocused(page, skip)).toBe(true);
    expect(await skip.evaluate((link) => {
      const box = link.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2) === link;
    })).toBe(true);

    const places: string[] = [];
    for (let step = 0; step < 60 && !places.includes('main'); step += 1) {
      await page.keyboard.press('Tab');
      places.push((await focusedPlace(page)).place);
    }
    expect(places[0]).toBe('header');
    expect(places.lastIndexOf('header')).toBeLessThan(places.indexOf('main'));
    // A closed drawer's links are out of the tab order.
    if (isDrawer(viewport)) expect(places).not.toContain('sidebar');

    await openShell(page, '/cockpit');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    expect((await focusedPlace(page)).place).toBe('main');
  });
});

describe.each(DRAWER_VIEWPORTS)('menu drawer at $width×$height', (viewport) => {
  const session = signedInSession(viewport);

  it('opens by keyboard with focus inside, and closes on Escape and on a tap outside with focus back on the menu button, on choosing an entry with focus on the page\'s heading', async () => {
    const page = session.page();
    await openShell(page, '/cockpit');
    expect(await mainNav(page).isVisible()).toBe(false);
    await menuButton(page).focus();
    await page.keyboard.press('Enter');
    await mainNav(page).waitFor();
    expect(await menuButton(page).getAttribute('aria-expanded')).toBe('true');
    expect((await focusedPlace(page)).place).toBe('sidebar');
    await page.keyboard.press('Escape');
    await mainNav(page).waitFor({ state: 'hidden' });
    expect(await isFocused(page, menuButton(page))).toBe(true);
    expect(await menuButton(page).getAttribute('aria-expanded')).toBe('false');

    await page.keyboard.press('Enter');
    await mainNav(page).waitFor();
    await mainNav(page).getByRole('link', { name: 'Key Drivers' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/key-drivers`);
    await mainNav(page).waitFor({ state: 'hidden' });
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    expect(await focusedPlace(page)).toEqual({ name: expect.stringMatching(/^Key Performance Dashboard/i), place: 'main' });

    await menuButton(page).click();
    await mainNav(page).waitFor();
    await waitForStill(page, 'aside');
    await page.mouse.click(viewport.width - 8, viewport.height / 2);
    await mainNav(page).waitFor({ state: 'hidden' });
    expect(page.url()).toBe(`${baseUrl}/key-drivers`);
    expect(await isFocused(page, menuButton(page))).toBe(true);
  });
});

describe.each(SIDEBAR_VIEWPORTS)('collapsible sidebar at $width×$height', (viewport) => {
  const session = signedInSession(viewport);

  it('stays beside the content at 16 or 64 units, with no menu button', async () => {
    const page = session.page();
    await openShell(page, '/cockpit');
    expect(await menuButton(page).isVisible()).toBe(false);
    const sidebar = page.locator('aside').filter({ has: mainNav(page) });
    const width = () => sidebar.evaluate((aside) => aside.getBoundingClientRect().width);
    expect(await width()).toBe(256);
    // Collapse stays in the window (the menu scrolls inside the sidebar), and no entry's name is cut short.
    await page.evaluate(() => window.scrollTo(0, 0));
    const collapse = await page.getByRole('button', { name: 'Collapse sidebar' }).boundingBox();
    expect(collapse && collapse.y + collapse.height).toBeLessThanOrEqual(viewport.height);
    expect(await mainNav(page).evaluate((nav) => [...nav.querySelectorAll('.nav-label')]
      .filter((label) => label.scrollWidth > label.clientWidth + 1 || getComputedStyle(label).textOverflow === 'ellipsis')
      .map((label) => label.textContent))).toEqual([]);
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    expect(await width()).toBe(64);
    await expectNothingBlocked(page, ['Users']);
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    expect(await width()).toBe(256);
  });
});
