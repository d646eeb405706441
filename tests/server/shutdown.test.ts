import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { call, startServer } from './harness.ts';

describe('closing the server', () => {
  it('does not wait for a connection a client opened but never sent a request on (it would until the 60 s header timeout)', async () => {
    const server = await startServer();
    expect((await call(server, 'GET', '/api/health')).status).toBe(200);
    const { port } = new URL(server.baseUrl);
    const spare = net.connect(Number(port), '127.0.0.1');
    await new Promise<void>((resolve, reject) => spare.once('connect', resolve).once('error', reject));
    const closed = new Promise<void>((resolve) => spare.once('close', () => resolve()));
    await server.stop();
    await closed;
    expect(spare.destroyed).toBe(true);
  }, 20_000);
});
