/**
 * `pnpm bench:blood-bound [--games N] [--players 6,7,…] [--bot random|reasoning|mixed] [--seed S]`: plays N
 * seeded bot games per player count (default 10,000 for each of 6–12) end to end and prints one JSON line per
 * count: games, valid winners, failures, wins by side, decisions per game, games per second of wall and of
 * CPU time, and µs per decision. `mixed` seats reasoning bots in the Phoenix clan and random bots elsewhere.
 * Exits 1 if any game fails to end with a valid winner.
 */
import { SeededDice } from '@dugout/rules';
import { apply } from '../apply.js';
import { randomBot } from '../bot/random-bot.js';
import { reasoningBot } from '../bot/reasoning-bot.js';
import type { Command } from '../commands.js';
import { whoMustAct } from '../legal.js';
import { cardAt } from '../query.js';
import type { Random } from '../random.js';
import { setup } from '../setup.js';
import type { BloodBoundState } from '../state.js';
import type { Seat } from '../types.js';
import { outcomeProblem } from './outcome-problem.js';

declare const process: {
  argv: string[];
  exitCode: number | undefined;
  hrtime: { bigint(): bigint };
  cpuUsage(): { user: number; system: number };
};
declare const console: { log(...a: unknown[]): void; error(...a: unknown[]): void };

type Bot = (s: BloodBoundState, seat: Seat, random: Random) => Command;

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const games = Number(arg('--games') ?? 10_000);
const counts = (arg('--players') ?? '6,7,8,9,10,11,12').split(',').map(Number);
const botName = arg('--bot') ?? 'random';
const baseSeed = Number(arg('--seed') ?? 1);
const BOTS: Record<string, Bot> = {
  random: randomBot,
  reasoning: reasoningBot,
  mixed: (s, seat, r) => (cardAt(s, seat).faction === 'phoenix' ? reasoningBot : randomBot)(s, seat, r),
};
const bot = BOTS[botName];
if (!bot) throw new Error(`--bot is one of ${Object.keys(BOTS).join(', ')}`);

function seed(n: number, salt: number): Uint8Array {
  const bytes = new Uint8Array(32);
  new DataView(bytes.buffer).setUint32(0, n);
  new DataView(bytes.buffer).setUint32(4, salt);
  return bytes;
}

let anyFailure = false;
for (const players of counts) {
  let decisions = 0;
  let valid = 0;
  let failures = 0;
  const wins: Record<string, number> = { phoenix: 0, gargoyle: 0, inquisitor: 0 };
  const t0 = process.hrtime.bigint();
  const cpu0 = process.cpuUsage();
  for (let g = 0; g < games; g++) {
    try {
      const choices = new SeededDice(seed(baseSeed + g, 1));
      let state = setup(players, {}, new SeededDice(seed(baseSeed + g, 0))).state;
      for (let moves = 0; !state.outcome; moves++) {
        if (moves >= 100_000) throw new Error('the game did not end');
        const seat = whoMustAct(state)[0] as Seat;
        state = apply(state, seat, bot(state, seat, choices)).state;
        decisions += 1;
      }
      const problem = outcomeProblem(state);
      if (problem || !state.outcome) throw new Error(problem ?? 'no outcome');
      valid += 1;
      wins[state.outcome.winner] = (wins[state.outcome.winner] ?? 0) + 1;
    } catch (e) {
      failures += 1;
      if (failures <= 3) console.error(`${players} players, game ${baseSeed + g} failed:`, e);
    }
  }
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  const cpu = process.cpuUsage();
  // CPU time of this process: on a shared machine wall-clock rates understate the rules' own speed.
  const cpuSeconds = (cpu.user - cpu0.user + cpu.system - cpu0.system) / 1e6;
  anyFailure ||= failures > 0;
  console.log(
    JSON.stringify({
      players,
      bot: botName,
      games,
      valid,
      failures,
      wins,
      decisionsPerGame: Number((decisions / games).toFixed(1)),
      gamesPerSecond: Math.round(games / seconds),
      gamesPerCpuSecond: Math.round(games / cpuSeconds),
      usPerDecision: Number(((cpuSeconds * 1e6) / decisions).toFixed(1)),
    }),
  );
}
if (anyFailure) process.exitCode = 1;
