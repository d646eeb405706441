import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium, newPage, screenshot, signIn } from './browser.ts';
import { startFileServer } from './file-server.ts';

const { baseUrl, admin } = await startFileServer();

describe('sign in to the cockpit number (real server, real worker, real Chromium)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the login, rejects a wrong password with the specification message, then signs in to the cockpit figure', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${baseUrl}/`);
    await expect(page.getByRole('button', { name: 'Sign in' }).isVisible()).resolves.toBe(true);

    await signIn(page, baseUrl, admin.username, 'not-the-password');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Authentication Error');
    expect(await alert.textContent()).toContain('Invalid credentials');

    await page.getByLabel('Password').fill(admin.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const figure = page.getByTestId('okr-revenue_growth');
    await figure.waitFor();
    expect(await figure.textContent()).toMatch(/^€\d+\.\dM$/);
    expect(page.url()).toBe(`${baseUrl}/cockpit`);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    await screenshot(page, 'foundation-cockpit');

    await page.reload();
    await page.getByTestId('okr-revenue_growth').waitFor();
    expect(await page.getByText(`Welcome, ${admin.username}`).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await context.close();
  });

  it('ships the site icon in the build: /favicon.ico and the SVG icon the page links to answer with images', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${baseUrl}/`);
    const icons = await page.locator('link[rel="icon"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    expect(icons.map((href) => new URL(href).pathname)).toEqual(['/favicon.ico', '/favicon.svg']);
    for (const href of icons) {
      const response = await fetch(href);
      expect({ href, status: response.status, type: response.headers.get('content-type') }).toEqual({ href, status: 200, type: expect.stringMatching(/^image\//) });
    }
    await context.close();
  });
});
