import { ScriptedDice, type ScriptedRoll } from '../../dice/index.js';
import { start } from '../../engine/apply.js';
import { PROCEDURES } from '../../engine/registry.js';
import { buildStartingTeam, type RosterId, type Team, validateTeamSheet } from '../../rosters/index.js';
import { matchFromTeams } from '../../state/factory.js';
import type { MatchState } from '../../state/types.js';
import type { PrayerId } from '../../tables/prayers-to-nuffle.js';
import type { Side } from '../../types.js';
import { inducementsFor } from '../setup.js';
import type { InducementSetup, Purchase } from '../types.js';

/** A roster's checked starting team (test fixture). */
export function team(roster: RosterId): Team {
  const r = validateTeamSheet(buildStartingTeam(roster));
  if (!r.ok) throw new Error(r.problems.map((p) => p.message).join('; '));
  return r.team;
}

/** Fan Factor D3s and the weather 2D6 (Perfect Conditions) that open every pre-match. */
export const PRE_MATCH: ScriptedRoll[] = [
  { kind: 'D3', value: 1 },
  { kind: 'D3', value: 1 },
  { kind: 'D6', value: 3 },
  { kind: 'D6', value: 4 },
];

/** A match of two starting teams at its first decision (the inducement step, when there is one). */
export function inducedMatch(
  home: RosterId,
  away: RosterId,
  setup: InducementSetup,
  rolls: ScriptedRoll[] = PRE_MATCH,
): MatchState {
  const dice = new ScriptedDice(rolls);
  const s = start(matchFromTeams(team(home), team(away), { inducements: setup }), dice).state;
  dice.assertConsumed();
  return s;
}

/** Gives a scenario state inducements already bought and prayers in force (for the hooks' tests). */
export function withInducements(
  s: MatchState,
  bought: Partial<Record<Side, Purchase[]>>,
  prayers: Partial<Record<Side, PrayerId[]>> = {},
): MatchState {
  const t = team('human');
  const ind = inducementsFor(t, t, { mode: 'exhibition', budget: { home: 0, away: 0 } });
  ind.sides.home.bought = bought.home ?? [];
  ind.sides.away.bought = bought.away ?? [];
  ind.prayers = { home: prayers.home ?? [], away: prayers.away ?? [] };
  s.inducements = ind;
  // The decision the scenario computed may change with the inducements (start-of-turn uses).
  const top = s.stack.at(-1);
  const decide = top ? PROCEDURES[top.kind as keyof typeof PROCEDURES]?.decide : undefined;
  if (top && s.decision && decide) s.decision = decide(s, top);
  return s;
}
