// `npm run -s restore -- FILE`: replaces the database the server's environment names
// (DATABASE_URL, else FAHRPLAN_DATA_DIR) with a backup of `npm run -s backup`. Stop every server
// instance first and start them again afterwards (docs/deployment.md).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configFromEnv } from '../config.ts';
import { restoreSqlite } from '../db/sqlite/backup.ts';
import { restorePostgres } from '../db/postgres/backup.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function main(): Promise<void> {
  const [file, ...extra] = process.argv.slice(2);
  if (!file || extra.length > 0) {
    console.error('usage: npm run -s restore -- FILE   (stop every server instance first)');
    process.exit(2);
  }
  const config = configFromEnv(process.env, root);
  const source = path.resolve(file);
  if (config.databaseUrl === undefined) await restoreSqlite(config.dataDir, source);
  else await restorePostgres(config.databaseUrl, source);
  console.log(`Restored ${source}; start the server again.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
