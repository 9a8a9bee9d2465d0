import { CLASSIC_SKILLS, parseClassicSkillName } from '../../skills/classic/catalogue.js';
import { newPlayer } from '../../state/factory.js';
import type { InducementDef, Offer } from '../define.js';
import { MERCENARY_FEE, MERCENARY_SKILL_FEE } from '../items/mercenary.js';
import { addPlayer, MAX_SQUAD, nextNumber, squadOf } from '../players.js';
import { classicRosterOf } from './roster.js';

const LONER = parseClassicSkillName('Loner');

/**
 * LRB6 Mercenaries: any position of the team's own LRB6 roster, within the position's limit and the 16
 * players, at its cost + 30k, and one skill the position takes as a Normal skill for +50k more. No limit on
 * how many beyond those (our reading, see the rules README). Each plays with Loner.
 */
export const classicMercenaries: InducementDef = {
  id: 'mercenary',
  name: 'Mercenary',
  offers(c) {
    const squad = squadOf(c.s, c.side);
    if (squad.length >= MAX_SQUAD) return [];
    const out: Offer[] = [];
    for (const pos of classicRosterOf(c.team).positions) {
      if (squad.filter((p) => p.position === pos.id).length >= pos.max) continue;
      const cost = pos.cost + MERCENARY_FEE;
      out.push({ item: 'mercenary', cost, position: pos.id });
      const has = new Set<string>(pos.skills.map((s) => s.id));
      for (const info of CLASSIC_SKILLS)
        if (info.category !== 'E' && pos.primary.includes(info.category) && !has.has(info.ref.id))
          out.push({
            item: 'mercenary',
            cost: cost + MERCENARY_SKILL_FEE,
            position: pos.id,
            skill: info.ref.id,
          });
    }
    return out;
  },
  onBuy(ctx, side, purchase) {
    const team = ctx.s.inducements?.sides[side].team;
    const pos = team && classicRosterOf(team).positions.find((p) => p.id === purchase.position);
    if (!pos) throw new Error(`LRB6 Mercenary: no position "${purchase.position}"`);
    const n = nextNumber(ctx.s, side);
    const skills = pos.skills.filter((s) => s.id !== LONER.id).map((s) => ({ ...s }));
    skills.push({ ...LONER });
    if (purchase.skill) {
      const info = CLASSIC_SKILLS.find((i) => i.ref.id === purchase.skill);
      skills.push(info ? { ...info.ref } : { id: purchase.skill });
    }
    const player = newPlayer({
      id: `${side}-merc-${n}`,
      team: side,
      name: `Mercenary ${pos.name}`,
      number: n,
      position: pos.id,
      keywords: [],
      stats: { ma: pos.ma, st: pos.st, ag: pos.ag, pa: null, av: pos.av },
      skills,
    });
    // No name of its own: screens name it after its position in the coach's language.
    player.unnamed = true;
    purchase.players = [addPlayer(ctx.s, player).id];
  },
};
