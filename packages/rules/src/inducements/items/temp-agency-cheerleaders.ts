import { limited } from '../define.js';

/** 0–5 at 5k: each counts as a Cheerleader for this game (Cheering Fans). */
export const tempAgencyCheerleaders = limited(
  'temp-agency-cheerleaders',
  'Temp Agency Cheerleaders',
  () => 5,
  () => 5_000,
  (ctx, side) => {
    ctx.s.teams[side].cheerleaders += 1;
  },
);
