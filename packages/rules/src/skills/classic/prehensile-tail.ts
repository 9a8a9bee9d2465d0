import type { SkillDef } from '../hooks.js';
import { skillMod } from '../mod.js';

/** LRB6 Prehensile Tail: −1 to an opponent dodging out of its Tackle Zone; every tail counts. */
export const classicPrehensileTail: SkillDef = {
  id: 'prehensile-tail',
  opponentTest: (t, _owner, mods) =>
    t.purpose === 'dodge' ? [...mods, skillMod('prehensile-tail', -1)] : mods,
};
