import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServerProcess } from './server-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    adminUsername: string;
    adminPassword: string;
    dataDir: string;
  }
}

const ROOT = path.resolve(import.meta.dirname, '../..');
export const E2E_ADMIN = { username: 'admin', password: 'e2e-admin-password-1' };

/** Builds the app as `npm start` does and starts the real server on a temporary data directory. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // NODE_ENV=test (set by Vitest) would make Vite build a non-production bundle.
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'error'], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } });
  if (build.status !== 0) throw new Error(`vite build failed:\n${build.stdout}\n${build.stderr}`);

  const server = await startServerProcess(E2E_ADMIN);
  project.provide('baseUrl', server.baseUrl);
  project.provide('adminUsername', E2E_ADMIN.username);
  project.provide('adminPassword', E2E_ADMIN.password);
  project.provide('dataDir', server.dataDir);

  return () => server.dispose();
}
