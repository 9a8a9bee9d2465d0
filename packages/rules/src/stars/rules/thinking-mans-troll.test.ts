import { describe, expect, test } from 'vitest';
import { act, END_TURN, mv, pl, turnoverOf } from '../../__fixtures__/helpers.js';
import { d6, d8 } from '../../dice/index.js';
import { expectUsed, REROLL, run, star, turn } from '../__fixtures__/scene.js';

// Ripper Bolgrot (AG 5+) picks up the ball at (6,7).
const pickUp = (extra = {}) => turn([star('r', 5, 7, 'ripper-bolgrot')], { ball: { at: [6, 7] }, ...extra });

describe("Thinking Man's Troll", () => {
  test('re-roll a failed test', () => {
    const { state, events } = run(
      pickUp(),
      [act('r'), mv(6, 7), REROLL('thinking-mans-troll')],
      [d6(2), d6(5)],
    );
    expect(state.ball).toEqual({ kind: 'carried', player: 'r' });
    expectUsed(events, 'thinking-mans-troll');
  });

  test('once per half: used, it is not offered again that half; the next half it is back', () => {
    const first = run(pickUp(), [act('r'), mv(6, 7), REROLL('thinking-mans-troll')], [d6(2), d6(5)]);
    const later = pickUp();
    pl(later, 'r').used = pl(first.state, 'r').used;
    const again = run(later, [act('r'), mv(6, 7)], [d6(2), d8(1)]);
    expect(turnoverOf(again.events)).toBe('failed-pick-up');
    expectUsed(again.events, 'thinking-mans-troll', 0);
    // The first half ends (the home team's eighth turn): the second half starts with the rule back.
    const lastTurn = pickUp({ turn: 8, kickingTeam: 'home' });
    pl(lastTurn, 'r').used = pl(first.state, 'r').used;
    const { state } = run(lastTurn, [END_TURN]);
    expect(state.half).toBe(2);
    expect(pl(state, 'r').used.some((k) => k.startsWith('star:'))).toBe(false);
  });
});
