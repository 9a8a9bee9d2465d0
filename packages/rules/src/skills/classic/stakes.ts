import type { SkillDef } from '../hooks.js';

/** The LRB6 teams of the dead and undead, whom Stakes are for. */
const UNDEAD_ROSTERS: readonly string[] = ['khemri', 'necromantic', 'undead', 'vampire'];

/** Stakes (LRB6): +1 to the armour roll of its Stab against a player of a Khemri, Necromantic, Undead or Vampire team. */
export const stakes: SkillDef = {
  id: 'stakes',
  attackArmourModifier: (s, target) => (UNDEAD_ROSTERS.includes(s.teams[target.team].roster ?? '') ? 1 : 0),
};
