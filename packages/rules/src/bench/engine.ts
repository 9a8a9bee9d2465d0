/**
 * `pnpm bench:engine [--games N] [--odds] [--seed S]`: plays N seeded random Human v Orc matches end to
 * end and prints one JSON line: games, games/s, decisions/s, decisions/game, mean µs per decision.
 * With --odds it also asks for the reachable-square odds at every move decision.
 */

import { BotRandom, randomBot } from '../bot/random.js';
import { newRosterMatch } from '../bot/self-play.js';
import { SeededDice } from '../dice/index.js';
import { apply } from '../engine/apply.js';
import { reachableSquares } from '../odds/reach.js';

declare const process: {
  argv: string[];
  hrtime: { bigint(): bigint };
  cpuUsage(): { user: number; system: number };
};
declare const console: { log(...a: unknown[]): void; error(...a: unknown[]): void };

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const games = Number(arg('--games') ?? 100);
const withOdds = process.argv.includes('--odds');
const baseSeed = Number(arg('--seed') ?? 1);

let decisions = 0;
let oddsQueries = 0;
let failures = 0;
const t0 = process.hrtime.bigint();
const cpu0 = process.cpuUsage();
for (let g = 0; g < games; g++) {
  const seed = new Uint8Array(32);
  new DataView(seed.buffer).setUint32(0, baseSeed + g);
  const dice = new SeededDice(seed);
  const bot = randomBot(new BotRandom(seed.map((b, i) => (i === 0 ? b ^ 0xff : b))));
  try {
    let state = newRosterMatch('human', 'orc', dice);
    while (state.decision) {
      const d = state.decision;
      if (withOdds && d.kind === 'move-step' && d.player) {
        reachableSquares(state, d.player);
        oddsQueries += 1;
      }
      state = apply(state, bot(d), dice).state;
      decisions += 1;
    }
  } catch (e) {
    failures += 1;
    if (failures <= 3) console.error(`game ${g} failed:`, e);
  }
}
const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
const cpu = process.cpuUsage();
// CPU time of this process: on a busy machine wall-clock rates understate the engine's own speed.
const cpuSeconds = (cpu.user - cpu0.user + cpu.system - cpu0.system) / 1e6;
console.log(
  JSON.stringify({
    games,
    failures,
    odds: withOdds,
    seconds: Number(seconds.toFixed(3)),
    gamesPerSecond: Number((games / seconds).toFixed(2)),
    decisionsPerSecond: Math.round(decisions / seconds),
    decisionsPerGame: Math.round(decisions / games),
    meanMicrosecondsPerDecision: Number(((seconds * 1e6) / Math.max(1, decisions)).toFixed(2)),
    cpuSeconds: Number(cpuSeconds.toFixed(3)),
    decisionsPerCpuSecond: Math.round(decisions / cpuSeconds),
    ...(withOdds ? { oddsQueries } : {}),
  }),
);
