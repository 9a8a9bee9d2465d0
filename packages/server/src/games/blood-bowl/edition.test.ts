import { buildClassicStartingTeam, buildStartingTeam, type MatchState } from '@dugout/rules';
import { describe, expect, test } from 'vitest';
import { SeededStream } from '../../host/dice.js';
import { CommandRejected } from '../../host/game-module.js';
import { type BloodBowlSetup, bloodBowlModule, serverTeam } from './module.js';

const game = bloodBowlModule();
const SEATS = ['home', 'away'] as const;
const options = (raw: unknown) => {
  const parsed = game.optionsSchema.safeParse(raw);
  if (!parsed.success) throw new Error(parsed.error.message);
  return parsed.data;
};
const prepare = (raw: unknown, home: unknown, away: unknown) =>
  game.prepare(options(raw), SEATS, { home, away }) as BloodBowlSetup;
const rejection = (f: () => unknown): { code: string; message: string } => {
  try {
    f();
  } catch (e) {
    if (e instanceof CommandRejected) return { code: e.code, message: e.message };
    throw e;
  }
  throw new Error('accepted');
};

describe('the edition of a Blood Bowl match (issue 18)', () => {
  test('the options name it: BB2025 unless they say classic; anything else is refused', () => {
    expect(options({})).toEqual({ edition: 'bb2025' });
    expect(options({ edition: 'classic' })).toEqual({ edition: 'classic' });
    expect(game.optionsSchema.safeParse({ edition: 'lrb5' }).success).toBe(false);
    expect(game.optionsSchema.safeParse({ edition: 'classic', extra: 1 }).success).toBe(false);
  });

  test('a classic match: rosters are LRB6 rosters, and the match plays the classic rules', () => {
    const setup = prepare(
      { edition: 'classic' },
      { roster: 'chaos-pact' },
      { roster: 'khemri', name: 'Sphinxes' },
    );
    expect(setup.home).toMatchObject({ edition: 'classic', rosterId: 'chaos-pact' });
    expect(setup.away).toMatchObject({
      edition: 'classic',
      rosterId: 'khemri',
      name: 'Sphinxes',
      apothecary: false,
    });
    const created = game.create(setup, new SeededStream(new Uint8Array(32).fill(3)));
    const state = (created as { state: MatchState }).state;
    expect(state.edition).toBe('classic');
    expect(state.players.find((p) => p.position === 'tomb-guardian')?.stats.pa).toBeNull();
  });

  test('classic team sheets are accepted in a classic match', () => {
    const sheet = { ...buildClassicStartingTeam('undead'), name: 'Night Shift' };
    const setup = prepare({ edition: 'classic' }, { sheet }, { roster: 'human' });
    expect(setup.home).toMatchObject({ edition: 'classic', name: 'Night Shift' });
  });

  test('a sheet or roster of the other edition is refused with the reason', () => {
    const classicSheet = buildClassicStartingTeam('orc');
    expect(rejection(() => prepare({}, { sheet: classicSheet }, { roster: 'orc' }))).toEqual({
      code: 'match/invalid-team',
      message: expect.stringContaining(
        'home: sheet: written for classic, but this match or league plays bb2025',
      ),
    });
    expect(
      rejection(() =>
        prepare({ edition: 'classic' }, { roster: 'orc' }, { sheet: buildStartingTeam('orc') }),
      ),
    ).toMatchObject({ message: expect.stringContaining('away: sheet: written for bb2025') });
    expect(rejection(() => prepare({}, { roster: 'khemri' }, { roster: 'orc' })).message).toBe(
      'home: there is no roster "khemri".',
    );
    expect(
      rejection(() => prepare({ edition: 'classic' }, { roster: 'gnome' }, { roster: 'orc' })).message,
    ).toBe('home: there is no roster "gnome" in the classic rules.');
    expect(
      rejection(() => prepare({}, { roster: 'orc', edition: 'classic' }, { roster: 'orc' })).message,
    ).toBe('home: a classic roster was chosen for a bb2025 match.');
  });

  test('at a table, a choice is checked in the edition it names', () => {
    expect(() => game.checkSeatChoice?.('home', { roster: 'slann', edition: 'classic' })).not.toThrow();
    expect(() => game.checkSeatChoice?.('home', { sheet: buildClassicStartingTeam('slann') })).not.toThrow();
    expect(rejection(() => game.checkSeatChoice?.('home', { roster: 'slann' })).code).toBe(
      'match/invalid-team',
    );
    expect(
      rejection(() => game.checkSeatChoice?.('home', { roster: 'orc', edition: 'lrb5' })).message,
    ).toMatch(/edition is one of bb2025, classic/);
  });

  test('a server-built BB2025 team cannot join a classic match', () => {
    const bb = prepare({}, { roster: 'orc' }, { roster: 'orc' }).home;
    expect(rejection(() => prepare({ edition: 'classic' }, serverTeam(bb), { roster: 'orc' })).message).toBe(
      'home: "Orc Starters" is a bb2025 team; this match plays classic.',
    );
  });
});
