import { BUILT_IN_SCENARIOS } from '../engine/scenarios.ts';
import { loadOrCreateJwtSecret } from './auth/secret.ts';
import type { Repositories } from './repos/repositories.ts';
import type { BusProblem, EventBus } from './events/changeEvents.ts';
import { createInProcessEventBus } from './events/inProcessBus.ts';
import { createPostgresEventBus } from './events/postgresBus.ts';
import { openDatabase, type Db } from './db/sqlite/database.ts';
import { sqliteRepositories } from './repos/sqlite/repositories.ts';
import { seedSqliteBaseline } from './repos/sqlite/baseline.ts';
import { seedSqliteMonthlyActuals, settleSqlitePendingClose } from './repos/sqlite/monthlyActuals.ts';
import { createPool, type Pool } from './db/postgres/pool.ts';
import { prepareDatabase, sharedSigningSecret } from './db/postgres/database.ts';
import { postgresRepositories } from './repos/postgres/repositories.ts';
import { seedPostgresBaseline } from './repos/postgres/baseline.ts';
import { seedPostgresMonthlyActuals, settlePostgresPendingClose } from './repos/postgres/monthlyActuals.ts';
import { FIXTURE_MONTHLY_ACTUALS } from './repos/monthlyActuals.ts';
import type { MonthlyActualValues } from '../engine/actuals/closedMonths.ts';

/** Where the data lives (server/config.ts): PostgreSQL when a URL is configured, else SQLite in the data directory. */
export interface StorageConfig {
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  /** Seed the sample monthly actuals into a new database (else an empty first version). */
  sampleData: boolean;
}

interface OpenStorage {
  repos: Repositories;
  /** Change events: in process on SQLite, LISTEN/NOTIFY between instances on PostgreSQL. */
  events: EventBus;
  /** The token signing secret every instance on this database uses. */
  signingSecret: Uint8Array;
  close(): Promise<void>;
}

/** The open database, migrated and seeded (built-in scenarios, the shipped baseline and sample monthly actuals), with its repositories. */
export type Storage =
  | OpenStorage & { dialect: 'sqlite'; db: Db }
  | OpenStorage & { dialect: 'postgres'; pool: Pool };

export async function openStorage(config: StorageConfig, report: BusProblem): Promise<Storage> {
  return config.databaseUrl === undefined
    ? openSqliteStorage(config.dataDir, config.jwtSecret, firstMonthlyActuals(config), report)
    : openPostgresStorage(config.databaseUrl, config.jwtSecret, firstMonthlyActuals(config), report);
}

/** Version 1 of the monthly actuals of a new database: the sample, or none. */
function firstMonthlyActuals(config: StorageConfig): MonthlyActualValues {
  return config.sampleData ? FIXTURE_MONTHLY_ACTUALS : {};
}

/** One instance: the SQLite file in the data directory (WAL), the secret beside it, events in process. */
async function openSqliteStorage(dataDir: string, jwtSecret: string | undefined, monthly: MonthlyActualValues, report: BusProblem): Promise<Storage> {
  const db = openDatabase(dataDir);
  try {
    const repos = sqliteRepositories(db);
    seedSqliteBaseline(db);
    seedSqliteMonthlyActuals(db, monthly);
    settleSqlitePendingClose(db);
    await repos.scenarios.seedBuiltIns(BUILT_IN_SCENARIOS);
    const events = createInProcessEventBus(report);
    return {
      dialect: 'sqlite', db, repos, events,
      signingSecret: loadOrCreateJwtSecret(dataDir, jwtSecret),
      async close() {
        await events.close();
        db.close();
      },
    };
  } catch (error) {
    db.close();
    throw error;
  }
}

/**
 * Any number of instances on one PostgreSQL database: migrations and seeds run under an advisory
 * lock, the secret is shared through the database, events through LISTEN/NOTIFY.
 */
async function openPostgresStorage(url: string, jwtSecret: string | undefined, monthly: MonthlyActualValues, report: BusProblem): Promise<Storage> {
  const pool = createPool(url);
  // An idle connection the server drops (a restart, a network cut) must not end the process; the pool opens a new one.
  pool.on('error', (error) => report('an idle database connection failed', error));
  try {
    const repos = postgresRepositories(pool);
    await prepareDatabase(pool, async () => {
      await seedPostgresBaseline(pool);
      await seedPostgresMonthlyActuals(pool, monthly);
      await settlePostgresPendingClose(pool);
      await repos.scenarios.seedBuiltIns(BUILT_IN_SCENARIOS);
    });
    const signingSecret = await sharedSigningSecret(pool, jwtSecret);
    const events = await createPostgresEventBus(url, pool, report);
    return {
      dialect: 'postgres', pool, repos, events, signingSecret,
      async close() {
        await events.close();
        await pool.end();
      },
    };
  } catch (error) {
    await pool.end();
    throw error;
  }
}
