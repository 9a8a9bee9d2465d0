import { describe, expect, test } from 'vitest';
import { act, mv, pl, run, turn } from '../__fixtures__/helpers.js';
import { d6, d16, twoD6 } from '../dice/index.js';
import { matchFromTeams } from '../state/factory.js';
import { byNumber, humans, patchPlayer } from './fixtures.js';
import { matchTeamOf } from './lineup.js';

describe('matchTeamOf', () => {
  test('players who cannot play stay home; Journeymen fill to 11 on free numbers', () => {
    let t = humans();
    t = patchPlayer(t, 1, { missNextGame: true });
    t = patchPlayer(t, 2, { temporarilyRetired: true });
    t = patchPlayer(t, 3, { status: 'dead' });
    t = patchPlayer(t, 4, { status: 'fired' });
    t = patchPlayer(t, 5, { status: 'retired' });
    // 14 − 5 = 9 available: two Journeymen, on 3 and 4 (free again), not 1 or 2 (still on the roster).
    const { team, entries } = matchTeamOf(t);
    expect(team.players.map((p) => p.number)).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14, 3, 4]);
    expect(entries.filter((e) => e.playerId === null)).toEqual([
      { number: 3, playerId: null, positionId: 'human-lineman' },
      { number: 4, playerId: null, positionId: 'human-lineman' },
    ]);
    expect(team.players[9]?.skills).toEqual([{ id: 'loner', value: 4 }]);
  });

  test('current characteristics, gained skills, acquired Hatreds and the Captain’s Pro go in', () => {
    let t = humans();
    const blitzer = byNumber(t, 12);
    t = patchPlayer(t, 12, {
      current: { ...blitzer.current, ma: 8, av: 8 },
      skills: [{ id: 'dodge' }],
      hatreds: [{ keyword: 'Orc', source: 'acquired' }],
      niggling: 2,
    });
    const p = matchTeamOf(t).team.players.find((x) => x.number === 12);
    expect(p).toMatchObject({ ma: 8, av: 8, captain: true, niggling: 2 });
    expect(p?.skills).toEqual([
      { id: 'block' },
      { id: 'tackle' },
      { id: 'pro' },
      { id: 'dodge' },
      { id: 'hatred', value: 'Orc' },
    ]);
  });

  test('a niggled player carries its Niggling Injuries into the match: +1 to its Casualty roll', () => {
    const t = patchPlayer(humans('h'), 1, { niggling: 1 });
    const match = matchFromTeams(matchTeamOf(t).team, matchTeamOf(humans('a')).team);
    const p = pl(match, 'home-1');
    expect(p.niggling).toBe(1);
    // The same player in a turn: a failed dodge, armour broken, casualty; D16 8 + 1 → Seriously Hurt.
    const s = turn([
      { id: 'home-1', team: 'home', at: [5, 7], niggling: p.niggling, ...p.stats },
      { id: 'away-1', team: 'away', at: [6, 7] },
    ]);
    const r = run(s, [act('home-1'), mv(4, 8)], [d6(1), ...twoD6(6, 6), ...twoD6(5, 5), d16(8)]);
    const cas = r.events.find((e) => e.kind === 'casualty');
    expect(cas).toMatchObject({ result: 'seriously-hurt' });
  });
});
