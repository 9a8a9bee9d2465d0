import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  apply,
  BloodBoundRejection,
  type BloodBoundState,
  type Command,
  cardOf,
  clock,
  eventsFor,
  type GameEvent,
  hashState,
  MAX_PLAYERS,
  MIN_PLAYERS,
  onLeave,
  type Random,
  type RejectionCode,
  randomBot,
  reasoningBot,
  setup,
  timeoutCommand,
  viewFor,
  whoMustAct,
} from '@dugout/blood-bound';
import type { ErrorCode, MatchResult, Seat } from '@dugout/client';
import { z } from 'zod';
import {
  type Audience,
  type BotRandom,
  CommandRejected,
  type GameDice,
  type GameModule,
  moduleVersion,
} from '../../host/game-module.js';
import { directoryDigest } from '../../host/version.js';
import { commandSchema } from './commands.js';

export const BLOOD_BOUND = 'blood-bound';

export const BOT_KINDS = ['reasoning', 'random'] as const;
export type BotKind = (typeof BOT_KINDS)[number];

/** What a table may choose when it opens (house rules a table changes live here). */
export const optionsSchema = z
  .object({
    /** Which bot plays an empty or abandoned seat: the reasoning bot, or a uniformly random legal player. */
    bots: z.enum(BOT_KINDS).default('reasoning'),
    /** How long an intervention window stays open for the seats that have not answered (seconds). */
    interventionSeconds: z.number().int().min(5).max(120).default(20),
    /** Who takes the dagger first (a seat of the table); drawn from the match's dice when absent. */
    firstPlayer: z
      .string()
      .regex(/^p([1-9]|1[0-2])$/, 'a seat p1 … p12')
      .optional(),
  })
  .strict();
export type BloodBoundOptions = z.infer<typeof optionsSchema>;

/** What a match is created from, stored with it: the seats clockwise and the table's options. */
export interface BloodBoundSetup {
  seats: Seat[];
  bots: BotKind;
  interventionSeconds: number;
  firstPlayer?: Seat;
}

/** A match: the rules' state and the table's choices the rules do not know about (bots, the window). */
export interface BloodBoundMatch {
  table: { bots: BotKind; interventionSeconds: number };
  game: BloodBoundState;
}

export interface BloodBoundModuleOptions {
  /** Tests only: the version to report instead of the rules build's. */
  version?: string;
}

const CODES: Partial<Record<RejectionCode, ErrorCode>> = {
  'game-over': 'match/finished',
  'unknown-seat': 'match/not-a-participant',
  'not-your-decision': 'match/not-your-turn',
  'malformed-command': 'match/malformed-command',
  'unexpected-command': 'match/unexpected-command',
  'player-count': 'match/invalid-seats',
  'bad-seat-name': 'match/invalid-seats',
  'duplicate-seat': 'match/invalid-seats',
};

const rejected = (error: BloodBoundRejection) =>
  new CommandRejected(CODES[error.code] ?? 'match/illegal-choice', error.message, { rule: error.code });

/** The rules' randomness on the host's stream: one die of n faces is one roll of the match's dice. */
const matchRandom = (dice: GameDice): Random => ({ die: (sides) => dice.roll(sides) });
/** A bot's randomness: its own stream, never the match's dice. */
const botRandom = (random: BotRandom): Random => ({ die: (sides) => random(sides) + 1 });

function rulesVersion(): string {
  const require = createRequire(import.meta.url);
  const dist = path.dirname(require.resolve('@dugout/blood-bound'));
  const pkg = JSON.parse(readFileSync(path.join(dist, '..', 'package.json'), 'utf8')) as { version: string };
  return moduleVersion(pkg.version, directoryDigest(dist, '.js'));
}

let builtVersion: string | undefined;

/** Who `to` is for the rules: a seat, or anyone watching. */
const recipientOf = (to: Audience) => to.recipient;

/** The result from the rules' outcome: a clan's seats win together, the Inquisitor alone. */
function resultOf(m: BloodBoundMatch): MatchResult | undefined {
  const o = m.game.outcome;
  if (!o) return undefined;
  const faction = (seat: Seat) => cardOf(o.cards[seat]!).faction;
  const inquisitor = m.game.seats.find((seat) => faction(seat) === 'secret-order') ?? null;
  return {
    winner: o.winner === 'inquisitor' ? inquisitor : null,
    side: o.winner,
    seats: Object.fromEntries(
      m.game.seats.map((seat) => [seat, { result: o.seats[seat]!, side: faction(seat) }]),
    ),
    reason: 'played',
    details: {
      captured: o.captured,
      capturedBy: o.capturedBy,
      clanVictory: o.clanVictory,
      capturedRivalLeader: o.capturedRivalLeader,
      leaders: o.leaders,
      trueCurse: o.trueCurse,
      cards: o.cards,
      curses: o.curses,
    },
  };
}

/**
 * Blood Bound (seed 002) on `@dugout/blood-bound`: 6–12 seats `p1` … `p12` clockwise, the deal drawn from
 * the match's seeded dice, each recipient's view and events from the rules' own filters, the intervention
 * window on the host's time banks, bots for any seat and for any coach who leaves.
 */
export function bloodBoundModule(
  options: BloodBoundModuleOptions = {},
): GameModule<BloodBoundMatch, Command, GameEvent, BloodBoundOptions> {
  builtVersion ??= rulesVersion();
  return {
    id: BLOOD_BOUND,
    version: options.version ?? builtVersion,
    seats: { kind: 'range', min: MIN_PLAYERS, max: MAX_PLAYERS, name: (i) => `p${i + 1}` },
    optionsSchema: optionsSchema as unknown as z.ZodType<BloodBoundOptions>,
    commandSchema: commandSchema as z.ZodType<Command>,
    prepare(opts, seats): BloodBoundSetup {
      if (opts.firstPlayer !== undefined && !seats.includes(opts.firstPlayer)) {
        throw new CommandRejected(
          'table/invalid-options',
          `firstPlayer: there is no seat ${opts.firstPlayer} at a table of ${seats.length}.`,
        );
      }
      return {
        seats: [...seats],
        bots: opts.bots,
        interventionSeconds: opts.interventionSeconds,
        ...(opts.firstPlayer ? { firstPlayer: opts.firstPlayer } : {}),
      };
    },
    create(prepared, dice) {
      const s = prepared as BloodBoundSetup;
      try {
        const { state, events } = setup(
          s.seats,
          s.firstPlayer ? { firstPlayer: s.firstPlayer } : {},
          matchRandom(dice),
        );
        return {
          state: { table: { bots: s.bots, interventionSeconds: s.interventionSeconds }, game: state },
          events,
        };
      } catch (error) {
        if (error instanceof BloodBoundRejection) throw rejected(error);
        throw error;
      }
    },
    whoMustAct: (m) => whoMustAct(m.game),
    apply(m, command, seat, dice) {
      try {
        const { state, events } = apply(m.game, seat, command, matchRandom(dice));
        return { state: { ...m, game: state }, events };
      } catch (error) {
        if (error instanceof BloodBoundRejection) throw rejected(error);
        throw error;
      }
    },
    viewFor(m, to) {
      const view = viewFor(m.game, recipientOf(to));
      const g = m.game;
      // A replay of a finished match shows every step with everything revealed, not only the last one.
      const revealed =
        to.over && !g.outcome
          ? {
              revealed: {
                cards: Object.fromEntries(g.seats.map((seat, i) => [seat, g.secret.cards[i]])),
                curses: g.secret.curses.map((c) => ({ ...c })),
              },
            }
          : {};
      return { ...view, interventionSeconds: m.table.interventionSeconds, ...revealed };
    },
    eventsFor: (events, to) => eventsFor(events, recipientOf(to), { ended: to.over }),
    // Only the Inquisitor's Curse deal says something secret (which Curse is true): others see who got one.
    commandFor(command, seat, to) {
      if (command.type !== 'curse' || to.over || to.recipient === seat) return command;
      return { type: 'curse', to: [command.trueCurse, ...command.falseCurses].sort() };
    },
    result: resultOf,
    hash: (m) => hashState(m),
    onLeave: (m, seat) => {
      onLeave(m.game, seat);
      return { kind: 'bot' };
    },
    clock(m) {
      const demand = clock(m.game);
      if (!demand) return undefined;
      return {
        key: demand.key,
        kind: 'bank',
        seats: demand.seats,
        budgetMs: m.table.interventionSeconds * 1000,
        onExpiry: 'auto',
      };
    },
    timeoutCommand: (m, seat) => timeoutCommand(m.game, seat),
    headline(m) {
      const g = m.game;
      const wounds = Object.fromEntries(g.players.map((p) => [p.seat, p.tokens.length]));
      return {
        line: g.outcome ? `captured ${g.outcome.captured}` : `turn ${g.turn}, ${g.dagger} holds the dagger`,
        players: g.seats.length,
        dagger: g.dagger,
        wounds,
      };
    },
    bot(m, seat, random) {
      const r = botRandom(random);
      return m.table.bots === 'random' ? randomBot(m.game, seat, r) : reasoningBot(m.game, seat, r);
    },
  };
}
