import type { Point } from '../geometry/vec.js';
import type { PathStep } from '../movement/path.js';
import type { Edge } from '../scenarios/zones.js';
import type { ModelId } from '../state/types.js';
import type { MarkerSpend } from '../state/waits.js';
import type { Seat } from '../types.js';

/** Everything a player can ask of the game. Weapons are indexes into the model's `items`; -1 is unarmed. */
export type Command =
  | { type: 'choose-zone'; edge: Edge }
  | { type: 'field'; models: ModelId[] }
  | { type: 'deploy'; model: ModelId; at: Point; floor?: number }
  | { type: 'choose-first'; first: Seat }
  | { type: 'activate'; model: ModelId }
  | { type: 'stand'; model: ModelId }
  | { type: 'move'; model: ModelId; path: PathStep[] }
  | { type: 'dash'; model: ModelId; path: PathStep[] }
  | { type: 'charge'; model: ModelId; targets: ModelId[]; path: PathStep[] }
  | { type: 'retreat'; model: ModelId; path: PathStep[] }
  | { type: 'shoot'; model: ModelId; weapon: number; targets: ModelId[] }
  | { type: 'melee'; model: ModelId; weapon: number; target: ModelId; offHand?: number }
  | {
      type: 'ability';
      model: ModelId;
      ability: AbilityAction;
      target?: ModelId;
      use?: 'remove-marker' | 'stand';
    }
  | { type: 'end-activation'; model: ModelId }
  | { type: 'spend-blood'; spend: MarkerSpend[] }
  | { type: 'free-attacks'; attacks: { model: ModelId; weapon: number | null }[] }
  | { type: 'fall-side'; side: 'take-off' | 'landing' }
  | { type: 'concede' };

export type CommandType = Command['type'];

export const COMMAND_TYPES = [
  'choose-zone',
  'field',
  'deploy',
  'choose-first',
  'activate',
  'stand',
  'move',
  'dash',
  'charge',
  'retreat',
  'shoot',
  'melee',
  'ability',
  'end-activation',
  'spend-blood',
  'free-attacks',
  'fall-side',
  'concede',
] as const satisfies readonly CommandType[];

/** ACTIONS from a model's profile or gear that the engine plays (others are listed in the README). */
export const ABILITY_ACTIONS = ['aim', 'fortify', 'medi-kit'] as const;
export type AbilityAction = (typeof ABILITY_ACTIONS)[number];
