import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium, newPage, screenshot, signIn } from './browser.ts';
import { apiCall, apiLogin } from './api-client.ts';
import { seedDraft } from './drafts-on-device.ts';
import { startFileServer } from './file-server.ts';

const { baseUrl, admin } = await startFileServer();
const SCENARIO = 'Audit Trail Case';

interface ApiScenario { scenario_id: string; version: number }

/**
 * Issue 26: a save carries a comment typed beside Save; the History shows it and the change old →
 * new with the catalog's value where the scenario set none (never "default"); the Activity Log
 * names the scenario and says what changed, in words.
 */
describe('History and audit trail in words (real server, real Chromium)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const look of [{ width: 1440, height: 900, colorScheme: 'light' as const }, { width: 390, height: 844, colorScheme: 'dark' as const }]) {
    it(`saves with a comment and shows it with old → new values in the History and the Activity Log (${look.width} px, ${look.colorScheme})`, async () => {
      const token = await apiLogin(baseUrl, admin.username, admin.password);
      const name = `${SCENARIO} ${look.width}`;
      const created = await apiCall<ApiScenario>(baseUrl, 'POST', '/scenarios', { token, body: { scenario_name: name, description: 'Comments on saves', key_drivers: { sales_team_size: 7 } } });
      expect(created.status).toBe(201);
      const id = created.body.scenario_id;
      expect((await apiCall(baseUrl, 'POST', `/scenarios/${id}/activate`, { token })).status).toBe(200);
      const me = (await apiCall<{ id: number }>(baseUrl, 'GET', '/auth/me', { token })).body;

      const { context, page } = await newPage(browser, { viewport: { width: look.width, height: look.height }, colorScheme: look.colorScheme });
      await signIn(page, baseUrl, admin.username, admin.password);
      await page.getByTestId('active-scenario-name').waitFor();
      await seedDraft(page, { userId: me.id, scenarioId: id, drivers: { sales_team_size: 9, logo_churn_rate: 5.2 }, baseVersion: 1 });
      await page.reload();
      const unsaved = page.getByRole('status', { name: 'Unsaved changes' });
      await unsaved.waitFor();
      await unsaved.getByLabel('Comment for this save (optional)').fill('Hiring approved by the board');
      await screenshot(page, `save-comment-${look.width}-${look.colorScheme}`);
      await unsaved.getByRole('button', { name: 'Save' }).click();
      await unsaved.waitFor({ state: 'detached' });

      await page.getByRole('button', { name: /^Scenario: / }).click();
      const popover = page.getByRole('dialog', { name: 'Scenarios' });
      await popover.getByRole('button', { name: `History of ${name}` }).click();
      const history = page.getByRole('dialog', { name: `History: ${name}` });
      const second = history.locator('.version-item[data-version="2"]');
      await second.waitFor();
      expect(await second.locator('.version-comment').textContent()).toBe('Hiring approved by the board');
      expect(await second.getByTestId('version-changes').locator('li').allTextContents()).toEqual([
        'Sales Team Size: 7 reps → 9 reps', 'Logo Churn Rate: 3.2%/year → 5.2%/year',
      ]);
      await screenshot(page, `history-old-new-${look.width}-${look.colorScheme}`);
      await page.keyboard.press('Escape');
      await history.waitFor({ state: 'detached' });

      await page.goto(`${baseUrl}/admin/activity`);
      const row = page.locator('.activity-table tbody tr').filter({ hasText: 'Hiring approved by the board' }).filter({ hasText: name });
      await row.waitFor();
      expect(await row.locator('.activity-resource-name').textContent()).toBe(name);
      expect(await row.locator('.activity-details').textContent())
        .toBe('Sales Team Size 7 reps → 9 reps, Logo Churn Rate 3.2%/year → 5.2%/year (version 2). Comment: Hiring approved by the board');
      await screenshot(page, `activity-words-${look.width}-${look.colorScheme}`);
      await context.close();
    });
  }
});
