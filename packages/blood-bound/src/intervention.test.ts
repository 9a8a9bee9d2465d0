import { describe, expect, test } from 'vitest';
import { clock, INTERVENTION_WINDOW_MS, timeoutCommand } from './clock.js';
import { legalCommands, whoMustAct } from './legal.js';
import { Game } from './test-support/table.js';

// ann P-Elder, bob G-Assassin, cat P-Harlequin, dan G-Alchemist, eve P-Mentalist, fay G-Guardian.
const SIX = ['phoenix-1', 'gargoyle-2', 'phoenix-3', 'gargoyle-4', 'phoenix-5', 'gargoyle-6'] as const;

describe('intervention (seed [게임진행] 4; reference §5)', () => {
  test('every player whose rank token is in the supply may answer the window at once; not the attacker, not the target', () => {
    const g = Game.of(SIX).attack('ann', 'cat');
    expect(g.step()).toMatchObject({ kind: 'intervention', attacker: 'ann', target: 'cat' });
    expect(whoMustAct(g.state)).toEqual(['bob', 'dan', 'eve', 'fay']);
    expect(legalCommands(g.state, 'dan')).toEqual([
      { type: 'offer-intervention' },
      { type: 'decline-intervention' },
    ]);
    expect(legalCommands(g.state, 'cat')).toEqual([]);
    g.refuses(
      'ann',
      { type: 'offer-intervention' },
      'not-your-decision',
      /attacker and the target cannot intervene/,
    );
    g.refuses('cat', { type: 'offer-intervention' }, 'not-your-decision', /attacker and the target/);
  });

  test('the seats answer in any order; the target then picks one offer, who takes the wound with their rank token and the dagger', () => {
    const g = Game.of(SIX).attack('ann', 'cat');
    g.do('fay', { type: 'offer-intervention' })
      .do('bob', { type: 'decline-intervention' })
      .do('eve', { type: 'offer-intervention' });
    expect(whoMustAct(g.state)).toEqual(['dan']);
    g.do('dan', { type: 'decline-intervention' });
    expect(g.step()).toEqual({
      kind: 'choose-intervener',
      attacker: 'ann',
      target: 'cat',
      offers: ['fay', 'eve'],
    });
    expect(legalCommands(g.state, 'cat')).toEqual([
      { type: 'accept-intervention', by: 'fay' },
      { type: 'accept-intervention', by: 'eve' },
      { type: 'refuse-intervention' },
    ]);
    g.do('cat', { type: 'accept-intervention', by: 'eve' });
    // An intervener must take the rank token: no choice, the rank is revealed, the ability follows.
    expect(g.player('eve').tokens).toEqual(['rank']);
    expect(g.player('eve').revealedRank).toBe(5);
    expect(g.player('cat').tokens).toEqual([]);
    expect(g.step()).toMatchObject({
      kind: 'ability',
      seat: 'eve',
      character: 'mentalist',
      intervenedFor: 'cat',
    });
    g.do('eve', { type: 'decline-ability' });
    expect(g.state.dagger).toBe('eve');
    expect(whoMustAct(g.state)).toEqual(['eve']);
    expect(g.state.attacks).toEqual([{ turn: 1, attacker: 'ann', target: 'cat', intervener: 'eve' }]);
  });

  test('the target may refuse every offer and suffer the wound', () => {
    const g = Game.of(SIX).attack('ann', 'cat').do('bob', { type: 'offer-intervention' }).nobodyIntervenes();
    g.do('cat', { type: 'refuse-intervention' });
    expect(g.step()).toMatchObject({ kind: 'wound', seat: 'cat' });
    g.take('cat', 'unknown');
    expect(g.player('bob').tokens).toEqual([]);
    expect(g.state.dagger).toBe('cat');
  });

  test('the target cannot accept a seat that did not offer', () => {
    Game.of(SIX)
      .attack('ann', 'cat')
      .do('bob', { type: 'offer-intervention' })
      .nobodyIntervenes()
      .refuses('cat', { type: 'accept-intervention', by: 'dan' }, 'not-offered', /dan did not offer/);
  });

  test('a seat answers a window once', () => {
    Game.of(SIX)
      .attack('ann', 'cat')
      .do('bob', { type: 'decline-intervention' })
      .refuses('bob', { type: 'offer-intervention' }, 'already-answered');
  });

  test('with no offers the window closes on the last answer and the target is wounded', () => {
    const g = Game.of(SIX).attack('ann', 'cat').nobodyIntervenes();
    expect(g.last.at(-1)).toEqual({ type: 'no-intervention', target: 'cat', reason: 'nobody-offered' });
    expect(whoMustAct(g.state)).toEqual(['cat']);
  });

  test('the window closes at once when nobody can offer (every other rank token is out)', () => {
    // bob wounds dan, eve, fay and cat, each taking their rank token (dan's Alchemy needs an intervention).
    const g = Game.of(SIX, 1).wound('bob', 'dan', 'rank').pass('dan', 'bob');
    for (const seat of ['eve', 'fay', 'cat'] as const) {
      g.wound('bob', seat, 'rank').do(seat, { type: 'decline-ability' }).pass(seat, 'bob');
    }
    g.pass('bob', 'ann').attack('ann', 'bob');
    expect(g.last).toEqual([
      { type: 'attacked', attacker: 'ann', target: 'bob' },
      { type: 'no-intervention', target: 'bob', reason: 'nobody-eligible' },
    ]);
    expect(whoMustAct(g.state)).toEqual(['bob']);
    expect(g.step()).toMatchObject({ kind: 'wound', seat: 'bob' });
  });

  test('a player whose rank token is out cannot intervene', () => {
    const g = Game.of(SIX).wound('ann', 'dan', 'rank');
    // dan, attacked rather than intervening, cannot use his Alchemy: it passes unused.
    expect(g.last).toContainEqual({ type: 'ability-unusable', seat: 'dan', ability: 'alchemist' });
    g.pass('dan', 'ann').attack('ann', 'cat');
    expect(whoMustAct(g.state)).toEqual(['bob', 'eve', 'fay']);
    g.refuses(
      'dan',
      { type: 'offer-intervention' },
      'not-your-decision',
      /rank token is still in the supply/,
    );
  });

  test('an ability used while intervening is not an attack (seed [게임진행] 4)', () => {
    // bob the Assassin intervenes for cat and assassinates eve: one attack on record, ann's.
    const g = Game.of(SIX).attack('ann', 'cat').do('bob', { type: 'offer-intervention' }).nobodyIntervenes();
    g.do('cat', { type: 'accept-intervention', by: 'bob' }).do('bob', { type: 'assassinate', target: 'eve' });
    expect(g.state.attacks).toHaveLength(1);
    expect(g.eventsOf('attacked')).toHaveLength(1);
  });

  test('the window has a clock for the seats still to answer; running out declines for them', () => {
    const g = Game.of(SIX).attack('ann', 'cat');
    expect(clock(g.state)).toEqual({
      seats: ['bob', 'dan', 'eve', 'fay'],
      budgetMs: INTERVENTION_WINDOW_MS,
      key: 'intervention:1',
    });
    g.do('bob', { type: 'offer-intervention' });
    expect(clock(g.state)?.seats).toEqual(['dan', 'eve', 'fay']);
    expect(timeoutCommand(g.state, 'dan')).toEqual({ type: 'decline-intervention' });
    expect(timeoutCommand(g.state, 'bob')).toBeUndefined();
    g.nobodyIntervenes();
    expect(clock(g.state)).toBeUndefined();
    g.do('cat', { type: 'refuse-intervention' }).take('cat', 'rank').do('cat', { type: 'decline-ability' });
    g.attack('cat', 'dan');
    expect(clock(g.state)?.key).toBe('intervention:2');
  });
});
