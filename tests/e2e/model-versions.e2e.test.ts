import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { ModelSource } from '../../engine/model/definition.ts';
import type { LineDef } from '../../engine/model/types.ts';
import { launchChromium, newPage, screenshot, signIn } from './browser.ts';
import { axeViolations, describeViolations } from './axe.ts';
import { startFileServer } from './file-server.ts';
import { apiCall, apiLogin } from './api-client.ts';

/**
 * The Model versions card of the Model screen: version 2 adds an insurance line (published through
 * the API); comparing version 1 with it shows what restoring version 1 would do — the line removed —
 * and restoring puts version 1 into the draft, which is published only once checked and published
 * as a new version.
 */
const { baseUrl, admin } = await startFileServer({ env: { FAHRPLAN_SAMPLE_DATA: 'off' } });

const insurance: LineDef = {
  id: 'insurance_premiums', name: 'Insurance premiums', unit: 'EUR', section: 'opex', aggregate: 'sum', statement: 'pnl', label: 'Insurance premiums', hgb: '8',
  formula: '5000', explanation: 'Insurance premiums.',
};

const versions = (page: Page) => page.getByTestId('model-versions');
const version = (page: Page, number: number) => page.getByTestId(`model-version-${number}`);

async function publishedVersion(token: string): Promise<number> {
  const answer = await apiCall<{ published: { version: number } }>(baseUrl, 'GET', '/model', { token });
  return answer.body.published.version;
}

describe('model versions: compare an older version with the published one and restore it as the draft (real server, real Chromium)', () => {
  let browser: Browser;
  let token: string;
  beforeAll(async () => {
    browser = await launchChromium();
    token = await apiLogin(baseUrl, admin.username, admin.password);
    const shipped = await apiCall<{ definition: ModelSource }>(baseUrl, 'GET', '/model', { token });
    const lines = shipped.body.definition.lines;
    const at = lines.findIndex((line) => line.id === 'rounding_adjustment');
    const definition = { ...shipped.body.definition, lines: [...lines.slice(0, at), insurance, ...lines.slice(at)] };
    const published = await apiCall(baseUrl, 'PUT', '/model', { token, body: { definition, expected_version: 1, comment: 'Insurance' } });
    expect(published.status).toBe(200);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('lists the versions, shows what restoring version 1 changes, restores it into the draft without publishing, and publishes it as version 3', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, baseUrl, admin.username, admin.password);
      await page.getByTestId('active-scenario-name').waitFor();
      await page.goto(`${baseUrl}/model`);
      await page.getByTestId('model-status').getByText('Version 2').waitFor();
      await page.getByRole('heading', { name: 'Model versions', level: 2 }).waitFor();
      // The card's heading is there while its list still loads: wait for the list itself.
      await version(page, 1).waitFor();

      const today = new Date().toISOString().slice(0, 10);
      expect(await versions(page).locator(':scope > li').count()).toBe(2);
      expect(await version(page, 2).getByRole('heading', { level: 3 }).textContent()).toBe('Version 2');
      expect(await version(page, 2).locator('.model-version-text').innerText()).toMatch(new RegExp(`^Version 2\\s+published\\s+by admin on ${today}\\s+Insurance$`, 'i'));
      expect(await version(page, 2).getByRole('button').count()).toBe(0);
      expect(await version(page, 1).locator('.model-version-text').innerText()).toMatch(/^Version 1\s+the shipped model\s+The shipped model$/);

      // The keyboard opens the comparison: real buttons, their state announced.
      const compare = version(page, 1).getByRole('button', { name: 'Compare with version 2' });
      await compare.focus();
      await page.keyboard.press('Enter');
      const diff = version(page, 1).getByTestId('model-version-diff');
      await diff.waitFor();
      expect(await compare.getAttribute('aria-expanded')).toBe('true');
      expect(await diff.getByRole('heading', { level: 4 }).allTextContents()).toEqual(['Removed']);
      expect(await diff.getByRole('listitem').allTextContents()).toEqual(['Line insurance_premiums · Insurance premiums']);
      expect(await diff.locator('p').textContent()).toBe('What restoring version 1 changes in version 2:');

      expect(describeViolations(await axeViolations(page))).toEqual([]);
      // A full-page screenshot of a scrolled page draws the fixed header and sidebar where it was scrolled to.
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, 'model-versions-1440');

      await version(page, 1).getByRole('button', { name: 'Restore as draft' }).click();
      await page.getByText('Version 1 is in the draft: check it, then publish it as a new version.').waitFor();
      expect(await page.getByTestId('model-status').locator('span').allTextContents()).toEqual(['Version 2', '1 item changed in this browser', 'No problems']);
      // "premiums": the Accident Insurance driver matches "insurance" too.
      await page.getByRole('searchbox', { name: 'Filter by id or name' }).fill('premiums');
      await page.getByText('Nothing matches "premiums".').waitFor();
      // Restoring publishes nothing: the server still has version 2, the card still lists two versions.
      expect(await publishedVersion(token)).toBe(2);
      expect(await versions(page).locator(':scope > li').count()).toBe(2);

      await page.getByRole('button', { name: 'Check the change' }).click();
      await page.getByTestId('model-preview').waitFor({ timeout: 30_000 });
      await page.getByRole('button', { name: 'Publish…' }).click();
      const confirm = page.getByRole('dialog', { name: 'Publish version 3' });
      await confirm.getByLabel('What changes and why').fill('Back to the shipped model');
      await confirm.getByRole('button', { name: 'Publish', exact: true }).click();
      await page.getByText('Version 3 is published: every figure is computed with it now, in every open browser.').waitFor({ timeout: 30_000 });

      // The card follows the new version: version 3 published, the others compared with it.
      await version(page, 3).getByText('Back to the shipped model').waitFor();
      expect(await versions(page).locator(':scope > li h3').allTextContents()).toEqual(['Version 3', 'Version 2', 'Version 1']);
      expect(await version(page, 3).locator('.badge').textContent()).toBe('published');
      // The comparison left open follows too: version 1 is now what is published.
      await version(page, 1).getByText('Version 1 has the same parts as version 3: restoring it changes nothing.').waitFor();
      const compareWith3 = version(page, 1).getByRole('button', { name: 'Compare with version 3' });
      expect(await compareWith3.getAttribute('aria-expanded')).toBe('true');
      await compareWith3.click();
      expect(await compareWith3.getAttribute('aria-expanded')).toBe('false');
      expect(await version(page, 1).getByTestId('model-version-diff').count()).toBe(0);
      await version(page, 2).getByRole('button', { name: 'Compare with version 3' }).click();
      await version(page, 2).getByTestId('model-version-diff').waitFor();
      expect(await version(page, 2).getByTestId('model-version-diff').getByRole('listitem').allTextContents()).toEqual(['Line insurance_premiums · Insurance premiums']);
      expect(await version(page, 2).getByTestId('model-version-diff').getByRole('heading', { level: 4 }).allTextContents()).toEqual(['Added']);
      expect(await publishedVersion(token)).toBe(3);
    } finally {
      await context.close();
    }
  });

  it('shows a changed formula old → new, with no sideways scrolling at 390 px in dark mode and no axe-core violations', async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 390, height: 844 }, colorScheme: 'dark' });
    try {
      const current = await apiCall<{ definition: ModelSource }>(baseUrl, 'GET', '/model', { token });
      const lines = current.body.definition.lines.map((line) => (line.id === 'legal_tax' ? { ...line, formula: 'legal_tax_monthly' } : line));
      const published = await apiCall(baseUrl, 'PUT', '/model', { token, body: { definition: { ...current.body.definition, lines }, expected_version: 3, comment: 'Legal and tax without the share of revenue' } });
      expect(published.status).toBe(200);

      await signIn(page, baseUrl, admin.username, admin.password);
      await page.getByTestId('active-scenario-name').waitFor();
      await page.goto(`${baseUrl}/model`);
      await page.getByTestId('model-status').getByText('Version 4').waitFor();
      await version(page, 3).getByRole('button', { name: 'Compare with version 4' }).click();
      const diff = version(page, 3).getByTestId('model-version-diff');
      await diff.waitFor();
      expect(await diff.getByRole('heading', { level: 4 }).allTextContents()).toEqual(['Changed']);
      expect(await diff.locator('.model-version-fields > li').innerText())
        .toBe('formula: legal_tax_monthly → legal_tax_monthly + total_revenue * legal_tax_share_of_revenue / 100');
      expect(await diff.locator('.model-version-fields code').allTextContents())
        .toEqual(['legal_tax_monthly', 'legal_tax_monthly + total_revenue * legal_tax_share_of_revenue / 100']);
      expect(await diff.locator(':scope > section > ul > li').first().evaluate((item) => item.firstChild?.textContent)).toBe('Line legal_tax · Legal & tax');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(describeViolations(await axeViolations(page))).toEqual([]);
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, 'model-versions-390-dark');
    } finally {
      await context.close();
    }
  });
});
