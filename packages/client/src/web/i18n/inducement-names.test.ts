import { INDUCEMENT_IDS, PRAYER_IDS } from '@dugout/rules';
import { describeNames } from '../../test-support/catalogue-checks.js';
import { japanese, korean } from './catalogues.js';
import { en } from './en.js';

// Issue 16: every inducement of the common list, all 16 Prayers to Nuffle and the Sports-Wizard's two
// spells are named in English, Korean and Japanese (Star Players' special rules are named elsewhere).
const OTHERS = [
  { locale: 'ko', ...korean },
  { locale: 'ja', ...japanese },
];
const SPELLS = ['fireball', 'zap'] as const;

describeNames('the inducements', 'inducement', INDUCEMENT_IDS, en, OTHERS);
describeNames('the Prayers to Nuffle', 'prayer', PRAYER_IDS, en, OTHERS);
describeNames("the Sports-Wizard's spells", 'spell', SPELLS, en, OTHERS);
