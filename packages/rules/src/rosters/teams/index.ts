import type { RosterId } from '../ids.js';
import type { RawRoster } from '../schema.js';
import { amazon } from './amazon.js';
import { blackOrc } from './black-orc.js';
import { bretonnian } from './bretonnian.js';
import { chaosChosen } from './chaos-chosen.js';
import { chaosDwarf } from './chaos-dwarf.js';
import { chaosRenegades } from './chaos-renegades.js';
import { darkElf } from './dark-elf.js';
import { dwarf } from './dwarf.js';
import { elvenUnion } from './elven-union.js';
import { gnome } from './gnome.js';
import { goblin } from './goblin.js';
import { halfling } from './halfling.js';
import { highElf } from './high-elf.js';
import { human } from './human.js';
import { imperialNobility } from './imperial-nobility.js';
import { khorne } from './khorne.js';
import { lizardmen } from './lizardmen.js';
import { necromanticHorror } from './necromantic-horror.js';
import { norse } from './norse.js';
import { nurgle } from './nurgle.js';
import { ogre } from './ogre.js';
import { oldWorldAlliance } from './old-world-alliance.js';
import { orc } from './orc.js';
import { shamblingUndead } from './shambling-undead.js';
import { skaven } from './skaven.js';
import { snotling } from './snotling.js';
import { tombKings } from './tomb-kings.js';
import { underworldDenizens } from './underworld-denizens.js';
import { vampire } from './vampire.js';
import { woodElf } from './wood-elf.js';

/** Raw data of every roster, one file each; checked and converted by `../rosters.ts`. */
export const RAW_ROSTERS: Readonly<Record<RosterId, RawRoster>> = {
  amazon: amazon,
  'black-orc': blackOrc,
  bretonnian: bretonnian,
  'chaos-chosen': chaosChosen,
  'chaos-dwarf': chaosDwarf,
  'chaos-renegades': chaosRenegades,
  'dark-elf': darkElf,
  dwarf: dwarf,
  'elven-union': elvenUnion,
  gnome: gnome,
  goblin: goblin,
  halfling: halfling,
  'high-elf': highElf,
  human: human,
  'imperial-nobility': imperialNobility,
  khorne: khorne,
  lizardmen: lizardmen,
  'necromantic-horror': necromanticHorror,
  norse: norse,
  nurgle: nurgle,
  ogre: ogre,
  'old-world-alliance': oldWorldAlliance,
  orc: orc,
  'shambling-undead': shamblingUndead,
  skaven: skaven,
  snotling: snotling,
  'tomb-kings': tombKings,
  'underworld-denizens': underworldDenizens,
  vampire: vampire,
  'wood-elf': woodElf,
};
