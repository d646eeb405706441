// `npm test`: every suite (unit, property, server, end-to-end) in one Vitest run that ends with the
// plain line "N passed, N failed". End-to-end tests need Debian's Chromium; without it they are
// left out with a loud SKIPPED line rather than silently.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

export const CHROMIUM = process.env.FAHRPLAN_CHROMIUM ?? '/usr/bin/chromium';
const hasChromium = fs.existsSync(CHROMIUM);
const args = ['vitest', 'run', '--reporter=default', '--reporter=./tests/summary-reporter.ts', ...process.argv.slice(2)];
if (!hasChromium) {
  args.push('--project', 'unit', '--project', 'server');
  console.log(`\n${'!'.repeat(78)}\nSKIPPED: end-to-end tests — Chromium not found at ${CHROMIUM} (apt-get install chromium)\n${'!'.repeat(78)}\n`);
}
const result = spawnSync('npx', args, {
  stdio: 'inherit',
  env: { ...process.env, FAHRPLAN_E2E_SKIPPED: hasChromium ? '' : '1' },
});
process.exit(result.status ?? 1);
