import type { Recipient, Seat, SocketError } from '@dugout/client';
import { CHAT_MAX_LENGTH } from '@dugout/client';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { AppError } from '../errors.js';
import type { DugoutIo } from '../realtime/socket.js';
import type { Broadcaster } from './broadcaster.js';
import { type Clock, systemClock } from './clock.js';
import type { LiveMatch } from './live-match.js';
import type { MatchHost } from './match-host.js';
import { NoticeThrottle } from './presence.js';

export interface SocketLimits {
  /** Messages a socket may send per second on average … */
  messagesPerSecond: number;
  /** … and in a burst. */
  burst: number;
  /** Largest message, as JSON, in bytes. */
  maxMessageBytes: number;
  /** Matches one connection may have joined at once. */
  matchesPerSocket?: number;
  /** Refused messages in a row after which the connection is closed (it was told each time). */
  floodDisconnectAfter?: number;
}

const matchId = z.uuid();
const requests = {
  join: z.object({ matchId, as: z.enum(['player', 'spectator']).optional() }),
  leave: z.object({ matchId }),
  command: z.object({ matchId, clientId: z.string().min(1).max(64), command: z.unknown() }),
  resync: z.object({ matchId, since: z.number().int().min(0) }),
  lobby: z.object({}).strict(),
  byMatch: z.object({ matchId }),
  chat: z.object({
    matchId,
    channel: z.enum(['coaches', 'spectators']),
    text: z.string().max(CHAT_MAX_LENGTH * 4),
  }),
};

const roomName = (id: string, recipient?: Recipient) => (recipient ? `m:${id}:${recipient}` : `m:${id}`);

/** Lobby screens that asked for `lobby:changed` notices. */
export const LOBBY_ROOM = 'lobby';

/**
 * Socket.IO rooms as the host's broadcaster: `m:<match>:<recipient>` per view; `m:<match>` only groups a
 * match's connections (spectator counts), never carries match data. `otherNodes`: rooms span nodes (the
 * Redis adapter), so an empty room here says nothing of theirs.
 */
export function socketBroadcaster(io: DugoutIo, o: { otherNodes: boolean }): Broadcaster {
  return {
    toRecipient(id, recipient, event, payload) {
      (io.to(roomName(id, recipient)).emit as (e: string, p: unknown) => void)(event, payload);
    },
    // A bot's seat, or a match nobody watches: each command's view, patch and hash for it cost as much
    // as the coach's own, on the path of the next command (issue 14).
    reaches(id, recipient) {
      return o.otherNodes || (io.of('/').adapter.rooms.get(roomName(id, recipient))?.size ?? 0) > 0;
    },
  };
}

function toSocketError(error: unknown, log: FastifyBaseLogger): SocketError {
  if (error instanceof AppError) {
    return {
      code: error.code,
      message: error.message,
      ...(error.details === undefined ? {} : { details: error.details }),
    };
  }
  log.error({ err: error }, 'live request failed');
  return {
    code: 'internal',
    message: 'Something went wrong on our side. It has been logged; please try again.',
  };
}

/**
 * The match messages of the live connection: join (as a coach or a spectator), commands, resync, clock
 * expiry, forfeit, chat. Every request is validated, rate and size limited, and answered through its
 * acknowledgement with either a result or `{ code, message }`.
 */
export function attachMatchTransport(
  io: DugoutIo,
  host: MatchHost,
  limits: SocketLimits,
  clock: Clock,
  log: FastifyBaseLogger,
): void {
  /**
   * Tells everyone in a match how many spectators watch it (counted across nodes by the adapter), at most
   * once a second per match (issue 15): a join or leave costs O(1), the count is taken once per notice.
   */
  const spectatorNotices = new NoticeThrottle<string, null>(systemClock, 1000, (matchId) => {
    io.in(roomName(matchId, 'spectator'))
      .fetchSockets()
      .then(
        (sockets) => io.to(roomName(matchId)).emit('match:spectators', { matchId, count: sockets.length }),
        (error: unknown) => log.warn({ err: error, matchId }, 'could not count the spectators'),
      );
  });
  const announceSpectators = (matchId: string) => spectatorNotices.offer(matchId, null);

  io.on('connection', (socket) => {
    const joined = new Map<string, { as: Recipient; room: LiveMatch }>();
    let tokens = limits.burst;
    let refilled = clock.now();
    let refusedInARow = 0;

    socket.use((packet, next) => {
      const args = packet.slice(1);
      const ack =
        typeof args[args.length - 1] === 'function' ? (args.pop() as (reply: unknown) => void) : undefined;
      const refuse = (error: SocketError) => {
        if (ack) ack({ ok: false, error });
        else socket.emit('socket:error', error);
      };
      const now = clock.now();
      tokens = Math.min(limits.burst, tokens + ((now - refilled) / 1000) * limits.messagesPerSecond);
      refilled = now;
      if (tokens < 1) {
        refusedInARow += 1;
        if (refusedInARow >= (limits.floodDisconnectAfter ?? Number.POSITIVE_INFINITY)) {
          socket.emit('socket:error', {
            code: 'socket/flooding',
            message: `${refusedInARow} messages in a row over the rate limit: this connection is closed.`,
          });
          socket.disconnect(true);
          return;
        }
        return refuse({ code: 'socket/rate-limited', message: 'Too many messages: slow down.' });
      }
      refusedInARow = 0;
      tokens -= 1;
      let size = 0;
      try {
        size = Buffer.byteLength(JSON.stringify(args) ?? '');
      } catch {
        size = Number.POSITIVE_INFINITY;
      }
      if (size > limits.maxMessageBytes) {
        return refuse({
          code: 'socket/message-too-large',
          message: `Messages are at most ${limits.maxMessageBytes} bytes; this one has ${size}.`,
        });
      }
      next();
    });

    function handle<S extends z.ZodType, R>(
      schema: S,
      ack: unknown,
      work: (request: z.infer<S>) => Promise<R>,
      raw: unknown,
    ): void {
      const reply = typeof ack === 'function' ? (ack as (r: unknown) => void) : () => undefined;
      const parsed = schema.safeParse(raw);
      if (!parsed.success) {
        reply({
          ok: false,
          error: {
            code: 'validation/invalid-request',
            message: `Invalid request: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'request'}: ${i.message}`).join('; ')}.`,
          },
        });
        return;
      }
      work(parsed.data).then(
        (result) => reply({ ok: true, ...(result as object) }),
        (error: unknown) => reply({ ok: false, error: toSocketError(error, log) }),
      );
    }

    const joinedRoom = (id: string) => {
      const entry = joined.get(id);
      if (!entry) throw new AppError('match/not-joined', 409, 'Join the match before sending to it.');
      return entry;
    };
    const actingSeat = (id: string): { seat: Seat; room: LiveMatch; coachId: string } => {
      const entry = joinedRoom(id);
      const coach = socket.data.coach;
      if (entry.as === 'spectator' || !coach) {
        throw new AppError('match/spectators-cannot-act', 403, 'Spectators can watch but not play.');
      }
      return { seat: entry.as, room: entry.room, coachId: coach.id };
    };

    socket.on('match:join', (request, ack) =>
      handle(
        requests.join,
        ack,
        async (r) => {
          const most = limits.matchesPerSocket ?? Number.POSITIVE_INFINITY;
          if (!joined.has(r.matchId) && joined.size >= most) {
            throw new AppError(
              'limit/joined-matches',
              429,
              `This connection has joined ${joined.size} matches, the most it may (${most}): leave one first.`,
              { limit: most },
            );
          }
          const room = host.live(r.matchId);
          const seat = await room.seatOf(socket.data.coach?.id);
          const as: Recipient = seat && r.as !== 'spectator' ? seat : 'spectator';
          const previous = joined.get(r.matchId);
          if (previous && previous.as !== as) {
            await socket.leave(roomName(r.matchId, previous.as));
            if (previous.as !== 'spectator') await room.disconnected(previous.as, socket.id);
          }
          joined.set(r.matchId, { as, room });
          await socket.join([roomName(r.matchId), roomName(r.matchId, as)]);
          if (as !== 'spectator') await room.connected(as, socket.id);
          announceSpectators(r.matchId);
          return { snapshot: await room.snapshot(as) };
        },
        request,
      ),
    );

    socket.on('match:leave', (request, ack) =>
      handle(
        requests.leave,
        ack,
        async (r) => {
          const entry = joined.get(r.matchId);
          if (entry) {
            joined.delete(r.matchId);
            await socket.leave(roomName(r.matchId));
            await socket.leave(roomName(r.matchId, entry.as));
            if (entry.as !== 'spectator') await entry.room.disconnected(entry.as, socket.id);
            else announceSpectators(r.matchId);
          }
          return {};
        },
        request,
      ),
    );

    socket.on('match:command', (request, ack) =>
      handle(
        requests.command,
        ack,
        async (r) => {
          const { seat, room, coachId } = actingSeat(r.matchId);
          return room.submit({ seat, id: coachId }, r.clientId, r.command);
        },
        request,
      ),
    );

    socket.on('match:resync', (request, ack) =>
      handle(
        requests.resync,
        ack,
        async (r) => {
          const entry = joinedRoom(r.matchId);
          return entry.room.resync(entry.as, r.since);
        },
        request,
      ),
    );

    socket.on('match:end-turn', (request, ack) =>
      handle(
        requests.byMatch,
        ack,
        async (r) => {
          const { seat, room, coachId } = actingSeat(r.matchId);
          return room.endTurnFor({ seat, id: coachId });
        },
        request,
      ),
    );

    socket.on('match:claim-forfeit', (request, ack) =>
      handle(
        requests.byMatch,
        ack,
        async (r) => {
          const { seat, room, coachId } = actingSeat(r.matchId);
          return { result: await room.claimForfeit({ seat, id: coachId }) };
        },
        request,
      ),
    );

    socket.on('match:chat', (request, ack) =>
      handle(
        requests.chat,
        ack,
        async (r) => {
          const entry = joinedRoom(r.matchId);
          const coach = socket.data.coach;
          // Anonymous spectators are limited per address, not per socket (issue 15): more sockets, no more chat.
          const sender = coach
            ? { name: coach.name, key: coach.id }
            : { name: 'Spectator', key: `address:${socket.data.address ?? socket.handshake.address}` };
          await entry.room.chat(sender, entry.as, r.channel, r.text);
          return {};
        },
        request,
      ),
    );

    socket.on('lobby:watch', (request, ack) =>
      handle(
        requests.lobby,
        ack,
        async () => {
          await socket.join(LOBBY_ROOM);
          return {};
        },
        request ?? {},
      ),
    );

    socket.on('lobby:unwatch', (request, ack) =>
      handle(
        requests.lobby,
        ack,
        async () => {
          await socket.leave(LOBBY_ROOM);
          return {};
        },
        request ?? {},
      ),
    );

    socket.on('disconnect', () => {
      for (const [, entry] of joined) {
        if (entry.as !== 'spectator') {
          entry.room.disconnected(entry.as, socket.id).catch((error: unknown) => {
            log.warn({ err: error, matchId: entry.room.id }, 'presence update failed');
          });
        } else announceSpectators(entry.room.id);
      }
      joined.clear();
    });
  });
}
