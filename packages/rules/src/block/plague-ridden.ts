import type { Context } from '../engine/context.js';
import { getRoster, isBigGuy, isRosterId } from '../rosters/index.js';
import { hasHook } from '../skills/registry.js';
import { newPlayer } from '../state/factory.js';
import type { PlayerState } from '../state/types.js';
import { hasBlockHook } from './hooks.js';

const USED = 'plague-ridden';

/**
 * Plague Ridden: once per game, when this player's block kills an opponent (Dead after any Apothecary), a
 * new Lineman of its roster joins its Reserves. Not against Big Guys or players with Decay, Regeneration
 * or Stunty. Called once the block's injuries are all resolved.
 */
export function spreadPlague(ctx: Context, attacker: PlayerState, victim: PlayerState): void {
  const s = ctx.s;
  if (victim.box !== 'dead' || !hasBlockHook(attacker, 'spreadsPlague') || attacker.used.includes(USED))
    return;
  if (victim.keywords.some((k) => k.toLowerCase() === 'big guy')) return;
  if (
    hasHook(
      victim,
      (d) => d.casualtyModifier !== undefined || d.regeneration !== undefined || d.stuntyInjuries === true,
    )
  )
    return;
  const rosterId = s.teams[attacker.team].roster;
  if (!rosterId || !isRosterId(rosterId)) return;
  const lineman = getRoster(rosterId).positions.find(
    (pos) => !isBigGuy(pos) && pos.keywords.some((k) => k.toLowerCase() === 'lineman'),
  );
  if (!lineman) return;
  attacker.used = [...attacker.used, USED];
  const n = s.players.filter((p) => p.team === attacker.team).length + 1;
  const p = newPlayer({
    id: `${attacker.team}-plague-${n}`,
    team: attacker.team,
    name: `New ${lineman.name}`,
    number: 100 + n,
    position: lineman.id,
    keywords: [...lineman.keywords],
    stats: { ma: lineman.ma, st: lineman.st, ag: lineman.ag, pa: lineman.pa, av: lineman.av },
    skills: [...lineman.skills],
  });
  s.players.push(p);
  ctx.emit({
    kind: 'skill',
    player: attacker.id,
    skill: 'plague-ridden',
    effect: `${victim.name} rises as ${p.name}`,
  });
  ctx.emit({ kind: 'box', player: p.id, box: 'reserves' });
}
