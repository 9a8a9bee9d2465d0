import { type Decision, findStarPlayer, type MatchState } from '@dugout/rules';
import { formatNumber, t } from '../i18n/index.js';
import { positionName, skillNameOf } from '../i18n/names/index.js';
import { signed, term } from './describe-event.js';

const gold = (gp: number): string => `${formatNumber(gp / 1000)}k`;

/**
 * The button label of an inducement decision's option (`buy:<item>[:<star or position>[:<skill>]]`): the
 * item's name, the Star or the Mercenary's position and skill, and the price the engine asks; and the
 * Weather Mage's modifiers (`weather:+1`). Null for any other choice. The price comes with the decision
 * (`Decision.prices`), so the client needs none of the engine's inducement code.
 */
export function inducementChoiceLabel(s: MatchState, d: Decision, choice: string): string | null {
  if (choice.startsWith('weather:')) return signed(Number(choice.slice('weather:'.length)));
  if (!choice.startsWith('buy:')) return null;
  const [, item = '', arg, skill] = choice.split(':');
  const price = d.prices?.[choice];
  const cost = price === undefined ? '' : gold(price);
  const name = term('inducement', item);
  if (!arg) return t('inducement.offer', { item: name, cost });
  const roster = s.teams[d.team].roster;
  const detail =
    item === 'star-player'
      ? (findStarPlayer(arg)?.name ?? arg)
      : [roster ? positionName(roster, arg) : arg, ...(skill ? [skillNameOf(skill)] : [])].join(' + ');
  return t('inducement.offer.detail', { item: name, detail, cost });
}
