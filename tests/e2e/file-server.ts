import { afterAll } from 'vitest';
import { startServerProcess, type ServerProcess } from './server-process.ts';

/** The first admin of every server an e2e file starts with `startFileServer`. */
export const E2E_ADMIN = { username: 'admin', password: 'e2e-admin-password-1' };

export interface FileServer {
  baseUrl: string;
  admin: typeof E2E_ADMIN;
  server: ServerProcess;
}

/**
 * The real server for one e2e file alone, called at the top of the file: a new installation (a
 * fresh temporary data directory with the sample monthly actuals of 2026 unless `env` says
 * FAHRPLAN_SAMPLE_DATA=off, the built-in scenarios, one admin) on its own port, stopped and removed after the file's last test. No file sees what
 * another left behind — plans of record, the close, monthly actuals versions, scenarios, drafts,
 * users, active scenarios, ranges runs, the sign-in throttle — so no result depends on the order
 * Vitest runs the files in; a file creates the state it checks in its own beforeAll. The app is
 * built once by global-setup.ts; one start costs about 1.5 s.
 */
export async function startFileServer(options: { env?: Record<string, string> } = {}): Promise<FileServer> {
  const server = await startServerProcess(E2E_ADMIN, options);
  afterAll(() => server.dispose());
  return { baseUrl: server.baseUrl, admin: E2E_ADMIN, server };
}
