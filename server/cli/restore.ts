// `npm run -s restore -- [--force] FILE`: replaces the database the server's environment names
// (DATABASE_URL, else FAHRPLAN_DATA_DIR) with a backup of `npm run -s backup`, then checks the
// result against the backup. Stop every server instance first and start them again afterwards:
// it refuses while one is connected (--force disconnects them on PostgreSQL). docs/deployment.md.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configFromEnv } from '../config.ts';
import { restoreSqlite } from '../db/sqlite/backup.ts';
import { restorePostgres } from '../db/postgres/backup.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const USAGE = 'usage: npm run -s restore -- [--force] FILE   (stop every server instance first; --force disconnects them, PostgreSQL only)';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const [file, ...extra] = args.filter((arg) => arg !== '--force');
  if (!file || extra.length > 0 || file.startsWith('--')) {
    console.error(USAGE);
    process.exit(2);
  }
  const config = configFromEnv(process.env, root);
  const source = path.resolve(file);
  if (config.databaseUrl === undefined) await restoreSqlite(config.dataDir, source);
  else await restorePostgres(config.databaseUrl, source, { force });
  // Only now: every table of the backup was found restored, row for row.
  console.log(`Restored ${source} and checked it against the backup; start the server again.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
