import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ROUTES } from '../../src/app/routes.ts';
import { i18n } from '../../src/i18n/index.ts';
import { launchChromium, newPage, openViewInApp, signIn, waitForSettledScreen } from './browser.ts';
import { apiCall, apiLogin, createUser } from './api-client.ts';
import { axeViolations, describeViolations } from './axe.ts';
import { walkTabStops } from './keyboard.ts';
import { startFileServer } from './file-server.ts';
import { lockPlanWithClosedMonths, waitForVarianceTables } from './plan-of-record.ts';

const { baseUrl, admin } = await startFileServer();
const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];
/**
 * The rules a theme can change: the rest read the document's structure, names and roles, which
 * are the same in light and dark, so the dark pass runs these and the light pass runs all.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const;

// Budget vs Actual is walked with what it exists for: a plan of record and closed months.
beforeAll(async () => {
  await lockPlanWithClosedMonths(baseUrl, await apiLogin(baseUrl, admin.username, admin.password));
});

/**
 * No axe violation on the page as it is now: of every rule of AXE_TAGS, or in dark mode of the
 * colour rules. Call it once the screen has settled (waitForSettledScreen: no spinner, skeleton or
 * busy mark, and every AG Grid shows its rows).
 */
async function expectNoViolations(page: Page, theme: Theme = 'light'): Promise<void> {
  expect(describeViolations(await axeViolations(page, theme === 'dark' ? COLOUR_RULES : undefined))).toEqual([]);
}

async function expectTheme(page: Page, theme: Theme): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(theme === 'dark');
}

async function signInAsAdmin(page: Page): Promise<void> {
  await signIn(page, baseUrl, admin.username, admin.password);
  await page.getByText(`Welcome, ${admin.username}`).waitFor();
}

/** Every Tab stop shows a focus ring and is something a keyboard user can act on (no bare badges). */
async function expectKeyboardUsable(page: Page): Promise<void> {
  const stops = await walkTabStops(page);
  expect(stops.length).toBeGreaterThan(0);
  expect(stops.filter((stop) => !stop.ring).map((stop) => `no focus ring: ${stop.element}`)).toEqual([]);
  expect(stops.filter((stop) => !stop.interactive).map((stop) => `Tab stop that is no control: ${stop.element}`)).toEqual([]);
}

describe.each(THEMES)('axe-core (light: WCAG 2.0/2.1 A and AA, best practices; dark: the colour rules) and the keyboard on every route, %s mode (real server, real Chromium)', (theme) => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    browser = await launchChromium();
    ({ context, page } = await newPage(browser, { colorScheme: theme }));
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('the login page', async () => {
    await page.goto(`${baseUrl}/`);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await expectTheme(page, theme);
    await expectNoViolations(page, theme);
    await expectKeyboardUsable(page);
  });

  it('the login page with an authentication error', async () => {
    await signIn(page, baseUrl, admin.username, 'wrong-password');
    await page.getByRole('alert').waitFor();
    await expectNoViolations(page, theme);
  });

  // Signed in as admin, so the admin and power-user screens are checked too. Each view is opened as
  // the menu opens it, in the one signed-in page: no reload of the app (and of axe) per view.
  it.each(ROUTES.map((route) => route.path))('%s', async (path) => {
    const signedIn = page.url().startsWith(baseUrl) && await page.evaluate(() => localStorage.getItem('token') !== null);
    if (!signedIn) await signInAsAdmin(page);
    await openViewInApp(page, path);
    await page.getByText(`Welcome, ${admin.username}`).waitFor();
    await waitForSettledScreen(page);
    if (path === '/variance') await waitForVarianceTables(page);
    await expectTheme(page, theme);
    await expectNoViolations(page, theme);
    await expectKeyboardUsable(page);
  });
});

// German words are longer and German is the business's language: every route again, in a German
// browser. The keyboard walk is the English one's: Tab stops and their rings do not change with the words.
describe('axe-core (WCAG 2.0/2.1 A and AA, best practices) on every route in German (real server, real Chromium)', () => {
  const welcome = i18n.getFixedT('de', 'shell')('welcome', { username: admin.username });
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    browser = await launchChromium();
    ({ context, page } = await newPage(browser, { locale: 'de-DE' }));
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('the login page', async () => {
    await page.goto(`${baseUrl}/`);
    await page.getByRole('button', { name: 'Anmelden' }).waitFor();
    await expectNoViolations(page);
  });

  it.each(ROUTES.map((route) => route.path))('%s', async (path) => {
    const signedIn = page.url().startsWith(baseUrl) && await page.evaluate(() => localStorage.getItem('token') !== null);
    if (!signedIn) {
      await signIn(page, baseUrl, admin.username, admin.password);
      await page.getByText(welcome).waitFor();
    }
    await openViewInApp(page, path);
    await page.getByText(welcome).waitFor();
    await waitForSettledScreen(page);
    if (path === '/variance') await waitForVarianceTables(page);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    await expectNoViolations(page);
  });
});

describe.each(THEMES)('axe-core with dialogs and panels open, %s mode (dark: the colour rules)', (theme) => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    browser = await launchChromium();
    ({ context, page } = await newPage(browser, { colorScheme: theme }));
    await signInAsAdmin(page);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  async function openScenarioList(): Promise<void> {
    await page.getByRole('button', { name: /^Scenario: / }).click();
    await page.getByRole('dialog', { name: 'Scenarios' }).waitFor();
  }

  it('the scenario list', async () => {
    await page.goto(`${baseUrl}/cockpit`);
    await waitForSettledScreen(page);
    await openScenarioList();
    await expectNoViolations(page, theme);
    await page.keyboard.press('Escape');
  });

  it('the Create Scenario dialog', async () => {
    await openScenarioList();
    await page.getByRole('button', { name: 'Create Scenario' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Scenario' });
    await dialog.waitFor();
    await expectNoViolations(page, theme);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('the Compare Scenarios dialog, before and after comparing', async () => {
    await openScenarioList();
    await page.getByRole('button', { name: 'Compare Scenarios' }).click();
    const dialog = page.getByRole('dialog', { name: 'Compare Scenarios' });
    await dialog.waitFor();
    await expectNoViolations(page, theme);
    await dialog.getByLabel('First Scenario').selectOption({ label: 'Baseline' });
    await dialog.getByLabel('Second Scenario').selectOption({ label: 'High Case' });
    await dialog.getByRole('button', { name: 'Compare Scenarios' }).click();
    await dialog.getByRole('region', { name: '2030 Financial Projections Comparison' }).waitFor();
    await dialog.getByRole('img', { name: /Total Revenue per year/ }).locator('svg').waitFor();
    await dialog.getByRole('region', { name: 'Why they differ' }).getByRole('img', { name: /^Waterfall/ }).locator('svg').waitFor();
    await expectNoViolations(page, theme);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('the Seek target dialog of a Key Drivers card, before and after seeking, and its applied note', async () => {
    await page.goto(`${baseUrl}/key-drivers`);
    await waitForSettledScreen(page);
    await page.getByRole('button', { name: 'Seek target: Sales Rep Productivity' }).click();
    const dialog = page.getByRole('dialog', { name: 'Seek target' });
    await dialog.waitFor();
    await expectNoViolations(page, theme);
    await dialog.getByLabel(/^Target value/).fill('60,000,000');
    await dialog.getByRole('button', { name: 'Seek', exact: true }).click();
    await dialog.getByTestId('seek-value').waitFor();
    await expectNoViolations(page, theme);
    await dialog.getByLabel(/^Target value/).fill('500,000,000');
    await dialog.getByRole('button', { name: 'Seek', exact: true }).click();
    await dialog.getByTestId('seek-reachable').waitFor();
    await expectNoViolations(page, theme);
    await dialog.getByLabel(/^Target value/).fill('60,000,000');
    await dialog.getByRole('button', { name: 'Seek', exact: true }).click();
    await dialog.getByTestId('seek-value').waitFor();
    await dialog.getByRole('button', { name: 'Apply as draft' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('seek-applied').waitFor();
    await expectNoViolations(page, theme);
    await page.getByTestId('seek-applied').getByRole('button', { name: 'Undo' }).click();
    await page.getByTestId('seek-applied').waitFor({ state: 'detached' });
  });

  it('the user menu', async () => {
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menu').waitFor();
    await expectNoViolations(page, theme);
    await page.keyboard.press('Escape');
  });

  it('a KPI remedy opened from the keyboard on the cockpit', async () => {
    await page.goto(`${baseUrl}/cockpit`);
    await waitForSettledScreen(page);
    // No badge is a Tab stop unless it opens something.
    const focusableBadges = await page.locator('.badge').evaluateAll((badges) => badges
      .filter((badge) => (badge as HTMLElement).tabIndex >= 0 && !(badge instanceof HTMLButtonElement && badge.hasAttribute('aria-expanded')))
      .map((badge) => badge.outerHTML.slice(0, 120)));
    expect(focusableBadges).toEqual([]);

    // The first analysis tab with a KPI that is not good (statuses follow the calibrated scenarios).
    const remedyButtons = page.locator('.kpi-card .kpi-status-button');
    const tabs = page.getByRole('tablist', { name: 'KPI Performance Analysis' }).getByRole('tab');
    for (let tab = 0; tab < (await tabs.count()) && (await remedyButtons.count()) === 0; tab += 1) await tabs.nth(tab).click();
    const remedyButton = remedyButtons.first();
    await remedyButton.focus();
    const remedy = page.locator(`[id="${await remedyButton.getAttribute('aria-describedby')}"]`);
    expect((await remedy.textContent())?.length).toBeGreaterThan(0);
    expect(await remedy.isVisible()).toBe(false);
    await page.keyboard.press('Enter');
    await remedy.waitFor({ state: 'visible' });
    expect(await remedyButton.getAttribute('aria-expanded')).toBe('true');
    await expectNoViolations(page, theme);
    await page.keyboard.press('Escape');
    await remedy.waitFor({ state: 'hidden' });
    expect(await remedyButton.evaluate((button) => button === document.activeElement)).toBe(true);
  });

  it('the P&L with traceability shown and the explain panel open', async () => {
    await page.goto(`${baseUrl}/forecast-financial`);
    await waitForSettledScreen(page);
    await page.getByRole('button', { name: 'Show Traceability' }).click();
    await page.locator('.pnl-grid .pnl-trace-summary').first().waitFor();
    // Keyboard: Enter on a line's name opens its traceability.
    await page.locator('.pnl-grid [row-id="total_revenue"] [col-id="line"]').click({ position: { x: 200, y: 10 } });
    await page.keyboard.press('Enter');
    await page.getByTestId('trace-detail-total_revenue').waitFor();
    await waitForSettledScreen(page);
    await expectNoViolations(page, theme);
    await page.locator('.pnl-grid [row-id="total_revenue"] [col-id="p:4"]').click();
    const panel = page.getByRole('dialog', { name: 'How this figure is calculated' });
    await panel.getByRole('heading', { name: 'Total revenue · 2030' }).waitFor();
    await waitForSettledScreen(page);
    await expectNoViolations(page, theme);
    // 'What would it take?' over the panel, after seeking.
    await panel.getByRole('button', { name: 'What would it take? Total revenue 2030' }).click();
    const seek = page.getByRole('dialog', { name: 'Seek target' });
    await seek.getByLabel(/^Target value/).fill('70,000,000');
    await seek.getByRole('button', { name: 'Seek', exact: true }).click();
    await seek.getByTestId('seek-value').waitFor();
    await expectNoViolations(page, theme);
    await page.keyboard.press('Escape');
    await seek.waitFor({ state: 'detached' });
  });

  it('the P&L in the HGB layout, and the balance sheet with the explain panel open on its check', async () => {
    await page.goto(`${baseUrl}/baseline-financial`);
    await waitForSettledScreen(page);
    await page.getByRole('radio', { name: 'HGB (German statutory)' }).click();
    await page.getByTestId('hgb-note').waitFor();
    await waitForSettledScreen(page);
    await expectNoViolations(page, theme);
    await page.goto(`${baseUrl}/balance-sheet`);
    await waitForSettledScreen(page);
    await page.locator('.balance-grid [row-id="balance_check"] [col-id="p:1"]').click();
    await page.getByRole('dialog', { name: 'How this figure is calculated' }).getByRole('heading', { name: 'Balance check · 2026' }).waitFor();
    await waitForSettledScreen(page);
    await expectNoViolations(page, theme);
    await page.keyboard.press('Escape');
  });
});

describe.each(THEMES)('axe-core on the forced password change, %s mode (dark: the colour rules)', (theme) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the set-a-new-password screen without violations', async () => {
    const user = { username: `a11y-newcomer-${theme}`, password: 'a11y-newcomer-password-1' };
    await createUser(baseUrl, await apiLogin(baseUrl, admin.username, admin.password), { ...user, role: 'user', forcePasswordChange: true });
    const { context, page } = await newPage(browser, { colorScheme: theme });
    await signIn(page, baseUrl, user.username, user.password);
    await page.getByRole('heading', { name: 'Set a new password' }).waitFor();
    await expectTheme(page, theme);
    await expectNoViolations(page, theme);
    await expectKeyboardUsable(page);
    await context.close();
  });
});

describe('the scenario list by keyboard, with 25 scenarios (real server, real Chromium)', () => {
  const lister = { username: 'a11y-lister', password: 'a11y-lister-password-1' };
  let browser: Browser;
  let token: string;
  beforeAll(async () => {
    browser = await launchChromium();
    await createUser(baseUrl, await apiLogin(baseUrl, admin.username, admin.password), { ...lister, role: 'user' });
    token = await apiLogin(baseUrl, lister.username, lister.password);
    for (let n = 1; n <= 25; n += 1) {
      const answer = await apiCall(baseUrl, 'POST', '/scenarios', {
        token, body: { scenario_name: `Long list ${String(n).padStart(2, '0')}`, description: 'One of many, to make the list scroll', key_drivers: {} },
      });
      expect(answer.status).toBe(201);
    }
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('names the selected scenario, keeps focus inside while open, returns it on Escape, and keeps Create and Compare in view', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, baseUrl, lister.username, lister.password);
    const trigger = page.getByRole('button', { name: 'Scenario: Baseline', exact: true });
    await trigger.waitFor();

    await trigger.focus();
    await page.keyboard.press('Enter');
    const list = page.getByRole('dialog', { name: 'Scenarios' });
    await list.waitFor();
    const create = list.getByRole('button', { name: 'Create Scenario' });
    const compare = list.getByRole('button', { name: 'Compare Scenarios' });
    const focusedName = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    const focusInside = () => list.evaluate((dialog) => dialog.contains(document.activeElement));
    // Focus starts on the active scenario.
    expect(await focusedName()).toMatch(/^Baseline/);

    // Create and Compare are not covered and stay where they are while the list scrolls.
    const unobstructed = async (button: typeof create) => button.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return box.bottom <= window.innerHeight && hit !== null && element.contains(hit);
    });
    const scroller = list.locator('.scenario-list');
    expect(await scroller.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
    for (const scrollTop of [0, 400, 100_000]) {
      await scroller.evaluate((element, top) => { element.scrollTop = top; }, scrollTop);
      expect(await unobstructed(create)).toBe(true);
      expect(await unobstructed(compare)).toBe(true);
    }

    // Tab and Shift+Tab cycle inside: past the last control comes the first, and back.
    await compare.focus();
    await page.keyboard.press('Tab');
    expect(await focusInside()).toBe(true);
    expect(await focusedName()).toMatch(/^Simulation \(Editable\)/);
    await page.keyboard.press('Shift+Tab');
    expect(await focusedName()).toBe('Compare Scenarios');
    const tabbable = await list.locator('button:not(:disabled)').count();
    for (let press = 0; press < tabbable + 3; press += 1) {
      await page.keyboard.press('Tab');
      expect(await focusInside()).toBe(true);
    }

    await page.keyboard.press('Escape');
    await list.waitFor({ state: 'detached' });
    expect(await trigger.evaluate((button) => button === document.activeElement)).toBe(true);
    await context.close();
  });
});
