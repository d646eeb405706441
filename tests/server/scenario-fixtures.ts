import { spawn } from 'node:child_process';
import { expect } from 'vitest';
import { call, loginAs, type RunningServer } from './harness.ts';
import { ROOT } from '../helpers/fixtures.ts';

export interface SignedIn {
  id: number;
  username: string;
  token: string;
}

/** Creates a user through the admin API and signs them in. */
export async function signedInUser(server: RunningServer, adminToken: string, username: string, role: 'user' | 'modeller' | 'admin' = 'user'): Promise<SignedIn> {
  const password = `${username}-password-1`;
  const created = await call(server, 'POST', '/api/admin/users', {
    token: adminToken, body: { username, password, role, force_password_change: false },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { id: created.body.id as number, username, token: await loginAs(server, username, password) };
}

/** A valid create body; `suffix` keeps names apart between tests. */
export function newScenario(suffix: string, keyDrivers: Record<string, number> = { logo_churn_rate: 4 }) {
  return { scenario_name: `Plan ${suffix}`, description: `What-if ${suffix}`, key_drivers: keyDrivers };
}

/** The CLI's JSON for a built-in scenario: `npm run -s model -- forecast --scenario X --json` as a child process. */
export function cliForecast(scenarioId: string): Promise<{ years: Record<string, Record<string, number | null>> }> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '-s', 'model', '--', 'forecast', '--scenario', scenarioId, '--json'], { cwd: ROOT });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => { stdout += chunk.toString(); });
    child.stderr.on('data', (chunk: Buffer) => { stderr += chunk.toString(); });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`model CLI exited with ${code}: ${stderr}`));
      else resolve(JSON.parse(stdout));
    });
  });
}
