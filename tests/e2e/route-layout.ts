import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { ROUTES, routeLabel } from '../../src/app/routes.ts';
import { i18n } from '../../src/i18n/index.ts';
import { PERIODS } from '../../src/state/period.ts';
import type { Language } from '../../contract/preferences.ts';
import { openViewInApp, type Viewport } from './browser.ts';
import { probeLayout, probeTables, waitForScreen, waitForStill } from './layout-probe.ts';
import { axeViolations, describeViolations } from './axe.ts';
import { waitForVarianceTables } from './plan-of-record.ts';

// A route laid out at one size, in one language: the check the layout walk (English, four sizes)
// and the language walk (German, the narrowest and the widest) make of every view.

/** Below 1024 px the sidebar is a drawer behind a menu button (the 390×844 and 768×1024). */
export const DRAWER_VIEWPORTS: Viewport[] = [{ width: 390, height: 844 }, { width: 768, height: 1024 }];
/** From 1024 px the collapsible sidebar stays: the 1024×768 and the desktop size of the other e2e tests. */
export const SIDEBAR_VIEWPORTS: Viewport[] = [{ width: 1024, height: 768 }, { width: 1440, height: 900 }];
export const VIEWPORTS = [...DRAWER_VIEWPORTS, ...SIDEBAR_VIEWPORTS];
/** The views whose header shows the period switch (the forecast statements). */
const PERIOD_PATHS = new Set(ROUTES.filter((route) => route.periodSwitch).map((route) => route.path));

/** Below 1024 px the sidebar is a drawer. */
export const isDrawer = (viewport: Viewport) => viewport.width < 1024;

/** Nothing scrolls sideways or is covered, and each of `required` (controls' names) was found reachable. */
export async function expectNothingBlocked(page: Page, required: string[]): Promise<void> {
  const report = await probeLayout(page);
  expect({ scrollWidth: report.scrollWidth, covered: report.covered }).toEqual({ scrollWidth: report.innerWidth, covered: [] });
  for (const name of required) expect(report.checked).toContain(name);
}

/** The names of the shell's controls the walk looks for, in `language`. */
function shellNames(language: Language) {
  const t = i18n.getFixedT(language, 'shell');
  return {
    userMenu: t('userMenu'),
    menu: t('menu'),
    mainNavigation: t('mainNavigation'),
    users: routeLabel({ id: 'users' }, language),
    valuation: routeLabel({ id: 'valuation' }, language),
    periods: PERIODS.map((period) => t(`periods.${period}`)),
  };
}

/**
 * One view at one size: no sideways scrolling, every header and navigation control reachable,
 * every scroll box reachable by keyboard, every table with its first column in view. Opens the
 * view as the menu opens it (in the signed-in page) and leaves it open.
 */
export async function expectRouteLaidOut(page: Page, path: string, viewport: Viewport, language: Language): Promise<void> {
  const names = shellNames(language);
  await openViewInApp(page, path);
  await waitForScreen(page);
  if (path === '/variance') await waitForVarianceTables(page);
  const required = [names.userMenu, ...(isDrawer(viewport) ? [names.menu] : [names.users]), ...(PERIOD_PATHS.has(path) ? names.periods : [])];
  await expectNothingBlocked(page, required);
  // A table wider than this window scrolls in a box that Tab reaches (ScrollRegion), or that holds controls.
  expect(describeViolations(await axeViolations(page, ['scrollable-region-focusable']))).toEqual([]);
  // Every table keeps its first column in view and scrolls in its own box (or fits); a statement shows at least two periods.
  expect(await probeTables(page)).toEqual([]);
  // The scenario selector is the header control every screen needs, whatever its accessible name.
  const selector = page.getByTestId('active-scenario-name').locator('xpath=ancestor::button[1]');
  expect(await selector.evaluate((button) => {
    const box = button.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && button.contains(hit);
  })).toBe(true);

  if (isDrawer(viewport)) {
    await page.getByRole('button', { name: names.menu, exact: true }).click();
    await page.getByRole('navigation', { name: names.mainNavigation }).waitFor();
    await waitForStill(page, 'aside');
    await expectNothingBlocked(page, [names.users, names.valuation]);
    await page.keyboard.press('Escape');
    await page.getByRole('navigation', { name: names.mainNavigation }).waitFor({ state: 'hidden' });
  }
}
