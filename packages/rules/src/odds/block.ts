import { blockStrength } from '../block/strength.js';
import { BLOCK_FACE_IDS, type BlockFace, blockFaceNumber } from '../dice/index.js';
import type { Command } from '../engine/commands.js';
import { canUseTeamReroll } from '../rerolls/team.js';
import { getPlayer } from '../state/query.js';
import type { MatchState, PlayerId, PlayerState } from '../state/types.js';
import type { Side } from '../types.js';
import {
  ballLoose,
  fallsOrEnds,
  type Goal,
  MID_ACTION,
  OddsTree,
  type Outcome,
  type Values,
} from './tree.js';

/** What a block can end in, as the client shows it. `nothing`: both players still up and in place. */
export const BLOCK_OUTCOMES = ['target-down', 'push', 'nothing', 'both-down', 'attacker-down'] as const;
export type BlockOutcome = (typeof BLOCK_OUTCOMES)[number];

export interface BlockOdds {
  dice: 1 | 2 | 3;
  chooser: Side;
  attackerSt: number;
  defenderSt: number;
  offensive: PlayerId[];
  defensive: PlayerId[];
  /** Chance of each outcome when no re-roll is used, after each coach's choices (faces, skills). */
  withoutReroll: Record<BlockOutcome, number>;
  /** The same when the blocker's coach may use any re-roll it has (team, Brawler, Pro …) when it helps. */
  withReroll: Record<BlockOutcome, number>;
  /** Whether the attacking team could use a team re-roll on this block now. */
  rerollAvailable: boolean;
}

/**
 * How each coach ranks the outcomes, best first: the blocker's is the outcome list; the target's is
 * nearly its reverse, except that it would rather both stay up (`nothing`) than go down with the blocker.
 * Each coach maximises the expected rank of its own list (`tree.ts` policy).
 */
const ATTACKER_PREFERS: readonly BlockOutcome[] = BLOCK_OUTCOMES;
const DEFENDER_PREFERS: readonly BlockOutcome[] = [
  'attacker-down',
  'nothing',
  'both-down',
  'push',
  'target-down',
];

const zero = (): Record<BlockOutcome, number> => ({
  'target-down': 0,
  push: 0,
  nothing: 0,
  'both-down': 0,
  'attacker-down': 0,
});

/** Down, or about to be (a going-down still on the stack), or off the pitch. */
function isDown(s: MatchState, id: PlayerId): boolean {
  const p = getPlayer(s, id);
  if (p.at === null || p.status !== 'standing') return true;
  return s.stack.some((q) => q.kind === 'going-down' && q.player === id);
}

/** The outcome class of a state once the block is over (or its armour rolls are next). */
export function blockOutcome(s: MatchState, attacker: PlayerState, defender: PlayerState): BlockOutcome {
  const a = isDown(s, attacker.id);
  const d = isDown(s, defender.id);
  if (a && d) return 'both-down';
  if (d) return 'target-down';
  if (a) return 'attacker-down';
  const at = getPlayer(s, defender.id).at;
  const from = defender.at;
  return at && from && (at.x !== from.x || at.y !== from.y) ? 'push' : 'nothing';
}

function valuesOf(o: BlockOutcome): Values {
  const n = BLOCK_OUTCOMES.length - 1;
  return [(n - ATTACKER_PREFERS.indexOf(o)) / n, (n - DEFENDER_PREFERS.indexOf(o)) / n];
}

export function blockGoal(
  attacker: PlayerState,
  defender: PlayerState,
  opts: { reroll: boolean; face?: BlockFace },
): Goal {
  const face = opts.face === undefined ? undefined : blockFaceNumber(opts.face);
  return {
    side: attacker.team,
    // Once players are down or the ball is loose, no roll changes who went down or was pushed.
    settled: (s) => fallsOrEnds(s) || ballLoose(s),
    value(s, settled) {
      if (!settled && s.decision && MID_ACTION.has(s.decision.kind)) return null;
      return valuesOf(blockOutcome(s, attacker, defender));
    },
    ...(opts.reroll
      ? {}
      : { allows: (s: MatchState, c: Command) => c.type !== 'reroll' || s.decision?.team !== attacker.team }),
    ...(face === undefined ? {} : { fixed: (kind: string) => (kind === 'BLOCK' ? face : undefined) }),
  };
}

function tally(o: Outcome, attacker: PlayerState, defender: PlayerState): Record<BlockOutcome, number> {
  const out = zero();
  for (const [leaf, p] of o.leaves) out[blockOutcome(leaf.s, attacker, defender)] += p;
  return out;
}

/** The state and command that throw this block, from the decision pending now. */
function blockCommand(s: MatchState, attackerId: PlayerId, defenderId: PlayerId, blitz: boolean) {
  const target: Command = { type: 'player', player: defenderId };
  const d = s.decision;
  // A Blitz's target is declared first (a block-target decision); the block itself is a later step.
  const offers = (x: MatchState) =>
    x.decision?.player === attackerId &&
    !(blitz && x.decision.kind === 'block-target') &&
    x.decision.options.some((o) => o.type === 'player' && o.player === defenderId);
  if (d && offers(s)) return { state: s, states: undefined, command: target };
  if (d?.kind === 'activation') {
    const action = blitz ? 'blitz' : 'block';
    const declare = d.options.find(
      (o) => o.type === 'activate' && o.player === attackerId && o.action === action,
    );
    if (declare) {
      // Declaring may roll (Bone Head …): the block is priced in the states where the target is offered.
      const tree = new OddsTree({
        side: d.team,
        settled: fallsOrEnds,
        value: (x) => {
          if (offers(x)) return [1, 0];
          const k = x.decision?.kind;
          if (k && (MID_ACTION.has(k) || (blitz && k === 'block-target'))) return null;
          return [0, 1];
        },
      });
      const out = tree.command(s, declare);
      const states: [MatchState, number][] = [];
      for (const [leaf, p] of out.leaves) if (leaf.values[0] === 1) states.push([leaf.s, p]);
      if (states.length > 0) return { state: s, states, command: target };
    }
  }
  return null;
}

/**
 * Before a block is thrown: dice, chooser, assists (the engine's `blockStrength`) and the chance of each
 * outcome, computed by running the engine's block on branching dice (`tree.ts`): the chooser takes the
 * face that ends best for its side, optional skills (Wrestle, Block, Juggernaut, Stand Firm …) are used
 * when their coach prefers the result, Dauntless and every skill the engine knows are rolled and counted.
 * Works at the attacker's block-target or Blitz move-step decision, or at the activation decision (the
 * Block or Blitz Action is declared first). Throws when the engine would not let this block be thrown.
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
  const found = blockCommand(s, attackerId, defenderId, blitz);
  if (!found) throw new Error(`odds: ${attackerId} cannot block ${defenderId} from this decision`);
  const starts: [MatchState, number][] = found.states ?? [[found.state, 1]];
  const run = (goal: Goal): Record<BlockOutcome, number> => {
    const tree = new OddsTree(goal);
    const out = zero();
    let total = 0;
    for (const [x, p] of starts) {
      const r = tally(tree.command(x, found.command), attacker, defender);
      for (const o of BLOCK_OUTCOMES) out[o] += p * r[o];
      total += p;
    }
    for (const o of BLOCK_OUTCOMES) out[o] /= total;
    return out;
  };
  // With re-rolls first: when the blocker's coach is never offered one, both answers are the same.
  let offered = false;
  const spy = blockGoal(attacker, defender, { reroll: true });
  const withReroll = run({
    ...spy,
    allows: (x, c) => {
      if (c.type === 'reroll' && x.decision?.team === attacker.team) offered = true;
      return true;
    },
  });
  const withoutReroll = offered ? run(blockGoal(attacker, defender, { reroll: false })) : { ...withReroll };
  return {
    dice: st.dice,
    chooser: st.chooser,
    attackerSt: st.attackerSt,
    defenderSt: st.defenderSt,
    offensive: st.offensive,
    defensive: st.defensive,
    withoutReroll,
    withReroll,
    rerollAvailable: canUseTeamReroll(s, attacker, 'block'),
  };
}

/**
 * Each face, and how the block ends when every die shows it (no re-roll; optional skills as each coach
 * decides). Five more trees, so apart from `blockOdds` (a screen showing the dice asks for it).
 */
export function blockFaceOdds(
  s: MatchState,
  attackerId: PlayerId,
  defenderId: PlayerId,
  opts: { blitz?: boolean } = {},
): { face: BlockFace; outcome: Record<BlockOutcome, number> }[] {
  const attacker = getPlayer(s, attackerId);
  const defender = getPlayer(s, defenderId);
  const found = blockCommand(s, attackerId, defenderId, opts.blitz ?? false);
  if (!found) throw new Error(`odds: ${attackerId} cannot block ${defenderId} from this decision`);
  const starts: [MatchState, number][] = found.states ?? [[found.state, 1]];
  return BLOCK_FACE_IDS.map((face) => {
    const tree = new OddsTree(blockGoal(attacker, defender, { reroll: false, face }));
    const out = zero();
    let total = 0;
    for (const [x, p] of starts) {
      const r = tally(tree.command(x, found.command), attacker, defender);
      for (const o of BLOCK_OUTCOMES) out[o] += p * r[o];
      total += p;
    }
    for (const o of BLOCK_OUTCOMES) out[o] /= total;
    return { face, outcome: out };
  });
}
