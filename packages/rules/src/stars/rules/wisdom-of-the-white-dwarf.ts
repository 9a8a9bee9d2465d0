import { distance } from '../../pitch.js';
import type { SkillId } from '../../skills/catalogue.js';
import { grantForTurn } from '../activation.js';
import type { StarRuleDef } from '../hooks.js';

/** The skills Grombrindal may lend. */
const LENT: readonly SkillId[] = ['break-tackle', 'dauntless', 'mighty-blow', 'sure-feet'];

/**
 * Wisdom of the White Dwarf (Grombrindal): once per game, as he is activated, a team-mate within 2 squares
 * gains Break Tackle, Dauntless, Mighty Blow or Sure Feet (his coach's choice) until the end of the turn.
 */
export const wisdomOfTheWhiteDwarf: StarRuleDef = {
  id: 'wisdom-of-the-white-dwarf',
  activation: {
    text: 'lends a team-mate his wisdom',
    when: (_s, owner) => owner.at !== null,
    targets: (s, owner) =>
      s.players.filter(
        (o) =>
          o.team === owner.team &&
          o.id !== owner.id &&
          o.at !== null &&
          owner.at !== null &&
          distance(o.at, owner.at) <= 2,
      ),
    choices: (_s, _owner, target) => LENT.filter((k) => !target.skills.some((r) => r.id === k)),
    resolve: (_ctx, _owner, target, choice) => {
      const skill = LENT.find((k) => k === choice);
      if (target && skill) grantForTurn(target, skill);
      return false;
    },
  },
};
