import { limited } from '../define.js';

/**
 * Team Mascot, 0–1 at 25k: one more team re-roll each half, which works only on a D6 4+ (tried before
 * the team's other re-rolls; on 1–3 it is lost for the half and an ordinary one may still be used), and
 * a re-roll of a natural 1 on the Cheering Fans D6 (`tryMascot`, `rerollsCheeringOne`).
 */
export const teamMascot = limited(
  'team-mascot',
  'Team Mascot',
  () => 1,
  () => 25_000,
  (ctx, side) => {
    // Bought before the first half: ready from its start (`startOfHalf` refills it each half).
    const ind = ctx.s.inducements;
    if (ind) ind.mascotReady = [...(ind.mascotReady ?? []).filter((x) => x !== side), side];
  },
);
