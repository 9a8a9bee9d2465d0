import type { DraftTeamRequest } from '@dugout/client';
import {
  type ClassicLeagueTeam,
  classicDraftCost,
  classicLeagueTeam,
  isClassicRosterId,
  isRosterId,
  validateClassicTeamSheet,
} from '@dugout/rules';
import { AppError } from '../errors.js';

type Problem = { code: string; message: string; path?: string };

const refused = (problems: Problem[]) =>
  new AppError(
    'league/invalid-draft',
    400,
    `The team cannot be drafted: ${problems.map((p) => p.message).join('; ')}.`,
    { problems },
  );

/** A BB2025 league's draft refuses what only an LRB6 sheet has (checked before the BB2025 draft runs). */
export function refuseClassicInBb2025(body: DraftTeamRequest): void {
  const problems: Problem[] = [];
  if (!isRosterId(body.rosterId) && isClassicRosterId(body.rosterId))
    problems.push({
      code: 'wrong-edition',
      message: `"${body.rosterId}" is a classic (LRB6) roster; this league plays BB2025`,
      path: 'rosterId',
    });
  if (body.fanFactor !== undefined)
    problems.push({
      code: 'wrong-edition',
      message: 'Fan Factor is bought in classic leagues; a BB2025 team buys Dedicated Fans',
      path: 'fanFactor',
    });
  if (problems.length > 0) throw refused(problems);
}

/**
 * A team drafted into a classic league, by the LRB6 creation rules (`validateClassicTeamSheet`: 11–16
 * players, position maxima, re-rolls at the roster's price, an Apothecary where allowed, Fan Factor,
 * Assistant Coaches and Cheerleaders at 10,000 gp) within the league's budget; the rest is its treasury.
 * Every problem at once; a BB2025 roster or a BB2025-only field is refused by name.
 */
export function draftClassicTeam(id: string, budget: number, body: DraftTeamRequest): ClassicLeagueTeam {
  const problems: Problem[] = [];
  if (!isClassicRosterId(body.rosterId))
    problems.push({
      code: 'wrong-edition',
      message: isRosterId(body.rosterId)
        ? `"${body.rosterId}" is a BB2025 roster; this league plays the classic rules (LRB6): choose an LRB6 roster`
        : `there is no LRB6 roster "${body.rosterId}"`,
      path: 'rosterId',
    });
  for (const field of ['league', 'favoured', 'captain', 'dedicatedFans'] as const)
    if (body[field] !== undefined)
      problems.push({
        code: 'wrong-edition',
        message: `${field} is a BB2025 choice; an LRB6 team has none${field === 'dedicatedFans' ? ' (it buys Fan Factor: fanFactor)' : ''}`,
        path: field,
      });
  if (problems.length > 0) throw refused(problems);
  const checked = validateClassicTeamSheet(
    {
      edition: 'classic',
      rosterId: body.rosterId,
      name: body.name,
      players: body.players,
      rerolls: body.rerolls,
      apothecary: body.apothecary,
      assistantCoaches: body.assistantCoaches,
      cheerleaders: body.cheerleaders,
      fanFactor: body.fanFactor ?? 0,
      treasury: 0,
    },
    { budget },
  );
  if (!checked.ok)
    throw refused(checked.problems.map((p) => ({ code: p.code, message: p.message, path: p.path })));
  const spent = classicDraftCost(checked.team.rosterId, checked.team, checked.team.players);
  return classicLeagueTeam(id, { ...checked.team, treasury: budget - spent });
}
