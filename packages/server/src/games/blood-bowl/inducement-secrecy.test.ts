import {
  apply,
  buildStartingTeam,
  type Command,
  type MatchState,
  matchFromTeams,
  SeededDice,
  start,
  validateTeamSheet,
} from '@dugout/rules';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ManualClock } from '../../host/clock.js';
import { startMatchServer, until } from '../../test-support/matches.js';
import { botRandom } from '../../test-support/random.js';
import { ChannelRecorder, type Heard, type Listener } from '../../test-support/secrecy.js';
import { inducementsView } from './inducement-secrecy.js';
import { bloodBowlModule } from './module.js';

// Issue 16: each coach buys inducements in secret. Both coaches on real sockets and two spectators record
// everything they hear, on the socket and on every other channel (resync, replays, summary, live list),
// while home and then away buy; until both are done nobody may learn the other side's purchases.

/** What `h` tells its recipient of purchases it may not know yet. */
function leaksIn(h: Heard): string[] {
  const r = h.recipient;
  const out: string[] = [];
  const secretOf = (side: unknown) => side !== r;
  const walk = (v: unknown): void => {
    if (typeof v === 'string') {
      if (/^(home|away)-(star|merc)-/.test(v) && secretOf(v.split('-')[0]))
        out.push(`${r} heard the player ${v} on ${h.channel}`);
      if (r === 'spectator' && v.startsWith('buy:')) out.push(`${r} heard an offer ${v} on ${h.channel}`);
      return;
    }
    if (v === null || typeof v !== 'object') return;
    if (Array.isArray(v)) {
      for (const item of v) walk(item);
      return;
    }
    const o = v as Record<string, unknown>;
    if ((o.kind === 'inducement' || o.kind === 'inducements-done') && secretOf(o.team))
      out.push(`${r} heard ${o.team}'s ${o.kind} on ${h.channel}`);
    const sides = o.sides as Record<string, { bought: unknown[]; spentTreasury: number }> | undefined;
    for (const side of ['home', 'away'])
      if (sides?.[side] && secretOf(side) && (sides[side].bought.length > 0 || sides[side].spentTreasury > 0))
        out.push(`${r} saw what ${side} bought on ${h.channel}`);
    const command = o.command as { choice?: string } | undefined;
    if (secretOf(o.seat) && typeof command?.choice === 'string' && command.choice.startsWith('buy:'))
      out.push(`${r} saw ${o.seat}'s purchase ${command.choice} in a replay`);
    for (const value of Object.values(o)) walk(value);
  };
  walk(h.payload);
  return out;
}

describe('inducements are bought in secret: the other coach and spectators see them once both are done', () => {
  const clock = new ManualClock();
  let server: Awaited<ReturnType<typeof startMatchServer>>;
  beforeAll(async () => {
    server = await startMatchServer('pglite', { games: [bloodBowlModule()], clock });
  });
  afterAll(() => server.close());

  test('every channel, every recipient, while home and then away buy', async () => {
    const home = await server.coach('IndH');
    const away = await server.coach('IndA');
    const table = await home.openTable({
      game: 'blood-bowl',
      options: { inducements: { budget: 600_000 } },
      choice: { roster: 'human' },
      invite: [away.name],
      autoStart: false,
    });
    await away.takeSeat(table.id, 'away', { choice: { roster: 'human' } });
    const { match } = await home.startTable(table.id);
    const room = await server.app.host.room(match.id);
    const ears = await ChannelRecorder.join(server, room, {
      coaches: [home, away],
      seats: ['home', 'away'],
      watcher: 'IndWatch',
      label: 'inducements',
      record: (h) => h,
    });
    const state = () => room.state as MatchState;
    const seat = (side: string) => ears.seated.find((s) => s.seat === side)!;
    const random = botRandom(16);
    const buy = async (side: string, choice: string) => {
      await until(() => state().decision?.team === side && state().decision?.kind === 'inducements', side);
      expect(state().decision?.options).toContainEqual({ type: 'choose', choice });
      await seat(side).conn.send({ type: 'choose', choice } as Command);
      await ears.quiet(choice);
    };
    const done = async (side: string) => {
      await seat(side).conn.send({ type: 'done' } as Command);
      await ears.quiet(`${side} done`);
    };
    const probeAll = async () => {
      for (const who of ears.everyone() as Listener[])
        for (let k = 0; k < 5; k++) await ears.probeCommon(k, who, random);
    };

    await buy('home', 'buy:star-player:griff-oberwald');
    await buy('home', 'buy:bribes');
    await buy('home', 'buy:wandering-apothecary');
    const bribesBefore = (seat('away').conn.view as MatchState).teams.home.bribes;
    await probeAll();
    await done('home');
    await buy('away', 'buy:mercenary:human-lineman:block');
    await probeAll();

    // The test listens where it should: home heard its own Star and away's view of its own purse moved.
    const secret = [...ears.heard];
    expect(
      secret.some((h) => h.recipient === 'home' && JSON.stringify(h.payload).includes('home-star-')),
    ).toBe(true);
    expect(
      secret.some((h) => h.recipient === 'away' && JSON.stringify(h.payload).includes('away-merc-')),
    ).toBe(true);
    expect(secret.flatMap(leaksIn)).toEqual([]);
    // The second coach's purse may show; while away buys, home's offers are the only thing it does not see.
    const awayView = seat('away').conn.view as MatchState;
    expect(awayView.inducements?.sides.home).toMatchObject({ bought: [], done: true });
    // The counters an item adds to are shown as before the step: the apothecary and bribes stay secret.
    expect(awayView.teams.home.bribes).toBe(bribesBefore);
    expect(awayView.teams.home.apothecaries).toBe(state().teams.home.apothecaries - 1);
    expect(state().teams.home.bribes).toBe(bribesBefore + 1);
    expect(awayView.inducements?.sides.away.bought.map((b) => b.item)).toEqual(['mercenary']);
    const homeView = seat('home').conn.view as MatchState;
    expect(homeView.decision).toMatchObject({ team: 'away', kind: 'inducements', options: [] });

    // Both done: every coach and spectator sees all, the Star and the Mercenary in the match.
    await done('away');
    for (const who of ears.everyone()) {
      await until(
        () => ((who.conn.view as MatchState).inducements?.sides.away.done ?? false) === true,
        `${who.recipient} to see the step over`,
      );
      const view = who.conn.view as MatchState;
      expect(view.inducements?.sides.home.bought.map((b) => b.item)).toEqual([
        'star-player',
        'bribes',
        'wandering-apothecary',
      ]);
      expect(view.teams.home.bribes).toBe(bribesBefore + 1);
      expect(view.inducements?.sides.away.bought.map((b) => b.item)).toEqual(['mercenary']);
      const ids = view.players.map((p) => p.id);
      expect(ids).toContain('home-star-griff-oberwald');
      expect(ids.some((id) => id.startsWith('away-merc-'))).toBe(true);
    }
    ears.disconnect();
  });
});

describe('what the other side sees of a team while it buys', () => {
  test('every item of the common list bought once: the team reads as before the step, its players unchanged', () => {
    for (const roster of ['human', 'goblin', 'snotling'] as const) {
      const sheet = validateTeamSheet(buildStartingTeam(roster));
      const orcs = validateTeamSheet(buildStartingTeam('orc'));
      if (!sheet.ok || !orcs.ok) throw new Error('fixture');
      const setup = { mode: 'exhibition' as const, budget: { home: 2_000_000, away: 0 } };
      const dice = new SeededDice(new Uint8Array(32).fill(16));
      let s = start(matchFromTeams(sheet.team, orcs.team, { inducements: setup }), dice).state;
      const before = { team: structuredClone(s.teams.home), players: s.players.map((p) => p.id) };
      const common = (s.decision?.options ?? []).flatMap((o) =>
        o.type === 'choose' && o.choice.split(':').length === 2 ? [o.choice] : [],
      );
      for (const choice of common)
        s = apply(s, { type: 'choose', choice, team: 'home' } as Command, dice).state;
      expect(s.inducements?.sides.home.bought.length).toBe(common.length);
      const seen = inducementsView(s, { recipient: 'away', over: false });
      expect(seen.teams.home).toEqual(before.team);
      expect(seen.players.map((p) => p.id)).toEqual(before.players);
      // Its own coach sees every purchase at work.
      const own = inducementsView(s, { recipient: 'home', over: false });
      expect(own.teams.home).toEqual(s.teams.home);
      expect(own.inducements?.sides.home.bought).toEqual(s.inducements?.sides.home.bought);
    }
  });
});
