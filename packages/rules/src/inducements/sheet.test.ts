import { describe, expect, test } from 'vitest';
import { ScriptedDice } from '../dice/index.js';
import { start } from '../engine/apply.js';
import { buildStartingTeam } from '../rosters/build-team.js';
import { getStarPlayer } from '../rosters/star-players.js';
import { validateTeamSheet } from '../rosters/team-sheet.js';
import { matchFromTeams } from '../state/factory.js';
import { PRE_MATCH, team } from './__fixtures__/match.js';
import { checkSheetInducements } from './sheet.js';

const BUDGET = 1_200_000;
const sheet = (inducements: unknown) => ({
  ...buildStartingTeam('human', { budget: 1_000_000 }),
  treasury: 0,
  inducements,
});
const check = (inducements: unknown) =>
  validateTeamSheet(sheet(inducements), { budget: BUDGET, inducements: checkSheetInducements });

describe('inducements on a team sheet (§3.22, exhibition and matched play)', () => {
  test('bought from the draft budget: their cost counts against it, to the gold piece', () => {
    const built = buildStartingTeam('human', { budget: 1_000_000 });
    const teamCost = 1_000_000 - built.treasury;
    const items = [{ item: 'bribes' }, { item: 'star-player', star: 'griff-oberwald' }];
    const cost = 100_000 + getStarPlayer('griff-oberwald').cost;
    const exact = validateTeamSheet(
      { ...built, treasury: 0, inducements: items },
      {
        budget: teamCost + cost,
        inducements: checkSheetInducements,
      },
    );
    if (!exact.ok) throw new Error(exact.problems.map((p) => p.message).join('; '));
    expect(exact.team.inducements).toEqual(items);
    const short = validateTeamSheet(
      { ...built, treasury: 0, inducements: items },
      {
        budget: teamCost + cost - 5_000,
        inducements: checkSheetInducements,
      },
    );
    expect(short.ok).toBe(false);
    if (!short.ok) expect(short.problems.map((p) => p.code)).toEqual(['over-budget']);
  });

  test.each([
    ['an unknown item', [{ item: 'free-beer' }], 'unknown-inducement', 'inducements[0].item'],
    [
      'over its limit',
      [{ item: 'weather-mage' }, { item: 'weather-mage' }],
      'inducement-not-allowed',
      'inducements[1]',
    ],
    [
      'a star the team may not hire',
      [{ item: 'star-player', star: 'anqi-panqi' }],
      'inducement-not-allowed',
      'inducements[0]',
    ],
    [
      'a position of another roster',
      [{ item: 'mercenary', position: 'orc-lineman' }],
      'inducement-not-allowed',
      'inducements[0]',
    ],
    [
      'an unknown skill',
      [{ item: 'mercenary', position: 'human-lineman', skill: 'laser-eyes' }],
      'inducement-not-allowed',
      'inducements[0]',
    ],
    ['a team-gated item', [{ item: 'riotous-rookies' }], 'inducement-not-allowed', 'inducements[0]'],
  ])('refused: %s', (_name, inducements, code, path) => {
    const r = check(inducements);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problems).toContainEqual(expect.objectContaining({ code, path }));
  });

  test('a malformed list is named by its path', () => {
    const r = check([{ item: 3 }]);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problems[0]).toMatchObject({ code: 'invalid', path: 'inducements[0].item' });
  });

  test('without the checker (league sheets, the web builder) inducements are refused', () => {
    const r = validateTeamSheet(sheet([{ item: 'bribes' }]), { budget: BUDGET });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problems[0]?.code).toBe('inducements-not-allowed');
  });

  test('the match applies what the sheet bought at the step, with no budget left to spend', () => {
    const r = check([{ item: 'mercenary', position: 'human-lineman', skill: 'block' }, { item: 'bribes' }]);
    if (!r.ok) throw new Error('sheet');
    const dice = new ScriptedDice(PRE_MATCH);
    const s = start(matchFromTeams(r.team, team('orc')), dice).state;
    dice.assertConsumed();
    expect(s.decision?.kind).toBe('coin-toss');
    expect(s.teams.home.bribes).toBe(1);
    const merc = s.players.find((p) => p.name.startsWith('Mercenary'));
    expect(merc?.position).toBe('human-lineman');
    expect(s.inducements?.sides.home.bought.map((b) => b.item)).toEqual(['mercenary', 'bribes']);
    expect(s.inducements?.sides.home.spentTreasury).toBe(0);
  });
});
