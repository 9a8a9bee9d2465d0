import type { Fixture, Schedule } from './types.js';

/**
 * A round robin by the circle method: the first team stays put, the others rotate one place a round,
 * so every pair meets once and nobody plays twice in a round. An odd count adds a bye (the team drawn
 * against it sits the round out). Home and away alternate for the fixed team; `homeAndAway` adds the
 * return legs, mirrored, after the first half of the season.
 */
export function roundRobin(teamIds: readonly string[], options: { homeAndAway?: boolean } = {}): Schedule {
  if (new Set(teamIds).size !== teamIds.length)
    throw new RangeError('round robin: team ids must be distinct');
  const slots: (string | null)[] = teamIds.length % 2 === 0 ? [...teamIds] : [...teamIds, null];
  const n = slots.length;
  const rounds: Fixture[][] = [];
  const byes: (string | null)[] = [];
  if (n < 2) return { rounds, byes };
  let ring = slots.slice(1);
  for (let r = 0; r < n - 1; r++) {
    const order = [slots[0] ?? null, ...ring];
    const fixtures: Fixture[] = [];
    let bye: string | null = null;
    for (let i = 0; i < n / 2; i++) {
      const a = order[i] ?? null;
      const b = order[n - 1 - i] ?? null;
      if (a === null || b === null) {
        bye = a ?? b;
        continue;
      }
      const swap = i === 0 ? r % 2 === 1 : i % 2 === 1;
      fixtures.push({ round: r + 1, home: swap ? b : a, away: swap ? a : b });
    }
    rounds.push(fixtures);
    byes.push(bye);
    ring = [ring[ring.length - 1] as string | null, ...ring.slice(0, -1)];
  }
  if (options.homeAndAway) {
    const first = rounds.length;
    rounds.slice(0, first).forEach((fixtures, r) => {
      rounds.push(fixtures.map((f) => ({ round: first + r + 1, home: f.away, away: f.home })));
      byes.push(byes[r] ?? null);
    });
  }
  return { rounds, byes };
}
