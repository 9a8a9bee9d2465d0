import { type InducementDef, limited } from '../define.js';

/** What Extra Team Training does once bought: one more team re-roll, every half (both editions). */
export const addTeamReroll: NonNullable<InducementDef['onBuy']> = (ctx, side) => {
  const t = ctx.s.teams[side];
  t.rerolls += 1;
  t.rerollsPerHalf += 1;
};

/**
 * 0–8 at 100k: one more team re-roll. Read as one more per half, like the team's own re-rolls (the
 * reference marks this reading unverified; see the package README).
 */
export const extraTeamTraining = limited(
  'extra-team-training',
  'Extra Team Training',
  () => 8,
  () => 100_000,
  addTeamReroll,
);
