import type { ClassicRosterId } from '../ids.js';
import type { RawClassicRoster } from '../schema.js';
import { amazon } from './amazon.js';
import { chaos } from './chaos.js';
import { chaosDwarf } from './chaos-dwarf.js';
import { chaosPact } from './chaos-pact.js';
import { darkElf } from './dark-elf.js';
import { dwarf } from './dwarf.js';
import { elvenUnion } from './elven-union.js';
import { goblin } from './goblin.js';
import { halfling } from './halfling.js';
import { highElf } from './high-elf.js';
import { human } from './human.js';
import { khemri } from './khemri.js';
import { lizardman } from './lizardman.js';
import { necromantic } from './necromantic.js';
import { norse } from './norse.js';
import { nurgle } from './nurgle.js';
import { ogre } from './ogre.js';
import { orc } from './orc.js';
import { skaven } from './skaven.js';
import { slann } from './slann.js';
import { undead } from './undead.js';
import { underworld } from './underworld.js';
import { vampire } from './vampire.js';
import { woodElf } from './wood-elf.js';

/** Raw data of every LRB6 roster, one file each; checked and converted by `../rosters.ts`. */
export const RAW_CLASSIC_ROSTERS: Readonly<Record<ClassicRosterId, RawClassicRoster>> = {
  amazon: amazon,
  chaos: chaos,
  'chaos-dwarf': chaosDwarf,
  'chaos-pact': chaosPact,
  'dark-elf': darkElf,
  dwarf: dwarf,
  'elven-union': elvenUnion,
  goblin: goblin,
  halfling: halfling,
  'high-elf': highElf,
  human: human,
  khemri: khemri,
  lizardman: lizardman,
  necromantic: necromantic,
  norse: norse,
  nurgle: nurgle,
  ogre: ogre,
  orc: orc,
  skaven: skaven,
  slann: slann,
  undead: undead,
  underworld: underworld,
  vampire: vampire,
  'wood-elf': woodElf,
};
