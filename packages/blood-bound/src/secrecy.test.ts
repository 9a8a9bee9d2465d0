import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { randomBot } from './bot/random-bot.js';
import { reasoningBot } from './bot/reasoning-bot.js';
import { eventsFor, type GameEvent } from './events.js';
import { rightOf } from './query.js';
import type { BloodBoundState } from './state.js';
import { playGame } from './test-support/play.js';
import type { Recipient, Seat } from './types.js';
import { viewFor } from './view.js';

/** What `r` may know at this point of the game, from the unfiltered state. */
function allowed(s: BloodBoundState, r: Recipient) {
  const seen = new Set(s.secret.sightings.filter((x) => x.by === r).map((x) => x.seat));
  const isSeat = r !== 'spectator';
  const dealtCurses = isSeat && s.secret.cards[s.seats.indexOf(r)]?.startsWith('inquisitor');
  return {
    card: (seat: Seat) => seat === r || seen.has(seat),
    clue: (seat: Seat) => seat === r || seen.has(seat) || (isSeat && seat === rightOf(s, r)),
    curse: () => Boolean(dealtCurses),
  };
}

/**
 * Walks everything a recipient receives (all of it, not chosen fields) and fails on any hidden fact it may
 * not know: another seat's card id anywhere in the text, a `{ seat, clue }`, `{ seat, card }` or
 * `{ seat, face }` about a seat it has no right to, a Curse face, a private event addressed to someone else.
 */
function expectNothingHidden(s: BloodBoundState, r: Recipient, payload: unknown, where: string): void {
  const may = allowed(s, r);
  const text = JSON.stringify(payload);
  s.seats.forEach((seat, i) => {
    const card = s.secret.cards[i] as string;
    if (!may.card(seat)) expect(text.includes(`"${card}"`), `${where}: ${r} sees ${seat}'s card`).toBe(false);
  });
  if (!may.curse()) expect(text, `${where}: ${r} sees a Curse face`).not.toMatch(/true-curse|false-curse/);
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) walk(item);
      return;
    }
    if (node === null || typeof node !== 'object') return;
    const o = node as Record<string, unknown>;
    if ('for' in o) expect(o.for, `${where}: a private event for another seat`).toBe(r);
    const seat = (o.seat ?? o.from) as Seat | undefined;
    if (typeof seat === 'string' && s.seats.includes(seat)) {
      if ('clue' in o) expect(may.clue(seat), `${where}: ${r} sees ${seat}'s clue`).toBe(true);
      if ('card' in o && typeof o.card !== 'object')
        expect(may.card(seat), `${where}: ${r} sees ${seat}'s card`).toBe(true);
      if ('card' in o && typeof o.card === 'object' && o.card !== null && 'faction' in o.card) {
        expect(may.card(seat), `${where}: ${r} sees ${seat}'s card`).toBe(true);
      }
      if ('face' in o) expect(may.curse(), `${where}: ${r} sees a Curse face`).toBe(true);
    }
    for (const v of Object.values(o)) walk(v);
  };
  walk(payload);
}

function checkGame(players: number, n: number, reasoning: boolean): void {
  const game = playGame(players, n, reasoning ? reasoningBot : randomBot);
  const recipients: Recipient[] = [...game.state.seats, 'spectator'];
  game.states.forEach((state, i) => {
    // The last batch ends the game, which reveals everything; until then nothing may leak.
    const batch = (game.batches[i] as GameEvent[]).filter((e) => e.type !== 'game-ended');
    for (const r of recipients) {
      expectNothingHidden(state, r, eventsFor(batch, r), `game ${n} batch ${i} events`);
      if (!state.outcome) expectNothingHidden(state, r, viewFor(state, r), `game ${n} view ${i}`);
    }
  });
  // At the end everything is revealed to everyone.
  const end = viewFor(game.state, 'spectator').outcome;
  expect(end?.cards).toEqual(
    Object.fromEntries(game.state.seats.map((seat, i) => [seat, game.state.secret.cards[i]])),
  );
  expect(end?.curses).toEqual(game.state.secret.curses);
}

describe('secrecy: no view or event gives a recipient another seat’s hidden card, clue or Curse before the end', () => {
  test('random games of 6–12 players, random and reasoning bots, every recipient after every command', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 6, max: 12 }),
        fc.nat(1_000_000),
        fc.boolean(),
        (players, n, reasoning) => {
          checkGame(players, n, reasoning);
        },
      ),
      { numRuns: 40 },
    );
  });

  test('the check catches a leak: a view that carried another seat’s card would fail', () => {
    const game = playGame(6, 3, randomBot);
    const s = game.states[0] as BloodBoundState;
    const leaked = { ...viewFor(s, 'seat-1'), extra: { seat: 'seat-2', card: s.secret.cards[1] } };
    expect(() => expectNothingHidden(s, 'seat-1', leaked, 'planted')).toThrow(/seat-1 sees seat-2's card/);
    const clue = { seat: 'seat-3', clue: 'phoenix' };
    expect(() => expectNothingHidden(s, 'seat-1', clue, 'planted')).toThrow(/sees seat-3's clue/);
  });
});
