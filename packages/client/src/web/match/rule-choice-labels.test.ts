import { apply, type Command, loadScenario, type MatchState, ScriptedDice } from '@dugout/rules';
import { afterEach, describe, expect, test } from 'vitest';
import { loadLocale } from '../i18n/index.js';
import { optionLabel } from './view-model.js';

const play = (s: MatchState, commands: Command[], dice: ScriptedDice): MatchState =>
  commands.reduce((state, c) => apply(state, c, dice).state, s);

/** Anqi Panqi (Savage Blow) blocks an ST 2 Lineman: two dice, Player Down and Push Back, her coach choosing. */
function savageBlowChoice(): MatchState {
  const s = loadScenario({
    activeTeam: 'home',
    players: [
      { id: 's', team: 'home', at: [10, 7], star: 'anqi-panqi' },
      { id: 'a1', team: 'away', at: [11, 7], st: 2 },
    ],
  });
  const dice = new ScriptedDice([
    { kind: 'BLOCK', value: 1 },
    { kind: 'BLOCK', value: 3 },
  ]);
  return play(
    s,
    [
      { type: 'activate', player: 's', action: 'block' },
      { type: 'player', player: 'a1' },
      { type: 'reroll', source: 'savage-blow' } as Command,
    ],
    dice,
  );
}

const names = { player: (id: string) => id, team: (side: string) => side };

describe('Star Player rule choices are named, never shown as their ids', () => {
  afterEach(() => loadLocale('en'));

  test('Savage Blow: each set of block dice by the faces it re-rolls, in every language', async () => {
    const s = savageBlowChoice();
    const d = s.decision;
    expect(d?.options).toEqual([
      { type: 'choose', choice: 'dice:1' },
      { type: 'choose', choice: 'dice:2' },
      { type: 'choose', choice: 'dice:1+2' },
    ]);
    const labels = () => d!.options.map((o) => optionLabel(s, d!, o, names as never));
    expect(labels()).toEqual(['Re-roll Player Down', 'Re-roll Push Back', 'Re-roll Player Down + Push Back']);
    await loadLocale('ko');
    for (const label of labels()) expect(label).toMatch(/ 리롤$/);
    await loadLocale('ja');
    for (const label of labels()) expect(label).toMatch(/をリロール$/);
  });
});
