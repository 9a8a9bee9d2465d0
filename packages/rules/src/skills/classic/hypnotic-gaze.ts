import { agilityTarget } from '../../edition/editions.js';
import type { Modifier } from '../../engine/events.js';
import type { Square } from '../../pitch.js';
import { passes, sumModifiers } from '../../rolls/test.js';
import { markersOf } from '../../state/query.js';
import type { SkillDef } from '../hooks.js';
import { MARKED } from '../mod.js';

/**
 * LRB6 Hypnotic Gaze: at the end of its Move, an AG roll against an adjacent opponent, −1 for each other
 * opposing Tackle Zone on the gazer; on a success the victim loses its Tackle Zone (Distracted) until it
 * next acts. The activation ends.
 */
export const classicHypnoticGaze: SkillDef = {
  id: 'hypnotic-gaze',
  block: {
    specialAttack: {
      moveFirst: true,
      endsActivation: true,
      resolve(ctx, gazer, victim) {
        const others = markersOf(ctx.s, gazer.at as Square, gazer.team, victim.id).length;
        const modifiers: Modifier[] = others > 0 ? [{ value: -others, reason: MARKED }] : [];
        const target = agilityTarget(ctx.s, gazer);
        const n = ctx.roll('D6');
        const total = n + sumModifiers(modifiers);
        const ok = passes(n, total, target);
        ctx.emit({
          kind: 'roll',
          purpose: 'hypnotic-gaze',
          player: gazer.id,
          die: 'D6',
          natural: [n],
          modifiers,
          total,
          target,
          success: ok,
          rerolled: false,
        });
        if (!ok) return;
        victim.distracted = true;
        ctx.emit({
          kind: 'skill',
          player: gazer.id,
          skill: 'hypnotic-gaze',
          effect: `${victim.name} is Distracted`,
        });
      },
    },
  },
};
