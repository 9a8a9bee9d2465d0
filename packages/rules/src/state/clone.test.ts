import { describe, expect, test } from 'vitest';
import { buildStartingTeam } from '../rosters/build-team.js';
import { validateTeamSheet } from '../rosters/team-sheet.js';
import { cloneState } from './clone.js';
import { matchFromTeams } from './factory.js';

describe('the copy apply makes of a match', () => {
  test('keeps which players are unnamed (screens name them in the coach’s language from it)', () => {
    const home = validateTeamSheet(buildStartingTeam('orc'));
    const away = validateTeamSheet({
      ...buildStartingTeam('human'),
      players: buildStartingTeam('human').players.map((p, i) => (i === 0 ? { ...p, name: 'Griff' } : p)),
    });
    if (!home.ok || !away.ok) throw new Error('not legal');
    const s = matchFromTeams(home.team, away.team);
    const copy = cloneState(s);
    expect(copy.players.filter((p) => p.unnamed).length).toBe(s.players.length - 1);
    expect(copy.players.find((p) => p.id === 'away-1')).not.toHaveProperty('unnamed');
    expect(copy.players.map((p) => p.name)).toEqual(s.players.map((p) => p.name));
  });
});
