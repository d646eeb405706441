import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { numberFormatter } from '../../engine/format/number.ts';
import { DRIVERS } from '../../engine/model/drivers.ts';
import { KPI_BY_ID } from '../../engine/model/kpis.ts';
import { builtInScenario } from '../../engine/scenarios.ts';
import { strategicOkrs } from '../../engine/session/okrs.ts';
import { okrHint } from '../../src/features/cockpit/okrText.ts';
import { launchChromium, signIn } from './browser.ts';
import { apiCall, apiLogin, createUser } from './api-client.ts';
import { modelCliForecast, screenshotWhole, setSlider, textOf, withPage } from './key-drivers-page.ts';
import { startFileServer } from './file-server.ts';

const { formatCockpit } = numberFormatter('en');

const { baseUrl, admin } = await startFileServer();
const executive = { username: 'cockpit-exec', password: 'cockpit-exec-password-1' };

async function openCockpit(page: Page): Promise<void> {
  await signIn(page, baseUrl, executive.username, executive.password);
  await page.getByTestId('okr-revenue_growth').waitFor();
}

async function kpiStatus(page: Page, tab: string, kpiId: string): Promise<string | null> {
  await page.getByRole('tablist', { name: 'KPI Performance Analysis' }).getByRole('tab', { name: tab }).click();
  const badge = page.locator(`[data-kpi="${kpiId}"] .kpi-card-head [data-status]`);
  await badge.waitFor();
  return badge.getAttribute('data-status');
}

describe('Executive Cockpit against the real server and worker (real Chromium)', () => {
  let browser: Browser;
  let token: string;
  beforeAll(async () => {
    browser = await launchChromium();
    await createUser(baseUrl, await apiLogin(baseUrl, admin.username, admin.password), { ...executive, role: 'user' });
    token = await apiLogin(baseUrl, executive.username, executive.password);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows OKRs against the scenario targets, cost efficiency, trajectories, the cash runway and the KPI analysis in the cockpit\'s tab order', async () => {
    expect((await apiCall(baseUrl, 'POST', '/scenarios/baseline/activate', { token })).status).toBe(200);
    const cli = await modelCliForecast(baseUrl, token, 'baseline', {});
    await withPage(browser, async (page) => {
      await openCockpit(page);
      expect(await page.getByRole('heading', { name: 'EXECUTIVE COCKPIT' }).isVisible()).toBe(true);
      for (const title of ['Strategic OKRs 2026', 'Cost Efficiency Metrics', 'KPI Performance Analysis']) {
        expect(await page.getByRole('heading', { name: title }).isVisible(), title).toBe(true);
      }
      expect(await textOf(page, 'cockpit-scenario')).toBe('Baseline');
      expect(await textOf(page, 'okr-revenue_growth')).toBe(formatCockpit(cli.years['2026']?.total_revenue));
      expect(await textOf(page, 'okr-revenue_growth-target')).toBe('€4.9M');
      expect(await textOf(page, 'okr-rides_coverage-target')).toBe('1.5M');
      expect(await textOf(page, 'okr-operational_profitability')).toBe(formatCockpit(cli.years['2026']?.net_income));
      const revenueCard = page.locator('[data-okr="revenue_growth"]');
      expect(await revenueCard.textContent()).toContain('2024 Actual€1.0M');
      expect(await revenueCard.textContent()).toContain('2025 Actual€1.4M');
      expect(await textOf(page, 'cost-cogs-per-ride')).toMatch(/^€\d\.\d\d$/);
      expect(await textOf(page, 'cash-runway')).toContain('Funded to 2030');

      const tabs = await page.getByRole('tablist', { name: 'KPI Performance Analysis' }).getByRole('tab').allTextContents();
      expect(tabs).toEqual(['Efficiency', 'Industry', 'BI', 'Growth', 'Margin']);
      await page.getByRole('img', { name: /^Revenue 2024 to 2030: Baseline against Low Case, High Case/ }).locator('svg').waitFor();
      await page.getByRole('tab', { name: 'BI' }).click();
      for (const group of ['H1-H4 Core', 'H5-H6 Upside', 'H7-H9 Growth Execution']) {
        expect(await page.getByRole('heading', { name: group }).isVisible(), group).toBe(true);
      }
      expect(await page.locator('[data-hypothesis="H2"]').textContent()).toContain('Premium Pricing Achievable');
      expect(await page.locator('[data-hypothesis="H2"] [data-kpi]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-kpi')))).toEqual(['premium_conversion', 'revenue_per_medical_client']);
      await screenshotWhole(page, 'cockpit-baseline');
    });
  }, 240_000);

  it('changes with the scenario chosen in the header', async () => {
    expect((await apiCall(baseUrl, 'POST', '/scenarios/baseline/activate', { token })).status).toBe(200);
    await withPage(browser, async (page) => {
      await openCockpit(page);
      const baseline = await textOf(page, 'okr-revenue_growth');
      await page.getByRole('button', { name: /^Scenario: / }).click();
      await page.getByRole('dialog', { name: 'Scenarios' }).getByRole('button', { name: /^Low Case/ }).click();
      await page.waitForFunction(() => document.querySelector('[data-testid="cockpit-scenario"]')?.textContent === 'Low Case');
      await page.waitForFunction((before) => document.querySelector('[data-testid="okr-revenue_growth"]')?.textContent !== before, baseline);
      const cli = await modelCliForecast(baseUrl, token, 'low_case', {});
      expect(await textOf(page, 'okr-revenue_growth')).toBe(formatCockpit(cli.years['2026']?.total_revenue));
      expect(await textOf(page, 'okr-revenue_growth-target')).toBe('€2.8M');
      expect(await textOf(page, 'okr-rides_coverage-target')).toBe('1.0M');
      await page.getByRole('img', { name: /^Revenue 2024 to 2030: Low Case against Baseline, High Case/ }).waitFor();
      await screenshotWhole(page, 'cockpit-low-case');
    });
  }, 240_000);

  it('flips a KPI status when a driver crosses its threshold, and shows the remedy on hover', async () => {
    expect((await apiCall(baseUrl, 'POST', '/scenarios/baseline/activate', { token })).status).toBe(200);
    await withPage(browser, async (page) => {
      await openCockpit(page);
      expect(await kpiStatus(page, 'Growth', 'logo_churn')).toBe('good');

      await page.getByRole('link', { name: 'Key Drivers' }).click();
      await page.getByTestId('pnl-2030-revenue').waitFor();
      await setSlider(page, 'logo_churn_rate', 12);
      await page.waitForFunction(() => document.querySelector('[data-testid="value-logo_churn_rate"]')?.textContent?.startsWith('12.0%'));
      await page.getByRole('link', { name: 'Cockpit and KPIs' }).click();
      await page.getByTestId('okr-revenue_growth').waitFor();
      await page.getByRole('tablist', { name: 'KPI Performance Analysis' }).getByRole('tab', { name: 'Growth' }).click();
      await page.waitForFunction(() => document.querySelector('[data-kpi="logo_churn"] .kpi-card-head [data-status]')?.getAttribute('data-status') === 'critical');
      const badge = page.locator('[data-kpi="logo_churn"] .kpi-card-head [data-status]');
      await badge.hover();
      const tooltip = page.locator('[data-kpi="logo_churn"] [role="tooltip"]');
      await tooltip.waitFor({ state: 'visible' });
      expect(await tooltip.textContent()).toBe(KPI_BY_ID.get('logo_churn')?.remedy.critical);
      await screenshotWhole(page, 'cockpit-kpi-critical');
    });
  }, 240_000);

  it('explains each OKR status on hover and to keyboard users: exact attainment, forecast, target, thresholds, remedy', async () => {
    expect((await apiCall(baseUrl, 'POST', '/scenarios/high_case/activate', { token })).status).toBe(200);
    const cli = await modelCliForecast(baseUrl, token, 'high_case', {});
    const drivers = { ...Object.fromEntries(DRIVERS.map((d) => [d.id, d.baseline])), ...builtInScenario('high_case')?.key_drivers };
    const expected = strategicOkrs(cli.years, drivers);
    await withPage(browser, async (page) => {
      await openCockpit(page);
      await page.waitForFunction(() => document.querySelector('[data-testid="cockpit-scenario"]')?.textContent === 'High Case');
      for (const okr of expected) {
        const card = page.locator(`[data-okr="${okr.id}"]`);
        expect(await card.locator('.kpi-card-head [data-status]').getAttribute('data-status'), okr.id).toBe(okr.status);
        const tooltip = card.locator('[role="tooltip"]');
        expect(await tooltip.textContent(), okr.id).toBe(okrHint(okr));
        // The badge names the tooltip as its description, for screen readers.
        expect(await card.locator('[aria-describedby]').first().getAttribute('aria-describedby')).toBe(await tooltip.getAttribute('id'));
      }
      await page.locator('[data-okr="revenue_growth"] .kpi-card-head [data-status]').hover();
      const tooltip = page.locator('[data-okr="revenue_growth"] [role="tooltip"]');
      await tooltip.waitFor({ state: 'visible' });
      expect(await tooltip.textContent()).toMatch(/^Attainment \d+\.\d\d% of target: 2026 forecast €[\d,]+ against a target of €[\d,]+\. Good from 98% of target/);
      await screenshotWhole(page, 'cockpit-okr-hover-high-case');
    });
  }, 240_000);
});
