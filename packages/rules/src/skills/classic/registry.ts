import type { SkillDef } from '../hooks.js';

/**
 * The classic files: each replaces, in classic matches only, the BB2025 record of a skill whose LRB6 rule
 * differs, or plays a skill only LRB6 has. Every other LRB6 skill plays by its BB2025 record
 * (`../registry.ts` lays these over it).
 */
export const CLASSIC_FILES: readonly SkillDef[] = [];
