import { describe, expect, test } from 'vitest';
import { BotRandom, randomBot } from '../../bot/random.js';
import { SeededDice } from '../../dice/index.js';
import { apply, start } from '../../engine/apply.js';
import { matchFromTeams } from '../../state/factory.js';
import { buildStartingTeam } from '../build-team.js';
import { checkTeamSheet, EditionMismatchError } from '../edition-sheet.js';
import { buildClassicStartingTeam } from './build-team.js';
import { CLASSIC_ROSTER_IDS, type ClassicRosterId } from './ids.js';

const team = (id: ClassicRosterId) => {
  const sheet = buildClassicStartingTeam(id);
  // Spend what is left on up to 3 Fan Factor.
  const fanFactor = Math.min(3, Math.floor(sheet.treasury / 10_000));
  const r = checkTeamSheet({ ...sheet, fanFactor, treasury: sheet.treasury - fanFactor * 10_000 });
  if (!r.ok) throw new Error(r.problems.map((p) => p.message).join('; '));
  return r.team;
};

describe('a match built from two LRB6 sheets', () => {
  test('carries the classic edition, AG as a characteristic, no PA, and the Fan Factor', () => {
    const s = matchFromTeams(team('dwarf'), team('skaven'));
    expect(s.edition).toBe('classic');
    // Before the pre-match gate turns it into FAME, the team's fans stand in the Dedicated Fans slot.
    expect(s.teams.home.dedicatedFans).toBe(3);
    const runner = s.players.find((p) => p.team === 'away' && p.position === 'gutter-runner');
    expect(runner?.stats).toEqual({ ma: 9, st: 2, ag: 4, pa: null, av: 7 });
  });

  test('two sheets of different editions make no match, with a clear error', () => {
    const bb = checkTeamSheet(buildStartingTeam('dwarf'));
    if (!bb.ok) throw new Error('BB2025 starting team must be legal');
    expect(() => matchFromTeams(bb.team, team('dwarf'))).toThrow(EditionMismatchError);
  });

  // Seeded random-bot matches between LRB6 starting teams play to the end: every roster once, in 12 pairs.
  test.each(
    Array.from(
      { length: 12 },
      (_, i) => [CLASSIC_ROSTER_IDS[2 * i], CLASSIC_ROSTER_IDS[23 - 2 * i], i + 1] as const,
    ),
  )('%s v %s plays to full time (seed %i)', (home, away, seed) => {
    const dice = new SeededDice(new Uint8Array(32).fill(seed));
    const bot = randomBot(new BotRandom(new Uint8Array(32).fill(seed + 100)));
    let state = start(
      matchFromTeams(team(home as ClassicRosterId), team(away as ClassicRosterId)),
      dice,
    ).state;
    let steps = 0;
    while (state.decision && steps < 100_000) {
      state = apply(state, bot(state.decision), dice).state;
      steps += 1;
    }
    expect(state.finished).toBe(true);
    expect(state.edition).toBe('classic');
  });
});
