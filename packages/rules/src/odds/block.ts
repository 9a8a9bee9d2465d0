import type { BothDownAsk } from '../block/block.js';
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

/**
 * How each coach ranks the outcomes, best first. The blocker's order is the outcome list. The target's is
 * nearly its reverse, except that it would rather both stay up (`nothing`) than go down with the blocker.
 */
const ATTACKER_PREFERS: readonly BlockOutcome[] = BLOCK_OUTCOMES;
const DEFENDER_PREFERS: readonly BlockOutcome[] = [
  'attacker-down',
  'nothing',
  'both-down',
  'push',
  'target-down',
];

/** Both Down after every offered skill was used or declined, as the engine settles it. */
function settleBothDown(
  asks: readonly BothDownAsk[],
  i: number,
  aBlock: boolean,
  dBlock: boolean,
): BlockOutcome {
  const ask = asks[i];
  if (ask === undefined) {
    if (aBlock) return dBlock ? 'nothing' : 'target-down';
    return dBlock ? 'attacker-down' : 'both-down';
  }
  const declined = settleBothDown(asks, i + 1, aBlock, dBlock);
  // Juggernaut makes it a Push Back and Wrestle places both Prone; either ends the offers.
  const used =
    ask === 'juggernaut'
      ? 'push'
      : ask === 'attacker-wrestle' || ask === 'defender-wrestle'
        ? 'both-down'
        : settleBothDown(asks, i + 1, aBlock || ask === 'attacker-block', dBlock || ask === 'defender-block');
  const prefers = ask.startsWith('defender') ? DEFENDER_PREFERS : ATTACKER_PREFERS;
  return prefers.indexOf(used) < prefers.indexOf(declined) ? used : declined;
}

/**
 * How one face ends for these two players (Block, Wrestle, Dodge, Tackle, Juggernaut on a Blitz).
 * Block, Wrestle and Juggernaut are optional on Both Down: each is offered in the engine's order and its
 * coach is assumed to use it exactly when that ends better for its own side, knowing the other coach
 * will do the same with the offers still to come (`ATTACKER_PREFERS`, `DEFENDER_PREFERS`). Stand Firm
 * and Fend change where players stand, not the outcome class, so they do not show here.
 */
export function faceOutcome(
  attacker: PlayerState,
  defender: PlayerState,
  face: BlockFace,
  blitz: boolean,
): BlockOutcome {
  switch (face) {
    case 'player-down':
      return 'attacker-down';
    case 'both-down': {
      const juggernaut = blitz && canUseBlockHook(attacker, 'juggernaut');
      const asks: BothDownAsk[] = [];
      if (juggernaut) asks.push('juggernaut');
      if (canUseBlockHook(attacker, 'wrestle')) asks.push('attacker-wrestle');
      // A Blitzing Juggernaut's target cannot Wrestle.
      if (!juggernaut && canUseBlockHook(defender, 'wrestle')) asks.push('defender-wrestle');
      if (canUseBlockHook(attacker, 'standsOnBothDown')) asks.push('attacker-block');
      if (canUseBlockHook(defender, 'standsOnBothDown')) asks.push('defender-block');
      return settleBothDown(asks, 0, false, false);
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

/**
 * Outcome probabilities for `dice` dice, enumerating all 6^n face combinations; the choosing coach takes
 * the face that ends best for its own side.
 */
export function outcomeDistribution(
  outcomeOf: (face: BlockFace) => BlockOutcome,
  dice: number,
  attackerChooses: boolean,
): Record<BlockOutcome, number> {
  const prefers = attackerChooses ? ATTACKER_PREFERS : DEFENDER_PREFERS;
  const perFace = [1, 2, 3, 4, 5, 6].map((n) => prefers.indexOf(outcomeOf(blockFace(n))));
  const out = zero();
  const total = 6 ** dice;
  for (let i = 0; i < total; i++) {
    let code = i;
    let best = Number.POSITIVE_INFINITY;
    for (let d = 0; d < dice; d++) {
      best = Math.min(best, perFace[code % 6] as number);
      code = Math.floor(code / 6);
    }
    const o = prefers[best] as BlockOutcome;
    out[o] += 1 / total;
  }
  return out;
}

/**
 * Before a block is thrown: dice count, chooser, the assisting players on each side and the exact chance
 * of each outcome, without and with a team re-roll (the blocker re-rolls every result worse than a push).
 * Assumption: each coach plays its own side's best, both in the face it picks when it chooses and in the
 * optional skills it uses on Both Down (see `faceOutcome`). Dauntless is not rolled yet, so it is not
 * counted; skill re-rolls (Brawler, Hatred, Pro) are left out.
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
