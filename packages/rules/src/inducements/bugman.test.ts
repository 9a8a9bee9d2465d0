import { describe, expect, test } from 'vitest';
import { expectDecision, run } from '../__fixtures__/helpers.js';
import { d3, d6 } from '../dice/index.js';
import type { Command } from '../engine/commands.js';
import { isOpen } from '../state/query.js';
import type { MatchState } from '../state/types.js';
import { inducedMatch } from './__fixtures__/match.js';

const USE: Command = { type: 'choose', choice: 'josef-bugman' };
const DECLINE: Command = { type: 'decline' };

/** Home buys Bugman; the coin (tails) makes home the winner, who kicks; both teams set up "balanced". */
function afterSetUp(): MatchState {
  const s = inducedMatch('human', 'orc', { mode: 'exhibition', budget: { home: 100_000, away: 0 } });
  const bought = run(s, [{ type: 'choose', choice: 'buy:josef-bugman' }]).state;
  const tossed = run(bought, [{ type: 'choose', choice: 'heads' }], [d6(5)]).state;
  return run(tossed, [
    { type: 'choose', choice: 'kick' },
    { type: 'formation', name: 'balanced' },
    { type: 'done' },
    { type: 'formation', name: 'balanced' },
    { type: 'done' },
  ]).state;
}

describe('Josef Bugman (§3.18)', () => {
  test('after both set-ups, before the kick: his coach may set up D3 players again, once per game', () => {
    const s = afterSetUp();
    expectDecision(s, 'josef-bugman', 'home');
    const { state, events } = run(s, [USE], [d3(2)]);
    expect(events.some((e) => e.kind === 'roll' && e.die === 'D3' && e.natural[0] === 2)).toBe(true);
    expectDecision(state, 'solid-defence', 'home');
    // Any of his players, Open or not (the Line of Scrimmage is Marked).
    const offered = (state.decision?.options ?? []).flatMap((o) => (o.type === 'player' ? [o.player] : []));
    const marked = state.players.filter((p) => p.team === 'home' && p.at !== null && !isOpen(state, p));
    expect(marked.length).toBeGreaterThan(0);
    for (const p of marked) expect(offered).toContain(p.id);
    expect(state.inducements?.used).toContain('home:josef-bugman');
    const done = run(state, [{ type: 'done' }]).state;
    expect(done.decision?.kind).not.toBe('josef-bugman');
  });

  test('declined: the kick-off goes on, and he is offered again before the next kick', () => {
    const s = afterSetUp();
    const { state } = run(s, [DECLINE]);
    expect(state.decision?.kind).not.toBe('josef-bugman');
    expect(state.inducements?.used ?? []).not.toContain('home:josef-bugman');
  });
});
