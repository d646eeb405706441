// `npm run -s backup -- FILE`: a consistent copy of the database the server's environment names
// (DATABASE_URL, else FAHRPLAN_DATA_DIR), taken while the server runs: SQLite's online backup or
// pg_dump. `npm run -s restore -- FILE` puts it back (server/cli/restore.ts). docs/deployment.md.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configFromEnv } from '../config.ts';
import { backupSqlite } from '../db/sqlite/backup.ts';
import { backupPostgres } from '../db/postgres/backup.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function main(): Promise<void> {
  const [file, ...extra] = process.argv.slice(2);
  if (!file || extra.length > 0) {
    console.error('usage: npm run -s backup -- FILE   (a new file; the database is the one DATABASE_URL or FAHRPLAN_DATA_DIR names)');
    process.exit(2);
  }
  const config = configFromEnv(process.env, root);
  const target = path.resolve(file);
  if (config.databaseUrl === undefined) await backupSqlite(config.dataDir, target);
  else await backupPostgres(config.databaseUrl, target);
  console.log(`Backup written to ${target}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
