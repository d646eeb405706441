import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, newPage, screenshot, signIn } from './browser.ts';
import { apiCall, apiLogin, createUser } from './api-client.ts';
import { seedDraft, waitForNoStoredDraft } from './drafts-on-device.ts';
import { startFileServer } from './file-server.ts';
import { numberFormatter } from '../../engine/format/number.ts';

const { baseUrl, admin } = await startFileServer();
const planner = { username: 'scenario-planner', password: 'scenario-planner-password-1' };

interface ApiScenario { scenario_id: string; scenario_name: string; version: number; is_active: boolean; key_drivers: Record<string, number> }

async function openSelector(page: Page) {
  await page.getByRole('button', { name: /^Scenario: / }).click();
  const popover = page.getByRole('dialog', { name: 'Scenarios' });
  await popover.waitFor();
  return popover;
}

async function waitForActive(page: Page, name: string): Promise<void> {
  await page.waitForFunction((expected) => document.querySelector('[data-testid="active-scenario-name"]')?.textContent === expected, name);
}

describe('scenarios: selector, create, compare, delete and the 409 choice (real server, real Chromium)', () => {
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

  it('groups the scenarios, tags Baseline, and creates, compares and deletes a scenario', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, baseUrl, planner.username, planner.password);
    await page.getByTestId('active-scenario-name').waitFor();

    const popover = await openSelector(page);
    const groups = await popover.getByRole('group').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-label')));
    expect(groups).toEqual(['Simulation (Editable)', 'Scenarios']);
    const builtIns = popover.getByRole('group', { name: 'Scenarios' });
    expect((await builtIns.locator('.scenario-entry-name').allTextContents())).toEqual(['BaselineBaseline', 'Low Case', 'High Case']);
    expect(await popover.getByRole('group', { name: 'Simulation (Editable)' }).getByRole('button').first().textContent()).toContain('Simulation (Editable)');

    await popover.getByRole('button', { name: 'Create Scenario' }).click();
    const create = page.getByRole('dialog', { name: 'Create New Scenario' });
    await create.waitFor();
    const submit = create.getByRole('button', { name: 'Create Scenario' });
    expect(await submit.isDisabled()).toBe(true);
    await create.getByLabel('Scenario Name').fill('   ');
    await create.getByLabel('Description').fill('Faster hospital roll-out');
    expect(await submit.isDisabled()).toBe(true);
    await create.getByLabel('Scenario Name').fill('Aggressive Roll-out');
    expect(await submit.isDisabled()).toBe(false);
    // The app activates the new scenario on screen at once and tells the server afterwards.
    const activated = page.waitForResponse((response) => response.request().method() === 'POST' && /\/api\/scenarios\/[^/]+\/activate$/.test(new URL(response.url()).pathname));
    await submit.click();
    await waitForActive(page, 'Aggressive Roll-out');
    expect((await activated).status()).toBe(200);
    const created = (await apiCall<{ scenarios: ApiScenario[] }>(baseUrl, 'GET', '/scenarios', { token })).body.scenarios
      .find((s) => s.scenario_name === 'Aggressive Roll-out');
    expect(created?.is_active).toBe(true);

    const again = await openSelector(page);
    const custom = again.getByRole('group', { name: 'Custom' });
    expect(await custom.textContent()).toContain(`by ${planner.username}`);
    await again.getByRole('button', { name: 'Compare Scenarios' }).click();
    const compare = page.getByRole('dialog', { name: 'Compare Scenarios' });
    await compare.waitFor();
    await compare.getByLabel('First Scenario').selectOption({ label: 'Baseline' });
    await compare.getByLabel('Second Scenario').selectOption({ label: 'Baseline' });
    await compare.getByRole('button', { name: 'Compare Scenarios' }).click();
    expect(await compare.getByRole('status').textContent()).toBe('Please select two different scenarios to compare');

    await compare.getByLabel('Second Scenario').selectOption({ label: 'High Case' });
    await compare.getByRole('button', { name: 'Compare Scenarios' }).click();
    const result = compare.getByRole('region', { name: '2030 Financial Projections Comparison' });
    await result.waitFor();
    const rows = await result.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent)));
    expect(rows.map((r) => r[0])).toEqual(['Total Revenue', 'EBITDA', 'Total Clients', 'Total Rides']);
    // Exact euros without decimals in the user's number format, English in an English browser: "€50,012,345".
    expect(rows[0]?.[1]).toMatch(/^−?€\d{1,3}(,\d{3})*$/);
    expect(rows[0]?.[2]).toMatch(/^−?€\d{1,3}(,\d{3})*$/);
    const answer = (await apiCall<{ scenario1: { forecast_years: Record<string, { total_revenue: number }> }; scenario2: { forecast_years: Record<string, { total_revenue: number }> } }>(
      baseUrl, 'GET', '/scenarios/compare/baseline/high_case', { token })).body;
    const euros = (value: number) => numberFormatter('en').formatEuroExact(value);
    expect(rows[0]?.[1]).toBe(euros(answer.scenario1.forecast_years['2030']!.total_revenue));
    expect(rows[0]?.[2]).toBe(euros(answer.scenario2.forecast_years['2030']!.total_revenue));
    expect(rows[0]?.[3]).toBe(`+${euros(answer.scenario2.forecast_years['2030']!.total_revenue - answer.scenario1.forecast_years['2030']!.total_revenue)}`);
    const drivers = compare.getByRole('region', { name: 'Key Driver Differences' });
    expect(await drivers.locator('tbody tr').count()).toBeGreaterThan(0);
    await compare.getByRole('img', { name: /Total Revenue per year 2026-2030/ }).locator('svg').waitFor();
    await screenshot(page, 'scenarios-compare');
    await compare.getByRole('button', { name: 'Close' }).click();

    const last = await openSelector(page);
    await last.getByRole('button', { name: 'Delete Aggressive Roll-out' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete scenario' });
    expect(await confirm.textContent()).toContain('Baseline becomes active');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await waitForActive(page, 'Baseline');
    const list = (await apiCall<{ scenarios: ApiScenario[] }>(baseUrl, 'GET', '/scenarios', { token })).body.scenarios;
    expect(list.some((s) => s.scenario_name === 'Aggressive Roll-out')).toBe(false);
    expect(list.find((s) => s.is_active)?.scenario_id).toBe('baseline');
    await context.close();
  });

  it('offers "apply my drafts on top" and "take theirs" when someone saved the scenario first, and never drops either silently', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, baseUrl, planner.username, planner.password);
    await page.getByTestId('active-scenario-name').waitFor();
    const choose = await openSelector(page);
    await choose.getByRole('button', { name: /^Simulation \(Editable\)/ }).click();
    await waitForActive(page, 'Simulation (Editable)');
    const me = (await apiCall<{ id: number }>(baseUrl, 'GET', '/auth/me', { token })).body;
    const simId = `sim-${me.id}`;
    const read = async () => (await apiCall<ApiScenario>(baseUrl, 'GET', `/scenarios/${simId}`, { token })).body;

    // Round 1: my draft 20 against their save of 30 → apply mine on top of theirs.
    let sim = await read();
    await seedDraft(page, { userId: me.id, scenarioId: simId, drivers: { medical_client_growth_rate: 20 }, baseVersion: sim.version });
    expect((await apiCall(baseUrl, 'PUT', `/scenarios/${simId}`, { token, body: { key_drivers: { ...sim.key_drivers, medical_client_growth_rate: 30 }, version: sim.version } })).status).toBe(200);
    await page.reload();
    const unsaved = page.getByRole('status', { name: 'Unsaved changes' });
    await unsaved.waitFor();
    expect(await unsaved.textContent()).toContain('Unsaved changes (1)');
    await unsaved.getByRole('button', { name: 'Save' }).click();
    const conflict = page.getByRole('dialog', { name: 'Someone saved this scenario first' });
    await conflict.waitFor();
    const theirRow = await conflict.getByTestId('conflict-theirs').locator('tbody tr').filter({ hasText: 'Medical Client Growth Rate' }).locator('td').allTextContents();
    expect(theirRow[1]).toBe('30.0%/year');
    const myRow = await conflict.getByTestId('conflict-mine').locator('tbody tr').filter({ hasText: 'Medical Client Growth Rate' }).locator('td').allTextContents();
    expect(myRow).toEqual([theirRow[0], '20.0%/year']);
    await screenshot(page, 'scenarios-conflict');
    await conflict.getByRole('button', { name: 'Apply my drafts on top of their version' }).click();
    await unsaved.waitFor({ state: 'detached' });
    sim = await read();
    expect(sim.key_drivers.medical_client_growth_rate).toBe(20);

    // Round 2: my draft 25 against their save of 35 → take theirs.
    await waitForNoStoredDraft(page, { userId: me.id, scenarioId: simId });
    await seedDraft(page, { userId: me.id, scenarioId: simId, drivers: { medical_client_growth_rate: 25 }, baseVersion: sim.version });
    expect((await apiCall(baseUrl, 'PUT', `/scenarios/${simId}`, { token, body: { key_drivers: { ...sim.key_drivers, medical_client_growth_rate: 35 }, version: sim.version } })).status).toBe(200);
    await page.reload();
    await unsaved.waitFor();
    await unsaved.getByRole('button', { name: 'Save' }).click();
    await conflict.waitFor();
    await conflict.getByRole('button', { name: 'Take theirs (discard my drafts)' }).click();
    await unsaved.waitFor({ state: 'detached' });
    expect((await read()).key_drivers.medical_client_growth_rate).toBe(35);
    // The draft is gone from this device too: a reload shows no unsaved changes.
    await waitForNoStoredDraft(page, { userId: me.id, scenarioId: simId });
    await page.reload();
    await waitForActive(page, 'Simulation (Editable)');
    expect(await page.getByRole('status', { name: 'Unsaved changes' }).count()).toBe(0);
    await context.close();
  });

  it('refuses a name the list already has as it is typed, and keeps what was typed when the server finds the name taken meanwhile', async () => {
    const adminToken = await apiLogin(baseUrl, admin.username, admin.password);
    const make = async (name: string, asToken: string) => {
      const answer = await apiCall<ApiScenario>(baseUrl, 'POST', '/scenarios', { token: asToken, body: { scenario_name: name, description: 'e2e', key_drivers: {} } });
      expect(answer.status).toBe(201);
      return { id: answer.body.scenario_id, token: asToken };
    };
    const made = [await make('Audit Push', token)];
    const { context, page } = await newPage(browser);
    await signIn(page, baseUrl, planner.username, planner.password);
    await page.getByTestId('active-scenario-name').waitFor();
    const popover = await openSelector(page);
    await popover.getByRole('button', { name: 'Create Scenario' }).click();
    const create = page.getByRole('dialog', { name: 'Create New Scenario' });
    const name = create.getByRole('textbox', { name: 'Scenario Name', exact: true });
    const submit = create.getByRole('button', { name: 'Create Scenario' });
    await create.getByLabel('Description').fill('A second audit push');

    await name.fill(' audit PUSH ');
    const taken = create.getByRole('alert').filter({ hasText: 'already exists' });
    await taken.waitFor();
    expect(await taken.textContent()).toBe('A scenario named "Audit Push" already exists');
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    expect(await submit.isDisabled()).toBe(true);
    await screenshot(page, 'scenarios-create-name-taken');

    await name.fill('Audit Push 2');
    await taken.waitFor({ state: 'detached' });
    expect(await submit.isDisabled()).toBe(false);
    // Someone else takes the name between the click and the server's answer: the server's 409 speaks once, the typed values stay.
    // (Taken before the click, the live list could learn of it first and disable Create.)
    await page.route('**/api/scenarios', async (route) => {
      if (route.request().method() === 'POST') made.push(await make('Audit Push 2', adminToken));
      await route.continue();
    });
    await submit.click();
    const conflict = create.getByRole('alert').filter({ hasText: 'A scenario named "Audit Push 2" already exists' });
    await conflict.waitFor();
    await page.unroute('**/api/scenarios');
    // The live list learns of the other scenario too: the field says it, and only the field.
    await create.locator('input[aria-invalid="true"]').waitFor();
    expect(await conflict.count()).toBe(1);
    expect([await name.inputValue(), await create.getByLabel('Description').inputValue()]).toEqual(['Audit Push 2', 'A second audit push']);
    expect(await create.isVisible()).toBe(true);
    const named = (await apiCall<{ scenarios: ApiScenario[] }>(baseUrl, 'GET', '/scenarios', { token })).body.scenarios
      .filter((s) => s.scenario_name.toLowerCase().startsWith('audit push'));
    expect(named.map((s) => s.scenario_name).sort()).toEqual(['Audit Push', 'Audit Push 2']);
    await context.close();
    for (const scenario of made) expect((await apiCall(baseUrl, 'DELETE', `/scenarios/${scenario.id}`, { token: scenario.token })).status).toBe(200);
  });
});
