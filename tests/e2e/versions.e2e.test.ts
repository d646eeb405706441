import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchChromium, newPage, screenshot, signIn } from './browser.ts';
import { apiCall, apiLogin, createUser } from './api-client.ts';
import { axeViolations, describeViolations } from './axe.ts';
import { startFileServer } from './file-server.ts';
import { numberFormatter } from '../../engine/format/number.ts';

const { baseUrl, admin } = await startFileServer();
// May change the scenario (its creator) but is no admin, so may not lock it.
const planner = { username: 'versions-planner', password: 'versions-planner-password-1' };
const SCENARIO = 'Versions Roll-out';

interface ApiScenario { scenario_id: string; version: number; key_drivers: Record<string, number> }
interface ApiVersion { forecast_years: Record<string, { total_revenue: number }> }

/** Exact euros as an English browser shows them (the user's number format follows the browser until chosen). */
const euros = (value: number) => numberFormatter('en').formatEuroExact(value);

async function openHistory(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: /^Scenario: / }).click();
  const popover = page.getByRole('dialog', { name: 'Scenarios' });
  await popover.waitFor();
  await popover.getByRole('button', { name: `History of ${SCENARIO}` }).click();
  const history = page.getByRole('dialog', { name: `History: ${SCENARIO}` });
  await history.locator('.version-item').first().waitFor();
  return history;
}

const item = (history: Locator, version: number) => history.locator(`.version-item[data-version="${version}"]`);

async function expectNoViolations(page: Page): Promise<void> {
  expect(describeViolations(await axeViolations(page))).toEqual([]);
}

describe('scenario versions: History, restore, name and the plan of record (real server, real Chromium)', () => {
  let browser: Browser;
  let token: string;
  let scenario: ApiScenario;

  beforeAll(async () => {
    browser = await launchChromium();
    await createUser(baseUrl, await apiLogin(baseUrl, admin.username, admin.password), { ...planner, role: 'user' });
    token = await apiLogin(baseUrl, planner.username, planner.password);
    // Version 1, then two saves through the API: 20 → 30 (with a comment) → 35.
    const created = await apiCall<ApiScenario>(baseUrl, 'POST', '/scenarios', {
      token, body: { scenario_name: SCENARIO, description: 'Hospital roll-out paces', key_drivers: { medical_client_growth_rate: 20, sales_team_size: 5 } },
    });
    expect(created.status).toBe(201);
    scenario = created.body;
    for (const [value, comment] of [[30, 'Board asked for more'], [35, undefined]] as const) {
      const saved = await apiCall<ApiScenario>(baseUrl, 'PUT', `/scenarios/${scenario.scenario_id}`, {
        token, body: { version: scenario.version, key_drivers: { ...scenario.key_drivers, medical_client_growth_rate: value }, ...(comment ? { comment } : {}) },
      });
      expect(saved.status).toBe(200);
      scenario = saved.body;
    }
    expect(scenario.version).toBe(3);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('lists the versions, opens and compares them, restores the first as a new version and names it', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, baseUrl, planner.username, planner.password);
    await page.getByTestId('active-scenario-name').waitFor();
    const history = await openHistory(page);

    expect(await history.locator('.version-item').evaluateAll((items) => items.map((li) => li.getAttribute('data-version')))).toEqual(['3', '2', '1']);
    expect(await item(history, 3).locator('.badge').allTextContents()).toEqual(['Current']);
    expect(await item(history, 2).locator('.version-meta').textContent()).toMatch(/^versions-planner · \d{2}\.\d{2}\.\d{4}/);
    expect(await item(history, 2).locator('.version-comment').textContent()).toBe('Board asked for more');
    expect(await item(history, 2).getByTestId('version-changes').locator('li').allTextContents()).toEqual(['Medical Client Growth Rate: 20.0%/year → 30.0%/year']);
    expect(await item(history, 1).getByTestId('version-changes').locator('li').allTextContents())
      .toEqual(['Medical Client Growth Rate: 20.0%/year', 'Sales Team Size: 5 reps']);
    // The planner may change the scenario but is no admin: no lock.
    expect(await history.getByRole('button', { name: /Lock as plan of record/ }).count()).toBe(0);
    expect(await item(history, 3).getByRole('button', { name: 'Restore…' }).count()).toBe(0);
    await expectNoViolations(page);

    // Open version 1 read-only: its drivers and its figures per year, as the server computed them.
    await item(history, 1).getByRole('button', { name: 'Open' }).click();
    const figures = history.getByTestId('version-figures');
    await figures.waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Version 1');
    const version1 = (await apiCall<ApiVersion>(baseUrl, 'GET', `/scenarios/${scenario.scenario_id}/versions/1`, { token })).body;
    const revenue = await figures.locator('tbody tr').first().locator('td').allTextContents();
    expect(revenue).toEqual(['2026', '2027', '2028', '2029', '2030'].map((year) => euros(version1.forecast_years[year]!.total_revenue)));
    expect(await history.getByTestId('version-drivers').locator('tr[data-driver="medical_client_growth_rate"] td').textContent()).toBe('20.0%/year');
    await expectNoViolations(page);
    await screenshot(page, 'versions-open');
    await history.getByRole('button', { name: 'All versions' }).click();
    await item(history, 1).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Open');

    // Compare version 1 with version 3: the Compare dialog's figures, driver differences and gap split.
    await history.getByLabel('First version').selectOption('1');
    await history.getByLabel('Second version').selectOption('3');
    await history.getByRole('button', { name: 'Compare versions' }).click();
    await history.getByRole('region', { name: '2030 Financial Projections Comparison' }).waitFor();
    const driverRow = history.getByRole('region', { name: 'Key Driver Differences' }).locator('tbody tr').filter({ hasText: 'Medical Client Growth Rate' });
    expect(await driverRow.locator('td').allTextContents()).toEqual(['20.0%/year', '35.0%/year', '+15.0%/year']);
    await history.getByRole('region', { name: 'Why they differ' }).getByRole('img', { name: /^Waterfall/ }).locator('svg').waitFor();
    await screenshot(page, 'versions-compare');
    await history.getByRole('button', { name: 'All versions' }).click();

    // Restore version 1 (with a comment): a new version 4 with version 1's values; nothing removed.
    await item(history, 1).getByRole('button', { name: 'Restore…' }).click();
    const confirm = page.getByRole('dialog', { name: 'Restore version 1' });
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain('become a new version 4');
    await confirm.getByLabel('Comment (optional)').fill('Back to the approved pace');
    await confirm.getByRole('button', { name: 'Restore', exact: true }).click();
    await confirm.waitFor({ state: 'detached' });
    await history.getByRole('status').filter({ hasText: 'Restored version 1 as version 4.' }).waitFor();
    await item(history, 4).waitFor();
    expect(await history.locator('.version-item').count()).toBe(4);
    expect(await item(history, 4).locator('.version-comment').textContent()).toBe('Restored version 1: Back to the approved pace');
    expect(await item(history, 4).getByTestId('version-changes').locator('li').allTextContents()).toEqual(['Medical Client Growth Rate: 35.0%/year → 20.0%/year']);
    expect(await item(history, 4).locator('.badge').allTextContents()).toEqual(['Current']);
    const restored = (await apiCall<ApiScenario>(baseUrl, 'GET', `/scenarios/${scenario.scenario_id}`, { token })).body;
    expect(restored).toMatchObject({ version: 4, key_drivers: { medical_client_growth_rate: 20, sales_team_size: 5 } });

    // Name version 4 inline; Enter saves.
    await item(history, 4).getByRole('button', { name: 'Name' }).click();
    const nameField = history.getByLabel('Name of version 4');
    await nameField.fill('Board plan Q4 2026');
    await nameField.press('Enter');
    await history.getByRole('status').filter({ hasText: 'Version 4 is now named "Board plan Q4 2026".' }).waitFor();
    expect(await item(history, 4).locator('.version-title').textContent()).toBe('Version 4 · Board plan Q4 2026');
    await screenshot(page, 'versions-history');
    await context.close();
  });

  it('lets an admin lock the named version as Plan 2026, shown as a badge, then replace it with a reason, at every width in both themes', async () => {
    const { context, page } = await newPage(browser, { colorScheme: 'dark', viewport: { width: 390, height: 844 } });
    const failedRequests: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failedRequests.push(`${response.status()} ${response.url()}`);
    });
    await signIn(page, baseUrl, admin.username, admin.password);
    await page.getByTestId('active-scenario-name').waitFor();
    // Before any plan, Budget vs Actual says how to get one, and asks nothing that answers 404.
    await page.goto(`${baseUrl}/variance`);
    // Waited for, not counted at once: right after sign-in the screen asks again when the scenario
    // or the baseline's revision arrives, and shows its spinner meanwhile.
    await page.getByText('No plan of record for 2026').waitFor();
    await page.getByText(/chooses the clock \(Version history\)/).waitFor();
    expect(await page.getByText(/chooses the clock \(Version history\)/).count()).toBe(1);
    expect(failedRequests).toEqual([]);
    await screenshot(page, 'variance-no-plan-phone-dark');
    await page.setViewportSize({ width: 1440, height: 900 });
    await screenshot(page, 'variance-no-plan-desktop-dark');
    await page.setViewportSize({ width: 390, height: 844 });
    let history = await openHistory(page);
    await item(history, 4).getByRole('button', { name: 'Lock as plan of record…' }).click();
    const lock = page.getByRole('dialog', { name: 'Lock as plan of record' });
    await lock.waitFor();
    expect(await lock.getByLabel('Version name').inputValue()).toBe('Board plan Q4 2026');
    expect(await lock.textContent()).toContain('An admin can replace it later');
    await lock.getByLabel('Plan year').selectOption('2026');
    await lock.getByLabel('Approval note').fill('Board meeting of 12 November');
    await expectNoViolations(page);
    await lock.getByRole('button', { name: 'Lock plan' }).click();
    await lock.waitFor({ state: 'detached' });
    await history.getByRole('status').filter({ hasText: '"Board plan Q4 2026" is the plan of record for 2026.' }).waitFor();
    await item(history, 4).getByTestId('plan-badge').waitFor();
    expect(await item(history, 4).getByTestId('plan-badge').allTextContents()).toEqual(['Plan 2026']);
    await screenshot(page, 'versions-history-phone-dark');
    const plans = (await apiCall<{ plans: { year: number; scenario_id: string; version: number; version_name: string }[] }>(baseUrl, 'GET', '/plans', { token })).body.plans;
    expect(plans.find((plan) => plan.year === 2026)).toMatchObject({ scenario_id: scenario.scenario_id, version: 4, version_name: 'Board plan Q4 2026', approval_note: 'Board meeting of 12 November' });

    // 2026 is taken now: the year select offers a free year first. Version 3 has no name: it is named
    // in the same dialog and replaces the 2026 plan, with a reason.
    await item(history, 3).getByRole('button', { name: 'Lock as plan of record…' }).click();
    await lock.waitFor();
    expect(await lock.getByLabel('Plan year').inputValue()).toBe('2027');
    expect(await lock.locator('option[value="2026"]').textContent()).toBe('2026 — replace “Board plan Q4 2026”');
    await lock.getByLabel('Version name').fill('Re-forecast Q3');
    await lock.getByLabel('Plan year').selectOption('2026');
    expect(await lock.getByTestId('plan-current').textContent()).toMatch(/“Board plan Q4 2026” \(Versions Roll-out\), locked by admin on .*: “Board meeting of 12 November”/);
    // A replacement's reason is the new plan's approval note: no second note.
    expect(await lock.getByLabel('Approval note').count()).toBe(0);
    const replace = lock.getByRole('button', { name: 'Replace plan' });
    expect(await replace.isDisabled()).toBe(true);
    await lock.getByLabel('Reason for replacing it').fill('Board approved the Q3 re-forecast');
    await screenshot(page, 'versions-replace-plan-phone-dark');
    await replace.click();
    await lock.waitFor({ state: 'detached' });
    await history.getByRole('status').filter({ hasText: '"Re-forecast Q3" replaced the plan of record for 2026' }).waitFor();
    await item(history, 3).getByTestId('plan-badge').waitFor();
    expect(await item(history, 3).locator('.version-title').textContent()).toBe('Version 3 · Re-forecast Q3');
    expect(await item(history, 4).getByTestId('plan-badge').count()).toBe(0);
    // The replaced plan stays listed, with who replaced it and why.
    await item(history, 4).getByRole('button', { name: 'Lock as plan of record…' }).click();
    await lock.waitFor();
    await lock.getByLabel('Plan year').selectOption('2026');
    expect(await lock.getByTestId('plan-superseded').textContent()).toMatch(/“Board plan Q4 2026” \(Versions Roll-out\) — replaced by admin on .*: Board approved the Q3 re-forecast/);
    await lock.getByRole('button', { name: 'Cancel' }).click();
    await lock.waitFor({ state: 'detached' });

    // Nothing of the dialog leaves the window at a phone's, a tablet's or a desktop's width, light or
    // dark. Widths grow only: the cockpit's chart cards behind the dialog keep a wider size when
    // the window narrows again, which is the screen's matter, not the dialog's.
    for (const width of [390, 768, 1024, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      for (const theme of ['dark', 'light'] as const) {
        await page.emulateMedia({ colorScheme: theme });
        const overflow = () => page.evaluate(() => {
          const dialog = document.querySelector('dialog.modal[open]');
          // The dialog's own parts; a table wider than a phone scrolls inside its box, which is within the window.
          const wide = [...(dialog?.querySelectorAll('*') ?? [])].filter((e) => {
            const box = e.getBoundingClientRect();
            const clip = e.parentElement?.closest('.version-table-box, .comparison-section, .attribution-table-box');
            return box.width > 0 && box.right > (clip ? clip.getBoundingClientRect().right : window.innerWidth) + 0.5;
          }).slice(0, 3).map((e) => `${e.tagName}.${e.className}`);
          return { page: document.documentElement.scrollWidth - window.innerWidth, dialog: dialog ? dialog.scrollWidth - dialog.clientWidth : -1, wide };
        });
        // Screens behind the dialog redraw their charts a moment after the window changed.
        await expect.poll(async () => ({ theme, width, overflow: await overflow() }), { timeout: 5_000 })
          .toEqual({ theme, width, overflow: { page: 0, dialog: 0, wide: [] } });
        await expectNoViolations(page);
      }
    }
    // Escape closes the History dialog; reopened, the badge is still there.
    await page.keyboard.press('Escape');
    await history.waitFor({ state: 'detached' });
    history = await openHistory(page);
    expect(await item(history, 3).getByTestId('plan-badge').allTextContents()).toEqual(['Plan 2026']);
    await context.close();

    // The plan is a frozen copy: deleting the scenario leaves it as it was.
    const before = (await apiCall<{ plans: unknown[] }>(baseUrl, 'GET', '/plans', { token })).body.plans;
    expect((await apiCall(baseUrl, 'DELETE', `/scenarios/${scenario.scenario_id}`, { token })).status).toBe(200);
    expect((await apiCall<{ plans: unknown[] }>(baseUrl, 'GET', '/plans', { token })).body.plans).toEqual(before);
  });
});
