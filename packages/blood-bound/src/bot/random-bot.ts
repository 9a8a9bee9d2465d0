import type { Command } from '../commands.js';
import { RulesError } from '../errors.js';
import { legalCommands } from '../legal.js';
import { pickIndex, type Random } from '../random.js';
import type { BloodBoundState } from '../state.js';
import type { Seat } from '../types.js';

/** A bot that plays any legal command, uniformly at random among `legalCommands` (its own options only). */
export function randomBot(s: BloodBoundState, seat: Seat, random: Random): Command {
  const options = legalCommands(s, seat);
  if (options.length === 0) throw new RulesError(`${seat} has nothing to decide`);
  return options[pickIndex(random, options.length)] as Command;
}
