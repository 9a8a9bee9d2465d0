import { describe, expect, test } from 'vitest';
import { expectDecision, run } from '../__fixtures__/helpers.js';
import { d3, d6, d16 } from '../dice/index.js';
import type { Command } from '../engine/commands.js';
import { findSkill } from '../skills/catalogue.js';
import type { MatchState } from '../state/types.js';
import { PRAYER_IDS } from '../tables/prayers-to-nuffle.js';
import { inducedMatch } from './__fixtures__/match.js';

const PRAY: Command = { type: 'choose', choice: 'buy:prayers-to-nuffle' };
const DONE: Command = { type: 'done' };

/** Human (home) buys one prayer, Orc (away) buys nothing; returns the state after the D16 (and what follows). */
function pray(d16roll: number, rest: Parameters<typeof run>[2] = []) {
  const s = inducedMatch('human', 'orc', { mode: 'exhibition', budget: { home: 10_000, away: 0 } });
  return run(s, [PRAY], [d16(d16roll), ...rest]);
}

const home = (s: MatchState) => s.players.filter((p) => p.team === 'home');
const away = (s: MatchState) => s.players.filter((p) => p.team === 'away');

describe('Prayers to Nuffle (§4.3): each of the 16 results', () => {
  // The rolls a prayer's own effect needs: a random player (a D16 over a squad of 12+), D3 for Bad Habits.
  const EFFECT_ROLLS: Partial<Record<(typeof PRAYER_IDS)[number], ReturnType<typeof d16>[]>> = {
    stiletto: [d16(1)],
    'bad-habits': [d3(1), d16(1)],
    'greasy-cleats': [d16(1)],
    'blessing-of-nuffle': [d16(1)],
    'intensive-training': [d16(1)],
  };
  test.each(PRAYER_IDS.map((id, i) => [i + 1, id] as const))(
    'D16 %i → %s, in force for the game',
    (n, id) => {
      const s = inducedMatch('human', 'orc', { mode: 'exhibition', budget: { home: 10_000, away: 0 } });
      const after = run(s, [PRAY], [d16(n), ...(EFFECT_ROLLS[id] ?? [])]);
      expect(after.state.inducements?.prayers.home).toEqual([id]);
      expect(after.state.inducements?.prayers.away).toEqual([]);
      expect(after.events.find((e) => e.kind === 'prayer')).toMatchObject({ team: 'home', prayer: id });
    },
  );

  test('Stiletto: a random player of yours gains Stab', () => {
    // Human starting team: 11+ players, the random pick rolls a D16 (1 = the first).
    const { state } = pray(3, [d16(1)]);
    const p = home(state)[0];
    expect(p && findSkill(p.skills, 'stab')).toBeTruthy();
    expect(home(state).filter((x) => findSkill(x.skills, 'stab'))).toHaveLength(1);
  });

  test('Blessing of Nuffle: a random player of yours gains Pro', () => {
    const { state } = pray(8, [d16(2)]);
    expect(
      home(state)
        .filter((x) => findSkill(x.skills, 'pro'))
        .map((x) => x.id),
    ).toContain(home(state)[1]?.id);
  });

  test('Greasy Cleats: a random opposing player gets −1 MA', () => {
    const s = inducedMatch('human', 'orc', { mode: 'exhibition', budget: { home: 10_000, away: 0 } });
    const before = away(s)[0]?.stats.ma as number;
    const { state } = run(s, [PRAY], [d16(7), d16(1)]);
    expect(away(state)[0]?.stats.ma).toBe(before - 1);
  });

  test('Bad Habits: D3 random opposing players gain Loner (2+)', () => {
    const { state } = pray(6, [d3(2), d16(1), d16(1)]);
    // The first pick leaves the pool: the second D16 1 is the next player.
    const loners = away(state).filter((x) => x.skills.some((k) => k.id === 'loner' && k.value === 2));
    expect(loners.map((x) => x.id)).toEqual([away(state)[0]?.id, away(state)[1]?.id]);
  });

  test('Iron Man: the coach chooses a player, who gets +1 AV', () => {
    const { state } = pray(4);
    expectDecision(state, 'prayer-choice', 'home');
    const target = home(state)[4]?.id as string;
    const av = home(state)[4]?.stats.av as number;
    const after = run(state, [{ type: 'player', player: target }]).state;
    expect(after.players.find((p) => p.id === target)?.stats.av).toBe(Math.min(11, av + 1));
    expectDecision(after, 'coin-toss', 'away');
  });

  test('Knuckle Dusters: the coach chooses a player, who gains Mighty Blow', () => {
    const { state } = pray(5);
    expectDecision(state, 'prayer-choice', 'home');
    const target = home(state)[0]?.id as string;
    const after = run(state, [{ type: 'player', player: target }]).state;
    expect(findSkill(after.players.find((p) => p.id === target)?.skills ?? [], 'mighty-blow')).toBeTruthy();
  });

  test('Intensive Training: a random player gains a Primary skill its coach chooses', () => {
    const { state } = pray(16, [d16(1)]);
    expectDecision(state, 'prayer-choice', 'home');
    const options = state.decision?.options ?? [];
    expect(options.every((o) => o.type === 'use-skill')).toBe(true);
    expect(options).toContainEqual({ type: 'use-skill', skill: 'block' });
    const after = run(state, [{ type: 'use-skill', skill: 'block' }]).state;
    expect(findSkill(home(after)[0]?.skills ?? [], 'block')).toBeTruthy();
  });

  test('three prayers, the duplicates re-rolled until all differ', () => {
    const s = inducedMatch('human', 'orc', { mode: 'exhibition', budget: { home: 30_000, away: 0 } });
    const { state } = run(s, [PRAY, PRAY, PRAY], [d16(9), d16(9), d16(2), d16(9), d16(2), d16(15)]);
    expect(state.inducements?.prayers.home).toEqual([
      'moles-under-the-pitch',
      'friends-with-the-ref',
      'under-scrutiny',
    ]);
  });

  test('Star Players are never selected', () => {
    const s = inducedMatch('human', 'orc', { mode: 'exhibition', budget: { home: 1_000_000, away: 0 } });
    const star = s.decision?.options.find(
      (o) => o.type === 'choose' && o.choice.startsWith('buy:star-player:'),
    );
    expect(star).toBeDefined();
    const hired = run(s, [star as Command]).state;
    const starId = hired.inducements?.sides.home.bought[0]?.players?.[0] as string;
    // Knuckle Dusters asks for a player: the Star is not among the options.
    const { state } = run(hired, [PRAY, DONE], [d16(5)]);
    expect(state.decision?.options).not.toContainEqual({ type: 'player', player: starId });
  });

  test('no prayer without a purchase; an unused D6 never rolled', () => {
    const s = inducedMatch('human', 'orc', { mode: 'exhibition', budget: { home: 10_000, away: 0 } });
    expect(() => run(s, [DONE], [d6(1)])).toThrow(/unused/);
  });
});
