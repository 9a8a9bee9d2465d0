import {
  baseDistance,
  bodyOf,
  coverFrom,
  elevatedPosition,
  legalCommands,
  type ModelId,
  meleeOdds,
  type Option,
  type ReachAid,
  type ReachMode,
  rangedOdds,
  reachableArea,
  type Seat,
  sightBetween,
  type TargetAid,
  type TrenchAids,
  type TrenchState,
} from '@dugout/trench-crusade';

const REACH_OF: Partial<Record<Option['type'], ReachMode>> = {
  move: 'move',
  dash: 'dash',
  retreat: 'retreat',
  charge: 'charge',
};

const round = (v: number) => Math.round(v * 1000) / 1000;

function reachOf(s: TrenchState, id: ModelId, mode: ReachMode): ReachAid {
  const area = reachableArea(s, id, mode);
  const cells: number[] = [];
  for (const p of area.points) cells.push(Math.round(p.at.x * 2), Math.round(p.at.y * 2));
  return { allowance: area.allowance, cells };
}

/**
 * The aids of the model in its Activation: for the seat that acts, the reachable area of each move it may
 * still make (a grid search, so only for that seat); for everyone, each enemy's distance, line of sight,
 * cover and the odds of every attack the model may make at it now.
 */
export function aidsFor(
  s: TrenchState,
  recipient: Seat | 'spectator',
  acting: readonly Seat[],
): TrenchAids | null {
  const a = s.activation;
  if (!a || s.result) return null;
  const me = s.models[a.model];
  if (!me?.position) return null;
  const options = legalCommands(s, me.seat);
  const reach: Partial<Record<ReachMode, ReachAid>> = {};
  if (recipient === me.seat && acting.includes(me.seat)) {
    for (const o of options) {
      const mode = REACH_OF[o.type];
      if (!mode) continue;
      // A Dash walks by the same rules and allowance as a Move from the same spot: one search for both.
      const same = mode === 'dash' ? reach.move : mode === 'move' ? reach.dash : undefined;
      reach[mode] = same ?? reachOf(s, me.id, mode);
    }
  }
  const shoot = options.find((o) => o.type === 'shoot');
  const melee = options.find((o) => o.type === 'melee');
  const targets: TargetAid[] = [];
  for (const e of Object.values(s.models)) {
    if (e.seat === me.seat || !e.position || e.status === 'out-of-action' || e.status === 'reserve') continue;
    const sight = sightBetween(s, me, e);
    const ranged =
      shoot?.type === 'shoot'
        ? shoot.weapons
            .filter((w) => w.targets.includes(e.id))
            .map((w) => ({ weapon: w.weapon, odds: rangedOdds(s, me.id, w.weapon, e.id) }))
        : [];
    const hits =
      melee?.type === 'melee'
        ? melee.weapons
            .filter((w) => w.targets.includes(e.id))
            .map((w) => ({
              weapon: w.weapon,
              offHand: w.offHand,
              odds: meleeOdds(s, me.id, w.weapon, e.id, w.offHand),
            }))
        : [];
    targets.push({
      model: e.id,
      distance: round(baseDistance(bodyOf(me), bodyOf(e))),
      visible: sight.visible,
      fully: sight.fully,
      cover: sight.visible ? coverFrom(s.battlefield.terrain, bodyOf(me), bodyOf(e)) : null,
      elevated: elevatedPosition(bodyOf(me), bodyOf(e)),
      ranged,
      melee: hits,
    });
  }
  return { model: me.id, reach, targets };
}
