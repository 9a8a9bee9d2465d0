import type { ClientToServerEvents, Coach, ServerToClientEvents } from '@dugout/client';
import type { FastifyInstance } from 'fastify';
import { Server, type ServerOptions } from 'socket.io';
import type { Accounts } from '../auth/accounts.js';
import { SESSION_COOKIE } from '../auth/session-cookie.js';

export type DugoutIo = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

export interface SocketData {
  coach: Coach | null;
}

/**
 * Attaches Socket.IO to the Fastify server. The handshake reads the same session cookie as HTTP, so a
 * logged-in browser is a logged-in socket; anyone else connects as a spectator.
 */
export function attachRealtime(
  app: FastifyInstance,
  accounts: Accounts,
  options: Partial<ServerOptions> = {},
): DugoutIo {
  const io: DugoutIo = new Server(app.server, { serveClient: false, ...options });

  io.use(async (socket, next) => {
    try {
      const cookies = app.parseCookie(socket.handshake.headers.cookie ?? '');
      socket.data.coach = (await accounts.coachForToken(cookies[SESSION_COOKIE])) ?? null;
      next();
    } catch (error) {
      app.log.error({ err: error }, 'socket handshake failed');
      next(new Error('internal'));
    }
  });

  io.on('connection', (socket) => {
    socket.on('ping', (ack) => {
      if (typeof ack === 'function') ack({ serverTime: new Date().toISOString() });
    });
    socket.emit('welcome', { coach: socket.data.coach, serverTime: new Date().toISOString() });
  });

  app.addHook('preClose', async () => {
    io.disconnectSockets(true);
    await io.close().catch(() => undefined);
  });
  return io;
}
