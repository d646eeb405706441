import { afterEach, describe, expect, it } from 'vitest';
import { call, sqlRows, startServer, type RunningServer } from './harness.ts';
import type { TrustProxy } from '../../server/config.ts';

const running: RunningServer[] = [];
async function start(trustProxy: TrustProxy): Promise<RunningServer> {
  const server = await startServer(undefined, { trustProxy });
  running.push(server);
  return server;
}
afterEach(async () => {
  while (running.length) await running.pop()?.stop();
});

/** A failed login for a fresh user name (so only the address key can block) that claims to come from `client`. */
function failFrom(server: RunningServer, client: string, attempt: number) {
  return call(server, 'POST', '/api/auth/login', {
    body: { username: `guess-${client}-${attempt}`, password: 'wrong-password' },
    headers: { 'x-forwarded-for': client },
  });
}

describe('FAHRPLAN_TRUST_PROXY: the client address behind a reverse proxy', () => {
  it('with the proxy trusted, X-Forwarded-For names the client: the throttle counts per client, and the audit trail records it', async () => {
    // The proxy is on this machine: loopback is the address the test's requests come from.
    const server = await start(['loopback']);
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await failFrom(server, '203.0.113.7', attempt)).status).toBe(401);
    const blocked = await failFrom(server, '203.0.113.7', 10);
    expect(blocked.status).toBe(429);
    expect((await failFrom(server, '203.0.113.8', 0)).status).toBe(401);
    const addresses = (await sqlRows(server, "SELECT DISTINCT ip_address FROM activity_log WHERE action = 'login'")).map((row) => row.ip_address);
    expect(addresses.sort()).toEqual(['203.0.113.7', '203.0.113.8']);
  });

  it('without it, X-Forwarded-For changes nothing: every client is the proxy\'s address', async () => {
    const server = await start(false);
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await failFrom(server, `198.51.100.${attempt}`, attempt)).status).toBe(401);
    expect((await failFrom(server, '198.51.100.99', 0)).status).toBe(429);
    const addresses = (await sqlRows(server, "SELECT DISTINCT ip_address FROM activity_log WHERE action = 'login'")).map((row) => row.ip_address);
    expect(addresses).toEqual(['127.0.0.1']);
  });
});
