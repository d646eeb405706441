import { performance } from 'node:perf_hooks';
import { buchungsstapel, encode } from '../helpers/datevFixtures.ts';
import { readLedger } from '../../engine/actuals/datev/readLedger.ts';
import { mapLedger } from '../../engine/actuals/datev/ledger.ts';
import { NO_COMPANY_MAPPING } from '../../engine/actuals/datev/mapping.ts';
import { DATEV_MAX_BOOKINGS, DATEV_MAX_BYTES } from '../../contract/datev.ts';
import { timing, type BenchRun } from './stats.ts';

const BOOKINGS = 100_000;
const FIGURE = `import: DATEV Buchungsstapel of ${BOOKINGS.toLocaleString('en-US')} bookings (read, map and aggregate)`;

/**
 * What the upload thread and the import route do with a month's Buchungsstapel of 100,000
 * bookings in DATEV's 125 columns (Windows-1252, about 21 MB): decode, parse, check every field,
 * post each booking to its two accounts, map the accounts to lines (issue 29's budget: < 2 s).
 */
export async function benchDatev(run: BenchRun): Promise<void> {
  if (!run.wants(FIGURE)) return;
  const lines = buchungsstapel({ seed: 29, chart: 'SKR03', encoding: 'windows-1252', fiscalYearStart: '2026-01-01', month: '2026-03', events: 72_000 }).text.split('\r\n');
  if (lines.length < BOOKINGS + 2) throw new Error(`the generator wrote ${lines.length - 2} bookings, fewer than ${BOOKINGS}`);
  const bytes = encode(lines.slice(0, BOOKINGS + 2).join('\r\n'), 'windows-1252');
  const samples: number[] = [];
  for (let i = 0; i < 6; i += 1) {
    const start = performance.now();
    const read = readLedger(bytes, 'buchungsstapel', undefined, { maxBytes: DATEV_MAX_BYTES, maxBookings: DATEV_MAX_BOOKINGS });
    if (!read.ok || read.count !== BOOKINGS) throw new Error(`the bench file did not read: ${JSON.stringify(read.ok ? read.count : read.errors[0])}`);
    mapLedger(read.ledger, NO_COMPANY_MAPPING('skr03'));
    if (i > 0) samples.push(performance.now() - start);
  }
  run.report(timing(FIGURE, samples, { note: `   (${(bytes.byteLength / 1024 / 1024).toFixed(1)} MB; first run of 6 left out)` }));
}
