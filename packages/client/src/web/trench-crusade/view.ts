import type { Model, Option, TrenchViewWithAids } from '@dugout/trench-crusade';

/** What the server's Trench Crusade module sends: the rules' view and the aids, one shape at both ends. */
export type TrenchMatchView = TrenchViewWithAids;

export type {
  AttackOdds,
  Model,
  ModelId,
  Option,
  Point,
  ReachAid,
  ReachMode,
  Seat,
  TargetAid,
  TrenchAids,
  TrenchEvent,
  TrenchState,
} from '@dugout/trench-crusade';

/** A game's base radius in inches from its size in millimetres. */
export const radius = (baseMm: number) => baseMm / 25.4 / 2;

export const onTable = (m: Model) =>
  m.position !== null && m.status !== 'out-of-action' && m.status !== 'reserve';

export function optionOf<T extends Option['type']>(options: readonly Option[], type: T) {
  return options.find((o) => o.type === type) as Extract<Option, { type: T }> | undefined;
}
