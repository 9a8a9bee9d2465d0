import { describe, expect, test } from 'vitest';
import { classicEventText } from './classic-events.js';

const teams = {
  home: { id: 'h', name: 'Reavers' },
  away: { id: 'a', name: 'Gougers' },
} as Parameters<typeof classicEventText>[1];

describe('classic post-game event lines', () => {
  test('winnings name the Spiralling Expenses only when a team paid them', () => {
    const line = (expenses: number, gold: number) =>
      classicEventText(
        { type: 'winnings', side: 'home', roll: 4, fame: 1, result: 'win', expenses, gold },
        teams,
        (id) => id,
      );
    expect(line(0, 60_000)).toBe('Reavers: winnings 60,000 gp (D6 4 + FAME 1)');
    expect(line(20_000, 40_000)).toBe(
      'Reavers: winnings 40,000 gp (D6 4 + FAME 1, less 20,000 gp of Spiralling Expenses)',
    );
  });
});
