import { rollDie } from '../dice/dice.js';
import { type Ctx, emit } from '../engine/context.js';
import { SCENARIOS } from '../scenarios/scenarios.js';
import { SEATS } from '../types.js';
import { moralePhase } from './morale.js';
import { startTurn } from './turn.js';
import { endGame } from './victory.js';

/**
 * The end of a turn (seed p. 10): once every model has activated, the Morale phase; then the scenario's
 * victory points; then the next turn, or the end of the game after the last one (Trench Warfare: the
 * attacker's D6 may add a fifth turn).
 */
export function endTurn(ctx: Ctx): void {
  const s = ctx.s;
  moralePhase(ctx);
  if (s.result) return;
  const scenario = SCENARIOS[s.options.scenario];
  if (scenario.scoreEachTurn) {
    const scored = scenario.score(s);
    s.victoryPoints = { a: s.victoryPoints.a + scored.a, b: s.victoryPoints.b + scored.b };
    emit(ctx, { type: 'victory-points', turn: s.turn, scored, total: { ...s.victoryPoints } });
  }
  for (const seat of SEATS) {
    if (s.warbands[seat].shakenInTurn === s.turn) emit(ctx, { type: 'shaken-recovered', seat });
  }
  emit(ctx, { type: 'turn-ended', turn: s.turn });
  if (s.turn >= s.lastTurn) {
    if (scenario.extraTurn && s.lastTurn === scenario.turns) {
      const roll = rollDie(ctx.dice, 'D6');
      const played = !scenario.extraTurn.endsOn.includes(roll);
      emit(ctx, { type: 'extra-turn', roll, played });
      if (played) {
        s.lastTurn += 1;
        startTurn(ctx);
        return;
      }
    }
    endGame(ctx, 'victory-points');
    return;
  }
  startTurn(ctx);
}
