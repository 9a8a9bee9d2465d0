/**
 * The classic AG table (seed 001, LRB6): a player's AG characteristic 1–6 gives the D6 result an agility
 * roll needs, after modifiers. AG above 6 reads as 6. A natural 1 still fails and a natural 6 still passes.
 */
export const AGILITY_TABLE = [
  { ag: 1, needs: 6 },
  { ag: 2, needs: 5 },
  { ag: 3, needs: 4 },
  { ag: 4, needs: 3 },
  { ag: 5, needs: 2 },
  { ag: 6, needs: 1 },
] as const;

export function agilityTable(ag: number): number {
  if (!Number.isInteger(ag) || ag < 1) throw new RangeError(`agility table: AG ${ag} is not 1 or more`);
  const row = AGILITY_TABLE[Math.min(ag, 6) - 1];
  return (row as (typeof AGILITY_TABLE)[number]).needs;
}

/** Classic characteristic limits (LRB6): AG and AV are characteristics, higher is better; there is no PA. */
export const CLASSIC_LIMITS = {
  ma: { min: 1, max: 10 },
  st: { min: 1, max: 10 },
  ag: { min: 1, max: 10 },
  av: { min: 1, max: 10 },
} as const;
