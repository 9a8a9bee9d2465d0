import { adjacent, type Square } from '../pitch.js';
import type { SkillDef } from './hooks.js';

/** Really Stupid: after declaring, D6 (+2 with a helpful team-mate adjacent): 1–3 → Distracted. */
export const reallyStupid: SkillDef = {
  id: 'really-stupid',
  activationRoll: (s, p) => {
    const helped = s.players.some(
      (o) =>
        o.team === p.team &&
        o.id !== p.id &&
        o.at !== null &&
        o.status === 'standing' &&
        !o.distracted &&
        !o.skills.some((k) => k.id === 'really-stupid') &&
        adjacent(o.at, p.at as Square),
    );
    return {
      purpose: 'really-stupid',
      target: 4,
      modifiers: helped ? [{ value: 2, reason: 'helpful team-mate' }] : [],
      onFail: 'distracted',
    };
  },
};
