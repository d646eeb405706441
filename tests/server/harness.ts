import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildServer, type FahrplanServer } from '../../server/app.ts';
import { DEFAULT_EXPORT_QUEUE_LIMIT, type ServerConfig } from '../../server/config.ts';

export const TEST_ADMIN = { username: 'admin', password: 'test-admin-password' };

export function tempDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'fahrplan-server-'));
}

export function testConfig(dataDir: string, overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    adminUsername: TEST_ADMIN.username,
    adminPassword: TEST_ADMIN.password,
    jwtSecret: undefined,
    staticDir: undefined,
    logLevel: 'silent',
    exportThreads: 1,
    exportQueueLimit: DEFAULT_EXPORT_QUEUE_LIMIT,
    ...overrides,
  };
}

export interface RunningServer extends FahrplanServer {
  baseUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

/** The real server over real HTTP on a temporary SQLite file. */
export async function startServer(dataDir = tempDataDir(), overrides: Partial<ServerConfig> = {}): Promise<RunningServer> {
  const server = await buildServer(testConfig(dataDir, overrides));
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { ...server, baseUrl: `http://127.0.0.1:${port}`, dataDir, stop: () => server.app.close() };
}

export interface JsonResponse {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON answers
  headers: Headers;
}

/** The answer's text; of an event stream (which does not end), the first chunk only. */
async function answerText(response: Response): Promise<string> {
  if (!response.headers.get('content-type')?.startsWith('text/event-stream')) return response.text();
  const reader = response.body?.getReader();
  const first = await reader?.read();
  await reader?.cancel();
  return new TextDecoder().decode(first?.value);
}

export async function call(
  server: { baseUrl: string },
  method: string,
  url: string,
  options: { token?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
): Promise<JsonResponse> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.rawBody !== undefined) {
    body = options.rawBody;
    headers['content-type'] ??= 'application/json';
  } else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] = 'application/json';
  }
  const response = await fetch(`${server.baseUrl}${url}`, { method, headers, body });
  const text = await answerText(response);
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body: parsed, headers: response.headers };
}

export async function loginAs(server: { baseUrl: string }, username: string, password: string): Promise<string> {
  const response = await call(server, 'POST', '/api/auth/login', { body: { username, password } });
  if (response.status !== 200) throw new Error(`login as ${username} failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.access_token as string;
}
