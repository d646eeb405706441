import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { apiCall } from './api-client.ts';

const SAMPLE_ACTUALS = path.resolve(import.meta.dirname, '../../fixtures/monthly-actuals-2026.csv');

/** The plan of record an e2e file locks: version 1 of the Baseline, named and frozen for 2026. */
export const PLAN_2026 = { year: 2026, scenarioId: 'baseline', version: 1, name: 'Budget 2026' } as const;

/**
 * What Budget vs Actual needs to show its tables, set up through the API by an admin: the sample
 * monthly actuals (fixtures/monthly-actuals-2026.csv, 2026-01 … 2026-10) saved as the newest
 * version, so 2026 has closed months, and a plan of record for 2026. Without either the screen
 * shows only its "no plan" or "no month closed" state.
 */
export async function lockPlanWithClosedMonths(baseUrl: string, adminToken: string): Promise<void> {
  const current = await apiCall<{ version: number }>(baseUrl, 'GET', '/actuals/monthly', { token: adminToken });
  const saved = await fetch(`${baseUrl}/api/actuals/monthly?version=${current.body.version}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'text/csv' },
    body: fs.readFileSync(SAMPLE_ACTUALS, 'utf8'),
  });
  const answer = await saved.json() as { last_closed_month: string | null };
  expect(saved.status, JSON.stringify(answer)).toBe(200);
  expect(answer.last_closed_month).toBe('2026-10');

  const named = await apiCall(baseUrl, 'PUT', `/scenarios/${PLAN_2026.scenarioId}/versions/${PLAN_2026.version}`, { token: adminToken, body: { name: PLAN_2026.name } });
  expect(named.status, JSON.stringify(named.body)).toBe(200);
  const locked = await apiCall(baseUrl, 'POST', '/plans', { token: adminToken, body: { year: PLAN_2026.year, scenario_id: PLAN_2026.scenarioId, version: PLAN_2026.version } });
  expect(locked.status, JSON.stringify(locked.body)).toBe(201);
}

/**
 * Waits until Budget vs Actual (open in `page`) shows what `lockPlanWithClosedMonths` gives it:
 * the closed months, who approved the plan, the variance table and the revenue bridge with its tables.
 */
export async function waitForVarianceTables(page: Page): Promise<void> {
  await page.getByTestId('variance-table').waitFor();
  await page.getByTestId('revenue-bridge-table').waitFor();
  const german = await page.evaluate(() => document.documentElement.lang === 'de');
  expect(await page.getByTestId('variance-closed').textContent()).toContain(german ? 'Istwerte bis Okt. 2026' : 'Actuals through Oct 2026');
  // Who approved the plan and when (locked without an approval note here).
  expect(await page.getByTestId('variance-plan-approval').textContent()).toMatch(german ? /^Freigegeben von admin am \d{2}\.\d{2}\.\d{4}/ : /^Approved by admin on \d{2}\.\d{2}\.\d{4}/);
}
