import { describe, expect, test } from 'vitest';
import {
  act,
  END,
  END_TURN,
  expectDecision,
  mv,
  NO_REROLL,
  pl,
  rollsOf,
  run,
  TEAM_REROLL,
  turn,
  turnoverOf,
} from '../__fixtures__/helpers.js';
import { d6, twoD6 } from '../dice/index.js';
import { loadScenario } from '../scenario/load.js';
import { SKILL_IDS } from './catalogue.js';
import { isImplemented, SKILL_REGISTRY } from './registry.js';

describe('registry', () => {
  test('every registered definition is filed under its own catalogue id', () => {
    for (const [id, def] of Object.entries(SKILL_REGISTRY)) expect(def?.id).toBe(id);
  });
  test.each([
    'dodge',
    'sure-feet',
    'sprint',
    'sure-hands',
    'big-hand',
    'extra-arms',
    'two-heads',
    'jump-up',
    'leap',
    'pogo',
    'very-long-legs',
    'break-tackle',
    'prehensile-tail',
    'tentacles',
    'diving-tackle',
    'shadowing',
    'stunty',
    'titchy',
    'steady-footing',
    'safe-pair-of-hands',
    'fumblerooski',
    'thick-skull',
    'regeneration',
    'decay',
    'loner',
    'pro',
    'leader',
    'bone-head',
    'really-stupid',
    'animal-savagery',
    'bloodlust',
    'unchannelled-fury',
    'take-root',
    'drunkard',
    'timmm-ber',
    'pick-me-up',
    'secret-weapon',
    'no-ball',
    'kick',
    'unsteady',
    'insignificant',
  ] as const)('%s is implemented', (id) => {
    expect(SKILL_IDS).toContain(id);
    expect(isImplemented(id)).toBe(true);
  });
});

const solo = (skills: string[], extra: object = {}, others: object[] = []) =>
  turn(
    [
      { id: 'h1', team: 'home', at: [5, 7], skills },
      { id: 'h9', team: 'home', at: [1, 1] },
      ...(others as never[]),
    ],
    extra,
  );

describe('activation traits', () => {
  test.each([
    ['Bone Head', 1, true],
    ['Bone Head', 2, false],
  ])('%s rolls %i', (skill, roll, distracted) => {
    const { state, events } = run(solo([skill]), [act('h1')], [d6(roll)]);
    expect(rollsOf(events, 'bone-head')[0]).toMatchObject({ target: 2, natural: [roll] });
    expect(pl(state, 'h1').distracted).toBe(distracted);
    expectDecision(state, distracted ? 'activation' : 'move-step');
    expect(turnoverOf(events)).toBeNull();
  });

  test('a failed trait roll may use a team re-roll in the own turn', () => {
    const first = run(solo(['Bone Head'], { teams: { home: { rerolls: 1 } } }), [act('h1')], [d6(1)]);
    expect(first.state.decision?.options).toEqual([TEAM_REROLL, NO_REROLL]);
    const { state } = run(first.state, [TEAM_REROLL], [d6(4)]);
    expectDecision(state, 'move-step');
  });

  test('a Distracted player has no Tackle Zone and loses it when next activated', () => {
    const s0 = turn([
      { id: 'h1', team: 'home', at: [5, 7], distracted: true },
      { id: 'a1', team: 'away', at: [6, 7] },
    ]);
    expect(pl(s0, 'h1').distracted).toBe(true);
    const { state } = run(s0, [act('h1')]);
    expect(pl(state, 'h1').distracted).toBe(false);
  });

  test.each([
    [3, false, true],
    [4, false, false],
    [2, true, false],
  ])('Really Stupid: roll %i, helper %s → Distracted %s', (roll, helper, distracted) => {
    const helpers = helper ? [{ id: 'h2', team: 'home', at: [5, 8] }] : [];
    const { state } = run(solo(['Really Stupid'], {}, helpers), [act('h1')], [d6(roll)]);
    expect(pl(state, 'h1').distracted).toBe(distracted);
  });

  test('Unchannelled Fury: 1–3 ends the activation without Distracted', () => {
    const { state } = run(solo(['Unchannelled Fury']), [act('h1')], [d6(3)]);
    expect(pl(state, 'h1').distracted).toBe(false);
    expect(pl(state, 'h1').activated).toBe(true);
    expectDecision(state, 'activation');
  });

  test('Take Root: a 1 roots the player, who can then only end its activation', () => {
    const { state } = run(solo(['Take Root']), [act('h1')], [d6(1)]);
    expect(pl(state, 'h1').rooted).toBe(true);
    expect(state.decision?.options).toEqual([END]);
  });

  test('Animal Savagery: a fail knocks down an adjacent team-mate (no Turnover) and carries on', () => {
    const { state, events } = run(
      solo(['Animal Savagery'], {}, [{ id: 'h2', team: 'home', at: [5, 8] }]),
      [act('h1')],
      [d6(2), ...twoD6(1, 1)],
    );
    expect(pl(state, 'h2').status).toBe('prone');
    expect(turnoverOf(events)).toBeNull();
    expectDecision(state, 'move-step');
  });

  test('Animal Savagery with no team-mate adjacent: Distracted', () => {
    const { state } = run(solo(['Animal Savagery']), [act('h1')], [d6(3)]);
    expect(pl(state, 'h1').distracted).toBe(true);
  });

  test('Bloodlust (2+): a fail with no Thrall to bite is a Turnover and leaves the player Distracted', () => {
    const { state, events } = run(solo(['Bloodlust (2+)']), [act('h1'), mv(6, 7), END], [d6(1)]);
    expect(turnoverOf(events)).toBe('bloodlust');
    expect(pl(state, 'h1').distracted).toBe(true);
  });

  test('Bloodlust: biting an adjacent Thrall makes an injury roll on it instead', () => {
    const thrall = [{ id: 'h2', team: 'home', at: [7, 7], keywords: ['Thrall', 'Lineman'] }];
    const { state, events } = run(
      solo(['Bloodlust (3+)'], {}, thrall),
      [act('h1'), mv(6, 7), END],
      [d6(2), ...twoD6(4, 4)],
    );
    expect(turnoverOf(events)).toBeNull();
    expect(pl(state, 'h2').box).toBe('knocked-out');
  });
});

describe('re-roll skills', () => {
  test('Pro: once per activation, 3+ allows the re-roll; a failed Pro roll wastes it', () => {
    const s0 = solo(['Pro'], {}, [{ id: 'a1', team: 'away', at: [6, 7] }]);
    const first = run(s0, [act('h1'), mv(4, 8)], [d6(1)]);
    expect(first.state.decision?.options).toEqual([{ type: 'reroll', source: 'pro' }, NO_REROLL]);
    const ok = run(first.state, [{ type: 'reroll', source: 'pro' }], [d6(3), d6(4)]);
    expect(pl(ok.state, 'h1').status).toBe('standing');
    const wasted = run(first.state, [{ type: 'reroll', source: 'pro' }], [d6(2), ...twoD6(1, 1)]);
    expect(pl(wasted.state, 'h1').status).toBe('prone');
  });

  test('Leader: the Leader re-roll is usable only while a Leader is on the pitch', () => {
    const withLeader = solo(['Leader'], { teams: { home: { leaderRerolls: 1 } } }, [
      { id: 'a1', team: 'away', at: [6, 7] },
    ]);
    const r = run(withLeader, [act('h1'), mv(4, 8)], [d6(1)]);
    expect(r.state.decision?.options).toContainEqual(TEAM_REROLL);
    const noLeader = solo([], { teams: { home: { leaderRerolls: 1 } } }, [
      { id: 'a1', team: 'away', at: [6, 7] },
    ]);
    const r2 = run(noLeader, [act('h1'), mv(4, 8)], [d6(1), ...twoD6(1, 1)]);
    expect(pl(r2.state, 'h1').status).toBe('prone');
  });
});

describe('going down', () => {
  test('Steady Footing: a 6 keeps the player on its feet, no armour roll, no Turnover', () => {
    const s0 = turn([{ id: 'h1', team: 'home', at: [5, 7], ma: 1, skills: ['Steady Footing'] }]);
    const { state, events } = run(s0, [act('h1'), mv(6, 7), mv(7, 7)], [d6(1), d6(6)]);
    expect(pl(state, 'h1').status).toBe('standing');
    expect(rollsOf(events, 'armour')).toHaveLength(0);
    expect(turnoverOf(events)).toBeNull();
  });

  test('Steady Footing fails on 1–5', () => {
    const s0 = turn([{ id: 'h1', team: 'home', at: [5, 7], ma: 1, skills: ['Steady Footing'] }]);
    const { state } = run(s0, [act('h1'), mv(6, 7), mv(7, 7)], [d6(1), d6(5), ...twoD6(1, 1)]);
    expect(pl(state, 'h1').status).toBe('prone');
  });
});

describe('Fumblerooski', () => {
  test('during a Move the carrier may leave the ball in the square it vacates, without a Turnover', () => {
    const s0 = turn([{ id: 'h1', team: 'home', at: [5, 7], skills: ['Fumblerooski'] }], {
      ball: { carrier: 'h1' },
    });
    const s1 = run(s0, [act('h1')]).state;
    expect(s1.decision?.options).toContainEqual({ type: 'use-skill', skill: 'fumblerooski' });
    const { state, events } = run(s1, [{ type: 'use-skill', skill: 'fumblerooski' }, mv(6, 7)]);
    expect(state.ball).toEqual({ kind: 'ground', at: { x: 5, y: 7 } });
    expect(turnoverOf(events)).toBeNull();
  });
});

describe('reactions to a dodge', () => {
  const dodger = (skill: string, extra: object = {}) =>
    turn([
      { id: 'h1', team: 'home', at: [5, 7] },
      { id: 'a1', team: 'away', at: [6, 7], skills: [skill], ...extra },
    ]);

  test('Diving Tackle: −2 after the roll fails a dodge; the tackler is Placed Prone in the square left', () => {
    const first = run(dodger('Diving Tackle'), [act('h1'), mv(4, 8)], [d6(4)]);
    expectDecision(first.state, 'use-skill', 'away');
    const { state, events } = run(
      first.state,
      [{ type: 'use-skill', skill: 'diving-tackle' }],
      [...twoD6(1, 1)],
    );
    expect(pl(state, 'h1').at).toEqual({ x: 4, y: 8 });
    expect(pl(state, 'h1').status).toBe('prone');
    expect(pl(state, 'a1').at).toEqual({ x: 5, y: 7 });
    expect(pl(state, 'a1').status).toBe('prone');
    expect(turnoverOf(events)).toBe('fell-over');
  });

  test('Diving Tackle is not offered when −2 could not change the result', () => {
    const { state } = run(dodger('Diving Tackle'), [act('h1'), mv(4, 8)], [d6(6)]);
    expectDecision(state, 'move-step', 'home');
  });

  test('Shadowing: D6 4+ follows the dodger into the vacated square', () => {
    const first = run(dodger('Shadowing'), [act('h1'), mv(4, 8)], [d6(4)]);
    expectDecision(first.state, 'use-skill', 'away');
    const { state } = run(first.state, [{ type: 'use-skill', skill: 'shadowing' }], [d6(4)]);
    expect(pl(state, 'a1').at).toEqual({ x: 5, y: 7 });
    expectDecision(state, 'move-step', 'home');
  });

  test.each([
    [4, 3, 3, false],
    [5, 4, 3, true],
    [6, 1, 5, true],
  ])('Tentacles: D6 %i + ST %i − ST %i ≥ 6 → held %s', (roll, st, theirSt, held) => {
    const s0 = turn([
      { id: 'h1', team: 'home', at: [5, 7], st: theirSt },
      { id: 'a1', team: 'away', at: [6, 7], st, skills: ['Tentacles'] },
    ]);
    const first = run(s0, [act('h1'), mv(4, 8)]);
    expectDecision(first.state, 'use-skill', 'away');
    const rolls = held ? [d6(roll)] : [d6(roll), d6(4)];
    const { state, events } = run(first.state, [{ type: 'use-skill', skill: 'tentacles' }], rolls);
    expect(pl(state, 'h1').at).toEqual(held ? { x: 5, y: 7 } : { x: 4, y: 8 });
    expect(turnoverOf(events)).toBeNull();
    if (held) expectDecision(state, 'activation', 'home');
  });
});

describe('end of turn and drive', () => {
  test('Pick-me-up: at the end of the opposing turn, Prone team-mates within 3 squares stand on 5+', () => {
    const s0 = turn(
      [
        { id: 'a1', team: 'away', at: [5, 7] },
        { id: 'h1', team: 'home', at: [10, 7], skills: ['Pick-me-up'] },
        { id: 'h2', team: 'home', at: [12, 7], status: 'prone' },
        { id: 'h3', team: 'home', at: [12, 9], status: 'prone' },
        { id: 'h4', team: 'home', at: [20, 7], status: 'prone' },
      ],
      { activeTeam: 'away' },
    );
    const { state } = run(s0, [END_TURN], [d6(5), d6(4)]);
    expect(pl(state, 'h2').status).toBe('standing');
    expect(pl(state, 'h3').status).toBe('prone');
    expect(pl(state, 'h4').status).toBe('prone');
  });

  test('Secret Weapon: sent off at the end of a drive it played in', () => {
    const s0 = turn(
      [
        { id: 'h1', team: 'home', at: [5, 7], skills: ['Secret Weapon'] },
        { id: 'h2', team: 'home', at: [1, 1] },
      ],
      {
        turn: 8,
        kickingTeam: 'home',
      },
    );
    const { state } = run(s0, [END_TURN]);
    expect(pl(state, 'h1').box).toBe('sent-off');
    expect(pl(state, 'h2').box).toBe('reserves');
  });
});

describe('involuntary entry into the ball square', () => {
  test('a Shadowing player following into a square with a loose ball makes it bounce, without a pick-up', () => {
    const s0 = turn(
      [
        { id: 'h1', team: 'home', at: [5, 7], skills: ['Fumblerooski'] },
        { id: 'a1', team: 'away', at: [6, 7], skills: ['Shadowing'] },
      ],
      { ball: { carrier: 'h1' } },
    );
    const first = run(s0, [act('h1'), { type: 'use-skill', skill: 'fumblerooski' }, mv(4, 8)], [d6(4)]);
    expect(first.state.ball).toEqual({ kind: 'ground', at: { x: 5, y: 7 } });
    const { state, events } = run(
      first.state,
      [{ type: 'use-skill', skill: 'shadowing' }],
      [d6(5), { kind: 'D8', value: 2 }],
    );
    expect(pl(state, 'a1').at).toEqual({ x: 5, y: 7 });
    expect(rollsOf(events, 'pick-up')).toHaveLength(0);
    expect(state.ball).toEqual({ kind: 'ground', at: { x: 5, y: 6 } });
    expect(turnoverOf(events)).toBeNull();
  });
});

describe('Secret Weapon after a drive it played in', () => {
  test('a Secret Weapon that kicked off the drive is sent off at its end; one kept in the Reserves is not', () => {
    const players = [
      ...Array.from({ length: 10 }, (_, i) => ({
        id: `h${i + 1}`,
        team: 'home' as const,
        number: i + 1,
        box: 'reserves' as const,
      })),
      { id: 'h11', team: 'home' as const, number: 11, box: 'reserves' as const, skills: ['Secret Weapon'] },
      { id: 'h12', team: 'home' as const, number: 12, box: 'reserves' as const, skills: ['Secret Weapon'] },
      ...Array.from({ length: 11 }, (_, i) => ({
        id: `a${i + 1}`,
        team: 'away' as const,
        number: i + 1,
        box: 'reserves' as const,
      })),
    ];
    const s0 = loadScenario({
      phase: 'setup',
      kickingTeam: 'away',
      players,
      teams: { home: { turn: 7 }, away: { turn: 8 } },
    });
    // Home fields its first eleven (h11 included, h12 stays in Reserves); the kick comes down in (6,7) and bounces.
    const s1 = run(
      s0,
      [
        { type: 'formation', name: 'balanced' },
        { type: 'done' },
        { type: 'formation', name: 'balanced' },
        { type: 'done' },
        { type: 'player', player: 'a11' },
        { type: 'square', square: { x: 5, y: 7 } },
      ],
      [{ kind: 'D8', value: 5 }, d6(1), d6(1), d6(1), { kind: 'D8', value: 7 }],
    ).state;
    expect(pl(s1, 'h11').at).not.toBeNull();
    // Last turn of the half: end it; the drive ends.
    const { state } = run(s1, [END_TURN]);
    expect(pl(state, 'h11').box).toBe('sent-off');
    expect(pl(state, 'h12').box).toBe('reserves');
  });
});

describe('Take Root ends', () => {
  test('when the rooted player goes down, and at the end of the drive', () => {
    const s0 = turn([
      { id: 'h1', team: 'home', at: [5, 7], rooted: true, skills: ['Take Root', 'Animal Savagery'] },
      { id: 'h2', team: 'home', at: [5, 8], rooted: true },
    ]);
    // h1's Animal Savagery knocks down h2, which is no longer rooted.
    const { state } = run(s0, [act('h1')], [d6(1), ...twoD6(1, 1)]);
    expect(pl(state, 'h2').rooted).toBe(false);
    expect(pl(state, 'h1').rooted).toBe(true);
    const ended = turn([{ id: 'h1', team: 'home', at: [5, 7], rooted: true }], {
      turn: 8,
      kickingTeam: 'home',
    });
    expect(pl(run(ended, [END_TURN]).state, 'h1').rooted).toBe(false);
  });
});
