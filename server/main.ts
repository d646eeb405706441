import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configFromEnv, describeStorage } from './config.ts';
import { buildServer } from './app.ts';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function main(): Promise<void> {
  const config = configFromEnv(process.env, projectRoot);
  const { app, firstAdmin } = await buildServer(config);
  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === '0.0.0.0' || config.host === '127.0.0.1' ? 'localhost' : config.host;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`Fahrplan is running at http://${shownHost}:${port}`);
  console.log(describeStorage(config));
  if (firstAdmin) {
    console.log('First start: created the admin user.');
    console.log(`  username: ${firstAdmin.username}`);
    console.log(firstAdmin.generated
      ? `  password: ${firstAdmin.password}   (generated; shown only now, set FAHRPLAN_ADMIN_PASSWORD to choose one)`
      : '  password: the value of FAHRPLAN_ADMIN_PASSWORD');
  } else {
    console.log(`Sign in with an existing user (the first admin is "${config.adminUsername}").`);
  }
  const stop = async () => {
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
