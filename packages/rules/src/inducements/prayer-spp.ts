import type { MatchState, PlayerState } from '../state/types.js';
import { prayerInForce } from './effects.js';

/**
 * Prayers that pay Star Player Points (§4.3), credited to the player's record as it happens
 * (`record.prayerSpp`; the league post-game awards them as "prayers-to-nuffle"): Perfect Passing (a
 * Completion is worth 2, so 1 more), Dazzling Catching (1 for catching a Pass Action's ball), Fan
 * Interaction (2 for pushing an opponent into the crowd who becomes a Casualty), Fouling Frenzy (2 for a
 * Casualty caused by a Foul).
 */
function credit(p: PlayerState, spp: number): void {
  if (spp > 0) p.record = { ...p.record, prayerSpp: (p.record.prayerSpp ?? 0) + spp };
}

/** A Completion by `thrower`. */
export function completionPrayers(s: MatchState, thrower: PlayerState): void {
  if (prayerInForce(s, thrower.team, 'perfect-passing')) credit(thrower, 1);
}

/** `catcher` caught the ball of a team-mate's Pass Action. */
export function catchPrayers(s: MatchState, catcher: PlayerState): void {
  if (prayerInForce(s, catcher.team, 'dazzling-catching')) credit(catcher, 1);
}

/** `by` caused a Casualty to `victim`: pushed into the crowd, or (in its own Foul Action) by a Foul. */
export function casualtyPrayers(s: MatchState, by: PlayerState, victim: PlayerState, crowd: boolean): void {
  if (by.team === victim.team) return;
  if (crowd && prayerInForce(s, by.team, 'fan-interaction')) credit(by, 2);
  const foul = s.turnState?.activeAction === 'foul' && s.turnState.activePlayer === by.id;
  if (!crowd && foul && prayerInForce(s, by.team, 'fouling-frenzy')) credit(by, 2);
}
