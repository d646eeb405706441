import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { RESULTS_DIR, launchChromium, navigateInApp, signIn } from './browser.ts';
import { apiCall, apiLogin, createUser } from './api-client.ts';
import { withPage } from './key-drivers-page.ts';
import { disagreements, nameAndYear, reading, screensShowing, type Reading } from './headline-figures.ts';
import { startFileServer } from './file-server.ts';
import { valuationDateLabel } from '../../engine/analysis/valuation.ts';

/**
 * One quantity, one value, on every screen: for each built-in scenario the test reads the headline
 * figures of the cockpit, Key Drivers, the forecast P&L, GTM at the plan's levers, the valuation,
 * the KPI Margin tab, Assumptions, Sensitivity and the Executive Summary PDF, and fails when two
 * readings of the same quantity disagree at the precision they are shown with. Nothing is
 * expected from outside: the screens are compared with each other.
 */

const { baseUrl, admin } = await startFileServer();
const auditor = { username: 'headline-auditor', password: 'headline-auditor-pass-1' };
const FORECAST_YEARS = [2026, 2027, 2028, 2029, 2030] as const;
const CAC_DRIVER = 'customer_acquisition_cost';

async function text(locator: Locator): Promise<string> {
  await locator.waitFor();
  return ((await locator.textContent()) ?? '').trim();
}

async function cockpit(page: Page, out: Reading[]): Promise<void> {
  const screen = 'cockpit';
  await navigateInApp(page, '/cockpit');
  const okr = (id: string) => page.getByTestId(`okr-${id}`);
  const actual2025 = (id: string) => page.locator(`[data-okr="${id}"] .okr-actuals > div`).nth(1).locator('dd');
  out.push(
    reading(screen, 'Total revenue', 2026, await text(okr('revenue_growth'))),
    // The profit objective measures net income against the net profit target.
    reading(screen, 'Net income', 2026, await text(okr('operational_profitability'))),
    reading(screen, 'Rides', 2026, await text(okr('rides_coverage'))),
    reading(screen, 'Total revenue', 2025, await text(actual2025('revenue_growth'))),
    reading(screen, 'Rides', 2025, await text(actual2025('rides_coverage'))),
  );
  await page.getByRole('tab', { name: 'Margin' }).click();
  for (const id of ['cac', 'ltv_cac']) {
    const card = page.locator(`[data-kpi="${id}"]`);
    const name = await text(card.locator('.kpi-title'));
    out.push(
      reading('KPI Margin tab', name, 2026, await text(page.getByTestId(`kpi-${id}`))),
      ...(id === 'cac' ? [reading('KPI Margin tab', name, 2025, await text(card.locator('.kpi-base')))] : []),
    );
  }
}

async function keyDrivers(page: Page, out: Reading[]): Promise<void> {
  const screen = 'Key Drivers';
  await navigateInApp(page, `/key-drivers?driver=${CAC_DRIVER}`);
  const summary = (column: string, year: number) => page.getByTestId(`summary-${column}`).locator('dt', { hasText: String(year) }).locator('xpath=following-sibling::dd');
  for (const year of [2026, 2030]) {
    out.push(
      reading(screen, 'Total revenue', year, await text(summary('revenue', year))),
      // The dashboard's EBIT is EBIT: EBITDA less depreciation and amortisation.
      reading(screen, 'EBIT', year, await text(summary('ebit', year))),
      reading(screen, 'Medical trips', year, await text(summary('trips', year))),
    );
  }
  for (const year of FORECAST_YEARS) {
    out.push(
      reading(`${screen} P&L impact`, 'Total revenue', year, await text(page.getByTestId(`pnl-${year}-revenue`))),
      reading(`${screen} P&L impact`, 'EBITDA', year, await text(page.getByTestId(`pnl-${year}-ebitda`))),
    );
  }
  const card = page.locator(`article[data-driver="${CAC_DRIVER}"]`);
  const value = await card.getByTestId(`value-${CAC_DRIVER}`).evaluate((node) => node.firstChild?.textContent ?? '');
  out.push(reading(screen, await text(card.locator('.kd-variable-name')), null, value));
}

async function forecastPnl(page: Page, out: Reading[]): Promise<void> {
  const screen = 'forecast P&L';
  await navigateInApp(page, '/forecast-financial');
  const cell = (row: string, column: string) => page.locator(`.pnl-grid [row-id="${row}"] [col-id="${column}"]`);
  for (let i = 0; i < FORECAST_YEARS.length; i += 1) {
    // A header reads "2026 (10 + 2)" where months are closed: the year is its first four characters.
    const year = Number((await text(page.locator(`.pnl-grid .ag-header-cell[col-id="p:${i}"] .ag-header-cell-text`))).slice(0, 4));
    out.push(
      reading(screen, 'Total revenue', year, await text(cell('total_revenue', `p:${i}`))),
      reading(screen, 'EBITDA', year, await text(cell('ebitda', `p:${i}`))),
      reading(screen, 'EBIT', year, await text(cell('ebit', `p:${i}`))),
      reading(screen, 'Net income', year, await text(cell('net_income', `p:${i}`))),
    );
  }
  for (const [metric, name] of [['total_revenue', 'Total revenue'], ['arr', 'ARR'], ['ebitda', 'EBITDA'], ['rides', 'Rides']] as const) {
    const card = page.getByTestId(`kpi-${metric}`);
    const year = Number(/\d{4}/.exec(await text(card.locator('.metric-label')))?.[0]);
    out.push(reading(`${screen} cards`, name, year, await text(card.locator('.metric-value'))));
  }
}

async function gtm(page: Page, out: Reading[]): Promise<void> {
  const screen = 'GTM';
  await navigateInApp(page, '/gtm');
  out.push(
    reading(`${screen} at the plan's levers`, 'Total revenue', 2030, await text(page.getByTestId('gtm-revenue'))),
    reading(`${screen} plan figure`, 'Total revenue', 2030, await text(page.getByTestId('gtm-plan-revenue'))),
  );
  const ridesRow = page.getByRole('row', { name: /^Rides on our platform/ });
  out.push(
    reading(`${screen} market structure`, 'Rides', 2025, await text(ridesRow.locator('td').nth(0))),
    reading(`${screen} market structure`, 'Rides', 2030, await text(ridesRow.locator('td').nth(1))),
  );
  await page.getByRole('button', { name: 'Detailed Analysis' }).click();
  out.push(reading(`${screen} revenue box`, 'Total revenue', 2030, await text(page.getByTestId('gtm-total-revenue'))));
  out.push(reading(`${screen} starting point`, 'Rides', 2025, await text(page.getByTestId('gtm-rides-2025'))));
  out.push(reading(`${screen} starting point`, 'ARR', 2025, await text(page.getByTestId('gtm-arr-2025'))));
  for (const testId of ['gtm-cac-2025', 'gtm-ltv-cac-2026']) {
    const row = page.getByTestId(testId).locator('xpath=..');
    const label = await row.locator('> span').first().evaluate((node) => node.firstChild?.textContent ?? '');
    const { name, year } = nameAndYear(label);
    out.push(reading(`${screen} starting point`, name, year, await text(page.getByTestId(testId))));
  }
}

/** Reads the valuation's yearly figures into `out` and answers its valuation date. */
async function valuation(page: Page, out: Reading[]): Promise<string> {
  const screen = 'valuation';
  await navigateInApp(page, '/valuation');
  const rows = page.getByRole('table', { name: 'Yearly Progression' }).locator('tbody tr');
  await rows.first().waitFor();
  for (const row of await rows.all()) {
    const year = Number(await text(row.locator('th')));
    out.push(
      reading(screen, 'Total revenue', year, await text(row.locator('td').nth(0))),
      reading(screen, 'EBITDA', year, await text(row.locator('td').nth(1))),
    );
  }
  // The run-rate ARR of each year's last quarter is the one ARR (December recurring revenue × 12).
  const quarters = page.getByRole('table', { name: 'Quarterly Projections' }).locator('tbody tr');
  for (const row of await quarters.all()) {
    const quarter = /^Q4\/(\d{4})$/.exec(await text(row.locator('th')));
    if (quarter) out.push(reading(screen, 'ARR', Number(quarter[1]), await text(row.locator('td').nth(0))));
  }
  return text(page.getByTestId('valuation-date'));
}

async function baselineData(page: Page, out: Reading[]): Promise<void> {
  await navigateInApp(page, '/baseline-data');
  out.push(reading('Baseline Data Input', 'ARR', 2025, await text(page.getByTestId('summary-arr'))));
}

async function assumptionsAndSensitivity(page: Page, out: Reading[]): Promise<void> {
  await navigateInApp(page, '/baseline-assumptions');
  const card = page.getByTestId(`assumption-${CAC_DRIVER}`);
  out.push(reading('Assumptions', await text(card.locator('h3')), null, await text(card.locator('.assumption-value'))));
  await navigateInApp(page, '/sensitivity');
  const row = page.locator(`.sensitivity-table tr[data-driver="${CAC_DRIVER}"]`);
  const current = await row.locator('td').nth(1).evaluate((node) => node.firstChild?.textContent ?? '');
  out.push(reading('Sensitivity', await text(row.locator('.driver-name')), null, current));
}

/** The Executive Summary as downloaded from the Export Center, read by poppler's pdftotext. */
async function executiveSummary(page: Page, scenarioId: string, out: Reading[]): Promise<void> {
  const screen = 'Executive Summary PDF';
  await navigateInApp(page, '/export');
  const download = page.waitForEvent('download', { timeout: 180_000 });
  await page.getByRole('button', { name: 'Export PDF: Executive Summary' }).click();
  const file = path.join(RESULTS_DIR, `headline-${scenarioId}-executive-summary.pdf`);
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  await (await download).saveAs(file);
  const layout = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/[\u00a0\u202f\u2009]/g, ' ');
  const prose = layout.replace(/\s+/g, ' ');
  const revenue = /total revenue grows from (€[\d,]+) in 2025 \(actual\) to (€[\d,]+) in 2026 and (€[\d,]+) in 2030/.exec(prose);
  const ebitda = /EBITDA (?:turns positive in \d{4} and reaches|stays negative through \d{4} \() ?(−?€[\d,]+) in 2030/.exec(prose);
  if (!revenue || !ebitda) throw new Error('The Executive Summary no longer states the headline sentence this test reads');
  out.push(
    reading(screen, 'Total revenue', 2025, revenue[1] ?? ''),
    reading(screen, 'Total revenue', 2026, revenue[2] ?? ''),
    reading(screen, 'Total revenue', 2030, revenue[3] ?? ''),
    reading(screen, 'EBITDA', 2030, ebitda[1] ?? ''),
  );
  for (const line of layout.split('\n')) {
    // A value whose closed months follow the drivers carries the footnote mark " *".
    const kpi = /^\s*(Customer Acquisition Cost|LTV\/CAC Ratio)\s{2,}(\S+)(?: \*)?\s+(\S+)/.exec(line);
    if (kpi) out.push(reading(screen, kpi[1] ?? '', 2026, kpi[2] ?? ''), reading(screen, kpi[1] ?? '', 2030, kpi[3] ?? ''));
  }
}

describe('one quantity, one value on every screen (real server, real worker, real Chromium)', () => {
  let browser: Browser;
  let token: string;
  beforeAll(async () => {
    browser = await launchChromium();
    await createUser(baseUrl, await apiLogin(baseUrl, admin.username, admin.password), { ...auditor, role: 'admin' });
    token = await apiLogin(baseUrl, auditor.username, auditor.password);
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const scenario of [{ id: 'baseline', name: 'Baseline' }, { id: 'low_case', name: 'Low Case' }, { id: 'high_case', name: 'High Case' }]) {
    it(`${scenario.name}: every screen shows the same figure for the same quantity`, async () => {
      expect((await apiCall(baseUrl, 'POST', `/scenarios/${scenario.id}/activate`, { token })).status).toBe(200);
      const readings: Reading[] = [];
      let valuationDate = '';
      await withPage(browser, async (page) => {
        await signIn(page, baseUrl, auditor.username, auditor.password);
        await page.getByText(`Welcome, ${auditor.username}`).waitFor();
        await navigateInApp(page, '/cockpit');
        await page.waitForFunction((name) => document.querySelector('[data-testid="cockpit-scenario"]')?.textContent === name, scenario.name);
        await cockpit(page, readings);
        await keyDrivers(page, readings);
        await forecastPnl(page, readings);
        await gtm(page, readings);
        valuationDate = await valuation(page, readings);
        await baselineData(page, readings);
        await assumptionsAndSensitivity(page, readings);
        await executiveSummary(page, scenario.id, readings);
      });

      fs.writeFileSync(path.join(RESULTS_DIR, `headline-${scenario.id}.json`), JSON.stringify(readings, null, 2));
      expect(disagreements(readings)).toEqual([]);

      // The comparison is not empty: each headline quantity was read on the screens named here.
      const required: [string, number | null, string[]][] = [
        ['Total revenue', 2030, ['forecast P&L', 'Key Drivers', 'GTM at the plan\'s levers', 'GTM plan figure', 'valuation', 'Executive Summary PDF']],
        ['Total revenue', 2026, ['cockpit', 'forecast P&L', 'Key Drivers', 'valuation', 'Executive Summary PDF']],
        ['EBITDA', 2026, ['forecast P&L', 'valuation']],
        ['EBITDA', 2030, ['forecast P&L', 'valuation', 'Executive Summary PDF']],
        ['EBIT', 2026, ['forecast P&L', 'Key Drivers']],
        ['EBIT', 2030, ['forecast P&L', 'Key Drivers']],
        ['Net income', 2026, ['cockpit', 'forecast P&L']],
        ['ARR', 2025, ['GTM starting point', 'Baseline Data Input']],
        ['ARR', 2030, ['forecast P&L cards', 'valuation']],
        ['Rides', 2025, ['cockpit', 'GTM starting point', 'GTM market structure']],
        ['Rides', 2030, ['forecast P&L cards', 'GTM market structure']],
        ['Customer Acquisition Cost', 2025, ['KPI Margin tab', 'GTM starting point']],
        ['Customer Acquisition Cost', 2026, ['KPI Margin tab', 'Executive Summary PDF']],
        ['LTV/CAC Ratio', 2026, ['KPI Margin tab', 'GTM starting point', 'Executive Summary PDF']],
      ];
      for (const [name, year, screens] of required) {
        expect([...screensShowing(readings, name, year)], `${name} ${year}`).toEqual(expect.arrayContaining(screens));
      }
      const driverNames = new Set(readings.filter((r) => r.year === null).map((r) => r.name));
      expect(driverNames.size, `the acquisition cost driver has one name on Key Drivers, Assumptions and Sensitivity: ${[...driverNames].join(', ')}`).toBe(1);

      // The valuation date is the date its figures are taken at: the end of the last closed month (else of 2025).
      const closed = (await apiCall<{ last_closed_month: string | null }>(baseUrl, 'GET', '/actuals/monthly', { token })).body.last_closed_month;
      expect(valuationDate).toBe(valuationDateLabel(closed ?? '2025-12'));
    }, 600_000);
  }
});
