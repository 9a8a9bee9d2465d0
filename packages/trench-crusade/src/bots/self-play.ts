import type { Dice } from '../dice/dice.js';
import { apply, whoMustAct } from '../engine/apply.js';
import type { Command } from '../engine/commands.js';
import { create, type TrenchOptions } from '../engine/create.js';
import type { TrenchState } from '../state/types.js';
import type { Seat } from '../types.js';
import type { BotRandom } from './random.js';

export type Bot = (s: TrenchState, seat: Seat, random: BotRandom) => Command;

export interface SelfPlayResult {
  state: TrenchState;
  commands: number;
  /** Every command in order, for replays. */
  log: { seat: Seat; command: Command }[];
}

/** Plays a whole game between two bots; throws if a bot's command is refused or the game runs away. */
export function selfPlay(
  options: TrenchOptions,
  dice: Dice,
  bots: Record<Seat, Bot>,
  random: BotRandom,
  maxCommands = 20_000,
): SelfPlayResult {
  const created = create(options, dice);
  if (!created.ok)
    throw new Error(`bad options: ${created.problems.map((p) => `${p.path} ${p.message}`).join('; ')}`);
  let state = created.state;
  const log: SelfPlayResult['log'] = [];
  while (!state.result) {
    if (log.length >= maxCommands)
      throw new Error(`no result after ${maxCommands} commands (turn ${state.turn})`);
    const seat = whoMustAct(state)[0]!;
    const command = bots[seat](state, seat, random);
    const r = apply(state, seat, command, dice);
    if (!r.ok) throw new Error(`bot command ${JSON.stringify(command)} refused: ${r.rejection.message}`);
    state = r.state;
    log.push({ seat, command });
  }
  return { state, commands: log.length, log };
}
