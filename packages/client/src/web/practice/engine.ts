/**
 * Practice mode: the rules engine runs in this browser tab, for both teams. This is the only place the web
 * UI lets the engine decide outcomes; live matches are decided by the server (issue 6).
 */
import {
  apply,
  buildStartingTeam,
  type Command,
  type GameEvent,
  type MatchState,
  matchFromTeams,
  type RosterId,
  randomBot,
  SeededDice,
  start,
  type Team,
  validateTeamSheet,
} from '@dugout/rules';
import { positionName as localPositionName, rosterName } from '../i18n/names/index.js';

/** 32 random bytes from the browser's CSPRNG. */
export function randomSeed(): Uint8Array {
  const seed = new Uint8Array(32);
  crypto.getRandomValues(seed);
  return seed;
}

/** `practice?seed=<64 hex digits>` replays the same dice (tests, bug reports); otherwise null. */
export function seedFromRoute(route: string): Uint8Array | null {
  const hex = /[?&]seed=([0-9a-f]{64})(?:&|$)/i.exec(route)?.[1];
  if (!hex) return null;
  return Uint8Array.from(hex.match(/../g) as string[], (h) => Number.parseInt(h, 16));
}

export const seedHex = (seed: Uint8Array): string =>
  Array.from(seed, (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * The auto-built starting team of a roster, checked. Its players have no names of their own: they stay
 * flagged unnamed, and every screen names them after their position in the coach's language (`match/names.ts`).
 */
export function startingTeam(rosterId: RosterId): Team {
  const checked = validateTeamSheet(buildStartingTeam(rosterId));
  if (!checked.ok) throw new Error(checked.problems.map((p) => p.message).join('; '));
  return checked.team;
}

export interface Practice {
  state: MatchState;
  log: GameEvent[];
  dice: SeededDice;
  seed: Uint8Array;
}

/** A new match between two starting teams, run to its first decision (the pre-match rolls are logged). */
export function newPractice(home: RosterId, away: RosterId, seed: Uint8Array = randomSeed()): Practice {
  const dice = new SeededDice(seed);
  const match = matchFromTeams(startingTeam(home), startingTeam(away));
  // A practice team is named after its roster, in the coach's language when there is a common name.
  match.teams.home.name = rosterName(home);
  match.teams.away.name = rosterName(away);
  const { state, events } = start(match, dice);
  return { state, log: events, dice, seed };
}

/** Applies one command; throws the engine's `IllegalCommandError` (and changes nothing) when it is not legal. */
export function play(p: Practice, command: Command): Practice {
  const r = apply(p.state, command, p.dice);
  return { ...p, state: r.state, log: p.log.concat(r.events) };
}

/**
 * The practice bot: the engine's random bot (uniform over the legal commands, its own dice), except that it
 * sets up with a ready formation, since random placements rarely make a legal set-up.
 */
export function practiceBot(seed: Uint8Array = randomSeed()): (state: MatchState) => Command | null {
  const random = randomBot(new SeededDice(seed));
  return (state) => {
    const d = state.decision;
    if (!d || d.options.length === 0) return null;
    if (d.kind === 'setup') {
      const setup = d.options.find((o) => o.type === 'done') ?? d.options.find((o) => o.type === 'formation');
      if (setup) return setup;
    }
    return random(d);
  };
}

/** A position's name on its team, in the coach's language (`names/index.ts`): "Lineman" on a Human team. */
export function positionName(roster: string | null, positionId: string | null): string {
  return localPositionName(roster, positionId);
}
