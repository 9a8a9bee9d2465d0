import { describe, expect, test } from 'vitest';
import { pl } from '../../__fixtures__/helpers.js';
import { block as blockDie, d6 } from '../../dice/index.js';
import type { GameEvent } from '../../engine/events.js';
import { away, block, expectUsed, run, star, turn } from '../__fixtures__/scene.js';

// Karla von Kill (ST 4, Dauntless) blocks a1 (ST 5): Dauntless needs 2+.
const scene = () => turn([star('s', 10, 7, 'karla-von-kill'), away('a1', 11, 7, { st: 5 })]);
const blockEvent = (events: readonly GameEvent[]) =>
  events.find((e): e is Extract<GameEvent, { kind: 'block' }> => e.kind === 'block');

describe('Indomitable', () => {
  test("after a successful Dauntless roll her ST is double the target's", () => {
    const s1 = run(scene(), block('s', 'a1'), [d6(3), [blockDie('push-back'), blockDie('push-back')]]);
    expect(blockEvent(s1.events)).toMatchObject({ attackerSt: 10, defenderSt: 5, dice: 2, chooser: 'home' });
    expectUsed(s1.events, 'indomitable');
  });

  test('nothing when Dauntless fails; once per game', () => {
    const failed = run(scene(), block('s', 'a1'), [d6(1), [blockDie('push-back'), blockDie('push-back')]]);
    expect(blockEvent(failed.events)).toMatchObject({ attackerSt: 4 });
    expectUsed(failed.events, 'indomitable', 0);
    const first = run(scene(), block('s', 'a1'), [d6(3), [blockDie('push-back'), blockDie('push-back')]]);
    const later = scene();
    pl(later, 's').used = pl(first.state, 's').used;
    const again = run(later, block('s', 'a1'), [d6(3), blockDie('push-back')]);
    expect(blockEvent(again.events)).toMatchObject({ attackerSt: 5, dice: 1 });
  });
});
