import { afterEach, describe, expect, it } from 'vitest';
import { call, loginAs, startServer, storageEnv, tempDataDir, TEST_ADMIN, type RunningServer } from './harness.ts';
import { startServerProcess, type ServerProcess } from './serverProcess.ts';

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
let killable: ServerProcess | undefined;
afterEach(async () => {
  await killable?.kill();
  await restarted?.stop();
});

describe('durability of scenario writes', () => {
  it('keeps every acknowledged create and update after SIGKILL in the middle of a burst, and the database stays intact', async () => {
    const dataDir = tempDataDir();
    const server = await startServerProcess(await storageEnv(dataDir));
    killable = server;
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
          server.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: WRITERS }, (_, i) => writer(i)));
    await server.kill();
    expect(server.child.signalCode).toBe('SIGKILL');
    expect(acknowledged.size).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL / 2);

    restarted = await startServer(dataDir);
    // PostgreSQL keeps its own files safe from a client's death; the SQLite file is the server's to keep.
    if (restarted.services.storage.dialect === 'sqlite') {
      expect(restarted.services.storage.db.pragma('integrity_check', { simple: true })).toBe('ok');
    }
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
