import { describe, expect, test } from 'vitest';
import { selfPlay } from '../bot/self-play.js';
import type { GameEvent } from '../engine/events.js';
import type { RosterId } from '../rosters/index.js';
import type { MatchState } from '../state/types.js';

const seed = (n: number) => new Uint8Array(32).map((_, i) => (i === 0 ? n : i + 40));

function sane(s: MatchState): void {
  const seen = new Set<number>();
  for (const p of s.players) {
    if (p.at === null) continue;
    const k = p.at.y * 26 + p.at.x;
    if (seen.has(k)) throw new Error(`two players in (${p.at.x},${p.at.y})`);
    seen.add(k);
  }
  if (s.ball.kind === 'carried') {
    const id = s.ball.player;
    const carrier = s.players.find((p) => p.id === id);
    if (!carrier?.at || carrier.status !== 'standing') throw new Error(`ball carried by ${id} off its feet`);
  }
}

describe('random games with passes, hand-offs and Throw Team-mate', () => {
  test.each([
    ['ogre', 'snotling'],
    ['halfling', 'goblin'],
    ['goblin', 'elven-union'],
  ] as [RosterId, RosterId][])('%s v %s runs to the end', (home, away) => {
    const kinds = new Set<string>();
    for (let n = 0; n < 3; n++) {
      const r = selfPlay({
        home,
        away,
        seed: seed(n),
        onStep(s, _c, events: GameEvent[]) {
          sane(s);
          for (const e of events) kinds.add(e.kind);
        },
      });
      expect(r.state.finished).toBe(true);
      expect(r.state.stack).toHaveLength(0);
    }
    expect([...kinds].some((k) => k === 'pass' || k === 'hand-off' || k === 'throw-team-mate')).toBe(true);
  });
});
