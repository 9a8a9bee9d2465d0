import type { Modifier } from '../engine/events.js';
import type { SkillId } from './catalogue.js';
import { SKILL_CATALOGUE } from './catalogue.js';

/** A modifier credited to a skill. */
export const skillMod = (id: SkillId, value: number): Modifier => ({
  value,
  reason: SKILL_CATALOGUE[id].name,
});

/** The reason string used for "−1 per opposing player Marking" modifiers. */
export const MARKED = 'marked';

/** Keeps only the non-negative modifiers. */
export const withoutPenalties = (mods: Modifier[]): Modifier[] => mods.filter((m) => m.value >= 0);
