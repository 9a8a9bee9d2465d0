import type { EditionId } from '../edition/edition.js';
import type { SheetInducementChecker, SheetInducementInput } from '../inducements/sheet.js';
import type { SheetInducement } from '../inducements/types.js';
import {
  type Bb2025SkillRef,
  formatSkillRef,
  parseSkillName,
  SKILL_CATALOGUE,
  type SkillRef,
} from '../skills/catalogue.js';
import type { Characteristics } from '../tables/characteristics.js';
import { valueIncrease } from '../tables/value-increase.js';
import { isRosterId, type RosterId } from './ids.js';
import { type FavouredId, LEAGUE_IDS, type LeagueId, type TeamRuleId } from './leagues.js';
import { findPosition, getRoster, isBigGuy, teamRules } from './rosters.js';
import type { AccessCategory, Position } from './schema.js';

/** §3.19 draft prices and limits. */
export const DRAFT = {
  budget: 1_000_000,
  minPlayers: 11,
  maxPlayers: 16,
  apothecaryCost: 50_000,
  assistantCoachCost: 10_000,
  maxAssistantCoaches: 6,
  cheerleaderCost: 10_000,
  maxCheerleaders: 6,
  /** Dedicated Fans start at 1 and may be raised to 3 at the draft, 5k per extra fan (0 in matched play). */
  dedicatedFanCost: 5_000,
  freeDedicatedFans: 1,
  maxDedicatedFans: 3,
} as const;

/** A team as someone wrote it: not necessarily legal. Check it with `validateTeamSheet`. */
/** What a BB2025 sheet or team may say in `edition` (it may also say nothing). */
export const BB2025_SHEET_EDITION = 'bb2025' satisfies EditionId;

export interface TeamSheet {
  /** The rules the sheet is written for; absent means BB2025. LRB6 sheets are `ClassicTeamSheet`s. */
  edition?: typeof BB2025_SHEET_EDITION;
  rosterId: string;
  name: string;
  /** Required only when the roster offers several leagues; defaults to the roster's first. */
  league?: string;
  /** Required only for rosters that choose a Favoured of… rule; defaults to the roster's first. */
  favoured?: string;
  players: TeamSheetPlayer[];
  rerolls: number;
  apothecary: boolean;
  assistantCoaches: number;
  cheerleaders: number;
  dedicatedFans: number;
  treasury: number;
  /** Shirt number of the Team Captain (rosters with the Team Captain rule must name one). */
  captain?: number;
  /** Exhibition and matched play (`allowInducements`): inducements bought from the draft budget (§3.22). */
  inducements?: SheetInducementInput[];
}

export interface TeamSheetPlayer {
  number: number;
  name?: string;
  positionId: string;
  /** Skills bought on top of the position's (only with `allowExtraSkills`), as printed names. */
  skills?: string[];
}

/** A checked player: position data plus its own number, name and skills. */
export interface TeamPlayer extends Characteristics {
  number: number;
  /** The sheet's name, or for an unnamed player an English stand-in "Human Lineman #3". */
  name: string;
  /** The sheet gave no name: screens name it after its position and number in the coach's language. */
  unnamed?: boolean;
  positionId: string;
  keywords: readonly string[];
  /** Position skills, then the Captain's Pro, then bought skills. */
  skills: SkillRef[];
  primary: readonly AccessCategory[];
  secondary: readonly AccessCategory[];
  /** Hiring fee plus value increases of bought skills (§4.9). */
  value: number;
  captain: boolean;
  /** League: Niggling Injuries carried into the match (+1 each to its Casualty rolls). */
  niggling?: number;
}

/** A team that passed `validateTeamSheet`. */
export interface Team {
  /** Absent on teams checked before editions existed: BB2025. */
  edition?: typeof BB2025_SHEET_EDITION;
  rosterId: RosterId;
  name: string;
  /**
   * Set by whoever built the team without a name (the server for a `{ roster }` choice with no name):
   * `name` is then only an English stand-in ("Human Starters") for logs; screens name the team after its
   * roster in the coach's language.
   */
  unnamed?: boolean;
  league: LeagueId;
  favoured: FavouredId | null;
  /** Effective team rules, including the Favoured choice and league-conditional rules. */
  specialRules: TeamRuleId[];
  players: TeamPlayer[];
  rerolls: number;
  apothecary: boolean;
  assistantCoaches: number;
  cheerleaders: number;
  dedicatedFans: number;
  treasury: number;
  /** Inducements the sheet bought from the draft budget, in order (exhibition and matched play). */
  inducements?: SheetInducement[];
}

export const TEAM_SHEET_PROBLEM_CODES = [
  'invalid',
  'unknown-roster',
  'unknown-league',
  'unknown-favoured',
  'empty-name',
  'too-few-players',
  'too-many-players',
  'invalid-number',
  'duplicate-number',
  'unknown-position',
  'position-over-max',
  'too-many-big-guys',
  'insignificant-majority',
  'too-many-rerolls',
  'apothecary-not-allowed',
  'too-many-assistant-coaches',
  'too-many-cheerleaders',
  'dedicated-fans-out-of-range',
  'negative-treasury',
  'over-budget',
  'treasury-too-high',
  'captain-required',
  'invalid-captain',
  'extra-skills-not-allowed',
  'unknown-skill',
  'skill-not-available',
  'duplicate-skill',
  'inducements-not-allowed',
  'unknown-inducement',
  'inducement-not-allowed',
  // Editions (issue 18): a sheet names its edition; LRB6 sheets buy Fan Factor.
  'wrong-edition',
  'fan-factor-out-of-range',
] as const;
export type TeamSheetProblemCode = (typeof TEAM_SHEET_PROBLEM_CODES)[number];

export interface TeamSheetProblem {
  /** Where in the sheet, e.g. `players[3].positionId`; `''` for the sheet as a whole. */
  path: string;
  code: TeamSheetProblemCode;
  message: string;
}

export type TeamSheetResult = { ok: true; team: Team } | { ok: false; problems: TeamSheetProblem[] };

export interface TeamSheetOptions {
  /** Gold available for the draft (default 1,000,000). */
  budget?: number;
  /** Allow `players[].skills` (matched play or a league team with advancements). Default false. */
  allowExtraSkills?: boolean;
  /**
   * Allow `inducements` bought from the budget (exhibition and matched play), checked by this function:
   * pass `checkSheetInducements` (`inducements/sheet.ts`). Without it a sheet with inducements is refused.
   * Injected so the sheet check does not pull the engine into the web app's team builder.
   */
  inducements?: SheetInducementChecker;
}

/** The sheet's shape, checked by hand (no zod: the web app validates sheets too and must stay small). */
interface SheetShape {
  rosterId: string;
  name: string;
  league?: string;
  favoured?: string;
  players: { number: number; name?: string; positionId: string; skills?: string[] }[];
  rerolls: number;
  apothecary: boolean;
  assistantCoaches: number;
  cheerleaders: number;
  dedicatedFans: number;
  treasury: number;
  captain?: number;
  inducements?: SheetInducementInput[];
}

type ShapeIssue = { path: PropertyKey[]; message: string };

const typeName = (v: unknown): string =>
  v === null ? 'null' : Array.isArray(v) ? 'array' : Number.isNaN(v) ? 'NaN' : typeof v;
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isFiniteNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/**
 * Checks the sheet's structure (types of every field, whole non-negative counts) and returns a copy holding
 * only the known fields, or every structural problem found.
 */
function checkShape(input: unknown): { ok: true; sheet: SheetShape } | { ok: false; issues: ShapeIssue[] } {
  const issues: ShapeIssue[] = [];
  const expected = (path: PropertyKey[], type: string, value: unknown) =>
    issues.push({ path, message: `Invalid input: expected ${type}, received ${typeName(value)}` });
  if (!isRecord(input)) {
    expected([], 'object', input);
    return { ok: false, issues };
  }
  const str = (obj: Record<string, unknown>, key: string, path: PropertyKey[], optional = false) => {
    const v = obj[key];
    if (optional && v === undefined) return;
    if (typeof v !== 'string') expected([...path, key], 'string', v);
  };
  const num = (obj: Record<string, unknown>, key: string, path: PropertyKey[], optional = false) => {
    const v = obj[key];
    if (optional && v === undefined) return;
    if (!isFiniteNumber(v)) expected([...path, key], 'number', v);
  };
  const count = (key: string, min?: number) => {
    const v = input[key];
    if (!isFiniteNumber(v)) {
      expected([key], 'number', v);
      return;
    }
    if (!Number.isSafeInteger(v))
      issues.push({ path: [key], message: 'Invalid input: expected int, received number' });
    if (min !== undefined && v < min)
      issues.push({ path: [key], message: `Too small: expected number to be >=${min}` });
  };

  str(input, 'rosterId', []);
  str(input, 'name', []);
  str(input, 'league', [], true);
  str(input, 'favoured', [], true);
  const players = input.players;
  if (!Array.isArray(players)) expected(['players'], 'array', players);
  else
    for (const [i, p] of (players as unknown[]).entries()) {
      if (!isRecord(p)) {
        expected(['players', i], 'object', p);
        continue;
      }
      num(p, 'number', ['players', i]);
      str(p, 'name', ['players', i], true);
      str(p, 'positionId', ['players', i]);
      const skills = p.skills;
      if (skills === undefined) continue;
      if (!Array.isArray(skills)) expected(['players', i, 'skills'], 'array', skills);
      else
        for (const [j, skill] of (skills as unknown[]).entries())
          if (typeof skill !== 'string') expected(['players', i, 'skills', j], 'string', skill);
    }
  count('rerolls', 0);
  if (typeof input.apothecary !== 'boolean') expected(['apothecary'], 'boolean', input.apothecary);
  count('assistantCoaches', 0);
  count('cheerleaders', 0);
  count('dedicatedFans', 0);
  count('treasury');
  num(input, 'captain', [], true);
  const inducements = input.inducements;
  if (inducements !== undefined) {
    if (!Array.isArray(inducements)) expected(['inducements'], 'array', inducements);
    else
      for (const [i, item] of (inducements as unknown[]).entries()) {
        if (!isRecord(item)) {
          expected(['inducements', i], 'object', item);
          continue;
        }
        str(item, 'item', ['inducements', i]);
        for (const key of ['star', 'position', 'skill']) str(item, key, ['inducements', i], true);
      }
  }
  if (issues.length > 0) return { ok: false, issues };

  // A copy with the known fields only (unknown ones are dropped, as before).
  const pick = <T extends object>(from: Record<string, unknown>, keys: readonly string[]): T => {
    const out: Record<string, unknown> = {};
    for (const k of keys) if (k in from) out[k] = from[k];
    return out as T;
  };
  const sheet = pick<SheetShape>(input, [
    'rosterId',
    'name',
    'league',
    'favoured',
    'players',
    'rerolls',
    'apothecary',
    'assistantCoaches',
    'cheerleaders',
    'dedicatedFans',
    'treasury',
    'captain',
    'inducements',
  ]);
  if (sheet.inducements !== undefined)
    sheet.inducements = (inducements as Record<string, unknown>[]).map((item) =>
      pick<SheetInducementInput>(item, ['item', 'star', 'position', 'skill']),
    );
  sheet.players = (players as Record<string, unknown>[]).map((p) => {
    const player = pick<SheetShape['players'][number]>(p, ['number', 'name', 'positionId', 'skills']);
    if (player.skills !== undefined) player.skills = [...player.skills];
    return player;
  });
  return { ok: true, sheet };
}

function pathOf(parts: readonly PropertyKey[]): string {
  return parts
    .map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? String(p) : `.${String(p)}`))
    .join('');
}

const gp = (n: number) => `${n.toLocaleString('en-GB')} gp`;

/**
 * Check a team sheet against its roster and the draft rules (§3.19). Reports every problem found, each
 * with a path, a stable code and a message; on success returns the checked `Team`.
 */
export function validateTeamSheet(input: unknown, options: TeamSheetOptions = {}): TeamSheetResult {
  const budget = options.budget ?? DRAFT.budget;
  const named =
    typeof input === 'object' && input !== null ? (input as { edition?: unknown }).edition : undefined;
  if (named !== undefined && named !== BB2025_SHEET_EDITION) {
    const message = `sheet: written for "${String(named)}", not BB2025 (checkTeamSheet reads a sheet by the rules it names)`;
    return { ok: false, problems: [{ path: 'edition', code: 'wrong-edition', message }] };
  }
  const shape = checkShape(input);
  if (!shape.ok) {
    return {
      ok: false,
      problems: shape.issues.map((issue) => ({
        path: pathOf(issue.path),
        code: 'invalid' as const,
        message: `${pathOf(issue.path) || 'sheet'}: ${issue.message}`,
      })),
    };
  }
  const sheet = shape.sheet;
  const problems: TeamSheetProblem[] = [];
  const report = (path: string, code: TeamSheetProblemCode, message: string) =>
    problems.push({ path, code, message });

  if (!isRosterId(sheet.rosterId)) {
    report('rosterId', 'unknown-roster', `unknown roster "${sheet.rosterId}"`);
    return { ok: false, problems };
  }
  const rosterId = sheet.rosterId;
  const roster = getRoster(rosterId);

  if (sheet.name.trim() === '') report('name', 'empty-name', 'the team needs a name');

  let league: LeagueId = roster.leagues[0] as LeagueId;
  if (sheet.league !== undefined) {
    if ((roster.leagues as readonly string[]).includes(sheet.league)) league = sheet.league as LeagueId;
    else
      report(
        'league',
        'unknown-league',
        `${roster.name} teams play in ${roster.leagues.join(' or ')}, not "${sheet.league}"` +
          ((LEAGUE_IDS as readonly string[]).includes(sheet.league) ? '' : ' (no such league)'),
      );
  }
  let favoured: FavouredId | null = roster.favouredChoice[0] ?? null;
  if (sheet.favoured !== undefined) {
    if ((roster.favouredChoice as readonly string[]).includes(sheet.favoured))
      favoured = sheet.favoured as FavouredId;
    else
      report(
        'favoured',
        'unknown-favoured',
        roster.favouredChoice.length === 0
          ? `${roster.name} teams do not choose a Favoured of… rule`
          : `${roster.name} teams choose one of ${roster.favouredChoice.join(', ')}, not "${sheet.favoured}"`,
      );
  }
  const specialRules = teamRules(favoured === null ? { rosterId, league } : { rosterId, league, favoured });

  // Players.
  const n = sheet.players.length;
  if (n < DRAFT.minPlayers) report('players', 'too-few-players', `${n} players; a team needs at least 11`);
  if (n > DRAFT.maxPlayers) report('players', 'too-many-players', `${n} players; a team may have at most 16`);

  const numbers = new Map<number, number>();
  const perPosition = new Map<string, number[]>();
  const players: TeamPlayer[] = [];
  let bigGuys = 0;
  let insignificant = 0;
  const hasCaptainRule = specialRules.includes('team-captain');

  sheet.players.forEach((p, i) => {
    const at = `players[${i}]`;
    if (!Number.isInteger(p.number) || p.number < 1 || p.number > 99) {
      report(`${at}.number`, 'invalid-number', `player number ${p.number} must be a whole number 1..99`);
    } else if (numbers.has(p.number)) {
      report(
        `${at}.number`,
        'duplicate-number',
        `number ${p.number} is already worn by players[${numbers.get(p.number)}]`,
      );
    } else numbers.set(p.number, i);

    const position = findPosition(rosterId, p.positionId);
    if (!position) {
      report(
        `${at}.positionId`,
        'unknown-position',
        `${roster.name} has no position "${p.positionId}" (it has ${roster.positions.map((x) => x.id).join(', ')})`,
      );
      return;
    }
    perPosition.set(position.id, [...(perPosition.get(position.id) ?? []), i]);
    if (isBigGuy(position)) bigGuys++;
    if (position.skills.some((s) => s.id === 'insignificant')) insignificant++;

    const isCaptain = hasCaptainRule && sheet.captain !== undefined && sheet.captain === p.number;
    const skills: SkillRef[] = [...position.skills];
    if (isCaptain && !skills.some((s) => s.id === 'pro')) skills.push({ id: 'pro' });
    let value = position.cost;
    (p.skills ?? []).forEach((name, j) => {
      const where = `${at}.skills[${j}]`;
      if (!options.allowExtraSkills) {
        report(
          where,
          'extra-skills-not-allowed',
          `a new team's players start with their position's skills only`,
        );
        return;
      }
      let ref: Bb2025SkillRef;
      try {
        ref = parseSkillName(name);
      } catch (err) {
        report(where, 'unknown-skill', (err as Error).message);
        return;
      }
      const info = SKILL_CATALOGUE[ref.id];
      if (skills.some((s) => s.id === ref.id && s.value === ref.value)) {
        report(where, 'duplicate-skill', `${position.name} already has ${formatSkillRef(ref)}`);
        return;
      }
      const access = info.category === 'T' ? undefined : info.category;
      const kind =
        access && position.primary.includes(access)
          ? 'primary'
          : access && position.secondary.includes(access)
            ? 'secondary'
            : undefined;
      if (kind === undefined) {
        report(
          where,
          'skill-not-available',
          `${position.name} cannot take ${info.name} (category ${info.category}; primary ${position.primary.join('') || '–'}, secondary ${position.secondary.join('') || '–'})`,
        );
        return;
      }
      skills.push(ref);
      value += valueIncrease({ kind: 'skill', access: kind, elite: info.elite });
    });

    players.push({
      number: p.number,
      name: p.name ?? `${position.name} #${p.number}`,
      ...(p.name === undefined ? { unnamed: true } : {}),
      positionId: position.id,
      keywords: position.keywords,
      ma: position.ma,
      st: position.st,
      ag: position.ag,
      pa: position.pa,
      av: position.av,
      skills,
      primary: position.primary,
      secondary: position.secondary,
      value,
      captain: isCaptain,
    });
  });

  for (const [positionId, indices] of perPosition) {
    const position = findPosition(rosterId, positionId) as Position;
    if (indices.length > position.max) {
      report(
        'players',
        'position-over-max',
        `${indices.length} × ${position.name} (players ${indices.map((i) => `[${i}]`).join(', ')}); the roster allows ${position.max}`,
      );
    }
  }
  if (roster.maxBigGuys !== null && bigGuys > roster.maxBigGuys) {
    report(
      'players',
      'too-many-big-guys',
      `${bigGuys} Big Guys; ${roster.name} may field ${roster.maxBigGuys} in total`,
    );
  }
  if (insignificant > n - insignificant) {
    report(
      'players',
      'insignificant-majority',
      `${insignificant} Insignificant players but only ${n - insignificant} others; a new team may not have more Insignificant players than other players`,
    );
  }

  // Captain.
  if (hasCaptainRule) {
    const captainIndex = sheet.captain === undefined ? undefined : numbers.get(sheet.captain);
    const captainPosition =
      captainIndex === undefined
        ? undefined
        : findPosition(rosterId, sheet.players[captainIndex]?.positionId ?? '');
    if (sheet.captain === undefined) {
      report(
        'captain',
        'captain-required',
        `${roster.name} teams name a Team Captain at the draft (a non-Big-Guy player)`,
      );
    } else if (captainIndex === undefined) {
      report('captain', 'invalid-captain', `no player wears number ${sheet.captain}`);
    } else if (captainPosition && isBigGuy(captainPosition)) {
      report('captain', 'invalid-captain', `the Team Captain cannot be a Big Guy (${captainPosition.name})`);
    }
  } else if (sheet.captain !== undefined) {
    report('captain', 'invalid-captain', `${roster.name} teams do not have the Team Captain rule`);
  }

  // Staff.
  if (sheet.rerolls > roster.maxRerolls) {
    report(
      'rerolls',
      'too-many-rerolls',
      `${sheet.rerolls} team re-rolls; ${roster.name} may have ${roster.maxRerolls}`,
    );
  }
  if (sheet.apothecary && !roster.apothecary) {
    report('apothecary', 'apothecary-not-allowed', `${roster.name} teams cannot hire an Apothecary`);
  }
  if (sheet.assistantCoaches > DRAFT.maxAssistantCoaches) {
    report(
      'assistantCoaches',
      'too-many-assistant-coaches',
      `${sheet.assistantCoaches} Assistant Coaches; at most 6`,
    );
  }
  if (sheet.cheerleaders > DRAFT.maxCheerleaders) {
    report('cheerleaders', 'too-many-cheerleaders', `${sheet.cheerleaders} Cheerleaders; at most 6`);
  }
  if (sheet.dedicatedFans > DRAFT.maxDedicatedFans) {
    report(
      'dedicatedFans',
      'dedicated-fans-out-of-range',
      `${sheet.dedicatedFans} Dedicated Fans; at most 3 at the draft`,
    );
  }
  if (sheet.treasury < 0)
    report('treasury', 'negative-treasury', `treasury ${gp(sheet.treasury)} is negative`);

  // Inducements from the budget (§3.22), checked through the inducement step's own offers.
  let induced: ReturnType<SheetInducementChecker> = { cost: 0, items: [], problems: [] };
  if (sheet.inducements !== undefined && sheet.inducements.length > 0) {
    if (!options.inducements) {
      report(
        'inducements',
        'inducements-not-allowed',
        'inducements on a team sheet are for exhibition and matched play',
      );
    } else if (problems.length === 0) {
      const staff = {
        rerolls: sheet.rerolls,
        apothecary: sheet.apothecary,
        assistantCoaches: sheet.assistantCoaches,
      };
      induced = options.inducements(
        {
          rosterId,
          name: sheet.name,
          league,
          favoured,
          specialRules,
          players,
          ...staff,
          cheerleaders: sheet.cheerleaders,
          dedicatedFans: sheet.dedicatedFans,
          treasury: 0,
        },
        sheet.inducements,
      );
      for (const p of induced.problems) report(p.path, p.code, p.message);
    }
  }

  // Budget.
  const spent = draftCost(rosterId, sheet, players) + induced.cost;
  if (spent > budget) {
    report(
      '',
      'over-budget',
      `the team costs ${gp(spent)}, over the ${gp(budget)} budget by ${gp(spent - budget)}`,
    );
  } else if (sheet.treasury > budget - spent) {
    report(
      'treasury',
      'treasury-too-high',
      `treasury ${gp(sheet.treasury)} is more than the ${gp(budget - spent)} left unspent`,
    );
  }

  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    team: {
      rosterId,
      name: sheet.name,
      league,
      favoured,
      specialRules,
      players,
      rerolls: sheet.rerolls,
      apothecary: sheet.apothecary,
      assistantCoaches: sheet.assistantCoaches,
      cheerleaders: sheet.cheerleaders,
      dedicatedFans: sheet.dedicatedFans,
      treasury: sheet.treasury,
      ...(induced.items.length > 0 ? { inducements: induced.items } : {}),
    },
  };
}

type Staff = Pick<TeamSheet, 'rerolls' | 'apothecary' | 'assistantCoaches' | 'cheerleaders'>;

function staffValue(rosterId: RosterId, staff: Staff): number {
  const roster = getRoster(rosterId);
  return (
    staff.rerolls * roster.rerollCost +
    (staff.apothecary ? DRAFT.apothecaryCost : 0) +
    staff.assistantCoaches * DRAFT.assistantCoachCost +
    staff.cheerleaders * DRAFT.cheerleaderCost
  );
}

/** Gold spent at the draft: players, staff and re-rolls at roster price, and Dedicated Fans beyond the first. */
function draftCost(
  rosterId: RosterId,
  sheet: Staff & { dedicatedFans: number },
  players: readonly { value: number }[],
) {
  const fans = Math.max(0, sheet.dedicatedFans - DRAFT.freeDedicatedFans) * DRAFT.dedicatedFanCost;
  return players.reduce((sum, p) => sum + p.value, 0) + staffValue(rosterId, sheet) + fans;
}

/**
 * Team Value (§3.19): players' current values + re-rolls at roster price + Apothecary + Assistant
 * Coaches + Cheerleaders. Dedicated Fans and the treasury do not count.
 */
export function teamValue(team: Team): number {
  return team.players.reduce((sum, p) => sum + p.value, 0) + staffValue(team.rosterId, team);
}

/**
 * Current Team Value for a league game: TV without players who miss the game, and with Low Cost
 * Linemen the Lineman hiring fee counts 0 (their value increases still count).
 */
export function currentTeamValue(team: Team, missing: readonly number[] = []): number {
  const lowCost = team.specialRules.includes('low-cost-linemen');
  const players = team.players.filter((p) => !missing.includes(p.number));
  const value = players.reduce((sum, p) => {
    if (lowCost && p.keywords.includes('Lineman')) {
      const fee = findPosition(team.rosterId, p.positionId)?.cost ?? 0;
      return sum + p.value - fee;
    }
    return sum + p.value;
  }, 0);
  return value + staffValue(team.rosterId, team);
}
