import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, newPage, screenshot, signIn } from './browser.ts';
import { apiCall, apiLogin } from './api-client.ts';
import { startFileServer } from './file-server.ts';
import { setSlider } from './key-drivers-page.ts';

const { baseUrl, admin } = await startFileServer();

/** What has focus: tag, id, role and text, enough to tell a heading from a link or a slider. */
function focused(page: Page): Promise<{ tag: string; id: string; type: string; text: string; role: string | null }> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return {
      tag: element?.tagName.toLowerCase() ?? '',
      id: element?.id ?? '',
      type: element?.getAttribute('type') ?? '',
      text: element?.textContent?.trim().replace(/\s+/g, ' ') ?? '',
      role: element?.getAttribute('role') ?? null,
    };
  });
}

async function chooseByKeyboard(page: Page, entry: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: entry }).focus();
  await page.keyboard.press('Enter');
}

describe('keyboard: focus after navigation and after Save (real server, real Chromium)', () => {
  let browser: Browser;
  let token: string;
  beforeAll(async () => {
    browser = await launchChromium();
    token = await apiLogin(baseUrl, admin.username, admin.password);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('moves focus to the chosen page\'s heading, and from the menu to the first slider in at most 3 Tab presses', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, baseUrl, admin.username, admin.password);
    await page.getByTestId('active-scenario-name').waitFor();

    for (const [entry, heading] of [['Budget vs Actual', 'Budget vs Actual'], ['Cockpit and KPIs', 'Executive Cockpit']] as const) {
      await chooseByKeyboard(page, entry);
      await page.waitForFunction((text) => document.activeElement?.tagName === 'H1' && document.activeElement.textContent?.toLowerCase().startsWith(text.toLowerCase()), heading);
    }

    await chooseByKeyboard(page, 'Key Drivers');
    await page.locator('input[type="range"]').first().waitFor({ timeout: 60_000 });
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    expect((await focused(page)).text).toMatch(/^Key Performance Dashboard/i);
    let presses = 0;
    while (presses < 3 && (await focused(page)).type !== 'range') {
      await page.keyboard.press('Tab');
      presses += 1;
      if ((await focused(page)).text === 'Skip to the drivers') {
        await screenshot(page, 'keyboard-skip-to-drivers');
        await page.keyboard.press('Enter');
      }
    }
    const landed = await focused(page);
    expect(landed.type).toBe('range');
    expect(landed.id).toBe(await page.locator('input[type="range"]').first().getAttribute('id'));
    expect(presses).toBeLessThanOrEqual(3);
    await context.close();
  });

  it('moves focus to the heading at 390 px too, where the menu is a drawer', async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 390, height: 844 } });
    await signIn(page, baseUrl, admin.username, admin.password);
    await page.getByTestId('active-scenario-name').waitFor();
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await chooseByKeyboard(page, 'Budget vs Actual');
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1' && document.activeElement.textContent?.startsWith('Budget vs Actual'));
    await context.close();
  });

  it('lands focus on the save confirmation after a keyboard Save, not on the page body', async () => {
    const created = await apiCall<{ scenario_id: string }>(baseUrl, 'POST', '/scenarios', {
      token, body: { scenario_name: 'Keyboard save', description: 'Saved by keyboard', key_drivers: {} },
    });
    expect(created.status).toBe(201);
    expect((await apiCall(baseUrl, 'POST', `/scenarios/${created.body.scenario_id}/activate`, { token })).status).toBe(200);
    const { context, page } = await newPage(browser);
    await signIn(page, baseUrl, admin.username, admin.password);
    await page.getByTestId('active-scenario-name').getByText('Keyboard save').waitFor();
    await page.goto(`${baseUrl}/key-drivers`);
    const slider = page.locator('input[type="range"]').first();
    await slider.waitFor({ timeout: 60_000 });
    const id = (await slider.getAttribute('id'))?.replace(/^driver-/, '') ?? '';
    const max = Number(await slider.getAttribute('max'));
    await setSlider(page, id, max);
    const unsaved = page.getByRole('status', { name: 'Unsaved changes' });
    await unsaved.getByRole('button', { name: 'Save' }).focus();
    await page.keyboard.press('Enter');
    await unsaved.waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.activeElement?.textContent?.startsWith('Saved Keyboard save as version'));
    const landed = await focused(page);
    expect(landed.role).toBe('status');
    expect(landed.text).toBe('Saved Keyboard save as version 2.');
    await screenshot(page, 'keyboard-save-confirmation');
    await context.close();
  });
});
