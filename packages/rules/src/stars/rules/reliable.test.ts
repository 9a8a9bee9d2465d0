import { describe, expect, test } from 'vitest';
import { act, pl, rollsOf } from '../../__fixtures__/helpers.js';
import { d6, d8 } from '../../dice/index.js';
import type { GameEvent } from '../../engine/events.js';
import { expectUsed, home, run, square, star, target, turn } from '../__fixtures__/scene.js';

const THROW = [act('t', 'throw-team-mate'), target('h2'), square(8, 7)];
const landing = (events: readonly GameEvent[]) => events.find((e) => e.kind === 'landing');

describe('Reliable', () => {
  test('a fumbled Throw Team-mate: the team-mate bounces and lands safely, no landing roll', () => {
    const s0 = turn([
      star('t', 5, 7, 'deeproot-strongbranch'),
      home('h2', 6, 7, { skills: ['Right Stuff'] }),
    ]);
    const { state, events } = run(s0, THROW, [d6(1), d8(2)]);
    expect(rollsOf(events, 'landing')).toHaveLength(0);
    expect(landing(events)).toMatchObject({ player: 'h2', safe: true });
    expect(pl(state, 'h2').status).toBe('standing');
    expectUsed(events, 'reliable');
  });

  test('every time; without the rule the fumbled team-mate must make its landing roll', () => {
    const plain = turn([
      home('t', 5, 7, { skills: ['Throw Team-mate'], pa: 4 }),
      home('h2', 6, 7, { skills: ['Right Stuff'] }),
    ]);
    const { events } = run(plain, THROW, [d6(1), d8(2), d6(6)]);
    expect(rollsOf(events, 'landing')).toHaveLength(1);
  });
});
