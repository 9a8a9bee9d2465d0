import { leaguePurses, pettyCashAfterFirst } from './budget.js';
import type { InducementDef, InducementList } from './define.js';
import { biasedReferee } from './items/biased-referee.js';
import { blitzersBestKegs } from './items/blitzers-best-kegs.js';
import { bribes } from './items/bribes.js';
import { extraTeamTraining } from './items/extra-team-training.js';
import { halflingMasterChef } from './items/halfling-master-chef.js';
import { josefBugman } from './items/josef-bugman.js';
import { mercenaryPlayers } from './items/mercenary.js';
import { mortuaryAssistant } from './items/mortuary-assistant.js';
import { partTimeAssistantCoaches } from './items/part-time-assistant-coaches.js';
import { plagueDoctor } from './items/plague-doctor.js';
import { prayersToNuffle } from './items/prayers-to-nuffle.js';
import { riotousRookies } from './items/riotous-rookies.js';
import { sportsWizard } from './items/sports-wizard.js';
import { starPlayers } from './items/star-player.js';
import { teamMascot } from './items/team-mascot.js';
import { tempAgencyCheerleaders } from './items/temp-agency-cheerleaders.js';
import { wanderingApothecary } from './items/wandering-apothecary.js';
import { weatherMage } from './items/weather-mage.js';
import { COMMON_INDUCEMENT_IDS, type InducementId } from './types.js';

/**
 * The inducements a coach can buy, each with its effect in the match. Items of the common list whose
 * effect is not implemented yet are not offered (`NOT_YET_OFFERED`, also in the package README): a coach
 * never pays for something that does nothing.
 */
export const INDUCEMENTS: Partial<Record<InducementId, InducementDef>> = {
  'prayers-to-nuffle': prayersToNuffle,
  'part-time-assistant-coaches': partTimeAssistantCoaches,
  'temp-agency-cheerleaders': tempAgencyCheerleaders,
  'team-mascot': teamMascot,
  'weather-mage': weatherMage,
  'blitzers-best-kegs': blitzersBestKegs,
  bribes,
  'extra-team-training': extraTeamTraining,
  'mortuary-assistant': mortuaryAssistant,
  'plague-doctor': plagueDoctor,
  'riotous-rookies': riotousRookies,
  'wandering-apothecary': wanderingApothecary,
  'halfling-master-chef': halflingMasterChef,
  'biased-referee': biasedReferee,
  'josef-bugman': josefBugman,
  mercenary: mercenaryPlayers,
  'star-player': starPlayers,
  'sports-wizard': sportsWizard,
};

export const NOT_YET_OFFERED: readonly InducementId[] = COMMON_INDUCEMENT_IDS.filter(
  (id) => !INDUCEMENTS[id],
);

export const OFFERED_INDUCEMENTS: readonly InducementDef[] = COMMON_INDUCEMENT_IDS.flatMap((id) => {
  const def = INDUCEMENTS[id];
  return def ? [def] : [];
});

/** BB2025's common list (§3.18), the list `Edition.inducements` names as `bb2025-common`. */
export const COMMON_LIST: InducementList = {
  id: 'bb2025-common',
  items: OFFERED_INDUCEMENTS,
  leaguePurses,
  pettyCashAfterFirst,
};
