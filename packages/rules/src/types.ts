/**
 * The engine's vocabulary. Every closed set is declared once as an `as const` array and its union type is
 * derived from it, so loops (validation, bots, coverage) and types cannot drift apart.
 */

export const SIDES = ['home', 'away'] as const;
export type Side = (typeof SIDES)[number];
export const otherSide = (side: Side): Side => (side === 'home' ? 'away' : 'home');

/** How a player on the pitch is lying. Off the pitch a player sits in a dugout box instead. */
export const PLAYER_STATUSES = ['standing', 'prone', 'stunned'] as const;
export type PlayerStatus = (typeof PLAYER_STATUSES)[number];

/** Dugout boxes. `reserves` holds players available for the next set-up. */
export const DUGOUT_BOXES = ['reserves', 'knocked-out', 'casualty', 'sent-off', 'dead'] as const;
export type DugoutBox = (typeof DUGOUT_BOXES)[number];

/** Actions a player may declare when activated (BB2025 §3.3). */
export const ACTION_KINDS = [
  'move',
  'secure-the-ball',
  'block',
  'blitz',
  'pass',
  'hand-off',
  'foul',
  'throw-team-mate',
  'special',
  'forgo',
] as const;
export type ActionKind = (typeof ACTION_KINDS)[number];

/** Once-per-team-turn actions; declaring one uses it up even if a trait roll then stops the player. */
export const ONCE_PER_TURN_ACTIONS = [
  'secure-the-ball',
  'blitz',
  'pass',
  'hand-off',
  'foul',
  'throw-team-mate',
] as const satisfies readonly ActionKind[];
export type OncePerTurnAction = (typeof ONCE_PER_TURN_ACTIONS)[number];

export const WEATHERS = ['sweltering-heat', 'very-sunny', 'perfect', 'pouring-rain', 'blizzard'] as const;
export type Weather = (typeof WEATHERS)[number];

/** Why a die was rolled. Every roll event carries one. */
export const ROLL_PURPOSES = [
  'weather',
  'coin-toss',
  'fan-factor',
  'kick-deviation-direction',
  'kick-deviation-distance',
  'kick-off-event',
  'kick-off-event-roll',
  'random-player',
  'dodge',
  'rush',
  'jump',
  'pick-up',
  'secure-the-ball',
  'stand-up',
  'catch',
  'bounce',
  'scatter',
  'throw-in-direction',
  'throw-in-distance',
  'armour',
  'injury',
  'casualty',
  'lasting-injury',
  'regeneration',
  'ko-recovery',
  'loner',
  'pro',
  'steady-footing',
  'bone-head',
  'really-stupid',
  'animal-savagery',
  'unchannelled-fury',
  'take-root',
  'bloodlust',
  'shadowing',
  'tentacles',
  'pick-me-up',
  'crowd-takes-action',
  'sweltering-heat',
  'block',
  'dauntless',
  'foul-appearance',
  'argue-the-call',
  'bribe',
  'chainsaw',
  'projectile-vomit',
  'breathe-fire',
  'hypnotic-gaze',
  'saboteur',
  'chomp',
  'pass',
  'interception',
  'animosity',
  'always-hungry',
  'throw-team-mate',
  'landing',
  'bomb-hit',
  'ball-and-chain',
  'inducement',
  'prayers-to-nuffle',
  'biased-referee',
  'team-mascot',
  'halfling-master-chef',
  'sports-wizard',
  /** A Star Player special rule's own D6 (All You Can Eat's sending-off, Blastin' Solves Everything …). */
  'star-rule',
] as const;
export type RollPurpose = (typeof ROLL_PURPOSES)[number];

/** Ways of going down (BB2025 §3.1). */
export const DOWN_KINDS = ['placed-prone', 'falls-over', 'knocked-down'] as const;
export type DownKind = (typeof DOWN_KINDS)[number];

export const INJURY_RESULTS = ['stunned', 'knocked-out', 'badly-hurt', 'casualty'] as const;
export type InjuryResult = (typeof INJURY_RESULTS)[number];

export const CASUALTY_RESULTS = [
  'badly-hurt',
  'seriously-hurt',
  'serious-injury',
  'lasting-injury',
  'dead',
] as const;
export type CasualtyResult = (typeof CASUALTY_RESULTS)[number];

export const LASTING_INJURIES = ['av', 'ma', 'pa', 'ag', 'st'] as const;
export type LastingInjury = (typeof LASTING_INJURIES)[number];

/** Why a turn ended early (BB2025 §3.2 turnover list, the parts this engine implements so far). */
export const TURNOVER_REASONS = [
  'fell-over',
  'knocked-down',
  'ball-carrier-placed-prone',
  'failed-pick-up',
  'failed-secure-the-ball',
  'pushed-into-crowd',
  'touchdown',
  'crowd-takes-action',
  'bloodlust',
  'fumbled-pass',
  'pass-not-caught',
  'hand-off-not-caught',
  'thrown-player-off-pitch',
  'interception',
  'sent-off',
] as const;
export type TurnoverReason = (typeof TURNOVER_REASONS)[number];

export const KICK_OFF_EVENTS = [
  'get-the-ref',
  'time-out',
  'solid-defence',
  'high-kick',
  'cheering-fans',
  'brilliant-coaching',
  'changing-weather',
  'quick-snap',
  'charge',
  'dodgy-snack',
  'pitch-invasion',
  // Classic (LRB6) events with no BB2025 counterpart.
  'riot',
  'perfect-defence',
  'blitz',
  'throw-a-rock',
] as const;
export type KickOffEvent = (typeof KICK_OFF_EVENTS)[number];

/** Where the match stands; `finished` has no pending decision. */
export const MATCH_PHASES = ['pre-match', 'setup', 'kick-off', 'play', 'finished'] as const;
export type MatchPhase = (typeof MATCH_PHASES)[number];
