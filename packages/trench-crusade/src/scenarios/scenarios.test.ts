import { SeededDice } from '@dugout/rules';
import { describe, expect, test } from 'vitest';
import { tableProblems } from '../battlefield/check-table.js';
import { generateTable } from '../battlefield/generate.js';
import { d6, NO_DICE, ScriptedDice } from '../dice/scripted.js';
import { apply, legalCommands, whoMustAct } from '../engine/apply.js';
import { create } from '../engine/create.js';
import { discInsidePolygon } from '../geometry/vec.js';
import type { TrenchState } from '../state/types.js';
import { eventsOf, placedGame, play } from '../test-support/game.js';
import { readyMade } from '../warbands/ready-made.js';
import { CLAIM_NO_MANS_LAND, OBJECTIVE_CENTRES, objectivePoints } from './claim-no-mans-land.js';
import { TRENCH_WARFARE, trenchPoints } from './trench-warfare.js';

const seed = (n: number) => {
  const b = new Uint8Array(32);
  b[31] = n;
  return b;
};

describe('the default generated table (reference §11.2)', () => {
  test.each([1, 2, 3, 4, 5])(
    'seed %i: a legal 48" × 48" table with the scenario pieces, at most two Impassable',
    (n) => {
      for (const scenario of [CLAIM_NO_MANS_LAND, TRENCH_WARFARE]) {
        const { battlefield, dice } = generateTable(scenario.fixedTerrain(), new SeededDice(seed(n)));
        expect(tableProblems(battlefield)).toEqual([]);
        expect(battlefield.width).toBe(48);
        expect(battlefield.terrain.filter((p) => p.kind === 'cover')).toHaveLength(12);
        expect(dice.length).toBeGreaterThan(0);
      }
    },
  );

  test('the same dice make the same table', () => {
    const a = generateTable(CLAIM_NO_MANS_LAND.fixedTerrain(), new SeededDice(seed(9)));
    const b = generateTable(CLAIM_NO_MANS_LAND.fixedTerrain(), new SeededDice(seed(9)));
    expect(a).toEqual(b);
  });

  test('a supplied table is checked: buildings 8" from the edges and 6" apart, at most two Impassable', () => {
    const bad = create(
      {
        scenario: 'claim-no-mans-land',
        warbands: { a: 'new-antioch-example', b: 'heretic-legion-example' },
        terrain: [
          {
            id: 'x',
            kind: 'building',
            footprint: [
              { x: 2, y: 2 },
              { x: 6, y: 2 },
              { x: 6, y: 6 },
            ],
            height: 4,
            floors: [0],
            objective: true,
          },
          ...[1, 2, 3].map((i) => ({
            id: `r${i}`,
            kind: 'impassable',
            footprint: [
              { x: 20 + i * 5, y: 20 },
              { x: 22 + i * 5, y: 20 },
              { x: 22 + i * 5, y: 22 },
            ],
            height: 3,
          })),
        ],
      },
      NO_DICE,
    );
    expect(!bad.ok && bad.problems.map((p) => p.message)).toEqual([
      'a building stands at least 8" from every edge',
      'at most 2 Impassable pieces per battle',
    ]);
  });
});

describe("Claim No Man's Land (reference §11.3)", () => {
  test('the loser of the roll-off picks the deployment zone; the side with more models deploys first', () => {
    const c = create(
      { scenario: 'claim-no-mans-land', warbands: { a: 'new-antioch-example', b: 'heretic-legion-example' } },
      new SeededDice(seed(3)),
    );
    if (!c.ok) throw new Error('create failed');
    const rollOff = eventsOf(c.events, 'roll-off')[0]!;
    const loser = rollOff.winner === 'a' ? 'b' : 'a';
    expect(whoMustAct(c.state)).toEqual([loser]);
    const r = apply(c.state, loser, { type: 'choose-zone', edge: 'north' }, new ScriptedDice([d6(2, 5)]));
    if (!r.ok) throw new Error(r.rejection.message);
    expect(r.state.warbands[loser].edge).toBe('north');
    // Both example lists have 10 models: a roll-off decides who places first.
    expect(eventsOf(r.events, 'roll-off')[0]).toMatchObject({ purpose: 'deploy-first', winner: 'b' });
    expect(r.state.phase).toEqual({ kind: 'deploy', seat: 'b', infiltrators: false });
  });

  test('five objective buildings: the centre and one in each quarter (house rule)', () => {
    const objectives = CLAIM_NO_MANS_LAND.fixedTerrain();
    expect(objectives).toHaveLength(5);
    expect(objectives.every((p) => p.kind === 'building' && p.objective)).toBe(true);
    expect(OBJECTIVE_CENTRES[0]).toEqual({ x: 24, y: 24 });
  });

  function atObjective(models: Parameters<typeof placedGame>[0]): TrenchState {
    return placedGame(models, CLAIM_NO_MANS_LAND.fixedTerrain());
  }

  test('1 VP for an objective a model is within 1" of', () => {
    expect(
      objectivePoints(
        atObjective([
          { seat: 'a', type: 'yeoman', at: { x: 24, y: 27.8 } },
          { seat: 'b', type: 'heretic-trooper', at: { x: 40, y: 45 } },
        ]),
      ),
    ).toEqual({ a: 1, b: 0 });
  });

  test('2 VP for an objective controlled: more models wholly inside than enemies within 1"', () => {
    const s = atObjective([
      { seat: 'a', type: 'yeoman', at: { x: 23, y: 24 } },
      { seat: 'a', type: 'yeoman', at: { x: 25, y: 24 } },
      { seat: 'b', type: 'heretic-trooper', at: { x: 24, y: 27.8 } },
    ]);
    expect(discInsidePolygon({ x: 23, y: 24 }, 0.5, s.battlefield.terrain[0]!.footprint)).toBe(true);
    expect(objectivePoints(s)).toEqual({ a: 2, b: 1 });
  });

  test('victory points are scored at the end of every turn and the game ends after turn 4', () => {
    const s = atObjective([
      { seat: 'a', type: 'yeoman', at: { x: 24, y: 24 } },
      { seat: 'b', type: 'heretic-trooper', at: { x: 40, y: 45 } },
    ]);
    s.turn = 4;
    const { state, events } = play(s, [
      ['a', { type: 'activate', model: 'a1' }],
      ['a', { type: 'end-activation', model: 'a1' }],
      ['b', { type: 'activate', model: 'b1' }],
      ['b', { type: 'end-activation', model: 'b1' }],
    ]);
    expect(eventsOf(events, 'victory-points')[0]).toMatchObject({ turn: 4, scored: { a: 2, b: 0 } });
    expect(state.result).toEqual({ winner: 'a', reason: 'victory-points', victoryPoints: { a: 2, b: 0 } });
  });
});

describe('Trench Warfare (reference §11.3)', () => {
  test('the larger warband attacks; the defender fields up to half the attacker’s models', () => {
    const big = readyMade('new-antioch-example');
    const small = readyMade('heretic-legion-host');
    const c = create({ scenario: 'trench-warfare', warbands: { a: small, b: big } }, new SeededDice(seed(4)));
    if (!c.ok) throw new Error('create failed');
    expect(eventsOf(c.events, 'roles')[0]).toEqual({ type: 'roles', attacker: 'b', defender: 'a' });
    expect(c.state.phase).toEqual({ kind: 'choose-defenders', seat: 'a', max: 5 });
    const tooMany = apply(
      c.state,
      'a',
      { type: 'field', models: c.state.warbands.a.models.slice(0, 6) },
      NO_DICE,
    );
    expect(!tooMany.ok && tooMany.rejection.code).toBe('illegal-target');
    const { state } = play(c.state, [['a', { type: 'field', models: ['a1', 'a2', 'a3', 'a4', 'a5'] }]]);
    expect(state.models.a9!.fielded).toBe(false);
    // The attacker places first.
    expect(whoMustAct(state)).toEqual(['b']);
  });

  test('victory points: defender 2 alone and 1 shared per trench section, attacker 3 alone and 2 shared', () => {
    const trenches = TRENCH_WARFARE.fixedTerrain();
    const s = placedGame(
      [
        { seat: 'a', type: 'yeoman', at: { x: 9, y: 35 } },
        { seat: 'a', type: 'yeoman', at: { x: 19, y: 35 } },
        { seat: 'b', type: 'heretic-trooper', at: { x: 21, y: 35 } },
        { seat: 'b', type: 'heretic-trooper', at: { x: 29, y: 35 } },
      ],
      trenches,
    );
    s.warbands.a.role = 'defender';
    s.warbands.b.role = 'attacker';
    expect(trenchPoints(s)).toEqual({ a: 2 + 1, b: 2 + 3 });
  });

  test('after turn 4 the attacker rolls a D6: 1–2 the game ends, otherwise a fifth turn', () => {
    const s = placedGame(
      [
        { seat: 'a', type: 'yeoman', at: { x: 9, y: 35 } },
        { seat: 'b', type: 'heretic-trooper', at: { x: 10, y: 5 } },
      ],
      TRENCH_WARFARE.fixedTerrain(),
    );
    s.options.scenario = 'trench-warfare';
    s.warbands.a.role = 'defender';
    s.warbands.b.role = 'attacker';
    s.turn = 4;
    const steps = [
      ['a', { type: 'activate', model: 'a1' }],
      ['a', { type: 'end-activation', model: 'a1' }],
      ['b', { type: 'activate', model: 'b1' }],
      ['b', { type: 'end-activation', model: 'b1' }],
    ] as const;
    const more = play(s, steps as never, [d6(3), d6(2, 4)]);
    expect(eventsOf(more.events, 'extra-turn')).toEqual([{ type: 'extra-turn', roll: 3, played: true }]);
    expect(more.state).toMatchObject({ turn: 5, lastTurn: 5, result: null });
    const over = play(s, steps as never, [d6(2)]);
    expect(over.state.result).toEqual({
      winner: 'a',
      reason: 'victory-points',
      victoryPoints: { a: 2, b: 0 },
    });
  });
});

describe('deployment (reference §11.3)', () => {
  function deploying() {
    const c = create(
      {
        scenario: 'claim-no-mans-land',
        warbands: { a: 'new-antioch-example', b: 'heretic-legion-example' },
        terrain: CLAIM_NO_MANS_LAND.fixedTerrain(),
      },
      new SeededDice(seed(3)),
    );
    if (!c.ok) throw new Error('create failed');
    const chooser = whoMustAct(c.state)[0]!;
    const r = apply(c.state, chooser, { type: 'choose-zone', edge: 'south' }, new ScriptedDice([d6(5, 2)]));
    if (!r.ok) throw new Error(r.rejection.message);
    return { state: r.state };
  }

  test('wholly within the zone, one model at a time, alternating', () => {
    const { state } = deploying();
    const seat = whoMustAct(state)[0]!;
    const south = state.warbands[seat].edge === 'south';
    const id = state.warbands[seat].models[0]!;
    const outside = apply(
      state,
      seat,
      { type: 'deploy', model: id, at: { x: 20, y: south ? 11.8 : 36.2 } },
      NO_DICE,
    );
    expect(!outside.ok && outside.rejection).toEqual({
      code: 'illegal-position',
      message: 'a model deploys wholly within its deployment zone',
    });
    const placed = apply(
      state,
      seat,
      { type: 'deploy', model: id, at: { x: 20, y: south ? 4 : 44 } },
      NO_DICE,
    );
    expect(placed.ok && whoMustAct(placed.state)).toEqual([seat === 'a' ? 'b' : 'a']);
  });

  test('the last model placed starts turn 1', () => {
    let { state } = deploying();
    const dice = new ScriptedDice([d6(2, 5)]);
    let x = 2;
    while (state.phase.kind === 'deploy') {
      const seat = state.phase.seat;
      const option = legalCommands(state, seat)[0] as { models: string[] };
      const y = state.warbands[seat].edge === 'south' ? 3 : 45;
      const r = apply(state, seat, { type: 'deploy', model: option.models[0]!, at: { x, y } }, dice);
      if (!r.ok) throw new Error(r.rejection.message);
      state = r.state;
      x += 1.1;
    }
    expect(state.turn).toBe(1);
    expect(state.phase.kind).toBe('first-activation');
  });
});
