/**
 * Skills and traits of the classic rules (LRB6) that BB2025 has no counterpart for. Every other LRB6 skill
 * plays under a BB2025 id: the same file when the rule is the same, a classic file when it differs.
 */
export const CLASSIC_ONLY_SKILL_IDS = [
  'kick-off-return',
  'pass-block',
  'safe-throw',
  'piling-on',
  'fan-favourite',
  'nurgles-rot',
  'stakes',
] as const;
export type ClassicOnlySkillId = (typeof CLASSIC_ONLY_SKILL_IDS)[number];

export const isClassicOnlySkillId = (id: string): id is ClassicOnlySkillId =>
  (CLASSIC_ONLY_SKILL_IDS as readonly string[]).includes(id);

/** Their names as LRB6 prints them, and their categories (E: Extraordinary, never chosen). */
export const CLASSIC_ONLY_SKILLS: Readonly<
  Record<ClassicOnlySkillId, { readonly name: string; readonly category: 'G' | 'P' | 'S' | 'E' }>
> = {
  'kick-off-return': { name: 'Kick-Off Return', category: 'G' },
  'pass-block': { name: 'Pass Block', category: 'G' },
  'safe-throw': { name: 'Safe Throw', category: 'P' },
  'piling-on': { name: 'Piling On', category: 'S' },
  'fan-favourite': { name: 'Fan Favourite', category: 'E' },
  'nurgles-rot': { name: "Nurgle's Rot", category: 'E' },
  stakes: { name: 'Stakes', category: 'E' },
};
