import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, newPage, screenshot, signIn } from './browser.ts';
import { apiCall, apiLogin } from './api-client.ts';
import { startServerProcess, type ServerProcess } from './server-process.ts';

/**
 * Offline-first against a server this file starts itself, so it can stop and restart it
 * mid-session.
 */
const admin = { username: 'admin', password: 'offline-admin-password-1' };
const DRIVER = 'Medical Client Growth Rate';

async function chooseScenario(page: Page, name: RegExp): Promise<void> {
  await page.getByRole('button', { name: /^Scenario: / }).click();
  await page.getByRole('dialog', { name: 'Scenarios' }).getByRole('button', { name }).click();
}

async function waitForActive(page: Page, name: string): Promise<void> {
  await page.waitForFunction((expected) => document.querySelector('[data-testid="active-scenario-name"]')?.textContent === expected, name);
}

async function revenue2030(page: Page): Promise<string> {
  return (await page.getByTestId('pnl-2030-revenue').getAttribute('title')) ?? '';
}

describe('offline-first: the server goes away mid-session and comes back (real server process, real Chromium)', () => {
  let browser: Browser;
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServerProcess(admin);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
  });

  it('keeps showing and computing numbers, keeps the edit as a draft, queues the save and syncs it when the server is back', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, server.baseUrl, admin.username, admin.password);
    await page.getByTestId('active-scenario-name').waitFor();
    await chooseScenario(page, /^Simulation \(Editable\)/);
    await waitForActive(page, 'Simulation (Editable)');
    await page.getByRole('link', { name: 'Key Drivers' }).click();
    const slider = page.getByRole('slider', { name: DRIVER });
    await slider.waitFor();
    await page.getByTestId('pnl-2030-revenue').waitFor();
    const before = await revenue2030(page);

    await server.stop();
    await slider.fill('18');
    await page.waitForFunction((old) => document.querySelector('[data-testid="pnl-2030-revenue"]')?.getAttribute('title') !== old, before);
    const offlineRevenue = await revenue2030(page);
    expect(offlineRevenue).not.toBe(before);
    expect(await page.getByTestId('value-medical_client_growth_rate').textContent()).toContain('18.0%/year');

    const unsaved = page.getByRole('status', { name: 'Unsaved changes' });
    expect(await unsaved.textContent()).toContain('Unsaved changes (1)');
    await unsaved.getByRole('button', { name: 'Save' }).click();
    const banner = page.getByTestId('backend-unavailable');
    await banner.waitFor();
    expect(await banner.textContent()).toContain('Backend server is unavailable.');
    await page.waitForFunction(() => document.querySelector('[data-testid="backend-unavailable"]')?.textContent?.includes('1 save waiting'));
    expect(await unsaved.textContent()).toContain('Waiting for the server to save');
    // Still a working planning tool: another scenario computes, and the draft is still there on return.
    await chooseScenario(page, /^High Case/);
    await waitForActive(page, 'High Case');
    await page.waitForFunction((old) => document.querySelector('[data-testid="pnl-2030-revenue"]')?.getAttribute('title') !== old, offlineRevenue);
    await chooseScenario(page, /^Simulation \(Editable\)/);
    await waitForActive(page, 'Simulation (Editable)');
    await page.waitForFunction((expected) => document.querySelector('[data-testid="pnl-2030-revenue"]')?.getAttribute('title') === expected, offlineRevenue);
    await screenshot(page, 'offline-banner');

    await server.restart();
    await banner.waitFor({ state: 'detached', timeout: 20_000 });
    await unsaved.waitFor({ state: 'detached', timeout: 20_000 });
    const token = await apiLogin(server.baseUrl, admin.username, admin.password);
    const me = (await apiCall<{ id: number }>(server.baseUrl, 'GET', '/auth/me', { token })).body;
    const sim = (await apiCall<{ key_drivers: Record<string, number> }>(server.baseUrl, 'GET', `/scenarios/sim-${me.id}`, { token })).body;
    expect(sim.key_drivers.medical_client_growth_rate).toBe(18);
    await page.reload();
    await page.getByTestId('pnl-2030-revenue').waitFor();
    expect(await revenue2030(page)).toBe(offlineRevenue);
    expect(await page.getByRole('status', { name: 'Unsaved changes' }).count()).toBe(0);
    await context.close();
  });

  it('reopens during an outage after a previous sign-in: app files from the service worker, data from this device', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, server.baseUrl, admin.username, admin.password);
    await page.getByTestId('active-scenario-name').waitFor();
    await chooseScenario(page, /^High Case/);
    await waitForActive(page, 'High Case');
    await page.getByRole('link', { name: 'Key Drivers' }).click();
    await page.getByTestId('pnl-2030-revenue').waitFor();
    const online = await revenue2030(page);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    await server.stop();
    await page.reload();
    await waitForActive(page, 'High Case');
    await page.getByTestId('backend-unavailable').waitFor();
    await page.waitForFunction((expected) => document.querySelector('[data-testid="pnl-2030-revenue"]')?.getAttribute('title') === expected, online);
    expect(await page.getByText(`Welcome, ${admin.username}`).isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Cockpit and KPIs' }).click();
    await page.waitForURL(`${server.baseUrl}/cockpit`);
    await page.getByText('EXECUTIVE COCKPIT').waitFor();
    await screenshot(page, 'offline-reopened');

    await server.restart();
    await page.getByTestId('backend-unavailable').waitFor({ state: 'detached', timeout: 20_000 });
    await context.close();
  });
});
