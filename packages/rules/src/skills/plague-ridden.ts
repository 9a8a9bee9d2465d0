import { editionOf } from '../edition/editions.js';
import type { Context } from '../engine/context.js';
import { getRoster, isBigGuy, isRosterId } from '../rosters/index.js';
import { newPlayer } from '../state/factory.js';
import type { PlayerState } from '../state/types.js';
import type { SkillDef } from './hooks.js';
import { hasHook } from './registry.js';

/** Plague Ridden: once per game, an opponent its block kills becomes a new Lineman in its Reserves. */
export const plagueRidden: SkillDef = {
  id: 'plague-ridden',
  block: { afterBlock: (ctx, owner, target) => spreadPlague(ctx, owner, target) },
};

/**
 * Plague Ridden: once per game, when this player's block kills an opponent (Dead after any Apothecary), a
 * new Lineman of its roster joins its Reserves. Not against Big Guys or players with Decay, Regeneration
 * or Stunty. Called once the block's injuries are all resolved.
 */
function spreadPlague(ctx: Context, attacker: PlayerState, victim: PlayerState): void {
  const s = ctx.s;
  // Once per game: the skill's id marks it used.
  if (victim.box !== 'dead' || attacker.used.includes(plagueRidden.id)) return;
  if (victim.keywords.some((k) => k.toLowerCase() === 'big guy')) return;
  if (
    hasHook(
      ctx.s,
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
  attacker.used = [...attacker.used, plagueRidden.id];
  const n = s.players.filter((p) => p.team === attacker.team).length + 1;
  const p = newPlayer({
    id: `${attacker.team}-plague-${n}`,
    team: attacker.team,
    name: `New ${lineman.name}`,
    number: 100 + n,
    position: lineman.id,
    keywords: [...lineman.keywords],
    // A BB2025 position read in the match's edition.
    stats: editionOf(s).fromBb2025Stats({
      ma: lineman.ma,
      st: lineman.st,
      ag: lineman.ag,
      pa: lineman.pa,
      av: lineman.av,
    }),
    skills: [...lineman.skills],
  });
  s.players.push(p);
  ctx.emit({
    kind: 'skill',
    player: attacker.id,
    skill: plagueRidden.id,
    effect: `${victim.name} rises as ${p.name}`,
  });
  ctx.emit({ kind: 'box', player: p.id, box: 'reserves' });
}
