import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  ARTIFACTS_DIR,
  browserAvailable,
  coachContext,
  launchChromium,
  painted,
} from '../test-support/browser.js';
import { startMatchServer } from '../test-support/matches.js';

const screen = (page: Page) => page.locator('.trench-match');
const seqOf = (page: Page) => screen(page).getAttribute('data-seq');

/**
 * Does `act` and waits until the screen shows a later command (its sequence number moves on) or an alert
 * says why the server refused it: states, never time.
 */
async function answer(page: Page, act: () => Promise<void>): Promise<'done' | 'refused'> {
  const before = await seqOf(page);
  const refusals = await screen(page).getAttribute('data-refusals');
  await act();
  await page.waitForFunction(
    ([seq, refused]) => {
      const m = document.querySelector('.trench-match');
      return m?.getAttribute('data-seq') !== seq || m?.getAttribute('data-refusals') !== refused;
    },
    [before, refusals],
    { timeout: 60_000 },
  );
  return (await seqOf(page)) !== before ? 'done' : 'refused';
}

/** Waits until it is this coach's decision, or the battle is over. */
async function myTurnOrOver(page: Page): Promise<'mine' | 'over'> {
  await page.waitForFunction(
    () => {
      const m = document.querySelector('.trench-match');
      return m?.getAttribute('data-phase') === 'over' || m?.getAttribute('data-my-turn') === 'yes';
    },
    undefined,
    { timeout: 120_000 },
  );
  return (await screen(page).getAttribute('data-phase')) === 'over' ? 'over' : 'mine';
}

/** Clicks the battlefield at a point in inches (x west→east, y south→north on the 48" table). */
async function clickTable(page: Page, x: number, y: number): Promise<void> {
  const svg = page.locator('svg.trench-battlefield');
  const box = await svg.boundingBox();
  if (!box) throw new Error('no battlefield');
  // The view box is the table with ½" margins: 49" across. Playwright scrolls the point into view.
  const position = { x: ((x + 0.5) / 49) * box.width, y: ((48 - y + 0.5) / 49) * box.height };
  await svg.click({ position, force: true });
}

/** Deploys the first model offered: tries spots across the zone until the rules accept one. */
async function deployOne(page: Page): Promise<void> {
  const button = page.locator('[data-deploy] [data-command="deploy"]').first();
  await button.click();
  await page.locator('[data-deploy] [data-command="deploy"].primary').waitFor();
  const zone = await page.locator('polygon[data-zone]').getAttribute('points');
  const pts = zone!.split(' ').map((p) => p.split(',').map(Number) as [number, number]);
  const xs = pts.map((p) => p[0]);
  const ys = pts.map((p) => 48 - p[1]);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const placed = await page.locator('.trench-battlefield .model.seat-a').count();
  for (let i = placed * 5; i < placed * 5 + 80; i++) {
    const x = x0 + 2 + ((i * 7.3) % (x1 - x0 - 4));
    const y = y0 + 1.5 + ((i * 2.9) % (y1 - y0 - 3));
    if ((await answer(page, () => clickTable(page, x, y))) === 'done') return;
  }
  throw new Error('no spot in the zone was accepted');
}

describe.runIf(browserAvailable())('Trench Crusade in Chromium', () => {
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

  test('a coach opens a short game against the bot from the lobby and plays it to its result, in English then Korean', async () => {
    const { page, errors } = await coachContext(browser, server.baseUrl, {
      name: 'Crusader',
      viewport: { width: 1400, height: 1000 },
    });
    await page.goto(server.baseUrl);
    const form = page.locator('[data-section="new-challenge"]');
    await form.getByLabel('Game').selectOption('trench-crusade');
    await form.getByLabel('Scenario').selectOption('claim-no-mans-land');
    await form.getByLabel('Turns').selectOption('1');
    // The builder checks a warband as it is built, every problem at once, before any table is opened.
    await form.locator('select[name="warband"]').selectOption('build');
    await form.locator('[data-builder-ok]').waitFor();
    for (let i = 0; i < 8; i++) await form.locator('[data-builder-add]').selectOption('shocktrooper');
    await form.locator('[data-builder-problems]').waitFor();
    expect(await form.locator('[data-builder-problems] li').allTextContents()).toEqual(
      expect.arrayContaining([expect.stringMatching(/Shocktrooper/), expect.stringMatching(/700/)]),
    );
    await form.locator('select[name="warband"]').selectOption('new-antioch-assault');
    await form.getByRole('button', { name: 'Play against the bot' }).click();
    await page.locator('.trench-match[data-as="a"]').waitFor({ timeout: 60_000 });
    expect(await page.locator('.trench-battlefield .terrain').count()).toBeGreaterThan(5);

    const shots = new Set<string>();
    const shot = async (name: string) => {
      if (shots.has(name)) return;
      shots.add(name);
      await painted(page);
      await page.screenshot({ path: path.join(ARTIFACTS_DIR, `trench-${name}.png`), fullPage: true });
    };
    let activations = 0;
    let moved = false;
    let attacked = false;
    for (let guard = 0; guard < 400; guard++) {
      if ((await myTurnOrOver(page)) === 'over') break;
      const controls = page.locator('.trench-controls');
      const has = async (selector: string) => (await controls.locator(selector).count()) > 0;
      if (await has('[data-command="choose-zone"]')) {
        await answer(page, () => controls.locator('[data-command="choose-zone"]').first().click());
      } else if (await has('[data-command="choose-first"][data-seat="a"]')) {
        await answer(page, () => controls.locator('[data-command="choose-first"][data-seat="a"]').click());
      } else if (await has('[data-deploy]')) {
        await deployOne(page);
        await shot('deployment');
      } else if (await has('[data-command="field"]')) {
        await answer(page, () => controls.locator('[data-command="field"]').click());
      } else if (await has('[data-command="spend-none"]')) {
        await answer(page, () => controls.locator('[data-command="spend-none"]').click());
      } else if (await has('[data-command="free-attacks"]')) {
        await answer(page, () => controls.locator('[data-command="free-attacks"]').click());
      } else if (await has('[data-command="fall-side"]')) {
        await answer(page, () => controls.locator('[data-command="fall-side"]').first().click());
      } else if (await has('[data-command="activate"]')) {
        await answer(page, () => controls.locator('[data-command="activate"]').first().click());
        activations++;
        // Half way through the turn the coach switches the screen to Korean and plays on.
        if (activations === 4) {
          await page.locator('[data-locale="ko"]').click();
          await page.locator('html[lang="ko"]').waitFor();
        }
      } else if (!moved && (await has('[data-command="move"]'))) {
        // The reachable area of a Move, then a move to its far edge.
        await controls.locator('[data-command="move"]').click();
        await page.locator('.trench-battlefield .reach rect').first().waitFor();
        await shot(activations >= 4 ? 'move-reach-ko' : 'move-reach-en');
        const cell = page.locator('.trench-battlefield .reach rect').last();
        const x = Number(await cell.getAttribute('x')) + 0.25;
        const y = 48 - (Number(await cell.getAttribute('y')) + 0.25);
        // A sliver at the edge of the area may be refused; the coach then ends the Activation.
        await answer(page, () => clickTable(page, x, y));
        moved = true;
      } else if (!attacked && (await has('[data-command="shoot"], [data-command="melee"]'))) {
        // The odds before the attack, with sight and cover; then the attack itself and its dice.
        await controls.locator('[data-command="shoot"], [data-command="melee"]').first().click();
        await page.locator('.trench-odds [data-odds]').first().waitFor();
        const hit = Number(await page.locator('.trench-odds .attack-odds').first().getAttribute('data-hit'));
        expect(hit).toBeGreaterThan(0);
        expect(hit).toBeLessThanOrEqual(1);
        await page.locator('.trench-odds [data-odds]').first().hover();
        await page.locator('.trench-battlefield line.sight').waitFor();
        await shot(activations >= 4 ? 'odds-ko' : 'odds-en');
        await answer(page, () => page.locator('.trench-odds [data-command="attack"]').first().click());
        attacked = true;
      } else if (await has('[data-command="end-activation"]')) {
        await answer(page, () => controls.locator('[data-command="end-activation"]').click());
        moved = false;
      } else {
        throw new Error(`nothing to do: ${await controls.textContent()}`);
      }
    }
    await page.locator('.trench-match[data-phase="over"] .result').waitFor({ timeout: 60_000 });
    // The measuring tool: two points 10" apart on the table.
    await page.locator('[data-command="measure"]').click();
    await clickTable(page, 10, 24);
    await clickTable(page, 20, 24);
    const measured = Number(await page.locator('[data-measure]').getAttribute('data-measure'));
    expect(measured).toBeGreaterThan(9.5);
    expect(measured).toBeLessThan(10.5);
    // The log shows the dice, kept and dropped, and the result.
    expect(await page.locator('.trench-log .die').count()).toBeGreaterThan(0);
    expect(await page.locator('.trench-log [data-event="game-over"]').count()).toBe(1);
    await shot('result-ko');
    await page.locator('[data-locale="en"]').click();
    await page.locator('html[lang="en"]').waitFor();
    await shot('result-en');
    expect(await page.locator('.trench-match .result').textContent()).toMatch(/wins|draw/);
    expect(activations).toBeGreaterThan(3);
    expect(errors).toEqual([]);
    // The server agrees: the match is finished with a result for both seats, and verifies.
    const matchId = (await screen(page).getAttribute('data-match'))!;
    const summary = await page.evaluate((id) => fetch(`/api/matches/${id}`).then((r) => r.json()), matchId);
    expect(summary.match?.status ?? summary.status).toBe('finished');
    const verify = await page.evaluate(
      (id) => fetch(`/api/matches/${id}/verify`).then((r) => r.json()),
      matchId,
    );
    expect(verify.ok).toBe(true);
    // A whole game, every step waited for: generous for a loaded machine (about a minute on a quiet one).
  }, 600_000);
});
