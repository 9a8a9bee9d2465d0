import type { SkillDef } from '../hooks.js';
import { classicAccurate } from './accurate.js';
import { classicAnimosity } from './animosity.js';
import { classicBloodLust } from './blood-lust.js';
import { classicBreakTackle } from './break-tackle.js';
import { classicDauntless } from './dauntless.js';
import { classicDecay } from './decay.js';
import { fanFavourite } from './fan-favourite.js';
import { classicHailMaryPass } from './hail-mary-pass.js';
import { classicHypnoticGaze } from './hypnotic-gaze.js';
import { classicJumpUp } from './jump-up.js';
import { classicKick } from './kick.js';
import { kickOffReturn } from './kick-off-return.js';
import { classicLeap } from './leap.js';
import { nurglesRot } from './nurgles-rot.js';
import { passBlock } from './pass-block.js';
import { pilingOn } from './piling-on.js';
import { classicPrehensileTail } from './prehensile-tail.js';
import { classicPro } from './pro.js';
import { classicRegeneration } from './regeneration.js';
import { safeThrow } from './safe-throw.js';
import { classicSneakyGit } from './sneaky-git.js';
import { stakes } from './stakes.js';
import { classicStrongArm } from './strong-arm.js';
import { classicStunty } from './stunty.js';
import { classicThrowTeamMate } from './throw-team-mate.js';
import { classicVeryLongLegs } from './very-long-legs.js';

/**
 * The classic files: each replaces, in classic matches only, the BB2025 record of a skill whose LRB6 rule
 * differs, or plays a skill only LRB6 has. Every other LRB6 skill plays by its BB2025 record
 * (`../registry.ts` lays these over it).
 */
export const CLASSIC_FILES: readonly SkillDef[] = [
  classicAccurate,
  classicAnimosity,
  classicBloodLust,
  classicBreakTackle,
  classicDauntless,
  classicDecay,
  fanFavourite,
  classicHailMaryPass,
  classicHypnoticGaze,
  classicJumpUp,
  classicKick,
  kickOffReturn,
  classicLeap,
  nurglesRot,
  passBlock,
  pilingOn,
  classicPrehensileTail,
  classicPro,
  classicRegeneration,
  safeThrow,
  classicSneakyGit,
  stakes,
  classicStrongArm,
  classicStunty,
  classicThrowTeamMate,
  classicVeryLongLegs,
];
