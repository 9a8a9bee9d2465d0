import type { PlayerState } from '../state/types.js';
import type { StarRuleDef } from './hooks.js';
import type { StarRuleId } from './ids.js';
import { aSneakyPair } from './rules/a-sneaky-pair.js';
import { allYouCanEat } from './rules/all-you-can-eat.js';
import { balefulHex } from './rules/baleful-hex.js';
import { beerBarrelBash } from './rules/beer-barrel-bash.js';
import { blackInk } from './rules/black-ink.js';
import { blastIt } from './rules/blast-it.js';
import { blastinSolvesEverything } from './rules/blastin-solves-everything.js';
import { blindRage } from './rules/blind-rage.js';
import { boundingLeap } from './rules/bounding-leap.js';
import { brutalBlock } from './rules/brutal-block.js';
import { catchOfTheDay } from './rules/catch-of-the-day.js';
import { consummateProfessional } from './rules/consummate-professional.js';
import { crushingBlow } from './rules/crushing-blow.js';
import { dwarfenGrit } from './rules/dwarfen-grit.js';
import { dwarvenScourge } from './rules/dwarven-scourge.js';
import { excuseMeAreYouAZoat } from './rules/excuse-me-are-you-a-zoat.js';
import { frenziedRush } from './rules/frenzied-rush.js';
import { furiousOutburst } from './rules/furious-outburst.js';
import { furyOfTheBloodGod } from './rules/fury-of-the-blood-god.js';
import { ghostlyFlames } from './rules/ghostly-flames.js';
import { goredByTheBull } from './rules/gored-by-the-bull.js';
import { halflingLuck } from './rules/halfling-luck.js';
import { illBeBack } from './rules/ill-be-back.js';
import { illCarryYou } from './rules/ill-carry-you.js';
import { incorporeal } from './rules/incorporeal.js';
import { indomitable } from './rules/indomitable.js';
import { kaboom } from './rules/kaboom.js';
import { kickEmWhileTheyreDown } from './rules/kick-em-while-theyre-down.js';
import { krumpAndSmash } from './rules/krump-and-smash.js';
import { lookIntoMyEyes } from './rules/look-into-my-eyes.js';
import { lordOfChaos } from './rules/lord-of-chaos.js';
import { masterAssassin } from './rules/master-assassin.js';
import { maximumCarnage } from './rules/maximum-carnage.js';
import { mesmerisingDance } from './rules/mesmerising-dance.js';
import { oldPro } from './rules/old-pro.js';
import { primalSavagery } from './rules/primal-savagery.js';
import { pumpUpTheCrowd } from './rules/pump-up-the-crowd.js';
import { putridRegurgitation } from './rules/putrid-regurgitation.js';
import { quickBite } from './rules/quick-bite.js';
import { raidingParty } from './rules/raiding-party.js';
import { ram } from './rules/ram.js';
import { reliable } from './rules/reliable.js';
import { savageBlow } from './rules/savage-blow.js';
import { savageMauling } from './rules/savage-mauling.js';
import { shotToNothing } from './rules/shot-to-nothing.js';
import { slashingNails } from './rules/slashing-nails.js';
import { slayer } from './rules/slayer.js';
import { sneakiestOfTheLot } from './rules/sneakiest-of-the-lot.js';
import { starOfTheShow } from './rules/star-of-the-show.js';
import { strongPassingGame } from './rules/strong-passing-game.js';
import { swiftAsTheBreeze } from './rules/swift-as-the-breeze.js';
import { tastyMorsel } from './rules/tasty-morsel.js';
import { theBallista } from './rules/the-ballista.js';
import { theFlashingBlade } from './rules/the-flashing-blade.js';
import { thinkingMansTroll } from './rules/thinking-mans-troll.js';
import { toxinConnoisseur } from './rules/toxin-connoisseur.js';
import { treacherous } from './rules/treacherous.js';
import { unstoppableMomentum } from './rules/unstoppable-momentum.js';
import { viciousVines } from './rules/vicious-vines.js';
import { watchOut } from './rules/watch-out.js';
import { whirlingDervish } from './rules/whirling-dervish.js';
import { wisdomOfTheWhiteDwarf } from './rules/wisdom-of-the-white-dwarf.js';
import { woodlandFury } from './rules/woodland-fury.js';
import { workingInTandem } from './rules/working-in-tandem.js';
import { yoink } from './rules/yoink.js';

const ALL: readonly StarRuleDef[] = [
  aSneakyPair,
  allYouCanEat,
  balefulHex,
  beerBarrelBash,
  blackInk,
  blastIt,
  blastinSolvesEverything,
  blindRage,
  boundingLeap,
  brutalBlock,
  catchOfTheDay,
  consummateProfessional,
  crushingBlow,
  dwarfenGrit,
  dwarvenScourge,
  excuseMeAreYouAZoat,
  frenziedRush,
  furiousOutburst,
  furyOfTheBloodGod,
  ghostlyFlames,
  goredByTheBull,
  halflingLuck,
  illBeBack,
  illCarryYou,
  incorporeal,
  indomitable,
  kaboom,
  kickEmWhileTheyreDown,
  krumpAndSmash,
  lookIntoMyEyes,
  lordOfChaos,
  masterAssassin,
  maximumCarnage,
  mesmerisingDance,
  oldPro,
  primalSavagery,
  pumpUpTheCrowd,
  putridRegurgitation,
  quickBite,
  raidingParty,
  ram,
  reliable,
  savageBlow,
  savageMauling,
  shotToNothing,
  slashingNails,
  slayer,
  sneakiestOfTheLot,
  starOfTheShow,
  strongPassingGame,
  swiftAsTheBreeze,
  tastyMorsel,
  theBallista,
  theFlashingBlade,
  thinkingMansTroll,
  toxinConnoisseur,
  treacherous,
  unstoppableMomentum,
  viciousVines,
  watchOut,
  whirlingDervish,
  wisdomOfTheWhiteDwarf,
  woodlandFury,
  workingInTandem,
  yoink,
];

/** Every implemented special rule, by id. An id missing here is "not yet" implemented. */
export const STAR_RULE_REGISTRY: Readonly<Partial<Record<StarRuleId, StarRuleDef>>> = Object.fromEntries(
  ALL.map((d) => [d.id, d]),
);

/** The player's special rule, when it is a Star Player whose rule is implemented. */
export const starRuleOf = (p: PlayerState): StarRuleDef | undefined =>
  p.star ? STAR_RULE_REGISTRY[p.star.rule] : undefined;
