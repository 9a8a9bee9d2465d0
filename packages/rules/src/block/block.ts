import type { BlockFace } from '../dice/index.js';
import type { Decision } from '../engine/decision.js';
import { defineProc, type Proc } from '../engine/procedure.js';
import type { Square } from '../pitch.js';
import { getPlayer } from '../state/query.js';
import type { PlayerState } from '../state/types.js';
import type { Side } from '../types.js';
import { chooseFace, decideChoose, decideTrickster, startBlock } from './dice.js';
import { bothDownStep, decideBothDown } from './face.js';
import { decideFollowUp, followUpStep, stripStep } from './follow-up.js';
import { aftermathStep, settleStep } from './knock-down.js';
import type { PendingPush, PushOutcome, PushStep } from './push.js';
import {
  chainStandFirmStep,
  decideChainStandFirm,
  decidePush,
  decideStandFirm,
  pushStep,
  standFirmStep,
  startPush,
} from './push-back.js';
import {
  decideProDie,
  decideReroll,
  decideStarDice,
  type OneDieSource,
  proDie,
  rerollStep,
  starDiceStep,
} from './reroll.js';

/**
 * One block, as the rulebook tells it, one step a file: the dice and the choice (`dice.ts`, re-rolls in
 * `reroll.ts`), the chosen face (`face.ts`), push back (`push-back.ts`), follow-up (`follow-up.ts`),
 * knock-down (`knock-down.ts`). This file holds the block's state and sends each stage to its step.
 * Skills take part only through the named hooks in `hooks.ts`.
 */

type Stage =
  | 'start'
  | 'reroll'
  | 'pro-die'
  | 'star-dice'
  | 'choose'
  | 'resolve'
  | 'both-down'
  | 'stand-firm'
  | 'push'
  | 'chain-stand-firm'
  | 'follow-up'
  | 'strip'
  | 'aftermath'
  | 'settle';

/**
 * One block (§ Block Action): Foul Appearance and Dauntless rolls, strengths and assists, the block dice
 * and their re-roll, the chosen face, then push back (chain pushes, crowd), follow-up (decided before
 * any armour roll), Strip Ball, the knock-downs, the injuries by the crowd and the loose ball last.
 * Finishes with `false` when the block was lost before the dice (Foul Appearance), `true` otherwise.
 */
export interface BlockProc extends Proc {
  kind: 'block';
  attacker: string;
  defender: string;
  /** Made as part of a Blitz (Horns, Juggernaut). */
  blitz: boolean;
  /** Made by a declared Block Action (Brawler, Grab). */
  declared: boolean;
  stage: Stage;
  dice: number[];
  chooser: Side;
  rerolled: boolean;
  face: BlockFace | null;
  /** POW: the defender is Knocked Down after the push. */
  knockDefender: boolean;
  pending: PendingPush | null;
  chain: PushStep[];
  outcome: PushOutcome | null;
  /** The square the defender stood in before the push (follow-up target). */
  vacated: Square | null;
  /** Whose coach is asked about the follow-up: the blocker's, or the target's (Taunt). */
  followAsk: 'defender' | 'attacker' | null;
  defenderHadBall: boolean;
  /** One of the two blocks of a Multiple Block: −2 ST and no follow-up. */
  multiple?: boolean /** Trickster has been offered to the target. */;
  tricked?: boolean;
  /** The target was offered Dump-off. */
  dumpOff?: boolean;
  /** A Star Player's rule gives the target Dodge for this block (Watch Out!). */
  defenderDodges?: boolean;
  /** A one-die skill re-roll (Pro) chosen; the coach now names the face of the die to re-roll. */
  oneDie?: OneDieSource;
  /** Both Down: the optional skills already offered, and those their coaches chose to use (choice keys). */
  asked?: string[];
  used?: string[];
  /** A Ball & Chain player's block: no Foul Appearance or Trickster, and it must follow up (Fend or not). */
  ballAndChain?: boolean;
  /** A Ball & Chain player entering a Prone or Stunned player's square: a push, then an armour roll. */
  armourAfterPush?: boolean;
  /** A chain push chose this square; the Stand Firm player in it is asked whether to refuse. */
  chainTo?: Square | null;
  /** Chain-pushed players who used Stand Firm: their squares are no longer push squares. */
  refused?: string[];
}

export type { BothDownAsk } from '../skills/block-hooks.js';

export const blockProc = (
  attacker: PlayerState,
  defender: PlayerState,
  blitz: boolean,
  declared: boolean,
): BlockProc => ({
  kind: 'block',
  attacker: attacker.id,
  defender: defender.id,
  blitz,
  declared,
  stage: 'start',
  dice: [],
  chooser: attacker.team,
  rerolled: false,
  face: null,
  knockDefender: false,
  pending: null,
  chain: [],
  outcome: null,
  vacated: null,
  followAsk: null,
  defenderHadBall: false,
});

/**
 * Ball & Chain into a Prone or Stunned player's square: that player is pushed back (chain pushes and
 * the crowd as for a block, the Ball & Chain coach choosing), the Ball & Chain player follows up, and
 * the pushed player gets an armour roll.
 */
export function ballAndChainPush(attacker: PlayerState, victim: PlayerState): BlockProc {
  const p = blockProc(attacker, victim, false, false);
  p.ballAndChain = true;
  p.armourAfterPush = true;
  p.face = 'push-back';
  startPush(p, attacker, victim);
  return p;
}

/** Each stage's step, and the decision it waits for. */
const STEPS: Record<Stage, { run: typeof startBlock; decide?: typeof decideChoose }> = {
  start: { run: startBlock, decide: decideTrickster },
  reroll: { run: rerollStep, decide: decideReroll },
  'pro-die': { run: proDie, decide: decideProDie },
  'star-dice': { run: starDiceStep, decide: decideStarDice },
  choose: { run: chooseFace, decide: decideChoose },
  resolve: { run: settleStep },
  'both-down': { run: bothDownStep, decide: decideBothDown },
  'stand-firm': { run: standFirmStep, decide: decideStandFirm },
  push: { run: pushStep, decide: decidePush },
  'chain-stand-firm': { run: chainStandFirmStep, decide: decideChainStandFirm },
  'follow-up': { run: followUpStep, decide: decideFollowUp },
  strip: { run: stripStep },
  aftermath: { run: aftermathStep },
  settle: { run: settleStep },
};

export const blockDef = defineProc<BlockProc>({
  run(ctx, p) {
    return STEPS[p.stage].run(ctx, p, getPlayer(ctx.s, p.attacker), getPlayer(ctx.s, p.defender));
  },
  decide(s, p): Decision {
    const decide = STEPS[p.stage].decide ?? decideFollowUp;
    return decide(s, p, getPlayer(s, p.attacker), getPlayer(s, p.defender));
  },
});
