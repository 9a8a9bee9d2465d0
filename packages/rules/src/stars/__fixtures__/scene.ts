import { expect } from 'vitest';
import {
  act,
  away,
  choose,
  END_TURN,
  home,
  type P,
  run,
  square,
  target,
  turn,
} from '../../__fixtures__/helpers.js';
import type { Command } from '../../engine/commands.js';
import type { GameEvent } from '../../engine/events.js';
import type { StarRuleId } from '../ids.js';

export const star = (id: string, x: number, y: number, starId: string, extra: Partial<P> = {}): P => ({
  id,
  team: 'home',
  at: [x, y],
  star: starId,
  ...extra,
});
export const DECLINE: Command = { type: 'decline' };
export const block = (attacker: string, defender: string): Command[] => [
  act(attacker, 'block'),
  target(defender),
];
export const stab = (attacker: string, defender: string): Command[] => [
  act(attacker, 'special'),
  target(defender),
];
/** The home team ends its turn, the away team ends its own: the home team's next turn begins. */
export const NEXT_HOME_TURN: Command[] = [END_TURN, END_TURN];

/** The uses of a special rule logged in these events. */
export const starUses = (events: readonly GameEvent[], rule: StarRuleId) =>
  events.filter((e) => e.kind === 'star-rule' && e.rule === rule);

export function expectUsed(events: readonly GameEvent[], rule: StarRuleId, times = 1): void {
  expect(starUses(events, rule)).toHaveLength(times);
}

export { away, choose, home, type P, run, square, target, turn };

/** The star at (10,7) blocks a1 at (11,7); a1 has the star's ST unless told, so one block die is rolled. */
export function blockScene(starId: string, starSt: number, a1: Partial<P> = {}, others: P[] = []) {
  return turn([star('s', 10, 7, starId), away('a1', 11, 7, { st: starSt, ...a1 }), ...others]);
}

/** The star knocks a1 down with a POW, pushing it to (12,7) and not following up. */
export const POW_BLOCK: Command[] = [...block('s', 'a1'), square(12, 7), DECLINE];
/** As `POW_BLOCK` for a star with Frenzy: it must follow up, so nothing is asked. */
export const POW_FRENZY: Command[] = [...block('s', 'a1'), square(12, 7)];
export const REROLL = (source: string): Command => ({ type: 'reroll', source }) as Command;
export const NO_REROLL: Command = { type: 'no-reroll' };
export const USE: Command = { type: 'choose', choice: 'use' };
