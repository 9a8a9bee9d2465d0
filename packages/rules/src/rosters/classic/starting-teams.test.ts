import { describe, expect, test } from 'vitest';
import { buildClassicStartingTeam } from './build-team.js';
import { CLASSIC_ROSTER_IDS } from './ids.js';
import { getClassicPosition } from './rosters.js';
import { CLASSIC_STARTING_TEAMS } from './starting-teams.js';

describe("the lobby's table of LRB6 starting teams", () => {
  test.each(CLASSIC_ROSTER_IDS)('%s: the row is what the LRB6 team-building rules build', (id) => {
    const sheet = buildClassicStartingTeam(id);
    const counts = new Map<string, number>();
    for (const p of sheet.players) counts.set(p.positionId, (counts.get(p.positionId) ?? 0) + 1);
    const lines = [...counts].map(([positionId, count]) => {
      const p = getClassicPosition(id, positionId);
      return [positionId, count, p.ma, p.st, p.ag, p.av];
    });
    expect(CLASSIC_STARTING_TEAMS[id]).toEqual({ rerolls: sheet.rerolls, players: lines });
  });
});
