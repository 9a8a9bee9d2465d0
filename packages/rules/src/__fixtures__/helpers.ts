import { expect } from 'vitest';
import { ScriptedDice, type ScriptedRoll } from '../dice/index.js';
import { apply } from '../engine/apply.js';
import type { Command } from '../engine/commands.js';
import type { GameEvent } from '../engine/events.js';
import { loadScenario } from '../scenario/load.js';
import type { ScenarioInput } from '../scenario/schema.js';
import { getPlayer } from '../state/query.js';
import type { MatchState, PlayerState } from '../state/types.js';

/** A scenario player. */
export type P = ScenarioInput['players'][number];
export const home = (id: string, x: number, y: number, extra: Partial<P> = {}): P => ({
  id,
  team: 'home',
  at: [x, y],
  ...extra,
});
export const away = (id: string, x: number, y: number, extra: Partial<P> = {}): P => ({
  id,
  team: 'away',
  at: [x, y],
  ...extra,
});
export const target = (player: string): Command => ({ type: 'player', player });
export const choose = (choice: string): Command => ({ type: 'choose', choice });
export const square = (x: number, y: number): Command => ({ type: 'square', square: { x, y } });

export type Rolls = readonly (ScriptedRoll | readonly ScriptedRoll[])[];

/** Applies commands with scripted dice and checks every scripted roll was used. */
export function run(state: MatchState, commands: readonly Command[], rolls: Rolls = []) {
  const dice = new ScriptedDice(rolls);
  let s = state;
  const events: GameEvent[] = [];
  for (const c of commands) {
    const r = apply(s, c, dice);
    s = r.state;
    events.push(...r.events);
  }
  dice.assertConsumed();
  return { state: s, events };
}

/** A turn scenario for the home team with the given players (defaults: MA 6 ST 3 AG 3+ PA 4+ AV 9+). */
export function turn(
  players: ScenarioInput['players'],
  extra: Partial<ScenarioInput> = {},
  rolls: Rolls = [],
): MatchState {
  const dice = new ScriptedDice(rolls);
  const s = loadScenario({ players, ...extra }, dice);
  dice.assertConsumed();
  return s;
}

export const pl = (s: MatchState, id: string): PlayerState => getPlayer(s, id);

export const rollsOf = (events: readonly GameEvent[], purpose: string) =>
  events.filter((e): e is Extract<GameEvent, { kind: 'roll' }> => e.kind === 'roll' && e.purpose === purpose);

export const kinds = (events: readonly GameEvent[]) => events.map((e) => e.kind);

export const turnoverOf = (events: readonly GameEvent[]) =>
  events.find((e): e is Extract<GameEvent, { kind: 'turnover' }> => e.kind === 'turnover')?.reason ?? null;

export const at = (s: MatchState, id: string) => {
  const p = getPlayer(s, id).at;
  return p ? [p.x, p.y] : null;
};

export function expectDecision(s: MatchState, kind: string, team?: string) {
  expect(s.decision?.kind).toBe(kind);
  if (team) expect(s.decision?.team).toBe(team);
}

export const mv = (x: number, y: number): Command => ({ type: 'move', square: { x, y } });
export const act = (
  player: string,
  action: Command extends infer C
    ? C extends { type: 'activate'; action: infer A }
      ? A
      : never
    : never = 'move',
): Command => ({
  type: 'activate',
  player,
  action,
});
export const END: Command = { type: 'end-activation' };
export const END_TURN: Command = { type: 'end-turn' };
export const NO_REROLL: Command = { type: 'no-reroll' };
export const TEAM_REROLL: Command = { type: 'reroll', source: 'team' };
