import type { SkillDef } from './hooks.js';

/** Juggernaut: on a Blitz, Both Down may count as Push Back, and the target loses Fend, Stand Firm and Wrestle. */
export const juggernaut: SkillDef = {
  id: 'juggernaut',
  block: {
    juggernaut: true,
    bothDown: { order: 0, effect: 'push-back', text: 'Both Down counts as Push Back', blitzerOnly: true },
    cancelsOnBlitz: ['fend', 'standFirm', 'wrestle'],
  },
};
