import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, newPage, screenshot, signIn } from './browser.ts';
import { axeViolations, describeViolations } from './axe.ts';
import { startFileServer } from './file-server.ts';
import { apiLogin, createUser } from './api-client.ts';

const { baseUrl, admin } = await startFileServer();
const SEED = '424242';

const progress = (page: Page) => page.getByRole('progressbar', { name: 'Forecast ranges progress' });
const revenueFan = (page: Page) => page.getByRole('img', { name: /^Total revenue \(simulated\)/ });

/** Everything a run shows, as text: the fan's text alternative, the probabilities and the table. */
async function shownResult(page: Page): Promise<{ fan: string; probabilities: string[]; table: string }> {
  return {
    fan: (await revenueFan(page).getAttribute('aria-label')) ?? '',
    probabilities: await page.locator('[data-testid^="probability-"]').allTextContents(),
    table: (await page.getByTestId('ranges-table').textContent()) ?? '',
  };
}

/** Runs with the draws and seed in the fields and waits for the bar to reach its end. */
async function runAndWait(page: Page, draws: number): Promise<void> {
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await page.getByRole('status').getByText(`Finished: ${draws.toLocaleString('en-US')} draws`).waitFor({ timeout: 60_000 });
  // A finished run is kept on the server by a request after it ends; its result offers a link
  // once kept. A page left before that would lose it, so the run is done when it is kept.
  await page.getByTestId('ranges-result-head').getByRole('button', { name: 'Copy link' }).waitFor();
  expect(await progress(page).getAttribute('aria-valuenow')).toBe(String(draws));
  expect(await progress(page).getAttribute('aria-valuemax')).toBe(String(draws));
}

/** The fan's 2030 P10 of revenue, read from its text alternative ("2030: P10 €41.5M, …"). */
function revenueP10In2030(fan: string): string {
  const match = /2030: P10 (€[\d.]+[MK]?)/.exec(fan);
  if (!match?.[1]) throw new Error(`no 2030 P10 in "${fan}"`);
  return match[1];
}

describe('Forecast Ranges in the browser: run in the worker, read the fan and the probabilities, cancel, edit a range, the cockpit band (real server, real Chromium)', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    browser = await launchChromium();
    ({ context, page } = await newPage(browser));
    await signIn(page, baseUrl, admin.username, admin.password);
    await page.getByTestId('active-scenario-name').waitFor();
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('refuses draws outside 1 to 100,000 with a clear message, then runs 2,000 draws with a set seed and reads the fan and the probabilities', async () => {
    await page.goto(`${baseUrl}/ranges`);
    await page.getByRole('heading', { name: 'Forecast Ranges', level: 1 }).waitFor();
    await page.getByText('No run yet for this scenario').waitFor();

    await page.getByRole('textbox', { name: 'Draws' }).fill('0');
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await page.getByText('Draws must be a whole number from 1 to 100,000').waitFor();
    expect(await page.getByRole('textbox', { name: 'Draws' }).getAttribute('aria-invalid')).toBe('true');
    expect(await progress(page).count()).toBe(0);

    await page.getByRole('textbox', { name: 'Draws' }).fill('2000');
    await page.getByRole('textbox', { name: 'Seed' }).fill(SEED);
    // Typing a seed keeps it: no fresh seed for the next run.
    expect(await page.getByLabel('New random seed for each run').isChecked()).toBe(false);
    await runAndWait(page, 2000);

    await page.getByTestId('ranges-result-head').getByText(new RegExp(`2,000 draws(,| ·) seed ${SEED}`)).waitFor();
    const fan = (await revenueFan(page).getAttribute('aria-label')) ?? '';
    expect(fan).toMatch(/P10–P90 band around the median and the plan, by year\. 2026: P10 €[\d.]+M, P50 €[\d.]+M, P90 €[\d.]+M, plan €[\d.]+M/);
    expect(fan.match(/20\d\d: P10/g)).toHaveLength(5);
    const cash = page.getByTestId('probability-cash_never_below_zero');
    expect(await cash.textContent()).toMatch(/Cash never below zero\d+\.\d%/);
    expect(await page.getByTestId('probability-reach_target_revenue_2030').textContent()).toMatch(/Revenue 2030 reaches its target\d+\.\d%of the draws · Target €50,000,000/);
    expect(await page.getByTestId('probability-cash_below_covenant').textContent()).toMatch(/Cash falls below the minimum cash covenant\d+\.\d%of the draws · Covenant €500,000/);
    // The correlated groups, declared beside what the 2,000 draws realised.
    const groups = page.getByTestId('ranges-correlations');
    await groups.scrollIntoViewIfNeeded();
    expect(await groups.locator('tbody tr').count()).toBe(6);
    const realised = Number(await groups.getByTestId('realised-fte_plans').textContent());
    expect(Math.abs(realised - 0.9)).toBeLessThan(0.05);

    await page.getByRole('tab', { name: 'Monthly' }).click();
    expect(await revenueFan(page).getAttribute('aria-label')).toContain('month by month 2026-01 to 2030-12');
    await page.getByRole('tab', { name: 'Yearly' }).click();
    await screenshot(page, 'ranges-result');
  });

  it('shows the result without axe-core violations, in light and in dark mode (the route walk sees the screen before any run)', async () => {
    expect(describeViolations(await axeViolations(page))).toEqual([]);
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
    expect(describeViolations(await axeViolations(page))).toEqual([]);
    await page.getByRole('button', { name: 'Switch to light mode' }).click();
  });

  it('gives identical numbers when run again with the same seed', async () => {
    const first = await shownResult(page);
    await runAndWait(page, 2000);
    expect(await shownResult(page)).toEqual(first);
  });

  it('cancels a large run: the bar stops short, the last result stays with its seed and draws', async () => {
    await page.getByRole('textbox', { name: 'Draws' }).fill('100000');
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await page.waitForFunction(() => Number(document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')) > 0, undefined, { timeout: 30_000 });
    expect(await page.getByRole('button', { name: 'Run', exact: true }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('status').getByText(/^Cancelled after [\d,]+ of 100,000 draws$/).waitFor();
    const done = Number(await progress(page).getAttribute('aria-valuenow'));
    expect(done).toBeGreaterThan(0);
    expect(done).toBeLessThan(100_000);
    await page.getByTestId('ranges-result-head').getByText(new RegExp(`2,000 draws(,| ·) seed ${SEED}`)).waitFor();
    expect(await page.getByRole('button', { name: 'Run', exact: true }).isDisabled()).toBe(false);
  });

  it('edits one range (checked, naming the driver), marks the result as from earlier ranges, and a new run moves the fan', async () => {
    const before = revenueP10In2030((await revenueFan(page).getAttribute('aria-label')) ?? '');
    await page.getByRole('tab', { name: /^Transport Business/ }).click();
    const low = page.getByLabel('Low of Transport Client Growth Rate');
    await low.fill('500');
    await low.press('Enter');
    await page.getByRole('alert').getByText(/^Transport Client Growth Rate: low must be at most and high at least the likely value/).waitFor();

    await low.fill('20');
    await low.press('Enter');
    await page.locator('tr[data-driver="transport_client_growth_rate"]').getByText('unsaved').waitFor();
    await page.getByText('The scenario\'s drivers or ranges changed since this run: run again to update it.').waitFor();

    await page.getByRole('textbox', { name: 'Draws' }).fill('2000');
    await runAndWait(page, 2000);
    await page.getByText('The scenario\'s drivers or ranges changed since this run').waitFor({ state: 'hidden' });
    // A growth rate that can fall to 20% instead of 54% widens the fan downwards.
    const after = revenueP10In2030((await revenueFan(page).getAttribute('aria-label')) ?? '');
    expect(Number(after.replace(/[^\d.]/g, ''))).toBeLessThan(Number(before.replace(/[^\d.]/g, '')));
    await screenshot(page, 'ranges-edited');
  });

  it('draws the P10–P90 band on the cockpit\'s revenue chart', async () => {
    await page.goto(`${baseUrl}/cockpit`);
    const chart = page.getByRole('img', { name: /^Revenue 2024 to 2030/ });
    await chart.waitFor();
    expect(await chart.getAttribute('aria-label')).toContain('with the P10–P90 range of 2,000 simulated draws from Forecast Ranges');
    await chart.locator('text', { hasText: 'P10–P90 (simulated)' }).first().waitFor();
    expect(await page.getByRole('img', { name: /^EBITDA 2024 to 2030/ }).locator('text', { hasText: 'P10–P90 (simulated)' }).count()).toBe(0);
    // The band names the run it shows: the kept run, with its date, runner, draws, seed and version
    // (until the server's answer to keeping it arrives, the run this device holds).
    const keptRun = new RegExp(`^P10–P90 band: Forecast ranges: run of [\\d.]+, [\\d:]+ by ${admin.username}, 2,000 draws, seed ${SEED}, Baseline v1 with unsaved changes$`);
    await expect.poll(() => page.getByTestId('cockpit-band-run').textContent(), { timeout: 30_000 }).toMatch(keptRun);
    await chart.scrollIntoViewIfNeeded();
    await screenshot(page, 'ranges-cockpit-band');
  });

  it('keeps runs on the server: a new sign-in on an empty device shows the latest, named, with the earlier ones listed, and a link opens it for a colleague', async () => {
    await page.goto(`${baseUrl}/ranges`);
    const rows = page.getByTestId('ranges-kept-runs').locator('tbody tr');
    // Two runs of 2,000 draws and the edited one were kept; the cancelled one was not. The list
    // fills from the server after the screen shows, so wait for the third row before counting.
    await rows.nth(2).waitFor();
    expect(await rows.count()).toBe(3);
    const newest = Number(await rows.first().getAttribute('data-run'));
    const name = (await page.getByTestId('ranges-result-head').locator('strong').textContent()) ?? '';
    expect(name).toMatch(new RegExp(`^Forecast ranges: run of .+ by ${admin.username}, 2,000 draws, seed ${SEED}, Baseline v1 with unsaved changes$`));

    const fresh = await newPage(browser);
    try {
      await signIn(fresh.page, baseUrl, admin.username, admin.password);
      await fresh.page.getByTestId('active-scenario-name').waitFor();
      await fresh.page.goto(`${baseUrl}/ranges`);
      await fresh.page.getByTestId('ranges-result-head').locator('strong').getByText(name, { exact: true }).waitFor();
      expect(await fresh.page.getByTestId('ranges-kept-runs').locator('tbody tr').count()).toBe(3);
    } finally {
      await fresh.context.close();
    }

    const colleague = { username: 'ranges-colleague', password: 'ranges-colleague-password' };
    await createUser(baseUrl, await apiLogin(baseUrl, admin.username, admin.password), { ...colleague, role: 'user' });
    const other = await newPage(browser, { viewport: { width: 390, height: 844 } });
    try {
      await signIn(other.page, baseUrl, colleague.username, colleague.password);
      await other.page.getByTestId('active-scenario-name').waitFor();
      await other.page.goto(`${baseUrl}/ranges?run=${newest}`);
      await other.page.getByTestId('ranges-result-head').locator('strong').getByText(name, { exact: true }).waitFor();
      await revenueFan(other.page).waitFor();
      await screenshot(other.page, 'ranges-shared-390');
    } finally {
      await other.context.close();
    }
  });
});
