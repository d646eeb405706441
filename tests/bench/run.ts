// `npm run bench [-- --json] [-- --only <text>]`: timings of the hot paths, median and p95, never
// asserted in tests. --json prints one JSON object per figure and line; --only measures only the
// figures whose name contains the text (tests/bench/stats.ts).
import { parseArgs } from 'node:util';
import { benchEngine } from './engine.bench.ts';
import { benchKernel } from './kernel.bench.ts';
import { benchSensitivity } from './sensitivity.bench.ts';
import { benchApi } from './api.bench.ts';
import { benchInstances } from './instances.bench.ts';
import { benchExportLoad } from './exportLoad.bench.ts';
import { benchLiveStreams } from './liveStreams.bench.ts';
import { benchUploadLoad } from './uploadLoad.bench.ts';
import { benchPnl } from './pnl.bench.ts';
import { benchKeyDriversBrowser } from './keyDrivers.browser.bench.ts';
import { benchAnalysis } from './analysis.bench.ts';
import { benchDatev } from './datev.bench.ts';
import { BenchRun } from './stats.ts';

const { values } = parseArgs({ options: { json: { type: 'boolean', default: false }, only: { type: 'string' } } });
const run = new BenchRun({ json: values.json ?? false, only: values.only });

if (!values.json) console.log('Fahrplan benchmark');
// Each bench's wall time is noted after its figures, so a slow CI run shows which one grew.
for (const bench of [benchEngine, benchKernel, benchSensitivity, benchAnalysis, benchPnl, benchApi, benchInstances, benchExportLoad, benchLiveStreams, benchUploadLoad, benchDatev, benchKeyDriversBrowser]) {
  const seenBefore = run.seen;
  const started = performance.now();
  await bench(run);
  if (run.seen > seenBefore) run.note(`(${bench.name} took ${((performance.now() - started) / 1000).toFixed(0)} s)`);
}
if (run.seen === 0) {
  console.error(`no figure's name contains "${values.only}"`);
  process.exitCode = 1;
}
