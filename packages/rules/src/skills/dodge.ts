import type { SkillDef } from './hooks.js';

/** Dodge: once per turn re-roll a failed Dodge test, unless a Tackle player Marks the square left. */
export const dodge: SkillDef = {
  id: 'dodge',
  block: { stumbleAsPush: true },
  reroll: {
    purposes: ['dodge'],
    per: 'turn',
    allowed: (t) =>
      !t.s.players.some(
        (o) =>
          o.team !== t.player.team &&
          o.at !== null &&
          t.from !== undefined &&
          o.status === 'standing' &&
          !o.distracted &&
          Math.max(Math.abs(o.at.x - t.from.x), Math.abs(o.at.y - t.from.y)) === 1 &&
          o.skills.some((k) => k.id === 'tackle'),
      ),
  },
};
