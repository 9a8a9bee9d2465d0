import { type Ctx, emit } from '../engine/context.js';
import { SCENARIOS } from '../scenarios/scenarios.js';
import type { GameResult, ResultReason } from '../state/types.js';
import type { Seat } from '../types.js';

/** Ends the game. Without a winner given, the higher victory point total wins; equal totals draw. */
export function endGame(ctx: Ctx, reason: ResultReason, winner?: Seat | null): void {
  const s = ctx.s;
  if (s.result) return;
  const scenario = SCENARIOS[s.options.scenario];
  if (reason === 'victory-points' && !scenario.scoreEachTurn) {
    const scored = scenario.score(s);
    s.victoryPoints = { a: s.victoryPoints.a + scored.a, b: s.victoryPoints.b + scored.b };
    emit(ctx, { type: 'victory-points', turn: s.turn, scored, total: { ...s.victoryPoints } });
  }
  const vp = s.victoryPoints;
  const result: GameResult = {
    winner: winner !== undefined ? winner : vp.a === vp.b ? null : vp.a > vp.b ? 'a' : 'b',
    reason,
    victoryPoints: { ...vp },
  };
  s.result = result;
  s.phase = { kind: 'game-over' };
  s.activation = null;
  s.stack = [];
  emit(ctx, { type: 'game-over', result });
}
