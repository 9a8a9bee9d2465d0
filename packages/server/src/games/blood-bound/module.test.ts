import { type Command, dealCards, legalCommands, type TableView } from '@dugout/blood-bound';
import { DugoutClient, type MatchConnection } from '@dugout/client';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ManualClock } from '../../host/clock.js';
import { SeededStream } from '../../host/dice.js';
import { CommandRejected, seatList } from '../../host/game-module.js';
import type { MatchRoom } from '../../host/room.js';
import { startMatchServer, until } from '../../test-support/matches.js';
import { botRandom } from '../../test-support/random.js';
import { commandSchema } from './commands.js';
import { type BloodBoundMatch, bloodBoundModule } from './module.js';

const game = bloodBoundModule();
const SEED = new Uint8Array(32).fill(3);
const SEATS6 = seatList(game.seats, 6);

/** A match created on the host's stream over `seed`. */
const created = (seats = SEATS6, options = {}, seed = SEED) =>
  game.create(game.prepare(game.optionsSchema.parse(options), seats, {}), new SeededStream(seed));

/** Plays `m` to the end with the module's own bots, checking each command against the socket schema. */
function playOut(m: BloodBoundMatch, seed: number): { state: BloodBoundMatch; commands: number } {
  const random = botRandom(seed);
  let state = m;
  let commands = 0;
  while (game.whoMustAct(state).length > 0) {
    const seat = game.whoMustAct(state)[0]!;
    const command = game.bot!(state, seat, random);
    expect(commandSchema.safeParse(command).success).toBe(true);
    state = game.apply(state, command, seat, new SeededStream(SEED)).state;
    commands++;
    if (commands > 2000) throw new Error('the game did not end');
  }
  return { state, commands };
}

describe('seats, options and the deal', () => {
  test('6 to 12 seats named p1 … p12 clockwise; fewer or more are refused', () => {
    expect(game.seats).toMatchObject({ kind: 'range', min: 6, max: 12 });
    expect(seatList(game.seats, 12)).toEqual(Array.from({ length: 12 }, (_, i) => `p${i + 1}`));
    expect(() => seatList(game.seats, 5)).toThrow(/6 to 12, not 5/);
    expect(() => seatList(game.seats, 13)).toThrow(CommandRejected);
  });

  test('options: the reasoning bot and a 20 s window by default; anything else is refused by name', () => {
    expect(game.optionsSchema.parse({})).toEqual({ bots: 'reasoning', interventionSeconds: 20 });
    expect(game.optionsSchema.safeParse({ bots: 'clever' }).error?.issues[0]?.path).toEqual(['bots']);
    expect(game.optionsSchema.safeParse({ interventionSeconds: 2 }).success).toBe(false);
    expect(game.optionsSchema.safeParse({ houseRule: true }).success).toBe(false);
    expect(game.optionsSchema.safeParse({ firstPlayer: 'p13' }).success).toBe(false);
    expect(() => game.prepare(game.optionsSchema.parse({ firstPlayer: 'p9' }), SEATS6, {})).toThrow(
      /no seat p9 at a table of 6/,
    );
  });

  test('a table may name the first player; otherwise the dice draw one', () => {
    for (const seat of SEATS6) expect(created(SEATS6, { firstPlayer: seat }).state.game.dagger).toBe(seat);
  });

  test("the deal is the rules' deal on the match's seeded stream, so anyone with the seed re-derives it", () => {
    for (const n of [6, 7, 12]) {
      const { state } = created(seatList(game.seats, n));
      const stream = new SeededStream(SEED);
      const cards = dealCards(n, { die: (sides) => stream.roll(sides) });
      expect(state.game.secret.cards).toEqual(cards);
      // The first player is the next die of n on the same stream.
      expect(state.game.dagger).toBe(`p${stream.roll(n)}`);
      // Same seed, same deal; another seed, another one.
      expect(created(seatList(game.seats, n)).state).toEqual(state);
      expect(created(seatList(game.seats, n), {}, new Uint8Array(32).fill(4)).state.game.secret).not.toEqual(
        state.game.secret,
      );
    }
  });

  test('the version is the rules package version and a digest of its build', () => {
    expect(game.version).toMatch(/^0\.1\.0\+[0-9a-f]{12}$/);
    expect(bloodBoundModule({ version: 'X' }).version).toBe('X');
  });
});

describe('commands at the module edge', () => {
  test('every command the rules list in bot games passes the socket schema; a malformed one does not', () => {
    for (const n of [6, 9, 11]) {
      let { state } = created(seatList(game.seats, n));
      const random = botRandom(n);
      while (game.whoMustAct(state).length > 0) {
        for (const seat of game.whoMustAct(state)) {
          for (const c of legalCommands(state.game, seat).slice(0, 50))
            expect(commandSchema.safeParse(c).success, JSON.stringify(c)).toBe(true);
        }
        const seat = game.whoMustAct(state)[0]!;
        state = game.apply(state, game.bot!(state, seat, random), seat, new SeededStream(SEED)).state;
      }
    }
    expect(commandSchema.safeParse({ type: 'attack' }).success).toBe(false);
    expect(commandSchema.safeParse({ type: 'take-token', token: 'gold' }).success).toBe(false);
    expect(commandSchema.safeParse({ type: 'pass', to: 'p2', extra: 1 }).success).toBe(false);
  });

  test("an illegal command is refused with the host's code and the rule's, and changes nothing", () => {
    const { state } = created();
    const holder = state.game.dagger;
    const other = SEATS6.find((s) => s !== holder)!;
    const before = game.hash(state);
    expect(() => game.apply(state, { type: 'pass', to: holder }, other, new SeededStream(SEED))).toThrow(
      expect.objectContaining({ code: 'match/not-your-turn' }),
    );
    expect(() =>
      game.apply(state, { type: 'attack', target: holder }, holder, new SeededStream(SEED)),
    ).toThrow(
      expect.objectContaining({ code: 'match/illegal-choice', details: { rule: 'cannot-target-yourself' } }),
    );
    expect(() => game.apply(state, { type: 'retaliate' }, holder, new SeededStream(SEED))).toThrow(
      expect.objectContaining({ code: 'match/unexpected-command' }),
    );
    expect(game.hash(state)).toBe(before);
  });

  test('the Curse deal is shown to others as who got a Curse, never which is true, until the end', () => {
    const command: Command = { type: 'curse', trueCurse: 'p4', falseCurses: ['p2'] };
    expect(game.commandFor!(command, 'p1', { recipient: 'p1', over: false })).toEqual(command);
    expect(game.commandFor!(command, 'p1', { recipient: 'p4', over: false })).toEqual({
      type: 'curse',
      to: ['p2', 'p4'],
    });
    expect(game.commandFor!(command, 'p1', { recipient: 'spectator', over: true })).toEqual(command);
    const attack: Command = { type: 'attack', target: 'p3' };
    expect(game.commandFor!(attack, 'p1', { recipient: 'spectator', over: false })).toEqual(attack);
  });
});

describe('views, the window, leaving, results', () => {
  test("a seat's view holds its own card and its right neighbour's clue; a spectator's neither", () => {
    const { state } = created();
    const mine = game.viewFor(state, { recipient: 'p2', over: false }) as TableView;
    expect(mine.you?.card.id).toBe(state.game.secret.cards[1]);
    expect(mine.you?.rightNeighbour.seat).toBe('p1');
    const watching = game.viewFor(state, { recipient: 'spectator', over: false }) as TableView;
    expect(watching.you).toBeNull();
    for (const card of state.game.secret.cards) expect(JSON.stringify(watching)).not.toContain(`"${card}"`);
    const events = game.create(
      game.prepare(game.optionsSchema.parse({}), SEATS6, {}),
      new SeededStream(SEED),
    ).events;
    expect(game.eventsFor(events, { recipient: 'spectator', over: false })).not.toContainEqual(
      expect.objectContaining({ type: 'card-dealt' }),
    );
    expect(game.eventsFor(events, { recipient: 'spectator', over: true })).toContainEqual(
      expect.objectContaining({ type: 'card-dealt', for: 'p3' }),
    );
  });

  test('an intervention window is a time bank for every seat that may still answer; its timeout declines', () => {
    let { state } = created(SEATS6, { interventionSeconds: 15 });
    const holder = state.game.dagger;
    expect(game.clock!(state, { turnSeconds: 60 })).toBeUndefined();
    const target = SEATS6.find((s) => s !== holder)!;
    state = game.apply(state, { type: 'attack', target }, holder, new SeededStream(SEED)).state;
    const demand = game.clock!(state, { turnSeconds: 60 })!;
    expect(demand).toMatchObject({ kind: 'bank', budgetMs: 15_000, onExpiry: 'auto' });
    expect([...demand.seats].sort()).toEqual(SEATS6.filter((s) => s !== holder && s !== target).sort());
    expect(game.whoMustAct(state).sort()).toEqual([...demand.seats].sort());
    const seat = demand.seats[0]!;
    expect(game.timeoutCommand!(state, seat)).toEqual({ type: 'decline-intervention' });
    expect(game.timeoutCommand!(state, holder)).toBeUndefined();
  });

  test('a coach who leaves is replaced by a bot: random or reasoning as the table chose', () => {
    const { state } = created(SEATS6, { bots: 'random' });
    expect(game.onLeave(state, 'p3')).toEqual({ kind: 'bot' });
    for (const bots of ['random', 'reasoning']) {
      const m = created(SEATS6, { bots }).state;
      const seat = game.whoMustAct(m)[0]!;
      const command = game.bot!(m, seat, botRandom(1));
      expect(legalCommands(m.game, seat)).toContainEqual(command);
    }
  });

  test('random and reasoning bots play 6 to 12 seats to a capture: a valid result with every seat', () => {
    for (let n = 6; n <= 12; n++) {
      for (const bots of ['random', 'reasoning']) {
        const { state } = playOut(
          created(seatList(game.seats, n), { bots }, new Uint8Array(32).fill(n)).state,
          n,
        );
        const result = game.result(state)!;
        const o = state.game.outcome!;
        expect(Object.keys(result.seats).sort()).toEqual(seatList(game.seats, n).sort());
        expect(result.side).toBe(o.winner);
        for (const [seat, r] of Object.entries(result.seats)) {
          expect(r.result).toBe(o.seats[seat]);
          expect(r.side).toBe(r.side === 'secret-order' ? 'secret-order' : o.cards[seat]!.split('-')[0]);
          if (o.winner !== 'inquisitor') expect(r.result === 'win').toBe(r.side === o.winner);
        }
        if (o.winner === 'inquisitor') expect(result.seats[result.winner!]?.side).toBe('secret-order');
        else expect(result.winner).toBeNull();
        // The end reveals everything, to spectators too.
        const after = JSON.stringify(game.viewFor(state, { recipient: 'spectator', over: true }));
        for (const card of state.game.secret.cards) expect(after).toContain(`"${card}"`);
      }
    }
  });

  test('the headline shows public facts only', () => {
    const { state } = created(seatList(game.seats, 7));
    const line = JSON.stringify(game.headline!(state, { recipient: 'p1', over: false }));
    for (const card of state.game.secret.cards) expect(line).not.toContain(card);
    expect(line).toContain('dagger');
  });
});

describe('a Blood Bound table on a running server', () => {
  const clock = new ManualClock();
  const GRACE = 60;
  let server: Awaited<ReturnType<typeof startMatchServer>>;
  beforeAll(async () => {
    server = await startMatchServer(
      'pglite',
      { games: [bloodBoundModule()], clock },
      { FORFEIT_GRACE_SECONDS: String(GRACE) },
    );
  });
  afterAll(() => server.close());

  /** Plays `seat`'s options on `conn` at random until the match ends. */
  async function playToTheEnd(
    room: MatchRoom,
    seated: { conn: MatchConnection; seat: string }[],
    seed: number,
  ) {
    const random = botRandom(seed);
    for (let i = 0; i < 3000 && room.live; i++) {
      await until(
        () =>
          !room.live ||
          seated.some(
            (s) => s.conn.seq === room.seq && ((s.conn.view as TableView).you?.options.length ?? 0) > 0,
          ),
        'a coach to have a decision',
        20_000,
      );
      if (!room.live) break;
      const movers = seated.filter(
        (s) => s.conn.seq === room.seq && ((s.conn.view as TableView).you?.options.length ?? 0) > 0,
      );
      const mover = movers[random(movers.length)]!;
      const options = (mover.conn.view as TableView).you!.options;
      await mover.conn.send(options[random(options.length)]).catch(() => undefined);
    }
  }

  test('GET /api/games lists Blood Bound with 6–12 seats, its options and bots', async () => {
    const res = await request(server.app.server).get('/api/games');
    expect(res.status).toBe(200);
    expect(res.body.games).toContainEqual(
      expect.objectContaining({
        id: 'blood-bound',
        seats: expect.objectContaining({ kind: 'range', min: 6, max: 12 }),
        bots: true,
        optionsSchema: expect.objectContaining({
          properties: expect.objectContaining({ bots: expect.any(Object) }),
        }),
      }),
    );
  });

  test('open a 6-seat table, invite, fill with bots, start; play to the end; verify and replay it', async () => {
    const [a, b] = [await server.coach('BBa'), await server.coach('BBb')];
    const table = await a.openTable({ game: 'blood-bound', seatCount: 6, invite: [b.name] });
    expect(table.seats.map((s) => s.seat)).toEqual(SEATS6);
    await b.takeSeat(table.id, 'p2');
    await a.fillWithBots(table.id);
    const { match } = await a.startTable(table.id);
    const room: MatchRoom = await server.app.host.room(match.id);
    const seated = [
      { conn: server.track(await a.joinMatch(match.id)), seat: 'p1' },
      { conn: server.track(await b.joinMatch(match.id)), seat: 'p2' },
    ];
    const own = (seated[0]!.conn.view as TableView).you!;
    expect(own.seat).toBe('p1');
    expect(own.card.id).toBe((room.state as BloodBoundMatch).game.secret.cards[0]);
    expect(own.rightNeighbour.seat).toBe('p6');

    // Before the end, the seed stays secret and nobody may verify.
    await expect(a.verify(match.id)).rejects.toMatchObject({ code: 'match/not-finished' });
    await playToTheEnd(room, seated, 5);
    expect(room.live).toBe(false);
    const summary = await a.match(match.id);
    expect(summary.status).toBe('finished');
    expect(Object.keys(summary.result!.seats).sort()).toEqual([...SEATS6].sort());

    const report = await b.verify(match.id);
    expect(report.ok).toBe(true);
    expect(report.rulings).toMatchObject({ checked: true, ok: true });
    expect(report.dice.rollsChecked).toBeGreaterThan(10);

    // The replay after the end shows everything to anyone, from the deal on.
    const anonymous = new DugoutClient({ baseUrl: server.baseUrl });
    const replay = await anonymous.replay(match.id);
    const text = JSON.stringify(replay);
    for (const card of (room.state as BloodBoundMatch).game.secret.cards) expect(text).toContain(`"${card}"`);
    // Every step of it, not only the end: the step before the first command shows every card too.
    const start = await anonymous.replay(match.id, 0, { steps: false });
    expect(JSON.stringify(start.view)).toContain('"outcome":null');
    for (const card of (room.state as BloodBoundMatch).game.secret.cards)
      expect(JSON.stringify(start.view)).toContain(`"${card}"`);
  }, 120_000);

  test('a coach who leaves: after the grace period a bot takes the seat, the table is told, the game goes on', async () => {
    const [a, b] = [await server.coach('BBl'), await server.coach('BBm')];
    const table = await a.openTable({ game: 'blood-bound', seatCount: 6, invite: [b.name] });
    await b.takeSeat(table.id, 'p2');
    await a.fillWithBots(table.id);
    const { match } = await a.startTable(table.id);
    const room: MatchRoom = await server.app.host.room(match.id);
    const told: unknown[] = [];
    const stay = server.track(await a.joinMatch(match.id, { listeners: { chat: (m) => told.push(m) } }));
    const gone = server.track(await b.joinMatch(match.id));
    await until(() => room.participants().p2?.kind === 'coach', 'p2 to be seated');
    gone.socket.disconnect();
    await until(() => stay.snapshot !== undefined, 'the snapshot');
    await expect
      .poll(async () => (await room.snapshot('spectator')).presence.p2?.connected, { timeout: 10_000 })
      .toBe(false);
    clock.advance(GRACE * 1000);
    await until(() => room.participants().p2?.kind === 'bot', 'the bot to take p2', 10_000);
    await until(
      () =>
        told.some((m) => (m as { announcement?: { kind: string } }).announcement?.kind === 'bot-took-seat'),
      'the table to be told',
    );
    await playToTheEnd(room, [{ conn: stay, seat: 'p1' }], 9);
    expect(room.live).toBe(false);
    expect((await a.match(match.id)).seats.p2?.kind).toBe('bot');
  }, 120_000);
});
