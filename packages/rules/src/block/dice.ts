import { BLOCK_FACE_IDS, type BlockFace, blockFace } from '../dice/index.js';
import type { Context } from '../engine/context.js';
import type { Decision } from '../engine/decision.js';
import { NEXT, type Step, takeInput, takeResult, WAIT } from '../engine/procedure.js';
import { dumpOffPass, mayDumpOff } from '../pass/pass-action.js';
import { sameSquare } from '../pitch.js';
import { starAfterDauntless, starDodgesBlock, starExtraBlockDice } from '../stars/hook-points.js';
import { movePlayer } from '../state/mutate.js';
import type { MatchState, PlayerState } from '../state/types.js';
import type { BlockProc } from './block.js';
import { resolveFace } from './face.js';
import { announce, findBlockHook, passesBeforeTargeted, strengthRoll } from './hooks.js';
import { pushCommands, tricksterSquares } from './push.js';
import { blockStrength } from './strength.js';

/**
 * The block dice and the choice (§ Block Action): before the dice (Dump-off, Trickster, Foul Appearance),
 * strengths and assists, the roll, the re-roll offer (team, Brawler, Hatred, Pro), and which face counts.
 */

export function rollDice(ctx: Context, _p: BlockProc, n: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(ctx.roll('BLOCK'));
  return out;
}

export function emitDice(ctx: Context, p: BlockProc, rerolled: boolean): void {
  ctx.emit({
    kind: 'roll',
    purpose: 'block',
    player: p.attacker,
    die: 'BLOCK',
    natural: p.dice,
    modifiers: [],
    total: 0,
    target: null,
    success: null,
    rerolled,
  });
}

export const distinctFaces = (dice: readonly number[]): BlockFace[] => {
  const faces = dice.map(blockFace);
  return BLOCK_FACE_IDS.filter((f) => faces.includes(f));
};

/** Before the dice, then the strengths and the roll. */
export function startBlock(ctx: Context, p: BlockProc, attacker: PlayerState, defender: PlayerState): Step {
  const s = ctx.s;
  if (p.dumpOff === undefined) {
    // Dump-off answers an opponent's block, not a team-mate's Ball & Chain crashing into it.
    p.dumpOff = attacker.team !== defender.team && mayDumpOff(s, defender);
    if (p.dumpOff) {
      ctx.push(dumpOffPass(defender));
      return NEXT;
    }
  } else if (p.dumpOff) {
    p.dumpOff = false;
    takeResult(p);
  }
  if (!p.tricked) {
    const squares = p.ballAndChain ? [] : tricksterSquares(s, attacker, defender);
    const c = takeInput(p);
    if (squares.length > 0 && !c) return WAIT;
    p.tricked = true;
    const to = c?.type === 'square' ? squares.find((q) => sameSquare(q, c.square)) : undefined;
    if (to) {
      announce(
        ctx,
        defender,
        findBlockHook(ctx.s, defender, 'relocatesWhenTargeted'),
        'slips next to the blocker',
      );
      movePlayer(ctx, defender, to, 'step');
    }
  }
  if (!p.ballAndChain && !passesBeforeTargeted(ctx, defender, attacker, true)) {
    ctx.finish(false);
    return NEXT;
  }
  const dauntless = strengthRoll(ctx, attacker, defender);
  const indomitable = dauntless ? starAfterDauntless(ctx, attacker, defender) : 0;
  const st = blockStrength(s, attacker, defender, {
    blitz: p.blitz,
    dauntless,
    modifier: (p.multiple ? -2 : 0) + indomitable,
    // A Ball & Chain player may crash into a team-mate: nobody Marks anybody there, so no assists.
    noAssists: attacker.team === defender.team,
  });
  if (st.bonus > 0) s.teams[attacker.team].cheeringFans = false;
  p.chooser = st.chooser;
  const dice = Math.min(3, st.dice + starExtraBlockDice(ctx, attacker, p.blitz));
  if (attacker.team !== defender.team && starDodgesBlock(ctx, defender, attacker)) p.defenderDodges = true;
  ctx.emit({
    kind: 'block',
    attacker: attacker.id,
    defender: defender.id,
    attackerSt: st.attackerSt,
    defenderSt: st.defenderSt,
    offensive: st.offensive,
    defensive: st.defensive,
    dice,
    chooser: st.chooser,
  });
  p.dice = rollDice(ctx, p, dice);
  emitDice(ctx, p, false);
  p.stage = 'reroll';
  return NEXT;
}

/** The chooser picks the face that counts; a single face counts at once. */
export function chooseFace(ctx: Context, p: BlockProc, _attacker: PlayerState, _defender: PlayerState): Step {
  const faces = distinctFaces(p.dice);
  const c = takeInput(p);
  let face: BlockFace | undefined;
  if (faces.length === 1) face = faces[0];
  else if (c?.type === 'choose') face = faces.find((f) => f === c.choice);
  if (!face) return WAIT;
  p.face = face;
  p.stage = 'resolve';
  resolveFace(ctx, p, face);
  return NEXT;
}

/** Trickster: the target may move next to the blocker first. */
export function decideTrickster(
  s: MatchState,
  _p: BlockProc,
  attacker: PlayerState,
  defender: PlayerState,
): Decision {
  return {
    team: defender.team,
    kind: 'reposition',
    player: defender.id,
    prompt: `Trickster: move ${defender.name} before ${attacker.name}'s block?`,
    options: [...pushCommands(tricksterSquares(s, attacker, defender)), { type: 'decline' }],
  };
}

/** Which face counts. */
export function decideChoose(
  _s: MatchState,
  p: BlockProc,
  attacker: PlayerState,
  defender: PlayerState,
): Decision {
  return {
    team: p.chooser,
    kind: 'block-die',
    player: attacker.id,
    prompt: `Choose the block result of ${attacker.name} on ${defender.name}`,
    options: distinctFaces(p.dice).map((f) => ({ type: 'choose', choice: f })),
  };
}
