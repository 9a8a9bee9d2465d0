import type { Seat, Token } from './types.js';

/** What a seat can do. Every legal command of a moment is listed by `legalCommands`; nothing else is accepted. */
export type Command =
  // The dagger holder's turn (seed [게임진행]).
  | { type: 'attack'; target: Seat }
  | { type: 'pass'; to: Seat }
  // Intervention (seed [게임진행] 4): eligible seats answer within the window, then the target picks one.
  | { type: 'offer-intervention' }
  | { type: 'decline-intervention' }
  | { type: 'accept-intervention'; by: Seat }
  | { type: 'refuse-intervention' }
  // Wounds and healing: a token matching one of your own icons.
  | { type: 'take-token'; token: Token }
  | { type: 'return-token'; token: Token }
  | AbilityCommand
  | { type: 'decline-ability' };

/** One use of a character's ability, named in the game's words. */
export type AbilityCommand =
  | { type: 'take-quill' }
  | { type: 'assassinate'; target: Seat }
  | { type: 'look'; at: [Seat, Seat] }
  | { type: 'alchemy'; effect: 'wound' | 'heal' }
  | { type: 'compel'; target: Seat }
  | { type: 'shield'; to: Seat }
  | { type: 'retaliate' }
  | { type: 'staff'; to: Seat }
  | { type: 'fan'; to: Seat }
  | { type: 'curse'; trueCurse: Seat; falseCurses: Seat[] };

export type CommandType = Command['type'];

export const COMMAND_TYPES = [
  'attack',
  'pass',
  'offer-intervention',
  'decline-intervention',
  'accept-intervention',
  'refuse-intervention',
  'take-token',
  'return-token',
  'take-quill',
  'assassinate',
  'look',
  'alchemy',
  'compel',
  'shield',
  'retaliate',
  'staff',
  'fan',
  'curse',
  'decline-ability',
] as const satisfies readonly CommandType[];

/**
 * A key equal for commands that mean the same: seat lists whose order carries no meaning (the Harlequin's two
 * players, the False Curses) are sorted, and keys are written in a fixed order.
 */
export function commandKey(command: Command): string {
  const c = command as Record<string, unknown>;
  const fields = Object.keys(c)
    .filter((k) => c[k] !== undefined)
    .sort()
    .map((k) => {
      const v = c[k];
      const sorted = (k === 'at' || k === 'falseCurses') && Array.isArray(v) ? [...v].sort() : v;
      return `${JSON.stringify(k)}:${JSON.stringify(sorted)}`;
    });
  return `{${fields.join(',')}}`;
}
