import { buildStartingTeam, matchFromTeams, validateTeamSheet } from '@dugout/rules';
import { describe, expect, test } from 'vitest';
import { loadLocale } from '../i18n/index.js';
import { numberedPlayerName, playerName, teamName, unnamedTeamName } from './names.js';
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
    expect(names.player(lineman.id)).toBe(`${lineman.number}번 휴먼 라인맨`);
    expect(names.team('away')).toBe('Gouged Eye');
    await loadLocale('ja');
    expect(names.team('home')).toBe('ヒューマンチーム');
    expect(playerName(s, varag)).toBe('Varag');
    await loadLocale('en');
  });

  test('the order for a position and number, and the number only once (issue 21 item 8)', async () => {
    const home = validateTeamSheet(buildStartingTeam('human'));
    const away = validateTeamSheet({
      ...buildStartingTeam('orc', { name: 'Gouged Eye' }),
      players: buildStartingTeam('orc').players.map((p, i) => (i === 0 ? { ...p, name: 'Varag' } : p)),
    });
    if (!home.ok || !away.ok) throw new Error('not legal');
    const s = matchFromTeams(home.team, away.team);
    const p11 = s.players.find((p) => p.id === 'home-11')!;
    const varag = s.players.find((p) => p.id === 'away-1')!;
    // home-11 is the Humans' Ogre: "Ogre #11" reads 11번 오거 / 11番オーガ, never "#11 오거 #11".
    await loadLocale('ko');
    expect(playerName(s, p11)).toBe('11번 오거');
    // Choosing a player: the unnamed one's name already has the number; a named one gets it in front.
    expect(numberedPlayerName(s, p11)).toBe('11번 오거');
    expect(numberedPlayerName(s, varag)).toBe('1번 Varag');
    await loadLocale('ja');
    expect(playerName(s, p11)).toBe('11番オーガ');
    expect(numberedPlayerName(s, p11)).toBe('11番オーガ');
    expect(numberedPlayerName(s, varag)).toBe('1番 Varag');
    await loadLocale('en');
    expect(playerName(s, p11)).toBe('Ogre #11');
    expect(numberedPlayerName(s, p11)).toBe('Ogre #11');
    expect(numberedPlayerName(s, varag)).toBe('#1 Varag');
  });

  test('a coach against the bot’s copy of the same unnamed team: the two read differently', async () => {
    const team = validateTeamSheet(buildStartingTeam('human'));
    if (!team.ok) throw new Error('not legal');
    const s = matchFromTeams({ ...team.team, unnamed: true }, { ...team.team, unnamed: true });
    expect(teamName(s.teams.home)).toBe('Human team (Home)');
    expect(teamName(s.teams.away)).toBe('Human team (Away)');
    await loadLocale('ko');
    expect(teamName(s.teams.away)).toBe('휴먼 팀 (어웨이)');
    await loadLocale('ja');
    expect(teamName(s.teams.home)).toBe('ヒューマンチーム（ホーム）');
    await loadLocale('en');
    // Two unnamed teams of different rosters keep their plain names.
    const orc = validateTeamSheet(buildStartingTeam('orc'));
    if (!orc.ok) throw new Error('not legal');
    const mixed = matchFromTeams({ ...team.team, unnamed: true }, { ...orc.team, unnamed: true });
    expect([teamName(mixed.teams.home), teamName(mixed.teams.away)]).toEqual(['Human team', 'Orc team']);
    // One team sheet on both sides (a pasted sheet the bot plays too): the name twice, with the side.
    const named = { ...team.team, name: 'Grudgebearers' };
    const copy = matchFromTeams(named, named);
    expect([teamName(copy.teams.home), teamName(copy.teams.away)]).toEqual([
      'Grudgebearers (Home)',
      'Grudgebearers (Away)',
    ]);
    const other = matchFromTeams(named, { ...team.team, name: 'Reavers' });
    expect(teamName(other.teams.home)).toBe('Grudgebearers');
  });
});
