import { describe, expect, test } from 'vitest';
import { BotRandom, randomBot } from '../bot/random.js';
import { SeededDice } from '../dice/index.js';
import { apply } from '../engine/apply.js';
import { loadScenario } from '../scenario/load.js';
import type { ScenarioInput } from '../scenario/schema.js';
import type { MatchState } from '../state/types.js';

const seed = (n: number) => new Uint8Array(32).map((_, i) => (i === 0 ? n % 256 : i === 1 ? n >> 8 : i + 3));

/** The Stars whose rules act during play, set up on the pitch in turn (bots in full matches seldom field them). */
const STARS = [
  'cindy-piewhistle',
  'barik-farblast',
  'zzharg-madeye',
  'rowana-forestfoot',
  'swiftvine-glimmershard',
  'scyla-anfingrimm',
  'bomber-dribblesnot',
  'bilerot-vomitflesh',
  'guffle-pusmaw',
  'anqi-panqi',
  'jeremiah-kool',
  'maple-highgrove',
  'fungus-the-loon',
];

/** A home turn with two Stars, Grak and Crumbleberry, Dribl and Drull and team-mates, against a Star and eight. */
function scene(n: number): MatchState {
  let x = n * 7919 + 17;
  const rand = (k: number) => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x % k;
  };
  const taken = new Set<string>();
  const square = (x0: number, x1: number): [number, number] => {
    for (;;) {
      const q: [number, number] = [x0 + rand(x1 - x0), 2 + rand(11)];
      if (!taken.has(q.join())) {
        taken.add(q.join());
        return q;
      }
    }
  };
  const mine = [
    ...new Set([STARS[n % 13], STARS[(n * 5 + 3) % 13], 'grak', 'crumbleberry', 'dribl', 'drull']),
  ];
  const players: ScenarioInput['players'] = [
    ...mine.map((star, i) => ({ id: `h${i}`, team: 'home' as const, star, at: square(8, 13) })),
    ...Array.from({ length: 5 }, (_, i) => ({ id: `hh${i}`, team: 'home' as const, at: square(8, 13) })),
    { id: 'a0', team: 'away', star: STARS[(n * 3 + 1) % 13], at: square(11, 15) },
    ...Array.from({ length: 8 }, (_, i) => ({ id: `aa${i}`, team: 'away' as const, at: square(11, 16) })),
  ];
  return loadScenario({ players, ball: { carrier: 'h0' } }, new SeededDice(seed(n)));
}

describe('Stars on the pitch, random bots', () => {
  test('60 games of up to 3,000 decisions: every command legal, and the rules are used', () => {
    const used = new Set<string>();
    for (let n = 0; n < 60; n++) {
      const dice = new SeededDice(seed(n));
      const bots = {
        home: randomBot(new BotRandom(seed(n + 7))),
        away: randomBot(new BotRandom(seed(n + 9))),
      };
      let state = scene(n);
      for (let k = 0; state.decision && k < 3000; k++) {
        const r = apply(state, bots[state.decision.team](state.decision), dice);
        for (const e of r.events) if (e.kind === 'star-rule') used.add(e.rule);
        state = r.state;
      }
      // The engine never stalls: it waits for a decision or the match is over.
      expect(state.decision !== null || state.finished, `game ${n}`).toBe(true);
    }
    // With these seeds: A Sneaky Pair and ten of the rules added last (Bounding Leap, Vicious Vines …).
    expect(used.size).toBeGreaterThanOrEqual(11);
  });
});
