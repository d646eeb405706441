import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { defaultWorkerThreads } from './pool/exportPool.ts';
import { defaultRangesThreads } from './pool/rangesPool.ts';
import { newPasswordProblem } from './auth/passwordPolicy.ts';
import { DEFAULT_DRAWS_IN_FLIGHT } from './model/rangesAdmission.ts';

/** Exports waiting for a thread by default: with one thread and about 2 s each, a wait of up to ~20 s. */
export const DEFAULT_EXPORT_QUEUE_LIMIT = 8;
/** Live update streams one user may hold open on an instance by default: a few browser tabs. */
export const DEFAULT_LIVE_STREAMS_PER_USER = 5;
/**
 * Live update streams an instance holds open by default: each is a connection (a file descriptor)
 * for as long as a browser stays signed in, well below the usual 20,000 descriptors of a process.
 */
export const DEFAULT_LIVE_STREAMS_PER_INSTANCE = 1_000;

/**
 * Which proxies' X-Forwarded-For the server believes (Fastify's trustProxy): none, every one, or
 * those at the given addresses, CIDR ranges or proxy-addr's names (loopback, linklocal,
 * uniquelocal). Fastify 5 refuses a bare hop count (it cannot check the nearest peer), so there is none.
 */
export type TrustProxy = boolean | string[];

/** Everything the server reads from its environment, documented in README.md ("Configuration"). */
export interface ServerConfig {
  port: number;
  host: string;
  /** The SQLite database and the generated JWT secret (unused with databaseUrl). */
  dataDir: string;
  /** PostgreSQL instead of SQLite: a postgres:// or postgresql:// URL (docs/deployment.md). */
  databaseUrl: string | undefined;
  adminUsername: string;
  /** When absent on first start, a random password is generated and reported once; when set, it meets the password rules. */
  adminPassword: string | undefined;
  /**
   * When absent, a random secret is generated once and kept in the data directory (mode 600), or
   * on PostgreSQL in the database, so every instance shares it.
   */
  jwtSecret: string | undefined;
  /** Directory of the built SPA; the server falls back to its index.html for client routes. */
  staticDir: string | undefined;
  logLevel: 'silent' | 'error' | 'warn' | 'info' | 'debug';
  /** Behind a reverse proxy: whose X-Forwarded-For names the client (request.ip, the login throttle, the audit trail). */
  trustProxy: TrustProxy;
  /**
   * Whether a new database starts with the sample monthly actuals of 2026, marked as the sample
   * (a demonstration); off by default, so a new installation shows no invented actuals: nothing is
   * closed until an admin saves the company's own or loads the sample on the Monthly Actuals screen.
   */
  sampleData: boolean;
  /** Worker threads that build exports off the event loop (server/pool/exportPool.ts). */
  exportThreads: number;
  /** Exports that may wait for a thread; one more is refused with 429 export_queue_full. */
  exportQueueLimit: number;
  /** Live update streams (GET /api/events) one user may hold open on this instance; one more is 429 too_many_streams. */
  liveStreamsPerUser: number;
  /** Live update streams this instance holds open over all users; one more is 429 server_busy. */
  liveStreamsPerInstance: number;
  /** Draws the forecast-ranges runs in progress on this instance hold together (about 1.2 kB each); no single run may ask more. */
  rangesDrawsInFlight: number;
  /** Worker threads that evaluate the draws of forecast-ranges runs of 5,000 draws and more (server/pool/rangesPool.ts). */
  rangesThreads: number;
}

const blankAsAbsent = (value: unknown) => (value === '' ? undefined : value);

const databaseUrl = z.preprocess(blankAsAbsent, z.string().refine((text) => {
  try {
    return ['postgres:', 'postgresql:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
}, 'DATABASE_URL must be a postgres:// or postgresql:// URL (leave it unset for the SQLite database in FAHRPLAN_DATA_DIR)').optional());

const PROXY_ADDRESS_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** An IPv4 or IPv6 address, optionally with a prefix length (CIDR), or a name of proxy-addr's ranges. */
function isProxyAddress(text: string): boolean {
  if (PROXY_ADDRESS_NAMES.includes(text)) return true;
  const [address = '', prefix, ...rest] = text.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

const TRUST_PROXY_HELP = 'FAHRPLAN_TRUST_PROXY must be true, false, or a comma-separated list of proxy addresses, CIDR ranges or the names loopback, linklocal, uniquelocal';

const trustProxy = z.preprocess(blankAsAbsent, z.string().optional()).transform((text, context): TrustProxy => {
  if (text === undefined || text === 'false') return false;
  if (text === 'true') return true;
  const entries = text.split(',').map((entry) => entry.trim());
  if (entries.every(isProxyAddress)) return entries;
  context.addIssue({ code: 'custom', message: TRUST_PROXY_HELP });
  return z.NEVER;
});

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().min(1).default('127.0.0.1'),
  FAHRPLAN_DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: databaseUrl,
  FAHRPLAN_ADMIN_USERNAME: z.string().trim().min(1).max(64).default('admin'),
  FAHRPLAN_ADMIN_PASSWORD: z.string().optional(),
  FAHRPLAN_JWT_SECRET: z.string().min(32, 'FAHRPLAN_JWT_SECRET must have at least 32 characters').optional(),
  FAHRPLAN_STATIC_DIR: z.string().min(1).optional(),
  FAHRPLAN_LOG_LEVEL: z.enum(['silent', 'error', 'warn', 'info', 'debug']).default('warn'),
  FAHRPLAN_TRUST_PROXY: trustProxy,
  FAHRPLAN_SAMPLE_DATA: z.enum(['on', 'off'], { message: 'FAHRPLAN_SAMPLE_DATA must be on or off' }).default('off'),
  FAHRPLAN_EXPORT_THREADS: z.coerce.number().int().min(1).max(64).optional(),
  FAHRPLAN_EXPORT_QUEUE_LIMIT: z.coerce.number().int().min(0).max(1000).default(DEFAULT_EXPORT_QUEUE_LIMIT),
  FAHRPLAN_LIVE_STREAMS_PER_USER: z.coerce.number().int().min(1).max(100).default(DEFAULT_LIVE_STREAMS_PER_USER),
  FAHRPLAN_LIVE_STREAMS_PER_INSTANCE: z.coerce.number().int().min(1).max(100_000).default(DEFAULT_LIVE_STREAMS_PER_INSTANCE),
  FAHRPLAN_RANGES_DRAWS_IN_FLIGHT: z.coerce.number().int().min(1_000).max(1_000_000).default(DEFAULT_DRAWS_IN_FLIGHT),
  FAHRPLAN_RANGES_THREADS: z.coerce.number().int().min(1).max(64).optional(),
});

export function configFromEnv(env: NodeJS.ProcessEnv, projectRoot: string): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid configuration ${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'unknown problem'}`);
  }
  const e = parsed.data;
  // The first admin's password meets the rules every new password meets.
  const adminPasswordProblem = e.FAHRPLAN_ADMIN_PASSWORD === undefined ? undefined : newPasswordProblem(e.FAHRPLAN_ADMIN_PASSWORD, e.FAHRPLAN_ADMIN_USERNAME);
  if (adminPasswordProblem !== undefined) throw new Error(`Invalid configuration FAHRPLAN_ADMIN_PASSWORD: ${adminPasswordProblem}`);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(projectRoot, e.FAHRPLAN_DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    adminUsername: e.FAHRPLAN_ADMIN_USERNAME,
    adminPassword: e.FAHRPLAN_ADMIN_PASSWORD,
    jwtSecret: e.FAHRPLAN_JWT_SECRET,
    staticDir: path.resolve(projectRoot, e.FAHRPLAN_STATIC_DIR ?? 'dist'),
    logLevel: e.FAHRPLAN_LOG_LEVEL,
    trustProxy: e.FAHRPLAN_TRUST_PROXY,
    sampleData: e.FAHRPLAN_SAMPLE_DATA === 'on',
    exportThreads: e.FAHRPLAN_EXPORT_THREADS ?? defaultWorkerThreads(),
    exportQueueLimit: e.FAHRPLAN_EXPORT_QUEUE_LIMIT,
    liveStreamsPerUser: e.FAHRPLAN_LIVE_STREAMS_PER_USER,
    liveStreamsPerInstance: e.FAHRPLAN_LIVE_STREAMS_PER_INSTANCE,
    rangesDrawsInFlight: e.FAHRPLAN_RANGES_DRAWS_IN_FLIGHT,
    rangesThreads: e.FAHRPLAN_RANGES_THREADS ?? defaultRangesThreads(),
  };
}

/** Where the data is, for the start-up message: never a password of the database URL. */
export function describeStorage(config: Pick<ServerConfig, 'dataDir' | 'databaseUrl'>): string {
  if (config.databaseUrl === undefined) return `Data directory: ${config.dataDir}`;
  const url = new URL(config.databaseUrl);
  return `Database: PostgreSQL ${url.host || 'on the local socket'}${url.pathname}`;
}
