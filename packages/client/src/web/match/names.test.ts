import { buildStartingTeam, matchFromTeams, validateTeamSheet } from '@dugout/rules';
import { describe, expect, test } from 'vitest';
import { loadLocale } from '../i18n/index.js';
import { playerName, teamName, unnamedTeamName } from './names.js';
import { namesOf } from './view-model.js';

function match() {
  const home = validateTeamSheet(buildStartingTeam('human'));
  const away = validateTeamSheet({
    ...buildStartingTeam('orc', { name: 'Gouged Eye' }),
    players: buildStartingTeam('orc').players.map((p, i) => (i === 0 ? { ...p, name: 'Varag' } : p)),
  });
  if (!home.ok || !away.ok) throw new Error('not legal');
  return matchFromTeams({ ...home.team, unnamed: true }, away.team);
}

describe('team and player names in the coach’s language (issue 9)', () => {
  test('unnamed teams and players are named after their roster and position; named ones keep their names', async () => {
    const s = match();
    const lineman = s.players.find((p) => p.team === 'home' && p.position === 'human-lineman');
    const varag = s.players.find((p) => p.id === 'away-1');
    if (!lineman || !varag) throw new Error('no players');
    const names = namesOf(s);
    expect(teamName(s.teams.home)).toBe('Human team');
    expect(names.team('away')).toBe('Gouged Eye');
    expect(playerName(s, lineman)).toBe(`Human Lineman #${lineman.number}`);
    expect(names.player('away-1')).toBe('Varag');
    await loadLocale('ko');
    expect(teamName(s.teams.home)).toBe('휴먼 팀');
    expect(unnamedTeamName('orc')).toBe('오크 팀');
    expect(names.player(lineman.id)).toBe(`휴먼 라인맨 #${lineman.number}`);
    expect(names.team('away')).toBe('Gouged Eye');
    await loadLocale('ja');
    expect(names.team('home')).toBe('ヒューマンチーム');
    expect(playerName(s, varag)).toBe('Varag');
    await loadLocale('en');
  });
});
