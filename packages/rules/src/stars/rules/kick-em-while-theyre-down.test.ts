import { describe, expect, test } from 'vitest';
import { act, pl, rollsOf, turnoverOf } from '../../__fixtures__/helpers.js';
import { d6, twoD6 } from '../../dice/index.js';
import { away, expectUsed, NEXT_HOME_TURN, run, star, target, turn } from '../__fixtures__/scene.js';

// Nobbla Blackwart (Chainsaw) next to a1, who is Prone.
const scene = () => turn([star('s', 10, 7, 'nobbla-blackwart'), away('a1', 11, 7, { status: 'prone' })]);
const mayAct = (s: ReturnType<typeof scene>) =>
  (s.decision?.options ?? []).some(
    (o) => o.type === 'activate' && o.player === 's' && o.action === 'special',
  );

describe("Kick 'em While They're Down!", () => {
  test('his Chainsaw Attack may target a Prone opponent; it is no Foul', () => {
    const s0 = scene();
    expect(mayAct(s0)).toBe(true);
    const { state, events } = run(s0, [act('s', 'special'), target('a1')], [d6(2), twoD6(3, 3), twoD6(1, 2)]);
    expect(rollsOf(events, 'armour')[0]).toMatchObject({ player: 'a1', total: 9, success: true });
    expect(pl(state, 'a1').status).toBe('stunned');
    expect(state.turnState?.declared).not.toContain('foul');
    expect(pl(state, 's').box).toBeNull();
    expect(turnoverOf(events)).toBeNull();
    expectUsed(events, 'kick-em-while-theyre-down');
  });

  test('once per game: then only Standing opponents', () => {
    // The armour holds; a1 stays Prone into the home team's next turn.
    const { state } = run(
      scene(),
      [act('s', 'special'), target('a1'), ...NEXT_HOME_TURN],
      [d6(2), twoD6(1, 2)],
    );
    expect(state.turnState?.team).toBe('home');
    expect(pl(state, 'a1').status).toBe('prone');
    expect(mayAct(state)).toBe(false);
  });
});
