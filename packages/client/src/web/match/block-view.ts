/**
 * The block odds of each target a block (or a blitz's block) decision offers, from the engine's own
 * `blockOdds`. Run by the odds worker (`odds-jobs.ts`): the engine's odds tree stays out of the page's
 * bundle. Pure: no Preact here.
 */
import type { Decision, MatchState } from '@dugout/rules';
import { BLOCK_OUTCOMES, type BlockOdds, type BlockOutcome, blockOdds } from '@dugout/rules/odds';

/** One outcome and its chance; a list of them is in the engine's order, zero chances left out. */
export interface BlockLine {
  outcome: BlockOutcome;
  chance: number;
}

/** What a block on one target would look like: dice, who chooses, assists and the outcome odds. */
export interface BlockPreview {
  target: string;
  odds: BlockOdds;
  /** True when the attacker's coach picks the die (seed 001: white dice), false for the defender (red). */
  attackerChooses: boolean;
  /** `odds.withoutReroll` and `odds.withReroll` as lines, so the page needs no list of outcomes. */
  withoutReroll: BlockLine[];
  withReroll: BlockLine[];
}

const linesOf = (odds: Record<BlockOutcome, number>): BlockLine[] =>
  BLOCK_OUTCOMES.filter((o) => odds[o] > 0).map((o) => ({ outcome: o, chance: odds[o] }));

/** Block previews for the targets a block (or a blitz's block) decision offers. */
export function blockPreviews(s: MatchState, d: Decision): BlockPreview[] {
  if (!d.player || (d.kind !== 'block-target' && d.kind !== 'move-step')) return [];
  const attacker = s.players.find((p) => p.id === d.player);
  if (!attacker) return [];
  const blitz = s.turnState?.activeAction === 'blitz';
  const out: BlockPreview[] = [];
  for (const o of d.options) {
    if (o.type !== 'player') continue;
    try {
      const odds = blockOdds(s, attacker.id, o.player, { blitz });
      out.push({
        target: o.player,
        odds,
        attackerChooses: odds.chooser === attacker.team,
        withoutReroll: linesOf(odds.withoutReroll),
        withReroll: linesOf(odds.withReroll),
      });
    } catch {
      // Not a block target the engine can price (yet): show the target without odds.
    }
  }
  return out;
}
