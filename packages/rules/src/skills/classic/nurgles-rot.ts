import type { SkillRef } from '../catalogue.js';
import type { SkillDef } from '../hooks.js';

/**
 * LRB6 Nurgle's Rot does nothing on the pitch: it acts after the match (`nurglesRotVictims`), which the
 * classic league post-game runs as its own step (`league/classic/nurgles-rot.ts`).
 */
export const nurglesRot: SkillDef = { id: 'nurgles-rot' };

/** A player killed in the match, as Nurgle's Rot needs to know them. */
export interface RotCandidate {
  playerId: string;
  st: number;
  skills: readonly SkillRef[];
  /** Skills of the opponent who caused the death (null when no player did: the crowd, a failed dodge). */
  killerSkills: readonly SkillRef[] | null;
}

/** Skills that keep a dead player from rising as a Rotter (rules reference §6). */
const IMMUNE = ['decay', 'regeneration', 'stunty'] as const;
/** The strongest victim Nurgle's Rot takes. */
export const NURGLES_ROT_MAX_ST = 4;

/**
 * The dead who join the killer's team as rookie Rotters, in the order given: killed by a Nurgle's Rot
 * player, ST 4 or less, without Decay, Regeneration or Stunty, while the team has room (`room` places).
 */
export function nurglesRotVictims(candidates: readonly RotCandidate[], room: number): string[] {
  const risen: string[] = [];
  for (const c of candidates) {
    if (risen.length >= room) break;
    if (!c.killerSkills?.some((s) => s.id === 'nurgles-rot')) continue;
    if (c.st > NURGLES_ROT_MAX_ST) continue;
    if (c.skills.some((s) => (IMMUNE as readonly string[]).includes(s.id))) continue;
    risen.push(c.playerId);
  }
  return risen;
}
