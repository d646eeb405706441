import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium, newPage, screenshot, signIn } from './browser.ts';
import { COUNT_WORKER_CALLS, workerAtRest } from './key-drivers-page.ts';
import { startFileServer } from './file-server.ts';

const { baseUrl, admin } = await startFileServer();

describe('issue 26\'s smaller items: units, names in full, one notification channel (real server, real Chromium)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('writes whole units without decimals and one of a unit in the singular on the driver cards', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, baseUrl, admin.username, admin.password);
    await page.getByTestId('active-scenario-name').waitFor();
    await page.goto(`${baseUrl}/key-drivers`);
    await page.getByTestId('value-beds_per_inpatient_client').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('value-beds_per_inpatient_client').textContent()).toMatch(/^80 beds/);
    const teamCard = page.locator('[data-driver="sales_team_size"]');
    expect(await teamCard.textContent()).toContain('1 rep');
    expect(await teamCard.textContent()).not.toContain('1 reps');
    expect(await page.locator('.kd-variables').textContent()).not.toMatch(/\d\.00 (beds|months|reps)/);
    await context.close();
  });

  it('shows every driver\'s name in full in the Driver Grid, and every menu entry in full', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, baseUrl, admin.username, admin.password);
    await page.getByTestId('active-scenario-name').waitFor();
    await page.goto(`${baseUrl}/key-drivers`);
    await page.getByRole('button', { name: 'Driver Grid' }).click({ timeout: 60_000 });
    await page.locator('.kd-grid-name-text').first().waitFor();
    const cut = await page.evaluate(() => [...document.querySelectorAll('.kd-grid-name-text, .nav-label')]
      .filter((name) => name.scrollWidth > name.clientWidth + 1 || getComputedStyle(name).textOverflow === 'ellipsis')
      .map((name) => name.textContent));
    expect(cut).toEqual([]);
    await screenshot(page, 'small-items-driver-grid-1440');
    await context.close();
  });

  it('asks for the cockpit\'s cash profile on a new snapshot only, not again on the \'key drivers changed\' event', async () => {
    const { context, page } = await newPage(browser);
    await page.addInitScript({ content: COUNT_WORKER_CALLS });
    await signIn(page, baseUrl, admin.username, admin.password);
    await page.getByTestId('active-scenario-name').waitFor();
    await page.locator('[data-testid^="okr-"]').first().waitFor({ timeout: 60_000 });
    await page.waitForFunction(() => ((window as unknown as { __workerCalls: Record<string, number> }).__workerCalls.cashProfile ?? 0) > 0);
    await workerAtRest(page);
    const asked = () => page.evaluate(() => (window as unknown as { __workerCalls: Record<string, number> }).__workerCalls.cashProfile ?? 0);
    const before = await asked();
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('keyDriversChanged', { detail: { driver: 'sales_team_size', value: 9 } })));
    await workerAtRest(page);
    expect(await asked()).toBe(before);
    await context.close();
  });
});
