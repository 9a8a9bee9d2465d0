import type { TerrainPiece } from '../battlefield/terrain.js';
import type { TrenchState } from '../state/types.js';
import type { BySeat, ScenarioId } from '../types.js';

/** A scenario as a record: its table, its set-up, its length and how it scores (reference §11.3). */
export interface ScenarioDef {
  id: ScenarioId;
  name: string;
  /** Turns played; Trench Warfare may add one more. */
  turns: number;
  /** After the last turn the attacker rolls a D6: on these faces the game ends, otherwise one more turn. */
  extraTurn: { endsOn: readonly number[] } | null;
  /** INFILTRATORS may deploy by their own rule. */
  infiltrators: boolean;
  /** Roles: an even match (a zone choice) or attacker and defender by warband size. */
  setup: 'zone-choice' | 'attacker-defender';
  /** The scenario's own terrain, placed before the generic pieces. */
  fixedTerrain(): TerrainPiece[];
  /** Victory points scored now (at the end of each turn, or only at the end of the game). */
  score(s: TrenchState): BySeat<number>;
  scoreEachTurn: boolean;
}
