import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  ARTIFACTS_DIR,
  browserAvailable,
  coachContext,
  launchChromium,
  register,
} from '../test-support/browser.js';
import { startMatchServer } from '../test-support/matches.js';

/**
 * Issue 16: the live match's pre-match inducement screen, in two browsers. Each coach sees both purses,
 * buys from the offers grouped as the list is (common items, Star Players, Mercenaries) with their prices
 * and presses Done; what the other bought appears only when both are done. Then the Star and the
 * Mercenary stand in the dugouts under their names, and the prayers bought are listed beside the score.
 */

const decisionOf = (page: Page) => page.locator('.match').getAttribute('data-decision');
const teamOf = (page: Page) => page.locator('.match').getAttribute('data-team');
const poll = <T>(check: () => Promise<T>) => expect.poll(check, { timeout: 10_000 });
const text = (l: Locator) => async () => (await l.textContent()) ?? '';

describe.runIf(browserAvailable())('the inducement step in a live match', () => {
  let server: Awaited<ReturnType<typeof startMatchServer>>;
  let browser: Awaited<ReturnType<typeof launchChromium>>;
  beforeAll(async () => {
    server = await startMatchServer('pglite');
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  test('both coaches buy in secret, then see everything: Star and Mercenary in the dugouts, prayers by the score', async () => {
    const home = await server.coach('BuyH');
    const away = await server.coach('BuyA');
    const table = await home.openTable({
      game: 'blood-bowl',
      options: { inducements: { budget: 600_000 } },
      choice: { roster: 'human' },
      invite: [away.name],
      autoStart: false,
    });
    await away.takeSeat(table.id, 'away', { choice: { roster: 'orc' } });
    const { match } = await home.startTable(table.id);
    const h = await coachContext(browser, server.baseUrl, { name: home.name, login: true });
    const a = await coachContext(browser, server.baseUrl, { name: away.name, login: true });
    for (const c of [h, a]) await c.page.goto(`${server.baseUrl}/#/match/${match.id}`);
    const panel = (page: Page) => page.getByTestId('inducements');
    const bought = (page: Page, side: string) => panel(page).locator(`[data-bought="${side}"]`);

    // Both see the purses; only home, who buys first, has offers and a Done button.
    for (const c of [h, a]) await panel(c.page).getByText('Budget').waitFor();
    await poll(text(panel(h.page).locator('tbody'))).toContain('600k');
    // Exhibition play too shows each team's CTV (both coaches, before anything is bought).
    for (const c of [h, a])
      await poll(text(panel(c.page).locator('tbody tr').first())).toMatch(
        /^Current Team Value\s*\d+k\s*\d+k$/,
      );
    await poll(() => panel(a.page).locator('[data-group]').count()).toBe(0);
    const common = panel(h.page).locator('[data-group="common"]');
    await poll(text(common.locator('[data-choice="buy:bribes"]'))).toMatch('Bribes (100k)');
    await common.locator('[data-choice="buy:bribes"]').click();
    await bought(h.page, 'home').getByText('Bribes (100k)').waitFor();
    await poll(text(common.locator('[data-choice="buy:bribes"]'))).toContain('1 of 3');
    await common.locator('[data-choice="buy:prayers-to-nuffle"]').click();
    await bought(h.page, 'home').getByText('Prayers to Nuffle').waitFor();
    const stars = panel(h.page).locator('[data-group="stars"]');
    await poll(text(stars.locator('summary'))).toContain('0 of 2');
    await stars.locator('summary').click();
    await stars.locator('[data-choice="buy:star-player:griff-oberwald"]').click();
    await bought(h.page, 'home').getByText('Star Player: Griff Oberwald').waitFor();
    await poll(text(panel(h.page).locator('tbody'))).toContain('Left');
    await h.page.screenshot({ path: path.join(ARTIFACTS_DIR, 'inducements-buying.png'), fullPage: true });

    await panel(h.page).locator('[data-command="done"]').click();
    await poll(() => teamOf(a.page)).toBe('away');
    // Away, now deciding (every earlier update has reached it), has seen none of it: its panel withholds home's purchases and spend.
    await poll(text(bought(a.page, 'home'))).toMatch(/Shown once both coaches are done/);
    expect(await text(panel(a.page))()).not.toContain('Griff');
    expect(await a.page.locator('[data-player="home-star-griff-oberwald"]').count()).toBe(0);

    const mercs = panel(a.page).locator('[data-group="mercenaries"]');
    await mercs.locator('summary').click();
    const merc = mercs.locator('[data-choice^="buy:mercenary:orc-lineman"]').first();
    await poll(text(merc)).toMatch(/^Mercenary Player: Lineman \(\d+k\)$/);
    await merc.click();
    await bought(a.page, 'away')
      .getByText(/^Mercenary Lineman \(\d+k\)$/)
      .waitFor();
    await poll(text(bought(h.page, 'away'))).toMatch(/Shown once both coaches are done/);
    await panel(a.page).locator('[data-command="done"]').click();

    // Both done: each sees the other's purchases; the prayer home bought is rolled and in force.
    await poll(() => decisionOf(h.page)).not.toBe('inducements');
    for (const c of [h, a]) {
      await bought(c.page, 'home').getByText('Star Player: Griff Oberwald').waitFor();
      await poll(text(bought(c.page, 'home'))).toContain('Bribes (100k)');
      await poll(text(bought(c.page, 'away'))).toContain('Mercenary Lineman');
      await poll(() =>
        c.page.locator('.dugout.home .chip[data-player="home-star-griff-oberwald"]').getAttribute('title'),
      ).toMatch(/Griff Oberwald/);
      await poll(() =>
        c.page.locator('.dugout.away .chip[data-player^="away-merc-"]').getAttribute('title'),
      ).toMatch(/Mercenary Lineman/);
      await poll(() => c.page.locator('.scoreboard [data-prayers="home"]').count()).toBe(1);
    }
    await a.page.screenshot({ path: path.join(ARTIFACTS_DIR, 'inducements-done.png'), fullPage: true });
    expect([...h.errors, ...a.errors]).toEqual([]);
    await h.context.close();
    await a.context.close();
  });

  test('the lobby: an inducement budget for a match against the bot, and the match opens on the step', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await register(context, server.baseUrl, `Lobby${Date.now().toString(36)}`);
    const budget = page.getByLabel(/Inducement budget per coach/);
    await budget.fill('75');
    await page.getByRole('button', { name: 'Play the bot' }).click();
    const panel = page.getByTestId('inducements');
    await panel.waitFor();
    await poll(text(panel.locator('tbody'))).toMatch(/Budget\s*75k\s*75k/);
    await poll(() => teamOf(page)).toBe('home');
    await context.close();
  });

  test('a classic match against the bot opens on the LRB6 step: its items, their rule lines', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await register(context, server.baseUrl, `Lrb6${Date.now().toString(36)}`);
    const form = page.locator('[data-section="new-challenge"]');
    await form.getByRole('combobox', { name: 'Rules' }).selectOption('classic');
    await form.getByRole('combobox', { name: 'Roster' }).selectOption('khemri');
    await page.getByLabel(/Inducement budget per coach/).fill('150');
    await page.getByRole('button', { name: 'Play the bot' }).click();
    const panel = page.getByTestId('inducements');
    await panel.waitFor();
    await poll(() => teamOf(page)).toBe('home');
    // Khemri may not hire an Apothecary: Igor is offered; no Prayers to Nuffle in LRB6.
    await panel.locator('[data-choice="buy:igor"]').waitFor();
    expect(await panel.locator('[data-choice="buy:igor"]').textContent()).toContain('Igor (100k)');
    expect(await panel.locator('[data-choice="buy:prayers-to-nuffle"]').count()).toBe(0);
    // The rule lines arrive as their own chunk.
    const rules = page.getByTestId('classic-inducement-rules');
    await rules.locator('summary').click();
    await poll(text(rules.locator('[data-item="igor"]'))).toContain('failed Regeneration roll');
    await poll(text(rules)).toContain('lower team value gets the difference');
    await context.close();
  });
});
