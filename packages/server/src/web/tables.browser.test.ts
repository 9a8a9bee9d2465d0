import path from 'node:path';
import { concessionRefusal, type MatchState } from '@dugout/rules';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bloodBowlModule } from '../games/blood-bowl/module.js';
import { touchdownPolicy } from '../games/blood-bowl/test-support/policy.js';
import { CommandRejected } from '../host/game-module.js';
import { ARTIFACTS_DIR, browserAvailable, launchChromium, register } from '../test-support/browser.js';
import { startMatchServer } from '../test-support/matches.js';
import { SECRET_GAME, secretGame } from '../test-support/secret-game.js';

const DESKTOP = { width: 1366, height: 900 };
/** Waits for what the pages do (a loaded machine may be slow). */
const poll = <T>(check: () => Promise<T>) => expect.poll(check, { timeout: 10_000 });

/** Every repeating timer a page sets up, by its period: the lobby must set up none (it does not poll). */
const COUNT_INTERVALS = () => {
  const periods: number[] = [];
  (window as unknown as { intervals: number[] }).intervals = periods;
  const original = window.setInterval.bind(window);
  window.setInterval = ((handler: TimerHandler, ms?: number, ...rest: unknown[]) => {
    periods.push(ms ?? 0);
    return original(handler, ms, ...rest);
  }) as typeof window.setInterval;
};

describe.runIf(browserAvailable())('lobby tables in Chromium', () => {
  let server: Awaited<ReturnType<typeof startMatchServer>>;
  let browser: Browser;
  beforeAll(async () => {
    server = await startMatchServer('pglite', {
      games: [bloodBowlModule(), secretGame((m) => new CommandRejected('match/illegal-choice', m))],
    });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function coach(name: string): Promise<{ page: Page; tableRequests: () => number }> {
    const context = await browser.newContext({ viewport: DESKTOP });
    await context.addInitScript(COUNT_INTERVALS);
    let requests = 0;
    context.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/tables') requests++;
    });
    const page = await register(context, server.baseUrl, name);
    await page.locator('.lobby [data-connection="connected"]').waitFor();
    return { page, tableRequests: () => requests };
  }

  test("a challenge shows the challenger's team and clock, arrives without polling, and loses its Play button once finished", async () => {
    const anna = await coach('Anna');
    const bjorn = await coach('Bjorn');
    const before = bjorn.tableRequests();

    const form = anna.page.locator('[data-section="new-challenge"]');
    await form.getByLabel('Team name (optional)').fill('Altdorf Griffons');
    await form.getByLabel('Turn clock').selectOption('120');
    await form.getByLabel('Opponent (coach name)').fill('Bjorn');
    await form.getByRole('button', { name: 'Post the challenge' }).click();
    await anna.page.locator('[data-my-challenge][data-status="open"]').waitFor();

    // Bjorn's lobby was told, over its live connection: the challenge, the team he would face, the clock.
    const offer = bjorn.page.locator('[data-section="open-challenges"] [data-challenge]');
    await offer.waitFor({ timeout: 10_000 });
    expect(await offer.textContent()).toMatch(
      /Anna challenges you.*turn clock 2:00.*Altdorf Griffons \(Human\)/s,
    );
    expect(bjorn.tableRequests()).toBeGreaterThan(before);
    // No page of the lobby sets up a repeating timer: nothing polls.
    for (const page of [anna.page, bjorn.page]) {
      expect(await page.evaluate(() => (window as unknown as { intervals: number[] }).intervals)).toEqual([]);
    }
    await bjorn.page.screenshot({ path: path.join(ARTIFACTS_DIR, 'lobby-challenge-received.png') });

    await bjorn.page.getByRole('combobox', { name: 'Accept with' }).selectOption('orc');
    await offer.getByRole('button', { name: 'Accept' }).click();
    await bjorn.page.locator('.live-match[data-as="away"]').waitFor();
    await anna.page.locator('.live-match[data-as="home"]').waitFor({ timeout: 10_000 });
    const matchId = (await anna.page.locator('.live-match').getAttribute('data-match')) as string;
    expect((await server.app.host.summary(matchId)).turnSeconds).toBe(120);

    // The match ends (the first coach allowed to concede does: a kick-off Blitz! or a mid-turn activation
    // is no turn's start); back in the lobby it is a finished match.
    const room = await server.app.host.room(matchId);
    for (let i = 0; i < 200 && room.live; i++) {
      const s = room.state as MatchState;
      const seat = s.decision!.team;
      const id = room.meta.seats[seat]!.coachId!;
      await room.submit(
        { seat, id },
        `c${i}`,
        concessionRefusal(s, seat) === null ? { type: 'concede' } : touchdownPolicy(s),
      );
    }
    expect(room.live).toBe(false);
    await anna.page.goto(`${server.baseUrl}/#/`);
    const line = anna.page.locator(`[data-section="my-matches"] [data-match="${matchId}"]`);
    await line.getByRole('link', { name: 'Replay' }).waitFor();
    expect(await anna.page.locator(`a[href="#/match/${matchId}"]`).count()).toBe(0);
    await anna.page.screenshot({ path: path.join(ARTIFACTS_DIR, 'lobby-finished-challenge.png') });
  }, 90_000);

  test('a table for a game of many seats: open it with an invitation, the guest takes the seat, bots fill the rest, it starts for both', async () => {
    const cleo = await coach('Cleo');
    const dara = await coach('Dara');
    const form = cleo.page.locator('[data-section="new-challenge"]');
    await form.getByLabel('Game').selectOption(SECRET_GAME);
    await form.getByLabel('Seats').fill('4');
    await form.getByLabel('Seat p2: coach to invite').fill('Dara');
    await form.getByRole('button', { name: 'Open the table' }).click();
    const mine = cleo.page.locator('[data-section="my-challenges"] [data-my-challenge]');
    await mine.waitFor();
    expect(await mine.textContent()).toMatch(/Cleo’s whispers table, 4 seats/);

    // Dara's lobby lists it under its game, with the seat kept for her.
    const table = dara.page.locator(
      `[data-section="open-challenges"] [data-game="${SECRET_GAME}"] [data-table]`,
    );
    await table.waitFor({ timeout: 10_000 });
    expect(await table.locator('[data-seat="p2"]').textContent()).toMatch(/kept for Dara/);
    expect(await table.locator('[data-take="p3"]').count()).toBe(1);
    await dara.page.screenshot({ path: path.join(ARTIFACTS_DIR, 'lobby-table-invited.png') });
    await table.locator('[data-take="p2"]').click();

    // Cleo sees Dara seated (pushed), gives the empty seats to bots and starts.
    await cleo.page
      .locator('[data-my-challenge] [data-seat="p2"][data-seat-state="taken"]')
      .waitFor({ timeout: 10_000 });
    expect(await cleo.page.locator('[data-command="start-table"]').isDisabled()).toBe(true);
    await cleo.page.locator('[data-command="fill-bots"]').click();
    await poll(() => cleo.page.locator('[data-my-challenge] [data-seat-state="taken"]').count()).toBe(4);
    await cleo.page.screenshot({ path: path.join(ARTIFACTS_DIR, 'lobby-table-full.png') });
    await cleo.page.locator('[data-command="start-table"]').click();

    // Both go to the match; the live screen says it cannot draw this game yet instead of failing.
    for (const page of [cleo.page, dara.page]) {
      await page.locator('.live-error [role="alert"]').waitFor({ timeout: 10_000 });
      expect(await page.locator('.live-error').textContent()).toMatch(/whispers match/);
      expect(page.url()).toMatch(/#\/match\//);
    }
  }, 90_000);
});
