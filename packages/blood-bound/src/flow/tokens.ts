import type { Card } from '../characters.js';
import { holds } from '../query.js';
import type { Player } from '../state.js';
import { AFFILIATION_TOKENS, type AffiliationIcon, type Token } from '../types.js';

/** The affiliation icons of `card` not yet covered by a taken token (a wild icon covers any colour). */
function uncoveredIcons(card: Card, p: Player): AffiliationIcon[] {
  const left: AffiliationIcon[] = [...card.icons];
  for (const t of p.tokens) {
    if (t === 'rank') continue;
    const exact = left.indexOf(t);
    left.splice(exact >= 0 ? exact : left.indexOf('wild'), 1);
  }
  return left;
}

/**
 * The tokens a wounded player may take (seed [게임진행] 2, reference §4.1): one matching an icon of their own
 * card not yet revealed — the rank token while it is in the supply, or an affiliation token of an uncovered
 * icon (the Inquisitor's wild icons take any colour). A Staff holder may not take a clan-coloured token
 * while a rank or unknown token is still open to them (house rule for the Mage, reference §6).
 */
export function tokenChoices(card: Card, p: Player): Token[] {
  const choices = new Set<Token>();
  if (!p.tokens.includes('rank')) choices.add('rank');
  for (const icon of uncoveredIcons(card, p)) {
    if (icon === 'wild') for (const t of AFFILIATION_TOKENS) choices.add(t);
    else choices.add(icon);
  }
  const all = [...choices];
  if (holds(p, 'staff')) {
    const plain = all.filter((t) => t === 'rank' || t === 'unknown');
    if (plain.length > 0) return plain;
  }
  return all;
}
