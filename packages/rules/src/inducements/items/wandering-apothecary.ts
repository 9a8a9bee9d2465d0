import { getRoster } from '../../rosters/rosters.js';
import { limited } from '../define.js';

/** 0–2 at 100k, for teams that may hire an Apothecary: each is one more Apothecary use this game. */
export const wanderingApothecary = limited(
  'wandering-apothecary',
  'Wandering Apothecary',
  (team) => (getRoster(team.rosterId).apothecary ? 2 : 0),
  () => 100_000,
  (ctx, side) => {
    ctx.s.teams[side].apothecaries += 1;
  },
);
