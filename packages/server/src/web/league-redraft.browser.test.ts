import path from 'node:path';
import type { RedraftPageResponse, TeamPageResponse } from '@dugout/client';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ARTIFACTS_DIR, browserAvailable, coachContext, launchChromium } from '../test-support/browser.js';
import { humanDraft, orcDraft } from '../test-support/leagues.js';
import { startMatchServer } from '../test-support/matches.js';

describe.runIf(browserAvailable())('the re-draft page in Chromium', () => {
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

  const coachContextAs = (name: string, locale: string, register: boolean) =>
    coachContext(browser, server.baseUrl, { name, locale, login: !register });
  const get = async <T>(context: BrowserContext, url: string): Promise<T> =>
    (await (await context.request.get(`${server.baseUrl}${url}`)).json()) as T;
  const post = async <T>(context: BrowserContext, url: string, data: object = {}): Promise<T> =>
    (await (await context.request.post(`${server.baseUrl}${url}`, { data })).json()) as T;

  test('a commissioner ends the season and opens the re-draft; a coach re-drafts the team and confirms', async () => {
    const stamp = Date.now().toString(36);
    const comm = await coachContextAs(`Comm${stamp}`, 'en-US', true);
    const league = (
      await post<{ league: { id: string } }>(comm.context, '/api/leagues', { name: `Re-draft ${stamp}` })
    ).league;
    const season = (await post<{ season: { id: string } }>(comm.context, `/api/leagues/${league.id}/seasons`))
      .season;
    // Two teams: this coach's humans (in the browser) and another coach's orcs (through the API).
    const coachName = `Reik${stamp}`;
    const coach = await coachContextAs(coachName, 'en-US', true);
    const team = (
      await post<{ team: { id: string } }>(
        coach.context,
        `/api/leagues/${league.id}/teams`,
        humanDraft('Reavers'),
      )
    ).team;
    const rivalCoachName = `Gouge${stamp}`;
    const rival = await coachContextAs(rivalCoachName, 'ko-KR', true);
    const rivalTeam = (
      await post<{ team: { id: string } }>(
        rival.context,
        `/api/leagues/${league.id}/teams`,
        orcDraft('Gougers'),
      )
    ).team;
    for (const id of [team.id, rivalTeam.id])
      await post(comm.context, `/api/leagues/${league.id}/teams/${id}/approve`);
    await post(comm.context, `/api/leagues/${league.id}/seasons/${season.id}/schedule`);

    // The commissioner ends the season (a confirm step) and opens the re-draft with a deadline.
    await comm.page.goto(`${server.baseUrl}/#/leagues/${league.id}/admin`);
    await comm.page.locator('[data-action="finish"]').click();
    await comm.page.locator('[data-confirm="finish"]').waitFor();
    await comm.page.locator('[data-action="finish-confirm"]').click();
    const redraftForm = comm.page.locator('[data-form="redraft"]');
    await redraftForm.waitFor();
    await redraftForm.locator('input[data-field="redraft-deadline"]').fill('2099-06-01T18:00');
    await redraftForm.getByRole('button', { name: 'Open the re-draft' }).click();
    await redraftForm.getByRole('button', { name: 'Change the deadline' }).waitFor();
    expect(await redraftForm.locator('[data-redraft-waiting]').getAttribute('data-redraft-waiting')).toBe(
      '2',
    );
    await shot(comm.page, 'admin-redraft');

    // The coach finds the re-draft on the team page.
    await coach.page.goto(`${server.baseUrl}/#/teams/${team.id}`);
    await coach.page.locator('[data-link="redraft"]').click();
    await coach.page.waitForURL(/\/redraft$/);
    const form = coach.page.locator('[data-form="redraft"]');
    await form.waitFor();
    const page = await get<RedraftPageResponse>(coach.context, `/api/teams/${team.id}/redraft`);
    expect(await coach.page.locator('[data-budget]').getAttribute('data-budget')).toBe(String(page.budget));
    expect(await coach.page.locator('[data-deadline]').getAttribute('data-deadline')).toBe(page.deadline);
    const price = new Map(page.players.map((p) => [p.playerId, p.cost]));
    const byNumber = (n: number) => page.team.players.find((p) => p.number === n && p.status === 'active')!;
    const cost = () => form.locator('.running-cost').getAttribute('data-cost');

    // Too much at once: five players dropped and nine re-rolls. Every problem comes back together.
    for (const n of [1, 2, 3, 4, 5]) await form.locator(`input[data-rehire="${byNumber(n).id}"]`).uncheck();
    await form.locator('input[data-field="rerolls"]').fill('9');
    await form.getByRole('button', { name: 'Check the re-draft' }).click();
    await form.locator('.problems li').first().waitFor();
    const codes = await form
      .locator('.problems li')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-problem')));
    expect(codes).toEqual(expect.arrayContaining(['too-few-players', 'too-many-rerolls']));
    await shot(coach.page, 'redraft-problems');

    // The re-draft the coach wants: the thrower and two linemen go, a catcher is bought, one re-roll is
    // dropped, a cheerleader added: 9 × 70k + 2 × 105k + 75k + 50k + 50k (Apothecary) + 10k = 1,025,000.
    for (const n of [1, 2, 3, 4, 5]) await form.locator(`input[data-rehire="${byNumber(n).id}"]`).check();
    const leaving = [10, 11, 14].map((n) => byNumber(n).id);
    for (const id of leaving) await form.locator(`input[data-rehire="${id}"]`).uncheck();
    await form.locator('input[data-position="human-catcher"]').fill('1');
    await form.locator('input[data-field="rerolls"]').fill('1');
    await form.locator('input[data-field="cheerleaders"]').fill('1');
    const kept = page.players.filter((p) => !leaving.includes(p.playerId));
    const expected =
      kept.reduce((n, p) => n + (price.get(p.playerId) ?? 0), 0) + 75_000 + 50_000 + 50_000 + 10_000;
    expect(expected).toBe(1_025_000);
    await expect.poll(cost).toBe(String(expected));
    await form.getByRole('button', { name: 'Check the re-draft' }).click();
    const confirm = form.locator('.redraft-confirm');
    await confirm.waitFor();
    expect(await confirm.getAttribute('data-checked')).toBe(String(expected));
    expect(await confirm.textContent()).toContain(`${(page.budget - expected).toLocaleString('en-US')} gp`);
    await shot(coach.page, 'redraft-check');
    await confirm.getByRole('button', { name: 'Confirm the re-draft' }).click();
    await coach.page.waitForURL(new RegExp(`#/teams/${team.id}$`));
    await expect
      .poll(() => coach.page.locator('[data-stat="treasury"] dd').textContent())
      .toBe(`${(page.budget - expected).toLocaleString('en-US')} gp`);
    expect(await coach.page.locator('[data-link="redraft"]').count()).toBe(0);
    const after = await get<TeamPageResponse>(coach.context, `/api/teams/${team.id}`);
    expect(after.team).toMatchObject({ rerolls: 1, cheerleaders: 1, redraftBudget: null });
    expect(after.team.players.filter((p) => p.status === 'active')).toHaveLength(12);
    await coach.page.locator('.audit li[data-action="redraft"]').waitFor();
    await shot(coach.page, 'redraft-done');
    // Between games the coach lets the new cheerleader go; the audit log keeps it.
    await coach.page.locator('[data-release="cheerleader"]').click();
    await expect.poll(() => coach.page.locator('[data-stat="cheerleaders"] dd').textContent()).toBe('0');
    expect(await coach.page.locator('[data-release="cheerleader"]').count()).toBe(0);
    await coach.page.reload();
    await coach.page.locator('.audit li[data-action="release:cheerleader"]').waitFor();

    // The other team's re-draft page in Korean, then Japanese (its coach, logged in from each browser).
    for (const [context, lang, heading, check] of [
      [rival, 'ko', '재드래프트: Gougers', '재드래프트 확인'],
      [
        await coachContextAs(rivalCoachName, 'ja-JP', false),
        'ja',
        '再ドラフト：Gougers',
        '再ドラフトを確認する',
      ],
    ] as const) {
      await context.page.goto(`${server.baseUrl}/#/teams/${rivalTeam.id}/redraft`);
      await context.page.getByRole('heading', { name: heading }).waitFor();
      expect(await context.page.evaluate(() => document.documentElement.lang)).toBe(lang);
      await context.page.getByRole('button', { name: check }).waitFor();
      expect(await context.page.locator('[data-form="redraft"] legend').allTextContents()).toEqual(
        lang === 'ko'
          ? ['로스터의 신인', '스태프와 팀 리롤 (정상 가격)']
          : ['ロスターの新人', 'スタッフとチームリロール（通常価格）'],
      );
      await shot(context.page, `redraft-${lang}`);
      expect(context.errors).toEqual([]);
      await context.context.close();
    }
    for (const c of [comm, coach]) {
      expect(c.errors).toEqual([]);
      await c.context.close();
    }
  }, 180_000);
});
