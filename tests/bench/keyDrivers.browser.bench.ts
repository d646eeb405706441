import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { launchChromium, signIn } from '../e2e/browser.ts';
import { startServerProcess } from '../e2e/server-process.ts';
import { COUNT_WORKER_CALLS } from '../e2e/key-drivers-page.ts';
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
/**
 * Timed moves per slider. The DOM update's p95 of 120 moves was the 6th slowest, and one burst of
 * a few late moves (a GC, the other core busy) moved it by 2–4 ms between runs of the same code;
 * 300 moves make it the 15th slowest, a steadier estimate of the same percentile.
 */
const MOVES = 300;
const DRAG_EVENTS = 150;

interface PageFigures {
  /** The frame the move was dispatched in → the frame that shows the new P&L, by the frames' own times. */
  latencies: number[];
  /** Input event → the same frame's animation callback, both read with performance.now(). */
  scriptLatencies: number[];
  /** Input event → the P&L impact cards changed in the DOM (before the frame that paints them). */
  domLatencies: number[];
  /** An idle page: one animation callback → the next, both read with performance.now() (the floor of scriptLatencies). */
  idleFloor: number[];
  /** The page's frame interval (median time between animation frames). */
  frameMs: number;
  missed: number;
  /** Worker calls during the timed moves: previews (answered by the compiled kernel) and commits (the HyperFormula session). */
  previews: number;
  commits: number;
  longTasks: number[];
  longestFrameBlocking: number;
}

/**
 * In the page: moves the slider one step at a time and times each move, dispatched inside an
 * animation frame as Chromium delivers a drag's input, to the first animation frame after the P&L
 * impact cards changed (the frame that paints them). That frame is timed by the frames' own
 * times (the timestamp every animation callback of a frame is given): one frame interval when the
 * answer is shown in the very next frame, two when it missed one. Beside it the same span read
 * with performance.now() in the callbacks, which adds how late the browser ran each frame's
 * callbacks — measured on the idle page before the moves as the floor of that reading. The moves
 * follow each other without a pause, as in a drag, so the worker answers them with previews and
 * commits none (the pointer is held on the slider throughout). Then a drag — an input event every
 * frame — while a PerformanceObserver records long tasks (over 50 ms) and long animation frames,
 * and the commit after it.
 */
function measureInPage(args: { driver: string; min: number; step: number; warmUp: number; moves: number; dragEvents: number }): Promise<PageFigures> {
  const input = document.getElementById(`driver-${args.driver}`) as HTMLInputElement;
  const impact = document.querySelector('[data-testid="pnl-impact"]') as HTMLElement;
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set as (this: HTMLInputElement, v: string) => void;
  /** The next animation frame: its own time, and when its callback ran. */
  const nextFrame = () => new Promise<{ time: number; ranAt: number }>((resolve) => requestAnimationFrame((time) => resolve({ time, ranAt: performance.now() })));
  // The pointer held on the slider for the whole measure, as in a drag (the app stores a dragged
  // draft on this device when the pointer lets go, src/state/draftStore.ts).
  const press = (type: 'pointerdown' | 'pointerup') => input.dispatchEvent(new PointerEvent(type, { bubbles: true, pointerType: 'mouse' }));
  const move = (k: number) => {
    setValue.call(input, String(args.min + k * args.step));
    input.dispatchEvent(new Event('input', { bubbles: true }));
  };
  const changed = (before: string | null) => new Promise<number | null>((resolve) => {
    const give = setTimeout(() => {
      observer.disconnect();
      resolve(null);
    }, 10_000);
    const observer = new MutationObserver(() => {
      if (impact.textContent === before) return;
      observer.disconnect();
      clearTimeout(give);
      resolve(performance.now());
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

  const calls = (window as unknown as { __workerCalls: Record<string, number> }).__workerCalls;
  const count = (method: string) => calls[method] ?? 0;

  return (async () => {
    const intervals: number[] = [];
    const idleFloor: number[] = [];
    let last = await nextFrame();
    for (let i = 0; i < 60; i += 1) {
      const frame = await nextFrame();
      intervals.push(frame.time - last.time);
      idleFloor.push(frame.ranAt - last.ranAt);
      last = frame;
    }
    const frameMs = intervals.sort((a, b) => a - b)[30] ?? NaN;
    const latencies: number[] = [];
    const scriptLatencies: number[] = [];
    const domLatencies: number[] = [];
    let missed = 0;
    let timed = { previews: 0, commits: 0 };
    press('pointerdown');
    let current = await nextFrame();
    for (let i = 0; i < args.warmUp + args.moves; i += 1) {
      if (i === args.warmUp) timed = { previews: count('preview'), commits: count('applyOverrides') };
      // Steps 1..100 in a scrambled order: every move lands on a new value.
      const k = 1 + ((i * 37) % 100);
      const before = impact.textContent;
      const seen = changed(before);
      const start = performance.now();
      move(k);
      const changedAt = await seen;
      const frame = await nextFrame();
      if (changedAt === null) missed += 1;
      else if (i >= args.warmUp) {
        latencies.push(frame.time - current.time);
        scriptLatencies.push(frame.ranAt - start);
        domLatencies.push(changedAt - start);
      }
      current = frame;
    }
    const previews = count('preview') - timed.previews;
    const commits = count('applyOverrides') - timed.commits;

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
    press('pointerup');
    await settled();
    tasks.disconnect();
    frames.disconnect();
    return { latencies, scriptLatencies, domLatencies, idleFloor, frameMs, missed, previews, commits, longTasks, longestFrameBlocking };
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

/**
 * The moves are dispatched inside an animation frame callback, as Chromium delivers a drag's
 * input (aligned to frames), so the frame that can first show the answer is the next one: one
 * frame interval is the floor of input → frame, and the figure says how many moves reached it.
 * Beside it: the same span by performance.now() in the callbacks with its floor on the idle page,
 * and input → new P&L in the DOM, which is what fits or misses the frame.
 */
function latencyFigure(label: string, figures: PageFigures) {
  const dom = timing('dom', figures.domLatencies);
  const script = timing('script', figures.scriptLatencies);
  const floor = timing('floor', figures.idleFloor);
  const nextFrame = figures.latencies.filter((ms) => ms < figures.frameMs * 1.5).length;
  const answered = `   ${nextFrame} of ${figures.latencies.length} in the next frame; DOM median ${dom.median_ms?.toFixed(1)} ms, p95 ${dom.p95_ms?.toFixed(1)} ms;`
    + ` by performance.now() median ${script.median_ms?.toFixed(1)} ms, p95 ${script.p95_ms?.toFixed(1)} ms (idle page's p95 ${floor.p95_ms?.toFixed(1)} ms);`
    + ` frame ${figures.frameMs.toFixed(1)} ms; ${figures.previews} previews, ${figures.commits} commits`;
  return timing(label, figures.latencies, {
    note: answered + (figures.missed ? `, ${figures.missed} moves without a change` : ''),
    extra: {
      next_frame: nextFrame, dom_median_ms: dom.median_ms, dom_p95_ms: dom.p95_ms,
      script_median_ms: script.median_ms, script_p95_ms: script.p95_ms, idle_script_p95_ms: floor.p95_ms,
      frame_ms: figures.frameMs, missed: figures.missed, previews: figures.previews, commits: figures.commits,
    },
  });
}

/**
 * Issue 7's browser figure: slider input event → the frame that shows the new P&L impact
 * numbers, median and p95 over real moves in Debian's Chromium against the app built from this
 * checkout and the real server (own temp data directory and port), with how many moves the
 * worker previewed from the compiled kernel and how many it committed to HyperFormula (issue 16:
 * a drag is previewed), plus the longest main-thread task during a drag of either slider.
 */
export async function benchKeyDriversBrowser(run: BenchRun): Promise<void> {
  if (!run.wantsAny(Object.values(FIGURE))) return;
  if (!fs.existsSync(CHROMIUM)) {
    run.skipped(Object.values(FIGURE), `browser bench: no Chromium at ${CHROMIUM}`);
    return;
  }
  // Always this checkout's app: a dist/ left from an older build would measure older code.
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'error'], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } });
  if (build.status !== 0) throw new Error(`vite build failed:\n${build.stdout}\n${build.stderr}`);
  const server = await startServerProcess(ADMIN);
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    // tsx compiles this file with esbuild's keepNames, which wraps inner functions in __name();
    // the page has no such helper, so measureInPage gets an identity one.
    await page.addInitScript({ content: `window.__name = (fn) => fn;${COUNT_WORKER_CALLS}` });
    await openDashboard(page, server.baseUrl);
    const dragEvents = run.wants(FIGURE.longest) ? DRAG_EVENTS : 0;
    const wide = run.wantsAny([FIGURE.wide, FIGURE.longest]) ? await measure(page, WIDE, dragEvents) : undefined;
    const narrow = run.wantsAny([FIGURE.narrow, FIGURE.longest]) ? await measure(page, NARROW, dragEvents) : undefined;
    if (wide) run.report(latencyFigure(FIGURE.wide, wide));
    if (narrow) run.report(latencyFigure(FIGURE.narrow, narrow));
    if (wide && narrow) {
      const longTasks = [...wide.longTasks, ...narrow.longTasks];
      const blocking = Math.max(wide.longestFrameBlocking, narrow.longestFrameBlocking);
      const longest = longTasks.length === 0 ? 'none over 50 ms' : `${Math.max(...longTasks).toFixed(0)} ms (${longTasks.length} tasks over 50 ms)`;
      // The drags' long tasks are the samples; the longest task and the longest frame blocking ride along.
      run.report({
        ...timing(FIGURE.longest, longTasks, { extra: { max_ms: longTasks.length ? Math.max(...longTasks) : null, longest_frame_blocking_ms: blocking } }),
        text: `${FIGURE.longest.padEnd(64)} ${longest}   longest frame blocking ${blocking.toFixed(0)} ms   (both sliders)`,
      });
    }
  } finally {
    await browser.close();
    await server.dispose();
  }
}
