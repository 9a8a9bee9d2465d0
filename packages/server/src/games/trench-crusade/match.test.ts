import { seededRandom } from '@dugout/trench-crusade';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { verifyStoredMatch } from '../../cli/verify.js';
import { startMatchServer, until } from '../../test-support/matches.js';
import { type ModuleState, type TrenchModuleView, trenchCrusadeModule } from './module.js';

const game = trenchCrusadeModule();

describe('a Trench Crusade match over the server', () => {
  let server: Awaited<ReturnType<typeof startMatchServer>>;
  beforeAll(async () => {
    server = await startMatchServer('pglite');
  });
  afterAll(() => server.close());

  /** A coach opens a table for two with the options, takes seat a with `list`, and a bot takes seat b. */
  async function againstTheBot(options: object, list = 'new-antioch-assault') {
    const coach = await server.coach('Trench');
    const table = await coach.openTable({ game: 'trench-crusade', options, choice: { list } });
    await coach.fillWithBots(table.id);
    const { match } = await coach.startTable(table.id);
    const room = await server.app.host.room(match.id);
    return { coach, match, room };
  }

  /** The coach plays seat a with the simple bot's choices (through the room, as the socket does). */
  async function playOut(room: Awaited<ReturnType<typeof againstTheBot>>['room'], coachId: string) {
    const random = seededRandom(5);
    for (let i = 0; i < 5000 && room.live; i++) {
      await until(() => !room.live || room.toAct.includes('a'), 'the bot to act', 60_000);
      if (!room.live) break;
      const command = game.bot!(room.state as ModuleState, 'a', random);
      await room.submit({ seat: 'a', id: coachId }, `c${i}`, command);
    }
  }

  test('the game is listed with its seats, options schema and bots', async () => {
    const coach = await server.coach('Lister');
    const info = (await coach.games()).find((g) => g.id === 'trench-crusade');
    expect(info).toMatchObject({ seats: { kind: 'fixed', seats: ['a', 'b'] }, seatChoice: true, bots: true });
    expect(JSON.stringify(info!.optionsSchema)).toMatch(/claim-no-mans-land/);
  });

  test('a warband with problems is refused when the table opens, every problem named, nothing opened', async () => {
    const coach = await server.coach('Builder');
    const sheet = { faction: 'new-antioch', name: 'Bad', models: [{ type: 'yeoman', items: ['laser'] }] };
    const refused = await coach.openTable({ game: 'trench-crusade', options: {}, choice: { sheet } }).then(
      () => null,
      (e: unknown) => e as { code: string; message: string },
    );
    expect(refused?.code).toBe('match/invalid-team');
    expect(refused?.message).toMatch(/laser/);
    expect(refused?.message).toMatch(/Lieutenant/);
    const bad = await coach
      .openTable({
        game: 'trench-crusade',
        options: { scenario: 'nowhere' },
        choice: { list: 'new-antioch-assault' },
      })
      .then(
        () => null,
        (e: unknown) => e as { code: string },
      );
    expect(bad?.code).toBe('table/invalid-options');
  });

  test('a coach against the bot plays a short game to its result; /verify re-derives every die and replays every ruling', async () => {
    const { coach, match, room } = await againstTheBot({ scenario: 'trench-warfare', turns: 1 });
    const conn = server.track(await coach.joinMatch(match.id));
    const view = conn.view as TrenchModuleView;
    expect(view.state.options.scenario).toBe('trench-warfare');
    expect(await verifyStoredMatch(server.db, match.id)).toMatch(/still being played/);
    await playOut(room, room.meta.seats.a!.coachId!);
    expect(room.live).toBe(false);
    const summary = await coach.match(match.id);
    expect(summary.result).toMatchObject({ reason: 'played', details: { turn: 1 } });
    const outcomes = Object.values(summary.result!.seats)
      .map((o) => o.result)
      .sort();
    expect(outcomes).toEqual(summary.result!.winner ? ['loss', 'win'] : ['draw', 'draw']);
    const report = await coach.verify(match.id);
    expect(report).toMatchObject({ ok: true, problems: [], rulings: { checked: true, ok: true } });
    expect(report.dice.rollsChecked).toBeGreaterThan(10);
    expect(report.commandsChecked).toBe(summary.seq);
    // The CLI gives the same verdict from the database.
    expect(await verifyStoredMatch(server.db, match.id)).toMatchObject({ ok: true });
    // A stored ruling changed afterwards is caught by the replay.
    const some = await server.app.db.prisma.matchCommand.findFirstOrThrow({
      where: { matchId: match.id, seq: 3 },
    });
    await server.app.db.prisma.matchCommand.update({
      where: { matchId_seq: { matchId: match.id, seq: 3 } },
      data: { stateHash: 'f'.repeat(64) },
    });
    const tampered = await coach.verify(match.id);
    expect(tampered.ok).toBe(false);
    expect(tampered.problems.join(' ')).toMatch(/3/);
    await server.app.db.prisma.matchCommand.update({
      where: { matchId_seq: { matchId: match.id, seq: 3 } },
      data: { stateHash: some.stateHash },
    });
  });

  test('a finished match replays step by step to its result; every command is stored with its state hash and verifies', async () => {
    const { coach, match, room } = await againstTheBot({
      scenario: 'claim-no-mans-land',
      turns: 1,
      bot: 'random',
    });
    await playOut(room, room.meta.seats.a!.coachId!);
    expect(room.live).toBe(false);
    const replay = await coach.replay(match.id, 0, { steps: true });
    const end = await coach.replay(match.id);
    expect(replay.steps?.length ?? 0).toBeGreaterThan(0);
    const log = await server.app.db.prisma.matchCommand.findMany({
      where: { matchId: match.id },
      orderBy: { seq: 'asc' },
    });
    // Every command is linked into the hash chain; the full state hash is stored at the end (issue 14).
    expect(log.every((c) => /^[0-9a-f]{64}$/.test(c.chainHash ?? ''))).toBe(true);
    expect(log.at(-1)?.stateHash).toMatch(/^[0-9a-f]{64}$/);
    expect((await coach.verify(match.id)).ok).toBe(true);
    expect((end.view as TrenchModuleView).state.result).not.toBeNull();
  });
});
