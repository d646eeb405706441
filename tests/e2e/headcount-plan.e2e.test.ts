import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, signIn } from './browser.ts';
import { apiCall, apiLogin, createUser } from './api-client.ts';
import { withPage } from './key-drivers-page.ts';
import { startFileServer } from './file-server.ts';
import type { HeadcountAnswer } from '../../contract/headcount.ts';
import type { Scenario } from '../../contract/scenarios.ts';
import type { Position } from '../../engine/headcount/plan.ts';

/**
 * A scenario that saved its own headcount plan computes with it in the browser as on the server
 * (issue 28): the forecast P&L shows the employees the server computes, a driver the plan
 * supersedes says so on Key Drivers, and dropping the plan elsewhere moves the screen back.
 */

const { baseUrl, admin } = await startFileServer();
const planner = { username: 'hc-planner', password: 'hc-planner-password-1' };
const accountExecutive: Position = {
  role: 'Account Executive', department: 'sales', count: 1, start_month: '2027-03', end_month: null,
  annual_salary: 45_300, raise_pct: null, raise_month: 1, variable_pct: 30, recruiting_cost: 6_000,
};
/** Ten months of the hire in 2027 with contributions, plus recruiting (the engine's arithmetic, docs/model.md). */
const HIRE_COST_2027 = 69_739.89;

/** The server's 2027 employees of a scenario (every annual line of GET /api/financial-data/aggregated). */
async function serverEmployees2027(token: string, scenarioId: string): Promise<number> {
  const answer = await apiCall<{ years: Record<string, { employees: number }> }>(baseUrl, 'GET', `/financial-data/aggregated?scenario=${scenarioId}`, { token });
  expect(answer.status).toBe(200);
  return answer.body.years['2027']?.employees ?? NaN;
}

const employees2027 = (page: Page) => page.locator('.pnl-grid [row-id="employees"] [col-id="p:1"]');

/** The 2027 employees the forecast P&L shows, in whole euros, from the cell's explanation ("€2,537,764"). */
async function shownEmployees2027(page: Page): Promise<number> {
  await employees2027(page).click();
  const panel = page.getByRole('dialog', { name: 'How this figure is calculated' });
  await panel.getByRole('heading', { name: 'Employees · 2027' }).waitFor();
  const text = (await panel.getByTestId('explain-value').textContent()) ?? '';
  await page.keyboard.press('Escape');
  await panel.waitFor({ state: 'detached' });
  expect(text).toMatch(/^€\d{1,3}(,\d{3})+$/);
  return Number(text.replace(/[€,]/g, ''));
}

describe('a saved headcount plan in the browser (real server, real worker, real Chromium)', () => {
  let browser: Browser;
  let token: string;
  beforeAll(async () => {
    browser = await launchChromium();
    await createUser(baseUrl, await apiLogin(baseUrl, admin.username, admin.password), { ...planner, role: 'user' });
    token = await apiLogin(baseUrl, planner.username, planner.password);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the employees the server computes with the plan, marks the drivers it supersedes, and follows a reset made elsewhere', async () => {
    const created = await apiCall<Scenario>(baseUrl, 'POST', '/scenarios', { token, body: { scenario_name: 'One more Account Executive', description: 'The generated plan and one more sales hire in March 2027', key_drivers: {} } });
    expect(created.status).toBe(201);
    const id = created.body.scenario_id;
    const generated = await apiCall<HeadcountAnswer>(baseUrl, 'GET', `/scenarios/${id}/headcount`, { token });
    expect(generated.body.generated).toBe(true);
    const saved = await apiCall<HeadcountAnswer>(baseUrl, 'PUT', `/scenarios/${id}/headcount`, {
      token, body: { positions: [...generated.body.positions, accountExecutive], version: generated.body.version },
    });
    expect(saved.status).toBe(200);
    expect((await apiCall(baseUrl, 'POST', `/scenarios/${id}/activate`, { token })).status).toBe(200);
    const serverWithPlan = await serverEmployees2027(token, id);

    await withPage(browser, async (page) => {
      await signIn(page, baseUrl, planner.username, planner.password);
      await page.getByTestId('active-scenario-name').waitFor();
      await page.goto(`${baseUrl}/forecast-financial`);
      await page.getByRole('radio', { name: 'Yearly' }).click();
      await page.locator('.pnl-grid .ag-header-cell-text', { hasText: /^2027$/ }).waitFor();
      const withPlan = await shownEmployees2027(page);
      expect(withPlan).toBe(Math.round(serverWithPlan));

      await page.goto(`${baseUrl}/key-drivers?driver=fte_plan_2027`);
      await page.getByTestId('set-by-plan-fte_plan_2027').getByText('Set by the headcount plan').waitFor();
      expect(await page.locator('#driver-fte_plan_2027').isDisabled()).toBe(true);
      expect(await page.getByTestId('set-by-plan-hiring_delay_months').count()).toBe(0);

      // Another browser drops the plan: the live update brings the generated plan back to this screen.
      await page.goto(`${baseUrl}/forecast-financial`);
      await page.getByRole('radio', { name: 'Yearly' }).click();
      await employees2027(page).waitFor();
      const before = (await employees2027(page).textContent()) ?? '';
      const dropped = await apiCall(baseUrl, 'DELETE', `/scenarios/${id}/headcount?version=${saved.body.version}`, { token });
      expect(dropped.status).toBe(200);
      await page.waitForFunction((old) => {
        const text = document.querySelector('.pnl-grid [row-id="employees"] [col-id="p:1"]')?.textContent;
        return Boolean(text) && text !== old;
      }, before);
      const withoutPlan = await shownEmployees2027(page);
      expect(withoutPlan).toBe(Math.round(await serverEmployees2027(token, id)));
      expect(Math.abs(withPlan - withoutPlan - HIRE_COST_2027)).toBeLessThanOrEqual(1);
    });
  }, 240_000);
});
