import type { BlockFace, DieKind } from '../dice/index.js';
import type { InducementId } from '../inducements/types.js';
import type { Square } from '../pitch.js';
import type { SkillRef } from '../skills/catalogue.js';
import type { StarRuleId } from '../stars/ids.js';
import type { BallState, PlayerId } from '../state/types.js';
import type { PassRange } from '../tables/pass-range.js';
import type { PrayerId } from '../tables/prayers-to-nuffle.js';
import type {
  ActionKind,
  CasualtyResult,
  DugoutBox,
  InjuryResult,
  KickOffEvent,
  LastingInjury,
  PlayerStatus,
  RollPurpose,
  Side,
  TurnoverReason,
  Weather,
} from '../types.js';
import type { RerollSource } from './commands.js';

/**
 * What a `note` event says, as a stable code; readers word it in their own language from its `params`. The
 * English `text` stays beside it, for logs and for readers that predate the code.
 */
export const NOTE_CODES = [
  'setup-done',
  'distracted',
  'taken-root',
  'stalling',
  'skips-turn',
  'coin-toss',
  'secret-weapon-sent-off',
  'turn-markers-back',
  'turn-markers-forward',
  'extra-reroll',
  'dodgy-snack',
  'touchback',
  'referee-saw-foul',
  'argue-barred',
  'stays-on-pitch',
  'lands-on',
  'bomb-in-crowd',
  'bomb-thrown-on',
  'cannot-pass',
  'raised-dead',
  'throw-a-rock',
] as const;
export type NoteCode = (typeof NOTE_CODES)[number];

/** A note's parameters: players by id, teams by side (the reader names them), the coin's face. */
export interface NoteParams {
  player?: PlayerId;
  /** The other player of the note (the one landed on). */
  target?: PlayerId;
  team?: Side;
  face?: 'heads' | 'tails';
}

/** One modifier applied to a roll, with the rule or skill that applied it. */
export interface Modifier {
  value: number;
  reason: string;
}

export type GameEventBody =
  | {
      kind: 'roll';
      purpose: RollPurpose;
      player: PlayerId | null;
      die: DieKind;
      /** Natural results, one per die. */
      natural: number[];
      modifiers: Modifier[];
      total: number;
      /** Target to reach (total ≥ target), null when the roll is read on a table. */
      target: number | null;
      success: boolean | null;
      rerolled: boolean;
    }
  | { kind: 'reroll'; player: PlayerId | null; source: RerollSource; purpose: RollPurpose; wasted: boolean }
  | { kind: 'move'; player: PlayerId; from: Square; to: Square; how: 'step' | 'jump' | 'push' | 'placed' }
  | { kind: 'status'; player: PlayerId; status: PlayerStatus }
  | { kind: 'box'; player: PlayerId; box: DugoutBox | null }
  | { kind: 'ball'; ball: BallState; reason: string }
  | { kind: 'turnover'; team: Side; reason: TurnoverReason }
  | { kind: 'touchdown'; team: Side; player: PlayerId }
  | { kind: 'going-down'; player: PlayerId; how: 'placed-prone' | 'falls-over' | 'knocked-down' }
  | { kind: 'armour'; player: PlayerId; broken: boolean }
  | { kind: 'injury'; player: PlayerId; result: InjuryResult; crowd: boolean }
  | {
      kind: 'casualty';
      player: PlayerId;
      result: CasualtyResult;
      lasting: LastingInjury | null;
      causedBy: PlayerId | null;
      /** True when the casualty earns the causing player SPP (a Block Action knock-down). */
      spp: boolean;
      /** The casualty table's own name for it, where it has one (classic D68: "Smashed Knee"). */
      detail?: string;
    }
  | { kind: 'apothecary'; player: PlayerId; outcome: string }
  | { kind: 'activation'; player: PlayerId; action: ActionKind }
  | { kind: 'activation-end'; player: PlayerId }
  | { kind: 'turn-start'; team: Side; half: number; turn: number }
  | { kind: 'turn-end'; team: Side }
  | { kind: 'weather'; weather: Weather }
  | { kind: 'kick-off'; event: KickOffEvent }
  | { kind: 'drive-start'; kicking: Side }
  | { kind: 'drive-end' }
  | { kind: 'half-start'; half: number }
  | { kind: 'match-end'; score: { home: number; away: number } }
  | {
      kind: 'inducement';
      team: Side;
      item: InducementId;
      cost: number;
      star?: string;
      position?: string;
      skill?: SkillRef['id'];
      /** Players the purchase brought into the match. */
      players: PlayerId[];
    }
  /** A side is done buying: gold spent in all, of it from Treasury (or budget), and petty cash lost. */
  | { kind: 'inducements-done'; team: Side; spent: number; treasury: number; lost: number }
  /** A bought inducement acts on a player during the match (a Zap!'s Frog …). */
  | { kind: 'inducement-effect'; team: Side; item: InducementId; player: PlayerId; effect: string }
  /** A Prayer to Nuffle comes into force, or (with `player`) acts on a player. */
  | { kind: 'prayer'; team: Side; prayer: PrayerId; player?: PlayerId; effect?: string }
  /** A coach conceded (§3.21); without penalty when its team could not field 3 players. */
  | { kind: 'concession'; team: Side; withoutPenalty: boolean }
  | { kind: 'skill'; player: PlayerId; skill: SkillRef['id']; effect: string }
  /** A Star Player used its special rule (`stars/`). */
  | { kind: 'star-rule'; player: PlayerId; rule: StarRuleId; effect: string }
  | { kind: 'note'; text: string; team?: Side; code?: NoteCode; params?: NoteParams }
  | {
      kind: 'block';
      attacker: PlayerId;
      defender: PlayerId;
      attackerSt: number;
      defenderSt: number;
      /** Team-mates giving offensive / defensive assists. */
      offensive: PlayerId[];
      defensive: PlayerId[];
      dice: number;
      chooser: Side;
    }
  | { kind: 'block-result'; attacker: PlayerId; defender: PlayerId; face: BlockFace }
  | { kind: 'foul'; player: PlayerId; target: PlayerId; offensive: PlayerId[]; defensive: PlayerId[] }
  | { kind: 'sent-off'; player: PlayerId; reason: string }
  | {
      kind: 'pass';
      player: PlayerId;
      target: Square;
      range: PassRange;
      result: 'accurate' | 'inaccurate' | 'fumbled' | 'saved';
    }
  | { kind: 'hand-off'; player: PlayerId; target: PlayerId }
  | { kind: 'interception'; player: PlayerId; success: boolean }
  | {
      kind: 'throw-team-mate';
      player: PlayerId;
      thrown: PlayerId;
      target: Square;
      result: 'superb' | 'subpar' | 'fumbled' | 'eaten';
    }
  | { kind: 'explosion'; at: Square; hit: PlayerId[] }
  | {
      kind: 'landing';
      player: PlayerId;
      at: Square;
      safe: boolean;
      /** The thrower of a Superb throw that landed safely (its SPP; the thrown player earns one too). */
      thrower: PlayerId | null;
    };

/** A match's log is the list of these, in `seq` order. */
export type GameEvent = GameEventBody & { seq: number };

export type GameEventKind = GameEventBody['kind'];
