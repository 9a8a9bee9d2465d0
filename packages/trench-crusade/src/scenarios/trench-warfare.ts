import { trenchSection } from '../battlefield/generate.js';
import { pointInPolygon } from '../geometry/vec.js';
import { tableModels } from '../state/query.js';
import type { TrenchState } from '../state/types.js';
import type { BySeat } from '../types.js';
import type { ScenarioDef } from './scenario.js';

/** House rule: the defender's trench line, four 6" sections 13" in from its (north) edge. */
export const TRENCH_LINE_Y = 35;
/** House rule: the defender deploys within 16" of its edge, trenches included; the attacker within 12". */
export const DEFENDER_ZONE_DEPTH = 16;

/**
 * Victory points at the end of the game: for each trench section, the defender scores 2 when it holds
 * it alone and 1 when both sides are in it; the attacker 3 alone and 2 shared. A model holds a section
 * when its base's centre is inside it (house rule).
 */
export function trenchPoints(s: TrenchState): BySeat<number> {
  const out: BySeat<number> = { a: 0, b: 0 };
  const attacker = s.warbands.a.role === 'attacker' ? 'a' : 'b';
  const defender = attacker === 'a' ? 'b' : 'a';
  for (const piece of s.battlefield.terrain.filter((p) => p.kind === 'trench' && p.objective)) {
    const holds = (seat: 'a' | 'b') =>
      tableModels(s, seat).some((m) => m.position && pointInPolygon(m.position, piece.footprint));
    const att = holds(attacker);
    const def = holds(defender);
    if (def) out[defender] += att ? 1 : 2;
    if (att) out[attacker] += def ? 2 : 3;
  }
  return out;
}

export const TRENCH_WARFARE: ScenarioDef = {
  id: 'trench-warfare',
  name: 'Trench Warfare',
  turns: 4,
  extraTurn: { endsOn: [1, 2] },
  infiltrators: true,
  setup: 'attacker-defender',
  fixedTerrain: () =>
    [9, 19, 29, 39].map((x, i) => trenchSection(`trench-${i + 1}`, { x, y: TRENCH_LINE_Y }, true)),
  score: trenchPoints,
  scoreEachTurn: false,
};
