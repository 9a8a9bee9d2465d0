import {
  type Bb2025SkillRef,
  SKILL_CATALOGUE,
  type SkillId,
  SkillNameError,
  type SkillRef,
} from '../catalogue.js';
import { CLASSIC_ONLY_SKILLS, type ClassicOnlySkillId } from './ids.js';

/**
 * Every LRB6 skill and trait (classic rules reference §5–6), as data. A skill whose rule is the same as
 * BB2025's plays under the BB2025 id and file (`same`); one whose rule differs keeps the BB2025 id but needs
 * a classic file (`differs`); the few BB2025 has no counterpart for have classic ids (`classic/ids.ts`).
 */

/** LRB6's categories: General, Agility, Passing, Strength, Mutation, and Extraordinary (never chosen). */
export const CLASSIC_SKILL_CATEGORIES = ['G', 'A', 'P', 'S', 'M', 'E'] as const;
export type ClassicSkillCategory = (typeof CLASSIC_SKILL_CATEGORIES)[number];

export interface ClassicSkillInfo {
  /** LRB6 spelling. */
  readonly name: string;
  readonly category: ClassicSkillCategory;
  /** Marked `*` in LRB6 (Frenzy) or a trait that always applies. */
  readonly compulsory: boolean;
  /** The skill a player carries for it; LRB6 Loner is always 4+. */
  readonly ref: SkillRef;
  /** `same`: BB2025's rule and file; `differs`: a classic file of its own; `classic-only`: no BB2025 skill. */
  readonly rule: 'same' | 'differs' | 'classic-only';
  /** For `differs`: the step of the edition record that plays the LRB6 rule, once it does. */
  readonly via?: EditionStep;
}

/** Steps of an edition record that play a skill's roll (`shadowingRoll`…). */
export type EditionStep = 'shadowingRoll' | 'tentaclesRoll';

type Row = readonly [
  name: string,
  category: ClassicSkillCategory,
  rule: 'same' | 'differs',
  ref: Bb2025SkillRef,
  via?: EditionStep,
];
const same = (name: string, category: ClassicSkillCategory, id: SkillId, value?: number): Row => [
  name,
  category,
  'same',
  value === undefined ? { id } : { id, value },
];
const differs = (name: string, category: ClassicSkillCategory, id: SkillId, via?: EditionStep): Row =>
  via === undefined ? [name, category, 'differs', { id }] : [name, category, 'differs', { id }, via];

// Which rules match BB2025's is our reading of both texts; each `differs` names what changes.
const ROWS: readonly Row[] = [
  // General
  same('Block', 'G', 'block'),
  differs('Dauntless', 'G', 'dauntless'), // the D6 + ST must beat the opponent's ST, not equal it
  same('Dirty Player', 'G', 'dirty-player'),
  same('Fend', 'G', 'fend'),
  same('Frenzy', 'G', 'frenzy'),
  differs('Kick', 'G', 'kick'), // halves the kick's scatter instead of a D3
  differs('Pro', 'G', 'pro'), // 4+ rather than 3+
  differs('Shadowing', 'G', 'shadowing', 'shadowingRoll'), // 2D6 + own MA − shadower's MA, follows on 7 or less
  same('Strip Ball', 'G', 'strip-ball'),
  same('Sure Hands', 'G', 'sure-hands'),
  same('Tackle', 'G', 'tackle'),
  same('Wrestle', 'G', 'wrestle'),
  // Agility
  same('Catch', 'A', 'catch'),
  same('Diving Catch', 'A', 'diving-catch'), // +1 for an accurate pass to his square, as BB2025's
  same('Diving Tackle', 'A', 'diving-tackle'),
  same('Dodge', 'A', 'dodge'),
  differs('Jump Up', 'A', 'jump-up'), // a Prone player's Block needs an AG roll at +2
  differs('Leap', 'A', 'leap'), // any player jumps 2 squares; the roll has no modifiers
  same('Side Step', 'A', 'sidestep'),
  differs('Sneaky Git', 'A', 'sneaky-git'), // no move after the foul
  same('Sprint', 'A', 'sprint'),
  same('Sure Feet', 'A', 'sure-feet'),
  // Passing
  differs('Accurate', 'P', 'accurate'), // +1 on every range, not only Quick and Short
  same('Dump-Off', 'P', 'dump-off'),
  differs('Hail Mary Pass', 'P', 'hail-mary-pass'), // D6: 1 fumbles, else scatters 3 times
  same('Leader', 'P', 'leader'),
  same('Nerves of Steel', 'P', 'nerves-of-steel'),
  same('Pass', 'P', 'pass'),
  // Strength
  differs('Break Tackle', 'S', 'break-tackle'), // ST replaces AG for one dodge a turn
  same('Grab', 'S', 'grab'),
  same('Guard', 'S', 'guard'),
  same('Juggernaut', 'S', 'juggernaut'),
  same('Mighty Blow', 'S', 'mighty-blow'),
  same('Multiple Block', 'S', 'multiple-block'),
  same('Stand Firm', 'S', 'stand-firm'),
  differs('Strong Arm', 'S', 'strong-arm'), // +1 to Short, Long and Long Bomb passes
  same('Thick Skull', 'S', 'thick-skull'),
  // Mutation
  same('Big Hand', 'M', 'big-hand'),
  same('Claw', 'M', 'claws'),
  same('Disturbing Presence', 'M', 'disturbing-presence'),
  same('Extra Arms', 'M', 'extra-arms'),
  same('Foul Appearance', 'M', 'foul-appearance'),
  same('Horns', 'M', 'horns'),
  differs('Prehensile Tail', 'M', 'prehensile-tail'), // −1 a tail, tails add up; dodges only
  differs('Tentacles', 'M', 'tentacles', 'tentaclesRoll'), // 2D6 + own ST − tentacle ST, held on 5 or less
  same('Two Heads', 'M', 'two-heads'),
  differs('Very Long Legs', 'M', 'very-long-legs'), // +1 to interceptions and Leap
  // Extraordinary
  same('Always Hungry', 'E', 'always-hungry'),
  differs('Animosity', 'E', 'animosity'), // against any team-mate of another race
  same('Ball & Chain', 'E', 'ball-and-chain'),
  differs('Blood Lust', 'E', 'bloodlust'), // a Thrall is bitten, or the Vampire leaves the pitch
  same('Bombardier', 'E', 'bombardier'), // BB2025's: a pass (AG in classic) and a bomb that never bounces
  same('Bone-head', 'E', 'bone-head'),
  same('Chainsaw', 'E', 'chainsaw'), // BB2025's: D6 2+ hits at +3, a 1 kicks back, +3 on the wielder too
  differs('Decay', 'E', 'decay'), // two rolls on the casualty table
  differs('Hypnotic Gaze', 'E', 'hypnotic-gaze'), // an AG roll, −1 a Tackle Zone on the gazer
  same('Loner', 'E', 'loner', 4),
  same('No Hands', 'E', 'no-ball'),
  same('Really Stupid', 'E', 'really-stupid'),
  differs('Regeneration', 'E', 'regeneration'), // rolled after the Casualty roll and the Apothecary, not before
  same('Right Stuff', 'E', 'right-stuff'),
  same('Secret Weapon', 'E', 'secret-weapon'),
  same('Stab', 'E', 'stab'),
  differs('Stunty', 'E', 'stunty'), // −1 to pass rolls; no interception bonus for opponents
  same('Take Root', 'E', 'take-root'),
  differs('Throw Team-Mate', 'E', 'throw-team-mate'), // an AG pass at −1, always scatters 3 times
  same('Titchy', 'E', 'titchy'),
  same('Wild Animal', 'E', 'unchannelled-fury'), // BB2025's name for the same roll (1–3 fails, +2 to block)
];

const ONLY: readonly [name: string, id: ClassicOnlySkillId][] = Object.entries(CLASSIC_ONLY_SKILLS).map(
  ([id, info]) => [info.name, id as ClassicOnlySkillId],
);

function entry(row: Row): ClassicSkillInfo {
  const [name, category, rule, ref, via] = row;
  return { name, category, compulsory: COMPULSORY.has(name), ref, rule, ...(via ? { via } : {}) };
}

/** Frenzy is starred in LRB6; the traits below apply whether the coach wants them or not. */
const COMPULSORY: ReadonlySet<string> = new Set([
  'Frenzy',
  'Disturbing Presence',
  'Foul Appearance',
  'Always Hungry',
  'Animosity',
  'Ball & Chain',
  'Blood Lust',
  'Bone-head',
  'Chainsaw',
  'Decay',
  'Loner',
  'No Hands',
  'Really Stupid',
  'Right Stuff',
  'Secret Weapon',
  'Stunty',
  'Take Root',
  'Titchy',
  'Wild Animal',
]);

/** Every LRB6 skill and trait, by category then name as in the rules reference. */
export const CLASSIC_SKILLS: readonly ClassicSkillInfo[] = [
  ...ROWS.map(entry),
  ...ONLY.map(
    ([name, id]): ClassicSkillInfo => ({
      name,
      category: CLASSIC_ONLY_SKILLS[id].category,
      compulsory: COMPULSORY.has(name),
      ref: { id },
      rule: 'classic-only',
    }),
  ),
].sort(
  (a, b) =>
    CLASSIC_SKILL_CATEGORIES.indexOf(a.category) - CLASSIC_SKILL_CATEGORIES.indexOf(b.category) ||
    a.name.localeCompare(b.name),
);

/** Lower-case, `&` → and, drop quotes, runs of spaces and hyphens → one hyphen (as `parseSkillName`). */
const normalise = (name: string): string =>
  name
    .trim()
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[!'’"]/g, '')
    .replace(/[\s_-]+/g, '-')
    .replace(/^-|-$/g, '');

const BY_NAME: ReadonlyMap<string, ClassicSkillInfo> = new Map(
  CLASSIC_SKILLS.map((info) => [normalise(info.name), info]),
);

/** The LRB6 entry for a name as printed (`'Bone-head'`, `'Ball & Chain'`, `"Nurgle's Rot"`), if any. */
export function findClassicSkill(name: string): ClassicSkillInfo | undefined {
  return BY_NAME.get(normalise(name));
}

/**
 * Read a skill as an LRB6 roster prints it into the ref a player carries: `'Claw'` → `claws`, `'Loner'` →
 * Loner (4+), `'Wild Animal'` → `unchannelled-fury`. LRB6 skills take no parameter. Throws `SkillNameError`
 * for a name LRB6 does not have (a BB2025-only skill such as `'Hatred (Troll)'` included).
 */
export function parseClassicSkillName(name: string): SkillRef {
  const info = findClassicSkill(name);
  if (info === undefined) throw new SkillNameError(`unknown LRB6 skill or trait "${name}"`);
  return { ...info.ref };
}

/** The LRB6 entry a player's skill plays, if it is an LRB6 skill. */
export function classicSkillOf(ref: SkillRef): ClassicSkillInfo | undefined {
  return CLASSIC_SKILLS.find((info) => info.ref.id === ref.id);
}

/** The LRB6 name of a carried skill (`claws` → `Claw`), falling back to BB2025's name. */
export function formatClassicSkillRef(ref: SkillRef): string {
  const info = classicSkillOf(ref);
  if (info) return info.name;
  return (SKILL_CATALOGUE as Readonly<Record<string, { name: string }>>)[ref.id]?.name ?? ref.id;
}
