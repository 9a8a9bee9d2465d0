import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { benchGame } from '../__fixtures__/bench-game.js';
import { apply } from '../engine/apply.js';
import { blockOdds } from './block.js';
import { foulOdds } from './foul.js';
import { stepOdds } from './reach.js';

/**
 * Answers the odds gave before they were made faster (main at c6c5f30), on the first 400 decisions of
 * bench game 3 (`bench/engine.ts --odds`: same bots and dice): every block and foul target and every
 * other step query where some step is uncertain. A faster tree must give the same answers.
 */
interface Asked {
  at: number;
  kind: 'step' | 'block' | 'blitz' | 'foul';
  player: string;
  target?: string;
  answer: unknown;
}

const FIXTURE = fileURLToPath(new URL('./__fixtures__/bench-game-3-answers.json', import.meta.url));
const asked = JSON.parse(readFileSync(FIXTURE, 'utf8')) as Asked[];

/** Largest difference between two answers' numbers; -1 when they differ in shape or in anything else. */
function maxDiff(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return Math.abs(a - b);
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return a === b ? 0 : -1;
  const ka = Object.keys(a);
  if (ka.join() !== Object.keys(b).join()) return -1;
  let m = 0;
  for (const k of ka) {
    const d = maxDiff((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]);
    if (d < 0) return -1;
    m = Math.max(m, d);
  }
  return m;
}

describe('odds on bench game 3 give the answers they gave before they were made faster', () => {
  test('every asked query within 1e-9', () => {
    const game = 3;
    const { dice, bot, state: start } = benchGame(game);
    let state = start;
    const kinds = new Set<string>();
    let next = 0;
    for (let n = 0; next < asked.length; n++) {
      const d = state.decision;
      if (!d) throw new Error(`game ${game} ended before decision ${n}`);
      for (; next < asked.length && (asked[next] as Asked).at === n; next++) {
        const q = asked[next] as Asked;
        const now =
          q.kind === 'step'
            ? stepOdds(state, q.player)
            : q.kind === 'foul'
              ? foulOdds(state, q.player, q.target as string)
              : blockOdds(state, q.player, q.target as string, { blitz: q.kind === 'blitz' });
        const diff = maxDiff(JSON.parse(JSON.stringify(now)), q.answer);
        expect(diff, `decision ${n} ${q.kind} ${q.player} ${q.target ?? ''}`).toBeGreaterThanOrEqual(0);
        expect(diff, `decision ${n} ${q.kind} ${q.player} ${q.target ?? ''}`).toBeLessThanOrEqual(1e-9);
        kinds.add(q.kind);
      }
      state = apply(state, bot(d), dice).state;
    }
    expect([...kinds].sort()).toEqual(['block', 'foul', 'step']);
  });
});
