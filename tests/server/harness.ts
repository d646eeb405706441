import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildServer, type FahrplanServer } from '../../server/app.ts';
import { DEFAULT_EXPORT_QUEUE_LIMIT, DEFAULT_LIVE_STREAMS_PER_INSTANCE, DEFAULT_LIVE_STREAMS_PER_USER, type ServerConfig } from '../../server/config.ts';
import { DEFAULT_DRAWS_IN_FLIGHT } from '../../server/model/rangesAdmission.ts';
import { databaseNameFor, ensureDatabase } from '../helpers/postgres.ts';

export const TEST_ADMIN = { username: 'admin', password: 'test-admin-password' };

/**
 * The database the server tests run on: SQLite (the project `server`), or PostgreSQL on the
 * cluster at FAHRPLAN_TEST_DATABASE_URL (the project `server-postgres`, vite.config.ts). The
 * tests are the same; a data directory stands for a database, so a test that restarts a server on
 * the same directory restarts it on the same data with either.
 */
export const TEST_STORAGE: 'sqlite' | 'postgres' = process.env.FAHRPLAN_TEST_STORAGE === 'postgres' ? 'postgres' : 'sqlite';

export function tempDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'fahrplan-server-'));
}

/** The PostgreSQL database of `dataDir` in this pass (created on first use), or undefined on SQLite. */
export async function testDatabaseUrl(dataDir: string): Promise<string | undefined> {
  return TEST_STORAGE === 'postgres' ? ensureDatabase(databaseNameFor(dataDir)) : undefined;
}

/** The environment of a server process (server/main.ts) on the data of `dataDir`. */
export async function storageEnv(dataDir: string): Promise<Record<string, string>> {
  const url = await testDatabaseUrl(dataDir);
  return { FAHRPLAN_DATA_DIR: dataDir, FAHRPLAN_SAMPLE_DATA: 'off', ...(url ? { DATABASE_URL: url } : {}) };
}

export function testConfig(dataDir: string, overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: undefined,
    adminUsername: TEST_ADMIN.username,
    adminPassword: TEST_ADMIN.password,
    jwtSecret: undefined,
    staticDir: undefined,
    logLevel: 'silent',
    trustProxy: false,
    exportThreads: 1,
    exportQueueLimit: DEFAULT_EXPORT_QUEUE_LIMIT,
    liveStreamsPerUser: DEFAULT_LIVE_STREAMS_PER_USER,
    liveStreamsPerInstance: DEFAULT_LIVE_STREAMS_PER_INSTANCE,
    rangesDrawsInFlight: DEFAULT_DRAWS_IN_FLIGHT,
    rangesThreads: 2,
    // Without the sample monthly actuals the figures are the plain forecast the engine's own tests compute; tests of closed months turn it on.
    sampleData: false,
    ...overrides,
  };
}

export interface RunningServer extends FahrplanServer {
  baseUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

/** The real server over real HTTP on the data of `dataDir` (a temporary SQLite file, or its PostgreSQL database). */
export async function startServer(dataDir = tempDataDir(), overrides: Partial<ServerConfig> = {}): Promise<RunningServer> {
  const server = await buildServer(testConfig(dataDir, { databaseUrl: await testDatabaseUrl(dataDir), ...overrides }));
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { ...server, baseUrl: `http://127.0.0.1:${port}`, dataDir, stop: () => server.app.close() };
}

type Row = Record<string, unknown>;

/**
 * Rows of `sql` (placeholders `?`) read or written straight in the server's own database, for
 * tests that look behind the API. Values come back as each driver reads them (a timestamp is a
 * string from SQLite, a Date from PostgreSQL).
 */
export async function sqlRows(server: FahrplanServer, sql: string, ...params: unknown[]): Promise<Row[]> {
  const storage = server.services.storage;
  if (storage.dialect === 'sqlite') {
    const statement = storage.db.prepare(sql);
    if (statement.reader) return statement.all(...params) as Row[];
    statement.run(...params);
    return [];
  }
  let index = 0;
  return (await storage.pool.query<Row>(sql.replace(/\?/g, () => `$${(index += 1)}`), params)).rows;
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
