import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * Connections a client opened but never sent a request on (HTTP clients open spare ones ahead of
 * need) are neither in flight nor idle to Node's server, so closing it would wait for them until
 * the header timeout (60 s). The server drops them when it closes; connections with a request
 * finish it, and idle keep-alive ones are closed by Fastify.
 */
export function dropUnusedConnectionsOnClose(app: FastifyInstance): void {
  const unused = new Set<Socket>();
  app.server.on('connection', (socket: Socket) => {
    unused.add(socket);
    socket.once('close', () => unused.delete(socket));
  });
  app.server.on('request', (request: { socket: Socket }) => {
    unused.delete(request.socket);
  });
  app.addHook('preClose', async () => {
    for (const socket of unused) socket.destroy();
  });
}
