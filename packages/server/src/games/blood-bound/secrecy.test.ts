import { type CardId, cardOf, type TableView } from '@dugout/blood-bound';
import type { MatchConnection, Recipient } from '@dugout/client';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ManualClock } from '../../host/clock.js';
import type { MatchRoom } from '../../host/room.js';
import { startMatchServer } from '../../test-support/matches.js';
import { botRandom } from '../../test-support/random.js';
import { ChannelRecorder, type Heard } from '../../test-support/secrecy.js';
import { type BloodBoundMatch, bloodBoundModule } from './module.js';

// The host's secrecy test (host/secrecy.test.ts) run on Blood Bound: coaches on real sockets play random
// legal commands beside bots, spectators watch, and every payload anyone receives on any channel while the
// match is live is checked against what that recipient may know: its own card, the clue of the seat on its
// right, the cards its Harlequin looked at, and (for the Inquisitor) the Curses it dealt. Nothing else.

/** What was heard, and the seats whose cards its recipient had looked at (Harlequin) by then. */
interface SeenHeard extends Heard {
  seen: string[];
}

const GRACE_SECONDS = 120;
const WINDOW_SECONDS = 20;
const CURSE_WORDS = ['"true-curse"', '"false-curse"', '"trueCurse"', '"falseCurses"'];

/** What `h` reveals that its recipient may not know, given the match's secrets. */
function leaksIn(h: SeenHeard, m: BloodBoundMatch): string[] {
  const g = m.game;
  const seats = g.seats;
  const r = h.recipient;
  const i = seats.indexOf(r);
  const right = i < 0 ? null : seats[(i - 1 + seats.length) % seats.length]!;
  const inquisitor = i >= 0 && cardOf(g.secret.cards[i] as CardId).faction === 'secret-order';
  const text = JSON.stringify(h.payload);
  const out: string[] = [];
  seats.forEach((seat, j) => {
    if (seat === r || h.seen.includes(seat)) return;
    if (text.includes(`"${g.secret.cards[j]}"`)) out.push(`${r} heard ${seat}'s card on ${h.channel}`);
  });
  if (!inquisitor) {
    for (const w of CURSE_WORDS)
      if (text.includes(w)) out.push(`${r} heard a Curse's face (${w}) on ${h.channel}`);
  }
  // Structure: private events, `you` and the clue of a neighbour are only ever the recipient's own.
  const walk = (v: unknown): void => {
    if (v === null || typeof v !== 'object') return;
    if (Array.isArray(v)) {
      for (const item of v) walk(item);
      return;
    }
    const o = v as Record<string, unknown>;
    if (typeof o.for === 'string' && o.for !== r)
      out.push(`${r} heard ${o.type} for ${o.for} on ${h.channel}`);
    const you = o.you as { seat?: string } | null | undefined;
    if (you && typeof you === 'object' && you.seat !== r) out.push(`${r} heard ${you.seat}'s own view`);
    const rn = o.rightNeighbour as { seat?: string } | undefined;
    if (rn && rn.seat !== right) out.push(`${r} heard the clue ${rn.seat} showed on ${h.channel}`);
    for (const value of Object.values(o)) walk(value);
  };
  walk(h.payload);
  return out;
}

describe('Blood Bound secrecy on every channel: nobody learns another seat’s card, clue or Curse before the end', () => {
  const clock = new ManualClock();
  const logs: string[] = [];
  let server: Awaited<ReturnType<typeof startMatchServer>>;
  beforeAll(async () => {
    server = await startMatchServer(
      'pglite',
      { games: [bloodBoundModule()], clock, logStream: { write: (line) => void logs.push(line) } },
      { LOG_LEVEL: 'info', FORFEIT_GRACE_SECONDS: String(GRACE_SECONDS) },
    );
  });
  afterAll(() => server.close());

  async function playOne(seed: number, seats: number, humans: number, leaves: boolean) {
    const random = botRandom(seed);
    const seen = (room: MatchRoom, who: Recipient) =>
      (room.state as BloodBoundMatch).game.secret.sightings.filter((x) => x.by === who).map((x) => x.seat);
    const label = `game ${seed}`;
    const { ears, room, creator, matchId } = await ChannelRecorder.atTable(server, {
      game: 'blood-bound',
      seatCount: seats,
      options: { bots: seed % 2 === 0 ? 'reasoning' : 'random', interventionSeconds: WINDOW_SECONDS },
      humans,
      name: `B${seed}`,
      label,
      record: (h, at): SeenHeard => ({ ...h, seen: seen(at, h.recipient) }),
    });
    const state = () => room.state as BloodBoundMatch;
    const secretCards = [...state().game.secret.cards];
    const options = (s: { conn: MatchConnection }) => (s.conn.view as TableView).you?.options ?? [];

    let left = false;
    for (let step = 0; step < 3000 && room.live; step++) {
      await ears.quiet(label);
      if (!room.live) break;
      const roll = random(24);
      const everyone = ears.everyone();
      const someone = everyone[random(everyone.length)]!;
      if (await ears.probeCommon(roll, someone, random)) continue;
      if (roll === 5 && someone.client !== ears.anonymous)
        await ears.probe(someone, 'lobby tables', () => someone.client.tables());
      else if (roll === 6 && someone.recipient !== 'spectator') {
        await ears.probe(someone, 'my list', () => someone.client.matches('mine'));
        await someone.conn.chat(`step ${step}`).catch(() => undefined);
      } else if (roll === 7) {
        // Nobody answers in time: the intervention window closes by itself.
        clock.advance(WINDOW_SECONDS * 1000);
      } else if (roll === 8 && leaves && !left && ears.seated.length > 1) {
        left = true;
        await ears.leave(random, clock, GRACE_SECONDS);
      } else {
        const movers = ears.seated.filter((s) => s.conn.seq === room.seq && options(s).length > 0);
        const mover = movers[random(movers.length)];
        if (mover) {
          const legal = options(mover);
          await mover.conn.send(legal[random(legal.length)]).catch(() => undefined);
        } else clock.advance(WINDOW_SECONDS * 1000);
      }
    }
    await ears.quiet(label);
    expect(room.live).toBe(false);
    const final = state();
    const result = (await creator.match(matchId)).result!;
    expect(Object.keys(result.seats).sort()).toEqual([...final.game.seats].sort());

    // After the end everything is revealed, to spectators too: every card and every Curse's face.
    const after = JSON.stringify(await ears.anonymous.replay(matchId));
    for (const card of secretCards) expect(after).toContain(`"${card}"`);
    if (final.game.secret.curses.length > 0) expect(after).toContain('"true-curse"');

    const live = ears.beforeEnd();
    expect(live.flatMap((h) => leaksIn(h, final))).toEqual([]);
    // The channels work: each seat did hear its own card and the clue it was shown.
    for (const s of ears.seated) {
      const i = final.game.seats.indexOf(s.seat);
      const own = live.filter(
        (h) => h.recipient === s.seat && JSON.stringify(h.payload).includes(`"${secretCards[i]}"`),
      );
      expect(own.length).toBeGreaterThan(0);
      expect(
        live.some((h) => h.recipient === s.seat && JSON.stringify(h.payload).includes('"rightNeighbour"')),
      ).toBe(true);
    }
    ears.disconnect();
    return { cards: secretCards, channels: new Set(live.map((h) => h.channel)), left };
  }

  const GAMES: [seed: number, seats: number, humans: number, leaves: boolean][] = [
    [31, 6, 3, true],
    [32, 7, 2, false],
    [33, 8, 3, true],
    [34, 9, 2, true],
    [35, 10, 1, false],
    [36, 11, 3, true],
    [37, 12, 2, false],
    [38, 7, 3, true],
  ];

  test('random 6- to 12-seat games with bots, through real sockets, spectators watching', async () => {
    const channels = new Set<string>();
    const cards: string[] = [];
    for (const [seed, seats, humans, leaves] of GAMES) {
      const game = await playOne(seed, seats, humans, leaves);
      for (const c of game.channels) channels.add(c);
      cards.push(...game.cards);
    }
    for (const channel of [
      'join/resync',
      'join/resync update',
      'socket match:update',
      'socket match:clock',
      'socket match:presence',
      'socket match:chat',
      'socket match:spectators',
      'resync',
      'replay',
      'replay at',
      'summary',
      'live list',
      'lobby tables',
      'my list',
    ]) {
      expect(channels).toContain(channel);
    }
    // The server's info log never names a card.
    expect(logs.length).toBeGreaterThan(0);
    const logged = logs.join('\n');
    expect([...new Set(cards)].filter((c) => logged.includes(`${c}"`) || logged.includes(`${c} `))).toEqual(
      [],
    );
  }, 600_000);
});
