import { limited } from '../define.js';
import { addTeamReroll } from '../items/extra-team-training.js';

/** LRB6 Extra Team Training, 0–4 at 100k: one more team re-roll each half (BB2025's effect, its own limit). */
export const classicExtraTeamTraining = limited(
  'extra-team-training',
  'Extra Team Training',
  () => 4,
  () => 100_000,
  addTeamReroll,
);
