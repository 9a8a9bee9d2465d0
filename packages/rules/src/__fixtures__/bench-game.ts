import { BotRandom, randomBot } from '../bot/random.js';
import { newRosterMatch } from '../bot/self-play.js';
import { benchPairing } from '../bot/starting-teams.js';
import { SeededDice } from '../dice/index.js';
import { apply } from '../engine/apply.js';
import type { MatchState } from '../state/types.js';

/** A seeded BB2025 bench game (`bench/engine.ts --odds`) at its start: its dice, its random bot, its state. */
export function benchGame(game: number) {
  const seed = new Uint8Array(32);
  new DataView(seed.buffer).setUint32(0, 1 + game);
  const dice = new SeededDice(seed);
  const bot = randomBot(new BotRandom(seed.map((b, i) => (i === 0 ? b ^ 0xff : b))));
  const state = newRosterMatch(...benchPairing('bb2025', game), dice, { edition: 'bb2025' });
  return { dice, bot, state };
}

/** The bench game played by its bot up to one decision. */
export function benchState(game: number, decisions: number): MatchState {
  const { dice, bot, state: start } = benchGame(game);
  let state = start;
  for (let k = 0; k < decisions; k++) {
    if (!state.decision) throw new Error(`game ${game} ended before decision ${decisions}`);
    state = apply(state, bot(state.decision), dice).state;
  }
  return state;
}
