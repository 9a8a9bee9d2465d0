import {
  baseDistance,
  type Command,
  check,
  pathTo,
  type ReachMode,
  type Rejection,
  reachableArea,
  type Seat,
  type TrenchState,
} from '@dugout/trench-crusade';
import type { DestinationCommand } from './commands.js';

/** How far from a point of the reachable area a chosen destination may be (the grid is ½"). */
const SNAP = 0.75;
/** Candidate charge spots tried, cheapest first, before giving up. */
const CHARGE_TRIES = 60;

const MODES: Record<DestinationCommand['type'], ReachMode> = {
  'move-to': 'move',
  'dash-to': 'dash',
  'retreat-to': 'retreat',
  'charge-at': 'charge',
};

const ENGINE_TYPE = { 'move-to': 'move', 'dash-to': 'dash', 'retreat-to': 'retreat' } as const;

const refused = (code: Rejection['code'], message: string): Rejection => ({ code, message });

/**
 * The engine command for a move given by its destination: the path to the nearest point of the
 * reachable area (the same search the screen shows), or a charge to the cheapest spot in reach of every
 * target. Pure, so a stored destination command replays to the same path.
 */
export function resolveDestination(s: TrenchState, seat: Seat, c: DestinationCommand): Command | Rejection {
  const m = s.models[c.model];
  if (!m?.position) return refused('unknown-model', `there is no model "${c.model}" on the table`);
  if (s.activation?.model !== c.model)
    return refused('not-eligible', `${m.name} is not the model in its Activation`);
  const mode = MODES[c.type];
  const area = reachableArea(s, c.model, mode);
  if (c.type !== 'charge-at') {
    let best = -1;
    let bestGap = Number.POSITIVE_INFINITY;
    area.points.forEach((p, i) => {
      const gap = Math.hypot(p.at.x - c.to.x, p.at.y - c.to.y);
      if (gap < bestGap) [best, bestGap] = [i, gap];
    });
    if (best <= 0 || bestGap > SNAP)
      return refused('too-far', `${m.name} cannot reach (${c.to.x.toFixed(1)}", ${c.to.y.toFixed(1)}")`);
    return { type: ENGINE_TYPE[c.type], model: c.model, path: pathTo(s, c.model, area, best, mode) };
  }
  const targets = c.targets.map((t) => s.models[t]);
  if (targets.some((t) => !t?.position))
    return refused('illegal-target', 'every target is a model on the table');
  const order = area.points
    .map((p, i) => ({ i, p }))
    .filter(({ p, i }) => {
      if (i === 0) return false;
      if (c.to && Math.hypot(p.at.x - c.to.x, p.at.y - c.to.y) > SNAP) return false;
      const end = { position: p.at, z: m.z, baseMm: m.baseMm, standsOn: m.standsOn };
      return targets.every((t) => baseDistance(end, { ...t!, position: t!.position! }) <= 1 - 0.05);
    })
    .sort((x, y) => x.p.cost - y.p.cost)
    .slice(0, CHARGE_TRIES);
  let last: Rejection = refused('too-far', `${m.name} cannot reach a spot within 1" of its targets`);
  for (const { i } of order) {
    const command: Command = {
      type: 'charge',
      model: c.model,
      targets: [...c.targets],
      path: pathTo(s, c.model, area, i, mode),
    };
    const verdict = check(s, seat, command);
    if (typeof verdict === 'function') return command;
    last = verdict;
  }
  return last;
}
