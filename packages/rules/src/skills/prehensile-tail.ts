import type { SkillDef } from './hooks.js';
import { skillMod } from './mod.js';

/** Prehensile Tail: −1 to an opponent dodging or jumping out of its Tackle Zone (one tail counts). */
export const prehensileTail: SkillDef = {
  id: 'prehensile-tail',
  opponentTest: (t, _owner, mods) => {
    if (t.purpose !== 'dodge' && t.purpose !== 'jump') return mods;
    const tail = skillMod('prehensile-tail', -1);
    return mods.some((m) => m.reason === tail.reason) ? mods : [...mods, tail];
  },
};
