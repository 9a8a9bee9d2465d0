import type { Dice } from '../dice/index.js';
import { applyConcession } from '../flow/concession.js';
import { setupProblems } from '../flow/setup-rules.js';
import { cloneJson, cloneState } from '../state/clone.js';
import { findPlayer } from '../state/query.js';
import type { MatchState } from '../state/types.js';
import { type Command, commandKey } from './commands.js';
import { Context } from './context.js';
import type { Decision } from './decision.js';
import { EngineError, IllegalCommandError } from './errors.js';
import type { GameEvent } from './events.js';
import { WAIT } from './procedure.js';
import { PROCEDURES, type ProcKind } from './registry.js';

export interface ApplyResult {
  state: MatchState;
  events: GameEvent[];
}

/** The decision the match is waiting for, or null once it is finished. */
export function pendingDecision(s: MatchState): Decision | null {
  return s.decision;
}

/**
 * Runs the procedure on top of the stack once: `ran` when it made progress, `decision` when it waits (the
 * decision is recorded in `s`), `done` when the stack is empty. The odds (`odds/tree.ts`) step with it so
 * they can branch on the dice between two procedure runs.
 */
export function runOnce(ctx: Context): 'ran' | 'decision' | 'done' {
  const s = ctx.s;
  const top = ctx.own();
  if (!top) {
    s.decision = null;
    return 'done';
  }
  const def = PROCEDURES[top.kind as ProcKind];
  if (!def) throw new EngineError(`unknown procedure kind ${top.kind}`);
  if (def.run(ctx, top) !== WAIT) return 'ran';
  if (!def.decide) throw new EngineError(`procedure ${top.kind} waits but has no decision`);
  const d = def.decide(s, top);
  if (d.options.length === 0)
    throw new EngineError(`procedure ${top.kind} waits on a decision with no options`);
  s.decision = d;
  return 'decision';
}

/** Runs procedures until one needs a decision (or the stack is empty); records that decision in `s`. */
export function runUntilDecision(ctx: Context): void {
  for (let guard = 0; guard < 100_000; guard++) if (runOnce(ctx) !== 'ran') return;
  throw new EngineError('procedures did not reach a decision');
}

function explain(s: MatchState, d: Decision, c: Command): IllegalCommandError {
  if (typeof c !== 'object' || c === null || typeof (c as { type?: unknown }).type !== 'string') {
    return new IllegalCommandError('malformed-command', 'a command is an object with a string "type"');
  }
  const expected = [...new Set(d.options.map((o) => o.type))];
  if (c.type === 'done' && (d.kind === 'setup' || d.kind === 'solid-defence')) {
    const problems = setupProblems(s, d.team);
    if (problems.length > 0) {
      return new IllegalCommandError('illegal-choice', `the set-up is not legal yet: ${problems.join(', ')}`);
    }
  }
  if (!expected.includes(c.type)) {
    return new IllegalCommandError(
      'unexpected-command',
      `the engine is waiting for a ${d.kind} decision (${expected.join(' | ')}), not "${c.type}"`,
    );
  }
  if ('player' in c && typeof c.player === 'string' && !findPlayer(s, c.player)) {
    return new IllegalCommandError('unknown-player', `there is no player "${c.player}"`);
  }
  if (c.type === 'activate') {
    return new IllegalCommandError(
      'action-not-allowed',
      `${c.player} cannot declare ${c.action} now (already activated, not on the pitch, not Standing or Prone, or the action is used up or unavailable)`,
    );
  }
  if ('player' in c) {
    return new IllegalCommandError(
      'player-not-eligible',
      `${c.player} cannot be chosen for this ${d.kind} decision`,
    );
  }
  if ('square' in c && typeof c.square === 'object' && c.square !== null) {
    return new IllegalCommandError(
      'square-out-of-reach',
      `square (${c.square.x},${c.square.y}) is not one of the legal squares for this ${d.kind} decision`,
    );
  }
  return new IllegalCommandError(
    'illegal-choice',
    `"${commandKey(c)}" is not one of the choices of this ${d.kind} decision`,
  );
}

/** Checks a command against the pending decision; throws `IllegalCommandError` if it is not allowed. */
export function validateCommand(s: MatchState, command: Command): Command {
  const d = s.decision;
  if (!d) throw new IllegalCommandError('match-finished', 'the match is over: there is nothing to decide');
  if (command && typeof command === 'object' && command.team !== undefined && command.team !== d.team) {
    throw new IllegalCommandError(
      'not-your-decision',
      `the ${d.team} coach must decide (${d.kind}), not ${command.team}`,
    );
  }
  // Fast path: a bot or UI handing back one of the enumerated option objects.
  for (const o of d.options) if (o === command) return o;
  let key: string;
  try {
    key = commandKey(command);
  } catch {
    throw explain(s, d, command);
  }
  for (const o of d.options) if (commandKey(o) === key) return o;
  throw explain(s, d, command);
}

/**
 * Applies one coach command: validates it against the pending decision, copies the state once, hands the
 * command to the waiting procedure and runs procedures until the next decision. The input state is never
 * modified; on an illegal command an `IllegalCommandError` is thrown and nothing changes.
 */
export function apply(state: MatchState, command: Command, dice: Dice): ApplyResult {
  // Conceding is never among the options: it is checked on its own (start of the team's own turn).
  if (command?.type === 'concede') return applyConcession(state, command.team, dice);
  const chosen = validateCommand(state, command);
  const s = cloneState(state);
  const events: GameEvent[] = [];
  const ctx = new Context(s, dice, events);
  const top = ctx.own();
  if (!top) throw new EngineError('a decision is pending but the procedure stack is empty');
  // Commands are never modified once made, so the chosen option can be shared with the old decision.
  top.input = chosen;
  s.decision = null;
  runUntilDecision(ctx);
  return { state: s, events };
}

/** Starts (or resumes) a state built by hand: runs procedures until the first decision. */
export function start(state: MatchState, dice: Dice): ApplyResult {
  const s = cloneJson(state);
  const events: GameEvent[] = [];
  runUntilDecision(new Context(s, dice, events));
  return { state: s, events };
}
