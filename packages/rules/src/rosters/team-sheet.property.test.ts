import fc from 'fast-check';
import { expect, test } from 'vitest';
import { buildStartingTeam } from './build-team.js';
import { ROSTER_IDS } from './ids.js';
import { validateTeamSheet } from './team-sheet.js';

// Expected failures never throw: any input gets an answer, and a "no" always says why.
test('validateTeamSheet answers any input without throwing', () => {
  fc.assert(
    fc.property(fc.anything(), (input) => {
      const result = validateTeamSheet(input);
      if (!result.ok) expect(result.problems.length).toBeGreaterThan(0);
    }),
    { numRuns: 300 },
  );
});

test('validateTeamSheet answers mutated real sheets without throwing', () => {
  const field = fc.constantFrom(
    'rerolls',
    'apothecary',
    'assistantCoaches',
    'cheerleaders',
    'dedicatedFans',
    'treasury',
    'captain',
  );
  fc.assert(
    fc.property(
      fc.constantFrom(...ROSTER_IDS),
      field,
      fc.oneof(fc.integer({ min: -3, max: 20 }), fc.boolean(), fc.constant(undefined)),
      fc.nat({ max: 15 }),
      fc.string(),
      (rosterId, key, value, playerIndex, positionId) => {
        const sheet = buildStartingTeam(rosterId) as unknown as Record<string, unknown> & {
          players: { positionId: string }[];
        };
        sheet[key] = value;
        const player = sheet.players[playerIndex % sheet.players.length];
        if (player) player.positionId = positionId;
        const result = validateTeamSheet(sheet);
        if (!result.ok) expect(result.problems.length).toBeGreaterThan(0);
      },
    ),
    { numRuns: 300 },
  );
});
