import { hasRule, type InducementDef, limited } from '../define.js';

/** What a Bribe does once bought: one more for a Sent-off player (§3.15; LRB6 alike, D6 2+). */
export const addBribe: NonNullable<InducementDef['onBuy']> = (ctx, side) => {
  ctx.s.teams[side].bribes += 1;
};

/** 0–3 at 100k; Bribery and Corruption teams 0–6 at 50k. Each is one Bribe for a Sent-off player (§3.15). */
export const bribes = limited(
  'bribes',
  'Bribes',
  (team) => (hasRule(team, 'bribery-and-corruption') ? 6 : 3),
  (team) => (hasRule(team, 'bribery-and-corruption') ? 50_000 : 100_000),
  addBribe,
);
