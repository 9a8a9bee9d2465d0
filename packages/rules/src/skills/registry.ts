import type { Context } from '../engine/context.js';
import type { Modifier } from '../engine/events.js';
import { starMateTest, starOwnTest } from '../stars/hook-points.js';
import type { PlayerState } from '../state/types.js';
import { accurate } from './accurate.js';
import { alwaysHungry } from './always-hungry.js';
import { animalSavagery } from './animal-savagery.js';
import { animosity } from './animosity.js';
import { armBarSkill } from './arm-bar.js';
import { ballAndChain } from './ball-and-chain.js';
import { bigHand } from './big-hand.js';
import { blockSkill } from './block.js';
import { bloodlust } from './bloodlust.js';
import { bombardier } from './bombardier.js';
import { boneHead } from './bone-head.js';
import { brawler } from './brawler.js';
import { breakTackle } from './break-tackle.js';
import { breatheFire } from './breathe-fire.js';
import { bullseye } from './bullseye.js';
import { cannoneer } from './cannoneer.js';
import type { SkillId, SkillRef } from './catalogue.js';
import { catchSkill } from './catch.js';
import { chainsaw } from './chainsaw.js';
import { claws } from './claws.js';
import { cloudBurster } from './cloud-burster.js';
import { dauntless } from './dauntless.js';
import { decay } from './decay.js';
import { defensive } from './defensive.js';
import { dirtyPlayer } from './dirty-player.js';
import { disturbingPresenceSkill } from './disturbing-presence.js';
import { divingCatch } from './diving-catch.js';
import { divingTackle } from './diving-tackle.js';
import { dodge } from './dodge.js';
import { drunkard } from './drunkard.js';
import { dumpOff } from './dump-off.js';
import { extraArms } from './extra-arms.js';
import { eyeGouge } from './eye-gouge.js';
import { fend } from './fend.js';
import { foulAppearance } from './foul-appearance.js';
import { frenzy } from './frenzy.js';
import { fumblerooski } from './fumblerooski.js';
import { giveAndGo } from './give-and-go.js';
import { grab } from './grab.js';
import { guard } from './guard.js';
import { hailMaryPass } from './hail-mary-pass.js';
import { hatred } from './hatred.js';
import { hitAndRun } from './hit-and-run.js';
import type { SkillDef, TestSituation } from './hooks.js';
import { horns } from './horns.js';
import { hypnoticGaze } from './hypnotic-gaze.js';
import { insignificant } from './insignificant.js';
import { ironHardSkin } from './iron-hard-skin.js';
import { juggernaut } from './juggernaut.js';
import { jumpUp } from './jump-up.js';
import { kick } from './kick.js';
import { kickTeamMate } from './kick-team-mate.js';
import { leader } from './leader.js';
import { leap } from './leap.js';
import { lethalFlight } from './lethal-flight.js';
import { loneFouler } from './lone-fouler.js';
import { loner } from './loner.js';
import { mightyBlow } from './mighty-blow.js';
import { monstrousMouth } from './monstrous-mouth.js';
import { multipleBlock } from './multiple-block.js';
import { myBall } from './my-ball.js';
import { nervesOfSteel } from './nerves-of-steel.js';
import { noBall } from './no-ball.js';
import { onTheBall } from './on-the-ball.js';
import { passSkill } from './pass.js';
import { pickMeUp } from './pick-me-up.js';
import { pileDriver } from './pile-driver.js';
import { plagueRidden } from './plague-ridden.js';
import { pogo } from './pogo.js';
import { prehensileTail } from './prehensile-tail.js';
import { pro } from './pro.js';
import { projectileVomit } from './projectile-vomit.js';
import { punt } from './punt.js';
import { putTheBootIn } from './put-the-boot-in.js';
import { quickFoul } from './quick-foul.js';
import { reallyStupid } from './really-stupid.js';
import { regeneration } from './regeneration.js';
import { rightStuff } from './right-stuff.js';
import { saboteur } from './saboteur.js';
import { safePairOfHands } from './safe-pair-of-hands.js';
import { safePass } from './safe-pass.js';
import { secretWeapon } from './secret-weapon.js';
import { shadowing } from './shadowing.js';
import { sidestep } from './sidestep.js';
import { sneakyGit } from './sneaky-git.js';
import { sprint } from './sprint.js';
import { stab } from './stab.js';
import { standFirm } from './stand-firm.js';
import { steadyFooting } from './steady-footing.js';
import { stripBall } from './strip-ball.js';
import { strongArm } from './strong-arm.js';
import { stunty } from './stunty.js';
import { sureFeet } from './sure-feet.js';
import { sureHands } from './sure-hands.js';
import { swoop } from './swoop.js';
import { tackle } from './tackle.js';
import { takeRoot } from './take-root.js';
import { taunt } from './taunt.js';
import { tentacles } from './tentacles.js';
import { thickSkull } from './thick-skull.js';
import { throwTeamMate } from './throw-team-mate.js';
import { timmmBer } from './timmm-ber.js';
import { titchy } from './titchy.js';
import { trickster } from './trickster.js';
import { twoHeads } from './two-heads.js';
import { unchannelledFury } from './unchannelled-fury.js';
import { unsteady } from './unsteady.js';
import { veryLongLegs } from './very-long-legs.js';
import { violentInnovator } from './violent-innovator.js';
import { wrestle } from './wrestle.js';

const ALL: readonly SkillDef[] = [
  animalSavagery,
  bigHand,
  bloodlust,
  boneHead,
  breakTackle,
  catchSkill,
  decay,
  divingTackle,
  dodge,
  drunkard,
  extraArms,
  fumblerooski,
  insignificant,
  jumpUp,
  kick,
  leader,
  leap,
  loner,
  noBall,
  pickMeUp,
  pogo,
  prehensileTail,
  pro,
  reallyStupid,
  regeneration,
  safePairOfHands,
  secretWeapon,
  shadowing,
  sprint,
  steadyFooting,
  stunty,
  sureFeet,
  sureHands,
  takeRoot,
  tentacles,
  thickSkull,
  timmmBer,
  titchy,
  twoHeads,
  unchannelledFury,
  unsteady,
  veryLongLegs,
  passSkill,
  accurate,
  cannoneer,
  nervesOfSteel,
  safePass,
  cloudBurster,
  disturbingPresenceSkill,
  animosity,
  myBall,
  giveAndGo,
  hailMaryPass,
  divingCatch,
  throwTeamMate,
  rightStuff,
  strongArm,
  bullseye,
  alwaysHungry,
  lethalFlight,
  dumpOff,
  swoop,
  onTheBall,
  kickTeamMate,
  punt,
  bombardier,
  blockSkill,
  tackle,
  wrestle,
  mightyBlow,
  claws,
  ironHardSkin,
  standFirm,
  guard,
  defensive,
  dauntless,
  frenzy,
  juggernaut,
  horns,
  grab,
  sidestep,
  fend,
  taunt,
  brawler,
  hatred,
  stripBall,
  foulAppearance,
  dirtyPlayer,
  sneakyGit,
  putTheBootIn,
  quickFoul,
  loneFouler,
  pileDriver,
  stab,
  chainsaw,
  projectileVomit,
  breatheFire,
  multipleBlock,
  violentInnovator,
  eyeGouge,
  hitAndRun,
  trickster,
  armBarSkill,
  hypnoticGaze,
  saboteur,
  monstrousMouth,
  plagueRidden,
  ballAndChain,
];

/** Every implemented skill and trait, by id. A catalogue id missing here is "not yet" implemented. */
export const SKILL_REGISTRY: Readonly<Partial<Record<SkillId, SkillDef>>> = Object.fromEntries(
  ALL.map((d) => [d.id, d]),
);

export const isImplemented = (id: SkillId): boolean => SKILL_REGISTRY[id] !== undefined;

/** The implemented skills of a player with their parameters, in the order the player lists them. */
export function skillDefs(p: PlayerState): readonly { def: SkillDef; value: number | string | undefined }[] {
  // Skill lists are replaced, never changed in place, so the lookup can be memoised per list.
  let out = DEFS_OF.get(p.skills);
  if (out) return out;
  out = [];
  for (const ref of p.skills) {
    // Classic-only ids have no BB2025 file: they look up nothing here.
    const def = SKILL_REGISTRY[ref.id as SkillId];
    if (def) out.push({ def, value: ref.value });
  }
  DEFS_OF.set(p.skills, out);
  return out;
}

const DEFS_OF = new WeakMap<readonly SkillRef[], { def: SkillDef; value: number | string | undefined }[]>();

/** The first of the player's skills whose definition satisfies `pred`. */
export function findSkillDef(
  p: PlayerState,
  pred: (d: SkillDef) => boolean,
): { def: SkillDef; value: number | string | undefined } | undefined {
  for (const entry of skillDefs(p)) if (pred(entry.def)) return entry;
  return undefined;
}

export const hasHook = (p: PlayerState, pred: (d: SkillDef) => boolean): boolean =>
  findSkillDef(p, pred) !== undefined;

/** Sum of a numeric hook over a player's skills. */
export function sumHook(p: PlayerState, pick: (d: SkillDef) => number | undefined): number {
  let n = 0;
  for (const { def } of skillDefs(p)) n += pick(def) ?? 0;
  return n;
}

/** Applies the player's own test hooks and then those of the given opponents to a modifier list. */
export function applyTestHooks(
  t: TestSituation,
  mods: Modifier[],
  opponents: readonly PlayerState[],
): Modifier[] {
  let out = mods;
  for (const { def, value } of skillDefs(t.player)) if (def.ownTest) out = def.ownTest(t, out, value);
  out = starOwnTest(t, out);
  out = starMateTest(t, out);
  for (const o of opponents) {
    for (const { def } of skillDefs(o)) if (def.opponentTest) out = def.opponentTest(t, o, out);
  }
  return out;
}

/** The id of the player's skill matching `pred`: procedures take ids from the skill records, never write them. */
export const skillIdOf = (p: PlayerState, pred: (d: SkillDef) => boolean): SkillId | undefined =>
  findSkillDef(p, pred)?.def.id;

/** Logs that the player used its skill matching `pred` (nothing when it has none). */
export function useSkill(ctx: Context, p: PlayerState, pred: (d: SkillDef) => boolean, effect: string): void {
  const skill = skillIdOf(p, pred);
  if (skill) ctx.emit({ kind: 'skill', player: p.id, skill, effect });
}
