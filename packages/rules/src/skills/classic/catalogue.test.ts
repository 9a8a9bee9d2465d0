import { describe, expect, test } from 'vitest';
import { EDITIONS } from '../../edition/editions.js';
import { isSkillId, SKILL_CATALOGUE, SkillNameError } from '../catalogue.js';
import { formatCoverage } from '../coverage.js';
import { isImplemented, SKILL_REGISTRY, skillRegistry } from '../registry.js';
import { CLASSIC_SKILLS, formatClassicSkillRef, parseClassicSkillName } from './catalogue.js';
import { classicSkillCoverage } from './coverage.js';

// Classic rules reference §5: every LRB6 skill by category.
const LRB6 = {
  G: 'Block, Dauntless, Dirty Player, Fend, Frenzy, Kick, Kick-Off Return, Pass Block, Pro, Shadowing, Strip Ball, Sure Hands, Tackle, Wrestle',
  A: 'Catch, Diving Catch, Diving Tackle, Dodge, Jump Up, Leap, Side Step, Sneaky Git, Sprint, Sure Feet',
  P: 'Accurate, Dump-Off, Hail Mary Pass, Leader, Nerves of Steel, Pass, Safe Throw',
  S: 'Break Tackle, Grab, Guard, Juggernaut, Mighty Blow, Multiple Block, Piling On, Stand Firm, Strong Arm, Thick Skull',
  M: 'Big Hand, Claw, Disturbing Presence, Extra Arms, Foul Appearance, Horns, Prehensile Tail, Tentacles, Two Heads, Very Long Legs',
  E: "Always Hungry, Animosity, Ball & Chain, Blood Lust, Bombardier, Bone-head, Chainsaw, Decay, Fan Favourite, Hypnotic Gaze, Loner, No Hands, Nurgle's Rot, Really Stupid, Regeneration, Right Stuff, Secret Weapon, Stab, Stakes, Stunty, Take Root, Throw Team-Mate, Titchy, Wild Animal",
} as const;

describe('LRB6 skill catalogue', () => {
  test('holds exactly the LRB6 skills and traits, in their categories', () => {
    const expected = Object.entries(LRB6).flatMap(([category, names]) =>
      names.split(', ').map((name) => ({ name, category })),
    );
    expect(CLASSIC_SKILLS.map(({ name, category }) => ({ name, category }))).toEqual(expected);
    expect(CLASSIC_SKILLS).toHaveLength(75);
  });

  test('a skill whose rule is the same plays under one BB2025 id; classic-only ones have their own', () => {
    for (const info of CLASSIC_SKILLS) {
      expect(isSkillId(info.ref.id)).toBe(info.rule !== 'classic-only');
      expect(CLASSIC_SKILLS.filter((o) => o.ref.id === info.ref.id)).toHaveLength(1);
    }
    expect(parseClassicSkillName('Claw')).toEqual({ id: 'claws' });
    expect(parseClassicSkillName('bone-head')).toEqual({ id: 'bone-head' });
    expect(parseClassicSkillName('Loner')).toEqual({ id: 'loner', value: 4 });
    expect(parseClassicSkillName("Nurgle's Rot")).toEqual({ id: 'nurgles-rot' });
    expect(SKILL_CATALOGUE[parseClassicSkillName('Wild Animal').id as 'unchannelled-fury'].name).toBe(
      'Unchannelled Fury',
    );
    expect(formatClassicSkillRef({ id: 'claws' })).toBe('Claw');
  });

  test('a BB2025-only skill or a misspelling is not an LRB6 skill', () => {
    expect(() => parseClassicSkillName('Hatred (Troll)')).toThrow(SkillNameError);
    expect(() => parseClassicSkillName('Sidestepp')).toThrow('unknown LRB6 skill or trait "Sidestepp"');
  });

  test('coverage --edition classic lists every LRB6 skill, implemented only where a record plays its rule', () => {
    const rows = classicSkillCoverage();
    const classic = skillRegistry({ edition: EDITIONS.classic.id });
    expect(rows.map((r) => r.name)).toEqual(CLASSIC_SKILLS.map((s) => s.name));
    for (const [i, info] of CLASSIC_SKILLS.entries()) {
      const def = classic[info.ref.id];
      const own = def !== undefined && def !== (SKILL_REGISTRY as Record<string, unknown>)[info.ref.id];
      const expected =
        info.rule === 'same'
          ? isSkillId(info.ref.id) && isImplemented(info.ref.id)
          : info.rule === 'classic-only'
            ? def !== undefined
            : own || info.via !== undefined;
      expect(rows[i]?.implemented).toBe(expected);
    }
    expect(rows.find((r) => r.name === 'Dodge')?.implemented).toBe(true);
    // LRB6 Pro has a classic file; LRB6 Shadowing is the BB2025 file with the classic edition's 2D6 roll.
    expect(rows.find((r) => r.name === 'Pro')?.hooks).toEqual(['classic file: reroll']);
    expect(rows.find((r) => r.name === 'Shadowing')).toMatchObject({ implemented: true });
    const text = formatCoverage(rows);
    expect(text).toMatch(/Side Step\s+implemented/);
    expect(text).toMatch(new RegExp(`${rows.filter((r) => r.implemented).length} of 75 skills`));
  });
});
