import type { DecisionKind, MatchState } from '@dugout/rules';
import type { ClockAgreement, ClockDemand } from '../../host/game-module.js';

/**
 * Decisions outside a team turn that would otherwise wait forever (issue 16): the inducements, the
 * prayers' choices, the coin toss and the kick-off's choices. Each gets one turn's time; then the host
 * answers with the default (`timeoutCommand`: buy nothing, decline, or the first option). Setting up is not
 * on the list: a formation cannot be chosen for a coach one placement at a time.
 */
const PRE_TURN: ReadonlySet<DecisionKind> = new Set<DecisionKind>([
  'inducements',
  'prayer-choice',
  'coin-toss',
  'kick-or-receive',
  'choose-kicker',
  'kick-target',
  'touchback',
  'high-kick',
  'quick-snap',
  'weather-mage',
  'josef-bugman',
]);

/**
 * Who is on the clock: in a team turn that team, for the turn (the opponent may end it once it is up);
 * outside a turn the coach of a decision on the list above, until it is answered (the host ends it).
 */
export function bloodBowlClock(state: MatchState, agreed: ClockAgreement): ClockDemand | undefined {
  const t = state.turnState;
  const budgetMs = agreed.turnSeconds * 1000;
  if (t) {
    return {
      key: `${state.half}:${t.team}:${state.teams[t.team].turn}`,
      kind: 'turn',
      seats: [t.team],
      budgetMs,
      onExpiry: 'claim',
    };
  }
  const d = state.decision;
  if (!d || !PRE_TURN.has(d.kind)) return undefined;
  // One budget per decision and coach: buying one inducement after another does not restart it.
  return {
    key: `${state.half}:pre:${d.kind}:${d.team}:${state.teams.home.score}-${state.teams.away.score}`,
    kind: 'turn',
    seats: [d.team],
    budgetMs,
    onExpiry: 'auto',
  };
}
