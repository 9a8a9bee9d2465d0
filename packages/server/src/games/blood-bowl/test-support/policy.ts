import { type Command, distance, type MatchState, type Square, scoringEndZoneX } from '@dugout/rules';

/**
 * A simple coach for tests: sets up with the first ready formation, then carries the ball toward the
 * opponent's end zone (or runs the nearest player at a loose ball). It plays legal commands only and
 * scores well within a drive, so tests can play from kick-off to a touchdown.
 */
export function touchdownPolicy(state: MatchState): Command {
  const d = state.decision;
  if (!d) throw new Error('the match is over');
  const of = <T extends Command['type']>(type: T) =>
    d.options.filter((o): o is Extract<Command, { type: T }> => o.type === type);
  const team = d.team;
  const ball = state.ball;
  const carrier = ball.kind === 'carried' ? state.players.find((p) => p.id === ball.player) : undefined;
  const target = (): Square | undefined => {
    if (carrier?.team === team) return { x: scoringEndZoneX(team), y: carrier.at?.y ?? 7 };
    if (ball.kind === 'ground') return ball.at;
    return undefined;
  };
  switch (d.kind) {
    case 'setup':
      return of('done')[0] ?? of('formation')[0] ?? d.options[0]!;
    case 'activation': {
      const activations = of('activate').filter((o) => o.action === 'move');
      if (carrier?.team === team) {
        const own = activations.find((o) => o.player === carrier.id);
        if (own) return own;
      } else if (ball.kind === 'ground') {
        const goal = ball.at;
        const ranked = activations
          .map((o) => ({ o, p: state.players.find((p) => p.id === o.player) }))
          .filter((x) => x.p?.at)
          .sort((a, b) => distance(a.p!.at!, goal) - distance(b.p!.at!, goal));
        if (ranked[0]) return ranked[0].o;
      }
      return of('end-turn')[0] ?? d.options[0]!;
    }
    case 'move-step': {
      const goal = target();
      const mover = d.player ? state.players.find((p) => p.id === d.player) : undefined;
      if (goal && mover?.at) {
        const here = distance(mover.at, goal);
        const steps = of('move')
          .filter((o) => distance(o.square, goal) < here)
          .sort((a, b) => distance(a.square, goal) - distance(b.square, goal));
        if (steps[0]) return steps[0];
      }
      return of('end-activation')[0] ?? d.options[0]!;
    }
    case 'reroll':
      return of('reroll')[0] ?? d.options[0]!;
    default:
      return d.options[0]!;
  }
}
