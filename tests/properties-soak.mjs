// `npm run test:properties -- [rounds]`: runs every file with fast-check properties `rounds` times
// (default 20), each property with a fresh seed, and lists every property that failed with the
// command that replays it. A property that fails for some seed is a bug in the model or in the
// property, never luck (docs/decisions.md "Property tests you can trust").
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const rounds = Number(process.argv[2] ?? 20);
if (!Number.isInteger(rounds) || rounds < 1) {
  console.error(`rounds must be a whole number of at least 1, not ${process.argv[2]}`);
  process.exit(2);
}

/** Test files that call propertyBudget (the helper's own tests exercise failures on purpose). */
function propertyFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'e2e' || entry.name === 'helpers' ? [] : propertyFiles(file);
    return /\.test\.tsx?$/.test(entry.name) && fs.readFileSync(file, 'utf8').includes('propertyBudget(') ? [path.relative(ROOT, file)] : [];
  });
}

const files = propertyFiles(path.join(ROOT, 'tests'));
const env = { ...process.env, NO_COLOR: '1' };
delete env.FAHRPLAN_PROPERTY_SEED;
delete env.FAHRPLAN_PROPERTY_PATH;
const failures = [];
let roundsFailed = 0;
for (let round = 1; round <= rounds; round += 1) {
  const started = Date.now();
  const run = spawnSync('npx', ['vitest', 'run', ...files], { cwd: ROOT, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const output = `${run.stdout}${run.stderr}`;
  const lines = output.split('\n').filter((line) => line.startsWith('fast-check property '));
  const failed = lines.filter((line) => / FAILED/.test(line));
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(`round ${round}/${rounds}: ${lines.length - failed.length} of ${lines.length} properties passed, vitest exit ${run.status} (${seconds} s)`);
  if (run.status !== 0) {
    roundsFailed += 1;
    failures.push(...(failed.length > 0 ? failed : [output.split('\n').slice(-40).join('\n')]));
  }
}
console.log(`\n${rounds - roundsFailed} of ${rounds} rounds passed over ${files.length} files`);
for (const failure of failures) console.log(failure);
process.exit(roundsFailed === 0 ? 0 : 1);
