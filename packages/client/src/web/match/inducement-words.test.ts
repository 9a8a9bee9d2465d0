import {
  apply,
  type Command,
  type GameEvent,
  type InducementsState,
  type InducingSide,
  loadScenario,
  type MatchState,
  type Purchase,
  ScriptedDice,
} from '@dugout/rules';
import { afterEach, describe, expect, test } from 'vitest';
import { loadLocale } from '../i18n/index.js';
import { describeEvent, type Names, sentenceText } from './describe-event.js';
import { playerName } from './names.js';
import { playerPosition } from './player-position.js';
import { buttonOptions, clickablePlayers, namesOf, optionLabel } from './view-model.js';

// Issue 16: what the match screen says of inducements once the step is over: the Sports-Wizard's spells
// as a decision at the end of a turn, a Mercenary's position, and purchases and prayers in the dice log.

const side = (bought: Purchase[]): InducingSide => ({
  team: { rosterId: 'human', league: 'old-world-classic', favoured: null, specialRules: [] },
  pettyCash: 0,
  treasury: 0,
  bought,
  spentPettyCash: 0,
  spentTreasury: 0,
  lost: 0,
  done: true,
});

function withInducements(s: MatchState, home: Purchase[]): MatchState {
  // A Mercenary has no name of its own (the engine marks it unnamed).
  for (const p of s.players) if (p.id.includes('-merc-')) p.unnamed = true;
  const ind: InducementsState = {
    mode: 'exhibition',
    first: null,
    sides: { home: side(home), away: side([]) },
    prayers: { home: ['iron-man'], away: [] },
  };
  return { ...s, inducements: ind };
}

const scene = () =>
  withInducements(
    loadScenario({
      activeTeam: 'home',
      teams: { home: { roster: 'human' }, away: { roster: 'orc' } },
      players: [
        { id: 'h1', team: 'home', position: 'human-lineman', number: 1, at: [5, 7] },
        { id: 'home-merc-12', team: 'home', position: 'human-blitzer', number: 12, at: [6, 7] },
        { id: 'a1', team: 'away', name: 'Varag', position: 'orc-lineman', number: 4, at: [20, 7] },
      ],
    }),
    [
      { item: 'sports-wizard', cost: 150_000 },
      { item: 'mercenary', cost: 135_000, position: 'human-blitzer', players: ['home-merc-12'] },
    ],
  );

describe('inducements on the match screen', () => {
  afterEach(() => loadLocale('en'));

  test("the Sports-Wizard's spells are offered at the end of the turn, Zap! named on its buttons", () => {
    const s = apply(scene(), { type: 'end-turn', team: 'home' } as Command, new ScriptedDice([])).state;
    const d = s.decision;
    expect(d?.kind).toBe('sports-wizard');
    if (!d) throw new Error('no decision');
    const labels = d.options.map((c) => optionLabel(s, d, c, namesOf(s)));
    expect(labels).toContain('Zap! #4 Varag');
    expect(labels.at(-1)).toBe('Decline');
    expect(d.options.some((c) => c.type === 'square')).toBe(true);
    // Zap! is a button whatever the number of targets; Fireball is aimed on the pitch.
    expect(buttonOptions(d).filter((c) => c.type === 'player')).toEqual(
      d.options.filter((c) => c.type === 'player'),
    );
    const many = {
      ...d,
      options: [...Array(12)].map((_, i) => ({ type: 'player', player: `a${i}` }) as Command),
    };
    expect(buttonOptions(many)).toHaveLength(12);
    // No token takes the click: a player's square is a Fireball target too.
    expect(clickablePlayers(d).size).toBe(0);
  });

  test.each([
    ['en', 'Mercenary Blitzer', '#12 Mercenary Blitzer'],
    ['ko', '용병 블리처', '12번 용병 블리처'],
    ['ja', '傭兵ブリッツァー', '12番傭兵ブリッツァー'],
  ] as const)('a Mercenary is named as one in the dugout (%s)', async (locale, name, full) => {
    await loadLocale(locale);
    const s = scene();
    const merc = s.players.find((p) => p.id === 'home-merc-12')!;
    expect(playerPosition(s, merc)).toBe(name);
    expect(playerName(s, merc)).toBe(full);
    expect(playerPosition(s, s.players.find((p) => p.id === 'h1')!)).not.toMatch(/Mercenary|용병|傭兵/);
  });

  const names: Names = { player: (id) => (id === 'a1' ? '#4 Varag' : id), team: (t) => `${t} team` };
  test.each([
    [
      { seq: 1, kind: 'inducement', team: 'home', item: 'bribes', cost: 100_000, players: [] },
      'home team buys Bribes (100k)',
    ],
    [
      { seq: 1, kind: 'inducement', team: 'away', item: 'star-player', cost: 90_000, players: ['a1'] },
      'away team buys Star Player: #4 Varag (90k)',
    ],
    [
      { seq: 2, kind: 'inducements-done', team: 'away', spent: 0, treasury: 0, lost: 0 },
      'away team has finished buying inducements',
    ],
    [
      { seq: 3, kind: 'prayer', team: 'home', prayer: 'iron-man' },
      'home team: Prayer to Nuffle answered: Iron Man',
    ],
    [
      {
        seq: 4,
        kind: 'inducement-effect',
        team: 'home',
        item: 'sports-wizard',
        player: 'a1',
        effect: 'frog',
      },
      'Zap!: #4 Varag is a Frog until the end of the drive',
    ],
  ] as [GameEvent, string][])('the dice log: %o', (event, text) => {
    expect(sentenceText(describeEvent(event, names))).toBe(text);
  });
});
