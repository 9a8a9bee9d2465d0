import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ErrorCode, MatchResult } from '@dugout/client';
import {
  apply,
  create,
  type Dice,
  outcome,
  READY_MADE,
  READY_MADE_IDS,
  type RejectionCode,
  randomBot,
  SCENARIO_IDS,
  SCENARIOS,
  type ScenarioId,
  SEATS,
  type Seat,
  simpleBot,
  type TrenchAids,
  type TrenchEvent,
  type TrenchOptions,
  type TrenchState,
  type TrenchViewWithAids,
  validateWarband,
  viewFor,
  type WarbandSheet,
  whoMustAct,
} from '@dugout/trench-crusade';
import { z } from 'zod';
import { canonicalJson, sha256Hex } from '../../host/canonical.js';
import { CommandRejected, type GameDice, type GameModule, moduleVersion } from '../../host/game-module.js';
import { directoryDigest } from '../../host/version.js';
import { aidsFor } from './aids.js';
import { commandSchema, type TrenchCommand } from './commands.js';
import { resolveDestination } from './destinations.js';

export const TRENCH_CRUSADE = 'trench-crusade';

export const BOT_KINDS = ['simple', 'random'] as const;
export type BotKind = (typeof BOT_KINDS)[number];

/** A table's options: the scenario, the optional Shaken rule, a short game, which bot plays bot seats. */
export const optionsSchema = z
  .object({
    scenario: z.enum(SCENARIO_IDS).default('claim-no-mans-land'),
    shaken: z.boolean().default(false),
    /** House rule: fewer turns than the scenario's (1 up to its 4); no extra turn then. */
    turns: z.number().int().min(1).max(4).optional(),
    bot: z.enum(BOT_KINDS).default('simple'),
  })
  .strict();
export type TrenchTableOptions = z.infer<typeof optionsSchema>;

/** What a seat brings: a ready-made list by id, or a warband sheet built in the lobby. */
export const seatChoiceSchema = z.union([
  z.object({ list: z.enum(READY_MADE_IDS as [string, ...string[]]) }).strict(),
  z.object({ sheet: z.unknown() }).strict(),
]);

/** The module's state: the rules' state and which bot plays any bot seat. */
export type ModuleState = TrenchState & { bot?: BotKind };

/** What a match is created from, stored with it. */
export interface TrenchSetup {
  options: TrenchTableOptions;
  warbands: Record<Seat, string | WarbandSheet>;
}

/** The view a recipient gets: the rules' view plus the active model's aids (reach, sight, odds). */
export type TrenchModuleView = TrenchViewWithAids;

const CODES: Record<RejectionCode, ErrorCode> = {
  'malformed-command': 'match/malformed-command',
  'game-over': 'match/finished',
  'not-your-decision': 'match/not-your-turn',
  'unexpected-command': 'match/unexpected-command',
  'unknown-model': 'match/unknown-player',
  'not-your-model': 'match/not-your-player',
  'not-eligible': 'match/action-not-allowed',
  'action-taken': 'match/action-not-allowed',
  'illegal-path': 'match/illegal-square',
  'too-far': 'match/illegal-square',
  'illegal-position': 'match/illegal-square',
  'out-of-range': 'match/illegal-choice',
  'no-line-of-sight': 'match/illegal-choice',
  'illegal-target': 'match/illegal-choice',
  'illegal-weapon': 'match/illegal-choice',
  'bad-answer': 'match/illegal-choice',
};

const rejected = (code: RejectionCode, message: string) =>
  new CommandRejected(CODES[code], message, { rule: code });

/** One problem of a seat's warband, with where it is (`a.models[2].items[0]`). */
export interface SeatProblem {
  seat: Seat;
  path: string;
  code: string;
  message: string;
}

/** Every problem of one seat's choice, at once; the checked choice is a list id or a sheet. */
function checkChoice(seat: Seat, raw: unknown): { warband: string | WarbandSheet; problems: SeatProblem[] } {
  const choice = seatChoiceSchema.safeParse(raw);
  if (!choice.success) {
    const message = `give either { list } (one of ${READY_MADE_IDS.join(', ')}) or { sheet }`;
    return { warband: '', problems: [{ seat, path: '', code: 'invalid', message }] };
  }
  if ('list' in choice.data) return { warband: choice.data.list, problems: [] };
  const checked = validateWarband(choice.data.sheet);
  if (checked.ok) return { warband: choice.data.sheet as WarbandSheet, problems: [] };
  return { warband: '', problems: checked.problems.map((p) => ({ seat, ...p })) };
}

function refuseProblems(problems: SeatProblem[]): never {
  const text = problems.map((p) => `${p.seat}${p.path ? `.${p.path}` : ''}: ${p.message}`).join('; ');
  throw new CommandRejected('match/invalid-team', text, { problems });
}

/** The rules' dice on the host's stream: a D6 is a die of six faces, a D3 of three. */
const engineDice = (dice: GameDice): Dice => ({ roll: (kind) => dice.roll(kind === 'D6' ? 6 : 3) });

function seatOutcomes(s: TrenchState): MatchResult['seats'] {
  const o = outcome(s)!;
  return Object.fromEntries(SEATS.map((seat) => [seat, { result: o[seat] }]));
}

function rulesVersion(): string {
  const require = createRequire(import.meta.url);
  const dist = path.dirname(require.resolve('@dugout/trench-crusade'));
  const pkg = JSON.parse(readFileSync(path.join(dist, '..', 'package.json'), 'utf8')) as { version: string };
  return moduleVersion(pkg.version, directoryDigest(dist, '.js'));
}

let builtVersion: string | undefined;

/** Aids are a search over the table: made once per state and recipient, however many times it is sent. */
const aidsMemo = new WeakMap<object, Map<string, TrenchAids | null>>();

function memoAids(s: TrenchState, recipient: Seat | 'spectator', acting: Seat[]): TrenchAids | null {
  let byRecipient = aidsMemo.get(s);
  if (!byRecipient) {
    byRecipient = new Map();
    aidsMemo.set(s, byRecipient);
  }
  if (!byRecipient.has(recipient)) byRecipient.set(recipient, aidsFor(s, recipient, acting));
  return byRecipient.get(recipient)!;
}

const other = (seat: Seat): Seat => (seat === 'a' ? 'b' : 'a');

/** Trench Crusade on @dugout/trench-crusade: nothing is hidden; the simple bot advances, shoots, charges. */
export function trenchCrusadeModule(
  options: { version?: string } = {},
): GameModule<ModuleState, TrenchCommand, TrenchEvent, TrenchTableOptions> {
  builtVersion ??= rulesVersion();
  return {
    id: TRENCH_CRUSADE,
    version: options.version ?? builtVersion,
    seats: { kind: 'fixed', seats: SEATS },
    optionsSchema: optionsSchema as unknown as z.ZodType<TrenchTableOptions>,
    commandSchema: commandSchema as z.ZodType<TrenchCommand>,
    checkSeatChoice(seat, choice) {
      const { problems } = checkChoice(seat as Seat, choice);
      if (problems.length > 0) refuseProblems(problems);
    },
    defaultSeatChoice: (seat) => ({ list: seat === 'a' ? 'new-antioch-example' : 'heretic-legion-example' }),
    prepare(raw, _seats, choices): TrenchSetup {
      const parsed = optionsSchema.safeParse(raw ?? {});
      if (!parsed.success) throw new CommandRejected('table/invalid-options', parsed.error.message);
      const a = checkChoice('a', choices.a);
      const b = checkChoice('b', choices.b);
      // Both warbands' problems at once, like Blood Bowl team sheets.
      if (a.problems.length + b.problems.length > 0) refuseProblems([...a.problems, ...b.problems]);
      return { options: parsed.data, warbands: { a: a.warband, b: b.warband } };
    },
    create(prepared, dice) {
      const setup = prepared as TrenchSetup;
      const o: TrenchOptions = {
        scenario: setup.options.scenario as ScenarioId,
        warbands: setup.warbands,
        shaken: setup.options.shaken,
        ...(setup.options.turns !== undefined
          ? { turns: Math.min(setup.options.turns, SCENARIOS[setup.options.scenario].turns) }
          : {}),
      };
      const made = create(o, engineDice(dice));
      if (!made.ok) {
        throw new CommandRejected(
          'table/invalid-options',
          made.problems.map((p) => `${p.path}: ${p.message}`).join('; '),
          { problems: made.problems },
        );
      }
      return { state: { ...made.state, bot: setup.options.bot }, events: made.events };
    },
    whoMustAct: (state) => whoMustAct(state),
    apply(state, command, seat, dice) {
      let c = command;
      if (c.type === 'move-to' || c.type === 'dash-to' || c.type === 'retreat-to' || c.type === 'charge-at') {
        const resolved = resolveDestination(state, seat as Seat, c);
        if ('code' in resolved) throw rejected(resolved.code, resolved.message);
        c = resolved;
      }
      const r = apply(state, seat as Seat, c, engineDice(dice));
      if (!r.ok) throw rejected(r.rejection.code, r.rejection.message);
      return { state: r.state as ModuleState, events: r.events };
    },
    // Nothing in Trench Crusade is hidden: every recipient sees the whole battle and every roll.
    viewFor(state, to): TrenchModuleView {
      const acting = whoMustAct(state);
      const recipient = to.recipient === 'a' || to.recipient === 'b' ? to.recipient : 'spectator';
      return { ...viewFor(state, recipient), aids: memoAids(state, recipient, acting) };
    },
    eventsFor: (events) => [...events],
    commandFor: (command) => command,
    result(state) {
      const r = state.result;
      if (!r) return undefined;
      return {
        winner: r.winner,
        seats: seatOutcomes(state),
        reason: r.reason === 'conceded' ? 'conceded' : 'played',
        details: { victoryPoints: { ...r.victoryPoints }, ending: r.reason, turn: state.turn },
      };
    },
    hash: (state) => sha256Hex(canonicalJson(state)),
    onLeave: (_state, seat) => {
      const winner = other(seat as Seat);
      return {
        kind: 'forfeit',
        result: {
          winner,
          seats: { [winner]: { result: 'win' }, [seat]: { result: 'loss' } },
          reason: 'forfeit',
        },
      };
    },
    // One budget per Activation (or set-up step) of the seat whose Activation it is.
    clock(state, agreed) {
      if (state.result || state.phase.kind === 'game-over') return undefined;
      const seat = state.phase.seat;
      // A new key for each model activated or placed, so each Activation or placement has a full budget.
      const models = Object.values(state.models);
      const done = models.filter((m) => m.activated || (state.turn === 0 && m.position)).length;
      return {
        key: `${state.turn}:${state.phase.kind}:${seat}:${state.activation?.model ?? ''}:${done}`,
        kind: 'turn',
        seats: [seat],
        budgetMs: agreed.turnSeconds * 1000,
        onExpiry: 'claim',
      };
    },
    timeoutCommand(state, seat) {
      if (state.result || !whoMustAct(state).includes(seat as Seat)) return undefined;
      const a = state.activation;
      if (a && state.models[a.model]?.seat === seat && state.stack.length === 0)
        return { type: 'end-activation', model: a.model };
      // Anything else (deploying, answering, activating) as the simple bot would, with no randomness.
      return simpleBot(state, seat as Seat, () => 0);
    },
    headline: (state) => ({
      teams: { a: state.warbands.a.name, b: state.warbands.b.name },
      score: { ...state.victoryPoints },
      period: state.turn,
      line: `${SCENARIOS[state.options.scenario].name}, turn ${state.turn} of ${state.lastTurn}`,
    }),
    bot(state, seat, random) {
      return state.bot === 'random'
        ? randomBot(state, seat as Seat, random)
        : simpleBot(state, seat as Seat, random);
    },
  };
}

export { READY_MADE };
