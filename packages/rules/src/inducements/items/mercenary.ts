import { getPosition, getRoster } from '../../rosters/rosters.js';
import { type SkillId, skillsInCategory } from '../../skills/catalogue.js';
import { newPlayer } from '../../state/factory.js';
import { INDUCEMENT_SKILLS } from '../../tables/inducement-skills.js';
import { bb2025RosterOf, countOf, type InducementDef, type Offer } from '../define.js';
import { addPlayer, MAX_SQUAD, nextNumber, squadOf } from '../players.js';

/** Mercenary Players: 0–3, the position's fee + 30k, one Primary skill for +50k more (§3.18). */
export const MAX_MERCENARIES = 3;
export const MERCENARY_FEE = 30_000;
export const MERCENARY_SKILL_FEE = 50_000;
const LONER = INDUCEMENT_SKILLS.mercenary;

/**
 * A Mercenary is any position of the team's own roster, within the position's limit (players missing
 * the game do not count) and the 16 players; it plays with Loner (4+) and may be given one Primary skill
 * it does not have.
 */
export const mercenaryPlayers: InducementDef = {
  id: 'mercenary',
  name: 'Mercenary Player',
  max: () => MAX_MERCENARIES,
  offers(c) {
    if (countOf(c.bought, 'mercenary') >= MAX_MERCENARIES) return [];
    const squad = squadOf(c.s, c.side);
    if (squad.length >= MAX_SQUAD) return [];
    const out: Offer[] = [];
    for (const pos of getRoster(bb2025RosterOf(c.team)).positions) {
      if (squad.filter((p) => p.position === pos.id).length >= pos.max) continue;
      const cost = pos.cost + MERCENARY_FEE;
      out.push({ item: 'mercenary', cost, position: pos.id });
      const has = new Set<string>(pos.skills.map((s) => s.id));
      for (const cat of pos.primary)
        for (const skill of skillsInCategory(cat))
          if (!has.has(skill))
            out.push({ item: 'mercenary', cost: cost + MERCENARY_SKILL_FEE, position: pos.id, skill });
    }
    return out;
  },
  onBuy(ctx, side, purchase) {
    const team = ctx.s.teams[side];
    const pos = getPosition(team.roster as Parameters<typeof getPosition>[0], purchase.position as string);
    const n = nextNumber(ctx.s, side);
    const skills = pos.skills.filter((s) => s.id !== LONER.id).map((s) => ({ ...s }));
    skills.push({ ...LONER });
    if (purchase.skill) skills.push({ id: purchase.skill as SkillId });
    const player = newPlayer({
      id: `${side}-merc-${n}`,
      team: side,
      name: `Mercenary ${pos.name}`,
      number: n,
      position: pos.id,
      keywords: [...pos.keywords],
      stats: { ma: pos.ma, st: pos.st, ag: pos.ag, pa: pos.pa, av: pos.av },
      skills,
    });
    // No name of its own: screens name it after its position in the coach's language ("Mercenary Lineman").
    player.unnamed = true;
    purchase.players = [addPlayer(ctx.s, player).id];
  },
};
