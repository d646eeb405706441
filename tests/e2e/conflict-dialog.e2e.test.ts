import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium, newPage, screenshot, signIn } from './browser.ts';
import { apiCall, apiLogin, createUser } from './api-client.ts';
import { seedDraft } from './drafts-on-device.ts';
import { startFileServer } from './file-server.ts';

const { baseUrl, admin } = await startFileServer();
const planner = { username: 'conflict-planner', password: 'conflict-planner-password-1' };

interface ApiScenario { scenario_id: string; version: number; key_drivers: Record<string, number> }

/**
 * Issue 26: an admin saves Sales Team Size 7 → 9 while a planner holds a Logo Churn Rate draft.
 * The dialog shows both sides with numbers, who saved, and the clash; "Apply my drafts on top of
 * their version" keeps their change and saves mine over it.
 */
describe('the conflict dialog tells both sides (real server, real Chromium)', () => {
  let browser: Browser;
  let adminToken: string;
  let token: string;
  beforeAll(async () => {
    browser = await launchChromium();
    adminToken = await apiLogin(baseUrl, admin.username, admin.password);
    await createUser(baseUrl, adminToken, { ...planner, role: 'user' });
    token = await apiLogin(baseUrl, planner.username, planner.password);
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const look of [{ width: 1440, height: 900, colorScheme: 'light' as const }, { width: 390, height: 844, colorScheme: 'dark' as const }]) {
    it(`lists their change and my drafts with numbers and applies mine on top of theirs (${look.width} px, ${look.colorScheme})`, async () => {
      const created = await apiCall<ApiScenario>(baseUrl, 'POST', '/scenarios', {
        token, body: { scenario_name: `Shared plan ${look.width}`, description: 'Two editors', key_drivers: { sales_team_size: 7, logo_churn_rate: 3.2 } },
      });
      expect(created.status).toBe(201);
      const id = created.body.scenario_id;
      expect((await apiCall(baseUrl, 'POST', `/scenarios/${id}/activate`, { token })).status).toBe(200);
      const me = (await apiCall<{ id: number }>(baseUrl, 'GET', '/auth/me', { token })).body;

      const { context, page } = await newPage(browser, { viewport: { width: look.width, height: look.height }, colorScheme: look.colorScheme });
      await signIn(page, baseUrl, planner.username, planner.password);
      await page.getByTestId('active-scenario-name').waitFor();
      await seedDraft(page, { userId: me.id, scenarioId: id, drivers: { logo_churn_rate: 5.2, sales_team_size: 8 }, baseVersion: 1 });
      await page.reload();
      const unsaved = page.getByRole('status', { name: 'Unsaved changes' });
      await unsaved.waitFor();
      // The admin saves while the drafts are open on this page.
      const theirs = await apiCall<ApiScenario>(baseUrl, 'PUT', `/scenarios/${id}`, {
        token: adminToken, body: { key_drivers: { sales_team_size: 9, logo_churn_rate: 3.2, medical_client_growth_rate: 20 }, version: 1 },
      });
      expect(theirs.status).toBe(200);
      await unsaved.getByRole('button', { name: 'Save' }).click();

      const conflict = page.getByRole('dialog', { name: 'Someone saved this scenario first' });
      await conflict.waitFor();
      expect(await conflict.textContent()).toContain('was saved by admin on');
      const rowOf = (table: string, driver: string) => conflict.getByTestId(table).locator('tbody tr').filter({ hasText: driver });
      expect(await conflict.getByTestId('conflict-theirs').textContent()).toMatch(/Version 2 · saved by admin, \d\d\.\d\d\.2026/);
      expect(await rowOf('conflict-theirs', 'Sales Team Size').locator('td').allTextContents()).toEqual(['7 reps', '9 reps']);
      expect(await rowOf('conflict-theirs', 'Sales Team Size').locator('th').textContent()).toContain('Both changed');
      expect((await rowOf('conflict-theirs', 'Medical Client Growth Rate').locator('td').allTextContents()).slice(1, 2)).toEqual(['20.0%/year']);
      expect(await rowOf('conflict-mine', 'Logo Churn Rate').locator('td').allTextContents()).toEqual(['3.2%/year', '5.2%/year']);
      expect(await rowOf('conflict-mine', 'Sales Team Size').locator('td').allTextContents()).toEqual(['7 reps', '8 reps']);
      await screenshot(page, `conflict-dialog-${look.width}-${look.colorScheme}`);

      await conflict.getByRole('button', { name: 'Apply my drafts on top of their version' }).click();
      await unsaved.waitFor({ state: 'detached' });
      const saved = (await apiCall<ApiScenario>(baseUrl, 'GET', `/scenarios/${id}`, { token })).body;
      expect(saved.version).toBe(3);
      expect(saved.key_drivers).toEqual({ sales_team_size: 8, logo_churn_rate: 5.2, medical_client_growth_rate: 20 });
      await context.close();
    });
  }
});
