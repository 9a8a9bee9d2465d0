import { limited } from '../define.js';

/** 0–5 at 20k: each counts as an Assistant Coach for this game (Brilliant Coaching). */
export const partTimeAssistantCoaches = limited(
  'part-time-assistant-coaches',
  'Part-time Assistant Coaches',
  () => 5,
  () => 20_000,
  (ctx, side) => {
    ctx.s.teams[side].assistantCoaches += 1;
  },
);
