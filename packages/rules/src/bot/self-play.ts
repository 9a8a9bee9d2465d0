import { type Dice, SeededDice } from '../dice/index.js';
import type { EditionId } from '../edition/edition.js';
import { apply, start } from '../engine/apply.js';
import type { Command } from '../engine/commands.js';
import type { GameEvent } from '../engine/events.js';
import type { InducementSetup } from '../inducements/types.js';
import { type MatchOptions, matchFromTeams } from '../state/factory.js';
import type { MatchState } from '../state/types.js';
import { type Bot, BotRandom, randomBot } from './random.js';
import { type AnyRosterId, startingTeam } from './starting-teams.js';

export interface SelfPlayOptions {
  /** Rosters of the edition played (default Human v Orc, in both editions). */
  home?: AnyRosterId;
  away?: AnyRosterId;
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
  /** How the match pays for inducements; the bots then buy at random among the offered purchases. */
  inducements?: InducementSetup;
}

export interface SelfPlayResult {
  state: MatchState;
  decisions: number;
  commands: Command[];
}

/**
 * A new match between two starting teams of the given rosters, at its first decision: each edition's own
 * rosters and team-building rules (`startingTeam`), BB2025 unless `options.edition` says otherwise.
 */
export function newRosterMatch(
  home: AnyRosterId,
  away: AnyRosterId,
  dice: Dice,
  options: MatchOptions = {},
): MatchState {
  const edition = options.edition ?? 'bb2025';
  return start(matchFromTeams(startingTeam(edition, home), startingTeam(edition, away), options), dice).state;
}

/** Plays a whole match with bots (random by default), deterministically from the seeds. */
export function selfPlay(opts: SelfPlayOptions): SelfPlayResult {
  const dice = new SeededDice(opts.seed);
  const botSeed = opts.botSeed ?? opts.seed.map((b) => b ^ 0x5a);
  const botDice = new BotRandom(botSeed);
  const bots = opts.bots ?? { home: randomBot(botDice), away: randomBot(botDice) };
  let state = newRosterMatch(opts.home ?? 'human', opts.away ?? 'orc', dice, {
    ...(opts.inducements ? { inducements: opts.inducements } : {}),
    ...(opts.edition ? { edition: opts.edition } : {}),
  });
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
