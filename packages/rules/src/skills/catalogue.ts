/**
 * Every BB2025 skill and trait (rules reference §2), as data. Hooks live elsewhere
 * (one file per skill); this file only names them and records what the tables say.
 */

import { CLASSIC_ONLY_SKILLS, type ClassicOnlySkillId } from './classic/ids.js';

/** A–S are the skill categories of §2.1–2.6; T marks a trait (§2.7). */
export const SKILL_CATEGORIES = ['A', 'D', 'G', 'M', 'P', 'S', 'T'] as const;
export type SkillCategory = (typeof SKILL_CATEGORIES)[number];

/** What a parameterised skill's value is: a target number `(4+)`, a keyword `(Troll)`, or `(all)`. */
export const SKILL_PARAMETERS = ['target', 'keyword', 'keyword-or-all'] as const;
export type SkillParameter = (typeof SKILL_PARAMETERS)[number];

export interface SkillInfo {
  /** Rulebook spelling. */
  readonly name: string;
  readonly category: SkillCategory;
  /** Active skills need the player Standing and not Distracted (unless the text says otherwise). */
  readonly kind: 'active' | 'passive';
  /** Marked `*` in the rulebook: the player must use it. */
  readonly compulsory: boolean;
  /** Block, Dodge, Guard, Mighty Blow: +10k value when gained; at most 4 bought in matched play. */
  readonly elite: boolean;
  readonly parameter?: SkillParameter;
  /** The player must already have this skill or trait to take it (§2.8). */
  readonly requires?: SkillId;
  /** Cannot be combined with these (§2.7, §2.8); listed on both sides. */
  readonly excludes?: readonly SkillId[];
}

export const SKILL_IDS = [
  // Agility
  'catch',
  'diving-catch',
  'diving-tackle',
  'dodge',
  'defensive',
  'hit-and-run',
  'jump-up',
  'leap',
  'safe-pair-of-hands',
  'sidestep',
  'sprint',
  'sure-feet',
  // Devious
  'dirty-player',
  'eye-gouge',
  'fumblerooski',
  'lethal-flight',
  'lone-fouler',
  'pile-driver',
  'put-the-boot-in',
  'quick-foul',
  'saboteur',
  'shadowing',
  'sneaky-git',
  'violent-innovator',
  // General
  'block',
  'dauntless',
  'fend',
  'frenzy',
  'kick',
  'pro',
  'steady-footing',
  'strip-ball',
  'sure-hands',
  'tackle',
  'taunt',
  'wrestle',
  // Mutation
  'big-hand',
  'claws',
  'disturbing-presence',
  'extra-arms',
  'foul-appearance',
  'horns',
  'iron-hard-skin',
  'monstrous-mouth',
  'prehensile-tail',
  'tentacles',
  'two-heads',
  'very-long-legs',
  // Passing
  'accurate',
  'cannoneer',
  'cloud-burster',
  'dump-off',
  'give-and-go',
  'hail-mary-pass',
  'leader',
  'nerves-of-steel',
  'on-the-ball',
  'pass',
  'punt',
  'safe-pass',
  // Strength
  'arm-bar',
  'brawler',
  'break-tackle',
  'bullseye',
  'grab',
  'guard',
  'juggernaut',
  'mighty-blow',
  'multiple-block',
  'stand-firm',
  'strong-arm',
  'thick-skull',
  // Traits
  'always-hungry',
  'animal-savagery',
  'animosity',
  'ball-and-chain',
  'bloodlust',
  'bombardier',
  'bone-head',
  'breathe-fire',
  'chainsaw',
  'decay',
  'drunkard',
  'hatred',
  'hypnotic-gaze',
  'insignificant',
  'kick-team-mate',
  'loner',
  'my-ball',
  'no-ball',
  'pick-me-up',
  'plague-ridden',
  'pogo',
  'projectile-vomit',
  'really-stupid',
  'regeneration',
  'right-stuff',
  'secret-weapon',
  'stab',
  'stunty',
  'swoop',
  'take-root',
  'throw-team-mate',
  'timmm-ber',
  'titchy',
  'trickster',
  'unchannelled-fury',
  'unsteady',
] as const;
export type SkillId = (typeof SKILL_IDS)[number];

/** A skill as a player has it: `Loner (4+)` is `{ id: 'loner', value: 4 }`. Classic players may also carry
 * the LRB6 skills BB2025 has no counterpart for (`skills/classic/`). */
export type SkillRef = { id: SkillId | ClassicOnlySkillId; value?: number | string };
/** A ref to a BB2025 skill: what `parseSkillName` reads and BB2025 advancements take. */
export type Bb2025SkillRef = { id: SkillId; value?: number | string };

type Opts = Partial<Pick<SkillInfo, 'compulsory' | 'elite' | 'parameter' | 'requires' | 'excludes'>>;
function skill(name: string, category: SkillCategory, ap: 'A' | 'P', opts: Opts = {}): SkillInfo {
  return {
    name,
    category,
    kind: ap === 'A' ? 'active' : 'passive',
    compulsory: opts.compulsory ?? false,
    elite: opts.elite ?? false,
    ...(opts.parameter ? { parameter: opts.parameter } : {}),
    ...(opts.requires ? { requires: opts.requires } : {}),
    ...(opts.excludes ? { excludes: opts.excludes } : {}),
  };
}
const C = { compulsory: true } as const;
const E = { elite: true } as const;

/** §2.7: Ball & Chain cannot be combined with these. */
const BALL_AND_CHAIN_EXCLUDES = [
  'diving-tackle',
  'eye-gouge',
  'frenzy',
  'grab',
  'hit-and-run',
  'leap',
  'multiple-block',
  'on-the-ball',
  'shadowing',
  'steady-footing',
] as const satisfies readonly SkillId[];
const excludedByBallAndChain = { excludes: ['ball-and-chain'] } as const satisfies Opts;

export const SKILL_CATALOGUE: Readonly<Record<SkillId, SkillInfo>> = {
  catch: skill('Catch', 'A', 'A'),
  'diving-catch': skill('Diving Catch', 'A', 'A'),
  'diving-tackle': skill('Diving Tackle', 'A', 'A', excludedByBallAndChain),
  dodge: skill('Dodge', 'A', 'A', E),
  defensive: skill('Defensive', 'A', 'A'),
  'hit-and-run': skill('Hit and Run', 'A', 'A', { excludes: ['frenzy', 'ball-and-chain'] }),
  'jump-up': skill('Jump Up', 'A', 'A'),
  leap: skill('Leap', 'A', 'A', { excludes: ['pogo', 'ball-and-chain'] }),
  'safe-pair-of-hands': skill('Safe Pair of Hands', 'A', 'A'),
  sidestep: skill('Sidestep', 'A', 'A'),
  sprint: skill('Sprint', 'A', 'A'),
  'sure-feet': skill('Sure Feet', 'A', 'A'),

  'dirty-player': skill('Dirty Player', 'D', 'A'),
  'eye-gouge': skill('Eye Gouge', 'D', 'A', excludedByBallAndChain),
  fumblerooski: skill('Fumblerooski', 'D', 'A'),
  'lethal-flight': skill('Lethal Flight', 'D', 'A', { requires: 'right-stuff' }),
  'lone-fouler': skill('Lone Fouler', 'D', 'A'),
  'pile-driver': skill('Pile Driver', 'D', 'A'),
  'put-the-boot-in': skill('Put the Boot In', 'D', 'A'),
  'quick-foul': skill('Quick Foul', 'D', 'A'),
  saboteur: skill('Saboteur', 'D', 'A', { requires: 'secret-weapon' }),
  shadowing: skill('Shadowing', 'D', 'A', excludedByBallAndChain),
  'sneaky-git': skill('Sneaky Git', 'D', 'A'),
  'violent-innovator': skill('Violent Innovator', 'D', 'A'),

  block: skill('Block', 'G', 'A', E),
  dauntless: skill('Dauntless', 'G', 'A'),
  fend: skill('Fend', 'G', 'A'),
  frenzy: skill('Frenzy', 'G', 'A', {
    ...C,
    excludes: ['grab', 'hit-and-run', 'multiple-block', 'ball-and-chain'],
  }),
  kick: skill('Kick', 'G', 'A'),
  pro: skill('Pro', 'G', 'A'),
  'steady-footing': skill('Steady Footing', 'G', 'A', excludedByBallAndChain),
  'strip-ball': skill('Strip Ball', 'G', 'A'),
  'sure-hands': skill('Sure Hands', 'G', 'A'),
  tackle: skill('Tackle', 'G', 'A'),
  taunt: skill('Taunt', 'G', 'A'),
  wrestle: skill('Wrestle', 'G', 'A'),

  'big-hand': skill('Big Hand', 'M', 'A'),
  claws: skill('Claws', 'M', 'P'),
  'disturbing-presence': skill('Disturbing Presence', 'M', 'P', C),
  'extra-arms': skill('Extra Arms', 'M', 'A'),
  'foul-appearance': skill('Foul Appearance', 'M', 'P', C),
  horns: skill('Horns', 'M', 'A'),
  'iron-hard-skin': skill('Iron Hard Skin', 'M', 'P'),
  'monstrous-mouth': skill('Monstrous Mouth', 'M', 'A'),
  'prehensile-tail': skill('Prehensile Tail', 'M', 'A'),
  tentacles: skill('Tentacles', 'M', 'A'),
  'two-heads': skill('Two Heads', 'M', 'A'),
  'very-long-legs': skill('Very Long Legs', 'M', 'A'),

  accurate: skill('Accurate', 'P', 'A'),
  cannoneer: skill('Cannoneer', 'P', 'A'),
  'cloud-burster': skill('Cloud Burster', 'P', 'A'),
  'dump-off': skill('Dump-off', 'P', 'A'),
  'give-and-go': skill('Give and Go', 'P', 'A'),
  'hail-mary-pass': skill('Hail Mary Pass', 'P', 'A'),
  leader: skill('Leader', 'P', 'P'),
  'nerves-of-steel': skill('Nerves of Steel', 'P', 'A'),
  'on-the-ball': skill('On the Ball', 'P', 'A', excludedByBallAndChain),
  pass: skill('Pass', 'P', 'A'),
  punt: skill('Punt', 'P', 'A'),
  'safe-pass': skill('Safe Pass', 'P', 'A'),

  'arm-bar': skill('Arm Bar', 'S', 'A'),
  brawler: skill('Brawler', 'S', 'A'),
  'break-tackle': skill('Break Tackle', 'S', 'A'),
  bullseye: skill('Bullseye', 'S', 'A', { requires: 'throw-team-mate' }),
  grab: skill('Grab', 'S', 'A', { excludes: ['frenzy', 'ball-and-chain'] }),
  guard: skill('Guard', 'S', 'A', E),
  juggernaut: skill('Juggernaut', 'S', 'A'),
  'mighty-blow': skill('Mighty Blow', 'S', 'A', E),
  'multiple-block': skill('Multiple Block', 'S', 'A', { excludes: ['frenzy', 'ball-and-chain'] }),
  'stand-firm': skill('Stand Firm', 'S', 'A'),
  'strong-arm': skill('Strong Arm', 'S', 'A', { requires: 'throw-team-mate' }),
  'thick-skull': skill('Thick Skull', 'S', 'P'),

  'always-hungry': skill('Always Hungry', 'T', 'A', C),
  'animal-savagery': skill('Animal Savagery', 'T', 'P', C),
  animosity: skill('Animosity', 'T', 'A', { ...C, parameter: 'keyword-or-all' }),
  'ball-and-chain': skill('Ball & Chain', 'T', 'A', { ...C, excludes: BALL_AND_CHAIN_EXCLUDES }),
  bloodlust: skill('Bloodlust', 'T', 'P', { ...C, parameter: 'target' }),
  bombardier: skill('Bombardier', 'T', 'A'),
  'bone-head': skill('Bone Head', 'T', 'P', C),
  'breathe-fire': skill('Breathe Fire', 'T', 'A'),
  chainsaw: skill('Chainsaw', 'T', 'A', C),
  decay: skill('Decay', 'T', 'P', C),
  drunkard: skill('Drunkard', 'T', 'P', C),
  hatred: skill('Hatred', 'T', 'P', { ...C, parameter: 'keyword' }),
  'hypnotic-gaze': skill('Hypnotic Gaze', 'T', 'A'),
  insignificant: skill('Insignificant', 'T', 'P', C),
  'kick-team-mate': skill('Kick Team-mate', 'T', 'P'),
  loner: skill('Loner', 'T', 'P', { ...C, parameter: 'target' }),
  'my-ball': skill('My Ball', 'T', 'P', C),
  'no-ball': skill('No Ball', 'T', 'P', C),
  'pick-me-up': skill('Pick-me-up', 'T', 'A'),
  'plague-ridden': skill('Plague Ridden', 'T', 'P'),
  pogo: skill('Pogo', 'T', 'A', { excludes: ['leap'] }),
  'projectile-vomit': skill('Projectile Vomit', 'T', 'A'),
  'really-stupid': skill('Really Stupid', 'T', 'P', C),
  regeneration: skill('Regeneration', 'T', 'P'),
  'right-stuff': skill('Right Stuff', 'T', 'P', C),
  'secret-weapon': skill('Secret Weapon', 'T', 'P', C),
  stab: skill('Stab', 'T', 'A'),
  stunty: skill('Stunty', 'T', 'P', C),
  swoop: skill('Swoop', 'T', 'A'),
  'take-root': skill('Take Root', 'T', 'P', C),
  'throw-team-mate': skill('Throw Team-mate', 'T', 'A'),
  'timmm-ber': skill('Timmm-ber!', 'T', 'P'),
  titchy: skill('Titchy', 'T', 'P', C),
  trickster: skill('Trickster', 'T', 'A'),
  'unchannelled-fury': skill('Unchannelled Fury', 'T', 'P', C),
  unsteady: skill('Unsteady', 'T', 'P', C),
};

export function isSkillId(value: unknown): value is SkillId {
  return typeof value === 'string' && Object.hasOwn(SKILL_CATALOGUE, value);
}

/** The ids of one category, in catalogue order (for A–S this is the §2.8 random skill table order). */
export function skillsInCategory(category: SkillCategory): SkillId[] {
  return SKILL_IDS.filter((id) => SKILL_CATALOGUE[id].category === category);
}

/** Thrown by `parseSkillName` for a name or parameter it does not understand. */
export class SkillNameError extends Error {
  override readonly name = 'SkillNameError';
}

/** Lower-case, `&` → and, drop `!` and quotes, runs of spaces, hyphens and underscores → one hyphen. */
function normalise(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[!'’"]/g, '')
    .replace(/[\s_-]+/g, '-')
    .replace(/^-|-$/g, '');
}

const BY_NORMALISED_NAME: ReadonlyMap<string, SkillId> = new Map(
  SKILL_IDS.flatMap((id) => [[normalise(SKILL_CATALOGUE[id].name), id] as const, [id, id] as const]),
);

/**
 * Read a skill as printed on a roster: `'Dodge'`, `'Loner (4+)'` → `{ id: 'loner', value: 4 }`,
 * `'Hatred (Troll)'` → value `'Troll'`, `'Animosity (all)'` → value `'all'`. Case, `&`/`and`, hyphens and
 * `!` are forgiven; ids (`'mighty-blow'`) are accepted too. Throws `SkillNameError` on an unknown skill,
 * a missing or unexpected parameter, or a malformed one.
 */
export function parseSkillName(name: string): Bb2025SkillRef {
  const match = /^(.*?)\s*(?:\(([^()]*)\))?\s*$/.exec(name);
  const base = match?.[1] ?? '';
  const rawParam = match?.[2]?.trim();
  const id = BY_NORMALISED_NAME.get(normalise(base));
  if (id === undefined) throw new SkillNameError(`unknown skill or trait "${name}"`);
  const info = SKILL_CATALOGUE[id];
  if (info.parameter === undefined) {
    if (rawParam !== undefined) {
      throw new SkillNameError(`${info.name} takes no parameter, got "${name}"`);
    }
    return { id };
  }
  if (rawParam === undefined || rawParam === '') {
    const example = info.parameter === 'target' ? '(4+)' : info.parameter === 'keyword' ? '(Troll)' : '(all)';
    throw new SkillNameError(`${info.name} needs a parameter such as ${info.name} ${example}, got "${name}"`);
  }
  switch (info.parameter) {
    case 'target': {
      const t = /^([2-6])\+?$/.exec(rawParam);
      if (!t) throw new SkillNameError(`${info.name} needs a target number 2+..6+, got "${name}"`);
      return { id, value: Number(t[1]) };
    }
    case 'keyword':
      return { id, value: rawParam };
    case 'keyword-or-all':
      return { id, value: rawParam.toLowerCase() === 'all' ? 'all' : rawParam };
  }
}

/** Inverse of `parseSkillName`: the rulebook spelling, e.g. `Loner (4+)`, `Hatred (Troll)`. */
export function formatSkillRef(ref: SkillRef): string {
  if (!isSkillId(ref.id)) return CLASSIC_ONLY_SKILLS[ref.id].name;
  const info = SKILL_CATALOGUE[ref.id];
  if (ref.value === undefined) return info.name;
  return info.parameter === 'target' ? `${info.name} (${ref.value}+)` : `${info.name} (${ref.value})`;
}

/** The ref for `id` on a player's skill list, if it has it. */
export function findSkill(skills: readonly SkillRef[], id: SkillRef['id']): SkillRef | undefined {
  return skills.find((s) => s.id === id);
}
