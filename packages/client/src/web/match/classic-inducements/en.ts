/**
 * The LRB6 inducement list's short rule lines (classic rules reference §4), shown beside the offers in a
 * classic match. A chunk of its own (`../classic-inducement-rules.tsx`): none of it is in first paint.
 */
export const classicInducementsEn = {
  'classic-inducements.title': 'The LRB6 inducements',
  'classic-inducements.purse':
    'The team with the lower team value gets the difference to spend; the other gets nothing. Gold left unspent is lost.',
  'classic-inducements.bloodweiser-babes':
    '0–2, 50k each: +1 per Babe to the team’s Knocked Out recovery rolls.',
  'classic-inducements.bribes': '0–3, 100k each (50k for Goblins): a player Sent off stays on a D6 2+.',
  'classic-inducements.extra-team-training': '0–4, 100k each: one more team Re-roll each half.',
  'classic-inducements.halfling-master-chef':
    '0–1, 300k (100k for Halflings): at the start of each half 3D6, each 4+ takes one of the opponent’s team Re-rolls.',
  'classic-inducements.igor':
    '0–1, 100k, for teams that cannot hire an Apothecary: re-rolls one failed Regeneration roll in the match.',
  'classic-inducements.mercenary':
    'The position’s cost + 30k, +50k for one skill of its normal categories; plays with Loner; never more than 16 players.',
  'classic-inducements.wandering-apothecary':
    '0–2, 100k each, for teams that may hire an Apothecary: each works as an Apothecary once.',
} as const;

export type ClassicInducementKey = keyof typeof classicInducementsEn;
export type ClassicInducementMessages = Readonly<Record<ClassicInducementKey, string>>;
