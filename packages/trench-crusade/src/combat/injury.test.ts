import { describe, expect, test } from 'vitest';
import { d6, ScriptedDice, type ScriptedRoll } from '../dice/scripted.js';
import { apply, drive, whoMustAct } from '../engine/apply.js';
import type { TrenchEvent } from '../engine/events.js';
import type { TrenchState } from '../state/types.js';
import { eventsOf, placedGame, weaponIndex } from '../test-support/game.js';
import type { InjuryRequest } from './injury-modifiers.js';

type Target = {
  type: string;
  items?: string[];
  seat?: 'a' | 'b';
  status?: 'standing' | 'down';
  bloodMarkers?: number;
};

function game(target: Target, attackerItems: string[] = ['trench-club']): TrenchState {
  return placedGame([
    { seat: 'a', type: 'yeoman', items: attackerItems, at: { x: 10, y: 10 } },
    {
      seat: target.seat ?? 'b',
      type: target.type,
      items: target.items ?? [],
      at: { x: 10, y: 11.6 },
      status: target.status,
      bloodMarkers: target.bloodMarkers,
      ...(target.type === 'lieutenant' ? { faction: 'new-antioch' as const } : {}),
    },
  ]);
}

/** Runs one injury roll through the engine's own procedure, answering any BLOOD MARKER question with `spend`. */
function injure(
  s: TrenchState,
  request: Partial<InjuryRequest>,
  script: (ScriptedRoll | ScriptedRoll[])[],
  spend?: { markers: number; bloodbath?: boolean },
) {
  const dice = new ScriptedDice(script);
  const events: TrenchEvent[] = [];
  const ctx = { s: JSON.parse(JSON.stringify(s)) as TrenchState, dice, events };
  ctx.s.stack.push({
    kind: 'injuries',
    requests: [
      {
        target: 'b1',
        by: 'a1',
        cause: 'melee-attack',
        weapon: 0,
        critical: false,
        extra: [],
        base: 2,
        ...request,
      },
    ],
  });
  drive(ctx);
  let state = ctx.s;
  if (spend) {
    expect(whoMustAct(state)).toEqual(['a']);
    const r = apply(state, 'a', { type: 'spend-blood', spend: [spend] }, dice);
    if (!r.ok) throw new Error(r.rejection.message);
    state = r.state;
    events.push(...r.events);
  }
  dice.assertConsumed();
  return { state, roll: eventsOf(events, 'injury-roll')[0]!, events };
}

describe('Modifiers to Injury Chart rolls (seed p. 9)', () => {
  test.each([
    ['Trench Shield -1', { type: 'heretic-trooper', items: ['trench-shield'] }, -1],
    ['Standard Armour -1', { type: 'heretic-trooper', items: ['standard-armour'] }, -1],
    [
      'a shield adds to any armour: Standard Armour and Trench Shield -2',
      { type: 'heretic-trooper', items: ['standard-armour', 'trench-shield'] },
      -2,
    ],
    ['Reinforced Armour -2', { type: 'annointed-heavy-infantry' }, -2],
    [
      'Reinforced Armour and a Trench Shield -3',
      { type: 'annointed-heavy-infantry', items: ['trench-shield'] },
      -3,
    ],
    ['Machine Armour -3', { type: 'lieutenant', items: ['machine-armour'], seat: 'b' as const }, -3],
  ])('%s', (_name, target, flat) => {
    const s = game(target as Target);
    const { roll } = injure(s, {}, [d6(4, 4)]);
    expect(roll.flat).toEqual([{ source: 'armour', value: flat }]);
    expect(roll.total).toBe(8 + flat);
  });

  test('Machine Armour (New Antioch): a Down result counts as a Minor Hit', () => {
    const s = game({ type: 'lieutenant', items: ['machine-armour'], seat: 'b' });
    s.models.b1!.keywords = s.models.b1!.keywords.filter((k) => k !== 'TOUGH');
    const { roll, state } = injure(s, {}, [d6(5, 5)]);
    expect(roll).toMatchObject({
      total: 7,
      chart: 'down',
      result: 'minor-hit',
      converted: ['machine-armour'],
    });
    expect(state.models.b1).toMatchObject({ status: 'standing', bloodMarkers: 1 });
  });

  test('Machine Armour: only a NEW ANTIOCH model turns Down into a Minor Hit', () => {
    const s = game({ type: 'lieutenant', items: ['machine-armour'], seat: 'b' });
    s.models.b1!.keywords = ['ELITE', 'LEADER'];
    expect(injure(s, {}, [d6(5, 5)]).roll).toMatchObject({ chart: 'down', result: 'down' });
  });

  test('TOUGH: the first Out of Action counts as Down, the next one is Out of Action', () => {
    const s = game({ type: 'heretic-priest' });
    const first = injure(s, {}, [d6(6, 5)]);
    expect(first.roll).toMatchObject({ chart: 'out-of-action', result: 'down', converted: ['tough'] });
    expect(first.state.models.b1).toMatchObject({ status: 'down', toughUsed: true });
    const second = injure(first.state, {}, [d6(6, 5, 1)], { markers: 0 });
    expect(second.roll).toMatchObject({ result: 'out-of-action', converted: [] });
  });

  test('Machine Armour and TOUGH apply together (seed): Out of Action → Down → Minor Hit', () => {
    const s = game({ type: 'lieutenant', items: ['machine-armour'], seat: 'b' });
    const { roll } = injure(s, {}, [d6(6, 6)]);
    expect(roll).toMatchObject({
      total: 9,
      chart: 'out-of-action',
      result: 'minor-hit',
      converted: ['tough', 'machine-armour'],
    });
  });

  test('Target is Down: +1 DICE', () => {
    const s = game({ type: 'heretic-trooper', status: 'down' });
    expect(injure(s, {}, [d6(1, 6, 6)]).roll).toMatchObject({
      dice: [{ source: 'target-down', value: 1 }],
      total: 12,
    });
  });

  test('Critical Success: +1 DICE; a CRITICAL weapon one more', () => {
    expect(injure(game({ type: 'heretic-trooper' }), { critical: true }, [d6(1, 2, 3)]).roll.dice).toEqual([
      { source: 'critical-success', value: 1 },
    ]);
    const s = game({ type: 'heretic-trooper' }, ['sword-axe']);
    const sword = weaponIndex(s, 'a1', 'sword-axe');
    expect(injure(s, { critical: true, weapon: sword }, [d6(1, 2, 3, 4)]).roll.dice).toEqual([
      { source: 'critical-success', value: 1 },
      { source: 'critical-weapon', value: 1 },
    ]);
  });

  test('BLOOD MARKERS on an injury roll: the attacker’s side spends them, +1 DICE each', () => {
    const s = game({ type: 'heretic-trooper', bloodMarkers: 2 });
    const { roll, state } = injure(s, {}, [d6(1, 6, 6, 2)], { markers: 2 });
    expect(roll.dice).toEqual([{ source: 'blood-markers', value: 2 }]);
    expect(roll.total).toBe(12);
    // Spent markers are removed; the Out of Action result then removes the model.
    expect(state.models.b1).toMatchObject({ bloodMarkers: 0, status: 'out-of-action' });
  });

  test('Bloodbath: 6 BLOOD MARKERS from a standing target add a D6 to the roll', () => {
    const s = game({ type: 'heretic-trooper', bloodMarkers: 6 });
    const { roll } = injure(s, {}, [d6(1, 1), d6(4)], { markers: 0, bloodbath: true });
    expect(roll).toMatchObject({ bloodbath: 4, total: 6, result: 'minor-hit' });
  });

  test('Bloodbath: only 3 from a Down target', () => {
    const s = game({ type: 'heretic-trooper', status: 'down', bloodMarkers: 3 });
    const { roll, state } = injure(s, {}, [d6(1, 1, 1), d6(6)], { markers: 0, bloodbath: true });
    expect(roll).toMatchObject({ bloodbath: 6, total: 8 });
    // Down again: two more markers (seed), after the three spent.
    expect(state.models.b1!.bloodMarkers).toBe(2);
  });

  test('Bloodbath is refused when the target carries too few markers', () => {
    const s = game({ type: 'heretic-trooper', bloodMarkers: 5 });
    const dice = new ScriptedDice([]);
    const ctx = { s: JSON.parse(JSON.stringify(s)) as TrenchState, dice, events: [] as TrenchEvent[] };
    ctx.s.stack.push({
      kind: 'injuries',
      requests: [
        { target: 'b1', by: 'a1', cause: 'melee-attack', weapon: 0, critical: false, extra: [], base: 2 },
      ],
    });
    drive(ctx);
    const r = apply(ctx.s, 'a', { type: 'spend-blood', spend: [{ markers: 0, bloodbath: true }] }, dice);
    expect(!r.ok && r.rejection.code).toBe('bad-answer');
  });
});

describe('Injury results (seed p. 10)', () => {
  test('No Effect: nothing happens', () => {
    const { state } = injure(game({ type: 'annointed-heavy-infantry' }), {}, [d6(1, 2)]);
    expect(state.models.b1).toMatchObject({ status: 'standing', bloodMarkers: 0 });
  });

  test('Minor Hit: one BLOOD MARKER, never more than 6', () => {
    const { state } = injure(game({ type: 'heretic-trooper', bloodMarkers: 6 }), {}, [d6(1, 1)], {
      markers: 0,
    });
    expect(state.models.b1!.bloodMarkers).toBe(6);
  });

  test('Warrior Down!: one marker, two if already Down; Down in the turn it is taken Down', () => {
    const { state } = injure(game({ type: 'heretic-trooper' }), {}, [d6(3, 4)]);
    expect(state.models.b1).toMatchObject({ status: 'down', bloodMarkers: 1, downedInTurn: 1 });
  });

  test('Out of Action: removed from the battlefield at once', () => {
    const { state, events } = injure(game({ type: 'heretic-trooper' }), {}, [d6(5, 4)]);
    expect(state.models.b1).toMatchObject({ status: 'out-of-action', position: null });
    expect(eventsOf(events, 'status')).toEqual([{ type: 'status', model: 'b1', status: 'out-of-action' }]);
  });

  test('FIRE, GAS and SHRAPNEL add a BLOOD MARKER after the roll, even with No Effect', () => {
    const s = game({ type: 'annointed-heavy-infantry' }, ['trench-club', 'grenades']);
    const hit = injure(s, { weapon: weaponIndex(s, 'a1', 'grenades'), cause: 'ranged-attack' }, [d6(1, 1)]);
    expect(hit.roll).toMatchObject({ total: 0, result: 'no-effect' });
    expect(hit.state.models.b1!.bloodMarkers).toBe(1);
  });

  test('a Gas Mask ignores the marker of GAS and its injury rolls are at -1 DICE', () => {
    const s = game({ type: 'heretic-trooper', items: ['gas-mask'] });
    s.models.a1!.items.push('gas-grenades');
    const masked = injure(s, { weapon: weaponIndex(s, 'a1', 'gas-grenades'), cause: 'ranged-attack' }, [
      d6(1, 1, 1, 1),
    ]);
    expect(masked.roll.dice).toEqual([
      { source: 'weapon', value: -1 },
      { source: 'protected-from-gas', value: -1 },
    ]);
    expect(masked.state.models.b1!.bloodMarkers).toBe(1);
  });
});
