import { describe, expect, test } from 'vitest';
import { expectDecision, rollsOf, run } from '../__fixtures__/helpers.js';
import { d3, d6, ScriptedDice } from '../dice/index.js';
import { loadScenario } from '../scenario/load.js';

const squad = (side: 'home' | 'away') =>
  Array.from({ length: 11 }, (_, i) => ({
    id: `${side[0]}${i + 1}`,
    team: side,
    number: i + 1,
    box: 'reserves' as const,
  }));

describe('pre-match (§3.19, §4.2)', () => {
  test('fan factor D3 + Dedicated Fans, weather 2D6, the away coach calls the toss, the winner picks', () => {
    const dice = new ScriptedDice([d3(2), d3(3), d6(5), d6(6)]);
    const s0 = loadScenario(
      {
        phase: 'pre-match',
        players: [...squad('home'), ...squad('away')],
        teams: { home: { dedicatedFans: 2 }, away: { dedicatedFans: 1 } },
      },
      dice,
    );
    dice.assertConsumed();
    expect(s0.teams.home.fanFactor).toBe(4);
    expect(s0.teams.away.fanFactor).toBe(4);
    expect(s0.weather).toBe('pouring-rain');
    expectDecision(s0, 'coin-toss', 'away');
    // The coin (a D6: 1–3 heads) shows tails: the away call "heads" loses, home chooses.
    const s1 = run(s0, [{ type: 'choose', choice: 'heads' }], [d6(5)]);
    expect(rollsOf(s1.events, 'coin-toss')).toHaveLength(1);
    expectDecision(s1.state, 'kick-or-receive', 'home');
    const s2 = run(s1.state, [{ type: 'choose', choice: 'receive' }]).state;
    expect(s2.firstKickingTeam).toBe('away');
    expect(s2.half).toBe(1);
    expectDecision(s2, 'setup', 'away');
  });
});

describe('Leader', () => {
  test('a Leader on the pitch when the half starts gives its team one Leader re-roll', () => {
    const players = [
      ...squad('home').map((p, i) => (i === 0 ? { ...p, skills: ['Leader'] } : p)),
      ...squad('away'),
    ];
    const s0 = loadScenario({ phase: 'pre-match', players }, new ScriptedDice([d3(1), d3(1), d6(3), d6(4)]));
    // The coin shows heads (D6 1): the away coach called it and chooses to kick.
    const { state } = run(
      s0,
      [
        { type: 'choose', choice: 'heads' },
        { type: 'choose', choice: 'kick' },
        { type: 'formation', name: 'balanced' },
        { type: 'done' },
        { type: 'formation', name: 'balanced' },
        { type: 'done' },
        { type: 'player', player: 'a11' },
        { type: 'square', square: { x: 5, y: 7 } },
      ],
      [d6(1), { kind: 'D8', value: 5 }, d6(1), d6(1), d6(1), { kind: 'D8', value: 7 }],
    );
    expect(state.teams.home.leaderRerolls).toBe(1);
    expect(state.teams.away.leaderRerolls).toBe(0);
  });
});
