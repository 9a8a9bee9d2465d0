/**
 * LRB6 Spiralling Expenses (classic rules reference §4, BOT values): a team worth 1,750,000 gp or more pays
 * 10,000 gp out of its winnings for each 150,000 gp band from there (1,750,000–1,899,999 pays 10,000,
 * 1,900,000–2,049,999 pays 20,000, …).
 */
export const CLASSIC_SPIRALLING = { from: 1_750_000, band: 150_000, perBand: 10_000 } as const;

/** What a team of value `teamValue` pays in Spiralling Expenses after a match. */
export function classicSpirallingExpenses(teamValue: number): number {
  const { from, band, perBand } = CLASSIC_SPIRALLING;
  if (teamValue < from) return 0;
  return (Math.floor((teamValue - from) / band) + 1) * perBand;
}
