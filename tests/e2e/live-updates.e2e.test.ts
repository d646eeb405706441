import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, newPage, screenshot, signIn } from './browser.ts';
import { apiCall, apiLogin, createUser } from './api-client.ts';
import { seedDraft } from './drafts-on-device.ts';
import { startServerProcess, type ServerProcess } from './server-process.ts';
import { eventData } from '../../src/api/eventStream.ts';
import { exportProgressEvent } from '../../contract/exports.ts';

/**
 * Live updates and export progress in real Chromium against a server this file owns: a change
 * saved in one browser shows in another without a reload, drafts survive a save made elsewhere
 * and meet the conflict dialog, and the Export Center shows an export waiting behind others. The
 * server has one export thread, so "behind others" does not depend on the machine's cores.
 */
const admin = { username: 'admin', password: 'live-admin-password-1' };
const secondAdmin = { username: 'live-second-admin', password: 'live-second-admin-password' };
const planner = { username: 'live-planner', password: 'live-planner-password-1' };

interface ApiScenario { scenario_id: string; version: number; key_drivers: Record<string, number> }

async function openSignedIn(browser: Browser, baseUrl: string, account: { username: string; password: string }, pathname = '/'): Promise<{ page: Page; close: () => Promise<void> }> {
  const { context, page } = await newPage(browser);
  await signIn(page, baseUrl, account.username, account.password);
  await page.getByText(`Welcome, ${account.username}`).waitFor();
  if (pathname !== '/') await page.goto(`${baseUrl}${pathname}`);
  return { page, close: () => context.close() };
}

async function openSelector(page: Page) {
  await page.getByRole('button', { name: /^Scenario: / }).click();
  const popover = page.getByRole('dialog', { name: 'Scenarios' });
  await popover.waitFor();
  return popover;
}

async function waitForActive(page: Page, name: string): Promise<void> {
  await page.waitForFunction((expected) => document.querySelector('[data-testid="active-scenario-name"]')?.textContent === expected, name);
}

/** Whether the page was loaded again since this call: a change must arrive without that. */
async function watchForReload(page: Page): Promise<() => Promise<boolean>> {
  const origin = await page.evaluate(() => performance.timeOrigin);
  return async () => (await page.evaluate(() => performance.timeOrigin)) !== origin;
}

describe('live updates and export progress (own server process, real Chromium)', () => {
  let browser: Browser;
  let server: ServerProcess;
  let adminToken: string;

  beforeAll(async () => {
    server = await startServerProcess(admin, { env: { FAHRPLAN_EXPORT_THREADS: '1' } });
    browser = await launchChromium();
    adminToken = await apiLogin(server.baseUrl, admin.username, admin.password);
    await createUser(server.baseUrl, adminToken, { ...secondAdmin, role: 'admin' });
    await createUser(server.baseUrl, adminToken, { ...planner, role: 'user' });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
  });

  it('a scenario created, renamed and deleted in one browser shows in another user\'s selector without a reload', async () => {
    const creator = await openSignedIn(browser, server.baseUrl, admin);
    const watcher = await openSignedIn(browser, server.baseUrl, planner);
    const watcherReloaded = await watchForReload(watcher.page);
    const watched = await openSelector(watcher.page);

    const popover = await openSelector(creator.page);
    await popover.getByRole('button', { name: 'Create Scenario' }).click();
    const create = creator.page.getByRole('dialog', { name: 'Create New Scenario' });
    await create.getByLabel('Scenario Name').fill('Live Roll-out');
    await create.getByLabel('Description').fill('Made in another browser');
    await create.getByRole('button', { name: 'Create Scenario' }).click();
    await waitForActive(creator.page, 'Live Roll-out');
    await watched.getByRole('group', { name: 'Custom' }).getByText('Live Roll-out', { exact: true }).waitFor();

    const created = (await apiCall<{ scenarios: (ApiScenario & { scenario_name: string })[] }>(server.baseUrl, 'GET', '/scenarios', { token: adminToken })).body.scenarios
      .find((s) => s.scenario_name === 'Live Roll-out');
    if (!created) throw new Error('the scenario was not created');
    expect((await apiCall(server.baseUrl, 'PUT', `/scenarios/${created.scenario_id}`, {
      token: adminToken, body: { version: created.version, scenario_name: 'Live Roll-out (renamed)' },
    })).status).toBe(200);
    await watched.getByText('Live Roll-out (renamed)', { exact: true }).waitFor();
    await screenshot(watcher.page, 'live-updates-selector');

    await creator.page.keyboard.press('Escape');
    const again = await openSelector(creator.page);
    await again.getByRole('button', { name: 'Delete Live Roll-out (renamed)' }).click();
    await creator.page.getByRole('dialog', { name: 'Delete scenario' }).getByRole('button', { name: 'Delete' }).click();
    await watched.getByText('Live Roll-out (renamed)', { exact: true }).waitFor({ state: 'detached' });
    expect(await watcherReloaded()).toBe(false);
    await creator.close();
    await watcher.close();
  });

  it('a user an admin adds shows in another admin\'s user list without a reload', async () => {
    const adding = await openSignedIn(browser, server.baseUrl, admin, '/admin/users');
    const watching = await openSignedIn(browser, server.baseUrl, secondAdmin, '/admin/users');
    await watching.page.getByTestId(`user-row-${planner.username}`).waitFor();
    const watcherReloaded = await watchForReload(watching.page);

    await adding.page.getByRole('button', { name: 'Add User' }).click();
    await adding.page.getByLabel('Username').fill('live-newcomer');
    await adding.page.getByLabel('Full name').fill('Lena Live');
    await adding.page.getByRole('button', { name: 'Create User' }).click();
    await adding.page.getByRole('dialog', { name: 'Generated Password' }).waitFor();

    const row = watching.page.getByTestId('user-row-live-newcomer');
    await row.waitFor();
    expect(await row.textContent()).toContain('Lena Live');
    expect(await watcherReloaded()).toBe(false);
    await adding.close();
    await watching.close();
  });

  it('unsaved drafts survive a save made elsewhere: the header says so, and saving asks to apply them on top of theirs or take theirs', async () => {
    const token = await apiLogin(server.baseUrl, planner.username, planner.password);
    const me = (await apiCall<{ id: number }>(server.baseUrl, 'GET', '/auth/me', { token })).body;
    const simId = `sim-${me.id}`;
    const { page, close } = await openSignedIn(browser, server.baseUrl, planner);
    await page.getByRole('button', { name: /^Scenario: / }).click();
    await page.getByRole('dialog', { name: 'Scenarios' }).getByRole('button', { name: /^Simulation \(Editable\)/ }).click();
    await waitForActive(page, 'Simulation (Editable)');
    const sim = (await apiCall<ApiScenario>(server.baseUrl, 'GET', `/scenarios/${simId}`, { token })).body;
    await seedDraft(page, { userId: me.id, scenarioId: simId, drivers: { medical_client_growth_rate: 21 }, baseVersion: sim.version });
    await page.reload();
    const unsaved = page.getByRole('status', { name: 'Unsaved changes' });
    await unsaved.waitFor();
    const reloaded = await watchForReload(page);

    // Another device of the same user saves the scenario.
    expect((await apiCall(server.baseUrl, 'PUT', `/scenarios/${simId}`, {
      token, body: { key_drivers: { ...sim.key_drivers, medical_client_growth_rate: 31 }, version: sim.version },
    })).status).toBe(200);
    await page.getByTestId('changed-elsewhere').getByText(`now version ${sim.version + 1}`, { exact: false }).waitFor();
    expect(await unsaved.textContent()).toContain('Unsaved changes (1)');
    expect(await reloaded()).toBe(false);

    await unsaved.getByRole('button', { name: 'Save' }).click();
    const conflict = page.getByRole('dialog', { name: 'Someone saved this scenario first' });
    await conflict.waitFor();
    const theirs = await conflict.getByTestId('conflict-theirs').locator('tbody tr').filter({ hasText: 'Medical Client Growth Rate' }).locator('td').allTextContents();
    expect(theirs[1]).toBe('31.0%/year');
    const mine = await conflict.getByTestId('conflict-mine').locator('tbody tr').filter({ hasText: 'Medical Client Growth Rate' }).locator('td').allTextContents();
    expect(mine).toEqual([theirs[0], '21.0%/year']);
    await conflict.getByRole('button', { name: 'Apply my drafts on top of their version' }).click();
    await unsaved.waitFor({ state: 'detached' });
    expect((await apiCall<ApiScenario>(server.baseUrl, 'GET', `/scenarios/${simId}`, { token })).body.key_drivers.medical_client_growth_rate).toBe(21);
    await close();
  });

  it('the Export Center shows an export waiting behind others, then generating, then downloaded', async () => {
    // Two other users fill the one export thread and the queue before the click; their requests
    // stay open (an export whose requester leaves is taken out of the queue).
    const others: string[] = [];
    const otherStreams: AsyncGenerator<string>[] = [];
    for (const name of ['live-exporter-1', 'live-exporter-2']) {
      await createUser(server.baseUrl, adminToken, { username: name, password: `${name}-password`, role: 'user' });
      const token = await apiLogin(server.baseUrl, name, `${name}-password`);
      const me = (await apiCall<{ id: number }>(server.baseUrl, 'GET', '/auth/me', { token })).body;
      const response = await fetch(`${server.baseUrl}/api/export/jobs`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ scenario_id: 'baseline', user_id: me.id, export_type: 'detailed-report', export_format: 'pdf' }),
      });
      expect(response.status).toBe(200);
      const stream = eventData(response.body as ReadableStream<Uint8Array>);
      otherStreams.push(stream);
      const first = await stream.next();
      others.push(first.done ? 'ended' : exportProgressEvent.parse(JSON.parse(first.value)).state);
    }
    expect(others).toEqual(['running', 'queued']);

    const { page, close } = await openSignedIn(browser, server.baseUrl, planner, '/export');
    await page.getByRole('heading', { name: /Professional Export Center/ }).waitFor();
    // Every text the card's progress line shows, in order: 'Generating…' lasts only as long as the
    // Executive Summary takes (a fraction of a second on a warm thread), too short to poll for.
    await page.evaluate(() => {
      const shown: string[] = [];
      (window as unknown as { exportProgressShown: string[] }).exportProgressShown = shown;
      new MutationObserver(() => {
        const text = document.querySelector('[data-testid="export-progress"]')?.textContent;
        if (text && text !== shown.at(-1)) shown.push(text);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    const download = page.waitForEvent('download', { timeout: 180_000 });
    await page.getByRole('button', { name: 'Export PDF: Executive Summary' }).click();
    await page.getByRole('button', { name: 'Generating...' }).waitFor();
    const progress = page.getByTestId('export-progress');
    await progress.getByText(/^Waiting \([12] ahead\)…$/).waitFor();
    await screenshot(page, 'export-center-waiting');
    const file = await download;
    const shown = await page.evaluate(() => (window as unknown as { exportProgressShown: string[] }).exportProgressShown);
    expect(shown[0]).toBe('Waiting (2 ahead)…');
    expect(shown.at(-1)).toBe('Generating…');
    expect(shown.slice(1, -1).every((text) => text === 'Waiting (1 ahead)…')).toBe(true);
    expect(file.suggestedFilename()).toMatch(/^Fahrplan_Executive_Summary_.+_\d{8}\.pdf$/);
    await page.getByText(`${file.suggestedFilename()} downloaded successfully!`).waitFor();
    expect(await progress.count()).toBe(0);
    for (const stream of otherStreams) await stream.return(undefined);
    await close();
  }, 240_000);
});
