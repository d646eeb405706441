// `npm run bench`: timings of the hot paths, printed as median and p95. Never asserted in tests.
import { performance } from 'node:perf_hooks';
import { createModelSession } from '../../engine/session/session.ts';

export function summarise(label: string, samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return `${label.padEnd(56)} median ${at(0.5).toFixed(3)} ms   p95 ${at(0.95).toFixed(3)} ms   (n=${sorted.length})`;
}

function time(fn: () => void): number {
  const start = performance.now();
  fn();
  return performance.now() - start;
}

const builds: number[] = [];
for (let i = 0; i < 20; i += 1) builds.push(time(() => createModelSession().destroy()));
console.log(summarise('engine: build the workbook', builds));

const session = createModelSession();
const changes: number[] = [];
for (let i = 0; i < 200; i += 1) {
  changes.push(time(() => {
    session.setDrivers({ revenue_growth_2026_pct: 200 + (i % 50) });
    session.headline();
  }));
}
console.log(summarise('engine: one driver change + read the headline', changes));
session.destroy();
