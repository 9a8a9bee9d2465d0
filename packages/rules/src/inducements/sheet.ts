import type { Dice } from '../dice/index.js';
import { Context } from '../engine/context.js';
import type { Team } from '../rosters/team-sheet.js';
import { isSkillId } from '../skills/catalogue.js';
import { matchFromTeams } from '../state/factory.js';
import { buy, offerKey, purchaseOffers } from './step.js';
import { INDUCEMENT_IDS, type InducementId, type SheetInducement } from './types.js';

/** An inducement as a team sheet writes it: not necessarily legal. */
export interface SheetInducementInput {
  item: string;
  star?: string;
  position?: string;
  skill?: string;
}

export interface SheetInducementProblem {
  path: string;
  code: 'unknown-inducement' | 'inducement-not-allowed';
  message: string;
}

/** What `validateTeamSheet` calls to check a sheet's inducements (`TeamSheetOptions.inducements`). */
export type SheetInducementChecker = (
  team: Team,
  items: readonly SheetInducementInput[],
) => { cost: number; items: SheetInducement[]; problems: SheetInducementProblem[] };

/** Dice for the check only (Riotous Rookies roll on purchase): every roll its lowest face. */
const LOWEST: Dice = { roll: () => 1 };

const isInducementId = (v: string): v is InducementId => (INDUCEMENT_IDS as readonly string[]).includes(v);

/**
 * Checks the inducements a team sheet buys at the draft (exhibition and matched play, §3.22) through the
 * same offers the inducement step makes, in order, so the sheet and the step cannot disagree: each must
 * be on the list for this team (League, Favoured of…, special rules), within its limit and the 16
 * players. Returns their total cost (charged to the draft budget) and every problem with its path.
 */
export function checkSheetInducements(
  team: Team,
  items: readonly SheetInducementInput[],
): { cost: number; items: SheetInducement[]; problems: SheetInducementProblem[] } {
  const plain: Team = { ...team, inducements: [] };
  const s = matchFromTeams(plain, plain, {
    inducements: { mode: 'exhibition', budget: { home: Number.MAX_SAFE_INTEGER, away: 0 } },
  });
  const ctx = new Context(s, LOWEST, []);
  const problems: SheetInducementProblem[] = [];
  const out: SheetInducement[] = [];
  let cost = 0;
  items.forEach((raw, i) => {
    const path = `inducements[${i}]`;
    if (!isInducementId(raw.item)) {
      problems.push({
        path: `${path}.item`,
        code: 'unknown-inducement',
        message: `${path}: unknown inducement "${raw.item}" (known: ${INDUCEMENT_IDS.join(', ')})`,
      });
      return;
    }
    const item: SheetInducement = {
      item: raw.item,
      ...(raw.star !== undefined ? { star: raw.star } : {}),
      ...(raw.position !== undefined ? { position: raw.position } : {}),
      ...(raw.skill !== undefined && isSkillId(raw.skill) ? { skill: raw.skill } : {}),
    };
    const key = offerKey({ ...item, cost: 0 });
    const offer =
      raw.skill !== undefined && !isSkillId(raw.skill)
        ? undefined
        : purchaseOffers(s, 'home').find((o) => offerKey(o) === key);
    if (!offer) {
      problems.push({
        path,
        code: 'inducement-not-allowed',
        message: `${path}: ${key.slice(4)} cannot be bought by this team (not on its list, or over the limit)`,
      });
      return;
    }
    buy(ctx, 'home', offer);
    cost += offer.cost;
    out.push(item);
  });
  return { cost, items: out, problems };
}
