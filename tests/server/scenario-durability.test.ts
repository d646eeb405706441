import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { call, loginAs, startServer, tempDataDir, TEST_ADMIN, type RunningServer } from './harness.ts';
import { ROOT } from '../helpers/fixtures.ts';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** The real server entry point (server/main.ts) as a child process that can be killed without warning. */
async function serverProcess(dataDir: string): Promise<{ child: ChildProcess; baseUrl: string }> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env, PORT: String(port), HOST: '127.0.0.1', FAHRPLAN_DATA_DIR: dataDir, FAHRPLAN_LOG_LEVEL: 'error',
      FAHRPLAN_ADMIN_USERNAME: TEST_ADMIN.username, FAHRPLAN_ADMIN_PASSWORD: TEST_ADMIN.password,
      FAHRPLAN_STATIC_DIR: path.join(dataDir, 'no-app'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (log += String(chunk)));
  child.stderr?.on('data', (chunk) => (log += String(chunk)));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return { child, baseUrl };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start:\n${log}`);
}

interface Acknowledged {
  id: string;
  version: number;
  description: string;
  keyDrivers: Record<string, number>;
}

const WRITERS = 6;
const ACKNOWLEDGED_BEFORE_KILL = 60;
/** A server process starts, takes the burst and is restarted: on a loaded machine that takes a while. */
const PROCESS_TIMEOUT_MS = 120_000;

let restarted: RunningServer | undefined;
let killable: ChildProcess | undefined;
afterEach(async () => {
  killable?.kill('SIGKILL');
  await restarted?.stop();
});

describe('durability of scenario writes', () => {
  it('keeps every acknowledged create and update after SIGKILL in the middle of a burst, and the database stays intact', async () => {
    const dataDir = tempDataDir();
    const { child, baseUrl } = await serverProcess(dataDir);
    killable = child;
    const server = { baseUrl };
    const token = await loginAs(server, TEST_ADMIN.username, TEST_ADMIN.password);
    const acknowledged = new Map<string, Acknowledged>();
    let acks = 0;
    let killed = false;

    const writer = async (writerIndex: number) => {
      for (let round = 0; !killed; round += 1) {
        try {
          const keyDrivers = { sales_team_size: 2 + ((writerIndex * 7 + round) % 30) };
          const created = await call(server, 'POST', '/api/scenarios', {
            token, body: { scenario_name: `Burst ${writerIndex}-${round}`, description: 'created', key_drivers: keyDrivers },
          });
          if (created.status !== 201) throw new Error(`create answered ${created.status}`);
          const id = created.body.scenario_id as string;
          acknowledged.set(id, { id, version: 1, description: 'created', keyDrivers });
          acks += 1;
          const changed = { sales_team_size: keyDrivers.sales_team_size + 1 };
          const updated = await call(server, 'PUT', `/api/scenarios/${id}`, { token, body: { version: 1, description: 'updated', key_drivers: changed } });
          if (updated.status !== 200) throw new Error(`update answered ${updated.status}`);
          acknowledged.set(id, { id, version: 2, description: 'updated', keyDrivers: changed });
          acks += 1;
        } catch (error) {
          if (killed) return; // the connection died with the process: that write was never acknowledged
          throw error;
        }
        if (acks >= ACKNOWLEDGED_BEFORE_KILL && !killed) {
          killed = true;
          child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: WRITERS }, (_, i) => writer(i)));
    await new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));
    expect(child.signalCode).toBe('SIGKILL');
    expect(acknowledged.size).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL / 2);

    restarted = await startServer(dataDir);
    expect(restarted.services.db.pragma('integrity_check', { simple: true })).toBe('ok');
    const adminToken = await loginAs(restarted, TEST_ADMIN.username, TEST_ADMIN.password);
    for (const write of acknowledged.values()) {
      const stored = await call(restarted, 'GET', `/api/scenarios/${write.id}`, { token: adminToken });
      expect({ id: write.id, status: stored.status }).toEqual({ id: write.id, status: 200 });
      // The update in flight at the kill may have committed without its answer arriving: never older than acknowledged.
      expect(stored.body.version).toBeGreaterThanOrEqual(write.version);
      if (stored.body.version === write.version) {
        expect({ description: stored.body.description, key_drivers: stored.body.key_drivers }).toEqual({ description: write.description, key_drivers: write.keyDrivers });
      }
    }
    // Built-ins and the audit trail came through as well.
    expect((await call(restarted, 'GET', '/api/scenarios/baseline', { token: adminToken })).status).toBe(200);
    const audit = await call(restarted, 'GET', '/api/admin/activity?action=create&page_size=200', { token: adminToken });
    expect(audit.body.total).toBeGreaterThanOrEqual([...acknowledged.values()].length);
  }, PROCESS_TIMEOUT_MS);
});
