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
