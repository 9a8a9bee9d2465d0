import type { ClassicRosterId } from '../rosters/classic/ids.js';
import type { RosterId } from '../rosters/ids.js';
import type { FavouredId, LeagueId, TeamRuleId } from '../rosters/leagues.js';
import type { SkillRef } from '../skills/catalogue.js';
import type { Stats } from '../state/types.js';
import type { PrayerId } from '../tables/prayers-to-nuffle.js';
import type { Side } from '../types.js';

/** §3.18 the BB2025 common list of inducements, in the rulebook's order. */
export const COMMON_INDUCEMENT_IDS = [
  'prayers-to-nuffle',
  'part-time-assistant-coaches',
  'temp-agency-cheerleaders',
  'team-mascot',
  'weather-mage',
  'blitzers-best-kegs',
  'bribes',
  'extra-team-training',
  'mortuary-assistant',
  'plague-doctor',
  'riotous-rookies',
  'wandering-apothecary',
  'halfling-master-chef',
  'biased-referee',
  'josef-bugman',
  'mercenary',
  'star-player',
  'sports-wizard',
] as const;

/** The LRB6 items (classic rules reference §4) BB2025's list has no counterpart for. */
export const LRB6_ONLY_INDUCEMENT_IDS = ['bloodweiser-babes', 'igor'] as const;

/** Every inducement of every edition's list; which of them a match offers is its edition's list (`lists.ts`). */
export const INDUCEMENT_IDS = [...COMMON_INDUCEMENT_IDS, ...LRB6_ONLY_INDUCEMENT_IDS] as const;
export type InducementId = (typeof INDUCEMENT_IDS)[number];

/** The inducement lists the engine plays: BB2025's common list and LRB6's (classic rules reference §4). */
export const INDUCEMENT_LIST_IDS = ['bb2025-common', 'lrb6'] as const;
export type InducementListId = (typeof INDUCEMENT_LIST_IDS)[number];

/** A skill an inducement may hand out (a Mercenary's extra skill): BB2025's or an LRB6-only one. */
export type InducementSkillId = SkillRef['id'];

/** One thing a coach bought. `star` / `position` / `skill` say which Star or Mercenary it was. */
export interface Purchase {
  item: InducementId;
  cost: number;
  /** Star Player id (a pair is one purchase naming the first of the two). */
  star?: string;
  /** Mercenary: the roster position hired. */
  position?: string;
  /** Mercenary: the Primary (LRB6: Normal) skill bought with it. */
  skill?: InducementSkillId;
  /** Players this purchase added to the match (Stars, Mercenaries, Riotous Rookies). */
  players?: string[];
}

/** What the inducement step needs to know of a team: its roster and the choices that gate the list. */
export interface InducingTeam {
  rosterId: RosterId | ClassicRosterId;
  /** BB2025's League (Star Players are hired by it); null for an LRB6 team. */
  league: LeagueId | null;
  favoured: FavouredId | null;
  specialRules: TeamRuleId[];
}

/**
 * How the match pays for inducements (§3.18, §3.22). League: each team's Current Team Value and
 * Treasury; exhibition / matched play: each team's unspent draft budget, and what its team sheet
 * already bought.
 */
export type InducementSetup =
  | { mode: 'league'; ctv: Record<Side, number>; treasury: Record<Side, number> }
  | { mode: 'exhibition'; budget: Record<Side, number>; sheet?: Partial<Record<Side, SheetInducement[]>> };

/** An inducement as a team sheet lists it (bought at the draft from its budget). */
export interface SheetInducement {
  item: InducementId;
  star?: string;
  position?: string;
  skill?: InducementSkillId;
}

/** One side's purse and purchases. */
export interface InducingSide {
  team: InducingTeam;
  /** Petty cash it may spend (lost if unspent). */
  pettyCash: number;
  /** Treasury (league) or draft budget (exhibition) it may spend. */
  treasury: number;
  bought: Purchase[];
  /** Spent out of petty cash and out of Treasury (or budget). */
  spentPettyCash: number;
  spentTreasury: number;
  /** Petty cash left unspent when the side was done. */
  lost: number;
  done: boolean;
}

/** The match's inducements: how they were paid for, what each side bought, and what is in force. */
export interface InducementsState {
  mode: InducementSetup['mode'];
  /** League: the higher-CTV team, who buys first (null on equal CTV and in exhibition play). */
  first: Side | null;
  /** Each team's CTV (a league match's purses come from it; exhibition play only shows it). */
  ctv?: Record<Side, number>;
  sides: Record<Side, InducingSide>;
  /** Prayers to Nuffle in force for each side, for the whole game. */
  prayers: Record<Side, PrayerId[]>;
  /** Once-per-game uses already made, as `<side>:<key>` (Plague Doctor, Weather Mage, Throw a Rock …). */
  used?: string[];
  /** Zap!: each Frog's own characteristics and skills, given back when the drive ends. */
  frogs?: Record<string, { stats: Stats; skills: SkillRef[] }>;
  /** Sides whose Team Mascot re-roll is still there this half. */
  mascotReady?: Side[];
  /** Exhibition: what each team sheet bought at the draft (applied at the start of the step). */
  sheet?: Partial<Record<Side, SheetInducement[]>>;
}
