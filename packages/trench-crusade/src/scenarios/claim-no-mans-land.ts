import { building } from '../battlefield/generate.js';
import { baseRadius } from '../geometry/base.js';
import { discInsidePolygon, distancePointPolygon } from '../geometry/vec.js';
import { tableModels } from '../state/query.js';
import type { TrenchState } from '../state/types.js';
import { type BySeat, otherSeat, SEATS } from '../types.js';
import type { ScenarioDef } from './scenario.js';

/**
 * House rule (the map is not transcribed, reference §11.3): the five objective buildings stand in the
 * centre and one in each quarter, 5" square ruins.
 */
export const OBJECTIVE_CENTRES = [
  { x: 24, y: 24 },
  { x: 12, y: 16 },
  { x: 36, y: 16 },
  { x: 12, y: 32 },
  { x: 36, y: 32 },
] as const;

/**
 * Victory points at the end of a turn: 2 for each objective building a warband controls (more of its
 * models wholly inside the footprint than enemy models within 1" of it), else 1 for each it has a model
 * within 1" of. Down models count: they are on the table (house rule).
 */
export function objectivePoints(s: TrenchState): BySeat<number> {
  const out: BySeat<number> = { a: 0, b: 0 };
  for (const piece of s.battlefield.terrain.filter((p) => p.objective)) {
    for (const seat of SEATS) {
      const mine = tableModels(s, seat);
      const theirs = tableModels(s, otherSeat(seat));
      const near = (ms: typeof mine) =>
        ms.filter(
          (m) =>
            m.position &&
            distancePointPolygon(m.position, piece.footprint) - baseRadius(m.baseMm) <= 1 + 1e-9,
        );
      const inside = mine.filter(
        (m) => m.position && discInsidePolygon(m.position, baseRadius(m.baseMm), piece.footprint),
      );
      if (inside.length > near(theirs).length) out[seat] += 2;
      else if (near(mine).length > 0) out[seat] += 1;
    }
  }
  return out;
}

export const CLAIM_NO_MANS_LAND: ScenarioDef = {
  id: 'claim-no-mans-land',
  name: "Claim No Man's Land",
  turns: 4,
  extraTurn: null,
  infiltrators: false,
  setup: 'zone-choice',
  fixedTerrain: () =>
    OBJECTIVE_CENTRES.map((c, i) =>
      building(`objective-${i + 1}`, c, 5, i === 0 ? [0, 3, 6] : [0, 3], i === 0, true),
    ),
  score: objectivePoints,
  scoreEachTurn: true,
};
