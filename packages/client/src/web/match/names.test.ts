import { buildStartingTeam, type Decision, matchFromTeams, validateTeamSheet } from '@dugout/rules';
import { describe, expect, test } from 'vitest';
import { loadLocale } from '../i18n/index.js';
import { positionName } from '../i18n/names/index.js';
import { describeEvent, sentenceText } from './describe-event.js';
import { playerLabel, playerName, teamName, unnamedTeamName } from './names.js';
import { decisionPrompt, namesOf, optionLabel } from './view-model.js';

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
    expect(playerName(s, lineman)).toBe(`#${lineman.number} Human Lineman`);
    expect(names.player('away-1')).toBe('#1 Varag');
    await loadLocale('ko');
    expect(teamName(s.teams.home)).toBe('휴먼 팀');
    expect(unnamedTeamName('orc')).toBe('오크 팀');
    expect(names.player(lineman.id)).toBe(`${lineman.number}번 휴먼 라인맨`);
    expect(names.team('away')).toBe('Gouged Eye');
    await loadLocale('ja');
    expect(names.team('home')).toBe('ヒューマンチーム');
    expect(playerName(s, varag)).toBe('1番 Varag');
    await loadLocale('en');
  });

  test('one label for a player, in the language’s order, the number once (issue 21 item 8)', async () => {
    const home = validateTeamSheet(buildStartingTeam('human'));
    const away = validateTeamSheet({
      ...buildStartingTeam('orc', { name: 'Gouged Eye' }),
      players: buildStartingTeam('orc').players.map((p, i) => (i === 0 ? { ...p, name: 'Varag' } : p)),
    });
    if (!home.ok || !away.ok) throw new Error('not legal');
    const s = matchFromTeams(home.team, away.team);
    const p11 = s.players.find((p) => p.id === 'home-11')!;
    const varag = s.players.find((p) => p.id === 'away-1')!;
    const names = namesOf(s);
    const d: Decision = { kind: 'move-step', team: 'home', player: 'home-11', prompt: '', options: [] };
    // home-11 is the Humans' Ogre: 11번 오거 / 11番オーガ, never "#11 오거 #11" or "11番 11番オーガ".
    const cases = [
      [
        'en',
        '#11 Ogre',
        '#1 Varag',
        'Human Starters #11 Ogre, Standing',
        'Gouged Eye #1 Varag (Lineman), Standing',
      ],
      [
        'ko',
        '11번 오거',
        '1번 Varag',
        'Human Starters 11번 오거, 서 있음',
        'Gouged Eye 1번 Varag (라인맨), 서 있음',
      ],
      [
        'ja',
        '11番オーガ',
        '1番 Varag',
        'Human Starters 11番オーガ、立っている',
        'Gouged Eye 1番 Varag（ラインマン）、立っている',
      ],
    ] as const;
    for (const [locale, ogre, named, ogreTooltip, namedTooltip] of cases) {
      await loadLocale(locale);
      expect(playerName(s, p11)).toBe(ogre);
      expect(playerName(s, varag)).toBe(named);
      // The prompt, a button naming the player and the dice log all say the same label.
      expect(names.player('home-11')).toBe(ogre);
      expect(optionLabel(s, d, { type: 'player', player: 'away-1' }, names)).toBe(named);
      expect(sentenceText(decisionPrompt(d, names))).toContain(ogre);
      const log = describeEvent({ seq: 1, kind: 'status', player: 'home-11', status: 'prone' }, names);
      expect(sentenceText(log)).toContain(ogre);
      // The tooltip and dugout label: an unnamed player's position is its name, said once.
      expect(playerLabel(s, p11, 'Ogre')).toBe(ogreTooltip);
      expect(playerLabel(s, varag, positionName('orc', 'orc-lineman'))).toBe(namedTooltip);
    }
    await loadLocale('en');
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
