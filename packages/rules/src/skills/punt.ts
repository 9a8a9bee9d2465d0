import type { SkillDef } from './hooks.js';

/** Punt: once per team turn, a Special Action kicking the ball along the Throw-in template (`pass/punt.ts`). */
export const punt: SkillDef = { id: 'punt', punts: true };
