import type { DieKind } from '../../dice/index.js';
import type { Context } from '../../engine/context.js';
import type { RollPurpose, Side } from '../../types.js';

/** Rolls one die, logging it as a kick-off event roll. */
export function eventRoll(
  ctx: Context,
  die: DieKind,
  purpose: RollPurpose = 'kick-off-event-roll',
  bonus = 0,
): number {
  const n = ctx.roll(die);
  ctx.emit({
    kind: 'roll',
    purpose,
    player: null,
    die,
    natural: [n],
    modifiers: bonus !== 0 ? [{ value: bonus, reason: 'team bonus' }] : [],
    total: n + bonus,
    target: null,
    success: null,
    rerolled: false,
  });
  return n + bonus;
}

/** Each coach rolls D6 (or `die`) + a bonus; returns the winners (both on a tie) by `pick`: 'higher' or 'lower'. */
export function rollOffBoth(
  ctx: Context,
  bonus: (side: Side) => number,
  pick: 'higher' | 'lower',
  die: DieKind = 'D6',
): Side[] {
  const home = eventRoll(ctx, die, 'kick-off-event-roll', bonus('home'));
  const away = eventRoll(ctx, die, 'kick-off-event-roll', bonus('away'));
  if (home === away) return ['home', 'away'];
  const homeWins = pick === 'higher' ? home > away : home < away;
  return [homeWins ? 'home' : 'away'];
}

/** D3 + 3, the number of players several kick-off events let a coach pick. */
export const d3Plus3 = (ctx: Context): number => eventRoll(ctx, 'D3') + 3;
