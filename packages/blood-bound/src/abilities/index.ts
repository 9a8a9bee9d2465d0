import type { CharacterName } from '../types.js';
import type { Ability } from './ability.js';
import { ALCHEMIST } from './alchemist.js';
import { ASSASSIN } from './assassin.js';
import { BERSERKER } from './berserker.js';
import { COURTESAN } from './courtesan.js';
import { ELDER } from './elder.js';
import { GUARDIAN } from './guardian.js';
import { HARLEQUIN } from './harlequin.js';
import { INQUISITOR } from './inquisitor.js';
import { MAGE } from './mage.js';
import { MENTALIST } from './mentalist.js';

/** Every character's ability, by character: the compiler checks none is missing. */
export const ABILITIES: Readonly<Record<CharacterName, Ability>> = {
  elder: ELDER,
  assassin: ASSASSIN,
  harlequin: HARLEQUIN,
  alchemist: ALCHEMIST,
  mentalist: MENTALIST,
  guardian: GUARDIAN,
  berserker: BERSERKER,
  mage: MAGE,
  courtesan: COURTESAN,
  inquisitor: INQUISITOR,
};
