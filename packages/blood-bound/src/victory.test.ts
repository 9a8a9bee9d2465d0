import { describe, expect, test } from 'vitest';
import { outcome } from './outcome.js';
import { Game } from './test-support/table.js';

// Phoenix: ann 1 Elder, cat 2 Assassin, eve 9 Courtesan. Gargoyle: bob 1 Elder, dan 2 Assassin, fay 9 Courtesan.
const SIX = ['phoenix-1', 'gargoyle-1', 'phoenix-2', 'gargoyle-2', 'phoenix-9', 'gargoyle-9'] as const;
const PHOENIX_WIN = { ann: 'win', bob: 'loss', cat: 'win', dan: 'loss', eve: 'win', fay: 'loss' };
const GARGOYLE_WIN = { ann: 'loss', bob: 'win', cat: 'loss', dan: 'win', eve: 'loss', fay: 'win' };

/** `capturer` wounds `seat` three times and then captures it. */
function captures(g: Game, capturer: string, seat: string, tokens: Parameters<Game['woundRepeatedly']>[2]) {
  g.woundRepeatedly(capturer, seat, tokens);
  if (g.state.dagger !== capturer) g.pass(g.state.dagger, capturer);
  return g.attack(capturer, seat).nobodyIntervenes();
}

describe('clan victory (seed [게임승리])', () => {
  test('capturing the rival clan’s leader wins for the capturer’s clan', () => {
    const g = captures(Game.of(SIX), 'ann', 'bob', ['gargoyle', 'gargoyle', 'rank']);
    expect(outcome(g.state)).toMatchObject({
      captured: 'bob',
      capturedBy: 'ann',
      capturedRivalLeader: true,
      clanVictory: 'phoenix',
      winner: 'phoenix',
      leaders: { phoenix: 'ann', gargoyle: 'bob' },
      seats: PHOENIX_WIN,
    });
  });

  test('capturing a rival who is not the leader loses: the other clan wins', () => {
    const g = captures(Game.of(SIX), 'ann', 'dan', ['unknown', 'unknown', 'rank']);
    expect(outcome(g.state)).toMatchObject({
      capturedRivalLeader: false,
      winner: 'gargoyle',
      seats: GARGOYLE_WIN,
    });
  });

  test('capturing one’s own leader loses for one’s own clan', () => {
    const g = captures(Game.of(SIX, 2), 'cat', 'ann', ['phoenix', 'phoenix', 'rank']);
    expect(outcome(g.state)).toMatchObject({ captured: 'ann', capturedBy: 'cat', winner: 'gargoyle' });
  });

  test('clan is the clan icon, never the clue: a Harlequin shows the rival clue but is captured as his own clan', () => {
    // cat is the Phoenix Harlequin (Gargoyle clue) and the Phoenix leader here; bob captures him.
    const cards = ['phoenix-4', 'gargoyle-1', 'phoenix-3', 'gargoyle-2', 'phoenix-9', 'gargoyle-9'] as const;
    const g = captures(Game.of(cards, 1), 'bob', 'cat', ['unknown', 'unknown', 'rank']);
    expect(outcome(g.state)).toMatchObject({
      leaders: { phoenix: 'cat' },
      capturedRivalLeader: true,
      winner: 'gargoyle',
    });
  });

  test('after the Elder takes the Quill, capturing him no longer wins; capturing the clan’s highest rank does', () => {
    const quill = () =>
      Game.of(SIX).wound('ann', 'bob', 'rank').do('bob', { type: 'take-quill' }).pass('bob', 'ann');
    const elder = captures(quill(), 'ann', 'bob', ['gargoyle', 'gargoyle']);
    expect(outcome(elder.state)).toMatchObject({ leaders: { gargoyle: 'fay' }, winner: 'gargoyle' });
    const courtesan = captures(quill(), 'ann', 'fay', ['gargoyle', 'unknown', 'rank']);
    expect(outcome(courtesan.state)).toMatchObject({ capturedRivalLeader: true, winner: 'phoenix' });
  });

  test('the end reveals every card and Curse', () => {
    const g = captures(Game.of(SIX), 'ann', 'bob', ['gargoyle', 'gargoyle', 'rank']);
    expect(outcome(g.state)?.cards).toEqual({
      ann: 'phoenix-1',
      bob: 'gargoyle-1',
      cat: 'phoenix-2',
      dan: 'gargoyle-2',
      eve: 'phoenix-9',
      fay: 'gargoyle-9',
    });
  });
});

describe('Inquisitor victory and the Curses (seed [탐문자의 승리])', () => {
  // Seven players: gus is the Inquisitor; Phoenix leader ann, Gargoyle leader bob; 1 True + 1 False Curse.
  const SEVEN = [...SIX, 'inquisitor-phoenix'] as const;

  function cursed(trueCurse: string, falseCurse: string) {
    return Game.of(SEVEN, 6)
      .pass('gus', 'ann')
      .wound('ann', 'gus', 'rank')
      .do('gus', { type: 'curse', trueCurse, falseCurses: [falseCurse] });
  }

  test('the True Curse on the winning clan’s leader takes the win from the clan: the Inquisitor wins alone', () => {
    const g = captures(cursed('ann', 'bob'), 'ann', 'bob', ['gargoyle', 'gargoyle', 'rank']);
    expect(outcome(g.state)).toMatchObject({
      clanVictory: 'phoenix',
      trueCurse: 'ann',
      winner: 'inquisitor',
      seats: { ann: 'loss', bob: 'loss', cat: 'loss', dan: 'loss', eve: 'loss', fay: 'loss', gus: 'win' },
      curses: [
        { seat: 'ann', face: 'true-curse' },
        { seat: 'bob', face: 'false-curse' },
      ],
    });
  });

  test('the True Curse on anyone else has no effect', () => {
    const g = captures(cursed('bob', 'ann'), 'ann', 'bob', ['gargoyle', 'gargoyle', 'rank']);
    expect(outcome(g.state)).toMatchObject({
      trueCurse: 'bob',
      winner: 'phoenix',
      seats: { ann: 'win', gus: 'loss' },
    });
  });

  test('a False Curse on the winning leader has no effect', () => {
    const g = captures(cursed('cat', 'ann'), 'ann', 'bob', ['gargoyle', 'gargoyle', 'rank']);
    expect(outcome(g.state)).toMatchObject({ winner: 'phoenix' });
  });

  test('the Inquisitor captured wins alone', () => {
    const g = captures(Game.of(SEVEN), 'ann', 'gus', ['phoenix', 'unknown', 'rank']);
    expect(outcome(g.state)).toMatchObject({
      captured: 'gus',
      clanVictory: null,
      winner: 'inquisitor',
      seats: { gus: 'win', ann: 'loss' },
    });
  });
});
