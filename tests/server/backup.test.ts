import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { call, loginAs, startServer, storageEnv, tempDataDir, TEST_ADMIN, type RunningServer } from './harness.ts';
import { ROOT } from '../helpers/fixtures.ts';

/** `npm run -s backup|restore -- FILE` as an operator runs it: a process of its own with the server's storage environment. */
async function cli(command: 'backup' | 'restore', dataDir: string, file: string): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', `server/cli/${command}.ts`, file], {
      cwd: ROOT, env: { ...process.env, ...(await storageEnv(dataDir)) },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

const running: RunningServer[] = [];
async function start(dataDir: string): Promise<{ server: RunningServer; token: string }> {
  const server = await startServer(dataDir);
  running.push(server);
  return { server, token: await loginAs(server, TEST_ADMIN.username, TEST_ADMIN.password) };
}
async function stop(server: RunningServer): Promise<void> {
  running.splice(running.indexOf(server), 1);
  await server.stop();
}
afterEach(async () => {
  while (running.length) await running.pop()?.stop();
});

const KEPT = { scenario_name: 'Kept plan', description: 'saved before the backup', key_drivers: { sales_team_size: 5 } };
/** A headcount plan saved before the backup (version 2 of KEPT). */
const KEPT_HEADCOUNT = [{
  role: 'Software Engineer', department: 'engineering', count: 4, start_month: '2025-12', end_month: null,
  annual_salary: 80_000, raise_pct: null, raise_month: 1, variable_pct: 0, recruiting_cost: 0,
}];

describe('backup and restore (docs/deployment.md)', () => {
  it('backs up while the server runs; a restore after later changes brings back exactly the backed-up state', async () => {
    const dataDir = tempDataDir();
    const first = await start(dataDir);
    const kept = await call(first.server, 'POST', '/api/scenarios', { token: first.token, body: KEPT });
    expect(kept.status).toBe(201);
    const headcount = await call(first.server, 'PUT', `/api/scenarios/${kept.body.scenario_id}/headcount`, { token: first.token, body: { version: 1, positions: KEPT_HEADCOUNT } });
    expect(headcount.status).toBe(200);
    const file = path.join(tempDataDir(), 'fahrplan.backup');

    const backup = await cli('backup', dataDir, file);
    expect(backup).toMatchObject({ code: 0 });
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect((await cli('backup', dataDir, file)).output).toContain('exists');

    const later = await call(first.server, 'POST', '/api/scenarios', { token: first.token, body: { ...KEPT, scenario_name: 'Later plan' } });
    expect(later.status).toBe(201);
    const changed = await call(first.server, 'PUT', `/api/scenarios/${kept.body.scenario_id}`, {
      token: first.token, body: { version: 2, description: 'changed after the backup', key_drivers: { sales_team_size: 9 } },
    });
    expect(changed.body.version).toBe(3);
    const reset = await call(first.server, 'DELETE', `/api/scenarios/${kept.body.scenario_id}/headcount?version=3`, { token: first.token });
    expect(reset.body).toMatchObject({ version: 4, generated: true });
    await stop(first.server);

    const restore = await cli('restore', dataDir, file);
    expect(restore).toMatchObject({ code: 0 });
    // Said only once every table of the backup was found restored, row for row.
    expect(restore.output).toContain('checked it against the backup');

    const second = await start(dataDir);
    const restored = await call(second.server, 'GET', `/api/scenarios/${kept.body.scenario_id}`, { token: second.token });
    expect(restored.body).toMatchObject({ version: 2, ...KEPT, headcount_saved: true });
    expect((await call(second.server, 'GET', `/api/scenarios/${kept.body.scenario_id}/headcount`, { token: second.token })).body)
      .toMatchObject({ version: 2, generated: false, positions: KEPT_HEADCOUNT });
    expect((await call(second.server, 'GET', `/api/scenarios/${later.body.scenario_id}`, { token: second.token })).status).toBe(404);
    // The restored database takes writes again, from the restored version on.
    const again = await call(second.server, 'PUT', `/api/scenarios/${kept.body.scenario_id}`, { token: second.token, body: { version: 2, description: 'after the restore' } });
    expect(again.body.version).toBe(3);
  });

  it('refuses a file that is no backup and leaves the database as it was', async () => {
    const dataDir = tempDataDir();
    const first = await start(dataDir);
    const kept = await call(first.server, 'POST', '/api/scenarios', { token: first.token, body: KEPT });
    await stop(first.server);
    const garbage = path.join(tempDataDir(), 'not-a-backup');
    fs.writeFileSync(garbage, 'this is no database\n'.repeat(100));

    const restore = await cli('restore', dataDir, garbage);
    expect(restore.code).not.toBe(0);
    expect(restore.output).not.toContain('Restored');

    const second = await start(dataDir);
    expect((await call(second.server, 'GET', `/api/scenarios/${kept.body.scenario_id}`, { token: second.token })).body).toMatchObject(KEPT);
  });
});
