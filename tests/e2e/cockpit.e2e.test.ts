import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { formatCockpit } from '../../engine/format/number.ts';
import { launchChromium, signIn } from './browser.ts';
import { apiCall, apiLogin, createUser } from './api-client.ts';
import { modelCliForecast, screenshotWhole, setSlider, textOf, withPage } from './key-drivers-page.ts';

const baseUrl = inject('baseUrl');
const admin = { username: inject('adminUsername'), password: inject('adminPassword') };
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
      expect(await textOf(page, 'okr-operational_profitability')).toBe(formatCockpit(cli.years['2026']?.ebitda));
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
      await page.getByRole('button', { name: /^Scenario/ }).click();
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
      expect(await tooltip.textContent()).toBe('Clients leave in numbers: run exit interviews, assign customer success managers to every account and offer multi-year terms.');
      await screenshotWhole(page, 'cockpit-kpi-critical');
    });
  }, 240_000);
});
