import { deriveDie, ScriptedDice, SeededDice } from '@dugout/rules';
import { describe, expect, test } from 'vitest';
import { cardOf } from './characters.js';
import { BloodBoundRejection } from './errors.js';
import type { Random } from './random.js';
import { dealCards, defaultSeats, setup } from './setup.js';
import { NAMES, table } from './test-support/table.js';

const PLAYER_COUNTS = [6, 7, 8, 9, 10, 11, 12] as const;
// Reference §3.1 (per clan, Inquisitor) and §7.3 (house rule: one True Curse plus these False Curses).
const TABLE = {
  6: { perClan: 3, inquisitor: 0, curses: 0 },
  7: { perClan: 3, inquisitor: 1, curses: 2 },
  8: { perClan: 4, inquisitor: 0, curses: 0 },
  9: { perClan: 4, inquisitor: 1, curses: 3 },
  10: { perClan: 5, inquisitor: 0, curses: 0 },
  11: { perClan: 5, inquisitor: 1, curses: 4 },
  12: { perClan: 6, inquisitor: 0, curses: 0 },
} as const;

describe('set-up by player count (reference §3.1; seed [게임준비] 3, [탐문자] 설정변경사항)', () => {
  test.each(PLAYER_COUNTS)(
    '%i players: half (rounded down) from each clan, the Inquisitor and Curses for odd counts',
    (n) => {
      const { state, events } = setup(n, {}, new SeededDice('ab'.repeat(32)));
      const factions = state.secret.cards.map((id) => cardOf(id).faction);
      const count = (f: string) => factions.filter((x) => x === f).length;
      expect(count('phoenix')).toBe(TABLE[n].perClan);
      expect(count('gargoyle')).toBe(TABLE[n].perClan);
      expect(count('secret-order')).toBe(TABLE[n].inquisitor);
      expect(state.supply.curses).toBe(TABLE[n].curses);
      expect(new Set(state.secret.cards).size).toBe(n);
      expect(state.seats).toEqual(defaultSeats(n));
      expect(events[0]).toEqual({
        type: 'game-started',
        seats: defaultSeats(n),
        inquisitor: TABLE[n].inquisitor === 1,
        curses: TABLE[n].curses,
      });
      // Every player starts unwounded with the full supply beside the rank tokens.
      expect(state.players.every((p) => p.tokens.length === 0 && p.cards.length === 0)).toBe(true);
      expect(state.supply).toMatchObject({ quills: 2, staffs: 6, fans: 4, shields: { purple: 2, gold: 2 } });
    },
  );

  test('with the Inquisitor each clan keeps half rounded down, not up: seed 반올림 read as reference §9.1 (house rule)', () => {
    const { state } = setup(11, {}, new SeededDice('cd'.repeat(32)));
    const clans = state.secret.cards.map((id) => cardOf(id).faction);
    expect(clans.filter((f) => f === 'phoenix')).toHaveLength(5);
    expect(clans.filter((f) => f === 'secret-order')).toHaveLength(1);
  });
});

describe('the deal is a documented sequence of die draws', () => {
  test('scripted shuffles deal exactly the chosen cards and first player', () => {
    const cards = [
      'phoenix-1',
      'gargoyle-3',
      'phoenix-7',
      'inquisitor-gargoyle',
      'gargoyle-2',
      'phoenix-9',
      'gargoyle-8',
    ] as const;
    const { state } = table(cards, 4);
    expect(state.secret.cards).toEqual(cards);
    expect(state.dagger).toBe('eve');
    expect(state.steps).toEqual([{ kind: 'turn', seat: 'eve' }]);
  });

  test('draw order: each clan die(9)…die(2), the Inquisitor die(2), the kept cards die(n)…die(2), the first player die(n)', () => {
    const sides: number[] = [];
    const seeded = new SeededDice('5a'.repeat(32));
    const recording: Random = {
      die(n) {
        sides.push(n);
        return seeded.die(n);
      },
    };
    setup(7, {}, recording);
    const clan = [9, 8, 7, 6, 5, 4, 3, 2];
    expect(sides).toEqual([...clan, ...clan, 2, 7, 6, 5, 4, 3, 2, 7]);
  });

  test('anyone holding the published seed re-derives the deal', () => {
    const seed = '7e'.repeat(32);
    const { state } = setup(9, {}, new SeededDice(seed));
    const clan = [9, 8, 7, 6, 5, 4, 3, 2];
    const values = deriveDie(seed, [...clan, ...clan, 2, 9, 8, 7, 6, 5, 4, 3, 2, 9]);
    const replay: Random = { die: () => values.shift() as number };
    expect(dealCards(9, replay)).toEqual(state.secret.cards);
    expect(state.dagger).toBe(state.seats[(values.shift() as number) - 1]);
  });

  test('options.firstPlayer gives the dagger without a draw for it', () => {
    const seeded = new SeededDice('01'.repeat(32));
    let draws = 0;
    const counting: Random = {
      die: (n) => {
        draws += 1;
        return seeded.die(n);
      },
    };
    const { state } = setup([...NAMES.slice(0, 6)], { firstPlayer: 'dan' }, counting);
    expect(state.dagger).toBe('dan');
    expect(draws).toBe(8 + 8 + 5); // no die(6) for the first player
  });
});

describe('a bad set-up is refused before anything is drawn', () => {
  test.each([
    ['5 players', defaultSeats(5), {}, 'player-count', /6 to 12 players, not 5/],
    ['13 players', defaultSeats(13), {}, 'player-count', /not 13/],
    ['a seat twice', ['a', 'b', 'c', 'd', 'e', 'a'], {}, 'duplicate-seat', /"a" is listed twice/],
    ['a seat named spectator', ['a', 'b', 'c', 'd', 'e', 'spectator'], {}, 'bad-seat-name', /spectator/],
    ['an empty seat name', ['a', 'b', 'c', 'd', 'e', ''], {}, 'bad-seat-name', /seat ""/],
    ['a seat that is not a string', ['a', 'b', 'c', 'd', 'e', 7], {}, 'bad-seat-name', /seat 7/],
    ['a first player with no seat', defaultSeats(6), { firstPlayer: 'zed' }, 'unknown-first-player', /"zed"/],
  ] as const)('%s', (_label, seats, options, code, message) => {
    const dice = new ScriptedDice([]);
    let error: unknown;
    try {
      setup(seats as string[], options, dice);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(BloodBoundRejection);
    expect(error).toMatchObject({ code });
    expect((error as Error).message).toMatch(message);
    expect(dice.consumed).toBe(0);
  });
});
