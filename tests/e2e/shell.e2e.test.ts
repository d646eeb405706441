import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, newPage, screenshot, signIn } from './browser.ts';
import { apiCall, apiLogin, createUser } from './api-client.ts';
import { startFileServer } from './file-server.ts';

const { baseUrl, admin } = await startFileServer();
const planner = { username: 'shell-planner', password: 'planner-password-1' };

const ADMIN_ONLY_ENTRIES = ['Users', 'Activity Log', 'Rides/TAM', 'DATEV Import'];
/** The power-user analyses an analyst (role user) opens read-only (issue 26). */
const ANALYSES = ['Risk Analysis', 'Sensitivity Analysis', 'Forecast Ranges', 'GTM', 'Enterprise Valuation'];
const EVERYONE_ENTRIES = ['Assumptions', 'Key Drivers', 'Budget vs Actual', 'Cockpit and KPIs', 'Rides/Wallet', 'Target Operating Model', 'Export'];

async function menuEntries(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  return (await nav.getByRole('link').allTextContents()).map((text) => text.trim());
}

async function waitForShell(page: Page, username: string): Promise<void> {
  await page.getByText(`Welcome, ${username}`).waitFor();
  await page.getByTestId('active-scenario-name').waitFor();
}

/** Screenshots look better once the cockpit shows its figures; the assertions never depend on it. */
async function settle(page: Page): Promise<void> {
  await page.locator('[data-testid^="okr-"]').first().waitFor({ timeout: 15_000 }).catch(() => undefined);
}

describe('app shell: sign-in, session, dark mode and role-aware navigation (real server, real Chromium)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
    const adminToken = await apiLogin(baseUrl, admin.username, admin.password);
    await createUser(baseUrl, adminToken, { ...planner, role: 'user' });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the specification message for a wrong password, and keeps dark mode across reloads', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${baseUrl}/`);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    await screenshot(page, 'shell-login-light');

    await signIn(page, baseUrl, admin.username, 'wrong-password');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe('Authentication ErrorInvalid credentials');

    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('true');
    await page.reload();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await screenshot(page, 'shell-login-dark');

    await page.getByRole('button', { name: 'Switch to light mode' }).click();
    await page.reload();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    await context.close();
  });

  it('follows the system colour scheme while no preference is stored', async () => {
    const { context, page } = await newPage(browser, { colorScheme: 'dark' });
    await page.goto(`${baseUrl}/`);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await context.close();
  });

  it('gives an admin every menu entry, real URLs with deep links and the back button, and a session that survives a reload', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, baseUrl, admin.username, admin.password);
    await waitForShell(page, admin.username);
    expect(page.url()).toBe(`${baseUrl}/cockpit`);
    const entries = await menuEntries(page);
    for (const label of [...EVERYONE_ENTRIES, ...ADMIN_ONLY_ENTRIES, ...ANALYSES]) expect(entries.some((e) => e.startsWith(label))).toBe(true);
    expect(entries.filter((e) => e.endsWith('BETA')).map((e) => e.replace('BETA', ''))).toEqual(['Export', 'GTM']);
    expect(entries.some((e) => e.startsWith('Data Input'))).toBe(false);
    // The period switch belongs to the forecast P&L only.
    expect(await page.getByRole('radiogroup', { name: 'Period' }).count()).toBe(0);
    await settle(page);
    await screenshot(page, 'shell-admin');

    await page.getByRole('link', { name: 'Risk Analysis' }).click();
    await page.waitForURL(`${baseUrl}/risks`);
    await page.getByRole('link', { name: /^P&L/ }).last().click();
    await page.waitForURL(`${baseUrl}/forecast-financial`);
    await page.getByRole('radio', { name: 'Quarterly' }).click();
    expect(await page.getByRole('radio', { name: 'Quarterly' }).getAttribute('aria-checked')).toBe('true');
    await page.goBack();
    await page.waitForURL(`${baseUrl}/risks`);
    expect(await page.getByRole('link', { name: 'Risk Analysis' }).getAttribute('aria-current')).toBe('page');

    await page.goto(`${baseUrl}/admin/users`);
    await waitForShell(page, admin.username);
    expect(await page.getByText('Not permitted').count()).toBe(0);

    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await page.reload();
    await waitForShell(page, admin.username);
    const width = await page.locator('aside.sidebar').evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBe(64);
    expect(await page.getByRole('link', { name: 'Users' }).getAttribute('title')).toBe('Users');
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    expect(await page.locator('aside.sidebar').evaluate((el) => el.getBoundingClientRect().width)).toBe(256);
    await context.close();
  });

  it('shows a user the analyses (read-only) but not the admin entries, and answers the admin URLs with a not-permitted page', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, baseUrl, planner.username, planner.password);
    await waitForShell(page, planner.username);
    const entries = await menuEntries(page);
    for (const label of [...EVERYONE_ENTRIES, ...ANALYSES]) expect(entries.some((e) => e.startsWith(label))).toBe(true);
    for (const label of ADMIN_ONLY_ENTRIES) expect(entries.some((e) => e.startsWith(label))).toBe(false);
    await settle(page);
    await screenshot(page, 'shell-user');

    for (const path of ['/admin/users', '/admin/activity', '/rides', '/actuals/datev']) {
      await page.goto(`${baseUrl}${path}`);
      await page.getByText('Not permitted').waitFor();
    }
    await screenshot(page, 'shell-user-not-permitted');
    const headings = { '/risks': 'Strategic Risk Assessment', '/sensitivity': 'Sensitivity Analysis', '/ranges': 'Forecast Ranges', '/gtm': 'Market Leadership Strategy Simulator', '/valuation': 'Rides/Wallet Analysis' };
    for (const [path, heading] of Object.entries(headings)) {
      await page.goto(`${baseUrl}${path}`);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      expect(await page.getByText('Not permitted').count(), path).toBe(0);
    }
    await context.close();
  });

  it('returns to the login when the token is revoked, and logout clears the stored session', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, baseUrl, planner.username, planner.password);
    await waitForShell(page, planner.username);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toBeTruthy();
    expect((await apiCall(baseUrl, 'POST', '/auth/logout', { token: token ?? '' })).status).toBe(200);
    await page.reload();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([null, null]);

    await signIn(page, baseUrl, planner.username, planner.password);
    await waitForShell(page, planner.username);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await context.close();
  });

  it('makes a user whose password an admin set choose a new one before anything else', async () => {
    const adminToken = await apiLogin(baseUrl, admin.username, admin.password);
    const newcomer = { username: 'shell-newcomer', password: 'handed-out-password-1' };
    await createUser(baseUrl, adminToken, { ...newcomer, role: 'user', forcePasswordChange: true });
    const { context, page } = await newPage(browser);
    await signIn(page, baseUrl, newcomer.username, newcomer.password);
    await page.getByRole('heading', { name: 'Set a new password' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);

    await page.getByLabel('Current password').fill(newcomer.password);
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByLabel('Repeat new password').fill('short');
    await page.getByRole('button', { name: 'Set password and continue' }).click();
    expect(await page.getByRole('alert').textContent()).toBe('The new password needs at least 12 characters.');

    await page.getByLabel('New password', { exact: true }).fill('my-own-password-2');
    await page.getByLabel('Repeat new password').fill('my-own-password-2');
    await page.getByRole('button', { name: 'Set password and continue' }).click();
    await waitForShell(page, newcomer.username);
    await page.reload();
    await waitForShell(page, newcomer.username);
    expect(await apiLogin(baseUrl, newcomer.username, 'my-own-password-2')).toBeTruthy();
    await context.close();
  });
});
