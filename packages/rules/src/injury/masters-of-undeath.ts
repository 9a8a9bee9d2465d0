import { editionOf } from '../edition/editions.js';
import type { Context } from '../engine/context.js';
import { journeymanPosition } from '../league/player.js';
import { isRosterId } from '../rosters/ids.js';
import { getRoster } from '../rosters/rosters.js';
import { hasHook } from '../skills/registry.js';
import { newPlayer } from '../state/factory.js';
import { findPlayer } from '../state/query.js';
import type { PlayerState } from '../state/types.js';
import { otherSide, type Side } from '../types.js';

/** The raised Lineman's player id: one per team, as the rule works once per game. */
export const raisedLinemanId = (side: Side): string => `${side}-raised`;

/**
 * Masters of Undeath (§3.23): once per game, when an opposing player with ST 4 or less and without Stunty
 * is killed, the team adds a rookie of its roster's Lineman position (the Journeyman position: Lineman,
 * QTY 0-16, the cheapest if several) to its Reserves for the rest of the match, on the lowest number it
 * does not wear. Called by the Casualty roll once Dead is the result that stands.
 */
export function raiseTheDead(ctx: Context, victim: PlayerState): void {
  const s = ctx.s;
  const side = otherSide(victim.team);
  const rosterId = s.teams[side].roster;
  if (!rosterId || !isRosterId(rosterId)) return;
  if (!getRoster(rosterId).specialRules.includes('masters-of-undeath')) return;
  if (victim.stats.st > 4 || hasHook(ctx.s, victim, (d) => d.stuntyInjuries === true)) return;
  const id = raisedLinemanId(side);
  const position = journeymanPosition({ rosterId });
  if (!position || findPlayer(s, id)) return;
  const worn = new Set(s.players.filter((p) => p.team === side).map((p) => p.number));
  let number = 1;
  while (worn.has(number)) number++;
  const raised = newPlayer({
    id,
    team: side,
    name: `${position.name} #${number}`,
    number,
    position: position.id,
    keywords: [...position.keywords],
    // A BB2025 position read in the match's edition.
    stats: editionOf(s).fromBb2025Stats({
      ma: position.ma,
      st: position.st,
      ag: position.ag,
      pa: position.pa,
      av: position.av,
    }),
    skills: [...position.skills],
  });
  raised.unnamed = true;
  s.players.push(raised);
  ctx.emit({
    kind: 'note',
    text: `${victim.name} rises as ${raised.name} in the Reserves of ${s.teams[side].name}`,
    team: side,
    code: 'raised-dead',
    params: { player: id, target: victim.id, team: side },
  });
  ctx.emit({ kind: 'box', player: id, box: 'reserves' });
}
