import type { SkillDef } from './hooks.js';

/** Bombardier: once per team turn, a Special Action throwing a bomb by the pass rules (`pass/bomb.ts`). */
export const bombardier: SkillDef = { id: 'bombardier', throwsBombs: true };
