// `npm start`: builds the single-page app when dist/ is missing or older than its sources, then
// starts the server (server/main.ts) in this process.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const builtIndex = path.join(root, 'dist', 'index.html');
const sources = ['src', 'workers', 'engine', 'fixtures', 'vite.config.ts', 'package-lock.json'];

function newestMtime(entry: string): number {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

function buildIsStale(): boolean {
  const built = fs.statSync(builtIndex, { throwIfNoEntry: false });
  if (!built) return true;
  return sources.some((source) => newestMtime(path.join(root, source)) > built.mtimeMs);
}

if (buildIsStale()) {
  console.log('Building the app (dist/ is missing or older than its sources)...');
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('The build failed; see the messages above.');
    process.exit(result.status ?? 1);
  }
}

await import('../main.ts');
