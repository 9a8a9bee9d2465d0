import { buildStartingTeam, matchFromTeams, validateTeamSheet } from '@dugout/rules';
import { describe, expect, test } from 'vitest';
import {
  formationCommands,
  formationOf,
  loadFormation,
  saveFormation,
  setupSquareProblem,
} from './saved-formations.js';

function match() {
  const team = (r: 'human' | 'orc') => {
    const checked = validateTeamSheet(buildStartingTeam(r));
    if (!checked.ok) throw new Error('bad team');
    return checked.team;
  };
  return matchFromTeams(team('human'), team('orc'));
}

/** A fake localStorage. */
function storage() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
  };
}

describe('saved formations', () => {
  test('a set-up is saved in home coordinates and comes back mirrored for the away side', () => {
    const s = match();
    const placed = {
      ...s,
      players: s.players.map((p) =>
        p.id === 'away-1'
          ? { ...p, at: { x: 13, y: 7 }, box: null }
          : p.id === 'away-2'
            ? { ...p, at: { x: 15, y: 3 }, box: null }
            : p,
      ),
    };
    const slots = formationOf(placed, 'away');
    expect(slots).toEqual([
      { position: 'orc-lineman', x: 12, y: 7 },
      { position: 'orc-lineman', x: 10, y: 3 },
    ]);
    const store = storage();
    saveFormation('orc', slots, store);
    expect(loadFormation('orc', store)).toEqual(slots);
    expect(loadFormation('human', store)).toBeNull();

    // Applied on a fresh match: pick then place, one player of the position per slot.
    const commands = formationCommands(s, 'away', slots);
    expect(commands).toEqual([
      { type: 'player', player: 'away-1' },
      { type: 'square', square: { x: 13, y: 7 } },
      { type: 'player', player: 'away-2' },
      { type: 'square', square: { x: 15, y: 3 } },
    ]);
    // Players already on their slot stay.
    expect(formationCommands(placed, 'away', slots)).toEqual([]);
  });

  test('a broken saved value reads as none', () => {
    expect(loadFormation('orc', { getItem: () => '{not json' })).toBeNull();
    expect(loadFormation('orc', { getItem: () => '[{"position":"x","x":"1","y":2}]' })).toEqual([]);
  });

  test('a refused set-up square says why', () => {
    const s = match();
    const placed = {
      ...s,
      players: s.players.map((p) => (p.id === 'away-1' ? { ...p, at: { x: 13, y: 7 } } : p)),
    };
    expect(setupSquareProblem(placed, 'home', { x: 16, y: 7 })).toBe('not-own-half');
    expect(setupSquareProblem(placed, 'away', { x: 13, y: 7 })).toBe('occupied');
    expect(setupSquareProblem(placed, 'away', { x: 14, y: 7 })).toBeNull();
    expect(setupSquareProblem(placed, 'home', { x: 12, y: 15 })).toBe('off-pitch');
  });
});
