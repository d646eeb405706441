import path from 'node:path';
import { z } from 'zod';
import { defaultWorkerThreads } from './pool/exportPool.ts';

/** Exports waiting for a thread by default: with one thread and about 2 s each, a wait of up to ~20 s. */
export const DEFAULT_EXPORT_QUEUE_LIMIT = 8;

/** Everything the server reads from its environment, documented in README.md ("Configuration"). */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  adminUsername: string;
  /** When absent on first start, a random password is generated and reported once. */
  adminPassword: string | undefined;
  /** When absent, a random secret is generated once and kept in the data directory (mode 600). */
  jwtSecret: string | undefined;
  /** Directory of the built SPA; the server falls back to its index.html for client routes. */
  staticDir: string | undefined;
  logLevel: 'silent' | 'error' | 'warn' | 'info' | 'debug';
  /** Worker threads that build exports off the event loop (server/pool/exportPool.ts). */
  exportThreads: number;
  /** Exports that may wait for a thread; one more is refused with 429 export_queue_full. */
  exportQueueLimit: number;
}

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().min(1).default('127.0.0.1'),
  FAHRPLAN_DATA_DIR: z.string().min(1).default('./data'),
  FAHRPLAN_ADMIN_USERNAME: z.string().trim().min(1).max(64).default('admin'),
  FAHRPLAN_ADMIN_PASSWORD: z.string().min(8, 'FAHRPLAN_ADMIN_PASSWORD must have at least 8 characters').optional(),
  FAHRPLAN_JWT_SECRET: z.string().min(32, 'FAHRPLAN_JWT_SECRET must have at least 32 characters').optional(),
  FAHRPLAN_STATIC_DIR: z.string().min(1).optional(),
  FAHRPLAN_LOG_LEVEL: z.enum(['silent', 'error', 'warn', 'info', 'debug']).default('warn'),
  FAHRPLAN_EXPORT_THREADS: z.coerce.number().int().min(1).max(64).optional(),
  FAHRPLAN_EXPORT_QUEUE_LIMIT: z.coerce.number().int().min(0).max(1000).default(DEFAULT_EXPORT_QUEUE_LIMIT),
});

export function configFromEnv(env: NodeJS.ProcessEnv, projectRoot: string): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid configuration ${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'unknown problem'}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(projectRoot, e.FAHRPLAN_DATA_DIR),
    adminUsername: e.FAHRPLAN_ADMIN_USERNAME,
    adminPassword: e.FAHRPLAN_ADMIN_PASSWORD,
    jwtSecret: e.FAHRPLAN_JWT_SECRET,
    staticDir: path.resolve(projectRoot, e.FAHRPLAN_STATIC_DIR ?? 'dist'),
    logLevel: e.FAHRPLAN_LOG_LEVEL,
    exportThreads: e.FAHRPLAN_EXPORT_THREADS ?? defaultWorkerThreads(),
    exportQueueLimit: e.FAHRPLAN_EXPORT_QUEUE_LIMIT,
  };
}
