/**
 * `pnpm bench:engine [--games N] [--odds] [--reach] [--inducements] [--seed S]`: plays N seeded random Human v
 * Orc matches end to end and prints one JSON line: games, games/s, decisions/s, decisions/game, mean µs per
 * decision. With --inducements (default 1,000 games) each game has an inducement step with random budgets,
 * the home roster cycling through the edition's rosters and a random away roster (`inducementGame`; with
 * `--edition classic` the classic run's games buy from the LRB6 list); failures are counted.
 * With --odds it plays the same games again pricing every offered move (each step offered, each block,
 * Blitz and foul target, each pass to a team-mate) and prints both runs, the ratio, the CPU ms per kind
 * of odds and the slowest single query of each kind; --reach also asks for the whole reachable-square map
 * at every move step. `--edition classic` plays N BB2025 Human v Orc games
 * and N classic games between the LRB6 rosters' own starting teams (all 24, each home and away in turn:
 * `benchPairing`), same seeds and bots, and prints both runs (failures counted) and the ratio of their
 * decisions per CPU second.
 */

import { inducementGame } from '../bot/inducement-games.js';
import { BotRandom, randomBot } from '../bot/random.js';
import { newRosterMatch } from '../bot/self-play.js';
import { benchPairing } from '../bot/starting-teams.js';
import { SeededDice } from '../dice/index.js';
import { EDITION_IDS, type EditionId } from '../edition/edition.js';
import { apply } from '../engine/apply.js';
import { blockOdds } from '../odds/block.js';
import { foulOdds } from '../odds/foul.js';
import { passOdds } from '../odds/pass.js';
import { reachableSquares, stepOdds } from '../odds/reach.js';
import { getPlayer, playerAt } from '../state/query.js';
import type { MatchState } from '../state/types.js';

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

const withReach = process.argv.includes('--reach');
const withOdds = withReach || process.argv.includes('--odds');
// Odds for every offered move cost far more than the engine: fewer games unless told.
const withInducements = process.argv.includes('--inducements');
const games = Number(arg('--games') ?? (withOdds ? 2 : withInducements ? 1000 : 100));
const baseSeed = Number(arg('--seed') ?? 1);
const editionArg = arg('--edition');
if (editionArg !== undefined && !(EDITION_IDS as readonly string[]).includes(editionArg)) {
  console.error(`--edition must be one of ${EDITION_IDS.join(', ')}, got "${editionArg}"`);
  throw new Error(`unknown edition "${editionArg}"`);
}
const edition = (editionArg ?? 'bb2025') as EditionId;

/** Wall and CPU time spent per kind of odds, in ms (the run with odds only). */
const spent: Record<string, number> = { step: 0, reach: 0, block: 0, foul: 0, pass: 0 };
const spentCpu: Record<string, number> = { step: 0, reach: 0, block: 0, foul: 0, pass: 0 };
/** The slowest single query of each kind, CPU ms. */
const slowestCpu: Record<string, number> = { step: 0, reach: 0, block: 0, foul: 0, pass: 0 };
function timed<T>(kind: string, f: () => T): T {
  const t0 = process.hrtime.bigint();
  const c0 = process.cpuUsage();
  try {
    return f();
  } finally {
    spent[kind] = (spent[kind] ?? 0) + Number(process.hrtime.bigint() - t0) / 1e6;
    // On a busy machine the wall time mostly measures the other processes.
    const c = process.cpuUsage();
    const cpu = (c.user - c0.user + c.system - c0.system) / 1e3;
    spentCpu[kind] = (spentCpu[kind] ?? 0) + cpu;
    slowestCpu[kind] = Math.max(slowestCpu[kind] ?? 0, cpu);
  }
}

/** Prices every move the decision offers, as a UI showing odds would (returns how many were priced). */
function priceOffers(state: MatchState): number {
  const d = state.decision;
  if (!d?.player) return 0;
  const action = state.turnState?.activeAction;
  let n = 0;
  if (d.kind === 'move-step') {
    n += timed('step', () => stepOdds(state, d.player as string)).length;
    if (withReach && d.options.some((o) => o.type === 'move')) {
      timed('reach', () => reachableSquares(state, d.player as string));
      n += 1;
    }
    for (const o of d.options) {
      if (o.type !== 'player') continue;
      if (action === 'blitz')
        timed('block', () => blockOdds(state, d.player as string, o.player, { blitz: true }));
      else if (action === 'foul') timed('foul', () => foulOdds(state, d.player as string, o.player));
      else continue;
      n += 1;
    }
  } else if (d.kind === 'block-target' && action === 'block') {
    for (const o of d.options) {
      if (o.type !== 'player') continue;
      timed('block', () => blockOdds(state, d.player as string, o.player));
      n += 1;
    }
  } else if (d.kind === 'pass-target' && action === 'pass') {
    // Squares a team-mate stands on: where a coach aims a pass (every square in range would be hundreds).
    const thrower = getPlayer(state, d.player);
    for (const o of d.options) {
      if (o.type !== 'square') continue;
      const mate = playerAt(state, o.square.x, o.square.y);
      if (!mate || mate.team !== thrower.team || mate.id === thrower.id) continue;
      timed('pass', () => passOdds(state, d.player as string, o.square));
      n += 1;
    }
  }
  return n;
}

interface Run {
  decisions: number;
  oddsQueries: number;
  failures: number;
  seconds: number;
  cpuSeconds: number;
}

function play(odds: boolean, played: EditionId = 'bb2025'): Run {
  let decisions = 0;
  let oddsQueries = 0;
  let failures = 0;
  const t0 = process.hrtime.bigint();
  const cpu0 = process.cpuUsage();
  for (let g = 0; g < games; g++) {
    const induced = withInducements ? inducementGame(baseSeed - 1 + g, played) : null;
    const seed = induced?.seed ?? new Uint8Array(32);
    if (!induced) new DataView(seed.buffer).setUint32(0, baseSeed + g);
    const dice = new SeededDice(seed);
    const bot = randomBot(new BotRandom(seed.map((b, i) => (i === 0 ? b ^ 0xff : b))));
    try {
      let state = induced
        ? newRosterMatch(induced.home, induced.away, dice, {
            inducements: induced.inducements,
            edition: played,
          })
        : newRosterMatch(...benchPairing(played, g), dice, { edition: played });
      while (state.decision) {
        if (odds) oddsQueries += priceOffers(state);
        state = apply(state, bot(state.decision), dice).state;
        decisions += 1;
      }
    } catch (e) {
      failures += 1;
      const teams = induced ? [induced.home, induced.away] : benchPairing(played, g);
      if (failures <= 3) console.error(`game ${g} (${played}, ${teams.join(' v ')}) failed:`, e);
    }
  }
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  const cpu = process.cpuUsage();
  // CPU time of this process: on a busy machine wall-clock rates understate the engine's own speed.
  const cpuSeconds = (cpu.user - cpu0.user + cpu.system - cpu0.system) / 1e6;
  return { decisions, oddsQueries, failures, seconds, cpuSeconds };
}

function report(r: Run) {
  return {
    failures: r.failures,
    seconds: Number(r.seconds.toFixed(3)),
    gamesPerSecond: Number((games / r.seconds).toFixed(2)),
    decisionsPerSecond: Math.round(r.decisions / r.seconds),
    decisionsPerGame: Math.round(r.decisions / games),
    meanMicrosecondsPerDecision: Number(((r.seconds * 1e6) / Math.max(1, r.decisions)).toFixed(2)),
    cpuSeconds: Number(r.cpuSeconds.toFixed(3)),
    decisionsPerCpuSecond: Math.round(r.decisions / r.cpuSeconds),
  };
}

const plain = play(false);
if (editionArg !== undefined) {
  // Same seeds and bots under both editions in one process: the ratio is what the edition costs. The
  // first BB2025 run only warms the JIT; BB2025 is timed again after the other edition.
  const other = play(withOdds, edition);
  const base = play(withOdds);
  const a = report(base);
  const b = report(other);
  console.log(
    JSON.stringify({
      games,
      odds: withOdds,
      bb2025: a,
      [edition]: b,
      ratioPerCpuSecond: Number((b.decisionsPerCpuSecond / a.decisionsPerCpuSecond).toFixed(4)),
    }),
  );
} else if (!withOdds) {
  console.log(JSON.stringify({ games, odds: false, inducements: withInducements, ...report(plain) }));
} else {
  // Both runs in one process, same games: the ratio is what pricing every offered move costs.
  const priced = play(true);
  const a = report(plain);
  const b = {
    ...report(priced),
    oddsQueries: priced.oddsQueries,
    oddsMillisecondsByKind: Object.fromEntries(Object.entries(spent).map(([k, v]) => [k, Math.round(v)])),
    oddsCpuMillisecondsByKind: Object.fromEntries(
      Object.entries(spentCpu).map(([k, v]) => [k, Math.round(v)]),
    ),
    slowestQueryCpuMillisecondsByKind: Object.fromEntries(
      Object.entries(slowestCpu).map(([k, v]) => [k, Math.round(v)]),
    ),
  };
  console.log(
    JSON.stringify({
      games,
      odds: true,
      withoutOdds: a,
      withOdds: b,
      ratioPerCpuSecond: Number((b.decisionsPerCpuSecond / a.decisionsPerCpuSecond).toFixed(4)),
    }),
  );
}
