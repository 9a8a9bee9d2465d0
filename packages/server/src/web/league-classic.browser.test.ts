import type { TeamPageResponse } from '@dugout/client';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { browserAvailable, coachContext, launchChromium } from '../test-support/browser.js';
import { startMatchServer } from '../test-support/matches.js';

const DESKTOP = { width: 1366, height: 900 };

describe.runIf(browserAvailable())('the classic (LRB6) league pages in Chromium', () => {
  let server: Awaited<ReturnType<typeof startMatchServer>>;
  let browser: Browser;
  beforeAll(async () => {
    server = await startMatchServer('pglite');
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const coachBrowser = (prefix: string) =>
    coachContext(browser, server.baseUrl, {
      name: `${prefix}${Date.now().toString(36)}`.slice(0, 24),
      locale: 'en-US',
      viewport: DESKTOP,
    });

  test('a classic league is created, an LRB6 team drafted; the team and player pages show classic statistics, the career and the edition', async () => {
    const comm = await coachBrowser('Lrb');
    await comm.page.goto(`${server.baseUrl}/#/leagues`);
    const leagueName = `Old School ${comm.name}`;
    await comm.page.getByLabel('League name').fill(leagueName);
    await comm.page.locator('select[data-field="edition"]').selectOption('classic');
    await comm.page.getByRole('button', { name: 'Create the league' }).click();
    await comm.page.getByRole('heading', { name: leagueName }).waitFor();
    const leagueId = /#\/leagues\/(.+)$/.exec(comm.page.url())?.[1] as string;
    expect(await comm.page.locator('.league-settings [data-edition="classic"]').textContent()).toBe(
      'Rules: Classic (LRB6)',
    );
    await comm.page.getByRole('link', { name: 'Commissioner tools' }).click();
    await comm.page.getByRole('button', { name: 'Open a new season' }).click();
    await comm.page.getByRole('heading', { name: 'Generate the schedule' }).waitFor();

    // The coach drafts LRB6 Humans on the classic draft form: 11 Linemen and two re-rolls.
    const coach = await coachBrowser('Reik');
    await coach.page.goto(`${server.baseUrl}/#/leagues/${leagueId}/draft`);
    await coach.page.locator('form[data-form="draft"][data-edition="classic"]').waitFor();
    await coach.page.getByLabel('Team name').fill('Old Reikland');
    await coach.page.getByLabel('Roster').selectOption('human');
    await coach.page.locator('input[data-field="position-lineman"]').fill('11');
    await coach.page.locator('input[data-field="rerolls"]').fill('2');
    await coach.page.getByRole('button', { name: 'Draft the team' }).click();
    await coach.page.waitForURL(/#\/teams\//);
    const teamId = /#\/teams\/(.+)$/.exec(coach.page.url())?.[1] as string;

    // The team page: the team sheet's edition, MA ST AG AV with AG the 1–6 number and no PA, the career.
    await coach.page.locator('table.roster tbody tr[data-player]').first().waitFor();
    expect(await coach.page.locator('[data-edition="classic"]').first().textContent()).toBe(
      'Team sheet: Classic (LRB6)',
    );
    const headers = await coach.page.locator('table.roster thead th').allTextContents();
    expect(headers).not.toContain('PA');
    expect(headers).toEqual(expect.arrayContaining(['MA', 'ST', 'AG', 'AV']));
    expect(await coach.page.locator('td[data-stat="pa"]').count()).toBe(0);
    const ag = await coach.page
      .locator('table.roster tbody tr[data-player] td[data-stat="ag"]')
      .allTextContents();
    expect(ag).toHaveLength(11);
    expect(ag.every((v) => v === '3')).toBe(true); // LRB6 Human Lineman: AG 3, not a 3+ target
    expect(await coach.page.locator('tr[data-player] td[data-career="games"]').first().textContent()).toBe(
      '0',
    );
    const { team } = (await (
      await coach.context.request.get(`${server.baseUrl}/api/teams/${teamId}`)
    ).json()) as TeamPageResponse;
    expect(team.edition).toBe('classic');

    // The player page: the same classic statistics and the career record.
    const first = team.players[0]!;
    await coach.page.locator(`tr[data-player="${first.id}"] a`).click();
    await coach.page.locator('table.roster.stats[data-edition="classic"]').waitFor();
    expect(await coach.page.locator('table.stats td[data-stat="pa"]').count()).toBe(0);
    expect(await coach.page.locator('table.stats td[data-stat="ag"]').textContent()).toBe('3');
    expect(await coach.page.locator('[data-career="games"] dd').textContent()).toBe('0');
    expect(await coach.page.locator('[data-career="mvps"] dd').textContent()).toBe('0');
  }, 120_000);
});
