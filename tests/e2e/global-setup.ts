import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * Builds the app once, as `npm start` does, for every e2e file; each file starts its own server
 * on it (file-server.ts).
 */
export default function setup(): void {
  // NODE_ENV=test (set by Vitest) would make Vite build a non-production bundle.
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'error'], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } });
  if (build.status !== 0) throw new Error(`vite build failed:\n${build.stdout}\n${build.stderr}`);
}
