import type { DraftTeamRequest, FixtureView } from '@dugout/client';
import type { LeagueEvent, MatchSummary, Side } from '@dugout/rules';
import { describe, expect, test } from 'vitest';
import { databaseKinds } from '../test-support/databases.js';
import { api, humanDraft, leagueServerFor, playOut, refusal, setUpLeague } from '../test-support/leagues.js';

/** 12 Skeleton Linemen and two re-rolls: a Masters of Undeath team (no Apothecary, no Captain). */
function undeadDraft(name: string): DraftTeamRequest {
  const { captain: _none, ...rest } = humanDraft(name);
  return {
    ...rest,
    rosterId: 'shambling-undead',
    players: Array.from({ length: 12 }, (_, i) => ({ number: i + 1, positionId: 'skeleton-lineman' })),
    apothecary: false,
  };
}

describe.each(databaseKinds())('Masters of Undeath in the post-game on %s', (kind) => {
  const server = leagueServerFor(kind);

  test('the raised Lineman is offered to its coach: declined it goes, kept it joins free and counts in TV', async () => {
    const setup = await setUpLeague(server, [humanDraft('Living'), undeadDraft('Restless')], {
      homeAndAway: true,
    });
    const undead = setup.teams[1]!;
    const coach = setup.coaches[1]!;
    const fixtures = await api.schedule(setup.commissioner, setup.league.id, setup.season.id);

    /** Plays `f` with the match record saying the undead side raised a Skeleton Lineman (#13). */
    async function play(f: FixtureView, seed: number) {
      const side: Side = f.home.id === undead.id ? 'home' : 'away';
      server.app.leagues.postGame.adjustSummary = (summary: MatchSummary) => {
        const raised = {
          ...summary[side].players[0]!,
          number: 13,
          playerId: null,
          raised: true,
          touchdowns: 1,
          // A fresh Lineman: players[0] may have died in this seeded match, and a dead raised one is not kept.
          injury: null,
          lasting: null,
          missNextGame: false,
          nigglingGained: 0,
          injuredBy: null,
          injuredByKeywords: [],
        };
        // Exactly one raised Lineman, whatever the seeded match itself raised.
        const players = [...summary[side].players.filter((p) => !p.raised), raised];
        return { ...summary, [side]: { ...summary[side], players } };
      };
      const starter = setup.coaches[setup.teams.findIndex((t) => t.id === f.home.id)]!;
      const started = await api.start(starter, setup.league.id, f.id);
      await playOut(server, started.match.id, seed);
      const waiting = await api.fixture(coach, setup.league.id, f.id);
      expect(waiting.postGame?.pending[side].raised).toEqual([13]);
      expect(waiting.postGame?.pending[side].journeymen).toEqual([]);
      return side;
    }

    // First match: the coach declines the raised Lineman.
    const before = (await api.teamPage(coach, undead.id)).team;
    const first = fixtures.find((f) => f.round === 1)!;
    const side1 = await play(first, 71);
    const other = setup.coaches[0]!;
    // The other team raised nobody: it has nothing to keep.
    const refused = await refusal(
      other.call('POST', `/api/leagues/${setup.league.id}/fixtures/${first.id}/post-game`, {
        hireRaised: true,
      }),
    );
    expect(refused).toMatchObject({ code: 'league/rule-refused', details: { rule: 'invalid-choice' } });
    await other.call('POST', `/api/leagues/${setup.league.id}/fixtures/${first.id}/post-game`, {});
    await coach.call('POST', `/api/leagues/${setup.league.id}/fixtures/${first.id}/post-game`, {
      hireRaised: false,
    });
    await server.app.leagues.postGame.idle();
    const afterFirst = await api.fixture(coach, setup.league.id, first.id);
    const events1 = afterFirst.postGame?.events as LeagueEvent[];
    const declined = events1.find((e) => e.type === 'raised-not-hired');
    expect(declined).toEqual({ type: 'raised-not-hired', team: side1, number: 13, why: 'declined' });
    expect(events1.some((e) => e.type === 'raised-hired')).toBe(false);
    // Every player ever on the team keeps a row: no new one joined.
    expect((await api.teamPage(coach, undead.id)).team.players).toHaveLength(before.players.length);

    // Second match: nobody answers; the post-game runs with the defaults, which keep it, free.
    const second = fixtures.find((f) => f.round === 2)!;
    const side2 = await play(second, 72);
    await server.app.leagues.postGame.apply(
      (await server.app.db.prisma.leagueMatch.findUniqueOrThrow({ where: { fixtureId: second.id } })).id,
    );
    const events2 = (await api.fixture(coach, setup.league.id, second.id)).postGame?.events as LeagueEvent[];
    const hired = events2.find((e) => e.type === 'raised-hired');
    expect(hired).toMatchObject({ team: side2, number: 13, value: 40_000 });
    const after = (await api.teamPage(coach, undead.id)).team;
    const player = after.players.find((p) => hired?.type === 'raised-hired' && p.id === hired.playerId)!;
    expect(player).toMatchObject({ positionId: 'skeleton-lineman', value: 40_000, journeyman: false });
    expect(player.sppEarned).toBeGreaterThanOrEqual(3);
    const winnings = events2.find((e) => e.type === 'winnings' && e.team === side2);
    const mistakes = events2.find((e) => e.type === 'expensive-mistake' && e.team === side2);
    // Free: the treasury moved only by the winnings and Expensive Mistakes.
    expect(after.treasury).toBe(mistakes?.type === 'expensive-mistake' ? mistakes.after : -1);
    expect(winnings?.type === 'winnings' && winnings.treasury).toBe(
      mistakes?.type === 'expensive-mistake' ? mistakes.before : -1,
    );
    const values = events2.find((e) => e.type === 'team-value' && e.team === side2);
    expect(values?.type === 'team-value' && values.tv).toBe(after.tv);
    expect(after.tv).toBeGreaterThanOrEqual(40_000 + 2 * 70_000);
  });
});
