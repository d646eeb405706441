import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DATABASE_FILE } from '../../server/db/sqlite/database.ts';
import { loginAs, startServer, tempDataDir, TEST_ADMIN, type RunningServer } from './harness.ts';

const running: RunningServer[] = [];
afterEach(async () => {
  while (running.length) await running.pop()?.stop();
});

async function start(dataDir: string): Promise<RunningServer> {
  const server = await startServer(dataDir, { jwtSecret: undefined });
  running.push(server);
  // A sign-in writes a session row, so the WAL and shared-memory files exist.
  await loginAs(server, TEST_ADMIN.username, TEST_ADMIN.password);
  return server;
}

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;
const privateFiles = (dataDir: string) => [DATABASE_FILE, `${DATABASE_FILE}-wal`, `${DATABASE_FILE}-shm`, 'jwt-secret'].map((name) => path.join(dataDir, name));

describe('data directory permissions', () => {
  it('creates the data directory 700 and the database, its WAL and shared-memory files and the JWT secret 600', async () => {
    const dataDir = path.join(tempDataDir(), 'new', 'data');
    await start(dataDir);
    expect(modeOf(dataDir)).toBe(0o700);
    for (const file of privateFiles(dataDir)) expect([file, modeOf(file)]).toEqual([file, 0o600]);
  });

  it('tightens a data directory and files an earlier start left readable to others', async () => {
    const dataDir = path.join(tempDataDir(), 'data');
    fs.mkdirSync(dataDir, { mode: 0o755 });
    fs.chmodSync(dataDir, 0o755);
    const first = await start(dataDir);
    await first.stop();
    running.splice(running.indexOf(first), 1);
    fs.chmodSync(dataDir, 0o755);
    // A process killed in WAL mode leaves the WAL and shared-memory files behind.
    for (const file of privateFiles(dataDir)) {
      if (!fs.existsSync(file)) fs.writeFileSync(file, '');
      fs.chmodSync(file, 0o644);
    }

    await start(dataDir);
    expect(modeOf(dataDir)).toBe(0o700);
    for (const file of privateFiles(dataDir)) expect([file, modeOf(file)]).toEqual([file, 0o600]);
  });
});
