import { type Command, distance, type MatchState, type Square, scoringEndZoneX } from '@dugout/rules';
import { botRandom } from './random.js';

/**
 * A bot for tests that need touchdowns (the random bot almost never scores): with the ball in its hands it
 * runs the carrier to the end zone, with the ball on the ground it sends the nearest player for it; any
 * other decision it answers at random among the engine's options. Every command is one the engine offered.
 */
export function scoringBot(seed: number): (state: MatchState) => Command {
  const random = botRandom(seed);
  return (state) => {
    const d = state.decision!;
    const side = d.team;
    const pick = () => d.options[random(d.options.length)] as Command;
    const ball = state.ball;
    const carrier = ball.kind === 'carried' ? state.players.find((p) => p.id === ball.player) : undefined;
    const ours = carrier?.team === side ? carrier : undefined;
    const loose = ball.kind === 'ground' ? ball.at : null;
    // Where the player in motion wants to be.
    const goal = (from: Square): number =>
      ours ? Math.abs(scoringEndZoneX(side) - from.x) : loose ? distance(from, loose) : 0;

    if (d.kind === 'activation') {
      const activate = (player: string, action: string) =>
        d.options.find((o) => o.type === 'activate' && o.player === player && o.action === action);
      if (ours) {
        const c = activate(ours.id, 'move');
        if (c) return c;
      } else if (loose) {
        const movers = state.players
          .filter((p) => p.team === side && p.at && activate(p.id, 'move'))
          .sort((a, b) => distance(a.at!, loose) - distance(b.at!, loose));
        if (movers[0]) return activate(movers[0].id, 'move')!;
      }
      return d.options.find((o) => o.type === 'end-turn') ?? pick();
    }
    if (d.kind === 'move-step' && (ours || loose)) {
      const mover = state.players.find((p) => p.id === d.player);
      const moves = d.options.filter((o): o is Extract<Command, { type: 'move' }> => o.type === 'move');
      if (mover?.at && moves.length > 0) {
        const best = [...moves].sort((a, b) => goal(a.square) - goal(b.square))[0]!;
        if (goal(best.square) < goal(mover.at)) return best;
      }
      return d.options.find((o) => o.type === 'end-activation') ?? pick();
    }
    // A re-roll when one is offered: the carrier should keep going.
    return d.options.find((o) => o.type === 'reroll') ?? pick();
  };
}
