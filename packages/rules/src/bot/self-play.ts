import { type Dice, SeededDice } from '../dice/index.js';
import type { EditionId } from '../edition/edition.js';
import { editionOf } from '../edition/editions.js';
import { apply, start } from '../engine/apply.js';
import type { Command } from '../engine/commands.js';
import type { GameEvent } from '../engine/events.js';
import { buildStartingTeam, type RosterId, type Team, validateTeamSheet } from '../rosters/index.js';
import { matchFromTeams } from '../state/factory.js';
import type { MatchState } from '../state/types.js';
import { type Bot, BotRandom, randomBot } from './random.js';

export interface SelfPlayOptions {
  home?: RosterId;
  away?: RosterId;
  /** The edition played (default BB2025). */
  edition?: EditionId;
  /** 32-byte seed for the match dice. */
  seed: Uint8Array;
  /** 32-byte seed for the bots' own choices (default: derived from `seed`). */
  botSeed?: Uint8Array;
  /** Stop after this many decisions (a safety net; a match normally needs far fewer). */
  maxDecisions?: number;
  /** Called after every step (property tests check invariants here). */
  onStep?(state: MatchState, command: Command, events: GameEvent[]): void;
  bots?: { home: Bot; away: Bot };
}

export interface SelfPlayResult {
  state: MatchState;
  decisions: number;
  commands: Command[];
}

/**
 * A new match between two starting teams of the given rosters, at its first decision. The rosters are
 * BB2025's; another edition reads their characteristics its own way (`Edition.fromBb2025Stats`: classic
 * AG and AV characteristics, no PA) until that edition's own rosters are wired in.
 */
export function newRosterMatch(
  home: RosterId,
  away: RosterId,
  dice: Dice,
  edition: EditionId = 'bb2025',
): MatchState {
  const s = matchFromTeams(startingTeam(home), startingTeam(away), edition);
  const read = editionOf(s).fromBb2025Stats;
  for (const p of s.players) p.stats = read(p.stats);
  return start(s, dice).state;
}

const STARTING_TEAMS = new Map<RosterId, Team>();

/** The roster's checked starting team, built once (`matchFromTeams` copies what it uses). */
function startingTeam(id: RosterId): Team {
  let team = STARTING_TEAMS.get(id);
  if (!team) {
    const r = validateTeamSheet(buildStartingTeam(id));
    if (!r.ok) {
      throw new Error(`starting team for ${id} is not legal: ${r.problems.map((p) => p.message).join('; ')}`);
    }
    team = r.team;
    STARTING_TEAMS.set(id, team);
  }
  return team;
}

/** Plays a whole match with bots (random by default), deterministically from the seeds. */
export function selfPlay(opts: SelfPlayOptions): SelfPlayResult {
  const dice = new SeededDice(opts.seed);
  const botSeed = opts.botSeed ?? opts.seed.map((b) => b ^ 0x5a);
  const botDice = new BotRandom(botSeed);
  const bots = opts.bots ?? { home: randomBot(botDice), away: randomBot(botDice) };
  let state = newRosterMatch(opts.home ?? 'human', opts.away ?? 'orc', dice, opts.edition);
  const commands: Command[] = [];
  const max = opts.maxDecisions ?? 200_000;
  let decisions = 0;
  while (state.decision && decisions < max) {
    const d = state.decision;
    const command = bots[d.team](d);
    const r = apply(state, command, dice);
    state = r.state;
    commands.push(command);
    decisions += 1;
    opts.onStep?.(state, command, r.events);
  }
  return { state, decisions, commands };
}
