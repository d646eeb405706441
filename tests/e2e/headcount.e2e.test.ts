import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, newPage, screenshot, signIn, waitForSettledScreen } from './browser.ts';
import { apiCall, apiLogin } from './api-client.ts';
import { axeViolations, describeViolations } from './axe.ts';
import { startFileServer } from './file-server.ts';
import { screenshotWhole } from './key-drivers-page.ts';
import ExcelJS from 'exceljs';
import { POSITION_FIELDS, type Position } from '../../engine/headcount/plan.ts';
import { POSITIONS_SHEET } from '../../engine/workbook/headcountSheet.ts';

const { baseUrl, admin } = await startFileServer();
const planner = { username: 'headcount-planner', password: 'headcount-planner-password-1' };

interface ApiScenario { scenario_id: string; version: number }
interface ApiHeadcount { version: number; generated: boolean; positions: Position[] }

const grid = (page: Page) => page.getByTestId('position-grid');
/** Rows of the sheet, counted by a cell outside the pinned role column (each row is drawn once there). */
const positionRows = (page: Page) => grid(page).locator('.ag-row:has(.ag-cell[col-id="start_month"])').count();
const cell = (page: Page, row: number, field: string) => grid(page).locator(`.ag-row[row-id="${row}"] .ag-cell[col-id="${field}"]`);

/** Types into a grid cell as a keyboard user does: focus it, type (which starts editing), Enter commits. */
async function typeInto(page: Page, row: number, field: string, text: string): Promise<void> {
  await cell(page, row, field).click();
  await page.keyboard.press('Enter');
  await cell(page, row, field).locator('input').waitFor();
  await page.keyboard.press('Control+a');
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}

/** The people of a department in a month, as the table under the chart shows them. */
async function peopleIn(page: Page, month: string, department: string): Promise<number> {
  const text = await page.locator(`[data-testid="people-by-month"] tr[data-month="${month}"] td[data-department="${department}"]`).textContent();
  return Number((text ?? '').replace(/,/g, ''));
}

async function openHeadcount(page: Page): Promise<void> {
  await page.goto(`${baseUrl}/headcount`);
  await page.getByRole('heading', { level: 1, name: 'Headcount Plan' }).waitFor();
  await grid(page).locator('.ag-row').first().waitFor();
  await page.getByTestId('people-by-month').waitFor({ state: 'attached' });
}

describe('the Headcount screen against the real server and worker (real Chromium)', () => {
  let browser: Browser;
  let token: string;
  let scenario: ApiScenario;
  const headcount = async () => (await apiCall<ApiHeadcount>(baseUrl, 'GET', `/scenarios/${scenario.scenario_id}/headcount`, { token })).body;

  beforeAll(async () => {
    browser = await launchChromium();
    const createdUser = await apiCall(baseUrl, 'POST', '/admin/users', {
      token: await apiLogin(baseUrl, admin.username, admin.password),
      body: { username: planner.username, full_name: 'Hanna Planner', role: 'user', password: planner.password, force_password_change: false },
    });
    expect(createdUser.status).toBe(201);
    token = await apiLogin(baseUrl, planner.username, planner.password);
    const created = await apiCall<ApiScenario>(baseUrl, 'POST', '/scenarios', {
      token, body: { scenario_name: 'Hiring Plan 2027', description: 'One more account executive', key_drivers: {} },
    });
    expect(created.status).toBe(201);
    scenario = created.body;
    expect((await apiCall(baseUrl, 'POST', `/scenarios/${scenario.scenario_id}/activate`, { token })).status).toBe(200);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('adds a position through the grid, saves it as the scenario\'s plan, and the people in sales rise by one from March 2027', async () => {
    const { context, page } = await newPage(browser);
    page.setDefaultTimeout(90_000);
    try {
      await signIn(page, baseUrl, planner.username, planner.password);
      await page.getByTestId('active-scenario-name').waitFor();
      await openHeadcount(page);
      const before = await headcount();
      expect(before.generated).toBe(true);
      const rows = before.positions.length;
      expect(await positionRows(page)).toBe(rows);
      const sales = { february: await peopleIn(page, '2027-02', 'sales'), march: await peopleIn(page, '2027-03', 'sales') };
      expect(sales.march).toBe(sales.february);

      await page.getByRole('button', { name: 'Add position' }).click();
      await cell(page, rows, 'role').waitFor();
      await typeInto(page, rows, 'start_month', '2027-03');
      await typeInto(page, rows, 'role', 'Account Executive');
      await typeInto(page, rows, 'count', '1');
      await typeInto(page, rows, 'annual_salary', '45300');
      await typeInto(page, rows, 'raise_month', '1');
      await typeInto(page, rows, 'variable_pct', '30');
      await typeInto(page, rows, 'recruiting_cost', '6000');
      expect(await cell(page, rows, 'department').textContent()).toBe('Sales');
      expect(await cell(page, rows, 'end_month').textContent()).toBe('open');
      expect(await cell(page, rows, 'raise_pct').textContent()).toBe('follows Employee Cost Growth');

      // A refused value is not taken: the reason names the row and the field, the cell keeps its value.
      await typeInto(page, rows, 'annual_salary', '5');
      await page.getByText(`Row ${rows + 1}, Annual salary (€): annual_salary must be from 24,000 to 1,000,000 €, got 5`).waitFor();
      expect(await cell(page, rows, 'annual_salary').textContent()).toBe('45,300');

      await page.waitForFunction(([month, sales]) => document.querySelector(`[data-testid="people-by-month"] tr[data-month="${month}"] td[data-department="sales"]`)?.textContent === String(sales), ['2027-03', sales.march + 1] as const);
      expect(await peopleIn(page, '2027-02', 'sales')).toBe(sales.february);

      await page.getByLabel('Comment (optional)').fill('One more account executive');
      await page.getByRole('button', { name: 'Save plan' }).click();
      await page.getByText(`Plan saved (version ${scenario.version + 1}).`).waitFor();

      const after = await headcount();
      expect(after.generated).toBe(false);
      expect(after.version).toBe(scenario.version + 1);
      expect(after.positions).toHaveLength(rows + 1);
      expect(after.positions.at(-1)).toEqual({
        role: 'Account Executive', department: 'sales', count: 1, start_month: '2027-03', end_month: null,
        annual_salary: 45_300, raise_pct: null, raise_month: 1, variable_pct: 30, recruiting_cost: 6000,
      });
      expect(after.positions.slice(0, rows)).toEqual(before.positions);
      // The saved plan is what the chart shows now: one more person in sales from March 2027, not before.
      expect(await peopleIn(page, '2027-03', 'sales')).toBe(sales.march + 1);
      expect(await peopleIn(page, '2027-02', 'sales')).toBe(sales.february);

      // The model follows the saved position: onboardings rise from March 2027 (one more rep's
      // productivity), not before; the Excel model lists the position on its Positions sheet.
      const onboardings = async (id: string) => {
        const answer = await apiCall<{ points: { period: string; value: number }[] }>(baseUrl, 'GET', `/financial-data/timeseries?scenario=${id}&metric=onboarded_medical_clients&period=monthly&from=2027&to=2027`, { token });
        return new Map(answer.body.points.map((point) => [point.period, point.value]));
      };
      const [mine, baseline] = [await onboardings(scenario.scenario_id), await onboardings('baseline')];
      expect(mine.get('2027-02')).toBeCloseTo(baseline.get('2027-02') as number, 9);
      expect((mine.get('2027-03') as number) - (baseline.get('2027-03') as number)).toBeCloseTo(1.04, 6);
      const me = (await apiCall<{ id: number }>(baseUrl, 'GET', '/auth/me', { token })).body;
      const excel = await fetch(`${baseUrl}/api/export/excel`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ scenario_id: scenario.scenario_id, user_id: me.id, export_format: 'excel', export_type: 'excel-model' }),
      });
      expect(excel.status).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(await excel.arrayBuffer());
      const listed: string[] = [];
      book.getWorksheet(POSITIONS_SHEET)?.eachRow((row) => listed.push([2, 3, 4, 5].map((column) => row.getCell(column).text).join('|')));
      expect(listed).toContain('Account Executive|sales|1|2027-03');

      // Goal seek on hiring, in the worker over the saved plan, answers what the server answers
      // for the scenario: the same number of Account Executives from March 2027 for €55M in 2030.
      const server = await apiCall<{ hires: number; achieved: number }>(baseUrl, 'POST', '/analysis/hiring-seek', {
        token, body: { scenario_id: scenario.scenario_id, month: '2027-03', figure: 'total_revenue', year: 2030, target: 55_000_000 },
      });
      expect(server.status).toBe(200);
      expect(server.body.hires).toBeGreaterThan(1);
      const seek = page.getByRole('region', { name: 'Sales hires for a target' });
      await seek.getByLabel('Target').fill('55,000,000');
      await seek.getByRole('button', { name: 'Find the hires' }).click();
      await page.getByTestId('hiring-seek-answer').waitFor();
      expect(await page.getByTestId('hiring-seek-answer').textContent())
        .toMatch(new RegExp(`^${server.body.hires} hires \\(Account Executive\\) from March 2027 bring Total revenue 2030 to €${Math.round(server.body.achieved).toLocaleString('en-GB')} `));
      await screenshotWhole(page, 'headcount-saved-1440');
    } finally {
      await context.close();
    }
  }, 240_000);

  it('refuses a CSV whose end month lies before the start month, naming its line and column, and leaves the grid as it was', async () => {
    const { context, page } = await newPage(browser);
    page.setDefaultTimeout(90_000);
    try {
      await signIn(page, baseUrl, planner.username, planner.password);
      await page.getByTestId('active-scenario-name').waitFor();
      await openHeadcount(page);
      const rows = await positionRows(page);
      const csv = [
        POSITION_FIELDS.join(','),
        'Software Engineer,engineering,2,2026-04,,80000,,1,0,8000',
        'Data Analyst,operations,1,2027-06,2027-01,60000,3,4,0,2000',
      ].join('\n');
      await page.getByTestId('headcount-csv-input').setInputFiles({ name: 'plan.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      const errors = page.getByTestId('headcount-import-errors');
      await errors.waitFor();
      expect(await errors.getByRole('alert').textContent()).toContain('plan.csv was not imported: 1 problem (nothing was changed)');
      const problem = errors.locator('tbody tr');
      expect(await problem.count()).toBe(1);
      expect(await problem.locator('td').allTextContents()).toEqual(['3', 'end_month', 'end_month 2027-01 is before start_month 2027-06']);
      expect(await positionRows(page)).toBe(rows);
      expect(await page.getByRole('button', { name: 'Discard draft' }).isDisabled()).toBe(true);
      await screenshotWhole(page, 'headcount-csv-refused-1440');
    } finally {
      await context.close();
    }
  }, 240_000);

  it('keeps a draft when another browser saves the plan, says so, and saves it over theirs when the user chooses Keep mine', async () => {
    const { context, page } = await newPage(browser);
    page.setDefaultTimeout(90_000);
    try {
      await signIn(page, baseUrl, planner.username, planner.password);
      await page.getByTestId('active-scenario-name').waitFor();
      await openHeadcount(page);
      const saved = await headcount();
      const engineers = saved.positions.findIndex((p) => p.role === 'Software Engineer' && p.start_month === '2025-12');
      await typeInto(page, engineers, 'count', '8');
      await page.getByText(/^Unsaved plan:/).waitFor();

      // Another browser saves the plan meanwhile: one G&A hire fewer.
      const theirs = saved.positions.filter((p) => !(p.role === 'Finance & People' && p.start_month === '2030-01'));
      const put = await apiCall<ApiHeadcount>(baseUrl, 'PUT', `/scenarios/${scenario.scenario_id}/headcount`, { token, body: { positions: theirs, version: saved.version } });
      expect(put.status).toBe(200);
      await page.getByText('The saved plan of this scenario changed elsewhere.', { exact: false }).waitFor();
      expect(await cell(page, engineers, 'count').textContent()).toBe('8');

      await page.getByRole('button', { name: 'Save plan' }).click();
      await page.getByText('Someone saved this scenario first').waitFor();
      await page.getByRole('button', { name: 'Keep mine' }).click();
      await page.getByText(`Plan saved (version ${put.body.version + 1}).`).waitFor();
      const after = await headcount();
      expect(after.version).toBe(put.body.version + 1);
      expect(after.positions).toEqual(saved.positions.map((p, i) => (i === engineers ? { ...p, count: 8 } : p)));
    } finally {
      await context.close();
    }
  }, 240_000);

  it.each(['light', 'dark'] as const)('has no axe violations in %s mode', async (theme) => {
    const { context, page } = await newPage(browser, { colorScheme: theme });
    page.setDefaultTimeout(90_000);
    try {
      await signIn(page, baseUrl, planner.username, planner.password);
      await page.getByTestId('active-scenario-name').waitFor();
      await openHeadcount(page);
      await waitForSettledScreen(page);
      await page.getByText('People by month as a table').click();
      await page.getByLabel('Other scenario', { exact: true }).selectOption({ label: 'Baseline' });
      await page.getByTestId('plan-comparison').waitFor();
      // Baseline's plan is this one without the added account executive: one person fewer in sales at the end of 2027.
      await page.getByRole('radiogroup', { name: 'Year' }).last().getByRole('radio', { name: '2027' }).click();
      expect(await page.locator('[data-testid="plan-comparison"] tr[data-department="sales"] td').nth(2).textContent()).toBe('−1');
      expect(describeViolations(await axeViolations(page))).toEqual([]);
      await screenshotWhole(page, `headcount-${theme}-1440`);
    } finally {
      await context.close();
    }
  }, 240_000);

  it('does not scroll the page sideways at 390 px', async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 390, height: 844 } });
    page.setDefaultTimeout(90_000);
    try {
      await signIn(page, baseUrl, planner.username, planner.password);
      await page.getByTestId('active-scenario-name').waitFor();
      await openHeadcount(page);
      await waitForSettledScreen(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
      // The whole screen in one picture: the content area scrolls, so the window grows to its height.
      const height = await page.evaluate(() => (document.querySelector('.content')?.scrollHeight ?? 844) + 80);
      await page.setViewportSize({ width: 390, height: Math.min(height, 8000) });
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
      await screenshot(page, 'headcount-390');
    } finally {
      await context.close();
    }
  }, 240_000);
});
