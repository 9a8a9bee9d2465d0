import { getRoster } from '../../rosters/rosters.js';
import { bb2025RosterOf, type InducementDef, limited } from '../define.js';

/** What a Wandering Apothecary does once bought: one more Apothecary use this game (both editions). */
export const addApothecary: NonNullable<InducementDef['onBuy']> = (ctx, side) => {
  ctx.s.teams[side].apothecaries += 1;
};

/** 0–2 at 100k, for teams that may hire an Apothecary: each is one more Apothecary use this game. */
export const wanderingApothecary = limited(
  'wandering-apothecary',
  'Wandering Apothecary',
  (team) => (getRoster(bb2025RosterOf(team)).apothecary ? 2 : 0),
  () => 100_000,
  addApothecary,
);
