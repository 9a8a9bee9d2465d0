import type { MatchState } from '@dugout/rules';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildServer, type DugoutServer } from '../app.js';
import { verdict } from '../cli/verify.js';
import { bloodBowlModule } from '../games/blood-bowl/module.js';
import { touchdownPolicy } from '../games/blood-bowl/test-support/policy.js';
import { databaseKinds, openTestDatabase, type TestDatabase, testConfig } from '../test-support/databases.js';

/** A server on `db` whose Blood Bowl module reports `version`, with its info log kept in `log`. */
async function serverUnder(db: TestDatabase, version: string, log: string[]): Promise<DugoutServer> {
  const app = await buildServer(testConfig({ LOG_LEVEL: 'info', AUTH_RATE_LIMIT: '1000' }), {
    database: db,
    games: [bloodBowlModule({ version })],
    logStream: { write: (line) => void log.push(line) },
  });
  await app.ready();
  return app;
}

async function coachId(app: DugoutServer, name: string): Promise<string> {
  const reply = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name, email: `${name}@example.com`, password: 'upgrade-the-rules-7' },
  });
  return (reply.json() as { coach: { id: string } }).coach.id;
}

/** Plays the test policy into the room until the match ends or `commands` more were played. */
async function play(app: DugoutServer, matchId: string, commands: number, tag: string) {
  const room = await app.host.room(matchId);
  for (let i = 0; i < commands && room.live; i++) {
    const s = room.state as MatchState;
    const seat = s.decision!.team;
    await room.submit({ seat, id: room.meta.seats[seat]!.coachId! }, `${tag}-${i}`, touchdownPolicy(s));
  }
  return room;
}

describe.each(databaseKinds())('a rules upgrade while a match is live, on %s', (kind) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await openTestDatabase(kind);
  });
  afterAll(() => db.close());

  test('created under X, resumed under Y from its snapshot: it plays to the end; /verify checks the dice and names X', async () => {
    const logX: string[] = [];
    const x = await serverUnder(db, 'X', logX);
    const home = await coachId(x, `Up${kind}Home`);
    const away = await coachId(x, `Up${kind}Away`);
    const match = await x.host.create({
      game: 'blood-bowl',
      seats: {
        home: { participant: { kind: 'coach', coachId: home, name: 'Home' }, choice: { roster: 'human' } },
        away: { participant: { kind: 'coach', coachId: away, name: 'Away' }, choice: { roster: 'orc' } },
      },
    });
    expect(match.version).toBe('X');
    // 30 commands: a snapshot after command 25, five more in the log after it.
    await play(x, match.id, 30, 'x');
    await x.close();
    // A command after the snapshot, stored under X, whose hash no longer matches what Y would compute.
    await db.prisma.matchCommand.update({
      where: { matchId_seq: { matchId: match.id, seq: 28 } },
      data: { stateHash: 'computed-by-the-old-rules' },
    });

    // The same version refuses such a log: under X every stored hash is checked.
    const againX: string[] = [];
    const x2 = await serverUnder(db, 'X', againX);
    await expect(x2.host.room(match.id)).rejects.toThrow(/command 28 does not reproduce its stored state/);
    await x2.close();

    // Version Y resumes it, checking no hash stored under X, and says so in its log.
    const logY: string[] = [];
    const y = await serverUnder(db, 'Y', logY);
    // A recently played match is resumed in the background at start-up: its log line comes then.
    await y.host.resumed;
    const resumed = logY
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .find((l) => l.matchId === match.id);
    expect(resumed).toMatchObject({
      level: 30,
      runningVersion: 'Y',
      snapshotVersion: 'X',
      storedUnder: ['X'],
      uncheckedCommands: 5,
      msg: expect.stringMatching(/another rules version/),
    });
    const room = await play(y, match.id, 20_000, 'y');
    expect(room.live).toBe(false);
    expect((room.state as MatchState).finished).toBe(true);

    const report = await y.host.verify(match.id);
    expect(report.dice).toMatchObject({ ok: true, unrecorded: 0, problems: [] });
    const log = await db.prisma.matchCommand.findMany({ where: { matchId: match.id } });
    const naturals = log.flatMap((c) =>
      (c.events as { kind: string; natural?: number[] }[])
        .filter((e) => e.kind === 'roll')
        .flatMap((e) => e.natural ?? []),
    );
    const recorded = log.flatMap((c) => c.rolls as [number, number][]);
    // Every die the rules reported in a roll event was recorded, and every recorded one re-derived.
    expect(recorded.length).toBe(naturals.length);
    expect(naturals.length).toBeGreaterThan(0);
    const initial = (await db.prisma.match.findUniqueOrThrow({ where: { id: match.id } }))
      .initialRolls as unknown[];
    expect(report.dice.rollsChecked).toBe(initial.length + recorded.length);
    expect(report.rulings).toMatchObject({
      checked: false,
      ok: null,
      version: 'X',
      versions: ['X', 'Y'],
      runningVersion: 'Y',
    });
    expect(report.rulings.note).toMatch(/pnpm verify .* reports X/);
    expect(report).toMatchObject({ ok: true, commitmentMatches: true, problems: [] });
    expect(verdict(report)).toMatch(
      /^DICE OK: \d+ rolls re-derived from the revealed seed\. Rulings not checked: .*X/,
    );

    // A die tampered with is found without the rules: the dice check stands on the seed and positions alone.
    const [forged] = await db.prisma.matchCommand.findMany({
      where: { matchId: match.id, NOT: { rolls: { equals: [] } } },
      orderBy: { seq: 'asc' },
      take: 1,
    });
    const rolls = forged!.rolls as [number, number][];
    rolls[0] = [rolls[0]![0], (rolls[0]![1] % rolls[0]![0]) + 1];
    await db.prisma.matchCommand.update({
      where: { matchId_seq: { matchId: match.id, seq: forged!.seq } },
      data: { rolls },
    });
    const bad = await y.host.verify(match.id);
    expect(bad.ok).toBe(false);
    expect(bad.dice.problems[0]).toMatch(new RegExp(`^command ${forged!.seq}: roll 1 .* the seed gives`));
    await y.close();
  }, 120_000);
});
