import { immediateFoul } from '../actions/foul.js';
import { assistants } from '../block/strength.js';
import type { Command } from '../engine/commands.js';
import { getPlayer } from '../state/query.js';
import type { MatchState, PlayerId, PlayerState } from '../state/types.js';
import { type Goal, MID_ACTION, OddsTree, type Outcome, probe, type Values } from './tree.js';

export interface FoulOdds {
  offensive: PlayerId[];
  defensive: PlayerId[];
  /** Chance the armour roll breaks the target's armour (assists, Dirty Player, Chainsaw counted). */
  armourBreak: number;
  /** The target's state once the injury roll is read (no injury when the armour holds). */
  injury: { none: number; stunned: number; knockedOut: number; casualty: number };
  /** Chance the referee sees the foul (a double on the armour or injury roll, Sneaky Git counted). */
  spotted: number;
  /** Chance the fouler ends in the sent-off box, after Argue the Call and bribes as its coach uses them. */
  sentOff: number;
  /** Chance the foul ends the team's turn. */
  turnover: number;
}

type InjuryClass = keyof FoulOdds['injury'];

const fouling = (s: MatchState, fouler: PlayerState) =>
  s.stack.find((p) => p.kind === 'foul-action' && p.player === fouler.id);

/** The armour roll is behind us: the foul procedure has moved to its aftermath. */
function armourRolled(s: MatchState, fouler: PlayerState): boolean {
  const p = fouling(s, fouler);
  return (
    p === undefined || p.stage === 'after' || p.stage === 'done' || (p.stage === 'move' && p.fouled === true)
  );
}

const injuryPending = (s: MatchState, id: PlayerId) =>
  s.stack.find((p) => p.kind === 'injury' && p.player === id);

/** The injury roll is read (or none will be): the injury procedure is gone or waits on the Apothecary. */
function injuryRead(s: MatchState, fouler: PlayerState, target: PlayerState): boolean {
  if (!armourRolled(s, fouler)) return false;
  const p = injuryPending(s, target.id);
  return p === undefined || p.stage === 1;
}

function injuryOf(s: MatchState, target: PlayerState): InjuryClass {
  const p = injuryPending(s, target.id);
  if (p?.stage === 1) return 'knockedOut';
  const t = getPlayer(s, target.id);
  if (t.box === 'knocked-out') return 'knockedOut';
  if (t.box === 'casualty' || t.box === 'dead') return 'casualty';
  if (t.status === 'stunned' && target.status !== 'stunned') return 'stunned';
  // A target already Stunned stays so: the injury roll read "Stunned" when an injury proc was run.
  return 'none';
}

const INJURY_VALUE: Record<InjuryClass, number> = { none: 0, stunned: 0.3, knockedOut: 0.7, casualty: 1 };
const pair = (v: number): Values => [v, 1 - v];

/** The casualty roll's D16 does not change any answer here: the dice stop there. */
function foulGoal(
  fouler: PlayerState,
  done: (s: MatchState) => boolean,
  answer: (s: MatchState) => Values,
  stopAtCasualty = true,
): Goal {
  return {
    side: fouler.team,
    settled: (s) => stopAtCasualty && s.stack[s.stack.length - 1]?.kind === 'casualty',
    value: (s, settled) => (settled || !s.decision || !MID_ACTION.has(s.decision.kind) ? answer(s) : null),
    answered: (s) => (done(s) ? answer(s) : null),
  };
}

/**
 * Odds of a foul on `targetId`, by running the engine's foul on branching dice: the armour roll with its
 * assists and skills, the injury roll, the referee's doubles, and Argue the Call and bribes as the
 * fouler's coach would use them. At the fouler's own decision offering the target the pending Foul
 * Action is used; elsewhere the foul is started at once where the fouler stands.
 */
export function foulOdds(s: MatchState, foulerId: PlayerId, targetId: PlayerId): FoulOdds {
  const fouler = getPlayer(s, foulerId);
  const target = getPlayer(s, targetId);
  if (fouler.at === null || target.at === null) throw new Error(`odds: ${foulerId} cannot foul ${targetId}`);
  const cmd: Command = { type: 'player', player: targetId };
  const d = s.decision;
  const pending =
    d?.player === foulerId &&
    d.options.some((o) => o.type === 'player' && o.player === targetId) &&
    s.stack.some((p) => p.kind === 'foul-action' && p.player === foulerId);
  const run = (goal: Goal, answer: (x: MatchState) => Values): Outcome => {
    return pending
      ? new OddsTree(goal).command(s, cmd)
      : probe(s, immediateFoul(fouler, target), goal, answer);
  };

  // Armour and the referee: stop once the foul procedure has read its dice.
  const armourAnswer = (x: MatchState): Values => pair(injuryPending(x, target.id) ? 1 : 0);
  const armour = run(
    foulGoal(fouler, (x) => armourRolled(x, fouler), armourAnswer),
    armourAnswer,
  );
  let armourBreak = 0;
  let spotted = 0;
  for (const [leaf, p] of armour.leaves) {
    if (injuryPending(leaf.s, target.id)) armourBreak += p;
    if (fouling(leaf.s, fouler)?.sentOff === true) spotted += p;
  }

  const injuryAnswer = (x: MatchState): Values => pair(INJURY_VALUE[injuryOf(x, target)]);
  const injuries = run(
    foulGoal(fouler, (x) => injuryRead(x, fouler, target), injuryAnswer),
    injuryAnswer,
  );
  const injury = { none: 0, stunned: 0, knockedOut: 0, casualty: 0 };
  for (const [leaf, p] of injuries.leaves) injury[injuryOf(leaf.s, target)] += p;

  // The whole foul: the fouler's coach plays to keep its player on the pitch.
  const over = (x: MatchState) => {
    const p = fouling(x, fouler);
    const done = p === undefined || (p.stage === 'move' && p.fouled === true);
    return done && !x.stack.some((q) => q.kind === 'sent-off');
  };
  const stays = (x: MatchState): Values => pair(getPlayer(x, fouler.id).box === 'sent-off' ? 0 : 1);
  const whole = run(foulGoal(fouler, over, stays, false), stays);
  let sentOff = 0;
  let turnover = 0;
  for (const [leaf, p] of whole.leaves) {
    if (getPlayer(leaf.s, fouler.id).box === 'sent-off') sentOff += p;
    if (leaf.s.turnState?.turnover) turnover += p;
  }
  return {
    offensive: assistants(s, fouler.team, target, fouler.id, 'foul').map((o) => o.id),
    defensive: assistants(s, target.team, fouler, target.id, 'foul').map((o) => o.id),
    armourBreak,
    injury,
    spotted,
    sentOff,
    turnover,
  };
}
