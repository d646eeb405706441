// `npm test`: every suite (unit, property, server, end-to-end) in one Vitest run that ends with the
// plain line "N passed, N failed". Some suites need Debian packages: end-to-end tests need
// Chromium, the export checks LibreOffice Calc (soffice) and poppler's pdftotext, and the server
// tests' second pass a PostgreSQL cluster at FAHRPLAN_TEST_DATABASE_URL (README.md, "Tests on
// PostgreSQL"). Without them those files are left out with a loud SKIPPED line rather than
// silently; CI provides all of them.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

export const CHROMIUM = process.env.FAHRPLAN_CHROMIUM ?? '/usr/bin/chromium';

function onPath(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

/** Whether a PostgreSQL server answers at `url` (a connection and SELECT 1 within 3 s). */
function clusterAnswers(url) {
  const probe = `const pg = require('pg');
    const client = new pg.Client({ connectionString: process.argv[1], connectionTimeoutMillis: 3000 });
    client.connect().then(() => client.query('SELECT 1')).then(() => process.exit(0), () => process.exit(1));`;
  return spawnSync(process.execPath, ['-e', probe, url], { stdio: 'ignore', timeout: 10_000 }).status === 0;
}

const skipped = [];
const env = { ...process.env };
const args = ['vitest', 'run', '--reporter=default', '--reporter=./tests/summary-reporter.ts', ...process.argv.slice(2)];

// The PostgreSQL pass exists (vite.config.ts) exactly when FAHRPLAN_TEST_DATABASE_URL is set.
const cluster = env.FAHRPLAN_TEST_DATABASE_URL;
const postgresPass = Boolean(cluster) && clusterAnswers(cluster);
if (!cluster) {
  skipped.push('server tests on PostgreSQL — FAHRPLAN_TEST_DATABASE_URL is not set (a throwaway cluster: .ci/postgres-cluster start DIR)');
} else if (!postgresPass) {
  delete env.FAHRPLAN_TEST_DATABASE_URL;
  skipped.push(`server tests on PostgreSQL — no PostgreSQL server answers at FAHRPLAN_TEST_DATABASE_URL (${new URL(cluster).host || 'local socket'})`);
} else if (!onPath('pg_dump') || !onPath('pg_restore')) {
  env.FAHRPLAN_TEST_POSTGRES_EXCLUDE = 'tests/server/backup.test.ts';
  skipped.push('backup and restore on PostgreSQL — pg_dump or pg_restore not found (apt-get install postgresql-client)');
}
if (!fs.existsSync(CHROMIUM)) {
  args.push('--project', 'unit', '--project', 'server', ...(postgresPass ? ['--project', 'server-postgres'] : []));
  skipped.push(`end-to-end tests — Chromium not found at ${CHROMIUM} (apt-get install chromium)`);
}
if (!onPath(process.env.FAHRPLAN_SOFFICE ?? 'soffice')) {
  args.push('--exclude', 'tests/server/excel-libreoffice.test.ts');
  skipped.push('Excel model recalculation check — LibreOffice not found (apt-get install libreoffice-calc-nogui)');
}
if (!onPath('pdftotext')) {
  args.push('--exclude', 'tests/server/export-pdf.test.ts', '--exclude', 'tests/unit/server/variance-export.test.ts');
  skipped.push('PDF text checks — pdftotext not found (apt-get install poppler-utils)');
}
for (const what of skipped) console.log(`\n${'!'.repeat(78)}\nSKIPPED: ${what}\n${'!'.repeat(78)}\n`);
const result = spawnSync('npx', args, {
  stdio: 'inherit',
  env: { ...env, FAHRPLAN_SKIPPED: skipped.join('\n') },
});
process.exit(result.status ?? 1);
