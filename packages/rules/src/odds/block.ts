import { canUseBlockHook, hasBlockHook } from '../block/hooks.js';
import { blockStrength } from '../block/strength.js';
import { type BlockFace, blockFace } from '../dice/index.js';
import { canUseTeamReroll } from '../rerolls/team.js';
import { getPlayer } from '../state/query.js';
import type { MatchState, PlayerId, PlayerState } from '../state/types.js';
import type { Side } from '../types.js';

/** What a block can end in, as the client shows it. `nothing`: Both Down where both players have Block. */
export const BLOCK_OUTCOMES = ['target-down', 'push', 'nothing', 'both-down', 'attacker-down'] as const;
export type BlockOutcome = (typeof BLOCK_OUTCOMES)[number];

export interface BlockOdds {
  dice: 1 | 2 | 3;
  chooser: Side;
  attackerSt: number;
  defenderSt: number;
  offensive: PlayerId[];
  defensive: PlayerId[];
  /** Probability of each outcome when the chooser picks the best face for its side. */
  withoutReroll: Record<BlockOutcome, number>;
  /** The same when the attacker re-rolls every result worse than a push with a team re-roll. */
  withReroll: Record<BlockOutcome, number>;
  /** Whether the attacking team could use a team re-roll on this block now. */
  rerollAvailable: boolean;
}

/** How one face ends for these two players (Block, Wrestle, Dodge, Tackle, Juggernaut on a Blitz). */
export function faceOutcome(
  attacker: PlayerState,
  defender: PlayerState,
  face: BlockFace,
  blitz: boolean,
): BlockOutcome {
  const juggernaut = blitz && canUseBlockHook(attacker, 'juggernaut');
  switch (face) {
    case 'player-down':
      return 'attacker-down';
    case 'both-down': {
      const a = canUseBlockHook(attacker, 'standsOnBothDown');
      const d = canUseBlockHook(defender, 'standsOnBothDown');
      if (juggernaut && (!a || d)) return 'push';
      if (
        (!a && canUseBlockHook(attacker, 'wrestle')) ||
        (!juggernaut && !d && canUseBlockHook(defender, 'wrestle'))
      )
        return 'both-down';
      if (a && d) return 'nothing';
      if (a) return 'target-down';
      if (d) return 'attacker-down';
      return 'both-down';
    }
    case 'push-back':
      return 'push';
    case 'stumble':
      return canUseBlockHook(defender, 'stumbleAsPush') && !hasBlockHook(attacker, 'cancelsStumbleDodge')
        ? 'push'
        : 'target-down';
    case 'pow':
      return 'target-down';
  }
}

const rank = (o: BlockOutcome): number => BLOCK_OUTCOMES.indexOf(o);
const zero = (): Record<BlockOutcome, number> => ({
  'target-down': 0,
  push: 0,
  nothing: 0,
  'both-down': 0,
  'attacker-down': 0,
});

/** Outcome probabilities for `dice` dice, enumerating all 6^n face combinations. */
export function outcomeDistribution(
  outcomeOf: (face: BlockFace) => BlockOutcome,
  dice: number,
  attackerChooses: boolean,
): Record<BlockOutcome, number> {
  const perFace = [1, 2, 3, 4, 5, 6].map((n) => rank(outcomeOf(blockFace(n))));
  const out = zero();
  const total = 6 ** dice;
  for (let i = 0; i < total; i++) {
    let code = i;
    let best = attackerChooses ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY;
    for (let d = 0; d < dice; d++) {
      const r = perFace[code % 6] as number;
      code = Math.floor(code / 6);
      best = attackerChooses ? Math.min(best, r) : Math.max(best, r);
    }
    const o = BLOCK_OUTCOMES[best] as BlockOutcome;
    out[o] += 1 / total;
  }
  return out;
}

/**
 * Before a block is thrown: dice count, chooser, the assisting players on each side and the exact chance
 * of each outcome, without and with a team re-roll (re-rolling anything worse than a push). Dauntless is
 * not rolled yet, so it is not counted.
 */
export function blockOdds(
  s: MatchState,
  attackerId: PlayerId,
  defenderId: PlayerId,
  opts: { blitz?: boolean } = {},
): BlockOdds {
  const attacker = getPlayer(s, attackerId);
  const defender = getPlayer(s, defenderId);
  const blitz = opts.blitz ?? false;
  const st = blockStrength(s, attacker, defender, { blitz, dauntless: false });
  const first = outcomeDistribution(
    (f) => faceOutcome(attacker, defender, f, blitz),
    st.dice,
    st.chooser === attacker.team,
  );
  const keep = rank('push');
  let again = 0;
  for (const o of BLOCK_OUTCOMES) if (rank(o) > keep) again += first[o];
  const withReroll = zero();
  for (const o of BLOCK_OUTCOMES) withReroll[o] = (rank(o) > keep ? 0 : first[o]) + again * first[o];
  return {
    dice: st.dice,
    chooser: st.chooser,
    attackerSt: st.attackerSt,
    defenderSt: st.defenderSt,
    offensive: st.offensive,
    defensive: st.defensive,
    withoutReroll: first,
    withReroll,
    rerollAvailable: canUseTeamReroll(s, attacker, 'block'),
  };
}
