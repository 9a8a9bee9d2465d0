/**
 * Set-ups a coach saves in this browser, one per roster (localStorage): the squares of the players on the
 * pitch by position, written for the home half and mirrored for away, so one formation serves both sides.
 */
import type { Command, MatchState, Side, Square } from '@dugout/rules';

export interface SavedSlot {
  position: string;
  x: number;
  y: number;
}

const KEY = (roster: string) => `dugout.formation.${roster}`;
const mirror = (side: Side, square: Square): Square =>
  side === 'home' ? square : { x: 25 - square.x, y: square.y };

/** The set-up of `side` on the pitch now, in home coordinates. */
export function formationOf(state: MatchState, side: Side): SavedSlot[] {
  return state.players
    .filter((p) => p.team === side && p.at)
    .map((p) => ({ position: p.position ?? '', ...mirror(side, p.at as Square) }))
    .sort((a, b) => b.x - a.x || a.y - b.y);
}

/**
 * The commands that place `side`'s players as `slots` say: each slot takes a player of that position (else
 * any player left), pick then place. Players already where a slot wants them stay.
 */
export function formationCommands(state: MatchState, side: Side, slots: readonly SavedSlot[]): Command[] {
  const available = state.players.filter((p) => p.team === side && (p.at !== null || p.box === 'reserves'));
  const used = new Set<string>();
  const wanted = slots.map((s) => ({ slot: s, square: mirror(side, s) }));
  // Players already on their slot's square keep it.
  const todo = wanted.filter(({ slot, square }) => {
    const there = available.find(
      (p) => !used.has(p.id) && p.at?.x === square.x && p.at?.y === square.y && p.position === slot.position,
    );
    if (there) used.add(there.id);
    return !there;
  });
  const commands: Command[] = [];
  for (const { slot, square } of todo) {
    const player =
      available.find((p) => !used.has(p.id) && p.position === slot.position) ??
      available.find((p) => !used.has(p.id));
    if (!player) break;
    used.add(player.id);
    commands.push({ type: 'player', player: player.id }, { type: 'square', square });
  }
  return commands;
}

/** Why a set-up square is refused, when it is plain from the board: not in the team's half, or taken. */
export function setupSquareProblem(
  state: MatchState,
  side: Side,
  square: Square,
): 'not-own-half' | 'occupied' | 'off-pitch' | null {
  if (square.x < 0 || square.x > 25 || square.y < 0 || square.y > 14) return 'off-pitch';
  if (side === 'home' ? square.x > 12 : square.x < 13) return 'not-own-half';
  if (state.players.some((p) => p.at?.x === square.x && p.at?.y === square.y)) return 'occupied';
  return null;
}

export function loadFormation(
  roster: string,
  storage: Pick<Storage, 'getItem'> = localStorage,
): SavedSlot[] | null {
  try {
    const raw = JSON.parse(storage.getItem(KEY(roster)) ?? 'null') as unknown;
    if (!Array.isArray(raw)) return null;
    return raw.filter(
      (s): s is SavedSlot =>
        typeof s === 'object' &&
        s !== null &&
        typeof s.position === 'string' &&
        Number.isInteger(s.x) &&
        Number.isInteger(s.y),
    );
  } catch {
    return null;
  }
}

export function saveFormation(
  roster: string,
  slots: readonly SavedSlot[],
  storage: Pick<Storage, 'setItem'> = localStorage,
): void {
  storage.setItem(KEY(roster), JSON.stringify(slots));
}
