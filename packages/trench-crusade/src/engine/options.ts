import type { Polygon } from '../geometry/vec.js';
import type { Edge } from '../scenarios/zones.js';
import type { ModelId } from '../state/types.js';
import type { AskedRoll } from '../state/waits.js';
import type { Seat } from '../types.js';
import type { AbilityAction } from './commands.js';

/**
 * What a seat may do now, one entry per kind of command, listing every discrete choice. Positions and
 * paths are continuous: an option gives the zone or the movement allowed, and `check` says whether a
 * particular point or path is legal, by the same code `apply` uses.
 */
export type Option =
  | { type: 'choose-zone'; edges: Edge[] }
  | { type: 'field'; models: ModelId[]; max: number }
  | { type: 'deploy'; models: ModelId[]; zone: Polygon; infiltrators: boolean }
  | { type: 'choose-first'; seats: Seat[] }
  | { type: 'activate'; models: ModelId[] }
  | { type: 'stand'; model: ModelId; risky: boolean }
  | { type: 'move'; model: ModelId; movement: number; risky: boolean }
  | { type: 'dash'; model: ModelId; movement: number }
  | { type: 'retreat'; model: ModelId; movement: number; risky: boolean }
  | { type: 'charge'; model: ModelId; targets: { model: ModelId; seen: boolean }[]; maxDistance: number }
  | {
      type: 'shoot';
      model: ModelId;
      /** `shots` attacks, one target named for each; `repeat`: the same target may take several of them. */
      weapons: { weapon: number; shots: number; repeat: boolean; targets: ModelId[] }[];
    }
  | {
      type: 'melee';
      model: ModelId;
      weapons: { weapon: number; targets: ModelId[]; offHand: boolean }[];
      /** The first attack of a model with two weapons declares its off-hand weapon: one of these. */
      declareOffHand: number[] | null;
    }
  | {
      type: 'ability';
      model: ModelId;
      ability: AbilityAction;
      /** For abilities used on a model: each target and what it can be used for there. */
      targets: { model: ModelId; uses: ('remove-marker' | 'stand')[] }[];
    }
  | { type: 'end-activation'; model: ModelId }
  | { type: 'spend-blood'; rolls: AskedRoll[] }
  | { type: 'free-attacks'; retreating: ModelId; attackers: { model: ModelId; weapons: number[] }[] }
  | { type: 'fall-side'; model: ModelId; sides: ('take-off' | 'landing')[] }
  | { type: 'concede' };
