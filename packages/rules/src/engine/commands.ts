import type { Square } from '../pitch.js';
import type { SkillRef } from '../skills/catalogue.js';
import type { StarRuleId } from '../stars/ids.js';
import type { PlayerId } from '../state/types.js';
import type { ActionKind, Side } from '../types.js';

/** Where a team re-roll or a skill re-roll comes from. */
/** A team re-roll, a skill's, or a Star Player special rule's. */
export type RerollSource = 'team' | SkillRef['id'] | StarRuleId;

/**
 * Everything a coach can tell the engine. `team` is optional: when given, the engine checks that this
 * coach is the one who must decide (`not-your-decision` otherwise).
 */
export type Command = { team?: Side } & (
  | { type: 'activate'; player: PlayerId; action: ActionKind }
  | { type: 'end-turn' }
  | { type: 'move'; square: Square }
  | { type: 'end-activation' }
  | { type: 'reroll'; source: RerollSource }
  | { type: 'no-reroll' }
  | { type: 'use-skill'; skill: SkillRef['id'] }
  | { type: 'decline' }
  | { type: 'choose'; choice: string }
  | { type: 'player'; player: PlayerId }
  | { type: 'square'; square: Square }
  | { type: 'formation'; name: string }
  | { type: 'bench' }
  | { type: 'done' }
  /**
   * The coach gives the match up (§3.21). Accepted only at the start of its own turn; never listed in a
   * decision's options, so bots and option lists do not offer it: a UI offers it as its own button.
   */
  | { type: 'concede' }
);

export type CommandType = Command['type'];

/** A stable string identifying a command, used to match a command against the enumerated choices. */
export function commandKey(c: Command): string {
  switch (c.type) {
    case 'activate':
      return `activate:${c.player}:${c.action}`;
    case 'move':
    case 'square':
      return `${c.type}:${c.square.x},${c.square.y}`;
    case 'reroll':
      return `reroll:${c.source}`;
    case 'use-skill':
      return `use-skill:${c.skill}`;
    case 'choose':
      return `choose:${c.choice}`;
    case 'player':
      return `player:${c.player}`;
    case 'formation':
      return `formation:${c.name}`;
    default:
      return c.type;
  }
}

const CELLS = 26 * 15;
const SQUARE_CMDS: Command[] = [];
const MOVE_CMDS: Command[] = [];
for (let i = 0; i < CELLS; i++) {
  const square = Object.freeze({ x: i % 26, y: Math.floor(i / 26) });
  SQUARE_CMDS.push(Object.freeze({ type: 'square', square }) as Command);
  MOVE_CMDS.push(Object.freeze({ type: 'move', square }) as Command);
}

/** Shared, frozen `square` commands (decisions list many of them; they are never modified). */
export const squareCommand = (x: number, y: number): Command => SQUARE_CMDS[y * 26 + x] as Command;
/** Shared, frozen `move` commands. */
export const moveCommand = (x: number, y: number): Command => MOVE_CMDS[y * 26 + x] as Command;

/** The option list holds `cmd` (by key: a state that came over the wire holds copies, not the shared commands). */
export function offers(options: readonly Command[], cmd: Command): boolean {
  if (options.includes(cmd)) return true;
  const key = commandKey(cmd);
  return options.some((o) => commandKey(o) === key);
}
