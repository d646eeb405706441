import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, newPage, screenshot, signIn, type Viewport } from './browser.ts';
import { axeViolations, describeViolations } from './axe.ts';
import { startFileServer } from './file-server.ts';
import { apiLogin, createUser } from './api-client.ts';

/**
 * The Model Definition screen (issue 27) on a new installation without monthly actuals, so no
 * month of 2026 is closed: a line added to the model counts in every forecast month (a closed
 * month would read 0 for it).
 */
const { baseUrl, admin } = await startFileServer({ env: { FAHRPLAN_SAMPLE_DATA: 'off' } });
const analyst = { username: 'model-analyst', password: 'model-analyst-password-1' };
const FORECAST_YEARS = [2026, 2027, 2028, 2029, 2030];

const detail = (page: Page) => page.getByTestId('model-detail');
const detailTitle = (page: Page) => detail(page).getByRole('heading', { level: 2 });
const formula = (page: Page) => detail(page).getByTestId('model-formula');

async function openModel(page: Page): Promise<void> {
  await page.goto(`${baseUrl}/model`);
  await page.getByRole('heading', { name: 'Model Definition', level: 1 }).waitFor();
  await page.getByTestId('model-status').waitFor();
}

/** Finds an item with the list's filter and selects it. */
async function selectItem(page: Page, query: string, key: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Filter by id or name' }).fill(query);
  await page.locator(`[data-item="${key}"]`).click();
}

async function cellsOf(page: Page, testId: string): Promise<string[]> {
  return (await page.getByTestId(testId).locator('td').allTextContents()).map((text) => text.replace(/[\u00a0\u202f]/g, ' ').trim());
}

async function expectNoViolations(page: Page): Promise<void> {
  expect(describeViolations(await axeViolations(page))).toEqual([]);
}

describe('the Model Definition screen: parts, reads and readers, a draft checked as typed and by the server (real server, real Chromium)', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    browser = await launchChromium();
    await createUser(baseUrl, await apiLogin(baseUrl, admin.username, admin.password), { ...analyst, role: 'user' });
    ({ context, page } = await newPage(browser));
    await signIn(page, baseUrl, admin.username, admin.password);
    await page.getByTestId('active-scenario-name').waitFor();
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('shows a line\'s formula, what it reads and what reads it; a reader\'s button selects it', async () => {
    await openModel(page);
    expect(await page.getByTestId('model-problem-count').textContent()).toBe('No problems');
    await selectItem(page, 'legal_tax', 'line:legal_tax');
    expect(await detailTitle(page).textContent()).toBe('Legal & Tax');
    expect(await formula(page).inputValue()).toBe('legal_tax_monthly + total_revenue * legal_tax_share_of_revenue / 100');
    const reads = detail(page).getByTestId('model-reads');
    expect(await reads.getByRole('button').allTextContents()).toEqual(['legal_tax_monthly', 'total_revenue', 'legal_tax_share_of_revenue']);
    const readBy = detail(page).getByTestId('model-read-by');
    expect(await readBy.getByRole('button').allTextContents()).toContain('total_operating_expenses');

    await readBy.getByRole('button', { name: 'total_operating_expenses' }).click();
    await detailTitle(page).getByText('Total Operating Expenses').waitFor();
    // The new detail replaced the button: focus lands on its heading.
    expect(await detailTitle(page).evaluate((heading) => heading === document.activeElement)).toBe(true);
    expect(await formula(page).inputValue()).toBe('SUM_SECTION(opex)');
    expect(await detail(page).getByTestId('model-reads').getByRole('button').allTextContents()).toContain('legal_tax');
    await screenshot(page, 'model-detail-1440');
  });

  it('adds an operating expense line and checks the change: EBITDA 60,000 lower in every forecast year, revenue unchanged', async () => {
    await page.getByRole('button', { name: 'Add line' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add a line' });
    await dialog.getByLabel('Id', { exact: true }).fill('insurance');
    await dialog.getByLabel('Name', { exact: true }).fill('Insurance');
    await dialog.getByLabel('Section').selectOption({ label: 'Operating expenses' });
    await dialog.getByRole('radio', { name: 'P&L' }).check();
    await dialog.getByTestId('model-new-line-formula').fill('5000');
    await dialog.getByRole('button', { name: 'Add line' }).click();
    await dialog.waitFor({ state: 'hidden' });

    expect(await detailTitle(page).textContent()).toBe('Insurance');
    // Who reads what follows the draft a moment after each change, with its check.
    await expect.poll(() => detail(page).getByTestId('model-read-by').getByRole('button').allTextContents()).toEqual(['total_operating_expenses', 'total_expenses']);
    await page.getByTestId('model-status').getByText('1 item changed in this browser').waitFor();
    await page.getByText('Changes stay in this browser until they are published').waitFor();

    await page.getByRole('button', { name: 'Check the change' }).click();
    await page.getByTestId('model-preview').waitFor({ timeout: 30_000 });
    expect(await page.locator('.model-check .card-title').textContent()).toBe('Effect on the forecast Baseline');
    expect(await page.getByTestId('model-preview').locator('thead th').allTextContents()).toEqual(['Figure', ...FORECAST_YEARS.map(String)]);
    expect(await cellsOf(page, 'preview-difference-ebitda')).toEqual(FORECAST_YEARS.map(() => '−€60,000'));
    expect(await cellsOf(page, 'preview-difference-total_revenue')).toEqual(FORECAST_YEARS.map(() => '€0'));
    await page.getByTestId('model-preview').scrollIntoViewIfNeeded();
    await screenshot(page, 'model-preview-1440');
  });

  it('exports the draft as JSON, discards it, and imports the file back', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export JSON' }).click()]);
    expect(download.suggestedFilename()).toBe('fahrplan-model-v1.json');
    const file = await download.path();
    const exported = JSON.parse(fs.readFileSync(file, 'utf8')) as { lines: { id: string }[] };
    expect(exported.lines.some((line) => line.id === 'insurance')).toBe(true);

    await page.getByRole('button', { name: 'Discard changes' }).click();
    await page.getByTestId('model-status').getByText('the shipped model').waitFor();
    expect(await page.locator('[data-item="line:insurance"]').count()).toBe(0);

    await page.getByTestId('model-import-file').setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{"version": 1, "drivers": []}') });
    await page.getByText(/^The file is not a model definition: derived: /).waitFor();
    await page.getByTestId('model-import-file').setInputFiles({ name: 'fahrplan-model-v1.json', mimeType: 'application/json', buffer: fs.readFileSync(file) });
    await page.getByText('Read fahrplan-model-v1.json into the draft.', { exact: false }).waitFor();
    await page.getByTestId('model-status').getByText('1 item changed in this browser').waitFor();
  });

  it('shows a broken formula\'s problem with its character as it is typed, and the server\'s check finds the same', async () => {
    await selectItem(page, 'legal_tax', 'line:legal_tax');
    await formula(page).fill('legal_tax_monthly + (total_revenue * 2');
    await detail(page).getByText('Character 39: expected ")" at 38').waitFor();
    expect(await formula(page).getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByTestId('model-problem-count').textContent()).toBe('1 problem');
    await page.getByTestId('model-problems').getByRole('button', { name: 'Line legal_tax · formula · Character 39: expected ")" at 38' }).waitFor();
    expect(await page.locator('[data-item="line:legal_tax"]').getByText('1 problem').count()).toBe(1);

    await page.getByRole('button', { name: 'Check the change' }).click();
    await page.getByTestId('model-check-problems').getByRole('button', { name: 'Line legal_tax · formula · Character 39: expected ")" at 38' }).waitFor({ timeout: 30_000 });
    await page.getByTestId('model-check').getByText('The server found problems: nothing was published.').waitFor();
    await screenshot(page, 'model-problems-1440');
  });

  it('offers the model\'s names as a formula is typed: arrows choose, Enter takes one, Escape closes the list', async () => {
    const box = formula(page);
    await box.fill('');
    await box.pressSequentially('legal_tax_mo');
    const names = page.getByRole('listbox', { name: 'Names' });
    await names.getByRole('option', { name: /^legal_tax_monthly/ }).waitFor();
    expect(await box.getAttribute('aria-activedescendant')).toBe(await names.getByRole('option').first().getAttribute('id'));
    await box.press('Enter');
    expect(await box.inputValue()).toBe('legal_tax_monthly');
    expect(await names.count()).toBe(0);

    await box.pressSequentially(' + total_rev');
    await names.waitFor();
    await box.press('Escape');
    expect(await names.count()).toBe(0);
    await box.pressSequentially('e');
    await names.getByRole('option', { name: /^total_revenue/ }).waitFor();
    await box.press('ArrowDown');
    await box.press('ArrowUp');
    await box.press('Tab');
    expect(await box.inputValue()).toBe('legal_tax_monthly + total_revenue');
    await expect.poll(() => page.getByTestId('model-problem-count').textContent()).toBe('No problems');
  });

  it('has no axe-core violations with a detail, the names list and the preview open, in light and dark', async () => {
    await page.getByRole('button', { name: 'Check the change' }).click();
    await page.getByTestId('model-preview').waitFor({ timeout: 30_000 });
    await formula(page).pressSequentially(' + legal');
    await page.getByRole('listbox', { name: 'Names' }).waitFor();
    await expectNoViolations(page);
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
    await expectNoViolations(page);
    await screenshot(page, 'model-dark-1440');
    await page.getByRole('button', { name: 'Switch to light mode' }).click();
  });

  it('adds a driver once its range holds, names it in formulas, and removes what the draft added', async () => {
    await page.getByRole('button', { name: 'Add driver' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a driver' });
    await dialog.getByLabel('Id', { exact: true }).fill('insurance_monthly');
    await dialog.getByLabel('Name', { exact: true }).fill('Insurance premium');
    await dialog.getByLabel('Category').selectOption({ label: 'Cost Intelligence' });
    await dialog.getByLabel('Unit').fill('€/month');
    await dialog.getByLabel('Minimum').fill('0');
    await dialog.getByLabel('Maximum').fill('1,000');
    await dialog.getByLabel('Baseline value').fill('5,000');
    await dialog.getByRole('button', { name: 'Add driver' }).click();
    await dialog.getByRole('alert').getByText('min 0 ≤ baseline 5000 ≤ max 1000 does not hold').waitFor();
    await dialog.getByLabel('Maximum').fill('100,000');
    await dialog.getByRole('button', { name: 'Add driver' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await detailTitle(page).textContent()).toBe('Insurance premium');
    expect(await detail(page).locator('dd').allTextContents()).toEqual(expect.arrayContaining(['insurance_monthly', 'Cost Intelligence', '€/month', '0 to 100,000', '5,000']));

    await selectItem(page, 'insurance', 'line:insurance');
    await formula(page).fill('insurance_');
    await page.getByRole('listbox', { name: 'Names' }).getByRole('option', { name: /^insurance_monthly/ }).click();
    expect(await formula(page).inputValue()).toBe('insurance_monthly');
    await expect.poll(() => detail(page).getByTestId('model-reads').getByRole('button').allTextContents()).toEqual(['insurance_monthly']);

    await detail(page).getByRole('button', { name: 'Remove this item' }).click();
    expect(await page.locator('[data-item="line:insurance"]').count()).toBe(0);
    await selectItem(page, 'insurance_monthly', 'driver:insurance_monthly');
    await detail(page).getByRole('button', { name: 'Remove this item' }).click();
    expect(await page.locator('[data-item="driver:insurance_monthly"]').count()).toBe(0);
    // A part of the published model cannot be removed here.
    await selectItem(page, 'legal_tax', 'line:legal_tax');
    expect(await detail(page).getByRole('button', { name: 'Remove this item' }).count()).toBe(0);
  });

  it('shows a user the screen and the formulas, without the Check button (the server refuses the check anyway)', async () => {
    const other = await newPage(browser);
    try {
      await signIn(other.page, baseUrl, analyst.username, analyst.password);
      await other.page.getByTestId('active-scenario-name').waitFor();
      await openModel(other.page);
      await selectItem(other.page, 'legal_tax', 'line:legal_tax');
      expect(await formula(other.page).inputValue()).toBe('legal_tax_monthly + total_revenue * legal_tax_share_of_revenue / 100');
      expect(await other.page.getByRole('button', { name: 'Check the change' }).count()).toBe(0);
      expect(await other.page.getByRole('button', { name: 'Export JSON' }).count()).toBe(1);
    } finally {
      await other.context.close();
    }
  });

  it.each([
    { width: 390, height: 844, theme: 'light' }, { width: 390, height: 844, theme: 'dark' },
    { width: 1440, height: 900, theme: 'light' }, { width: 1440, height: 900, theme: 'dark' },
  ] as (Viewport & { theme: 'light' | 'dark' })[])('lays out at $width px in $theme mode: list and detail, no sideways scrolling', async ({ width, height, theme }) => {
    const other = await newPage(browser, { viewport: { width, height }, colorScheme: theme });
    try {
      await signIn(other.page, baseUrl, admin.username, admin.password);
      await other.page.getByTestId('active-scenario-name').waitFor();
      await openModel(other.page);
      await selectItem(other.page, 'ebitda', 'line:ebitda');
      await detailTitle(other.page).getByText('EBITDA').waitFor();
      expect(await other.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await screenshot(other.page, `model-${width}-${theme}`);
    } finally {
      await other.context.close();
    }
  });
});
