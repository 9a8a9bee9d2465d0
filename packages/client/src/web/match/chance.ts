/** A success chance as a percentage a coach can read: never "0%" or "100%" for something uncertain. */
export function formatChance(p: number): string {
  if (!Number.isFinite(p) || p <= 0) return '0%';
  if (p >= 1) return '100%';
  const pct = p * 100;
  if (pct < 1) return '<1%';
  if (pct > 99) return '>99%';
  return `${Math.round(pct)}%`;
}
