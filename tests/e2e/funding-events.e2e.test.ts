import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { numberFormatter } from '../../engine/format/number.ts';
import { COCKPIT_TEXT } from '../../src/features/cockpit/texts.ts';
import { FUNDING_TEXT } from '../../src/features/key-drivers/texts.ts';
import { launchChromium, navigateInApp, newPage, signIn, type Viewport } from './browser.ts';
import { apiCall, apiLogin, createUser } from './api-client.ts';
import { modelCliForecast, openCategoryOf, setSlider, withPage } from './key-drivers-page.ts';
import { probeLayout, waitForScreen } from './layout-probe.ts';
import { startFileServer } from './file-server.ts';
import { axeViolations, describeViolations } from './axe.ts';

const { formatMoneyShort } = numberFormatter('en');

/**
 * The funding events editor on Key Drivers (Finance & Tax) and the cockpit's cash: an equity round
 * added by keyboard is a driver draft that moves the cockpit's cash by its amount, Undo and Remove
 * take it back, and the cockpit names the minimum cash covenant and the first month below it. The
 * expected cash comes from the model CLI on the server's own baseline and close.
 */

const { baseUrl, admin } = await startFileServer();
const planner = { username: 'funding-planner', password: 'funding-planner-pass-1' };
const ROUND = { equity_round_1_month: 202701, equity_round_1_amount: 2_000_000 };

async function openFundingEvents(page: Page): Promise<void> {
  await navigateInApp(page, '/key-drivers');
  await openCategoryOf(page, 'Finance & Tax');
  await page.getByTestId('funding-events').waitFor();
}

async function waitForText(page: Page, testId: string, text: string): Promise<void> {
  await page.waitForFunction(([id, expected]) => document.querySelector(`[data-testid="${id}"]`)?.textContent?.includes(expected) ?? false, [testId, text] as const);
}

/**
 * The line of the cash chart as the SVG draws it once its entry animation is over (two readings
 * 300 ms apart agree): it changes when the monthly cash does.
 */
async function cashLine(page: Page): Promise<string> {
  const read = () => page.locator('.cockpit-cash svg path').evaluateAll((paths) => paths.map((path) => path.getAttribute('d') ?? '').join('|'));
  let last = await read();
  for (;;) {
    await page.waitForTimeout(300);
    const next = await read();
    if (next === last) return next;
    last = next;
  }
}

/** axe's violations inside the main content, where this file's screens are (the shell has its own walk in a11y.e2e.test.ts). */
async function mainViolations(page: Page): Promise<string[]> {
  const violations = await axeViolations(page);
  const inMain = await Promise.all(violations.map((violation) => Promise.all(violation.nodes.map((node) =>
    page.evaluate((selector) => document.querySelector(selector)?.closest('main') !== null, String(node.target[0]))))));
  return describeViolations(violations.map((violation, i) => ({ ...violation, nodes: violation.nodes.filter((_, n) => inMain[i]?.[n]) })));
}

/** What the keyboard is on: the funding event row (or the button) holding the focused element. */
function focused(page: Page): Promise<{ row: string | null; label: string }> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    const row = element?.closest('li[data-testid^="funding-"]')?.getAttribute('data-testid') ?? null;
    const label = element?.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent ?? '' : element?.textContent ?? '';
    return { row, label };
  });
}

describe('funding events on Key Drivers and the cockpit covenant (real server, worker and Chromium)', () => {
  let browser: Browser;
  let token: string;
  beforeAll(async () => {
    browser = await launchChromium();
    await createUser(baseUrl, await apiLogin(baseUrl, admin.username, admin.password), { ...planner, role: 'user' });
    token = await apiLogin(baseUrl, planner.username, planner.password);
    expect((await apiCall(baseUrl, 'POST', '/scenarios/baseline/activate', { token })).status).toBe(200);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('adds a €2M equity round in 2027-01 by keyboard: the cockpit cash moves by it; Undo and Remove take it back', async () => {
    const plain = await modelCliForecast(baseUrl, token, 'baseline', {});
    const withRound = await modelCliForecast(baseUrl, token, 'baseline', ROUND);
    const closingPlain = COCKPIT_TEXT.closingLast(formatMoneyShort(plain.years['2030']?.closing_cash));
    const closingWithRound = COCKPIT_TEXT.closingLast(formatMoneyShort(withRound.years['2030']?.closing_cash));
    expect((withRound.years['2030']?.closing_cash ?? NaN) - (plain.years['2030']?.closing_cash ?? NaN)).toBeCloseTo(2_000_000, 2);
    await withPage(browser, async (page) => {
      await signIn(page, baseUrl, planner.username, planner.password);
      await navigateInApp(page, '/cockpit');
      await waitForText(page, 'cash-runway', closingPlain);
      const lineBefore = await cashLine(page);

      await openFundingEvents(page);
      const panel = page.getByTestId('funding-events');
      expect(await page.getByTestId('funding-2025').textContent()).toMatch(/2025-11 · €2,000,000/);
      expect(await panel.textContent()).toContain(FUNDING_TEXT.none);
      // The slots are edited here, not as sliders.
      expect(await page.locator('#driver-equity_round_1_amount').count()).toBe(0);

      await panel.getByRole('button', { name: FUNDING_TEXT.addEquity }).focus();
      await page.keyboard.press('Enter');
      await page.getByTestId('funding-equity-1').waitFor();
      expect(await focused(page)).toEqual({ row: 'funding-equity-1', label: FUNDING_TEXT.month });
      await page.locator(':focus').fill('2027-01');
      // Tab walks the month picker's own fields (month, year) first, then on to the amount.
      for (let step = 0; step < 3 && (await focused(page)).label === FUNDING_TEXT.month; step += 1) await page.keyboard.press('Tab');
      expect(await focused(page)).toEqual({ row: 'funding-equity-1', label: FUNDING_TEXT.amount });
      await page.keyboard.press('Control+A');
      await page.keyboard.type('2,000,000');
      await page.keyboard.press('Enter');
      const row = page.getByTestId('funding-equity-1');
      await page.waitForFunction(() => (document.querySelector('[data-testid="funding-equity-1"] input[inputmode="decimal"]') as HTMLInputElement | null)?.value === '2,000,000');
      expect(await row.textContent()).toContain(FUNDING_TEXT.draft);

      await navigateInApp(page, '/cockpit');
      await waitForText(page, 'cash-runway', closingWithRound);
      await page.waitForFunction(() => document.querySelector('.cockpit-cash svg path') !== null);
      await expect.poll(() => cashLine(page)).not.toBe(lineBefore);

      // Undo is the sliders' undo: the amount goes back to what Add put in.
      await openFundingEvents(page);
      await page.getByRole('button', { name: FUNDING_TEXT.undo }).click();
      await page.waitForFunction(() => (document.querySelector('[data-testid="funding-equity-1"] input[inputmode="decimal"]') as HTMLInputElement | null)?.value === '1,000,000');
      await page.getByRole('button', { name: FUNDING_TEXT.removeLabel(FUNDING_TEXT.equity(1)) }).click();
      await page.getByTestId('funding-equity-1').waitFor({ state: 'detached' });
      expect(await focused(page)).toEqual({ row: null, label: FUNDING_TEXT.addEquity });

      await navigateInApp(page, '/cockpit');
      await waitForText(page, 'cash-runway', closingPlain);
      await expect.poll(() => cashLine(page)).toBe(lineBefore);
    });
  }, 300_000);

  it('names the covenant on the cockpit: kept at €500K; a €100M covenant is breached in the first plan month', async () => {
    await withPage(browser, async (page) => {
      await signIn(page, baseUrl, planner.username, planner.password);
      await navigateInApp(page, '/cockpit');
      const covenant = page.getByTestId('cash-covenant');
      await waitForText(page, 'cash-covenant', COCKPIT_TEXT.covenantKept('€500K'));
      expect(await covenant.getAttribute('data-status')).toBe('good');
      expect(await page.getByTestId('cash-turning-points').textContent()).toMatch(/^(EBITDA-positive from \d{4}-\d{2}|Not EBITDA-positive by the end of 2030); (cash-positive before funding from \d{4}\.|still consuming cash before funding in 2030\.)$/);

      await openFundingEvents(page);
      await setSlider(page, 'minimum_cash_covenant', 100_000_000);
      await navigateInApp(page, '/cockpit');
      await waitForText(page, 'cash-covenant', COCKPIT_TEXT.covenantBreach('€100.0M', '2026-01'));
      expect(await covenant.getAttribute('data-status')).toBe('critical');

      await openFundingEvents(page);
      await page.getByRole('button', { name: 'Reset to scenario: Minimum Cash Covenant' }).click();
      await navigateInApp(page, '/cockpit');
      await waitForText(page, 'cash-covenant', COCKPIT_TEXT.covenantKept('€500K'));
    });
  }, 300_000);

  it('lays the editor and the cash card out at 390, 1024 and 1440 px, light and dark, without sideways scrolling or axe violations', async () => {
    const viewports: Viewport[] = [{ width: 390, height: 844 }, { width: 1024, height: 768 }, { width: 1440, height: 900 }];
    // One signed-in page per colour scheme, resized for each width: both screens are opened anew
    // after every resize, so each is laid out at that width from the start.
    for (const colorScheme of ['light', 'dark'] as const) {
      const { context, page } = await newPage(browser, { viewport: viewports[0], colorScheme });
      page.setDefaultTimeout(90_000);
      try {
        await signIn(page, baseUrl, planner.username, planner.password);
        for (const viewport of viewports) {
          await page.setViewportSize(viewport);
          await openFundingEvents(page);
          await page.getByRole('button', { name: FUNDING_TEXT.addLoan }).click();
          await page.getByTestId('funding-loan-1').waitFor();
          const layout = await probeLayout(page);
          expect(layout.scrollWidth, `${viewport.width} ${colorScheme}`).toBeLessThanOrEqual(layout.innerWidth);
          expect(layout.covered, `${viewport.width} ${colorScheme}`).toEqual([]);
          // Every field of the loan is inside the window's width.
          const fields = await page.getByTestId('funding-loan-1').locator('input, select').evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().right));
          expect(fields.length).toBe(5);
          for (const right of fields) expect(right).toBeLessThanOrEqual(viewport.width);
          expect(await mainViolations(page), `${viewport.width} ${colorScheme}`).toEqual([]);
          await page.getByRole('button', { name: FUNDING_TEXT.removeLabel(FUNDING_TEXT.loan(1)) }).click();
          await navigateInApp(page, '/cockpit');
          await waitForScreen(page);
          await page.getByTestId('cash-covenant').scrollIntoViewIfNeeded();
          // The runway card of the Efficiency tab reads the text that stands for its number.
          await page.getByRole('tablist', { name: 'KPI Performance Analysis' }).getByRole('tab', { name: 'Efficiency' }).click();
          expect(await page.getByTestId('kpi-cash_runway').textContent()).toBe('Cash-positive');
          expect(await mainViolations(page), `cockpit ${viewport.width} ${colorScheme}`).toEqual([]);
        }
      } finally {
        await context.close();
      }
    }
  }, 600_000);
});
