import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { ROOT } from '../helpers/fixtures.ts';
import { TEST_ADMIN } from './harness.ts';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  /** What the process wrote to stdout and stderr so far. */
  log(): string;
  /** Kills it without warning (SIGKILL) and waits until it is gone. */
  kill(): Promise<void>;
}

/**
 * The real server entry point (server/main.ts) as a child process that can be killed without
 * warning, on the storage `env` names (storageEnv of the harness: the data directory, and the
 * database on PostgreSQL).
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env, PORT: String(port), HOST: '127.0.0.1', FAHRPLAN_LOG_LEVEL: 'error',
      FAHRPLAN_ADMIN_USERNAME: TEST_ADMIN.username, FAHRPLAN_ADMIN_PASSWORD: TEST_ADMIN.password,
      FAHRPLAN_STATIC_DIR: path.join(env.FAHRPLAN_DATA_DIR ?? ROOT, 'no-app'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (log += String(chunk)));
  child.stderr?.on('data', (chunk) => (log += String(chunk)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const running: ServerProcess = {
    child,
    baseUrl,
    log: () => log,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return running;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await running.kill();
  throw new Error(`server did not start:\n${log}`);
}
