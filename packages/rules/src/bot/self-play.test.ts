import { describe, expect, test } from 'vitest';
import { selfPlay } from './self-play.js';

const seed = (n: number) => new Uint8Array(32).map((_, i) => (i === 0 ? n : i));

describe('self-play', () => {
  test('a seeded random Human v Orc match runs to the end', () => {
    const r = selfPlay({ seed: seed(1) });
    expect(r.state.finished).toBe(true);
    expect(r.state.decision).toBeNull();
    expect(r.state.stack).toHaveLength(0);
  });
});

describe('BotRandom', () => {
  test('is deterministic per seed and uniform enough over a D6', async () => {
    const { BotRandom } = await import('./random.js');
    const a = new BotRandom(seed(3));
    const b = new BotRandom(seed(3));
    const rolls = Array.from({ length: 6000 }, () => a.roll('D6'));
    expect(Array.from({ length: 6000 }, () => b.roll('D6'))).toEqual(rolls);
    for (let face = 1; face <= 6; face++) {
      const n = rolls.filter((r) => r === face).length;
      expect(n).toBeGreaterThan(850);
      expect(n).toBeLessThan(1150);
    }
  });
});
