import type { Command } from '../engine/commands.js';
import type { GameEvent } from '../engine/events.js';
import { loadScenario } from '../scenario/load.js';
import type { ScenarioInput } from '../scenario/schema.js';
import { away, choose, home, type P, square, target, turn } from './helpers.js';

export { away, choose, home, type P, square, target };

/** Classic (LRB6) scenes for the classic skill tests: home plays its turn unless told otherwise. */

export const classic = (players: P[], extra: Partial<ScenarioInput> = {}) =>
  turn(players, { edition: 'classic', ...extra });
export const useSkill = (skill: string): Command => ({ type: 'use-skill', skill }) as Command;
export const DECLINE: Command = { type: 'decline' };
export const THROW: Command = { type: 'choose', choice: 'pass' };
export const blockEvent = (events: readonly GameEvent[]) =>
  events.find((e) => e.kind === 'block') as Extract<GameEvent, { kind: 'block' }>;
export const skillEvents = (events: readonly GameEvent[], skill: string) =>
  events.filter((e) => e.kind === 'skill' && e.skill === skill);

/** Eleven players of a side in reserve; a given player takes the place of the one with its id. */
const squad = (side: 'home' | 'away', given: P[] = []): P[] =>
  Array.from({ length: 11 }, (_, i) => {
    const id = `${side[0]}${i + 1}`;
    return given.find((p) => p.id === id) ?? { id, team: side, number: i + 1, box: 'reserves' as const };
  });

/** A classic kick-off: away kicks to home, both in the balanced formation (a11 stands at (21,7)). */
export const kickOffSetup = (players: { home?: P[]; away?: P[] } = {}, extra: Partial<ScenarioInput> = {}) =>
  loadScenario({
    edition: 'classic',
    phase: 'setup',
    kickingTeam: 'away',
    players: [...squad('home', players.home), ...squad('away', players.away)],
    ...extra,
  } as ScenarioInput);
export const kickBy = (kicker: string, x: number, y: number): Command[] => [
  { type: 'formation', name: 'balanced' },
  { type: 'done' },
  { type: 'formation', name: 'balanced' },
  { type: 'done' },
  { type: 'player', player: kicker },
  { type: 'square', square: { x, y } },
];
