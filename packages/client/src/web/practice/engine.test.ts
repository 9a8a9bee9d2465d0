import { IllegalCommandError, ROSTER_IDS } from '@dugout/rules';
import { describe, expect, test } from 'vitest';
import { loadLocale } from '../i18n/index.js';
import { playerName } from '../match/names.js';
import {
  newPractice,
  play,
  positionName,
  practiceBot,
  seedFromRoute,
  seedHex,
  startingTeam,
} from './engine.js';

describe('practice mode', () => {
  test.each(ROSTER_IDS)('the auto-built %s team starts a practice match', (roster) => {
    expect(startingTeam(roster).players.length).toBeGreaterThanOrEqual(11);
    expect(newPractice(roster, 'orc', new Uint8Array(32)).state.decision?.kind).toBe('coin-toss');
  });

  test('practice players are named after their position, in the coach’s language', async () => {
    expect(startingTeam('human').players[0]).toMatchObject({ name: 'Human Lineman #1', unnamed: true });
    const { state } = newPractice('human', 'orc', new Uint8Array(32));
    const first = state.players.find((p) => p.id === 'home-1')!;
    expect(playerName(state, first)).toBe('#1 Human Lineman');
    await loadLocale('ko');
    expect(playerName(state, first)).toBe('1번 휴먼 라인맨');
    expect(newPractice('human', 'orc', new Uint8Array(32)).state.teams.away.name).toBe('오크');
    await loadLocale('en');
  });

  test('a new match waits for the coin toss; illegal commands change nothing', () => {
    const p = newPractice('human', 'orc', new Uint8Array(32).fill(7));
    expect(p.state.decision?.kind).toBe('coin-toss');
    expect(p.state.teams.home.name).toBe('Human');
    expect(() => play(p, { type: 'end-turn' })).toThrow(IllegalCommandError);
    const next = play(p, { type: 'choose', choice: 'heads' });
    expect(next.state.decision?.kind).toBe('kick-or-receive');
    expect(next.log.length).toBeGreaterThan(p.log.length);
    // The pre-match rolls (weather, fans) open the log.
    expect(p.log.some((e) => e.kind === 'roll' && e.purpose === 'weather')).toBe(true);
    expect(p.state.decision?.kind).toBe('coin-toss');
  });

  test('the bot plays a whole drive to the first team turn', () => {
    let p = newPractice('dwarf', 'skaven', new Uint8Array(32).fill(3));
    const bot = practiceBot(new Uint8Array(32).fill(9));
    for (let i = 0; i < 500 && p.state.decision?.kind !== 'activation'; i++) {
      const c = bot(p.state);
      if (!c) break;
      p = play(p, c);
    }
    expect(p.state.decision?.kind).toBe('activation');
    expect(p.state.players.filter((x) => x.at !== null).length).toBeGreaterThanOrEqual(20);
  });

  test('a seed in the address replays the same dice', () => {
    const seed = new Uint8Array(32).map((_, i) => i * 7);
    expect(seedFromRoute(`practice?seed=${seedHex(seed)}`)).toEqual(seed);
    expect(seedFromRoute('practice')).toBeNull();
    expect(seedFromRoute('practice?seed=12ab')).toBeNull();
  });
});

describe('position names on tokens', () => {
  test.each([
    ['human', 'human-lineman', 'Lineman'],
    ['orc', 'orc-lineman', 'Lineman'],
    ['orc', 'goblin-lineman', 'Goblin Lineman'],
    ['orc', 'big-un-blocker', 'Big Un Blocker'],
  ])('%s %s reads %s', (roster, position, name) => {
    expect(positionName(roster, position)).toBe(name);
  });
});
