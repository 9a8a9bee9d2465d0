import { type SkillCategory, type SkillId, skillsInCategory } from '../skills/catalogue.js';

/** Categories that have a random skill table (§2.8): every skill category, not traits. */
export type RandomSkillCategory = Exclude<SkillCategory, 'T'>;

/**
 * §2.8 Random skill table: the first D6 picks the half (1–3 → rows 1–6, 4–6 → rows 7–12), the second
 * D6 the row. The catalogue lists each category in this order. A random advancement rolls twice and
 * keeps one; re-rolling skills the player has or cannot take is the caller's business.
 */
export function randomSkillTable(category: RandomSkillCategory, firstD6: number, secondD6: number): SkillId {
  for (const d of [firstD6, secondD6]) {
    if (!Number.isInteger(d) || d < 1 || d > 6) {
      throw new RangeError(`random skill: ${d} is not a valid D6 (expected an integer 1..6)`);
    }
  }
  const index = (firstD6 <= 3 ? 0 : 6) + secondD6 - 1;
  const id = skillsInCategory(category)[index];
  if (id === undefined) throw new RangeError(`random skill: no skill table for category ${category}`);
  return id;
}
