import type { EditionId } from '../edition/edition.js';
import { editionOf } from '../edition/editions.js';
import { COMMON_LIST } from './catalogue.js';
import { LRB6_LIST } from './classic/catalogue.js';
import type { InducementList } from './define.js';
import type { InducementListId } from './types.js';

/**
 * Every inducement list, by the id an edition names (`Edition.inducements`). A function, not a constant:
 * the items import the match factory, which imports this file, so the lists are read only when asked.
 */
export const inducementList = (id: InducementListId): InducementList =>
  ({ 'bb2025-common': COMMON_LIST, lrb6: LRB6_LIST })[id];

/** The list a match of this edition buys from; null: the edition is played without inducements. */
export function inducementListOf(s: { edition: EditionId }): InducementList | null {
  const id = editionOf(s).inducements;
  return id === null ? null : inducementList(id);
}

/** The list of a match that has an inducement step (its edition has one, or it would have none). */
export function matchInducementList(s: { edition: EditionId }): InducementList {
  const list = inducementListOf(s);
  if (!list) throw new Error(`inducements: the ${editionOf(s).name} rules have no inducement list`);
  return list;
}
