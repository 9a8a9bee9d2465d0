import { type IncomingMessage, ServerResponse } from 'node:http';
import type { ClientToServerEvents, Coach, ServerToClientEvents } from '@dugout/client';
import type { FastifyInstance } from 'fastify';
import { Server, type ServerOptions } from 'socket.io';
import type { Accounts } from '../auth/accounts.js';
import { SESSION_COOKIE } from '../auth/session-cookie.js';

export type DugoutIo = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

export interface SocketData {
  coach: Coach | null;
  /** The session the handshake's cookie belongs to (null: anonymous). */
  sessionId: string | null;
  sessionExpiresAt: number | null;
  /** The address the connection came from (the proxy's X-Forwarded-For when trusted). */
  address: string;
}

/** Every socket of a session is in this room, on every node: ending the session closes them all. */
const sessionRoom = (sessionId: string) => `session:${sessionId}`;

// setTimeout takes at most a 32-bit number of milliseconds; longer waits are re-armed.
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface RealtimeGuards {
  /** Live connections at once from one address on this node. */
  connectionsPerAddress: number;
  /** Behind a proxy: the address is the first of X-Forwarded-For. */
  trustProxy: boolean;
  /** Origins a browser may open a live connection from; undefined: only the server's own host. */
  publicOrigins?: string[] | undefined;
}

/**
 * A browser always names the page's origin on a WebSocket handshake (and on cross-site requests): one
 * that is neither the configured public origin nor this server's own host is another site riding the
 * coach's cookie, and is refused. No Origin at all is not a browser (a script has no cookie to steal).
 */
export function originAllowed(
  origin: string | undefined,
  host: string | undefined,
  allowed?: string[],
): boolean {
  if (!origin) return true;
  if (allowed) return allowed.includes(origin.replace(/\/$/, ''));
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** A refused handshake: the client's `connect_error` carries the code and message. */
function refusal(code: string, message: string): Error {
  return Object.assign(new Error(message), { data: { code, message } });
}

/**
 * Attaches Socket.IO to the Fastify server. The handshake reads the same session cookie as HTTP, so a
 * logged-in browser is a logged-in socket; anyone else connects as a spectator.
 */
export function attachRealtime(
  app: FastifyInstance,
  accounts: Accounts,
  options: Partial<ServerOptions> = {},
  guards: RealtimeGuards = { connectionsPerAddress: Number.POSITIVE_INFINITY, trustProxy: false },
): DugoutIo {
  const io: DugoutIo = new Server(app.server, {
    serveClient: false,
    allowRequest: (request, callback) => {
      const ok = originAllowed(request.headers.origin, request.headers.host, guards.publicOrigins);
      if (!ok) app.log.warn({ origin: request.headers.origin }, 'live connection refused: foreign Origin');
      callback(ok ? null : 'origin not allowed', ok);
    },
    ...options,
  });

  io.use(async (socket, next) => {
    try {
      const cookies = app.parseCookie(socket.handshake.headers.cookie ?? '');
      const session = await accounts.sessionForToken(cookies[SESSION_COOKIE]);
      socket.data.coach = session?.coach ?? null;
      socket.data.sessionId = session?.sessionId ?? null;
      socket.data.sessionExpiresAt = session?.expiresAt.getTime() ?? null;
      next();
    } catch (error) {
      app.log.error({ err: error }, 'socket handshake failed');
      next(new Error('internal'));
    }
  });

  // Connections per address: counted from the handshake until the disconnect (the last check, so a
  // counted handshake always becomes a connection whose disconnect uncounts it).
  const perAddress = new Map<string, number>();
  io.use((socket, next) => {
    const forwarded = guards.trustProxy ? socket.handshake.headers['x-forwarded-for'] : undefined;
    const address =
      (typeof forwarded === 'string' ? forwarded.split(',')[0]?.trim() : undefined) ||
      socket.handshake.address;
    const open = perAddress.get(address) ?? 0;
    if (open >= guards.connectionsPerAddress) {
      return next(
        refusal(
          'limit/connections',
          `Too many live connections from your address (at most ${guards.connectionsPerAddress}): close some first.`,
        ),
      );
    }
    perAddress.set(address, open + 1);
    socket.data.address = address;
    socket.on('disconnect', () => {
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left <= 0) perAddress.delete(address);
      else perAddress.set(address, left);
    });
    next();
  });

  // The handshake keeps what the server reads of the upgrade request (headers, address); the request
  // itself, with its parser and buffers, would otherwise stay in memory for the connection's life.
  io.on('connection', (socket) => {
    (socket.conn as unknown as { request: unknown }).request = null;
  });
  // So would engine.io's stand-in response to a WebSocket upgrade (kept by a listener on the TCP socket
  // until it closes), which holds the request too: once the upgrade has been handed on, it lets go.
  io.engine.use((_req: IncomingMessage, res: unknown, next: () => void) => {
    next();
    if (!(res instanceof ServerResponse)) (res as { req: unknown }).req = null;
  });

  // Log-out, a password change or an expiry found by a request: close that session's sockets everywhere.
  accounts.onSessionsEnded((ids) => {
    for (const id of ids) {
      io.to(sessionRoom(id)).emit('socket:error', {
        code: 'auth/session-ended',
        message: 'Your session has ended (logged out or password changed): log in again.',
      });
      io.in(sessionRoom(id)).disconnectSockets(true);
    }
  });

  io.on('connection', (socket) => {
    const { sessionId, sessionExpiresAt } = socket.data;
    if (sessionId) {
      socket.join(sessionRoom(sessionId));
      // The session expires while the socket is open: close it then, as a log-out would.
      const clock = accounts.clock;
      let timer: unknown;
      const arm = () => {
        const left = (sessionExpiresAt ?? 0) - clock.now();
        if (left <= 0) {
          socket.emit('socket:error', {
            code: 'auth/session-ended',
            message: 'Your session has expired: log in again.',
          });
          socket.disconnect(true);
          return;
        }
        timer = clock.setTimeout(arm, Math.min(left, MAX_TIMER_MS));
      };
      arm();
      socket.on('disconnect', () => clock.clearTimeout(timer));
    }
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
