import type { MatchState } from '@dugout/rules';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bloodBowlModule } from '../games/blood-bowl/module.js';
import { databaseKinds } from '../test-support/databases.js';
import { startMatchServer, until } from '../test-support/matches.js';

// Issue 18: the edition is chosen when a table is opened, and the match it starts plays it.
describe.each(databaseKinds())('a classic (LRB6) table on %s', (kind) => {
  let server: Awaited<ReturnType<typeof startMatchServer>>;
  beforeAll(async () => {
    server = await startMatchServer(kind, { games: [bloodBowlModule()] });
  });
  afterAll(() => server.close());

  test('the options schema offers the edition', async () => {
    const [bowl] = await (await server.coach('Editions')).games();
    expect(bowl?.optionsSchema).toMatchObject({
      properties: { edition: { enum: ['bb2025', 'classic'], default: 'bb2025' } },
    });
  });

  test('an LRB6 roster seats in a classic table, a bot brings an LRB6 team, and the match is classic', async () => {
    const host = await server.coach('Khemri');
    const table = await host.openTable({
      game: 'blood-bowl',
      options: { edition: 'classic' },
      choice: { roster: 'khemri', edition: 'classic', name: 'Sand Kings' },
    });
    await host.setSeat(table.id, 'away', { to: 'bot' });
    const { match } = await host.startTable(table.id);
    const replay = await host.replay(match.id, 0, { steps: false });
    const state = replay.view as { edition: string; teams: { home: { roster: string; name: string } } };
    expect(state.edition).toBe('classic');
    expect(state.teams.home).toMatchObject({ roster: 'khemri', name: 'Sand Kings' });
  });

  test('a classic match against the bot, and a classic challenge accepted with an LRB6 roster', async () => {
    const coach = await server.coach('Bot');
    const vsBot = await coach.playBot({ team: { roster: 'slann' }, edition: 'classic' });
    const view = (await coach.replay(vsBot.id, 0, { steps: false })).view as { edition: string };
    expect(view.edition).toBe('classic');
    await expect(coach.playBot({ team: { roster: 'slann' } })).rejects.toMatchObject({
      code: 'match/invalid-team',
      message: expect.stringMatching(/no roster "slann"/),
    });

    const author = await server.coach('Old');
    const taker = await server.coach('School');
    const challenge = await author.challenge({ team: { roster: 'undead' }, edition: 'classic' });
    await expect(taker.acceptChallenge(challenge.id, { team: { roster: 'gnome' } })).rejects.toMatchObject({
      message: expect.stringMatching(/no roster "gnome" in the classic rules/),
    });
    const { match } = await taker.acceptChallenge(challenge.id, { team: { roster: 'necromantic' } });
    const state = (await taker.replay(match.id, 0, { steps: false })).view as {
      edition: string;
      teams: { away: { roster: string } };
    };
    expect(state).toMatchObject({ edition: 'classic', teams: { away: { roster: 'necromantic' } } });
  });

  test('a table of one edition refuses a team of the other, and an unknown edition', async () => {
    const host = await server.coach('Mixed');
    await expect(
      host.openTable({ game: 'blood-bowl', options: { edition: 'lrb5' }, choice: { roster: 'human' } }),
    ).rejects.toMatchObject({ code: 'table/invalid-options', message: expect.stringMatching(/edition/) });
    // Refused when the table opens, before anyone sits down.
    await expect(
      host.openTable({
        game: 'blood-bowl',
        options: { edition: 'classic' },
        choice: { roster: 'human', edition: 'bb2025' },
      }),
    ).rejects.toMatchObject({
      code: 'match/invalid-team',
      message: expect.stringMatching(/home: a bb2025 roster was chosen for a classic match/),
    });
    expect((await host.tables('blood-bowl')).filter((t) => t.seats[0]?.taken?.name === host.name)).toEqual(
      [],
    );
  });

  test('a classic table with an inducement budget opens on the LRB6 inducement step and plays on', async () => {
    const host = await server.coach('Budget');
    const table = await host.openTable({
      game: 'blood-bowl',
      options: { edition: 'classic', inducements: { budget: 150_000 } },
      choice: { roster: 'khemri', edition: 'classic' },
    });
    await host.setSeat(table.id, 'away', { to: 'bot' });
    const { match } = await host.startTable(table.id);
    const room = await server.app.host.room(match.id);
    const state = () => room.state as MatchState;
    expect(state()).toMatchObject({ edition: 'classic', decision: { kind: 'inducements', team: 'home' } });
    expect(state().inducements?.sides.home.treasury).toBe(150_000);
    // The LRB6 list: Khemri may not hire an Apothecary, so Igor is offered; no Prayers to Nuffle, no Stars.
    const offers = (state().decision?.options ?? []).flatMap((o) => (o.type === 'choose' ? [o.choice] : []));
    expect(offers).toEqual(expect.arrayContaining(['buy:bloodweiser-babes', 'buy:bribes', 'buy:igor']));
    expect(offers.some((o) => o.startsWith('buy:prayers') || o.startsWith('buy:star'))).toBe(false);
    const me = { seat: 'home', id: room.meta.seats.home!.coachId! } as const;
    await room.submit(me, 'igor', { type: 'choose', choice: 'buy:igor' });
    await room.submit(me, 'babes', { type: 'choose', choice: 'buy:bloodweiser-babes' });
    // 150k spent: nothing more is affordable; the bot buys for the away side and the match goes on
    // until it waits for the home coach again (the bot may be mid-set-up before that).
    await until(
      () =>
        state().inducements?.sides.away.done === true &&
        state().decision?.kind !== 'inducements' &&
        state().decision?.team === 'home',
      'the pre-match going on to a home decision once both sides bought',
    );
    expect(state().inducements?.sides.home).toMatchObject({
      done: true,
      spentTreasury: 150_000,
      bought: [
        expect.objectContaining({ item: 'igor' }),
        expect.objectContaining({ item: 'bloodweiser-babes' }),
      ],
    });
    // The bot (away) called the toss: home now chooses to kick or receive, or sets up.
    expect(['kick-or-receive', 'setup']).toContain(state().decision?.kind);
  });
});
