import type { AdvanceResponse, PostGameVerifyResponse } from '@dugout/client';
import type { MatchState } from '@dugout/rules';
import { describe, expect, test } from 'vitest';
import { databaseKinds } from '../test-support/databases.js';
import { api, classicDraft, humanDraft, leagueServerFor, playOut, refusal } from '../test-support/leagues.js';

describe.each(databaseKinds())('a classic (LRB6) league end to end on %s', (kind) => {
  const server = leagueServerFor(kind);

  test("the edition is chosen at creation; each edition refuses the other's rosters and nothing is half-created", async () => {
    const comm = await server.coach('Edc');
    const bad = await refusal(api.createLeague(comm, 'Wrong Rules', { edition: 'lrb5' }));
    expect(bad).toMatchObject({ code: 'validation/invalid-request', status: 400 });
    expect(bad.message).toMatch(/edition/);
    const classic = await api.createLeague(comm, 'Old School', { edition: 'classic' });
    expect(classic.settings.edition).toBe('classic');
    await api.createSeason(comm, classic.id);
    expect(
      await refusal(comm.call('PATCH', `/api/leagues/${classic.id}/settings`, { edition: 'bb2025' })),
    ).toMatchObject({ code: 'league/edition-fixed', status: 409 });

    // The draft form's roster data: the 24 LRB6 rosters with their positions and prices.
    const { rosters } = await comm.call<{
      rosters: { id: string; rerollCost: number; positions: unknown[] }[];
    }>('GET', '/api/leagues/classic-rosters');
    expect(rosters).toHaveLength(24);
    expect(rosters.find((r) => r.id === 'khemri')).toMatchObject({ rerollCost: 70_000 });
    // The OpenAPI document offers the edition and the classic routes.
    const doc = (await (await fetch(`${server.baseUrl}/docs/json`)).json()) as { paths: object };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/leagues/classic-rosters',
        '/api/teams/{id}/players/{playerId}/classic-advance',
        '/api/teams/{id}/classic-journeymen',
      ]),
    );
    expect(JSON.stringify(doc)).toContain('"enum":["bb2025","classic"]');
    const coach = await server.coach('Edt');
    const bb = await refusal(api.draft(coach, classic.id, humanDraft('Modern Humans')));
    expect(bb).toMatchObject({ code: 'league/invalid-draft', status: 400 });
    expect(bb.message).toMatch(/dedicatedFans is a BB2025 choice/);
    const wrongRoster = await refusal(
      api.draft(coach, classic.id, {
        ...classicDraft('Nobles', 'human', { fanFactor: 2 }),
        rosterId: 'imperial-nobility',
      }),
    );
    expect(wrongRoster.message).toMatch(/"imperial-nobility" is a BB2025 roster/);
    const overBudget = await refusal(
      api.draft(coach, classic.id, { ...classicDraft('Rich', 'human', { fanFactor: 2 }), rerolls: 8 }),
    );
    expect(overBudget).toMatchObject({ code: 'league/invalid-draft' });
    expect((await api.teamPage(comm, classic.id).catch(() => null)) ?? null).toBeNull();
    const detail = await comm.call<{ league: { teams: unknown[] } }>('GET', `/api/leagues/${classic.id}`);
    expect(detail.league.teams).toEqual([]);

    const modern = await api.createLeague(comm, 'New School');
    expect(modern.settings.edition).toBe('bb2025');
    await api.createSeason(comm, modern.id);
    const lrb6 = await refusal(
      api.draft(coach, modern.id, { ...humanDraft('Tomb Kings'), rosterId: 'khemri' }),
    );
    expect(lrb6.message).toMatch(/"khemri" is a classic \(LRB6\) roster; this league plays BB2025/);
  });

  test("a classic fixture plays a classic match; its post-game gives LRB6 SPP, an advance roll, D68 injuries and Nurgle's Rot on the stored rosters", async () => {
    const comm = await server.coach('Cc');
    const league = await api.createLeague(comm, 'Classic Cup', { edition: 'classic' });
    const season = await api.createSeason(comm, league.id);
    const humanCoach = await server.coach('Ch');
    const nurgleCoach = await server.coach('Cn');
    const humans = await api.draft(
      humanCoach,
      league.id,
      classicDraft('Reikland', 'human', { fanFactor: 2 }),
    );
    const nurgle = await api.draft(
      nurgleCoach,
      league.id,
      classicDraft('Rotten', 'nurgle', { fanFactor: 2 }),
    );
    for (const t of [humans, nurgle]) await api.approve(comm, league.id, t.id);
    // The team sheet names its edition and shows classic statistics: AG 1–6, no PA, Fan Factor bought.
    expect(humans).toMatchObject({ edition: 'classic', dedicatedFans: 2, leagueChoice: 'lrb6' });
    expect(humans.players.every((p) => p.current.pa === null && p.current.ag >= 1 && p.current.ag <= 6)).toBe(
      true,
    );
    expect(humans.treasury).toBe(1_000_000 - humans.tv);
    // LRB6 team building: no BB2025 management on a classic team.
    expect(
      await refusal(humanCoach.call('POST', `/api/teams/${humans.id}/hire`, { positionId: 'lineman' })),
    ).toMatchObject({ code: 'league/wrong-edition', status: 409 });

    const fixtures = await api.schedule(comm, league.id, season.id);
    const fixture = fixtures[0]!;
    const home = fixture.home.id === humans.id ? 'home' : 'away';
    const away = home === 'home' ? 'away' : 'home';
    const started = await api.start(humanCoach, league.id, fixture.id);
    const initial = (await server.app.host.room(started.match.id)).state as MatchState;
    expect(initial.edition).toBe('classic');
    expect(initial.teams[home].name).toBe('Reikland');
    // The LRB6 inducement step: the lower team value gets the difference to spend, the higher team nothing.
    const [lower, higher] = (humans.tv < nurgle.tv ? [home, away] : [away, home]) as [
      'home' | 'away',
      'home' | 'away',
    ];
    expect(humans.tv).not.toBe(nurgle.tv);
    expect(initial.inducements?.mode).toBe('league');
    expect(initial.inducements?.sides[lower]).toMatchObject({
      pettyCash: Math.abs(humans.tv - nurgle.tv),
      treasury: 0,
    });
    expect(initial.inducements?.sides[higher]).toMatchObject({ pettyCash: 0, treasury: 0 });

    // Linemen: General skills are their normal category.
    const [scorer, victim, niggled] = humans.players.filter((p) => p.positionId === 'lineman') as [
      (typeof humans.players)[number],
      (typeof humans.players)[number],
      (typeof humans.players)[number],
    ];
    const rotter = nurgle.players.find((p) => p.positionId === 'rotter')!;
    // The bots' match decides little; the record is set to what the rules must then do.
    server.app.leagues.postGame.adjustSummary = (summary) => {
      const mine = summary[home];
      mine.score = 2;
      summary[away].score = 0;
      summary.conceded = null;
      for (const p of mine.players) {
        if (p.playerId === scorer.id) Object.assign(p, { played: true, touchdowns: 2, injury: null });
        else if (p.playerId === victim.id)
          Object.assign(p, { injury: 'dead', lasting: null, injuredBy: `${away}-${rotter.number}` });
        else if (p.playerId === niggled.id) Object.assign(p, { injury: 'serious-injury', lasting: null });
        // Nobody else was hurt: a second human killed by a Rotter would rise too.
        else Object.assign(p, { injury: null, lasting: null, injuredBy: null });
      }
      return summary;
    };
    await playOut(server, started.match.id, 7);
    const view = await api.fixture(comm, league.id, fixture.id);
    expect(view.postGame).toMatchObject({ stage: 'done', applied: true });
    expect(view.result).toMatchObject({ played: true, [`${home}Touchdowns`]: 2, [`${away}Touchdowns`]: 0 });

    const after = (await api.teamPage(humanCoach, humans.id)).team;
    const p = (id: string) => after.players.find((x) => x.id === id)!;
    // Two touchdowns: 6 SPP (LRB6: 3 each), Experienced: one 2D6 advance roll waits for the coach.
    expect(p(scorer.id).spp).toBeGreaterThanOrEqual(6);
    expect(p(scorer.id).pendingAdvances).toHaveLength(1);
    expect(p(victim.id).status).toBe('dead');
    expect(p(niggled.id)).toMatchObject({ niggling: 1, missNextGame: true });
    expect(after.record).toEqual({ played: 1, wins: 1, draws: 0, losses: 0 });
    expect(after.treasury).toBeGreaterThan(humans.treasury);
    const rotten = (await api.teamPage(nurgleCoach, nurgle.id)).team;
    // Killed by a Rotter (Nurgle's Rot): the human rises on the Nurgle team as a free rookie Rotter.
    const risen = rotten.players.find((x) => x.name === victim.name);
    expect(risen).toMatchObject({ positionId: 'rotter', spp: 0, status: 'active' });
    expect(rotten.players).toHaveLength(nurgle.players.length + 1);
    expect(rotten.record).toEqual({ played: 1, wins: 0, draws: 0, losses: 1 });

    // The coach takes the roll: a characteristic it offers, or a normal (General) skill.
    const roll = p(scorer.id).pendingAdvances![0]!;
    const choice = roll.characteristics[0] ? { characteristic: roll.characteristics[0] } : { skill: 'Block' };
    expect(
      await refusal(
        humanCoach.call('POST', `/api/teams/${humans.id}/players/${scorer.id}/advance`, {
          kind: 'chosen-primary',
          skill: 'Block',
        }),
      ),
    ).toMatchObject({ code: 'league/wrong-edition' });
    const taken = await humanCoach.call<AdvanceResponse>(
      'POST',
      `/api/teams/${humans.id}/players/${scorer.id}/classic-advance`,
      choice,
    );
    expect(taken.player.pendingAdvances).toEqual([]);
    expect(taken.player.value).toBeGreaterThan(scorer.value);
    if ('skill' in choice) expect(taken.player.skills.map((s) => s.name)).toContain('Block');
    else
      expect(taken.player.current[choice.characteristic!]).toBe(scorer.current[choice.characteristic!] + 1);
    expect(
      await refusal(
        humanCoach.call('POST', `/api/teams/${humans.id}/players/${scorer.id}/classic-advance`, {
          skill: 'Dodge',
        }),
      ),
    ).toMatchObject({ code: 'league/rule-refused', status: 400 });

    // Anyone can recompute the post-game from its revealed seed.
    const verified = await comm.call<PostGameVerifyResponse>(
      'GET',
      `/api/leagues/${league.id}/fixtures/${fixture.id}/post-game/verify`,
    );
    expect(verified).toMatchObject({ ok: true, problems: [] });
  }, 300_000); // whole matches played by bots: minutes on a loaded 2-core machine
});
