import { describe, expect, test } from 'vitest';
import { BotRandom, randomBot } from '../bot/random.js';
import { selfPlay } from '../bot/self-play.js';
import { SeededDice } from '../dice/index.js';
import { apply } from '../engine/apply.js';
import type { GameEvent } from '../engine/events.js';
import type { RosterId } from '../rosters/index.js';
import { loadScenario } from '../scenario/load.js';
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

describe('random play with every passing skill on the pitch', () => {
  const team = (side: 'home' | 'away', x0: number) =>
    [
      ['Bombardier', 'Pass'],
      ['Throw Team-mate', 'Always Hungry', 'Strong Arm', 'Bullseye'],
      ['Right Stuff', 'Swoop', 'Lethal Flight', 'Stunty'],
      ['Kick Team-mate'],
      ['Right Stuff', 'Dump-off', 'Diving Catch'],
      ['On the Ball', 'Very Long Legs', 'Extra Arms'],
      ['Punt', 'Hail Mary Pass', 'Give and Go'],
      ['Animosity (all)', 'Safe Pass', 'Nerves of Steel', 'Accurate', 'Cannoneer'],
      ['Cloud Burster', 'Disturbing Presence', 'Catch'],
    ].map((skills, i) => ({
      id: `${side[0]}${i}`,
      team: side,
      at: [x0 + (i % 3), 3 + i] as [number, number],
      skills,
    }));

  test.each([1, 2, 3, 4])('seed %i: 400 random decisions keep the state sane', (n) => {
    const dice = new SeededDice(seed(n));
    let s = loadScenario(
      {
        players: [...team('home', 8), ...team('away', 15)],
        ball: { carrier: 'h0' },
        teams: { home: { rerolls: 2 } },
      },
      dice,
    );
    const bot = randomBot(new BotRandom(seed(n + 50)));
    for (let i = 0; i < 400 && s.decision; i++) {
      s = apply(s, bot(s.decision), dice).state;
      sane(s);
    }
    expect(s.players.length).toBe(18);
  });
});
