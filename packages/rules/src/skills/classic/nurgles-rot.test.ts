import { describe, expect, test } from 'vitest';
import { nurglesRotVictims, type RotCandidate } from './nurgles-rot.js';

const rot = [{ id: 'nurgles-rot' as const }];
const victim = (over: Partial<RotCandidate> = {}): RotCandidate => ({
  playerId: 'v',
  st: 3,
  skills: [],
  killerSkills: rot,
  ...over,
});

describe("Nurgle's Rot (LRB6): who rises as a Rotter after the match", () => {
  test.each([
    ["an ST 3 lineman killed by a Nurgle's Rot player rises", victim(), ['v']],
    ['ST 4 still rises', victim({ st: 4 }), ['v']],
    ['ST 5 is too strong', victim({ st: 5 }), []],
    ['a killer without the skill raises nobody', victim({ killerSkills: [{ id: 'block' }] }), []],
    ['a death nobody caused raises nobody', victim({ killerSkills: null }), []],
    ['Decay keeps him dead', victim({ skills: [{ id: 'decay' }] }), []],
    ['Regeneration keeps him away', victim({ skills: [{ id: 'regeneration' }] }), []],
    ['Stunty keeps him away', victim({ skills: [{ id: 'stunty' }] }), []],
  ] as const)('%s', (_name, candidate, risen) => {
    expect(nurglesRotVictims([candidate], 5)).toEqual(risen);
  });

  test('only while the team has room', () => {
    const two = [victim({ playerId: 'a' }), victim({ playerId: 'b' })];
    expect(nurglesRotVictims(two, 1)).toEqual(['a']);
    expect(nurglesRotVictims(two, 0)).toEqual([]);
  });
});
