import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, newPage, RESULTS_DIR, screenshot, signIn } from './browser.ts';
import { apiLogin } from './api-client.ts';
import { startFileServer } from './file-server.ts';

/**
 * Part 2 §2 admin screens and the Export Center in real Chromium against the real server: add a
 * user and see the generated password once, sign in as that user and be made to choose a new
 * password, filter and page the activity log, download all three exports.
 */
const { baseUrl, admin } = await startFileServer();
const NEWCOMER = { username: 'newcomer', fullName: 'Nora Newcomer', email: 'nora@example.org', ownPassword: 'nora-own-password-1' };

async function openAs(browser: Browser, username: string, password: string, pathname: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const { context, page } = await newPage(browser);
  await signIn(page, baseUrl, username, password);
  await page.getByText(`Welcome, ${username}`).waitFor();
  await page.goto(`${baseUrl}${pathname}`);
  return { page, close: () => context.close() };
}

describe('user management, activity log and exports (real server, real Chromium)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('adds a user, shows the generated password masked until revealed, and that user must choose a new password', async () => {
    const { context, page } = await newPage(browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await signIn(page, baseUrl, admin.username, admin.password);
    await page.getByText(`Welcome, ${admin.username}`).waitFor();
    await page.goto(`${baseUrl}/admin/users`);
    await page.getByText('Manage system users and permissions').waitFor();
    await page.getByTestId(`user-row-${admin.username}`).waitFor();

    await page.getByRole('button', { name: 'Add User' }).click();
    await page.getByLabel('Username').fill(NEWCOMER.username);
    await page.getByLabel('Full name').fill(NEWCOMER.fullName);
    await page.getByLabel('Email').fill(NEWCOMER.email);
    expect(await page.getByLabel('Role').inputValue()).toBe('user');
    await page.getByRole('button', { name: 'Create User' }).click();

    const dialog = page.getByRole('dialog', { name: 'Generated Password' });
    await dialog.waitFor();
    const field = page.getByTestId('generated-password');
    expect(await field.getAttribute('type')).toBe('password');
    const password = await field.inputValue();
    expect(password).toMatch(/^[A-Za-z0-9!@#$%^&*]{12}$/);
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await field.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Copy Password' }).click();
    await page.getByText('Copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(password);
    await screenshot(page, 'admin-users-generated-password');
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.content()).not.toContain(password);

    const row = page.getByTestId(`user-row-${NEWCOMER.username}`);
    await row.waitFor();
    expect(await row.textContent()).toContain('Change required');
    expect(await row.textContent()).toContain(NEWCOMER.fullName);
    await screenshot(page, 'admin-users');
    await context.close();

    const second = await newPage(browser);
    await signIn(second.page, baseUrl, NEWCOMER.username, password);
    await second.page.getByText('Set a new password').waitFor();
    await second.page.getByLabel('Current password').fill(password);
    await second.page.getByLabel('New password', { exact: true }).fill(NEWCOMER.ownPassword);
    await second.page.getByLabel('Repeat new password').fill(NEWCOMER.ownPassword);
    await second.page.getByRole('button', { name: 'Set password and continue' }).click();
    await second.page.getByText(`Welcome, ${NEWCOMER.username}`).waitFor();
    await second.context.close();
  });

  it('asks before resetting a password: Cancel changes nothing, confirming shows the generated password once', async () => {
    const { page, close } = await openAs(browser, admin.username, admin.password, '/admin/users');
    const row = page.getByTestId(`user-row-${NEWCOMER.username}`);
    await row.waitFor();
    expect(await row.textContent()).toContain('Set by user');

    await page.getByRole('button', { name: `Reset password ${NEWCOMER.username}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Reset password' });
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain(`Are you sure you want to reset the password of ${NEWCOMER.username}?`);
    await screenshot(page, 'admin-users-confirm-reset');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await page.getByRole('dialog', { name: 'Generated Password' }).count()).toBe(0);
    // Cancel sent nothing: the newcomer still signs in with their own password.
    expect(await apiLogin(baseUrl, NEWCOMER.username, NEWCOMER.ownPassword)).toBeTruthy();
    expect(await row.textContent()).toContain('Set by user');

    await page.getByRole('button', { name: `Reset password ${NEWCOMER.username}` }).click();
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Reset password' }).click();
    const generated = page.getByRole('dialog', { name: 'Generated Password' });
    await generated.waitFor();
    const password = await page.getByTestId('generated-password').inputValue();
    await generated.getByRole('button', { name: 'Close' }).last().click();
    await page.waitForFunction((name) => document.querySelector(`[data-testid="user-row-${name}"]`)?.textContent?.includes('Change required'), NEWCOMER.username);
    expect(await apiLogin(baseUrl, NEWCOMER.username, password)).toBeTruthy();
    await close();
  });

  it('filters the activity log, goes back to page 1 on every filter change and pages with Previous/Next', async () => {
    // Enough rows for several pages of 20.
    for (let i = 0; i < 30; i += 1) await apiLogin(baseUrl, admin.username, admin.password);
    const { page, close } = await openAs(browser, admin.username, admin.password, '/admin/activity');
    await page.getByText('Monitor system activity and user actions').waitFor();
    const pageLabel = page.getByTestId('activity-page');
    await pageLabel.waitFor();
    expect(await pageLabel.textContent()).toMatch(/^Page 1 of \d+$/);
    const firstTimestamp = await page.locator('.activity-table time').first().textContent();
    expect(firstTimestamp).toMatch(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}:\d{2}$/);

    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText(/^Page 2 of \d+$/).waitFor();
    // The page label follows the click at once; the range follows the rows when they arrive.
    await page.getByTestId('activity-range').getByText(/^Showing 21–\d+ of \d+$/).waitFor();
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.getByText(/^Page 1 of \d+$/).waitFor();

    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText(/^Page 2 of \d+$/).waitFor();
    await page.getByLabel('Action').selectOption('login');
    await page.getByText(/^Page 1 of \d+$/).waitFor();
    await page.getByTestId('activity-range').getByText(/^Showing 1–\d+ of \d+$/).waitFor();
    await page.waitForFunction(() => {
      const actions = [...document.querySelectorAll('.activity-table tbody td:nth-child(2)')].map((cell) => cell.textContent);
      return actions.length > 0 && actions.every((action) => action === 'login');
    });

    await page.getByRole('combobox', { name: 'User', exact: true }).fill(NEWCOMER.username);
    await page.waitForFunction((name) => {
      const users = [...document.querySelectorAll('.activity-table tbody td:first-child')].map((cell) => cell.textContent);
      return users.length > 0 && users.every((user) => user === name);
    }, NEWCOMER.username);
    // The new user's few sign-ins fit on one page: no Previous/Next.
    expect(await page.getByRole('button', { name: 'Next' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Previous' }).count()).toBe(0);

    await page.getByRole('searchbox', { name: 'Search' }).fill('no-such-activity-anywhere');
    await page.getByText('No activities found').waitFor();
    expect(await page.getByText('No activities match your current filters.').isVisible()).toBe(true);
    await screenshot(page, 'activity-log-empty');

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByText(/^Page 1 of \d+$/).waitFor();
    expect(await page.getByLabel('Action').inputValue()).toBe('');
    await screenshot(page, 'activity-log');
    await close();
  });

  it('filters the activity log by German dates (dd.mm.yyyy), refusing other forms with a clear message', async () => {
    const { page, close } = await openAs(browser, admin.username, admin.password, '/admin/activity');
    const timestamps = page.locator('.activity-table time');
    await timestamps.first().waitFor();
    // The newest entry's Berlin day (the table shows "dd.mm.yyyy, hh:mm:ss").
    const newestDay = ((await timestamps.first().textContent()) ?? '').slice(0, 10);
    expect(newestDay).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    const [day, month, year] = newestDay.split('.').map(Number);
    const shifted = (days: number) => {
      const date = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, (day ?? 1) + days));
      return `${String(date.getUTCDate()).padStart(2, '0')}.${String(date.getUTCMonth() + 1).padStart(2, '0')}.${date.getUTCFullYear()}`;
    };
    const from = page.getByRole('textbox', { name: 'From', exact: true });
    const to = page.getByRole('textbox', { name: 'To', exact: true });
    expect(await from.getAttribute('placeholder')).toBe('dd.mm.yyyy');

    await from.fill(newestDay);
    await to.fill(newestDay);
    await page.waitForFunction((shown) => {
      const days = [...document.querySelectorAll('.activity-table time')].map((time) => time.textContent?.slice(0, 10));
      return !document.querySelector('[aria-busy="true"]') && days.length > 0 && days.every((d) => d === shown);
    }, newestDay);

    await from.fill('11/24/2026');
    await from.blur();
    const refusal = page.getByRole('alert').filter({ hasText: 'is not a date' });
    await refusal.waitFor();
    expect(await refusal.textContent()).toBe('"11/24/2026" is not a date: type it as dd.mm.yyyy, e.g. 24.11.2026.');
    expect(await from.getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'activity-log-date-refused');

    // Nothing happened after the newest entry, nor before the day of the test server's first entry.
    await from.fill(shifted(1));
    await page.getByText(`From must not be after To (${newestDay}).`).waitFor();
    await to.fill('');
    await page.getByText('No activities found').waitFor();
    await from.fill('');
    await timestamps.first().waitFor();
    await to.fill(shifted(-1));
    await page.getByText('No activities found').waitFor();

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await timestamps.first().waitFor();
    expect([await from.inputValue(), await to.inputValue()]).toEqual(['', '']);
    await close();
  });

  it('downloads the Executive Summary, the Detailed Report and the Excel model, one at a time', async () => {
    const { page, close } = await openAs(browser, admin.username, admin.password, '/export');
    await page.getByRole('heading', { name: /Professional Export Center/ }).waitFor();
    const scenarioName = (await page.getByTestId('export-scenario').textContent()) ?? '';
    expect(scenarioName.length).toBeGreaterThan(0);
    const namePart = scenarioName.trim().replace(/\s+/g, '_').replace(/[()]/g, '\\$&');
    const cards = [
      { button: 'Export PDF: Executive Summary', name: new RegExp(`^Fahrplan_Executive_Summary_${namePart}_\\d{8}\\.pdf$`), magic: '%PDF' },
      { button: 'Export PDF: Detailed Report', name: new RegExp(`^Fahrplan_Detailed_Report_${namePart}_\\d{8}\\.pdf$`), magic: '%PDF' },
      { button: 'Export Excel: Excel Financial Model', name: new RegExp(`^Fahrplan_Financial_Model_${namePart}_\\d{8}\\.xlsx$`), magic: 'PK' },
    ];
    fs.mkdirSync(RESULTS_DIR, { recursive: true });
    for (const card of cards) {
      const download = page.waitForEvent('download', { timeout: 120_000 });
      await page.getByRole('button', { name: card.button }).click();
      // While one export runs the clicked button reads Generating... and every export button waits.
      await page.getByRole('button', { name: 'Generating...' }).waitFor();
      expect(await page.locator('.export-card button:not([disabled])').count()).toBe(0);
      const file = await download;
      expect(file.suggestedFilename()).toMatch(card.name);
      const saved = path.join(RESULTS_DIR, file.suggestedFilename());
      await file.saveAs(saved);
      const bytes = fs.readFileSync(saved);
      expect(bytes.length).toBeGreaterThan(10_000);
      expect(bytes.subarray(0, card.magic.length).toString('latin1')).toBe(card.magic);
      await page.getByText(`${file.suggestedFilename()} downloaded successfully!`).waitFor();
      await page.locator('.export-card button:not([disabled])').nth(2).waitFor();
    }
    await screenshot(page, 'export-center');
    await close();
  }, 300_000);
});
