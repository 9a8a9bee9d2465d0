import { legalCommands } from '../engine/apply.js';
import type { Command } from '../engine/commands.js';
import type { TrenchState } from '../state/types.js';
import type { Seat } from '../types.js';
import { type BotRandom, pick } from './random.js';
import { sampleOption } from './sample.js';

/**
 * A bot that plays a random legal command: a random kind among the options (ending an Activation only
 * when nothing else is picked), made concrete at random and checked like any command. Never concedes.
 */
export function randomBot(s: TrenchState, seat: Seat, random: BotRandom): Command {
  let options = legalCommands(s, seat).filter((o) => o.type !== 'concede');
  for (let tries = 0; tries < 50 && options.length > 0; tries++) {
    const doable = options.filter((o) => o.type !== 'end-activation');
    const o = doable.length > 0 && random(4) > 0 ? pick(random, doable) : pick(random, options);
    const c = sampleOption(s, seat, o, random);
    if (c) return c;
    options = options.filter((x) => x !== o);
  }
  throw new Error(`the random bot found no legal command for ${seat} (phase ${s.phase.kind})`);
}
