import { describe, expect, test } from 'vitest';
import { byNumber, humanSheet, humans, patchPlayer } from './fixtures.js';
import {
  buyStaff,
  firePlayer,
  hireJourneyman,
  hirePlayer,
  nameCaptain,
  releaseStaff,
  temporarilyRetire,
} from './roster.js';
import { leagueTeamValue } from './value.js';

const rich = (overrides = {}) => ({ ...humans('h', overrides), treasury: 500_000 });
const code = (c: string) => expect.objectContaining({ code: c });

describe('hiring (§3.21 step 4)', () => {
  test('a rookie from the Treasury, on the lowest free number, with a fresh id', () => {
    const { value, events } = hirePlayer(rich(), 'human-catcher');
    expect(value.treasury).toBe(425_000);
    const p = value.players.at(-1);
    expect(p).toMatchObject({ id: 'h-p15', number: 15, positionId: 'human-catcher', hiringFee: 75_000 });
    expect(events).toEqual([{ type: 'hired', playerId: 'h-p15', cost: 75_000 }]);
  });

  test('position maximum, 16 players, number taken, Treasury', () => {
    expect(() => hirePlayer(rich(), 'human-blitzer')).toThrow(code('position-full'));
    let t = rich();
    t = hirePlayer(t, 'human-lineman').value;
    t = hirePlayer(t, 'human-lineman').value;
    expect(() => hirePlayer(t, 'human-lineman')).toThrow(code('roster-full'));
    expect(() => hirePlayer(rich(), 'human-lineman', { number: 3 })).toThrow(code('number-taken'));
    expect(() => hirePlayer(humans('h'), 'human-lineman')).toThrow(code('not-enough-treasury'));
  });

  test('a dead player frees the slot and the number', () => {
    const t = patchPlayer(rich(), 12, { status: 'dead' });
    expect(hirePlayer(t, 'human-blitzer', { number: 12 }).value.players.at(-1)?.number).toBe(12);
  });

  test('a Journeyman is hired at its fee and keeps its SPP', () => {
    const { value } = hireJourneyman(rich(), { number: 20, positionId: 'human-lineman', spp: 4 });
    expect(value.players.at(-1)).toMatchObject({
      number: 20,
      journeyman: true,
      spp: 4,
      sppEarned: 4,
      skills: [],
    });
    expect(value.treasury).toBe(450_000);
  });
});

describe('firing, the Captain, Temporary Retirement', () => {
  test('never below 11 players', () => {
    const eleven = humans('h', { players: humanSheet().players.slice(0, 11), captain: 1 });
    expect(() => firePlayer(eleven, 'h-p2')).toThrow(code('too-few-players'));
    expect(firePlayer(humans('h'), 'h-p2').value.players[1]).toMatchObject({ status: 'fired' });
  });

  test('the Captain only after a characteristic-reducing injury; then a new one is named', () => {
    expect(() => firePlayer(humans('h'), 'h-p12')).toThrow(code('captain-cannot-be-fired'));
    const hurt = patchPlayer(humans('h'), 12, { lastingInjuries: [{ characteristic: 'ag', matchId: 'm1' }] });
    const fired = firePlayer(hurt, 'h-p12').value;
    expect(fired.captainId).toBeNull();
    expect(nameCaptain(fired, 'h-p13').captainId).toBe('h-p13');
  });

  test('Temporary Retirement needs a Lasting Injury', () => {
    expect(() => temporarilyRetire(humans('h'), 'h-p1')).toThrow(code('no-lasting-injury'));
    const hurt = patchPlayer(humans('h'), 1, { lastingInjuries: [{ characteristic: 'ma', matchId: 'm1' }] });
    expect(byNumber(temporarilyRetire(hurt, 'h-p1').value, 1).temporarilyRetired).toBe(true);
  });
});

describe('staff', () => {
  test('a re-roll costs double, TV counts the roster price', () => {
    const before = rich();
    const { value } = buyStaff(before, 'reroll');
    expect(value.treasury).toBe(400_000);
    expect(leagueTeamValue(value) - leagueTeamValue(before)).toBe(50_000);
  });

  test('Apothecary once and only where allowed; coaches and cheerleaders up to 6', () => {
    expect(() => buyStaff(rich(), 'apothecary')).toThrow(code('staff-at-maximum'));
    expect(buyStaff(rich({ apothecary: false }), 'apothecary').value.apothecary).toBe(true);
    let t = rich();
    for (let i = 0; i < 6; i++) t = buyStaff(t, 'cheerleader').value;
    expect(() => buyStaff(t, 'cheerleader')).toThrow(code('staff-at-maximum'));
  });

  test('releasing staff: one at a time, no refund, TV drops by the price; none left is refused', () => {
    const before = { ...rich(), assistantCoaches: 2, cheerleaders: 1 };
    const coach = releaseStaff(before, 'assistant-coach');
    expect(coach.value).toMatchObject({ assistantCoaches: 1, treasury: 500_000 });
    expect(coach.events).toEqual([{ type: 'staff-released', item: 'assistant-coach', count: 1 }]);
    expect(leagueTeamValue(before) - leagueTeamValue(coach.value)).toBe(10_000);
    const apothecary = releaseStaff(before, 'apothecary');
    expect(apothecary.value.apothecary).toBe(false);
    expect(leagueTeamValue(before) - leagueTeamValue(apothecary.value)).toBe(50_000);
    const cheer = releaseStaff(before, 'cheerleader').value;
    expect(() => releaseStaff(cheer, 'cheerleader')).toThrow(code('no-staff'));
    expect(() => releaseStaff(apothecary.value, 'apothecary')).toThrow(code('no-staff'));
    expect(before.assistantCoaches).toBe(2);
  });
});
