import { limited } from '../define.js';
import { addBribe } from '../items/bribes.js';

/** LRB6 Bribes, 0–3 at 100k (50k for a Goblin team): each keeps a Sent-off player on a D6 2+. */
export const classicBribes = limited(
  'bribes',
  'Bribes',
  () => 3,
  (team) => (team.rosterId === 'goblin' ? 50_000 : 100_000),
  addBribe,
);
