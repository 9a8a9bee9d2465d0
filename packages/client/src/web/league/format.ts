/**
 * View logic of the league pages that is worth a test: how a player's injuries, advancements and status
 * read, what a draft costs, and how the server's refusals and post-game events are worded.
 */
import {
  DRAFT,
  findPosition,
  getRoster,
  isRosterId,
  isSkillId,
  type LeaguePlayer,
  nextAdvancementCost,
  type RosterId,
  SKILL_CATALOGUE,
  SKILL_IDS,
  type SkillId,
} from '@dugout/rules';
import type {
  AdvancementView,
  AdvanceRequest,
  CharacteristicsView,
  DraftProblem,
  DraftTeamRequest,
  LeagueEdition,
  PlayerView,
  RedraftRequest,
  TeamDetail,
  TeamRef,
} from '../../league-protocol.js';
import { currentLocale, formatList, isMessageKey, t } from '../i18n/index.js';
import { skillName } from '../i18n/names/index.js';
import { gold, type LeagueMessageKey, lt, ltMaybe } from './i18n.js';

export type Stat = keyof CharacteristicsView;

/** A skill the server names by id (and value): in the coach's language; an unknown id keeps its printed name. */
export function skillText(skill: { id: string; value?: number | string; name?: string }): string {
  if (!isSkillId(skill.id)) return skill.name ?? skill.id;
  return skillName(
    skill.value === undefined ? (skill.id as SkillId) : { id: skill.id as SkillId, value: skill.value },
  );
}

/** The characteristics a team sheet shows: LRB6 has no PA (issue 18). */
export const statsOf = (edition: LeagueEdition): Stat[] =>
  edition === 'classic' ? ['ma', 'st', 'ag', 'av'] : ['ma', 'st', 'ag', 'pa', 'av'];

/**
 * A characteristic as the roster sheet prints it: BB2025 prints MA and ST plain, AG/PA/AV as targets (3+),
 * PA null as –; a classic (LRB6) sheet prints every characteristic as the number it is (AG 1–6, AV 8).
 */
export function statText(stat: Stat, value: number | null, edition: LeagueEdition = 'bb2025'): string {
  if (value === null) return lt('none');
  return edition === 'classic' || stat === 'ma' || stat === 'st' ? String(value) : `${value}+`;
}

/** A mark beside a player on the roster: what it is (for styling and tests) and its words. */
export interface PlayerMark {
  kind: 'niggling' | 'reduction' | 'mng' | 'retired-temporarily' | 'hatred' | 'status' | 'journeyman';
  text: string;
}

/**
 * Everything that marks a player on the roster, in a fixed order: status (dead, retired, fired), miss next
 * game, temporarily retired, Niggling Injuries, each characteristic reduction, each Hatred.
 */
export function playerMarks(player: PlayerView): PlayerMark[] {
  const marks: PlayerMark[] = [];
  if (player.status !== 'active') marks.push({ kind: 'status', text: lt(`roster.status.${player.status}`) });
  if (player.missNextGame) marks.push({ kind: 'mng', text: lt('roster.mng.long') });
  if (player.temporarilyRetired)
    marks.push({ kind: 'retired-temporarily', text: lt('roster.retired-temporarily') });
  if (player.niggling > 0)
    marks.push({ kind: 'niggling', text: lt('injury.niggling', { count: player.niggling }) });
  for (const injury of player.lastingInjuries) {
    marks.push({
      kind: 'reduction',
      text: lt('injury.reduction', { stat: lt(`stat.${injury.characteristic}`) }),
    });
  }
  for (const hatred of player.hatreds) {
    marks.push({
      kind: 'hatred',
      text: lt(hatred.source === 'acquired' ? 'hatred.acquired' : 'hatred.roster', {
        keyword: hatred.keyword,
      }),
    });
  }
  if (player.journeyman) marks.push({ kind: 'journeyman', text: lt('roster.journeyman') });
  return marks;
}

/** Which characteristics are below the position's (reductions) or above it (improvements). */
export function statChange(
  player: PlayerView,
  stat: Stat,
  edition: LeagueEdition = 'bb2025',
): 'down' | 'up' | null {
  const base = player.base[stat];
  const now = player.current[stat];
  if (base === null || now === null || base === now) return null;
  // BB2025 AG and PA are targets: a higher number is worse. LRB6 AG is a characteristic: higher is better.
  const target = edition === 'bb2025' && (stat === 'ag' || stat === 'pa');
  const better = target ? now < base : now > base;
  return better ? 'up' : 'down';
}

/** One advancement as the player page lists it: "Block (Primary, chosen)", "+1 MA", "Dodge instead of …". */
export function advancementText(a: AdvancementView): string {
  if (a.kind === 'characteristic') {
    if (a.swappedForSkill && a.skill)
      return lt('advancement.characteristic-skill', { skill: skillText(a.skill) });
    return a.characteristic
      ? lt('advancement.characteristic', { stat: lt(`stat.${a.characteristic}`) })
      : lt('none');
  }
  if (!a.skill) return lt('none');
  return lt('advancement.skill', {
    skill: skillText(a.skill),
    access: a.access ?? 'none',
    random: a.kind === 'random-primary' ? 'yes' : 'no',
  });
}

export const advancementCostText = (a: AdvancementView): string =>
  lt('advancement.cost', { spp: a.sppCost, value: gold(a.valueIncrease) });

type Kind = AdvanceRequest['kind'];
const KINDS: readonly Kind[] = ['random-primary', 'chosen-primary', 'chosen-secondary', 'characteristic'];

/** SPP the player's next advancement of each kind costs (§4.7): a preview; the server charges. */
export function advancementCosts(player: Pick<PlayerView, 'advancements'>): Record<Kind, number> {
  // The cost depends only on how many advancements the player has.
  const p = { advancements: player.advancements } as unknown as LeaguePlayer;
  return Object.fromEntries(KINDS.map((k) => [k, nextAdvancementCost(p, k)])) as Record<Kind, number>;
}

/** The skills a player may pick in its Primary or Secondary categories (ones it has left out), by printed name. */
export function skillChoices(
  team: Pick<TeamDetail, 'rosterId'>,
  player: PlayerView,
  access: 'primary' | 'secondary' | 'either',
) {
  const position = isRosterId(team.rosterId) ? findPosition(team.rosterId, player.positionId) : undefined;
  if (!position) return [];
  const categories: readonly string[] =
    access === 'primary'
      ? position.primary
      : access === 'secondary'
        ? position.secondary
        : [...position.primary, ...position.secondary];
  const has = new Set(player.skills.map((s) => s.id));
  return SKILL_IDS.filter((id) => categories.includes(SKILL_CATALOGUE[id].category) && !has.has(id))
    .map((id) => ({ value: SKILL_CATALOGUE[id].name, label: skillName(id) }))
    .sort((a, b) => a.label.localeCompare(b.label, currentLocale()));
}

/** The players of a draft form: positions in roster order, shirt numbers 1, 2, 3 … in that order. */
export function draftPlayers(
  rosterId: RosterId,
  counts: Record<string, number>,
): DraftTeamRequest['players'] {
  const players: DraftTeamRequest['players'] = [];
  for (const position of getRoster(rosterId).positions) {
    for (let i = 0; i < (counts[position.id] ?? 0); i++) {
      players.push({ positionId: position.id, number: players.length + 1 });
    }
  }
  return players;
}

/** The draft form's running cost (§3.19), the same sums the server makes; the server decides. */
export function draftCost(
  draft: Pick<
    DraftTeamRequest,
    'rosterId' | 'players' | 'rerolls' | 'apothecary' | 'assistantCoaches' | 'cheerleaders' | 'dedicatedFans'
  >,
): number {
  if (!isRosterId(draft.rosterId)) return 0;
  const roster = getRoster(draft.rosterId);
  const fee = new Map(roster.positions.map((p) => [p.id, p.cost]));
  return (
    draft.players.reduce((sum, p) => sum + (fee.get(p.positionId) ?? 0), 0) +
    draft.rerolls * roster.rerollCost +
    (draft.apothecary ? DRAFT.apothecaryCost : 0) +
    draft.assistantCoaches * DRAFT.assistantCoachCost +
    draft.cheerleaders * DRAFT.cheerleaderCost +
    Math.max(0, (draft.dedicatedFans ?? DRAFT.freeDedicatedFans) - DRAFT.freeDedicatedFans) *
      DRAFT.dedicatedFanCost
  );
}

/** The rookies of a re-draft form: positions in roster order, on the lowest numbers nobody re-hired wears. */
export function redraftRookies(
  rosterId: RosterId,
  counts: Record<string, number>,
  worn: readonly number[],
): { positionId: string; number: number }[] {
  const taken = new Set(worn);
  let next = 1;
  const rookies: { positionId: string; number: number }[] = [];
  for (const position of getRoster(rosterId).positions) {
    for (let i = 0; i < (counts[position.id] ?? 0); i++) {
      while (taken.has(next)) next++;
      taken.add(next);
      rookies.push({ positionId: position.id, number: next });
    }
  }
  return rookies;
}

/**
 * The re-draft form's running cost (§3.21): re-hired players at the prices the server gave (Current Value
 * plus agent fees), rookies at their hiring fee, staff and re-rolls at their normal price.
 */
export function redraftFormCost(
  rosterId: RosterId,
  plan: Pick<
    RedraftRequest,
    'rehire' | 'hire' | 'rerolls' | 'apothecary' | 'assistantCoaches' | 'cheerleaders'
  >,
  prices: ReadonlyMap<string, number>,
): number {
  const roster = getRoster(rosterId);
  const fee = new Map(roster.positions.map((p) => [p.id, p.cost]));
  return (
    plan.rehire.reduce((sum, id) => sum + (prices.get(id) ?? 0), 0) +
    plan.hire.reduce((sum, h) => sum + (fee.get(h.positionId) ?? 0), 0) +
    plan.rerolls * roster.rerollCost +
    (plan.apothecary ? DRAFT.apothecaryCost : 0) +
    plan.assistantCoaches * DRAFT.assistantCoachCost +
    plan.cheerleaders * DRAFT.cheerleaderCost
  );
}

/** A draft problem in the coach's language when its code has a message; the server's English otherwise. */
export function problemText(problem: DraftProblem): string {
  const text = ltMaybe(`problem.${problem.code}`, {}, lt('problem.generic', { message: problem.message }));
  return problem.path ? lt('problem.at', { problem: text, path: problem.path }) : text;
}

/** A failed API call as the client reports it (`DugoutApiError`: code, English message, details). */
interface ApiFailure {
  code: string;
  message: string;
  details?: unknown;
}

/*
 * Read by shape rather than `instanceof DugoutApiError`, and worded here rather than by ../error-text.ts: the
 * league chunk then imports nothing of client.ts, which keeps esbuild from splitting the chunks app.js loads
 * (each split costs app.js about a kilobyte, and app.js is at its limit).
 */
function apiFailure(error: unknown): ApiFailure | undefined {
  const e = error as Partial<ApiFailure> | null;
  return e && typeof e === 'object' && typeof e.code === 'string' && typeof e.message === 'string'
    ? (e as ApiFailure)
    : undefined;
}

/** The message a coach sees for a failed call: the error code's message in the coach's language. */
export function errorText(error: unknown): string {
  const failure = apiFailure(error);
  if (!failure) return t('error.internal');
  const key = `error.${failure.code}`;
  return isMessageKey(key) ? t(key, { message: failure.message }) : failure.message;
}

/** The draft problems of a refused draft (`league/invalid-draft` carries them all in its details). */
export function draftProblems(error: unknown): DraftProblem[] {
  const problems = (apiFailure(error)?.details as { problems?: DraftProblem[] } | undefined)?.problems;
  return Array.isArray(problems) ? problems : [];
}

/**
 * A refused league call as the coach reads it: the rule the rules package named (not enough treasury …) in
 * the coach's language, else the error code's message.
 */
export function leagueErrorText(error: unknown): string {
  const failure = apiFailure(error);
  if (failure?.code === 'league/rule-refused') {
    const rule = (failure.details as { rule?: unknown } | undefined)?.rule;
    if (typeof rule === 'string') return ltMaybe(`refused.${rule}`, {}, errorText(error));
  }
  return errorText(error);
}

export const teamRecordText = (r: { wins: number; draws: number; losses: number }): string =>
  lt('teams.record', { wins: r.wins, draws: r.draws, losses: r.losses });

// ── Post-game events ────────────────────────────────────────────────────────────────────────────────

type Side = 'home' | 'away';
type PostGameEvent = { type: string; team?: Side; [key: string]: unknown };

/** Looks players up by id for the post-game list (number and name). */
export type PlayerLookup = (id: string | null) => { number: number; name: string } | undefined;

/** One post-game event as the post-game screen lists it, or null for bookkeeping events it leaves out. */
export function eventText(
  event: PostGameEvent,
  teams: Record<Side, TeamRef>,
  player: PlayerLookup,
): string | null {
  const team = event.team ? teams[event.team].name : '';
  const who = (id: unknown, number?: unknown) => {
    const p = player(typeof id === 'string' ? id : null);
    return {
      number: p?.number ?? (typeof number === 'number' ? number : 0),
      player: p?.name ?? lt('roster.journeyman'),
    };
  };
  const n = (key: string) => Number(event[key] ?? 0);
  switch (event.type) {
    case 'winnings':
      // §3.18: the Treasury a league team spent on inducements is paid here.
      return lt(n('inducements') > 0 ? 'event.winnings.induced' : 'event.winnings', {
        team,
        amount: gold(n('amount')),
        stalled: event.stalled ? 'yes' : 'no',
        treasury: gold(n('treasury')),
        ...(n('inducements') > 0 ? { inducements: gold(n('inducements')) } : {}),
      });
    case 'dedicated-fans':
      return lt('event.dedicated-fans', { team, before: n('before'), after: n('after') });
    case 'spp': {
      const reasons = (event.reasons as { achievement: string; count: number }[] | undefined) ?? [];
      return lt('event.spp', {
        team,
        ...who(event.playerId, event.number),
        amount: n('amount'),
        reasons: formatList(
          reasons.map((r) =>
            lt('event.spp.reason', {
              count: r.count,
              achievement: ltMaybe(`achievement.${r.achievement}`, {}, r.achievement),
            }),
          ),
        ),
      });
    }
    case 'mvp':
      return lt('event.mvp', { team, ...who(event.playerId, event.number), spp: n('spp') });
    case 'injury':
      return lt('event.injury', { team, ...who(event.playerId), result: casualtyText(event) });
    case 'getting-even':
      return lt('event.getting-even', {
        team,
        ...who(event.playerId),
        gained: event.gained ? 'yes' : 'no',
        keyword: String(event.keyword ?? ''),
      });
    case 'expensive-mistake':
      return lt('event.expensive-mistake', {
        team,
        result: ltMaybe(`mistake.${String(event.result)}`, {}, String(event.result)),
        before: gold(n('before')),
        after: gold(n('after')),
      });
    case 'team-value':
      return lt('event.team-value', { team, tv: gold(n('tv')), ctv: gold(n('ctv')) });
    case 'conceded':
      return lt('event.conceded', { team });
    case 'journeyman-hired':
      return lt('event.journeyman-hired', { team, cost: gold(n('cost')) });
    case 'raised-hired':
      return lt('event.raised-hired', { team, number: n('number'), value: gold(n('value')) });
    case 'raised-not-hired':
      return lt('event.raised-not-hired', { team, number: n('number'), why: String(event.why) });
    default:
      return null;
  }
}

/** An injury event's result: the casualty, with the characteristic a Lasting Injury reduced. */
function casualtyText(event: PostGameEvent): string {
  const parts: string[] = [];
  if (typeof event.reduced === 'string')
    parts.push(lt('casualty.reduced', { stat: lt(`stat.${event.reduced as Stat}`) }));
  else parts.push(ltMaybe(`casualty.${String(event.result)}`, {}, String(event.result)));
  if (event.niggling && event.result !== 'serious-injury') parts.push(lt('injury.niggling', { count: 1 }));
  if (event.missNextGame && event.result !== 'seriously-hurt' && event.result !== 'dead')
    parts.push(lt('roster.mng.long'));
  return formatList(parts);
}

export const statKey = (stat: Stat): LeagueMessageKey => `stat.${stat}`;
