/** The LRB6 list in its order (classic rules reference §4); Star Players are not offered. */
export const LRB6_ITEMS = [
  'bloodweiser-babes',
  'bribes',
  'extra-team-training',
  'halfling-master-chef',
  'igor',
  'mercenary',
  'wandering-apothecary',
] as const;
