import type {
  AttackOdds,
  Model,
  ModelId,
  Option,
  Point,
  ReachMode,
  Seat,
  TrenchEvent,
  TrenchState,
} from '@dugout/trench-crusade';

/** What the server's Trench Crusade module sends (games/trench-crusade/aids.ts, module.ts): kept in step by hand. */
export interface ReachAid {
  allowance: number;
  /** x,y pairs in half inches. */
  cells: number[];
}

export interface TargetAid {
  model: ModelId;
  distance: number;
  visible: boolean;
  fully: boolean;
  cover: string | null;
  elevated: boolean;
  ranged: { weapon: number; odds: AttackOdds }[];
  melee: { weapon: number; offHand: boolean; odds: AttackOdds }[];
}

export interface TrenchAids {
  model: ModelId;
  reach: Partial<Record<ReachMode, ReachAid>>;
  targets: TargetAid[];
}

export interface TrenchMatchView {
  state: TrenchState;
  whoMustAct: Seat[];
  options: Option[];
  aids: TrenchAids | null;
}

export type { AttackOdds, Model, ModelId, Option, Point, ReachMode, Seat, TrenchEvent, TrenchState };

/** A game's base radius in inches from its size in millimetres. */
export const radius = (baseMm: number) => baseMm / 25.4 / 2;

export const onTable = (m: Model) =>
  m.position !== null && m.status !== 'out-of-action' && m.status !== 'reserve';

export function optionOf<T extends Option['type']>(options: readonly Option[], type: T) {
  return options.find((o) => o.type === type) as Extract<Option, { type: T }> | undefined;
}
