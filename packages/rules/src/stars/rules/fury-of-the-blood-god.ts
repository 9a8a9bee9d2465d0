import type { StarRuleDef } from '../hooks.js';

/**
 * Fury of the Blood God (Scyla Anfingrimm): once per game, a natural 1 on Unchannelled Fury after declaring a
 * Block Action gives him two Block Actions instead of the failure, the first (Frenzy and all) resolved
 * before the second, which may aim at anyone he then Marks.
 */
export const furyOfTheBloodGod: StarRuleDef = {
  id: 'fury-of-the-blood-god',
  repeatsActionOn: (purpose, natural, action) =>
    purpose === 'unchannelled-fury' && natural === 1 && action === 'block',
};
