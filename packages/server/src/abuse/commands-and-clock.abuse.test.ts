import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { bloodBowlModule } from '../games/blood-bowl/module.js';
import { canonicalJson, sha256Hex } from '../host/canonical.js';
import { ManualClock } from '../host/clock.js';
import type { GameModule } from '../host/game-module.js';
import { refusal } from '../test-support/leagues.js';
import { startMatchServer } from '../test-support/matches.js';
import { ask, connected } from './support.js';

/** Turns on a clock the opponent may end once it has run out (as Blood Bowl's), without a pitch. */
type Turns = { turn: 'home' | 'away'; number: number };
const turnsGame: GameModule<Turns, { type: 'pass' | 'end' }, string> = {
  id: 'turns',
  version: 'test-1',
  seats: { kind: 'fixed', seats: ['home', 'away'] },
  optionsSchema: z.object({}),
  prepare: () => ({}),
  viewFor: (s) => s,
  eventsFor: (e) => [...e],
  hash: (s) => sha256Hex(canonicalJson(s)),
  onLeave: () => ({ kind: 'bot' }),
  commandSchema: z.object({ type: z.enum(['pass', 'end']) }),
  create: () => ({ state: { turn: 'home', number: 1 }, events: [] }),
  whoMustAct: (s) => [s.turn],
  apply: (s, c) => ({
    state: c.type === 'pass' ? s : { turn: s.turn === 'home' ? 'away' : 'home', number: s.number + 1 },
    events: [],
  }),
  result: () => undefined,
  clock: (s, agreed) => ({
    key: String(s.number),
    kind: 'turn',
    seats: [s.turn],
    budgetMs: agreed.turnSeconds * 1000,
    onExpiry: 'claim',
  }),
  timeoutCommand: (s, seat) => (s.turn === seat ? { type: 'end' } : undefined),
};

// Issue 15, items 1 and 6: the clock nobody can block, and the clock both coaches agreed to.
describe('server-made commands and agreed clocks', () => {
  const clock = new ManualClock(Date.now());
  let server: Awaited<ReturnType<typeof startMatchServer>>;
  beforeAll(async () => {
    server = await startMatchServer(
      'pglite',
      { games: [bloodBowlModule(), turnsGame], clock },
      { TURN_SECONDS: '60' },
    );
  });
  afterAll(() => server.close());

  test('a coach who pre-sends the client ids of clock commands cannot stop the opponent ending an expired turn', async () => {
    const home = await server.coach('Staller');
    const away = await server.coach('Victim');
    const seat = async (c: typeof home) => ({
      kind: 'coach' as const,
      coachId: (await c.me())!.id,
      name: c.name,
    });
    const match = await server.app.host.create({
      game: 'turns',
      seats: { home: { participant: await seat(home) }, away: { participant: await seat(away) } },
    });
    const h = await connected(home);
    const a = await connected(away);
    await ask(h, 'match:join', { matchId: match.id });
    await ask(a, 'match:join', { matchId: match.id });
    // The attack: every id the server's clock could use, sent first by the stalling coach.
    for (let n = 1; n <= 6; n++) {
      const sent = await ask(h, 'match:command', {
        matchId: match.id,
        clientId: `timeout-${n}`,
        command: { type: 'pass' },
      });
      expect(sent.ok).toBe(true);
    }
    clock.advance(61_000);
    const ended = await ask(a, 'match:end-turn', { matchId: match.id });
    expect(ended.ok).toBe(true);
    expect((await server.app.host.room(match.id)).state).toMatchObject({ turn: 'away', number: 2 });
    const last = await server.db.prisma.matchCommand.findFirstOrThrow({
      where: { matchId: match.id },
      orderBy: { seq: 'desc' },
    });
    expect(last).toMatchObject({ actor: 'timeout', clientId: null });
    h.disconnect();
    a.disconnect();
  });

  test('the accepting coach cannot set the turn clock: it is the one on the challenge', async () => {
    const challenger = await server.coach('Clocked');
    const acceptor = await server.coach('Rusher');
    const challenge = await challenger.challenge({
      team: { roster: 'orc' },
      to: acceptor.name,
      turnSeconds: 300,
    });
    const error = await refusal(
      acceptor.call('POST', `/api/challenges/${challenge.id}/accept`, {
        team: { roster: 'human' },
        turnSeconds: 10,
      }),
    );
    expect(error).toMatchObject({ code: 'validation/invalid-request', status: 400 });
    expect(error.message).toMatch(/turnSeconds/);
    const { match } = await acceptor.acceptChallenge(challenge.id, { team: { roster: 'human' } });
    expect(match.turnSeconds).toBe(300);
  });
});
