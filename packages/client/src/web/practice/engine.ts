/**
 * Practice mode: the rules engine runs in this browser tab, for both teams. This is the only place the web
 * UI lets the engine decide outcomes; live matches are decided by the server (issue 6).
 */
import {
  apply,
  buildStartingTeam,
  type Command,
  type GameEvent,
  getPosition,
  getRoster,
  loadScenario,
  type MatchState,
  type RosterId,
  type ScenarioInput,
  SeededDice,
  type Side,
  validateTeamSheet,
} from '@dugout/rules';

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
 * A pre-match scenario for two auto-built starting teams. The public API starts a match only through
 * `loadScenario`, so the checked teams are described as a scenario (player ids as `matchFromTeams` makes them).
 */
export function practiceScenario(home: RosterId, away: RosterId): ScenarioInput {
  const players: NonNullable<ScenarioInput['players']> = [];
  const teams: Record<Side, NonNullable<NonNullable<ScenarioInput['teams']>['home']>> = {
    home: {},
    away: {},
  };
  for (const [side, rosterId] of [
    ['home', home],
    ['away', away],
  ] as const) {
    const checked = validateTeamSheet(buildStartingTeam(rosterId));
    if (!checked.ok) throw new Error(checked.problems.map((p) => p.message).join('; '));
    const team = checked.team;
    teams[side] = {
      name: getRoster(rosterId).name,
      roster: rosterId,
      rerolls: team.rerolls,
      apothecary: team.apothecary,
      dedicatedFans: team.dedicatedFans,
      cheerleaders: team.cheerleaders,
      assistantCoaches: team.assistantCoaches,
    };
    for (const p of team.players) {
      players.push({
        id: `${side}-${p.number}`,
        team: side,
        name: p.name,
        number: p.number,
        position: p.positionId,
      });
    }
  }
  return { phase: 'pre-match', teams, players };
}

export interface Practice {
  state: MatchState;
  log: GameEvent[];
  dice: SeededDice;
  seed: Uint8Array;
}

export function newPractice(home: RosterId, away: RosterId, seed: Uint8Array = randomSeed()): Practice {
  const dice = new SeededDice(seed);
  const state = loadScenario(practiceScenario(home, away), dice);
  return { state, log: [], dice, seed };
}

/** Applies one command; throws the engine's `IllegalCommandError` (and changes nothing) when it is not legal. */
export function play(p: Practice, command: Command): Practice {
  const r = apply(p.state, command, p.dice);
  return { ...p, state: r.state, log: p.log.concat(r.events) };
}

/**
 * The practice bot: a uniform choice among the decision's legal commands (like the engine's random bot),
 * except that it sets up with a ready formation, since random placements rarely make a legal set-up.
 */
export function botCommand(state: MatchState): Command | null {
  const d = state.decision;
  if (!d || d.options.length === 0) return null;
  if (d.kind === 'setup') {
    const setup = d.options.find((o) => o.type === 'done') ?? d.options.find((o) => o.type === 'formation');
    if (setup) return setup;
  }
  const r = new Uint32Array(1);
  crypto.getRandomValues(r);
  return d.options[(r[0] as number) % d.options.length] as Command;
}

export function positionName(roster: string | null, positionId: string | null): string {
  if (!roster || !positionId) return '';
  try {
    // "Human Lineman" on a Human team reads "Lineman" (so its token shows L, not HL).
    const name = getPosition(roster as RosterId, positionId).name;
    const team = getRoster(roster as RosterId).name;
    return name.startsWith(`${team} `) ? name.slice(team.length + 1) : name;
  } catch {
    return positionId;
  }
}
