// `npm test`: every suite (unit, property, server, end-to-end) in one Vitest run that ends with the
// plain line "N passed, N failed". Some suites need Debian packages: end-to-end tests need
// Chromium, the export checks LibreOffice Calc (soffice) and poppler's pdftotext. Without them
// those files are left out with a loud SKIPPED line rather than silently; CI installs all three.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

export const CHROMIUM = process.env.FAHRPLAN_CHROMIUM ?? '/usr/bin/chromium';

function onPath(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

const skipped = [];
const args = ['vitest', 'run', '--reporter=default', '--reporter=./tests/summary-reporter.ts', ...process.argv.slice(2)];
if (!fs.existsSync(CHROMIUM)) {
  args.push('--project', 'unit', '--project', 'server');
  skipped.push(`end-to-end tests — Chromium not found at ${CHROMIUM} (apt-get install chromium)`);
}
if (!onPath(process.env.FAHRPLAN_SOFFICE ?? 'soffice')) {
  args.push('--exclude', 'tests/server/excel-libreoffice.test.ts');
  skipped.push('Excel model recalculation check — LibreOffice not found (apt-get install libreoffice-calc-nogui)');
}
if (!onPath('pdftotext')) {
  args.push('--exclude', 'tests/server/export-pdf.test.ts');
  skipped.push('PDF text check — pdftotext not found (apt-get install poppler-utils)');
}
for (const what of skipped) console.log(`\n${'!'.repeat(78)}\nSKIPPED: ${what}\n${'!'.repeat(78)}\n`);
const result = spawnSync('npx', args, {
  stdio: 'inherit',
  env: { ...process.env, FAHRPLAN_SKIPPED: skipped.join('\n') },
});
process.exit(result.status ?? 1);
