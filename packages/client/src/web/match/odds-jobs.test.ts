/** The odds worker's asks, answered as the worker answers them (`answer`), against the engine's own odds. */
import {
  apply,
  type Decision,
  loadScenario,
  type MatchState,
  pendingDecision,
  ScriptedDice,
} from '@dugout/rules';
import { BLOCK_OUTCOMES, blockOdds } from '@dugout/rules/odds';
import { describe, expect, test } from 'vitest';
import type { BlockPreview } from './block-view.js';
import { answer } from './odds-jobs.js';
import { blockOddsText, offersBlocks } from './view-model.js';

/** Griff (h1) next to Varag (a0, marked by Helper h2) and Other (a1, who assists against Griff). */
function field(): MatchState {
  return loadScenario({
    teams: { home: { name: 'Reavers', rerolls: 2 }, away: { name: 'Eye' } },
    players: [
      { id: 'h1', team: 'home', name: 'Griff', number: 1, at: [10, 7] },
      { id: 'h2', team: 'home', name: 'Helper', number: 2, at: [11, 6] },
      { id: 'a0', team: 'away', name: 'Varag', number: 1, at: [11, 7] },
      { id: 'a1', team: 'away', name: 'Other', number: 2, at: [11, 8] },
    ],
  });
}

const activate = (s: MatchState, action: 'block' | 'blitz') =>
  apply(s, { type: 'activate', player: 'h1', action }, new ScriptedDice([])).state;

const blocksOf = (s: MatchState) => answer({ kind: 'blocks', state: s }) as BlockPreview[];

describe('the block odds ask', () => {
  test('each target gets the engine’s block odds, with dice, chooser, assists and ordered lines', () => {
    const s = activate(field(), 'block');
    expect(pendingDecision(s)?.kind).toBe('block-target');
    const previews = blocksOf(s);
    expect(previews.map((p) => p.target)).toEqual(['a0', 'a1']);
    for (const p of previews) expect(p.odds).toEqual(blockOdds(s, 'h1', p.target, { blitz: false }));
    const onVarag = previews[0] as BlockPreview;
    expect([onVarag.odds.offensive, onVarag.odds.defensive, onVarag.attackerChooses]).toEqual([
      ['h2'],
      ['a1'],
      true,
    ]);
    // By hand: ST 3 + 1 assist against ST 3 + 1, one die. POW and Stumble knock Varag down (2/6), two Push
    // faces (2/6), Both Down (1/6, no Block on either) and Skull (1/6); `nothing` cannot happen: no line.
    const byHand = { 'target-down': 2 / 6, push: 2 / 6, 'both-down': 1 / 6, 'attacker-down': 1 / 6 };
    expect(onVarag.withoutReroll.map((l) => l.outcome)).toEqual(Object.keys(byHand));
    for (const l of onVarag.withoutReroll)
      expect(l.chance).toBeCloseTo(byHand[l.outcome as keyof typeof byHand], 9);
    expect(blockOddsText(onVarag.withoutReroll)).toBe(
      'Target down 33% · Push 33% · Both down 17% · Attacker down 17%',
    );
    // The lines with a re-roll keep the engine's order and leave out only the outcomes that cannot happen.
    expect(onVarag.withReroll.map((l) => l.outcome)).toEqual(
      BLOCK_OUTCOMES.filter((o) => onVarag.odds.withReroll[o] > 0),
    );
  });

  test('a blitz’s move prices its block targets as a blitz', () => {
    // The blitz names its target (a0), then moves: the move offers the block on a0 beside the steps.
    const s = apply(activate(field(), 'blitz'), { type: 'player', player: 'a0' }, new ScriptedDice([])).state;
    const d = pendingDecision(s) as Decision;
    expect(d.kind).toBe('move-step');
    expect(offersBlocks(d)).toBe(true);
    const previews = blocksOf(s);
    expect(previews.map((p) => p.target)).toEqual(['a0']);
    expect(previews[0]?.odds).toEqual(blockOdds(s, 'h1', 'a0', { blitz: true }));
  });

  test('no block odds asked or given outside block decisions', () => {
    const s = field();
    expect(pendingDecision(s)?.kind).toBe('activation');
    expect(offersBlocks(pendingDecision(s))).toBe(false);
    expect(blocksOf(s)).toEqual([]);
    const moving = apply(s, { type: 'activate', player: 'h1', action: 'move' }, new ScriptedDice([])).state;
    expect(offersBlocks(pendingDecision(moving))).toBe(false);
    expect(blocksOf(moving)).toEqual([]);
  });
});
