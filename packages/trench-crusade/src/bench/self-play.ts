/**
 * `pnpm bench:trench-crusade [--games N] [--seed S]`: plays N seeded bot games (default 1,000), half on
 * each scenario, each with two random 700-ducat warbands and a mix of the random and simple bots, on the
 * match's own seeded dice (`@dugout/rules`' SeededDice). Every game must end with a valid result; prints
 * one JSON line (games, results by reason, commands per game, games/s) and exits 1 on any failure.
 */

import { SeededDice } from '@dugout/rules';
import { seededRandom } from '../bots/random.js';
import { randomBot } from '../bots/random-bot.js';
import { type Bot, selfPlay } from '../bots/self-play.js';
import { simpleBot } from '../bots/simple-bot.js';
import { SCENARIO_IDS, SEATS } from '../types.js';
import { outcome } from '../view/outcome.js';
import { randomWarband } from '../warbands/random.js';

declare const process: { argv: string[]; exitCode: number; hrtime: { bigint(): bigint } };
declare const console: { log(...a: unknown[]): void; error(...a: unknown[]): void };

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const games = Number(arg('--games') ?? 1000);
const base = Number(arg('--seed') ?? 1);
const pairings: [Bot, Bot][] = [
  [randomBot, randomBot],
  [simpleBot, randomBot],
  [randomBot, simpleBot],
  [simpleBot, simpleBot],
];

const reasons: Record<string, number> = {};
const byScenario: Record<string, number> = {};
let commands = 0;
let failures = 0;
const t0 = process.hrtime.bigint();
for (let g = 0; g < games; g++) {
  const n = base + g;
  const scenario = SCENARIO_IDS[g % SCENARIO_IDS.length]!;
  const seed = new Uint8Array(32);
  new DataView(seed.buffer).setUint32(0, n);
  const random = seededRandom(n);
  const factions =
    random(2) === 0
      ? (['new-antioch', 'heretic-legion'] as const)
      : (['heretic-legion', 'new-antioch'] as const);
  const options = {
    scenario,
    shaken: random(2) === 0,
    warbands: { a: randomWarband(random, factions[0]), b: randomWarband(random, factions[1]) },
  };
  const [a, b] = pairings[g % pairings.length]!;
  try {
    const r = selfPlay(options, new SeededDice(seed), { a, b }, random);
    const result = r.state.result;
    const out = outcome(r.state);
    const valid =
      result !== null &&
      out !== undefined &&
      SEATS.every((s) => ['win', 'loss', 'draw'].includes(out[s])) &&
      (result.winner === null ? out.a === 'draw' && out.b === 'draw' : out[result.winner] === 'win');
    if (!valid) throw new Error(`invalid result ${JSON.stringify(result)}`);
    reasons[result.reason] = (reasons[result.reason] ?? 0) + 1;
    byScenario[scenario] = (byScenario[scenario] ?? 0) + 1;
    commands += r.commands;
  } catch (e) {
    failures++;
    console.error(`game ${g} (seed ${n}, ${scenario}): ${(e as Error).message}`);
  }
}
const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
console.log(
  JSON.stringify({
    games,
    failures,
    byScenario,
    reasons,
    commandsPerGame: Math.round(commands / Math.max(1, games - failures)),
    gamesPerSecond: Number((games / seconds).toFixed(2)),
    seconds: Number(seconds.toFixed(1)),
  }),
);
if (failures > 0) process.exitCode = 1;
