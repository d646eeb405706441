// `npm run bench`: timings of the hot paths, printed as median and p95. Never asserted in tests.
import { benchEngine } from './engine.bench.ts';
import { benchSensitivity } from './sensitivity.bench.ts';
import { benchApi } from './api.bench.ts';
import { benchPnl } from './pnl.bench.ts';
import { benchKeyDriversBrowser } from './keyDrivers.browser.bench.ts';

console.log('Fahrplan benchmark');
for (const line of await benchEngine()) console.log(line);
for (const line of await benchSensitivity()) console.log(line);
for (const line of await benchPnl()) console.log(line);
for (const line of await benchApi()) console.log(line);
for (const line of await benchKeyDriversBrowser()) console.log(line);
