import { describe, expect, test } from 'vitest';
import type { TerrainPiece } from '../battlefield/terrain.js';
import { distance, rectangle } from '../geometry/vec.js';
import { placedGame } from '../test-support/game.js';
import { planPath } from './path.js';
import { pathTo, reachableArea } from './reach.js';

const near = (area: ReturnType<typeof reachableArea>, x: number, y: number) =>
  area.points.findIndex((p) => distance(p.at, { x, y }) < 0.3);

describe('the reachable area of a move (for the screen)', () => {
  test('on open ground it is the Movement around the model', () => {
    const s = placedGame([
      { seat: 'a', type: 'yeoman', at: { x: 20, y: 20 } },
      { seat: 'b', type: 'heretic-trooper', at: { x: 45, y: 45 } },
    ]);
    const area = reachableArea(s, 'a1', 'move');
    expect(area.allowance).toBe(6);
    expect(near(area, 20, 25.5)).toBeGreaterThan(0);
    expect(near(area, 20, 26.5)).toBe(-1);
    expect(area.points.every((p) => p.cost <= 6 + 1e-9)).toBe(true);
  });

  test('every point comes with a path the move command accepts within the allowance', () => {
    const wall: TerrainPiece = {
      id: 'rock',
      kind: 'impassable',
      footprint: rectangle(17, 22, 6, 1),
      height: 3,
    };
    const mud: TerrainPiece = { id: 'mud', kind: 'difficult', footprint: rectangle(10, 15, 8, 4), height: 0 };
    const s = placedGame(
      [
        { seat: 'a', type: 'yeoman', at: { x: 20, y: 20 } },
        { seat: 'b', type: 'heretic-trooper', at: { x: 45, y: 45 } },
      ],
      [wall, mud],
    );
    const area = reachableArea(s, 'a1', 'move');
    expect(near(area, 20, 24)).toBe(-1);
    for (let i = 1; i < area.points.length; i += Math.ceil(area.points.length / 25)) {
      const path = pathTo(s, 'a1', area, i, 'move');
      const plan = planPath(s, s.models.a1!, path, { mode: 'standard', engagedAtStart: [], targets: [] });
      expect(plan.ok && plan.plan.cost <= 6 + 1e-9).toBe(true);
      expect(plan.ok && distance(plan.plan.end.position, area.points[i]!.at)).toBeLessThan(1e-9);
    }
  });

  test('a Charge reaches up to Movement + 6, never beyond 12"', () => {
    const s = placedGame([
      { seat: 'a', type: 'yeoman', at: { x: 20, y: 10 } },
      { seat: 'b', type: 'heretic-trooper', at: { x: 20, y: 30 } },
    ]);
    expect(reachableArea(s, 'a1', 'charge').allowance).toBe(12);
  });
});
