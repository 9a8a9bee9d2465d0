import type { Dice } from '../dice/index.js';
import { editionOf } from '../edition/editions.js';
import { start } from '../engine/apply.js';
import { EngineError } from '../engine/errors.js';
import { driveProc } from '../flow/drive.js';
import { halfProc } from '../flow/half.js';
import { matchProc } from '../flow/match.js';
import { setupProc } from '../flow/setup.js';
import { turnProc } from '../flow/turn.js';
import { findStarPlayer } from '../rosters/star-players.js';
import { starRuleIdOf } from '../stars/ids.js';
import { emptyMatch, newPlayer, newTeamState } from '../state/factory.js';
import type { MatchState, PlayerState } from '../state/types.js';
import { otherSide, SIDES } from '../types.js';
import { scenarioPosition } from './positions.js';
import { type Scenario, scenarioSchema } from './schema.js';

/** One problem in a scenario, with the JSON path where it was found. */
export interface ScenarioIssue {
  path: string;
  message: string;
}

export class ScenarioError extends Error {
  override readonly name = 'ScenarioError';
  constructor(readonly issues: ScenarioIssue[]) {
    super(`invalid scenario:\n${issues.map((i) => `  ${i.path || '(root)'}: ${i.message}`).join('\n')}`);
  }
}

/** Dice for scenarios that must not roll while starting: any roll is a mistake in the scenario. */
const NO_DICE: Dice = {
  roll(kind) {
    throw new EngineError(`starting this scenario needs a ${kind} roll: pass dice to loadScenario`);
  },
};

const pathOf = (path: readonly PropertyKey[]): string =>
  path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? String(p) : `.${String(p)}`)).join('');

function buildPlayers(sc: Scenario, s: MatchState, issues: ScenarioIssue[]): void {
  const seen = new Set<string>();
  const squares = new Set<string>();
  sc.players.forEach((p, i) => {
    const path = `players[${i}]`;
    if (seen.has(p.id)) issues.push({ path: `${path}.id`, message: `duplicate player id "${p.id}"` });
    seen.add(p.id);
    const roster = sc.teams?.[p.team]?.roster;
    const edition = editionOf(s);
    let base = edition.fromBb2025Stats({ ma: 6, st: 3, ag: 3, pa: 4, av: 9 });
    let keywords: string[] = [];
    let skills = p.skills ?? [];
    if (p.position !== undefined) {
      const pos = roster ? scenarioPosition(s, roster, p.position) : undefined;
      if (!pos) {
        issues.push({
          path: `${path}.position`,
          message: roster
            ? `roster "${roster}" has no position "${p.position}"`
            : `position "${p.position}" needs teams.${p.team}.roster`,
        });
      } else {
        base = pos.stats;
        keywords = [...pos.keywords];
        skills = [...pos.skills, ...skills];
      }
    }
    const star = p.star === undefined ? undefined : findStarPlayer(p.star);
    if (p.star !== undefined && !star)
      issues.push({ path: `${path}.star`, message: `no star player "${p.star}"` });
    if (star && p.position !== undefined)
      issues.push({ path: `${path}.star`, message: 'a player is either a star or a roster position' });
    if (star) {
      base = { ma: star.ma, st: star.st, ag: star.ag, pa: star.pa, av: star.av };
      keywords = [...star.keywords];
      skills = [...star.skills, ...skills];
    }
    const player: PlayerState = newPlayer({
      id: p.id,
      team: p.team,
      name: p.name ?? star?.name ?? p.id,
      number: p.number ?? i + 1,
      position: p.position ?? null,
      keywords: p.keywords ?? keywords,
      stats: {
        ma: p.ma ?? base.ma,
        st: p.st ?? base.st,
        ag: p.ag ?? base.ag,
        pa: p.pa === undefined ? base.pa : p.pa,
        av: p.av ?? base.av,
      },
      skills,
    });
    if (p.at && p.box)
      issues.push({ path: `${path}.box`, message: 'a player is either on the pitch (at) or in a box' });
    if (p.at) {
      const key = `${p.at.x},${p.at.y}`;
      if (squares.has(key))
        issues.push({ path: `${path}.at`, message: `square (${key}) already holds a player` });
      squares.add(key);
      player.at = p.at;
      player.box = null;
      player.record.played = true;
    } else {
      player.box = p.box ?? 'reserves';
      if (p.status && p.status !== 'standing') {
        issues.push({ path: `${path}.status`, message: 'only players on the pitch can be prone or stunned' });
      }
    }
    player.status = p.status ?? 'standing';
    player.niggling = p.niggling ?? 0;
    player.activated = p.activated ?? false;
    player.distracted = p.distracted ?? false;
    player.rooted = p.rooted ?? false;
    if (star) {
      const rule = starRuleIdOf(star.specialRule);
      if (rule) player.star = { id: star.id, rule };
      else issues.push({ path: `${path}.star`, message: `unknown special rule "${star.specialRule}"` });
    }
    s.players.push(player);
  });
  for (const side of SIDES) {
    const n = s.players.filter((p) => p.team === side && p.at !== null).length;
    if (n > 11)
      issues.push({ path: 'players', message: `${side} has ${n} players on the pitch (at most 11)` });
  }
}

function buildBall(sc: Scenario, s: MatchState, issues: ScenarioIssue[]): void {
  const b = sc.ball;
  if (!b) return;
  if ('carrier' in b) {
    const p = s.players.find((x) => x.id === b.carrier);
    if (!p) issues.push({ path: 'ball.carrier', message: `no player "${b.carrier}"` });
    else if (p.at === null || p.status !== 'standing') {
      issues.push({
        path: 'ball.carrier',
        message: `${b.carrier} must be Standing on the pitch to hold the ball`,
      });
    } else s.ball = { kind: 'carried', player: p.id };
  } else if ('at' in b) {
    if (s.players.some((p) => p.at && p.at.x === b.at.x && p.at.y === b.at.y)) {
      issues.push({
        path: 'ball.at',
        message: 'a ball on the ground cannot share a square with a player (use carrier)',
      });
    }
    s.ball = { kind: 'ground', at: b.at };
  } else s.ball = { kind: 'air', at: b.inAir };
}

/**
 * Builds a match from a scenario description (see README): validates it with zod and with the rules a
 * schema cannot express, and reports every problem with its JSON path. The match then runs to its first
 * decision; pass `dice` when the scenario starts at a point that rolls (the pre-match sequence).
 */
export function loadScenario(json: unknown, dice: Dice = NO_DICE): MatchState {
  const parsed = scenarioSchema.safeParse(json);
  if (!parsed.success) {
    throw new ScenarioError(parsed.error.issues.map((i) => ({ path: pathOf(i.path), message: i.message })));
  }
  const sc = parsed.data;
  const issues: ScenarioIssue[] = [];
  const s = emptyMatch(sc.edition ?? 'bb2025');
  s.half = sc.half ?? 1;
  s.weather = sc.weather ?? 'perfect';
  for (const side of SIDES) {
    const t = sc.teams?.[side];
    const team = newTeamState(t?.name ?? side, t?.roster ?? null, t?.rerolls ?? 0, t?.apothecary ?? false);
    team.rerollsPerHalf = t?.rerollsPerHalf ?? t?.rerolls ?? 0;
    team.leaderRerolls = t?.leaderRerolls ?? 0;
    team.fanFactor = t?.fanFactor ?? 0;
    team.dedicatedFans = t?.dedicatedFans ?? 0;
    team.cheerleaders = t?.cheerleaders ?? 0;
    team.assistantCoaches = t?.assistantCoaches ?? 0;
    team.score = t?.score ?? 0;
    team.turn = t?.turn ?? 0;
    s.teams[side] = team;
  }
  buildPlayers(sc, s, issues);
  buildBall(sc, s, issues);
  if (issues.length > 0) throw new ScenarioError(issues);

  const phase = sc.phase ?? 'turn';
  const active = sc.activeTeam ?? 'home';
  const kicking = sc.kickingTeam ?? (phase === 'turn' ? otherSide(active) : 'home');
  s.kickingTeam = kicking;
  s.firstKickingTeam = s.half === 1 ? kicking : otherSide(kicking);
  if (phase === 'pre-match') {
    s.stack.push(matchProc('pre-match'));
  } else {
    s.stack.push(matchProc(s.half === 1 ? 'second-half' : 'end'));
    s.stack.push({
      ...halfProc(s.half, s.half === 1 ? s.firstKickingTeam : otherSide(s.firstKickingTeam)),
      started: true,
    });
    const drive = driveProc(kicking, false);
    if (phase === 'setup') {
      s.stack.push(drive);
      drive.stage = 'setup-receiving';
      s.stack.push(setupProc(kicking));
    } else {
      drive.stage = 'turns';
      s.stack.push(drive);
      const team = s.teams[active];
      team.turn = Math.max(0, (sc.turn ?? 1) - 1);
      const other = s.teams[otherSide(active)];
      if (sc.teams?.[otherSide(active)]?.turn === undefined)
        other.turn = active === otherSide(kicking) ? team.turn : team.turn + 1;
      s.stack.push(turnProc(active));
    }
  }
  const started = start(s, dice).state;
  if (phase === 'turn' && started.turnState && sc.declared)
    started.turnState.declared = [...started.turnState.declared, ...sc.declared];
  if (phase === 'turn') {
    // Activation flags given in the scenario survive the turn start.
    sc.players.forEach((p) => {
      if (p.activated) {
        const pl = started.players.find((x) => x.id === p.id);
        if (pl) pl.activated = true;
      }
    });
    // Recompute the decision now that the flags are in place.
    return start({ ...started, stack: started.stack }, NO_DICE).state;
  }
  return started;
}
