import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { launchChromium, signIn } from '../e2e/browser.ts';
import { startServerProcess } from '../e2e/server-process.ts';
import { timing, type BenchRun } from './stats.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CHROMIUM = process.env.FAHRPLAN_CHROMIUM ?? '/usr/bin/chromium';
const ADMIN = { username: 'bench-admin', password: 'bench-admin-password-1' };

/**
 * Sales rep productivity reaches every later month (clients, rides, revenue, cost, cash): the
 * widest slider, so the slowest recalculation. Fixed legal & tax cost reaches only costs, EBITDA
 * and cash: a narrow one, for contrast.
 */
const WIDE = { id: 'sales_rep_productivity', min: 0.1, max: 10, tab: 'Medical Business' };
const NARROW = { id: 'legal_tax_monthly', min: 0, max: 200_000, tab: 'Cost Intelligence' };
const WARM_UP = 10;
const MOVES = 120;
const DRAG_EVENTS = 150;

interface PageFigures {
  latencies: number[];
  missed: number;
  longTasks: number[];
  longestFrameBlocking: number;
}

/**
 * In the page: moves the slider one step at a time and times, with the Performance API, each input
 * event to the first animation frame after the P&L impact cards changed (the frame that paints
 * them). Then a drag — an input event every frame, faster than the model answers — while a
 * PerformanceObserver records long tasks (over 50 ms) and long animation frames.
 */
function measureInPage(args: { driver: string; min: number; step: number; warmUp: number; moves: number; dragEvents: number }): Promise<PageFigures> {
  const input = document.getElementById(`driver-${args.driver}`) as HTMLInputElement;
  const impact = document.querySelector('[data-testid="pnl-impact"]') as HTMLElement;
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set as (this: HTMLInputElement, v: string) => void;
  const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now())));
  const move = (k: number) => {
    setValue.call(input, String(args.min + k * args.step));
    input.dispatchEvent(new Event('input', { bubbles: true }));
  };
  const changed = (before: string | null) => new Promise<boolean>((resolve) => {
    const give = setTimeout(() => {
      observer.disconnect();
      resolve(false);
    }, 10_000);
    const observer = new MutationObserver(() => {
      if (impact.textContent === before) return;
      observer.disconnect();
      clearTimeout(give);
      resolve(true);
    });
    observer.observe(impact, { subtree: true, childList: true, characterData: true });
  });
  const settled = () => new Promise<void>((resolve) => {
    let timer = setTimeout(done, 1500);
    const observer = new MutationObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(done, 1500);
    });
    function done() {
      observer.disconnect();
      resolve();
    }
    observer.observe(impact, { subtree: true, childList: true, characterData: true });
  });

  return (async () => {
    const latencies: number[] = [];
    let missed = 0;
    for (let i = 0; i < args.warmUp + args.moves; i += 1) {
      // Steps 1..100 in a scrambled order: every move lands on a new value.
      const k = 1 + ((i * 37) % 100);
      const before = impact.textContent;
      const seen = changed(before);
      const start = performance.now();
      move(k);
      if (!(await seen)) {
        missed += 1;
        continue;
      }
      const frame = await nextFrame();
      if (i >= args.warmUp) latencies.push(frame - start);
    }

    const longTasks: number[] = [];
    let longestFrameBlocking = 0;
    const tasks = new PerformanceObserver((list) => list.getEntries().forEach((entry) => longTasks.push(entry.duration)));
    tasks.observe({ type: 'longtask' });
    const frames = new PerformanceObserver((list) => list.getEntries().forEach((entry) => {
      const blocking = (entry as PerformanceEntry & { blockingDuration?: number }).blockingDuration ?? 0;
      longestFrameBlocking = Math.max(longestFrameBlocking, blocking);
    }));
    if (PerformanceObserver.supportedEntryTypes.includes('long-animation-frame')) frames.observe({ type: 'long-animation-frame' });
    for (let i = 0; i < args.dragEvents; i += 1) {
      move(1 + (i % 100));
      await nextFrame();
    }
    await settled();
    tasks.disconnect();
    frames.disconnect();
    return { latencies, missed, longTasks, longestFrameBlocking };
  })();
}

async function openDashboard(page: Page, baseUrl: string): Promise<void> {
  await signIn(page, baseUrl, ADMIN.username, ADMIN.password);
  await page.getByTestId('active-scenario-name').waitFor({ timeout: 120_000 });
  await page.goto(`${baseUrl}/key-drivers`);
  await page.getByTestId('pnl-2030-revenue').waitFor({ timeout: 120_000 });
}

async function measure(page: Page, driver: typeof WIDE, dragEvents: number): Promise<PageFigures> {
  await page.getByRole('tab', { name: new RegExp(`^${driver.tab}`) }).click();
  await page.locator(`#driver-${driver.id}`).waitFor();
  return page.evaluate(measureInPage, {
    driver: driver.id, min: driver.min, step: (driver.max - driver.min) / 100, warmUp: WARM_UP, moves: MOVES, dragEvents,
  });
}

const FIGURE = {
  wide: `browser: slider input → frame with new P&L, ${WIDE.id}`,
  narrow: `browser: slider input → frame with new P&L, ${NARROW.id}`,
  longest: `browser: longest main-thread task during a ${DRAG_EVENTS}-event drag`,
};

function latencyFigure(label: string, figures: PageFigures) {
  return timing(label, figures.latencies, { note: figures.missed ? `   ${figures.missed} moves without a change` : '', extra: { missed: figures.missed } });
}

/**
 * Issue 7's browser figure: slider input event → the frame that shows the new P&L impact
 * numbers, median and p95 over real moves in Debian's Chromium against the built app and the real
 * server (own temp data directory and port), plus the longest main-thread task during a drag.
 */
export async function benchKeyDriversBrowser(run: BenchRun): Promise<void> {
  if (!run.wantsAny(Object.values(FIGURE))) return;
  if (!fs.existsSync(CHROMIUM)) {
    run.skipped(Object.values(FIGURE), `browser bench: no Chromium at ${CHROMIUM}`);
    return;
  }
  if (!fs.existsSync(path.join(ROOT, 'dist/index.html'))) {
    const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'error'], { cwd: ROOT, encoding: 'utf8' });
    if (build.status !== 0) throw new Error(`vite build failed:\n${build.stdout}\n${build.stderr}`);
  }
  const server = await startServerProcess(ADMIN);
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    // tsx compiles this file with esbuild's keepNames, which wraps inner functions in __name();
    // the page has no such helper, so measureInPage gets an identity one.
    await page.addInitScript({ content: 'window.__name = (fn) => fn;' });
    await openDashboard(page, server.baseUrl);
    const wide = run.wantsAny([FIGURE.wide, FIGURE.longest]) ? await measure(page, WIDE, DRAG_EVENTS) : undefined;
    const narrow = run.wants(FIGURE.narrow) ? await measure(page, NARROW, 0) : undefined;
    if (wide) run.report(latencyFigure(FIGURE.wide, wide));
    if (narrow) run.report(latencyFigure(FIGURE.narrow, narrow));
    if (wide) {
      const longest = wide.longTasks.length === 0 ? 'none over 50 ms' : `${Math.max(...wide.longTasks).toFixed(0)} ms (${wide.longTasks.length} tasks over 50 ms)`;
      // The drag's long tasks are the samples; the longest task and the longest frame blocking ride along.
      run.report({
        ...timing(FIGURE.longest, wide.longTasks, {
          extra: { max_ms: wide.longTasks.length ? Math.max(...wide.longTasks) : null, longest_frame_blocking_ms: wide.longestFrameBlocking },
        }),
        text: `${FIGURE.longest.padEnd(64)} ${longest}   longest frame blocking ${wide.longestFrameBlocking.toFixed(0)} ms`,
      });
    }
  } finally {
    await browser.close();
    await server.dispose();
  }
}
