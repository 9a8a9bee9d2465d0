import { hasRule, limited } from '../define.js';

/** 0–3 at 100k; Bribery and Corruption teams 0–6 at 50k. Each is one Bribe for a Sent-off player (§3.15). */
export const bribes = limited(
  'bribes',
  'Bribes',
  (team) => (hasRule(team, 'bribery-and-corruption') ? 6 : 3),
  (team) => (hasRule(team, 'bribery-and-corruption') ? 50_000 : 100_000),
  (ctx, side) => {
    ctx.s.teams[side].bribes += 1;
  },
);
