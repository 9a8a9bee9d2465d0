import type { TeamPlayer, TeamSheetProblem, TeamSheetProblemCode } from '../team-sheet.js';
import { CLASSIC_EDITION, type ClassicEditionId, type ClassicRosterId, isClassicRosterId } from './ids.js';
import { findClassicPosition, getClassicRoster } from './rosters.js';
import type { ClassicPosition } from './schema.js';

/**
 * LRB6 team creation (classic rules reference §4): a 1,000,000 gp budget, 11–16 players, up to 8 team
 * re-rolls at the roster's price, one Apothecary if the roster allows it, and Fan Factor, Assistant Coaches
 * and Cheerleaders at 10,000 gp each. The cap on Fan Factor is our reading (see the rules README).
 */
export const CLASSIC_DRAFT = {
  budget: 1_000_000,
  minPlayers: 11,
  maxPlayers: 16,
  apothecaryCost: 50_000,
  assistantCoachCost: 10_000,
  cheerleaderCost: 10_000,
  fanFactorCost: 10_000,
  maxFanFactor: 9,
} as const;

/** An LRB6 team as someone wrote it: not necessarily legal. Check it with `validateClassicTeamSheet`. */
export interface ClassicTeamSheet {
  edition: ClassicEditionId;
  rosterId: string;
  name: string;
  players: { number: number; name?: string; positionId: string }[];
  rerolls: number;
  apothecary: boolean;
  assistantCoaches: number;
  cheerleaders: number;
  /** Bought at creation, 10,000 gp a point. */
  fanFactor: number;
  treasury: number;
}

/** An LRB6 team that passed `validateClassicTeamSheet`: what a classic match is built from. */
export interface ClassicTeam {
  edition: ClassicEditionId;
  rosterId: ClassicRosterId;
  name: string;
  /** See `Team.unnamed`. */
  unnamed?: boolean;
  /** AG is the 1–6 characteristic, `pa` is null, no keywords. */
  players: TeamPlayer[];
  rerolls: number;
  apothecary: boolean;
  assistantCoaches: number;
  cheerleaders: number;
  fanFactor: number;
  treasury: number;
}

export type ClassicTeamSheetResult =
  | { ok: true; team: ClassicTeam }
  | { ok: false; problems: TeamSheetProblem[] };

const gp = (n: number) => `${n.toLocaleString('en-GB')} gp`;
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

/** The field types, each wrong one reported at its path; null when the shape is right. */
function shapeProblems(input: Record<string, unknown>): TeamSheetProblem[] {
  const problems: TeamSheetProblem[] = [];
  const bad = (path: string, expected: string) =>
    problems.push({ path, code: 'invalid', message: `${path}: expected ${expected}` });
  if (typeof input.rosterId !== 'string') bad('rosterId', 'a string');
  if (typeof input.name !== 'string') bad('name', 'a string');
  if (!Array.isArray(input.players)) bad('players', 'an array');
  else
    input.players.forEach((p: unknown, i) => {
      if (!isRecord(p)) {
        bad(`players[${i}]`, 'an object');
        return;
      }
      if (typeof p.number !== 'number') bad(`players[${i}].number`, 'a number');
      if (p.name !== undefined && typeof p.name !== 'string') bad(`players[${i}].name`, 'a string');
      if (typeof p.positionId !== 'string') bad(`players[${i}].positionId`, 'a string');
      if (p.skills !== undefined) bad(`players[${i}].skills`, 'no skills (a new LRB6 team buys none)');
    });
  for (const key of ['rerolls', 'assistantCoaches', 'cheerleaders', 'fanFactor', 'treasury'])
    if (!isCount(input[key])) bad(key, 'a whole number, 0 or more');
  if (typeof input.apothecary !== 'boolean') bad('apothecary', 'true or false');
  return problems;
}

/** Gold spent at creation: players, re-rolls at the roster's price, staff and Fan Factor. */
export function classicDraftCost(
  rosterId: ClassicRosterId,
  sheet: Pick<ClassicTeamSheet, 'rerolls' | 'apothecary' | 'assistantCoaches' | 'cheerleaders' | 'fanFactor'>,
  players: readonly { value: number }[],
): number {
  return (
    players.reduce((sum, p) => sum + p.value, 0) +
    sheet.fanFactor * CLASSIC_DRAFT.fanFactorCost +
    classicStaffValue(rosterId, sheet)
  );
}

function classicStaffValue(
  rosterId: ClassicRosterId,
  staff: Pick<ClassicTeamSheet, 'rerolls' | 'apothecary' | 'assistantCoaches' | 'cheerleaders' | 'fanFactor'>,
): number {
  return (
    staff.rerolls * getClassicRoster(rosterId).rerollCost +
    (staff.apothecary ? CLASSIC_DRAFT.apothecaryCost : 0) +
    staff.assistantCoaches * CLASSIC_DRAFT.assistantCoachCost +
    staff.cheerleaders * CLASSIC_DRAFT.cheerleaderCost
  );
}

/**
 * LRB6 team rating's gold part: players, re-rolls, staff and Fan Factor (each point of FF counts 10,000);
 * the treasury does not count.
 */
export function classicTeamValue(team: ClassicTeam): number {
  return classicDraftCost(team.rosterId, team, team.players);
}

/**
 * Check an LRB6 team sheet against its roster and the LRB6 creation rules. Reports every problem at once,
 * each with a path, a stable code and a message (as `validateTeamSheet`); on success the checked team.
 */
export function validateClassicTeamSheet(
  input: unknown,
  options: { budget?: number } = {},
): ClassicTeamSheetResult {
  const budget = options.budget ?? CLASSIC_DRAFT.budget;
  if (!isRecord(input))
    return { ok: false, problems: [{ path: '', code: 'invalid', message: 'sheet: expected an object' }] };
  const named = input.edition;
  if (named !== CLASSIC_EDITION) {
    const message = `sheet: written for "${String(named)}", not the classic rules (LRB6)`;
    return { ok: false, problems: [{ path: 'edition', code: 'wrong-edition', message }] };
  }
  const shape = shapeProblems(input);
  if (shape.length > 0) return { ok: false, problems: shape };
  const sheet = input as unknown as ClassicTeamSheet;
  const problems: TeamSheetProblem[] = [];
  const report = (path: string, code: TeamSheetProblemCode, message: string) =>
    problems.push({ path, code, message });

  if (!isClassicRosterId(sheet.rosterId)) {
    report('rosterId', 'unknown-roster', `unknown LRB6 roster "${sheet.rosterId}"`);
    return { ok: false, problems };
  }
  const rosterId = sheet.rosterId;
  const roster = getClassicRoster(rosterId);
  if (sheet.name.trim() === '') report('name', 'empty-name', 'the team needs a name');

  const n = sheet.players.length;
  if (n < CLASSIC_DRAFT.minPlayers)
    report('players', 'too-few-players', `${n} players; a team needs at least 11`);
  if (n > CLASSIC_DRAFT.maxPlayers)
    report('players', 'too-many-players', `${n} players; a team may have at most 16`);

  const numbers = new Map<number, number>();
  const perPosition = new Map<string, number[]>();
  const players: TeamPlayer[] = [];
  sheet.players.forEach((p, i) => {
    const at = `players[${i}]`;
    if (!Number.isInteger(p.number) || p.number < 1 || p.number > 99)
      report(`${at}.number`, 'invalid-number', `player number ${p.number} must be a whole number 1..99`);
    else if (numbers.has(p.number))
      report(
        `${at}.number`,
        'duplicate-number',
        `number ${p.number} is already worn by players[${numbers.get(p.number)}]`,
      );
    else numbers.set(p.number, i);

    const position = findClassicPosition(rosterId, p.positionId);
    if (!position) {
      const known = roster.positions.map((x) => x.id).join(', ');
      report(
        `${at}.positionId`,
        'unknown-position',
        `${roster.name} (LRB6) has no position "${p.positionId}" (it has ${known})`,
      );
      return;
    }
    perPosition.set(position.id, [...(perPosition.get(position.id) ?? []), i]);
    players.push(classicPlayer(position, p.number, p.name));
  });
  for (const [positionId, indices] of perPosition) {
    const position = findClassicPosition(rosterId, positionId) as ClassicPosition;
    if (indices.length > position.max)
      report(
        'players',
        'position-over-max',
        `${indices.length} × ${position.name} (players ${indices.map((i) => `[${i}]`).join(', ')}); the roster allows ${position.max}`,
      );
  }

  if (sheet.rerolls > roster.maxRerolls)
    report(
      'rerolls',
      'too-many-rerolls',
      `${sheet.rerolls} team re-rolls; ${roster.name} may have ${roster.maxRerolls}`,
    );
  if (sheet.apothecary && !roster.apothecary)
    report('apothecary', 'apothecary-not-allowed', `${roster.name} teams cannot hire an Apothecary`);
  if (sheet.fanFactor > CLASSIC_DRAFT.maxFanFactor)
    report(
      'fanFactor',
      'fan-factor-out-of-range',
      `Fan Factor ${sheet.fanFactor}; at most ${CLASSIC_DRAFT.maxFanFactor} at creation`,
    );

  const spent = classicDraftCost(rosterId, sheet, players);
  if (spent > budget)
    report(
      '',
      'over-budget',
      `the team costs ${gp(spent)}, over the ${gp(budget)} budget by ${gp(spent - budget)}`,
    );
  else if (sheet.treasury > budget - spent)
    report(
      'treasury',
      'treasury-too-high',
      `treasury ${gp(sheet.treasury)} is more than the ${gp(budget - spent)} left unspent`,
    );

  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    team: {
      edition: CLASSIC_EDITION,
      rosterId,
      name: sheet.name,
      players,
      rerolls: sheet.rerolls,
      apothecary: sheet.apothecary,
      assistantCoaches: sheet.assistantCoaches,
      cheerleaders: sheet.cheerleaders,
      fanFactor: sheet.fanFactor,
      treasury: sheet.treasury,
    },
  };
}

/** A rookie of the position, as the engine plays it. */
export function classicPlayer(position: ClassicPosition, number: number, name?: string): TeamPlayer {
  return {
    number,
    name: name ?? `${position.name} #${number}`,
    ...(name === undefined ? { unnamed: true } : {}),
    positionId: position.id,
    keywords: [],
    ma: position.ma,
    st: position.st,
    ag: position.ag,
    pa: null,
    av: position.av,
    skills: position.skills.map((s) => ({ ...s })),
    primary: position.primary,
    secondary: position.secondary,
    value: position.cost,
    captain: false,
  };
}
