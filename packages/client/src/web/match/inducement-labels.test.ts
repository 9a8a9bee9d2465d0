import {
  buildStartingTeam,
  type Command,
  type MatchState,
  matchFromTeams,
  ScriptedDice,
  start,
  type Team,
  validateTeamSheet,
} from '@dugout/rules';
import { afterEach, describe, expect, test } from 'vitest';
import { loadLocale } from '../i18n/index.js';
import { optionLabel } from './view-model.js';

function team(roster: 'human' | 'orc'): Team {
  const r = validateTeamSheet(buildStartingTeam(roster));
  if (!r.ok) throw new Error('fixture');
  return r.team;
}

function inducementStep(): MatchState {
  const dice = new ScriptedDice([
    { kind: 'D3', value: 1 },
    { kind: 'D3', value: 1 },
    { kind: 'D6', value: 3 },
    { kind: 'D6', value: 4 },
  ]);
  const setup = { mode: 'exhibition' as const, budget: { home: 500_000, away: 0 } };
  return start(matchFromTeams(team('human'), team('orc'), { inducements: setup }), dice).state;
}

const names = { player: (id: string) => id, team: (side: string) => side };
const label = (s: MatchState, choice: string) => {
  const d = s.decision;
  if (!d) throw new Error('no decision');
  return optionLabel(s, d, { type: 'choose', choice } as Command, names as never);
};

describe('inducement options read as items with their price', () => {
  afterEach(() => loadLocale('en'));

  test('English: item, Star, Mercenary with its skill', () => {
    const s = inducementStep();
    expect(s.decision?.kind).toBe('inducements');
    expect(label(s, 'buy:bribes')).toBe('Bribes (100k)');
    expect(label(s, 'buy:star-player:griff-oberwald')).toMatch(/^Star Player: Griff Oberwald \(\d+k\)$/);
    expect(label(s, 'buy:mercenary:human-lineman:block')).toBe('Mercenary Player: Lineman + Block (130k)');
  });

  test('Korean: the names in Korean', async () => {
    await loadLocale('ko');
    const s = inducementStep();
    expect(label(s, 'buy:bribes')).toBe('뇌물 (100k)');
  });
});
