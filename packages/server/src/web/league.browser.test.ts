import path from 'node:path';
import type { FixtureView, PlayerView, TeamPageResponse } from '@dugout/client';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ARTIFACTS_DIR, browserAvailable, coachContext, launchChromium } from '../test-support/browser.js';
import { playOut } from '../test-support/leagues.js';
import { startMatchServer } from '../test-support/matches.js';

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 844, height: 390 };

/** What a player's row must show, from the team page's API answer. */
function expectedMarks(p: PlayerView): string[] {
  const marks: string[] = [];
  if (p.status !== 'active') marks.push('status');
  if (p.missNextGame) marks.push('mng');
  if (p.temporarilyRetired) marks.push('retired-temporarily');
  if (p.niggling > 0) marks.push('niggling');
  for (const _ of p.lastingInjuries) marks.push('reduction');
  for (const _ of p.hatreds) marks.push('hatred');
  if (p.journeyman) marks.push('journeyman');
  return marks;
}

const hurt = (p: PlayerView) =>
  p.niggling > 0 || p.lastingInjuries.length > 0 || p.missNextGame || p.status === 'dead';

describe.runIf(browserAvailable())('the league pages in Chromium', () => {
  let server: Awaited<ReturnType<typeof startMatchServer>>;
  let browser: Browser;
  const shot = (page: Page, name: string) =>
    page.screenshot({ path: path.join(ARTIFACTS_DIR, `league-${name}.png`), fullPage: true });

  beforeAll(async () => {
    server = await startMatchServer('pglite');
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** A browser of a new coach, logged in (the API shares the context's cookies). */
  const coachBrowser = (prefix: string, locale = 'en-US', viewport = DESKTOP) =>
    coachContext(browser, server.baseUrl, {
      name: `${prefix}${Date.now().toString(36)}`.slice(0, 24),
      locale,
      viewport,
    });

  const api = async <T>(context: BrowserContext, url: string): Promise<T> =>
    (await (await context.request.get(`${server.baseUrl}${url}`)).json()) as T;

  async function draft(
    page: Page,
    leagueId: string,
    team: { name: string; roster: string; positions: Record<string, number>; captain: string },
  ): Promise<string> {
    await page.goto(`${server.baseUrl}/#/leagues/${leagueId}`);
    await page.getByRole('link', { name: 'Draft a team' }).click();
    await page.getByLabel('Team name').fill(team.name);
    await page.getByLabel('Roster').selectOption(team.roster);
    for (const [position, count] of Object.entries(team.positions)) {
      await page.locator(`input[data-position="${position}"]`).fill(String(count));
    }
    await page.locator('input[data-field="rerolls"]').fill('2');
    await page.locator('input[data-field="apothecary"]').check();
    await page.locator('select[data-field="captain"]').selectOption(team.captain);
    // 11×50k + 2×85k + 75k (human) or 11×50k + 2×80k + 65k (orc), 2 re-rolls, an apothecary.
    await expect.poll(() => page.locator('.running-cost').getAttribute('data-cost')).toMatch(/^9\d{5}$/);
    await page.getByRole('button', { name: 'Draft the team' }).click();
    await page.getByText('This team waits for a commissioner to approve it.').waitFor();
    return /#\/teams\/(.+)$/.exec(page.url())?.[1] as string;
  }

  test('a commissioner creates a league, two coaches draft teams, a fixture is played, the team page shows the injuries and SPP', async () => {
    // The commissioner creates the league from the lobby's Leagues link, then opens a season.
    const comm = await coachBrowser('Comm');
    await comm.page.goto(server.baseUrl);
    await comm.page.locator('[data-link="leagues"]').click();
    await comm.page.getByRole('heading', { name: 'Leagues', exact: true }).waitFor();
    const leagueName = `Old World ${comm.name}`;
    await comm.page.getByLabel('League name').fill(leagueName);
    await comm.page.locator('label.checkbox', { hasText: 'Home and away' }).locator('input').check();
    await comm.page.getByRole('button', { name: 'Create the league' }).click();
    await comm.page.getByRole('heading', { name: leagueName }).waitFor();
    const leagueId = /#\/leagues\/(.+)$/.exec(comm.page.url())?.[1] as string;
    await comm.page.getByRole('link', { name: 'Commissioner tools' }).click();
    await comm.page.getByRole('button', { name: 'Open a new season' }).click();
    await comm.page.getByRole('heading', { name: 'Generate the schedule' }).waitFor();

    // Two coaches draft; the first sends a bad team first and sees every problem at once.
    const home = await coachBrowser('Reikland');
    await home.page.goto(`${server.baseUrl}/#/leagues/${leagueId}/draft`);
    await home.page.getByLabel('Team name').fill('Reikland Reavers');
    await home.page.getByLabel('Roster').selectOption('human');
    await home.page.locator('input[data-position="human-lineman"]').fill('8');
    await home.page.locator('input[data-position="human-blitzer"]').fill('3');
    await home.page.locator('input[data-field="rerolls"]').fill('9');
    await home.page.locator('input[data-field="fans"]').fill('0');
    await home.page.getByRole('button', { name: 'Draft the team' }).click();
    await home.page.locator('.problems li').first().waitFor();
    const codes = await home.page
      .locator('.problems li')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-problem')));
    expect(codes).toEqual(
      expect.arrayContaining(['position-over-max', 'too-many-rerolls', 'dedicated-fans-out-of-range']),
    );
    expect(await home.page.locator('.problems').textContent()).toContain(
      'Too many Team Re-rolls for this roster.',
    );
    await shot(home.page, 'draft-problems');
    const homeTeamId = await draft(home.page, leagueId, {
      name: 'Reikland Reavers',
      roster: 'human',
      positions: { 'human-lineman': 11, 'human-blitzer': 2, 'human-thrower': 1 },
      captain: '12',
    });
    const away = await coachBrowser('Gouged');
    const awayTeamId = await draft(away.page, leagueId, {
      name: 'Gouged Eye',
      roster: 'orc',
      positions: { 'orc-lineman': 11, 'orc-blitzer': 2, 'orc-thrower': 1 },
      captain: '12',
    });

    // The commissioner approves both and generates the schedule.
    await comm.page.reload();
    for (const teamId of [homeTeamId, awayTeamId]) {
      await comm.page
        .locator(`[data-section="approvals"] li[data-team="${teamId}"]`)
        .getByRole('button', { name: 'Approve' })
        .click();
      await comm.page
        .locator(`[data-section="approvals"] li[data-team="${teamId}"]`)
        .waitFor({ state: 'detached' });
    }
    await comm.page.getByRole('button', { name: 'Generate the schedule' }).click();
    await comm.page.locator('li.fixture').first().waitFor();
    expect(await comm.page.locator('li.fixture').count()).toBe(2);
    await shot(comm.page, 'admin');

    // A refusal reads in place: a re-roll costs double between games, more than the treasury holds.
    await home.page.goto(`${server.baseUrl}/#/teams/${homeTeamId}`);
    await home.page.reload();
    await home.page.locator('[data-buy="reroll"]').click();
    await expect
      .poll(() => home.page.getByRole('alert').textContent())
      .toBe('Not enough gold in the treasury.');

    // The first fixture is played through the match host, bots on both seats. The bots rarely hurt anyone
    // badly, so (as in the post-game tests) the match record gets two casualties and a touchdown.
    const seasonId = (
      await api<{ league: { currentSeason: { id: string } } }>(comm.context, `/api/leagues/${leagueId}`)
    ).league.currentSeason.id;
    const fixture = (
      await api<{ fixtures: FixtureView[] }>(
        comm.context,
        `/api/leagues/${leagueId}/seasons/${seasonId}/fixtures`,
      )
    ).fixtures.find((f) => f.round === 1)!;
    const [homeSide, awaySide] =
      fixture.home.id === homeTeamId ? (['home', 'away'] as const) : (['away', 'home'] as const);
    const orcKeywords = (
      await api<TeamPageResponse>(away.context, `/api/teams/${awayTeamId}`)
    ).team.players.find((p) => p.number === 5)!.keywords;
    server.app.leagues.postGame.adjustSummary = (summary) => ({
      ...summary,
      [homeSide]: {
        ...summary[homeSide],
        players: summary[homeSide].players.map((p) =>
          p.number === 3
            ? {
                ...p,
                played: true,
                injury: 'serious-injury' as const,
                nigglingGained: 1,
                missNextGame: true,
                injuredBy: `${awaySide}-5`,
                injuredByKeywords: [...orcKeywords],
              }
            : p.number === 12
              ? { ...p, played: true, touchdowns: p.touchdowns + 1, casualtiesSpp: p.casualtiesSpp + 1 }
              : p,
        ),
      },
      [awaySide]: {
        ...summary[awaySide],
        players: summary[awaySide].players.map((p) =>
          p.number === 4
            ? {
                ...p,
                played: true,
                injury: 'lasting-injury' as const,
                lasting: 'ag' as const,
                missNextGame: true,
                injuredBy: `${homeSide}-12`,
                injuredByKeywords: ['Human', 'Blitzer'],
              }
            : p,
        ),
      },
    });
    const starter = fixture.home.id === homeTeamId ? home : away;
    await starter.page.goto(`${server.baseUrl}/#/leagues/${leagueId}`);
    await starter.page.reload();
    await starter.page
      .locator(`li[data-fixture="${fixture.id}"]`)
      .getByRole('button', { name: 'Start the match' })
      .click();
    await starter.page.waitForURL(/#\/match\//);
    const matchId = /#\/match\/([0-9a-f-]{36})/.exec(starter.page.url())?.[1] as string;
    await starter.page.goto(`${server.baseUrl}/#/leagues/${leagueId}`);
    await playOut(server, matchId, 11);
    server.app.leagues.postGame.adjustSummary = undefined;

    // Both coaches answer on the post-game screen: MVP nominations, and Getting Even for the hurt Human.
    for (const c of [home, away]) {
      await c.page.goto(`${server.baseUrl}/#/post-game/${leagueId}/${fixture.id}`);
      await c.page.locator('[data-stage="waiting"]').waitFor();
      // What each team bought for the match, beside the result.
      expect(await c.page.locator('.post-purchases [data-purchases]').count()).toBe(2);
      const mvp = c.page.locator('[data-choice="mvp"] input');
      for (let n = 0; n < Math.min(2, await mvp.count()); n++) await mvp.nth(n).check();
      if (c === home) {
        await c.page
          .locator('[data-choice="getting-even"]', { hasText: '#3 ' })
          .locator('select')
          .selectOption('Orc');
        await shot(c.page, 'post-game-choices');
      }
      await c.page.getByRole('button', { name: 'Send my choices' }).click();
      await expect
        .poll(
          async () =>
            (await c.page.getByText('Your choices are in.').count()) +
            (await c.page.locator('[data-stage="done"]').count()),
        )
        .toBeGreaterThan(0);
    }
    await server.app.leagues.postGame.idle();
    await home.page.reload();
    await home.page.locator('[data-stage="done"]').waitFor();
    expect(await home.page.locator('.post-events [data-event="winnings"]').count()).toBe(2);
    expect(await home.page.locator('.post-events [data-event="mvp"]').count()).toBe(2);
    // The two casualties given to the record, and any the bots caused.
    expect(await home.page.locator('.post-events [data-event="injury"]').count()).toBeGreaterThanOrEqual(2);
    expect(await home.page.locator('.post-events [data-event="injury"]').allTextContents()).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Serious Injury: Niggling Injury'),
        expect.stringContaining('Lasting Injury: −1 AG'),
      ]),
    );
    await shot(home.page, 'post-game');
    const played = fixture;

    // The live match screen of the finished league match links to its post-game.
    await home.page.goto(`${server.baseUrl}/#/match/${matchId}`);
    expect(await home.page.locator('[data-link="post-game"]').getAttribute('href')).toBe(
      `#/post-game/${leagueId}/${fixture.id}`,
    );
    // Its post-match screen shows each side's MVP from the league's post-game, with the SPP it earned.
    const post = home.page.locator('[data-post-match]');
    for (const side of ['home', 'away']) {
      const mvp = post.locator(`[data-post-side="${side}"] [data-mvp]:not([data-mvp="pending"])`);
      await mvp.waitFor();
      expect(await mvp.textContent()).toMatch(/^MVP: .+ \(\+\d+ SPP\)$/);
    }
    expect(await post.locator('[data-link="league-post-game"]').getAttribute('href')).toBe(
      `#/post-game/${leagueId}/${fixture.id}`,
    );
    await post.screenshot({ path: path.join(ARTIFACTS_DIR, 'post-match-league.png') });

    // The league page: standings, the result with its replay and post-game links, leaders.
    await comm.page.goto(`${server.baseUrl}/#/leagues/${leagueId}`);
    await comm.page.locator(`li[data-fixture="${played.id}"][data-status="played"]`).waitFor();
    const result = comm.page.locator(`li[data-fixture="${played.id}"]`);
    expect(await result.getByRole('link', { name: 'Replay' }).getAttribute('href')).toMatch(
      /^#\/replay\/[0-9a-f-]{36}$/,
    );
    expect(await comm.page.locator('table.standings tbody tr').count()).toBe(2);
    await comm.page.locator('[data-leaders="spp"] li').first().waitFor();
    await shot(comm.page, 'league');

    // Each team page shows every player's SPP and every injury the post-game made permanent.
    let injured = 0;
    for (const [c, teamId] of [
      [home, homeTeamId],
      [away, awayTeamId],
    ] as const) {
      const page = await api<TeamPageResponse>(c.context, `/api/teams/${teamId}`);
      await c.page.goto(`${server.baseUrl}/#/teams/${teamId}`);
      await c.page.getByRole('heading', { name: page.team.name }).waitFor();
      expect(await c.page.locator('[data-stat="tv"] dd').textContent()).toBe(
        `${page.team.tv.toLocaleString('en-US')} gp`,
      );
      // What the team bought for the match (§3.18), as the match record has it.
      const side = played.home.id === teamId ? 'home' : 'away';
      const bought = page.history.find((h) => h.id === played.id)?.inducements?.[side];
      expect(bought).toBeTruthy();
      const purchases = c.page.locator(`li[data-fixture="${played.id}"] [data-purchases="${side}"]`);
      expect(await purchases.locator('li[data-purchase]').count()).toBe(bought!.bought.length);
      const gp = (n: number) => `${n.toLocaleString('en-US')} gp`;
      for (const [i, b] of bought!.bought.entries())
        expect(await purchases.locator('li[data-purchase]').nth(i).textContent()).toContain(gp(b.cost));
      if (bought!.bought.length > 0 || bought!.lost > 0)
        expect(await purchases.locator('[data-purchase-totals]').textContent()).toBe(
          `${gp(bought!.pettyCash)} from petty cash, ${gp(bought!.treasury)} from the Treasury, ${gp(bought!.lost)} of petty cash lost unspent`,
        );
      else expect(await purchases.textContent()).toBe('Inducements: nothing bought');
      for (const p of page.team.players) {
        const row = c.page.locator(`tr[data-player="${p.id}"]`);
        expect(await row.locator('td.injuries').getAttribute('data-marks')).toBe(expectedMarks(p).join(' '));
        expect(await row.locator('td[data-col="spp"]').textContent()).toBe(String(p.spp));
        if (hurt(p)) injured++;
      }
      expect(page.team.players.reduce((sum, p) => sum + p.spp, 0)).toBeGreaterThan(0);
      await shot(c.page, `team-${c === home ? 'home' : 'away'}`);
      // The coach's own audit log is on the page.
      await c.page.getByRole('heading', { name: 'Audit log' }).waitFor();
    }
    console.log(`league browser test: ${injured} players carry a lasting injury, MNG or died`);
    expect(injured).toBeGreaterThan(0);

    // The coach spends SPP: a random Primary skill is rolled (two skills), and the coach keeps one.
    await home.page.goto(`${server.baseUrl}/#/teams/${homeTeamId}`);
    await home.page.reload();
    const scorer = home.page.locator('tr[data-number="12"]');
    const sppBefore = Number(await scorer.locator('td[data-col="spp"]').textContent());
    await scorer.locator('[data-action="advance"]').click();
    await home.page.locator('.advance-panel input[value="random-primary"]').check();
    await home.page.getByRole('button', { name: 'Roll', exact: true }).click();
    const options = home.page.locator('.advance-panel [data-pending="random-primary"] button');
    await options.first().waitFor();
    expect(await options.count()).toBe(2);
    await shot(home.page, 'advance-roll');
    await options.first().click();
    await home.page.locator('.advance-panel').waitFor({ state: 'detached' });
    await expect.poll(() => scorer.locator('.skill.advancement').count()).toBe(1);
    // A first random Primary skill costs 3 SPP (§4.7).
    expect(await scorer.locator('td[data-col="spp"]').textContent()).toBe(String(sppBefore - 3));

    // A commissioner override needs a reason; the team's coach reads it in the team's audit log.
    await comm.page.goto(`${server.baseUrl}/#/leagues/${leagueId}/admin`);
    await comm.page.reload();
    const override = comm.page.locator('[data-form="override"]');
    await override.locator('select[data-field="team"]').selectOption(homeTeamId);
    await override.locator('input[data-field="treasury"]').fill('150000');
    const lineman = (await api<TeamPageResponse>(comm.context, `/api/teams/${homeTeamId}`)).team.players.find(
      (p) => p.number === 2,
    )!;
    await override.locator('select[data-field="player"]').selectOption(lineman.id);
    await override.locator('input[data-field="skills"]').fill('Dodge');
    expect(await override.getByRole('button', { name: 'Apply the override' }).isDisabled()).toBe(true);
    await override.getByLabel('Reason').fill('Prize for the painting contest');
    await override.getByRole('button', { name: 'Apply the override' }).click();
    await override.getByText('Done.').waitFor();
    await home.page.reload();
    await expect.poll(() => home.page.locator('[data-stat="treasury"] dd').textContent()).toBe('150,000 gp');
    await home.page.getByText('Reason: Prize for the painting contest').waitFor();
    expect(await home.page.locator(`tr[data-player="${lineman.id}"] .skill.override`).textContent()).toBe(
      'Dodge',
    );
    await shot(home.page, 'team-audit');

    // The commissioner changes a setting after creation: a win is now worth 2 points.
    await comm.page.locator('.league-settings-form summary').click();
    const settings = comm.page.locator('[data-form="settings"]');
    await settings.locator('input[data-field="points-win"]').fill('2');
    await settings.getByRole('button', { name: 'Save settings' }).click();
    await settings.getByText('Settings saved.').waitFor();
    expect(
      (
        await api<{ league: { settings: { points: { win: number } } } }>(
          comm.context,
          `/api/leagues/${leagueId}`,
        )
      ).league.settings.points.win,
    ).toBe(2);

    // The return fixture gets a deadline already past: it is flagged overdue, then settled as unplayed.
    const other = (
      await api<{ fixtures: FixtureView[] }>(
        comm.context,
        `/api/leagues/${leagueId}/seasons/${seasonId}/fixtures`,
      )
    ).fixtures.find((f) => f.id !== fixture.id)!;
    const tools = comm.page.locator('[data-form="result"]');
    await tools.locator('select[data-field="fixture"]').selectOption(other.id);
    await tools.locator('input[data-field="deadline"]').fill('2020-01-01T12:00');
    await tools.locator('[data-action="set-deadline"]').click();
    const otherRow = comm.page.locator(`li[data-fixture="${other.id}"]`);
    await otherRow.locator('[data-overdue]').waitFor();
    await tools.getByLabel('Reason').fill('Deadline passed, never arranged');
    await tools.locator('[data-action="unplayed"]').click();
    await comm.page.locator(`li[data-fixture="${other.id}"][data-status="unplayed"]`).waitFor();
    expect(await otherRow.locator('[data-overdue]').count()).toBe(0);

    // A player page: career and injuries.
    const teamPage = await api<TeamPageResponse>(home.context, `/api/teams/${homeTeamId}`);
    const star = [...teamPage.team.players].sort((a, b) => b.sppEarned - a.sppEarned)[0]!;
    await home.page.goto(`${server.baseUrl}/#/players/${star.id}`);
    await home.page.locator('[data-career="spp-earned"] dd').waitFor();
    expect(await home.page.locator('[data-career="spp-earned"] dd').textContent()).toBe(
      String(star.sppEarned),
    );
    // … and the matches the player played link to their post-games.
    await home.page.locator(`a[href="#/post-game/${leagueId}/${played.id}"]`).waitFor();
    await shot(home.page, 'player');

    // Firing a player takes a confirm step: cancel keeps them, confirm fires them.
    await home.page.goto(`${server.baseUrl}/#/teams/${homeTeamId}`);
    await home.page.reload();
    const fired = teamPage.team.players.find(
      (p) => p.status === 'active' && ![2, 3, 12].includes(p.number) && p.id !== star.id,
    )!;
    const leaving = home.page.locator(`tr[data-player="${fired.id}"]`);
    await leaving.locator('[data-action="fire"]').click();
    await leaving.locator('[data-confirm="fire"]').waitFor();
    await leaving.locator('[data-action="fire-cancel"]').click();
    await leaving.locator('[data-action="fire"]').click();
    await leaving.locator('[data-action="fire-confirm"]').click();
    await home.page.locator(`tr.fired[data-player="${fired.id}"]`).waitFor();

    // The same team page on a phone, and in Korean and Japanese (issue 9).
    const injuredTeamId = (
      await Promise.all(
        [homeTeamId, awayTeamId].map((id) => api<TeamPageResponse>(comm.context, `/api/teams/${id}`)),
      )
    ).find((p) => p.team.players.some(hurt))!.team.id;
    for (const [locale, browserLocale, roster, tv] of [
      ['en', 'en-US', 'Roster', 'TV'],
      ['ko', 'ko-KR', '선수 명단', 'TV'],
      ['ja', 'ja-JP', '選手名簿', 'TV'],
    ] as const) {
      for (const [form, viewport] of [
        ['desktop', DESKTOP],
        ['phone', PHONE],
      ] as const) {
        const context = await browser.newContext({ locale: browserLocale, viewport });
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('pageerror', (e) => errors.push(e.message));
        await page.goto(`${server.baseUrl}/#/teams/${injuredTeamId}`);
        await page.getByRole('heading', { name: roster, exact: true }).waitFor();
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
        expect(await page.locator('[data-stat="tv"] dt').textContent()).toBe(tv);
        expect(await page.locator('[data-purchases]').first().textContent()).toMatch(
          { en: /^Inducements:/, ko: /^인듀스먼트:/, ja: /^インデュースメント：/ }[locale],
        );
        const marks = await page.locator('td.injuries .mark').allTextContents();
        expect(marks.length).toBeGreaterThan(0);
        if (locale === 'ko')
          expect(marks.join(' ')).toMatch(/니글링 인저리|지속적인 중상|다음 경기 결장|사망/);
        if (locale === 'ja') expect(marks.join(' ')).toMatch(/ニグリング・インジャリー|後遺症|次戦欠場|死亡/);
        await page.screenshot({
          path: path.join(ARTIFACTS_DIR, `league-team-${locale}-${form}.png`),
          fullPage: true,
        });
        if (form === 'desktop' && locale !== 'en') {
          // The league page and the post-game in the same language.
          await page.goto(`${server.baseUrl}/#/leagues/${leagueId}`);
          await page.locator('table.standings').waitFor();
          await page.screenshot({
            path: path.join(ARTIFACTS_DIR, `league-league-${locale}.png`),
            fullPage: true,
          });
          await page.goto(`${server.baseUrl}/#/post-game/${leagueId}/${played.id}`);
          await page.locator('[data-stage="done"]').waitFor();
          expect(await page.locator('.post-events').textContent()).toMatch(
            locale === 'ko' ? /니글링 인저리/ : /ニグリング・インジャリー/,
          );
          await page.screenshot({
            path: path.join(ARTIFACTS_DIR, `league-post-game-${locale}.png`),
            fullPage: true,
          });
        }
        expect(errors).toEqual([]);
        await context.close();
      }
    }
    for (const c of [comm, home, away]) {
      expect(c.errors).toEqual([]);
      await c.context.close();
    }
  }, 240_000);
});
