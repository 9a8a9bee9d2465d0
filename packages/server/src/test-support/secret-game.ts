import { createHash } from 'node:crypto';
import type { MatchResult, Seat } from '@dugout/client';
import { z } from 'zod';
import type { Audience, GameDice, GameModule } from '../host/game-module.js';

// A test-only game for the host's tests, self-contained (zod and node:crypto only) so the crash test can
// run it in a child process: "Whispers", 3 to 8 seats, each holding a secret nobody else may learn before
// the end. On its turn a seat plays (proving its secret in the command, which others must not see) or
// calls a window in which every other seat may offer or pass at once, each on its own time bank. A seat's
// own events whisper its secret to it; its headline shows it too. At the end everything is revealed.

export const SECRET_GAME = 'whispers';
const SECRET_PREFIX = 'S3CR3T';

export interface WhisperState {
  seats: Seat[];
  secrets: Record<Seat, string>;
  scores: Record<Seat, number>;
  /** Index of the seat whose turn it is. */
  turn: number;
  turnsTaken: number;
  turnsInGame: number;
  window: { caller: Seat; pending: Seat[]; offers: Seat[] } | null;
  onLeave: 'bot' | 'end';
  finished: boolean;
}

export type WhisperCommand =
  | { type: 'play'; proof: string }
  | { type: 'call' }
  | { type: 'offer' }
  | { type: 'pass' };

export type WhisperEvent =
  | { kind: 'dealt'; to: Seat; secret: string }
  | { kind: 'played'; seat: Seat; roll: number; whisper: { to: Seat; secret: string } }
  | { kind: 'called'; seat: Seat }
  | { kind: 'answered'; seat: Seat; offered: boolean }
  | { kind: 'ended'; secrets?: Record<Seat, string> };

const options = z
  .object({
    rounds: z.number().int().min(1).max(10).default(2),
    onLeave: z.enum(['bot', 'end']).default('bot'),
  })
  .strict();
type WhisperOptions = z.infer<typeof options>;

const commandSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('play'), proof: z.string().max(64) }).strict(),
  z.object({ type: z.literal('call') }).strict(),
  z.object({ type: z.literal('offer') }).strict(),
  z.object({ type: z.literal('pass') }).strict(),
]);

/** Makes the error for an illegal command: the host's `CommandRejected` (passed in, to keep this file free of imports). */
type Rejecter = (message: string) => Error;

function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const record = value as Record<string, unknown>;
  return `{${Object.keys(record)
    .filter((k) => record[k] !== undefined)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${canonical(record[k])}`)
    .join(',')}}`;
}

const hex = (dice: GameDice, n: number) =>
  Array.from({ length: n }, () => (dice.roll(16) - 1).toString(16)).join('');

/** Every secret of a match (the oracle of the secrecy tests). */
export const secretsOf = (state: unknown): Record<Seat, string> => (state as WhisperState).secrets;

const active = (s: WhisperState) => s.seats[s.turn]!;
const mine = (to: Audience, seat: Seat) => to.over || to.recipient === seat;

/** The commands `seat` may send now, from what it sees (its own view): for random players and bots. */
export function legalCommands(view: unknown, seat: Seat): WhisperCommand[] {
  const v = view as {
    finished: boolean;
    turnSeat: Seat;
    window: WhisperState['window'];
    you: { secret: string } | null;
  };
  if (v.finished) return [];
  if (v.window) return v.window.pending.includes(seat) ? [{ type: 'offer' }, { type: 'pass' }] : [];
  if (v.turnSeat !== seat || !v.you) return [];
  return [{ type: 'play', proof: v.you.secret }, { type: 'call' }];
}

function view(s: WhisperState, to: Audience) {
  const seat = to.recipient;
  return {
    seats: s.seats,
    scores: s.scores,
    turnSeat: active(s),
    window: s.window,
    finished: s.finished,
    you: seat !== 'spectator' && s.secrets[seat] ? { secret: s.secrets[seat]! } : null,
    ...(to.over ? { secrets: s.secrets } : {}),
  };
}

function placements(s: WhisperState): MatchResult {
  const ranked = [...s.seats].sort((a, b) => s.scores[b]! - s.scores[a]!);
  const top = s.scores[ranked[0]!]!;
  const winners = ranked.filter((seat) => s.scores[seat] === top);
  const place = (seat: Seat) => 1 + ranked.filter((other) => s.scores[other]! > s.scores[seat]!).length;
  return {
    winner: winners.length === 1 ? winners[0]! : null,
    seats: Object.fromEntries(
      s.seats.map((seat) => [
        seat,
        {
          result: s.scores[seat] === top ? (winners.length === 1 ? 'win' : 'draw') : 'loss',
          place: place(seat),
        },
      ]),
    ),
    reason: 'played',
    details: { scores: s.scores },
  };
}

function nextTurn(s: WhisperState): WhisperState {
  const turnsTaken = s.turnsTaken + 1;
  return {
    ...s,
    window: null,
    turnsTaken,
    turn: (s.turn + 1) % s.seats.length,
    finished: turnsTaken >= s.turnsInGame,
  };
}

/** The game, with `reject` making the host's `CommandRejected` for an illegal command. */
export function secretGame(
  reject: Rejecter,
  version = 'whispers-1',
): GameModule<WhisperState, WhisperCommand, WhisperEvent, WhisperOptions> {
  return {
    id: SECRET_GAME,
    version,
    seats: { kind: 'range', min: 3, max: 8, name: (i) => `p${i + 1}` },
    optionsSchema: options as unknown as z.ZodType<WhisperOptions>,
    commandSchema: commandSchema as z.ZodType<WhisperCommand>,
    prepare: (opts, seats) => ({ seats: [...seats], rounds: opts.rounds, onLeave: opts.onLeave }),
    create(setup, dice) {
      const { seats, rounds, onLeave } = setup as { seats: Seat[]; rounds: number; onLeave: 'bot' | 'end' };
      const secrets = Object.fromEntries(
        seats.map((seat) => [seat, `${SECRET_PREFIX}:${seat}:${hex(dice, 16)}`]),
      );
      const state: WhisperState = {
        seats,
        secrets,
        scores: Object.fromEntries(seats.map((seat) => [seat, 0])),
        turn: dice.roll(seats.length) - 1,
        turnsTaken: 0,
        turnsInGame: rounds * seats.length,
        window: null,
        onLeave,
        finished: false,
      };
      return { state, events: seats.map((seat) => ({ kind: 'dealt', to: seat, secret: secrets[seat]! })) };
    },
    whoMustAct: (s) => (s.finished ? [] : s.window ? [...s.window.pending] : [active(s)]),
    apply(s, command, seat, dice) {
      if (s.finished) throw reject('The game is over.');
      if (s.window) {
        if (command.type !== 'offer' && command.type !== 'pass') throw reject('Offer or pass.');
        if (!s.window.pending.includes(seat)) throw reject('You have answered already.');
        const pending = s.window.pending.filter((p) => p !== seat);
        const offers = command.type === 'offer' ? [...s.window.offers, seat] : s.window.offers;
        const events: WhisperEvent[] = [{ kind: 'answered', seat, offered: command.type === 'offer' }];
        const scores = { ...s.scores };
        if (command.type === 'offer') scores[seat] = scores[seat]! + 1;
        const next: WhisperState = { ...s, scores, window: { ...s.window, pending, offers } };
        if (pending.length > 0) return { state: next, events };
        const after = nextTurn(next);
        if (after.finished) events.push({ kind: 'ended', secrets: after.secrets });
        return { state: after, events };
      }
      if (seat !== active(s)) throw reject('It is not your turn.');
      if (command.type === 'call') {
        const pending = s.seats.filter((p) => p !== seat);
        return {
          state: { ...s, window: { caller: seat, pending, offers: [] } },
          events: [{ kind: 'called', seat }],
        };
      }
      if (command.type !== 'play') throw reject('Play or call.');
      if (command.proof !== s.secrets[seat]) throw reject('That is not your secret.');
      const roll = dice.roll(6);
      const after = nextTurn({ ...s, scores: { ...s.scores, [seat]: s.scores[seat]! + roll } });
      const events: WhisperEvent[] = [
        { kind: 'played', seat, roll, whisper: { to: seat, secret: s.secrets[seat]! } },
      ];
      if (after.finished) events.push({ kind: 'ended', secrets: after.secrets });
      return { state: after, events };
    },
    viewFor: view,
    eventsFor(events, to) {
      return events.flatMap((e): unknown[] => {
        if (e.kind === 'dealt') return mine(to, e.to) ? [e] : [];
        if (e.kind === 'played')
          return [mine(to, e.whisper.to) ? e : { kind: 'played', seat: e.seat, roll: e.roll }];
        if (e.kind === 'ended') return [to.over ? e : { kind: 'ended' }];
        return [e];
      });
    },
    commandFor: (command, seat, to) =>
      command.type === 'play' && !mine(to, seat) ? { type: 'play', proof: '(hidden)' } : command,
    result: (s) => (s.finished ? placements(s) : undefined),
    hash: (s) => createHash('sha256').update(canonical(s)).digest('hex'),
    onLeave: (s, seat) =>
      s.onLeave === 'bot'
        ? { kind: 'bot' }
        : {
            kind: 'end',
            result: {
              winner: null,
              seats: Object.fromEntries(s.seats.map((p) => [p, { result: p === seat ? 'loss' : 'draw' }])),
              reason: 'abandoned',
            },
          },
    clock: (s, agreed) =>
      s.finished
        ? undefined
        : s.window
          ? {
              key: `w${s.turnsTaken}`,
              kind: 'bank',
              seats: s.seats.filter((p) => p !== s.window!.caller),
              budgetMs: 5_000,
              onExpiry: 'auto',
            }
          : {
              key: `t${s.turnsTaken}`,
              kind: 'turn',
              seats: [active(s)],
              budgetMs: agreed.turnSeconds * 1000,
              onExpiry: 'auto',
            },
    timeoutCommand: (s, seat) =>
      s.window
        ? s.window.pending.includes(seat)
          ? { type: 'pass' }
          : undefined
        : { type: 'play', proof: s.secrets[seat]! },
    headline: (s, to) => ({
      line: `turn ${s.turnsTaken + 1} of ${s.turnsInGame}`,
      score: s.scores,
      ...(to.recipient !== 'spectator' && s.secrets[to.recipient] ? { mine: s.secrets[to.recipient] } : {}),
      ...(to.over ? { secrets: s.secrets } : {}),
    }),
    bot(s, seat, random) {
      const legal = legalCommands(view(s, { recipient: seat, over: false }), seat);
      return legal[random(legal.length)]!;
    },
  };
}
