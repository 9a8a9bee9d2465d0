import type { EditionId } from '../edition/edition.js';
import type { Decision } from '../engine/decision.js';
import type { Proc } from '../engine/procedure.js';
import type { Square } from '../pitch.js';
import type { SkillRef } from '../skills/catalogue.js';
import type {
  ActionKind,
  CasualtyResult,
  DugoutBox,
  LastingInjury,
  OncePerTurnAction,
  PlayerStatus,
  Side,
  TurnoverReason,
  Weather,
} from '../types.js';

export type PlayerId = string;

/** Player characteristics. ag, pa and av are target numbers (ag 3 means 3+); pa null means "–". */
export interface Stats {
  ma: number;
  st: number;
  ag: number;
  pa: number | null;
  av: number;
}

/** What a league needs to know after the match, gathered as it happens. */
export interface PlayerRecord {
  touchdowns: number;
  /** Casualties this player caused that earn SPP. */
  casualtiesSpp: number;
  /** Casualties this player caused, SPP-earning or not. */
  casualtiesCaused: number;
  completions: number;
  interceptions: number;
  /** Superb Throw Team-mate throws (or Kick Team-mate kicks) whose thrown player landed safely: 1 SPP each. */
  superbThrows: number;
  /** Safe landings after being thrown or kicked by a team-mate: 1 SPP each (§3.8). */
  safeLandings: number;
  /** The casualty this player suffered, if any. */
  injury: CasualtyResult | null;
  /** Characteristic lost to a Lasting Injury, if one applied. */
  lasting: LastingInjury | null;
  missNextGame: boolean;
  nigglingGained: number;
  /** Who caused the casualty this player suffered. */
  injuredBy: PlayerId | null;
  played: boolean;
}

export interface PlayerState {
  id: PlayerId;
  team: Side;
  /** For an unnamed player (`unnamed`) an English stand-in "Human Lineman #3", used by engine notes. */
  name: string;
  /** Its team sheet gave no name: screens name it after its position and number in the coach's language. */
  unnamed?: boolean;
  number: number;
  /** Roster position id, or null for players given explicit stats. */
  position: string | null;
  keywords: string[];
  stats: Stats;
  skills: SkillRef[];
  status: PlayerStatus;
  /** Square on the pitch, or null when the player sits in a dugout box. */
  at: Square | null;
  box: DugoutBox | null;
  distracted: boolean;
  rooted: boolean;
  activated: boolean;
  niggling: number;
  /** Skill uses that are limited per turn / per activation / per drive, keyed by a usage id. */
  used: string[];
  /** Temporary characteristic changes that expire at the end of the drive (Dodgy Snack). */
  driveMods: { ma: number; av: number };
  record: PlayerRecord;
}

export interface TeamState {
  /** For an unnamed team (`unnamed`) an English stand-in "Human Starters". */
  name: string;
  /** Built without a name: screens name it after its roster in the coach's language. */
  unnamed?: boolean;
  /**
   * Set when both teams would read the same (a coach against the bot's copy of their team: two unnamed
   * teams of one roster, or one team name twice): screens add the side, so the two do not both read
   * "Human team".
   */
  twinSide?: Side;
  roster: string | null;
  score: number;
  /** Team turn marker: how many turns this team has started in the current half. */
  turn: number;
  rerolls: number;
  rerollsPerHalf: number;
  /** Extra re-rolls that expire at the end of the drive (Brilliant Coaching). */
  driveRerolls: number;
  leaderRerolls: number;
  apothecaries: number;
  fanFactor: number;
  dedicatedFans: number;
  cheerleaders: number;
  assistantCoaches: number;
  bribes: number;
  /** Cheering Fans: +1 offensive assist on the first Block Action of the next turn. */
  cheeringFans: boolean;
  stalled: boolean;
  /** The coach was sent off for arguing the call ("You're outta here!") and may not argue again. */
  argueBarred?: boolean;
}

export type BallState =
  | { readonly kind: 'none' }
  | { readonly kind: 'carried'; readonly player: PlayerId }
  | { readonly kind: 'ground'; readonly at: Square }
  | { readonly kind: 'air'; readonly at: Square };

/** Per-team-turn bookkeeping, reset when a team turn starts. */
export interface TurnState {
  team: Side;
  declared: OncePerTurnAction[];
  activePlayer: PlayerId | null;
  activeAction: ActionKind | null;
  turnover: TurnoverReason | null;
  /** Players that were Stunned when this turn started: they turn Prone when it ends. */
  stunnedAtStart: PlayerId[];
  /** Team re-rolls used in this turn (the classic limit is one). */
  rerollsUsed?: number;
}

export interface MatchState {
  edition: EditionId;
  half: number;
  weather: Weather;
  /** The team that kicked off to start the first half. */
  firstKickingTeam: Side | null;
  /** The team kicking in the current drive. */
  kickingTeam: Side | null;
  teams: { home: TeamState; away: TeamState };
  players: PlayerState[];
  ball: BallState;
  turnState: TurnState | null;
  /** A touchdown scored in this drive and not yet resolved by the drive procedure. */
  touchdownBy: Side | null;
  finished: boolean;
  /** The team that conceded the match (§3.21), and whether it could (fewer than 3 players able to set up). */
  conceded: { team: Side; withoutPenalty: boolean } | null;
  stack: Proc[];
  decision: Decision | null;
  /** Number of events emitted so far; every event carries its sequence number. */
  eventSeq: number;
}
