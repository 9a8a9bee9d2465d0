import { createHash } from 'node:crypto';
import { SeededDice } from '@dugout/rules';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { api, humanDraft, orcDraft, playOut, setUpLeague } from '../test-support/leagues.js';
import { startMatchServer } from '../test-support/matches.js';

type Seed = { purpose: string; commitment: string; seed: string | null; position: number };

const sha256 = (hex: string) => createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');
const d8s = (dice: { roll(kind: 'D8'): number }, n: number) =>
  Array.from({ length: n }, () => dice.roll('D8'));

// Issue 15, item 4: a league's rolls outside the match cannot be predicted from the match's public seed.
describe('league dice nobody can predict', () => {
  let server: Awaited<ReturnType<typeof startMatchServer>>;
  beforeAll(async () => {
    server = await startMatchServer('pglite');
  });
  afterAll(() => server.close());

  test("the post-game and the between-games rolls read secret seeds committed before them, not the match's stream", async () => {
    const setup = await setUpLeague(server, [humanDraft('Predictors'), orcDraft('Victims')]);
    const [fixture] = await api.schedule(setup.commissioner, setup.league.id, setup.season.id);
    const coach = setup.coaches[setup.teams.findIndex((t) => t.id === fixture!.home.id)]!;
    const started = await api.start(coach, setup.league.id, fixture!.id);
    await playOut(server, started.match.id, 5);
    const seeds = async () =>
      (await coach.call<{ seeds: Seed[] }>('GET', `/api/teams/${fixture!.home.id}/dice-seeds`)).seeds;

    // The match is over and its seed public; the post-game waits for choices: its seed is committed, secret.
    const match = await coach.match(started.match.id);
    expect(match.seed).not.toBeNull();
    const waiting = (await seeds()).find((s) => s.purpose === 'post-game')!;
    expect(waiting.seed).toBeNull();
    expect(waiting.commitment).toMatch(/^[0-9a-f]{64}$/);

    const lm = await server.db.prisma.leagueMatch.findUniqueOrThrow({ where: { fixtureId: fixture!.id } });
    await server.app.leagues.postGame.apply(lm.id);
    const after = await seeds();
    const postGame = after.find((s) => s.purpose === 'post-game')!;
    // Revealed once its rolls are over, and it is what was committed.
    expect(postGame.seed).not.toBeNull();
    expect(sha256(postGame.seed!)).toBe(waiting.commitment);

    // The attack: an advancement's D8s predicted from the public match seed where its stream stopped.
    const last = await server.db.prisma.matchCommand.findFirstOrThrow({
      where: { matchId: started.match.id },
      orderBy: { seq: 'desc' },
    });
    const predicted = d8s(new SeededDice(Buffer.from(match.seed!, 'hex'), last.diceAfter), 24);
    const between = after.find((s) => s.purpose === 'between-games' && s.seed === null)!;
    expect(between.commitment).toMatch(/^[0-9a-f]{64}$/);
    const stream = await server.app.leagues.postGame.streamFor(server.db.prisma, fixture!.home.id);
    const rolled = d8s(stream.dice, 24);
    await stream.save();
    expect(rolled).not.toEqual(predicted);
    // Nor from the post-game's seed once revealed.
    expect(rolled).not.toEqual(d8s(new SeededDice(Buffer.from(postGame.seed!, 'hex'), 0), 24));

    // The off-season ends the stretch between games: its seed is revealed, matches its commitment, and
    // replays every roll made from it.
    await server.db.prisma.$transaction(async (tx) => {
      const { rotateBetweenGames } = await import('../leagues/dice-seeds.js');
      await rotateBetweenGames(tx, fixture!.home.id, new Date());
    });
    const revealed = (await seeds()).find((s) => s.commitment === between.commitment)!;
    expect(revealed.seed).not.toBeNull();
    expect(sha256(revealed.seed!)).toBe(between.commitment);
    expect(revealed.position).toBe(24);
    expect(d8s(new SeededDice(Buffer.from(revealed.seed!, 'hex'), 0), 24)).toEqual(rolled);

    // The post-game still verifies through its route.
    const check = await coach.call<{ ok: boolean; problems: string[] }>(
      'GET',
      `/api/leagues/${setup.league.id}/fixtures/${fixture!.id}/post-game/verify`,
    );
    expect(check).toMatchObject({ ok: true, problems: [] });
  });
});
