import { describe, expect, test } from 'vitest';
import { act, mv, pl, run, turn } from '../__fixtures__/helpers.js';
import { d6, d16, twoD6 } from '../dice/index.js';
import { findPlayer } from '../state/query.js';
import type { MatchState } from '../state/types.js';
import { raisedLinemanId } from './masters-of-undeath.js';

const UNDEAD = { away: { roster: 'shambling-undead' } };

/** h1 (MA 1) rushes, falls over and rolls `casualty` on the D16 (15: Dead). */
function killed(player: object = {}, teams: object = UNDEAD, casualty = 15) {
  const s0 = turn(
    [
      { id: 'h1', team: 'home', at: [5, 7], ma: 1, ...player },
      { id: 'a1', team: 'away', at: [20, 7], number: 1 },
      { id: 'a3', team: 'away', at: [20, 9], number: 3 },
    ],
    { teams },
  );
  return run(s0, [act('h1'), mv(6, 7), mv(7, 7)], [d6(1), ...twoD6(6, 6), ...twoD6(5, 5), d16(casualty)]);
}

const raised = (s: MatchState) => findPlayer(s, raisedLinemanId('away'));

describe('Masters of Undeath (§3.23)', () => {
  test('an opposing ST 3 player killed: a Skeleton Lineman joins the Reserves on the lowest free number', () => {
    const { state, events } = killed();
    expect(pl(state, 'h1').box).toBe('dead');
    expect(raised(state)).toMatchObject({
      team: 'away',
      number: 2,
      position: 'skeleton-lineman',
      box: 'reserves',
      at: null,
      stats: { ma: 5, st: 3, ag: 4, pa: 6, av: 8 },
      skills: [{ id: 'regeneration' }, { id: 'thick-skull' }],
      unnamed: true,
    });
    const note = events.find((e) => e.kind === 'note' && e.code === 'raised-dead');
    expect(note).toMatchObject({ team: 'away', params: { player: 'away-raised', target: 'h1' } });
    const order = events.map((e) => e.kind);
    expect(order.indexOf('casualty')).toBeLessThan(order.indexOf('note'));
  });

  test('once per game: with a Lineman already raised, another kill raises nobody', () => {
    const s0 = turn(
      [
        { id: 'h1', team: 'home', at: [5, 7], ma: 1 },
        { id: 'a1', team: 'away', at: [20, 7], number: 1 },
        { id: raisedLinemanId('away'), team: 'away', box: 'reserves', number: 2 },
      ],
      { teams: UNDEAD },
    );
    const rolls = [d6(1), ...twoD6(6, 6), ...twoD6(5, 5), d16(16)];
    const { state, events } = run(s0, [act('h1'), mv(6, 7), mv(7, 7)], rolls);
    expect(pl(state, 'h1').box).toBe('dead');
    expect(state.players.filter((p) => p.team === 'away')).toHaveLength(2);
    expect(events.some((e) => e.kind === 'note' && e.code === 'raised-dead')).toBe(false);
  });

  test.each([
    ['ST 5', { st: 5 }, UNDEAD],
    ['Stunty', { skills: ['Stunty'] }, UNDEAD],
    ['a team without the rule', {}, { away: { roster: 'human' } }],
    ['the victim’s own team has the rule', {}, { home: { roster: 'shambling-undead' } }],
  ])('nobody rises: %s', (_, player, teams) => {
    const s0 = turn(
      [
        { id: 'h1', team: 'home', at: [5, 7], ma: 1, ...player },
        { id: 'a1', team: 'away', at: [20, 7] },
      ],
      { teams },
    );
    // 10 on the injury roll is a Casualty on the Stunty table too; 15 on the D16 is Dead.
    const rolls = [d6(1), ...twoD6(6, 6), ...twoD6(5, 5), d16(15)];
    const { state } = run(s0, [act('h1'), mv(6, 7), mv(7, 7)], rolls);
    expect(pl(state, 'h1').box).toBe('dead');
    expect(findPlayer(state, 'away-raised')).toBeUndefined();
    expect(findPlayer(state, 'home-raised')).toBeUndefined();
  });

  test('a casualty that is not Dead raises nobody', () => {
    const { state } = killed({}, UNDEAD, 12);
    expect(raised(state)).toBeUndefined();
  });
});
