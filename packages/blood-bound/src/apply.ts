import { type Command, type CommandType, commandKey } from './commands.js';
import { BloodBoundRejection } from './errors.js';
import type { GameEvent } from './events.js';
import { rulesOf } from './flow/registry.js';
import { settle } from './flow/settle.js';
import { copyState, currentStep, isSeat } from './query.js';
import type { Random } from './random.js';
import type { BloodBoundState } from './state.js';
import type { Seat } from './types.js';

export interface Applied {
  state: BloodBoundState;
  events: GameEvent[];
}

/** The fields each command carries besides `type`: anything else is a malformed command. */
const FIELDS: Readonly<Record<CommandType, readonly string[]>> = {
  attack: ['target'],
  pass: ['to'],
  'offer-intervention': [],
  'decline-intervention': [],
  'accept-intervention': ['by'],
  'refuse-intervention': [],
  'take-token': ['token'],
  'return-token': ['token'],
  'take-quill': [],
  assassinate: ['target'],
  look: ['at'],
  alchemy: ['effect'],
  compel: ['target'],
  shield: ['to'],
  retaliate: [],
  staff: ['to'],
  fan: ['to'],
  curse: ['trueCurse', 'falseCurses'],
  'decline-ability': [],
};

/** Whether the string and number fields of `listed` (its type included) equal those of `c`. */
function sameScalars(listed: Command, c: Command): boolean {
  const a = listed as Record<string, unknown>;
  const b = c as Record<string, unknown>;
  return Object.keys(a).every((k) => typeof a[k] === 'object' || a[k] === b[k]);
}

function shapeProblem(command: unknown): BloodBoundRejection | null {
  if (typeof command !== 'object' || command === null || Array.isArray(command)) {
    return new BloodBoundRejection('malformed-command', 'a command is an object with a string "type"');
  }
  const type = (command as { type?: unknown }).type;
  if (typeof type !== 'string' || !Object.hasOwn(FIELDS, type)) {
    return new BloodBoundRejection(
      'malformed-command',
      `unknown command type ${JSON.stringify(type)}; one of: ${Object.keys(FIELDS).join(', ')}`,
    );
  }
  const fields = FIELDS[type as CommandType];
  const keys = Object.keys(command).filter((k) => k !== 'type');
  const extra = keys.filter((k) => !fields.includes(k));
  const missing = fields.filter((k) => !keys.includes(k));
  if (extra.length > 0 || missing.length > 0) {
    const wants = fields.length > 0 ? fields.join(', ') : 'no other field';
    return new BloodBoundRejection('malformed-command', `"${type}" takes ${wants}`);
  }
  return null;
}

/**
 * Why `seat` may not give `command` now, or null when it may. One legality path: a command is accepted only
 * if it is among `legalCommands`; the reasons only explain a refusal.
 */
export function rejection(s: BloodBoundState, seat: Seat, command: unknown): BloodBoundRejection | null {
  return findCommand(s, seat, command).problem;
}

function findCommand(
  s: BloodBoundState,
  seat: Seat,
  command: unknown,
): { problem: BloodBoundRejection; listed?: undefined } | { problem: null; listed: Command } {
  const step = currentStep(s);
  if (s.outcome || step === undefined) {
    return { problem: new BloodBoundRejection('game-over', 'the game is over') };
  }
  if (!isSeat(s, seat))
    return { problem: new BloodBoundRejection('unknown-seat', `there is no seat "${seat}"`) };
  const shape = shapeProblem(command);
  if (shape) return { problem: shape };
  const c = command as Command;
  const rules = rulesOf(step);
  const actors = rules.actors(s, step);
  if (!actors.includes(seat)) {
    return {
      problem:
        rules.whyNotActor?.(s, step, seat) ??
        new BloodBoundRejection('not-your-decision', `waiting for ${actors.join(', ')}, not for ${seat}`),
    };
  }
  const options = rules.options(s, step, seat);
  const key = commandKey(c);
  // Cheap field comparison first: the Inquisitor's Curse deal lists over a thousand commands.
  const listed = options.find((o) => sameScalars(o, c) && commandKey(o) === key);
  if (listed) return { problem: null, listed };
  const types = [...new Set(options.map((o) => o.type))];
  if (!types.includes(c.type)) {
    return {
      problem: new BloodBoundRejection(
        'unexpected-command',
        `this decision takes ${types.map((t) => `"${t}"`).join(' or ')}, not "${c.type}"`,
      ),
    };
  }
  return { problem: rules.explain(s, step, seat, c) };
}

/**
 * Applies `seat`'s `command`: a new state (the one given is never changed) and what happened. Throws a
 * `BloodBoundRejection` for anything `legalCommands` does not list. After the deal the rules draw nothing
 * at random; `random` is accepted so every game module has the same shape.
 */
export function apply(state: BloodBoundState, seat: Seat, command: unknown, _random?: Random): Applied {
  const found = findCommand(state, seat, command);
  if (found.problem) throw found.problem;
  const s = copyState(state);
  const events: GameEvent[] = [];
  const ctx = { s, emit: (e: GameEvent) => events.push(e) };
  const step = currentStep(s);
  if (step === undefined) throw new BloodBoundRejection('game-over', 'the game is over');
  // The listed command, not the caller's object: nothing but its known fields enters the state.
  rulesOf(step).apply(ctx, step, seat, found.listed);
  settle(ctx);
  return { state: s, events };
}
