import type { InducementList } from '../define.js';
import { bloodweiserBabes } from './bloodweiser-babes.js';
import { classicBribes } from './bribes.js';
import { classicExtraTeamTraining } from './extra-team-training.js';
import { classicHalflingMasterChef } from './halfling-master-chef.js';
import { igor } from './igor.js';
import { classicMercenaries } from './mercenary.js';
import { lrb6Purses } from './purse.js';
import { classicWanderingApothecary } from './wandering-apothecary.js';

/**
 * The LRB6 inducement list (classic rules reference §4), in its order. Star Players are not offered: the
 * reference has no LRB6 Star list (§10 point 7; see the rules README).
 */
export const LRB6_LIST: InducementList = {
  id: 'lrb6',
  items: [
    bloodweiserBabes,
    classicBribes,
    classicExtraTeamTraining,
    classicHalflingMasterChef,
    igor,
    classicMercenaries,
    classicWanderingApothecary,
  ],
  leaguePurses: lrb6Purses,
  // The higher team buys nothing in LRB6: the lower team's gold stays the gap.
  pettyCashAfterFirst: (gap) => gap,
};
