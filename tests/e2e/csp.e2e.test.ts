import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium, newPage, signIn, waitForSettledScreen } from './browser.ts';
import { watchCspIssues } from './cspWatch.ts';
import { startFileServer } from './file-server.ts';

const { baseUrl, admin } = await startFileServer();

// Screens that load code, charts and the model worker; each is opened by a full page load.
const SCREENS = ['/cockpit', '/key-drivers', '/forecast-financial', '/baseline-data', '/admin/users', '/admin/activity'];

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

describe('Content-Security-Policy against the built app in real Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('serves the app and its model worker under the strict policy without a single violation', async () => {
    const watch = await watchCspIssues(browser);
    const { context, page } = await newPage(browser);
    // A second witness inside the page, independent of DevTools.
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        (window.cspViolations ??= []).push(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    const pageEvents = () => page.evaluate(() => window.cspViolations ?? []);
    const workerUrls: string[] = [];
    page.on('worker', (worker) => workerUrls.push(worker.url()));

    await signIn(page, baseUrl, admin.username, admin.password);
    await page.getByRole('heading', { name: 'Executive Cockpit' }).waitFor();
    const inPage: string[] = [];
    for (const screen of SCREENS) {
      const response = await page.goto(`${baseUrl}${screen}`);
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
      await page.getByRole('heading').first().waitFor();
      // The screens ask the model worker for their figures; wait until they show them (the live
      // updates' stream stays open, so the network is never idle).
      await waitForSettledScreen(page);
      inPage.push(...(await pageEvents()).map((violation) => `${screen}: ${violation}`));
    }
    await expect.poll(() => workerUrls.length).toBeGreaterThan(0);
    for (const url of workerUrls) expect(url.startsWith(`${baseUrl}/assets/`)).toBe(true);
    expect(inPage).toEqual([]);
    expect(watch.issues).toEqual([]);

    // Both witnesses work: an image from another origin is refused by img-src and reported.
    await page.evaluate(() => {
      const image = document.createElement('img');
      image.src = 'https://example.invalid/probe.png';
      document.body.append(image);
    });
    await expect.poll(pageEvents).toEqual(['img-src https://example.invalid/probe.png']);
    await expect.poll(() => watch.issues.length).toBe(1);
    expect(watch.issues[0]).toContain('img-src');
    await watch.stop();
    await context.close();
  });

  it('refuses to be framed by another page', async () => {
    const { context, page } = await newPage(browser);
    const response = await page.goto(`${baseUrl}/cockpit`);
    expect(response?.headers()['x-frame-options']).toBe('DENY');
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await context.close();
  });
});
