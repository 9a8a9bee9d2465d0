import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type BloodBoundMatch, bloodBoundModule } from '../games/blood-bound/module.js';
import { bloodBowlModule } from '../games/blood-bowl/module.js';
import {
  ARTIFACTS_DIR,
  browserAvailable,
  coachContext,
  launchChromium,
  painted,
} from '../test-support/browser.js';
import { startMatchServer } from '../test-support/matches.js';

const LIVE = '.bb-live';

/** The screen's sequence number: it changes with every update the page has drawn. */
const seqOf = (page: Page) => page.locator(LIVE).getAttribute('data-seq');

/**
 * Waits until the coach must decide (their prompt is up) or the game is over; which one it is. Waits for a
 * state of the page, never for time.
 */
async function nextState(page: Page): Promise<'prompt' | 'over'> {
  await page.waitForFunction(
    () =>
      document.querySelector('.bb-live[data-over="yes"]') !== null ||
      document.querySelector('.bb-prompt.mine button:not([disabled])') !== null,
    undefined,
    { timeout: 60_000 },
  );
  return (await page.locator(`${LIVE}[data-over="yes"]`).count()) > 0 ? 'over' : 'prompt';
}

/** Answers the prompt on screen through its visible controls, and waits until the page shows the result. */
async function answerPrompt(page: Page, kinds: Set<string>): Promise<void> {
  const prompt = page.locator('.bb-prompt.mine');
  const kind = (await prompt.getAttribute('data-prompt')) as string;
  kinds.add(kind);
  const before = await seqOf(page);
  const button = (selector: string) => prompt.locator(selector).first();
  if (kind === 'turn') {
    // Attack (the first target offered), so that the game moves towards a capture.
    const attack = prompt.locator('button[data-command="attack"]');
    if ((await attack.count()) > 0) await attack.first().click();
    else await button('button[data-command="pass"]').click();
  } else if (kind === 'intervention') {
    await prompt.locator('[data-countdown]').waitFor();
    await button('button[data-command="decline-intervention"]').click();
  } else if (kind === 'choose-intervener') {
    await button(
      'button[data-command="accept-intervention"], button[data-command="refuse-intervention"]',
    ).click();
  } else if ((await prompt.locator('.bb-curse').count()) > 0) {
    // The Inquisitor's Curses: the True one to the first player listed, False ones to the next ones.
    const needed = Number((await prompt.locator('.bb-curse legend').textContent())?.match(/\d+/)?.[0] ?? 0);
    const boxes = prompt.locator('.bb-curse input[type="checkbox"]');
    for (let i = 0; i < needed; i++) await boxes.nth(i).check();
    await button('button[data-command="curse"]').click();
  } else {
    // A token to take or return, or an ability's choice: the first one offered.
    await button('button:not([disabled])').click();
  }
  await page.waitForFunction(
    (was) =>
      document.querySelector('.bb-live')?.getAttribute('data-seq') !== was ||
      document.querySelector('.bb-live [role="alert"]') !== null,
    before,
    { timeout: 60_000 },
  );
  const alert = page.locator(`${LIVE} [role="alert"]`);
  if ((await alert.count()) > 0) throw new Error(`the answer was refused: ${await alert.textContent()}`);
}

describe.runIf(browserAvailable())('Blood Bound in Chromium', () => {
  let server: Awaited<ReturnType<typeof startMatchServer>>;
  let browser: Browser;
  beforeAll(async () => {
    server = await startMatchServer('pglite', { games: [bloodBowlModule(), bloodBoundModule()] });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  test('a coach opens a 6-seat table, bots fill it, and the coach plays to the end through the screen (English, then Korean)', async () => {
    const hana = await coachContext(browser, server.baseUrl, { name: `Hana${Date.now().toString(36)}` });
    const { page } = hana;
    await page.goto(server.baseUrl);
    const form = page.locator('[data-section="new-challenge"]');
    await form.getByLabel('Game').selectOption('blood-bound');
    await form.getByLabel('Seats').fill('6');
    // A long window: the coach answers every offer through the screen, never by running out of time; the
    // coach takes the dagger first, so the game always asks them to attack or pass.
    await form.getByLabel('Bots play').selectOption('reasoning');
    await form.getByLabel('Time to offer an intervention').selectOption('120');
    await form.getByLabel('First to hold the dagger').selectOption('p1');
    await form.getByRole('button', { name: 'Open the table' }).click();
    const mine = page.locator('[data-section="my-challenges"] [data-my-challenge]');
    await mine.waitFor();
    await page.locator('[data-command="fill-bots"]').click();
    await expect
      .poll(() => page.locator('[data-my-challenge] [data-seat-state="taken"]').count(), { timeout: 20_000 })
      .toBe(6);
    await page.locator('[data-command="start-table"]').click();

    // The lobby goes to the match; Blood Bound's own screen takes it.
    await page.locator(`${LIVE}[data-as="p1"]`).waitFor({ timeout: 30_000 });
    expect(page.url()).toMatch(/#\/blood-bound\//);
    const matchId = (await page.locator(LIVE).getAttribute('data-match')) as string;
    const room = await server.app.host.room(matchId);
    const state = () => room.state as BloodBoundMatch;
    const cards = [...state().game.secret.cards];
    // The form's options reached the match: the window the coach chose, the coach holding the dagger first.
    expect(state().table).toEqual({ bots: 'reasoning', interventionSeconds: 120 });
    expect(state().game.dagger).toBe('p1');
    // Your own card and the clue the player on your right showed you; six players around the table.
    await expect
      .poll(() => page.locator('.bb-you [data-card]').first().getAttribute('data-card'))
      .toBe(cards[0]);
    expect(await page.locator('.bb-you [data-clue-from]').getAttribute('data-clue-from')).toBe('p6');
    expect(await page.locator('.bb-ring [data-seat]').count()).toBe(6);

    // A spectator sees the table, and nobody's card.
    const watcher = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const spectator = await watcher.newPage();
    await spectator.goto(`${server.baseUrl}/#/match/${matchId}?watch`);
    await spectator.locator(`${LIVE}[data-as="spectator"]`).waitFor({ timeout: 30_000 });
    expect(await spectator.locator('.bb-you').count()).toBe(0);
    expect(await spectator.locator('.bb-prompt.mine').count()).toBe(0);
    const seen = (await spectator.locator(LIVE).innerHTML()) ?? '';
    for (const card of cards) expect(seen).not.toContain(`data-card="${card}"`);

    const kinds = new Set<string>();
    let answered = 0;
    let korean = false;
    for (let i = 0; i < 400; i++) {
      if ((await nextState(page)) === 'over') break;
      if (answered === 0) {
        await painted(page);
        await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'blood-bound-prompt-en.png') });
      }
      if (answered === 3 && !korean) {
        // The coach switches to Korean mid-game: the seed's words, the same controls.
        await page.locator('[data-locale="ko"]').click();
        await page.locator(`${LIVE} h2`).getByText('블러드 바운드').waitFor();
        korean = true;
        await nextState(page);
        await painted(page);
        await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'blood-bound-prompt-ko.png') });
        continue;
      }
      await answerPrompt(page, kinds);
      answered++;
    }
    await page.locator(`${LIVE}[data-over="yes"]`).waitFor();
    expect(room.live, 'the match is over').toBe(false);
    expect([...kinds], 'the prompts the coach answered').toContain('turn');

    // The end reveals every card on the table, to the coach and to the spectator.
    await page.locator('.bb-outcome').waitFor();
    for (const card of cards) await page.locator(`.bb-ring [data-card="${card}"]`).waitFor();
    await spectator.locator('.bb-outcome').waitFor({ timeout: 30_000 });
    for (const card of cards) await spectator.locator(`.bb-ring [data-card="${card}"]`).waitFor();
    const outcome = state().game.outcome!;
    expect(await page.locator('.bb-outcome').getAttribute('data-winner')).toBe(outcome.winner);
    expect(await page.locator('.bb-ring [data-captured]').count()).toBe(1);
    await page.locator(`.bb-ring [data-seat="${outcome.captured}"] [data-captured]`).waitFor();
    expect(await page.locator('[data-my-result]').getAttribute('data-my-result')).toBe(outcome.seats.p1);
    expect(await page.locator('.bb-log li').count()).toBeGreaterThan(10);
    await painted(page);
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'blood-bound-end-ko.png'), fullPage: true });
    await page.locator('[data-locale="en"]').click();
    await page.locator(`${LIVE} h2`).getByText('Blood Bound').waitFor();
    await painted(page);
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'blood-bound-end-en.png'), fullPage: true });
    await spectator.screenshot({ path: path.join(ARTIFACTS_DIR, 'blood-bound-spectator-end.png') });
    // The replay (the lobby's link, handed to Blood Bound's own replay): every step shows every card.
    await page.goto(`${server.baseUrl}/#/replay/${matchId}`);
    await page.locator('.bb-replay[data-step="0"]').waitFor({ timeout: 30_000 });
    expect(page.url()).toMatch(/#\/blood-bound\/.+\/replay$/);
    for (const card of cards) await page.locator(`.bb-ring [data-card="${card}"]`).waitFor();
    await page.locator('[data-step-to="last"]').click();
    await page.locator('.bb-replay .bb-ring [data-captured]').waitFor();
    expect(Number(await page.locator('.bb-replay').getAttribute('data-step'))).toBe(room.seq);
    await painted(page);
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'blood-bound-replay-en.png') });
    expect(hana.errors).toEqual([]);
    await watcher.close();
    await hana.context.close();
  }, 300_000);
});
