import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';

const ROOT = path.resolve(import.meta.dirname, '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not become healthy:\n${output()}`);
}

export interface ServerProcess {
  baseUrl: string;
  port: number;
  dataDir: string;
  /** Stops the server (SIGTERM to its process group) and waits for it to exit; the data stays. */
  stop(): Promise<void>;
  /** Starts it again on the same port and data directory. */
  restart(): Promise<void>;
  /** Stops it and removes the data directory. */
  dispose(): Promise<void>;
  /** The server's process id while it runs (a bench reads its memory from /proc). */
  pid(): number | undefined;
}

/**
 * The real server (`server/main.ts`, serving the built app from dist/) as a child process on a
 * temporary data directory and a free port: always SQLite in that directory with the sample
 * monthly actuals (FAHRPLAN_SAMPLE_DATA=on, set here: a new installation's default is off),
 * whatever DATABASE_URL or FAHRPLAN_SAMPLE_DATA the shell running the tests has; `env` may turn
 * the sample off for a file that starts as a new installation does. Each e2e file starts one
 * (file-server.ts).
 */
export async function startServerProcess(
  admin: { username: string; password: string },
  options: { dataDir?: string; port?: number; env?: Record<string, string> } = {},
): Promise<ServerProcess> {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'fahrplan-e2e-'));
  const port = options.port ?? await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;

  async function start(): Promise<void> {
    let log = '';
    const started = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      detached: true,
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        FAHRPLAN_DATA_DIR: dataDir,
        FAHRPLAN_ADMIN_USERNAME: admin.username,
        FAHRPLAN_ADMIN_PASSWORD: admin.password,
        FAHRPLAN_LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        FAHRPLAN_SAMPLE_DATA: 'on',
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    started.stdout?.on('data', (chunk) => (log += String(chunk)));
    started.stderr?.on('data', (chunk) => (log += String(chunk)));
    child = started;
    await waitForHealth(baseUrl, started, () => log);
  }

  async function stop(): Promise<void> {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null || running.pid === undefined) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    process.kill(-running.pid, 'SIGTERM');
    await exited;
  }

  await start();
  return {
    baseUrl,
    port,
    dataDir,
    stop,
    restart: start,
    async dispose() {
      await stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    pid: () => child?.pid,
  };
}
