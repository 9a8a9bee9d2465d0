/**
 * Blood Bound's words on screen: rule terms from the package glossary (Korean from the seed, English and
 * Japanese beside it) in the coach's language, and the log of public events. Pure; unit-tested.
 */
import type { AbilityCard, Command, GameEvent, Token } from '@dugout/blood-bound';
import { term } from '@dugout/blood-bound';
import { currentLocale } from '../i18n/index.js';
import { type BloodBoundMessageKey, bt } from './i18n.js';

/** A glossary term in the coach's language (its id when the glossary has none). */
export function bbTerm(id: string): string {
  const found = term(id);
  return found ? found[currentLocale()] : id;
}

/** The term in all three languages, for a tooltip: 한국어 · English · 日本語. */
export function bbTermTitle(id: string): string {
  const found = term(id);
  return found ? `${found.ko} · ${found.en} · ${found.ja}` : id;
}

/** A token's name: the rank token, or a clan's / the unknown affiliation token. */
export function tokenName(token: Token): string {
  return token === 'rank' ? bbTerm('rank') : token === 'unknown' ? bbTerm('unknown') : bbTerm(token);
}

export function abilityCardName(card: AbilityCard): string {
  if (card.kind === 'shield' || card.kind === 'sword')
    return bt('card.coloured', {
      card: bbTerm(card.kind),
      colour: bt(`colour.${card.colour}` as BloodBoundMessageKey),
    });
  return bbTerm(card.kind);
}

/** A seat's name for people: the coach (or bot) sitting there, with the seat. */
export type SeatNames = (seat: string) => string;

/** What a command does, as a button says it. */
export function commandLabel(c: Command, name: SeatNames): string {
  switch (c.type) {
    case 'attack':
      return bt('do.attack', { seat: name(c.target) });
    case 'pass':
      return bt('do.pass', { seat: name(c.to) });
    case 'offer-intervention':
      return bt('do.offer');
    case 'decline-intervention':
      return bt('do.decline-offer');
    case 'accept-intervention':
      return bt('do.accept', { seat: name(c.by) });
    case 'refuse-intervention':
      return bt('do.refuse');
    case 'take-token':
      return bt('do.take-token', { token: tokenName(c.token) });
    case 'return-token':
      return bt('do.return-token', { token: tokenName(c.token) });
    case 'take-quill':
      return bt('do.take-quill', { card: bbTerm('quill') });
    case 'assassinate':
      return bt('do.assassinate', { seat: name(c.target) });
    case 'look':
      return bt('do.look', { a: name(c.at[0]), b: name(c.at[1]) });
    case 'alchemy':
      return c.effect === 'heal' ? bt('do.alchemy-heal') : bt('do.alchemy-wound');
    case 'compel':
      return bt('do.compel', { seat: name(c.target) });
    case 'shield':
      return bt('do.give', { card: bbTerm('shield'), seat: name(c.to) });
    case 'retaliate':
      return bt('do.retaliate');
    case 'staff':
      return bt('do.give', { card: bbTerm('staff'), seat: name(c.to) });
    case 'fan':
      return bt('do.give', { card: bbTerm('fan'), seat: name(c.to) });
    case 'curse':
      return bt('do.curse', {
        seat: name(c.trueCurse),
        others: c.falseCurses.map(name).join(', ') || '—',
      });
    case 'decline-ability':
      return bt('do.decline-ability');
  }
}

/** One line of the log for an event the recipient received (private ones are theirs), or null to skip. */
export function describeEvent(e: GameEvent, name: SeatNames): string | null {
  switch (e.type) {
    case 'game-started':
      return bt('log.started', { count: e.seats.length });
    case 'card-dealt':
      return bt('log.card-dealt', { seat: name(e.for) });
    case 'clue-shown':
      return bt('log.clue-shown', { seat: name(e.from), to: name(e.for), clan: bbTerm(e.clue) });
    case 'turn-began':
      return bt('log.turn', { turn: e.turn, seat: name(e.seat) });
    case 'dagger-passed':
      return bt('log.passed', { seat: name(e.from), to: name(e.to), dagger: bbTerm('dagger') });
    case 'attacked':
      return bt('log.attacked', { seat: name(e.attacker), target: name(e.target) });
    case 'intervention-offered':
      return bt('log.offered', { seat: name(e.seat) });
    case 'intervention-declined':
      return null;
    case 'intervener-chosen':
      return bt('log.chosen', { seat: name(e.target), by: name(e.intervener) });
    case 'intervention-refused':
      return bt('log.refused', { seat: name(e.target) });
    case 'no-intervention':
      return bt(`log.no-intervention.${e.reason}` as BloodBoundMessageKey, { seat: name(e.target) });
    case 'token-taken':
      return e.token === 'rank' && e.rank !== undefined
        ? bt('log.rank-taken', {
            seat: name(e.seat),
            rank: e.rank === 'fleur-cross' ? bbTerm('fleur-cross') : e.rank,
            wounds: e.wounds,
          })
        : bt('log.token-taken', { seat: name(e.seat), token: tokenName(e.token), wounds: e.wounds });
    case 'token-returned':
      return bt('log.token-returned', { seat: name(e.seat), token: tokenName(e.token), wounds: e.wounds });
    case 'ability-used':
      return bt('log.ability', {
        seat: name(e.seat),
        ability: bbTerm(e.ability),
        targets: e.targets.map(name).join(', ') || '—',
      });
    case 'ability-declined':
      return bt('log.ability-declined', { seat: name(e.seat), ability: bbTerm(e.ability) });
    case 'ability-unusable':
      return bt('log.ability-unusable', { seat: name(e.seat), ability: bbTerm(e.ability) });
    case 'card-placed':
      return bt('log.card-placed', { seat: name(e.by), card: abilityCardName(e.card), to: name(e.to) });
    case 'card-seen':
      return bt('log.card-seen', { by: name(e.for), seat: name(e.seat) });
    case 'curses-dealt':
      return bt('log.curses-dealt', { seat: name(e.for), count: e.curses.length });
    case 'cards-returned':
      return bt('log.cards-returned', { colour: bt(`colour.${e.colour}` as BloodBoundMessageKey) });
    case 'captured':
      return bt('log.captured', { seat: name(e.seat), by: name(e.by) });
    case 'game-ended':
      return e.outcome.winner === 'inquisitor'
        ? bt('log.won-inquisitor', { inquisitor: bbTerm('inquisitor') })
        : bt('log.won-clan', { clan: bbTerm(e.outcome.winner) });
  }
}
