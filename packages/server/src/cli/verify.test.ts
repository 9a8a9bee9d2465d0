import type { MatchState } from '@dugout/rules';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { touchdownPolicy } from '../games/blood-bowl/test-support/policy.js';
import { startMatchServer } from '../test-support/matches.js';
import { verifyStoredMatch } from './verify.js';

let server: Awaited<ReturnType<typeof startMatchServer>>;
beforeAll(async () => {
  server = await startMatchServer('pglite');
});
afterAll(() => server.close());

test('the verify command checks a finished match and refuses a live one', async () => {
  const coach = await server.coach('Cli');
  const rival = await server.coach('Rival');
  const challenge = await coach.challenge({ team: { roster: 'human' } });
  const { match } = await rival.acceptChallenge(challenge.id, { team: { roster: 'orc' } });
  expect(await verifyStoredMatch(server.db, match.id)).toMatch(/still being played/);
  const room = await server.app.host.room(match.id);
  for (let i = 0; i < 20_000 && room.live; i++) {
    const s = room.state as MatchState;
    const seat = s.decision!.team;
    await room.submit({ seat, id: room.meta.seats[seat]!.coachId! }, `cli-${i}`, touchdownPolicy(s));
  }
  expect(room.live).toBe(false);
  const report = await verifyStoredMatch(server.db, match.id);
  expect(report).toMatchObject({ ok: true, problems: [] });
  expect(await verifyStoredMatch(server.db, '00000000-0000-4000-8000-000000000000')).toMatch(/no match/);
});
