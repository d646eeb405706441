import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchChromium, newPage, openViewInApp, screenshot, signIn } from './browser.ts';
import { startFileServer } from './file-server.ts';
import { apiCall, apiLogin, createUser } from './api-client.ts';

/**
 * Comments on figures (issue 30), through the real server in real Chromium: an admin asks about a
 * P&L figure and mentions an analyst; the analyst's open P&L marks the cell at once (live), reads
 * the thread beside the figure, answers and resolves it; the admin's panel follows. A driver takes
 * a comment from its Key Drivers card too.
 */
const { baseUrl, admin } = await startFileServer();
const analyst = { username: 'analyst', password: 'analyst-password-1' };

beforeAll(async () => {
  await createUser(baseUrl, await apiLogin(baseUrl, admin.username, admin.password), { ...analyst, role: 'user' });
});

function cell(page: Page, rowId: string, colId: string): Locator {
  return page.locator(`.pnl-grid [row-id="${rowId}"] [col-id="${colId}"]`);
}

async function openPnl(browser: Browser, username: string, password: string): Promise<Page> {
  const { page } = await newPage(browser);
  await signIn(page, baseUrl, username, password);
  await page.getByText(`Welcome, ${username}`).waitFor();
  await openViewInApp(page, '/forecast-financial');
  await page.getByRole('radio', { name: 'Yearly' }).click();
  await cell(page, 'employees', 'p:1').waitFor();
  return page;
}

async function explain(page: Page): Promise<Locator> {
  await cell(page, 'employees', 'p:1').click();
  const panel = page.getByRole('dialog', { name: 'How this figure is calculated' });
  await panel.getByTestId('explain-value').waitFor();
  return panel;
}

describe('comments on figures (real server, real Chromium)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a question on a P&L cell reaches the mentioned analyst live, is answered and resolved there, and the asker sees it', async () => {
    const asker = await openPnl(browser, admin.username, admin.password);
    const reader = await openPnl(browser, analyst.username, analyst.password);
    expect(await cell(reader, 'employees', 'p:1').getAttribute('class')).not.toContain('has-open-comment');

    const askerPanel = await explain(asker);
    await askerPanel.getByRole('button', { name: 'Comment', exact: true }).click();
    await askerPanel.getByRole('combobox', { name: 'Comment' }).fill('@analyst why is this cost 40 % up in 2027?');
    await askerPanel.getByRole('button', { name: 'Post' }).click();
    await askerPanel.getByText('@analyst why is this cost 40 % up in 2027?').waitFor();

    // Live: the analyst's grid marks the figure without a reload.
    await expect.poll(() => cell(reader, 'employees', 'p:1').getAttribute('class'), { timeout: 15_000 }).toContain('has-open-comment');
    const readerPanel = await explain(reader);
    await readerPanel.getByRole('button', { name: 'Comments (1)' }).waitFor();
    await readerPanel.getByText('@analyst why is this cost 40 % up in 2027?').waitFor();
    await readerPanel.getByRole('combobox', { name: 'Reply' }).fill('Two more engineers from April, see the headcount plan.');
    await readerPanel.getByRole('combobox', { name: 'Reply' }).locator('xpath=ancestor::form[1]').getByRole('button', { name: 'Post' }).click();
    await readerPanel.getByText('Two more engineers from April, see the headcount plan.').waitFor();
    await screenshot(reader, 'comments-explain-panel');
    await readerPanel.getByRole('button', { name: 'Resolve' }).click();
    await readerPanel.getByRole('button', { name: 'Reopen' }).waitFor();

    // The asker's panel and grid follow: resolved, no open mark.
    await askerPanel.getByText('Two more engineers from April, see the headcount plan.').waitFor({ timeout: 15_000 });
    await expect.poll(() => cell(asker, 'employees', 'p:1').getAttribute('class'), { timeout: 15_000 }).not.toContain('has-open-comment');

    // The API tells the same story: one resolved thread on the cell, with both comments and the mention.
    const answer = await apiCall<{ threads: { status: string; target: { kind: string; line_id: string; period: string }; comments: { author: string; mentions: string[] }[] }[] }>(
      baseUrl, 'GET', '/comments?scenario_id=baseline', { token: await apiLogin(baseUrl, admin.username, admin.password) });
    expect(answer.status).toBe(200);
    expect(answer.body.threads).toHaveLength(1);
    expect(answer.body.threads[0]).toMatchObject({ status: 'resolved', target: { kind: 'cell', line_id: 'employees', period: '2027' } });
    expect(answer.body.threads[0]?.comments.map((comment) => [comment.author, comment.mentions])).toEqual([[admin.username, [analyst.username]], [analyst.username, []]]);
  }, 180_000);

  it('a driver takes a comment from its Key Drivers card, in the same thread panel, and the card counts it', async () => {
    const { page } = await newPage(browser);
    await signIn(page, baseUrl, admin.username, admin.password);
    await page.getByText(`Welcome, ${admin.username}`).waitFor();
    await openViewInApp(page, '/key-drivers');
    await page.getByRole('button', { name: 'Comment – Comments on Sales Team Size' }).click();
    const dialog = page.getByRole('dialog', { name: 'Comments on Sales Team Size' });
    await dialog.getByRole('combobox', { name: 'Comment' }).fill('Seven reps: is the 2027 hiring in the plan?');
    await dialog.getByRole('button', { name: 'Post' }).click();
    await dialog.getByText('Seven reps: is the 2027 hiring in the plan?').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Comments (1) – Comments on Sales Team Size' }).waitFor();

    const answer = await apiCall<{ threads: { target: { kind: string; driver_id?: string } }[] }>(
      baseUrl, 'GET', '/comments?scenario_id=baseline&kind=driver', { token: await apiLogin(baseUrl, admin.username, admin.password) });
    expect(answer.body.threads.map((thread) => thread.target)).toEqual([expect.objectContaining({ kind: 'driver', driver_id: 'sales_team_size' })]);
  }, 120_000);
});
