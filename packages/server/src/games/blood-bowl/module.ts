import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ErrorCode, MatchResult } from '@dugout/client';
import {
  type AnyTeam,
  apply,
  buildClassicStartingTeam,
  buildStartingTeam,
  type Command,
  checkTeamSheet,
  type Decision,
  DIE_SIDES,
  type Dice,
  EDITION_IDS,
  EDITIONS,
  type EditionId,
  type GameEvent,
  hashState,
  type IllegalCommandCode,
  IllegalCommandError,
  type InducementSetup,
  isClassicRosterId,
  isRosterId,
  type MatchState,
  matchFromTeams,
  type Side,
  shareUnchanged,
  start,
  TeamBuildError,
  teamEdition,
} from '@dugout/rules';
import { z } from 'zod';
import { CommandRejected, type GameDice, type GameModule, moduleVersion } from '../../host/game-module.js';
import { directoryDigest } from '../../host/version.js';
import { InducementsField } from '../../matches/schemas.js';
import { bloodBowlClock } from './clock.js';
import { commandSchema } from './commands.js';
import { inducementCommandFor, inducementEventsFor, inducementsView } from './inducement-secrecy.js';

export const BLOOD_BOWL = 'blood-bowl';

export interface BloodBowlOptions {
  /** Tests only: the version to report instead of the rules build's (a rules upgrade, simulated). */
  version?: string;
}

/** A league fixture's inducement purses (§3.18): each team's CTV and Treasury as they stood at kick-off. */
export type LeagueInducementSetup = Extract<InducementSetup, { mode: 'league' }>;

/** What a match is created from, stored with it: two checked teams of one edition (and the inducement budget, if any). */
export interface BloodBowlSetup {
  home: AnyTeam;
  away: AnyTeam;
  /**
   * Exhibition (§3.18, §3.22): `{ budget }`, what each coach may spend at the inducement step. League: the
   * fixture's purses, which only the league's fixture code can put here (`serverTeam`).
   */
  inducements?: { budget: number } | LeagueInducementSetup;
}

/**
 * A match's or table's options: the rules it is played by (issue 18; BB2025 unless it says otherwise) and an
 * inducement budget per coach, in gold (multiples of 5k, at most 2M).
 */
export const bloodBowlOptionsSchema = z
  .object({
    edition: z.enum(EDITION_IDS).default('bb2025'),
    inducements: InducementsField.optional(),
  })
  .strict()
  .refine((o) => o.inducements === undefined || EDITIONS[o.edition].inducements !== null, {
    path: ['inducements'],
    message: 'this edition is played without inducements; leave the budget out',
  });
/** As a client sends them: `edition` may be left out. */
export type BloodBowlMatchOptions = z.input<typeof bloodBowlOptionsSchema>;

const ENGINE_CODES: Record<IllegalCommandCode, ErrorCode> = {
  'match-finished': 'match/finished',
  'not-your-decision': 'match/not-your-turn',
  'unexpected-command': 'match/unexpected-command',
  'unknown-player': 'match/unknown-player',
  'player-not-eligible': 'match/not-your-player',
  'action-not-allowed': 'match/action-not-allowed',
  'square-out-of-reach': 'match/illegal-square',
  'illegal-choice': 'match/illegal-choice',
  'malformed-command': 'match/malformed-command',
};

const teamChoice = z.union([
  z
    .object({
      roster: z.string(),
      name: z.string().min(1).max(60).optional(),
      edition: z.enum(EDITION_IDS).optional(),
    })
    .strict(),
  z.object({ sheet: z.unknown() }).strict(),
]);

/** Each edition's rosters and starting team, for a `{ roster }` choice. */
const STARTING_TEAMS: Readonly<
  Record<EditionId, { isRoster(id: string): boolean; build(id: string, name?: string): unknown }>
> = {
  bb2025: {
    isRoster: isRosterId,
    build: (id, name) =>
      buildStartingTeam(id as Parameters<typeof buildStartingTeam>[0], name ? { name } : {}),
  },
  classic: {
    isRoster: isClassicRosterId,
    build: (id, name) =>
      buildClassicStartingTeam(id as Parameters<typeof buildClassicStartingTeam>[0], name ? { name } : {}),
  },
};

/**
 * The key of a team the server built itself (a league team as it stands, see `serverTeam`). Only code in
 * the server can make one: JSON from a client cannot carry a symbol key, so no lobby or socket input
 * reaches this path.
 */
const SERVER_TEAM = Symbol('dugout.serverTeam');
/** The league purses a fixture's seat carries beside its team (same reasoning: no client can send one). */
const LEAGUE_PURSES = Symbol('dugout.leaguePurses');

/**
 * A team choice for `prepare` holding a checked engine team built by trusted server code (leagues), and
 * for a league fixture the inducement purses computed from both stored teams (`leagueInducements`): both
 * seats carry the same.
 */
export function serverTeam(team: AnyTeam, inducements?: LeagueInducementSetup): object {
  return inducements ? { [SERVER_TEAM]: team, [LEAGUE_PURSES]: inducements } : { [SERVER_TEAM]: team };
}

/** The league purses both seats' server-built choices carry (null: not a league fixture). */
function leaguePursesOf(choices: Readonly<Record<string, unknown>>): LeagueInducementSetup | null {
  const of = (raw: unknown): LeagueInducementSetup | undefined =>
    typeof raw === 'object' && raw !== null && LEAGUE_PURSES in raw
      ? (raw as { [LEAGUE_PURSES]: LeagueInducementSetup })[LEAGUE_PURSES]
      : undefined;
  const home = of(choices.home);
  const away = of(choices.away);
  if (home === undefined && away === undefined) return null;
  if (home === undefined || away === undefined || JSON.stringify(home) !== JSON.stringify(away))
    throw new CommandRejected(
      'match/invalid-team',
      "a league fixture's two seats must carry the same purses.",
    );
  return home;
}

/** What the engine's inducement step is given for a stored setup (a `{ budget }` is the same for both). */
function inducementSetup(setup: BloodBowlSetup): { inducements?: InducementSetup } {
  const given = setup.inducements;
  if (given === undefined) return {};
  if ('mode' in given) return { inducements: given };
  return { inducements: { mode: 'exhibition', budget: { home: given.budget, away: given.budget } } };
}

/**
 * The checked team of a seat's choice. `expected`: the edition of the match being made (unknown when only
 * the choice is checked, at a table): a roster is looked up in it, a sheet must name it.
 */
function teamFrom(seat: Side, raw: unknown, expected?: EditionId): AnyTeam {
  if (typeof raw === 'object' && raw !== null && SERVER_TEAM in raw) {
    return (raw as { [SERVER_TEAM]: AnyTeam })[SERVER_TEAM];
  }
  const choice = teamChoice.safeParse(raw);
  if (!choice.success) {
    throw new CommandRejected(
      'match/invalid-team',
      `${seat}: give either { roster, name?, edition? } or { sheet }` +
        (typeof raw === 'object' && raw !== null && 'edition' in raw
          ? ` (edition is one of ${EDITION_IDS.join(', ')}).`
          : '.'),
    );
  }
  let sheet: unknown;
  // A roster chosen without a name: the team is unnamed (screens name it after its roster per language).
  let unnamed = false;
  if ('roster' in choice.data) {
    const { roster, name } = choice.data;
    const named = choice.data.edition;
    if (named !== undefined && expected !== undefined && named !== expected)
      throw new CommandRejected(
        'match/invalid-team',
        `${seat}: a ${named} roster was chosen for a ${expected} match.`,
      );
    const rules = named ?? expected ?? 'bb2025';
    if (!STARTING_TEAMS[rules].isRoster(roster))
      throw new CommandRejected(
        'match/invalid-team',
        `${seat}: there is no roster "${roster}"${rules === 'bb2025' ? '' : ` in the ${rules} rules`}.`,
      );
    try {
      sheet = STARTING_TEAMS[rules].build(roster, name);
      unnamed = !name;
    } catch (error) {
      if (error instanceof TeamBuildError)
        throw new CommandRejected('match/invalid-team', `${seat}: ${error.message}`);
      throw error;
    }
  } else {
    sheet = choice.data.sheet;
  }
  const checked = checkTeamSheet(sheet, expected === undefined ? {} : { expected });
  if (!checked.ok) {
    throw new CommandRejected(
      'match/invalid-team',
      `${seat}: ${checked.problems.map((p) => p.message).join('; ')}`,
      { problems: checked.problems },
    );
  }
  return unnamed ? { ...checked.team, unnamed: true } : checked.team;
}

/** The roster of each team built without a name, so screens can name it in the coach's language. */
function unnamedTeams(state: MatchState): { unnamedTeams?: Record<string, string> } {
  const out: Record<string, string> = {};
  for (const side of ['home', 'away'] as const) {
    const team = state.teams[side];
    if (team.unnamed && team.roster) out[side] = team.roster;
  }
  return Object.keys(out).length > 0 ? { unnamedTeams: out } : {};
}

const optionKey = (d: Decision, type: Command['type']) => d.options.find((o) => o.type === type);

const SIDE_LIST = ['home', 'away'] as const satisfies readonly Side[];
const other = (side: Side): Side => (side === 'home' ? 'away' : 'home');

/** Each seat's outcome from the winner (null: a draw). */
function seatOutcomes(winner: Side | null): MatchResult['seats'] {
  return Object.fromEntries(
    SIDE_LIST.map((s) => [s, { result: winner === null ? 'draw' : winner === s ? 'win' : 'loss' }]),
  );
}

/** The engine's dice on the host's stream: each die kind is a die of that many faces (BLOCK: 6). */
const engineDice = (dice: GameDice): Dice => ({ roll: (kind) => dice.roll(DIE_SIDES[kind]) });

/** The package version of the rules and a digest of their build: what a Blood Bowl match records. */
function rulesVersion(): string {
  const require = createRequire(import.meta.url);
  const dist = path.dirname(require.resolve('@dugout/rules'));
  const pkg = JSON.parse(readFileSync(path.join(dist, '..', 'package.json'), 'utf8')) as { version: string };
  return moduleVersion(pkg.version, directoryDigest(dist, '.js'));
}

let builtVersion: string | undefined;

/**
 * Blood Bowl on the rules engine, BB2025 or the classic rules (LRB6) as the match options say: everyone
 * sees everything but the other coach's inducements while both buy; the random bot plays uniformly.
 */
export function bloodBowlModule(
  options: BloodBowlOptions = {},
): GameModule<MatchState, Command, GameEvent, BloodBowlMatchOptions> {
  builtVersion ??= rulesVersion();
  return {
    id: BLOOD_BOWL,
    version: options.version ?? builtVersion,
    seats: { kind: 'fixed', seats: SIDE_LIST },
    optionsSchema: bloodBowlOptionsSchema as unknown as z.ZodType<BloodBowlMatchOptions>,
    commandSchema: commandSchema as z.ZodType<Command>,
    checkSeatChoice(seat, choice, options) {
      // At a table the edition is known; a choice checked on its own is read in the edition it names.
      const edition =
        options === undefined ? undefined : bloodBowlOptionsSchema.safeParse(options).data?.edition;
      teamFrom(seat as Side, choice, edition);
    },
    defaultSeatChoice: () => ({ roster: 'human' }),
    prepare(options, _seats, choices): BloodBowlSetup {
      const { edition, inducements } = bloodBowlOptionsSchema.parse(options ?? {});
      const home = teamFrom('home', choices.home, edition);
      const away = teamFrom('away', choices.away, edition);
      // A team the server built (a league's) is not checked by teamFrom: both must be of the match's edition.
      for (const [seat, team] of [
        ['home', home],
        ['away', away],
      ] as const) {
        if (teamEdition(team) !== edition)
          throw new CommandRejected(
            'match/invalid-team',
            `${seat}: "${team.name}" is a ${teamEdition(team)} team; this match plays ${edition}.`,
          );
      }
      const league = leaguePursesOf(choices);
      if (league !== null) {
        if (inducements !== undefined)
          throw new CommandRejected(
            'match/invalid-team',
            'a league fixture pays for inducements from its purses, not from a budget.',
          );
        return { home, away, inducements: league };
      }
      return inducements === undefined
        ? { home, away }
        : { home, away, inducements: { budget: inducements.budget } };
    },
    create(prepared, dice) {
      const setup = prepared as BloodBowlSetup;
      return start(matchFromTeams(setup.home, setup.away, inducementSetup(setup)), engineDice(dice));
    },
    whoMustAct: (state) => (state.decision ? [state.decision.team] : []),
    apply(state, command, seat, dice) {
      try {
        const applied = apply(state, { ...command, team: seat as Side }, engineDice(dice));
        // Unchanged players keep their objects: view patches and hashes skip them by identity.
        return { ...applied, state: shareUnchanged(state, applied.state) };
      } catch (error) {
        if (error instanceof IllegalCommandError)
          throw new CommandRejected(ENGINE_CODES[error.code], error.message);
        throw error;
      }
    },
    // Blood Bowl hides nothing but the inducements each coach buys until both are done (issue 16).
    viewFor: (state, to) => inducementsView(state, to),
    eventsFor: (events, to) => inducementEventsFor(events, to),
    commandFor: (command, seat, to) => inducementCommandFor(command, seat, to),
    result(state) {
      if (!state.finished) return undefined;
      const { home, away } = { home: state.teams.home.score, away: state.teams.away.score };
      const winner = home > away ? 'home' : away > home ? 'away' : null;
      return {
        winner,
        seats: seatOutcomes(winner),
        reason: state.conceded ? 'conceded' : 'played',
        details: state.conceded ? { home, away, conceded: state.conceded } : { home, away },
      };
    },
    hash: (state) => hashState(state),
    // A coach who stays away forfeits: the opponent may claim the win.
    onLeave: (_state, seat) => {
      const winner = other(seat as Side);
      return { kind: 'forfeit', result: { winner, seats: seatOutcomes(winner), reason: 'forfeit' } };
    },
    clock: bloodBowlClock,
    timeoutCommand(state, seat) {
      const d = state.decision;
      if (!d || d.team !== seat) return undefined;
      return (
        optionKey(d, 'end-turn') ??
        optionKey(d, 'end-activation') ??
        optionKey(d, 'no-reroll') ??
        optionKey(d, 'decline') ??
        optionKey(d, 'done') ??
        // A choice with no way to pass (a block die, a push square): time up takes the first one offered,
        // so an expired turn can always be ended.
        d.options[0]
      );
    },
    headline: (state) => ({
      teams: { home: state.teams.home.name, away: state.teams.away.name },
      ...unnamedTeams(state),
      score: { home: state.teams.home.score, away: state.teams.away.score },
      period: state.half,
      turn: { home: state.teams.home.turn, away: state.teams.away.turn },
    }),
    bot(state, _seat, random) {
      const d = state.decision!;
      return d.options[random(d.options.length)]!;
    },
  };
}
