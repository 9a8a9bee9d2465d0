import { dieRoll, ScriptedDice, type ScriptedRoll } from '@dugout/rules';
import { expect } from 'vitest';
import { type Applied, apply } from '../apply.js';
import { type CardId, cardOf, clanCards, INQUISITOR_CARDS } from '../characters.js';
import { componentsFor } from '../components.js';
import type { BloodBoundRejection } from '../errors.js';
import type { GameEvent } from '../events.js';
import { setup } from '../setup.js';
import type { BloodBoundState } from '../state.js';
import type { Clan, Seat, Token } from '../types.js';

/** Seats for scripted tables, clockwise: ann's left is bob, and ann sees the clue of the last seat. */
export const NAMES = [
  'ann',
  'bob',
  'cat',
  'dan',
  'eve',
  'fay',
  'gus',
  'hal',
  'ivy',
  'jon',
  'kim',
  'lou',
] as const;

/**
 * The die(sides) draws Fisher–Yates (`shuffle`) makes to turn `items` into `wanted`: for i from the end,
 * the draw that swaps the item wanted at i into place.
 */
export function drawsFor<T>(items: readonly T[], wanted: readonly T[]): ScriptedRoll[] {
  const arr = [...items];
  const draws: ScriptedRoll[] = [];
  for (let i = arr.length - 1; i >= 1; i--) {
    const j = arr.indexOf(wanted[i] as T);
    if (j < 0 || j > i) throw new Error(`cannot shuffle ${String(wanted[i])} into place ${i}`);
    draws.push(dieRoll(i + 1, j + 1));
    [arr[i], arr[j]] = [arr[j] as T, arr[i] as T];
  }
  return draws;
}

/** The scripted stream that deals `cards` to the seats in order and gives the dagger to seat `first`. */
export function scriptedDeal(cards: readonly CardId[], first = 0): ScriptedDice {
  const c = componentsFor(cards.length);
  const kept = (clan: Clan) => cards.filter((id) => cardOf(id).faction === clan);
  const draws: ScriptedRoll[] = [];
  const keptByClan: CardId[] = [];
  for (const clan of ['phoenix', 'gargoyle'] as const) {
    const mine = kept(clan);
    if (mine.length !== c.perClan)
      throw new Error(`a ${cards.length}-player deal has ${c.perClan} ${clan} cards`);
    const all = clanCards(clan);
    draws.push(...drawsFor(all, [...mine, ...all.filter((id) => !mine.includes(id))]));
    keptByClan.push(...mine);
  }
  const inquisitor = cards.filter((id) => cardOf(id).faction === 'secret-order');
  if (inquisitor.length !== (c.inquisitor ? 1 : 0)) throw new Error('an odd count deals one Inquisitor');
  if (c.inquisitor) {
    draws.push(
      ...drawsFor(INQUISITOR_CARDS, [
        ...inquisitor,
        ...INQUISITOR_CARDS.filter((id) => id !== inquisitor[0]),
      ]),
    );
  }
  draws.push(...drawsFor([...keptByClan, ...inquisitor], cards));
  draws.push(dieRoll(cards.length, first + 1));
  return new ScriptedDice(draws);
}

/** A table whose seats (NAMES, clockwise) hold `cards` in order, seat `first` holding the dagger. */
export function table(cards: readonly CardId[], first = 0): { state: BloodBoundState; events: GameEvent[] } {
  const dice = scriptedDeal(cards, first);
  const start = setup(NAMES.slice(0, cards.length), {}, dice);
  dice.assertConsumed();
  return start;
}

/** A game in progress: commands applied one by one, keeping every event. */
export class Game {
  state: BloodBoundState;
  events: GameEvent[];
  last: GameEvent[] = [];

  constructor(start: { state: BloodBoundState; events: GameEvent[] }) {
    this.state = start.state;
    this.events = [...start.events];
  }

  static of(cards: readonly CardId[], first = 0): Game {
    return new Game(table(cards, first));
  }

  /** Applies one command of `seat`; fails the test if it is refused. */
  do(seat: Seat, command: unknown): this {
    const applied: Applied = apply(this.state, seat, command);
    this.state = applied.state;
    this.last = applied.events;
    this.events.push(...applied.events);
    return this;
  }

  /** Asserts `seat`'s `command` is refused with `code` (and the message matches), and changes nothing. */
  refuses(seat: Seat, command: unknown, code: BloodBoundRejection['code'], message?: RegExp): this {
    const before = JSON.stringify(this.state);
    let error: unknown;
    try {
      apply(this.state, seat, command);
    } catch (e) {
      error = e;
    }
    expect(error, `${seat} ${JSON.stringify(command)} should be refused`).toMatchObject({ code });
    if (message) expect((error as Error).message).toMatch(message);
    expect(JSON.stringify(this.state)).toBe(before);
    return this;
  }

  attack(attacker: Seat, target: Seat): this {
    return this.do(attacker, { type: 'attack', target });
  }

  pass(from: Seat, to: Seat): this {
    return this.do(from, { type: 'pass', to });
  }

  take(seat: Seat, token: Token): this {
    return this.do(seat, { type: 'take-token', token });
  }

  /** Every seat of the open intervention window declines. */
  nobodyIntervenes(): this {
    const step = this.state.steps[this.state.steps.length - 1];
    if (step?.kind !== 'intervention') return this;
    for (const seat of [...step.waiting]) this.do(seat, { type: 'decline-intervention' });
    return this;
  }

  /** Attack, nobody intervenes, the target takes `token`. */
  wound(attacker: Seat, target: Seat, token: Token): this {
    return this.attack(attacker, target).nobodyIntervenes().take(target, token);
  }

  /**
   * `attacker` wounds `seat` once per token (passing the dagger back to `attacker` first when needed, nobody
   * intervening); a revealed ability is declined.
   */
  woundRepeatedly(attacker: Seat, seat: Seat, tokens: readonly Token[]): this {
    for (const token of tokens) {
      if (this.state.dagger !== attacker) this.pass(this.state.dagger, attacker);
      this.wound(attacker, seat, token);
      if (this.step()?.kind === 'ability') this.do(seat, { type: 'decline-ability' });
    }
    return this;
  }

  player(seat: Seat) {
    return this.state.players.find((p) => p.seat === seat) as BloodBoundState['players'][number];
  }

  step() {
    return this.state.steps[this.state.steps.length - 1];
  }

  eventsOf<T extends GameEvent['type']>(type: T): Extract<GameEvent, { type: T }>[] {
    return this.events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);
  }
}
