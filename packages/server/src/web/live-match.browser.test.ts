import path from 'node:path';
import { type BlockFace, blockFace, buildStartingTeam, type MatchState } from '@dugout/rules';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  ARTIFACTS_DIR,
  browserAvailable,
  launchChromium,
  painted,
  playToFirstActivation,
  register,
  select,
} from '../test-support/browser.js';
import { startMatchServer } from '../test-support/matches.js';

/**
 * A fixed dice seed (injected into the server) under which this match goes: the away coach calls the toss and
 * chooses to kick, the kick-off is Changing Weather, the home Lineman's Dodge away from the Line of
 * Scrimmage succeeds, and the home Ogre's block on the orc Lineman opposite rolls two dice (Push Back, POW!).
 */
const DICE = new Uint8Array(32).fill(0x61);

/** The home coach's set-up, dragged from the dugout: the Ogre (home-11) on the Line of Scrimmage, centre. */
const HOME_SETUP: [string, number, number][] = [
  ['home-11', 12, 7],
  ['home-2', 12, 6],
  ['home-3', 12, 8],
  ['home-1', 10, 7],
  ['home-4', 10, 4],
  ['home-5', 10, 10],
  ['home-6', 8, 7],
  ['home-7', 10, 1],
  ['home-8', 10, 13],
  ['home-9', 7, 5],
  ['home-10', 7, 9],
];

const PHONE = { width: 844, height: 390 };
const DESKTOP = { width: 1366, height: 800 };
/** How quickly the other screens must show a change. */
const WITHIN = 1_000;
/** Waits for what the page itself does (a loaded machine may be slow); changes seen elsewhere use WITHIN. */
const poll = <T>(check: () => Promise<T>) => expect.poll(check, { timeout: 10_000 });

const decisionOf = (page: Page) => page.locator('.match').getAttribute('data-decision');
const teamOf = (page: Page) => page.locator('.match').getAttribute('data-team');

/** Every token on the pitch: player, square and status, sorted (two screens showing the same board agree). */
const board = (page: Page) =>
  page
    .locator('.pitch .token')
    .evaluateAll((els) =>
      els
        .map(
          (e) =>
            `${e.getAttribute('data-player')}@${e.getAttribute('data-at')}:${e.getAttribute('data-status')}`,
        )
        .sort(),
    );

/** The block dice's faces as the English screen names them. */
const FACE_NAMES: Record<BlockFace, string> = {
  'player-down': 'Player Down',
  'both-down': 'Both Down',
  'push-back': 'Push Back',
  stumble: 'Stumble',
  pow: 'POW!',
};

async function squareCentre(page: Page, x: number, y: number): Promise<{ x: number; y: number }> {
  const box = await page.locator('svg.pitch').boundingBox();
  if (!box) throw new Error('no pitch');
  // The pitch is drawn with a crowd band of half a square (20 of 40 units) around it.
  return {
    x: box.x + ((20 + (x + 0.5) * 40) / (26 * 40 + 40)) * box.width,
    y: box.y + ((20 + (y + 0.5) * 40) / (15 * 40 + 40)) * box.height,
  };
}

/** Drags a player from the dugout (or the pitch) onto a square with the pointer. */
async function drag(page: Page, player: string, x: number, y: number): Promise<void> {
  const from = page.locator(`.chip[data-player="${player}"], .token[data-player="${player}"]`).first();
  const box = await from.boundingBox();
  if (!box) throw new Error(`${player} is not on screen`);
  const to = await squareCentre(page, x, y);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 5 });
  await page.mouse.up();
  await page.locator(`.token[data-player="${player}"][data-at="${x},${y}"]`).waitFor();
}

/** A screenshot of the page as it is, on a desktop and on a phone held sideways. */
async function shots(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(ARTIFACTS_DIR, `live-${name}.png`) });
  await page.setViewportSize(PHONE);
  await painted(page);
  await page.screenshot({ path: path.join(ARTIFACTS_DIR, `live-${name}-phone.png`) });
  await page.setViewportSize(DESKTOP);
}

describe.runIf(browserAvailable())('a live match between two browsers, watched and replayed', () => {
  let server: Awaited<ReturnType<typeof startMatchServer>>;
  let browser: Browser;

  beforeAll(async () => {
    server = await startMatchServer('pglite', { seeds: () => DICE });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  test('challenge, set-ups, kick-off, a Dodge, a two-dice block with push and follow-up, spectator, reload, replay', async () => {
    const errors: string[] = [];
    const open = async (name: string) => {
      const context = await browser.newContext({ viewport: DESKTOP });
      const page = await register(context, server.baseUrl, name);
      page.on('pageerror', (e) => errors.push(`${name}: ${e.message}`));
      return page;
    };

    const home = await open('Griff');
    const away = await open('Varag');

    // Griff challenges Varag with a Human team (the auto-built team is shown); Varag accepts with Orcs.
    const newMatch = home.locator('[data-section="new-challenge"]');
    await newMatch.getByRole('combobox', { name: 'Roster' }).selectOption('human');
    await poll(() => newMatch.locator('[data-team-preview="human"]').textContent()).toMatch(/Ogre/);
    await newMatch.getByLabel('Team name (optional)').fill('Altdorf Griffons');
    await newMatch.getByLabel('Opponent (coach name)').fill('Varag');
    await newMatch.getByRole('button', { name: 'Post the challenge' }).click();
    await home.locator('[data-my-challenge][data-status="open"]').waitFor();
    await shots(home, 'lobby-challenge');

    const challenge = away.locator('[data-section="open-challenges"] [data-challenge]');
    await challenge.waitFor({ timeout: 10_000 });
    expect(await challenge.textContent()).toContain('Griff challenges you');
    await away.getByRole('combobox', { name: 'Accept with' }).selectOption('orc');
    await challenge.getByRole('button', { name: 'Accept' }).click();

    // Both go to the match: the challenger's lobby notices the acceptance by itself.
    await away.locator('.live-match[data-as="away"]').waitFor();
    await home.locator('.live-match[data-as="home"]').waitFor({ timeout: 10_000 });
    const matchId = (await home.locator('.live-match').getAttribute('data-match')) as string;
    expect(away.url()).toContain(`#/match/${matchId}`);
    await home.locator('[data-connection="connected"]').first().waitFor();
    await expect
      .poll(() => home.locator('[data-seat-status="away"] [data-connection]').getAttribute('data-connection'))
      .toBe('connected');

    // The toss: the away coach calls, and (winning it) kicks.
    await poll(() => decisionOf(away)).toBe('coin-toss');
    await away.locator('[data-choice="heads"]').click();
    await poll(() => decisionOf(away)).toBe('kick-or-receive');
    await away.locator('[data-choice="kick"]').click();

    // The kicking coach sets up with a standard formation.
    await poll(() => decisionOf(away)).toBe('setup');
    await away.getByRole('button', { name: 'Formation: Balanced' }).click();
    await away.locator('.token.away').nth(10).waitFor();
    await away.locator('[data-command="done"]').click();

    // The receiving coach drags every player from the dugout; an illegal square is refused with the reason.
    await poll(() => teamOf(home)).toBe('home');
    await poll(() => decisionOf(home)).toBe('setup');
    await drag(home, 'home-11', 12, 7);
    const chip = home.locator('.chip[data-player="home-2"]');
    const chipBox = await chip.boundingBox();
    const wrong = await squareCentre(home, 16, 7);
    if (!chipBox) throw new Error('no chip');
    await home.mouse.move(chipBox.x + chipBox.width / 2, chipBox.y + chipBox.height / 2);
    await home.mouse.down();
    await home.mouse.move(wrong.x, wrong.y, { steps: 5 });
    await home.mouse.up();
    await poll(() => home.getByRole('alert').first().textContent()).toMatch(/sets up in its own half/);
    await shots(home, 'setup-refused');
    await home.getByRole('button', { name: 'Dismiss' }).click();
    // The Lineman is still picked: it is dragged again, to a square of its own half.
    expect(await decisionOf(home)).toBe('setup-place');
    await drag(home, 'home-2', 12, 6);
    for (const [player, x, y] of HOME_SETUP.slice(2)) await drag(home, player, x, y);
    await shots(home, 'setup-dragged');
    // The other coach sees the set-up as it is made.
    await expect.poll(() => board(away), { timeout: WITHIN }).toEqual(await board(home));
    await home.locator('[data-command="done"]').click();

    // The kick-off: the kicking coach names the kicker and the target square.
    await poll(() => decisionOf(away)).toBe('choose-kicker');
    await away.locator('.token.clickable').first().click();
    await poll(() => decisionOf(away)).toBe('kick-target');
    await away.locator('.pitch .target[data-square="5,7"]').click();
    await poll(() => decisionOf(home)).toBe('activation');
    expect(await teamOf(home)).toBe('home');
    await expect
      .poll(() => away.locator('.dice-log li').allTextContents())
      .toEqual(expect.arrayContaining([expect.stringMatching(/Kick-off/i)]));
    await shots(home, 'kick-off');
    // At the start of their own turn a coach may concede (the engine's rule); the other coach may not.
    await home.getByRole('button', { name: 'Concede the match' }).waitFor();
    expect(await away.getByRole('button', { name: 'Concede the match' }).count()).toBe(0);

    // A spectator opens the match from the lobby's live list and sees the same board; the coaches see the count.
    const watcher = await open('Nuffle');
    const live = watcher.locator(`[data-section="live-matches"] [data-match="${matchId}"]`);
    await live.waitFor({ timeout: 10_000 });
    // Teams, coaches, score, half and turn.
    expect(await live.textContent()).toMatch(
      /Altdorf Griffons \(Griff\) vs Orc.*\(Varag\).*0–0, half 1, turn 1/,
    );
    await live.getByRole('link', { name: 'Watch' }).click();
    await watcher.locator('.live-match[data-as="spectator"]').waitFor();
    expect(await board(watcher)).toEqual(await board(home));
    expect(await watcher.locator('.pitch .token.clickable').count()).toBe(0);
    await home.locator('[data-spectators="1"]').waitFor();
    await shots(watcher, 'spectator');

    // The home Lineman on the Line of Scrimmage steps away with a Dodge (its marker says so).
    await select(home, 'home-2');
    await home.locator('.actions [data-action="move"]').click();
    await poll(() => decisionOf(home)).toBe('move-step');
    // The reach odds are the odds worker's, loaded from the server beside app.js.
    await home.locator('.match[data-odds="ready"]').waitFor();
    expect(home.workers().map((w) => new URL(w.url()).pathname)).toContain('/odds-worker.js');
    const dodgeSquare = home.locator('.pitch .target.move.dodge[data-square="11,5"]');
    await dodgeSquare.hover();
    await shots(home, 'dodge-markers');
    await dodgeSquare.click();
    await home.locator('.token[data-player="home-2"][data-at="11,5"]').waitFor();
    await away.locator('.token[data-player="home-2"][data-at="11,5"]').waitFor({ timeout: WITHIN });
    await watcher.locator('.token[data-player="home-2"][data-at="11,5"]').waitFor({ timeout: WITHIN });
    expect(await home.locator('.dice-log li').allTextContents()).toEqual(
      expect.arrayContaining([expect.stringMatching(/Dodge/)]),
    );
    await home.locator('[data-command="end-activation"]').click();
    await poll(() => decisionOf(home)).toBe('activation');
    // Once a player has been activated, conceding waits for the next turn.
    expect(await home.getByRole('button', { name: 'Concede the match' }).count()).toBe(0);

    // The Ogre blocks the orc Lineman opposite: two dice, the attacker chooses.
    await select(home, 'home-11');
    await home.locator('.actions [data-action="block"]').click();
    await poll(() => decisionOf(home)).toBe('block-target');
    expect(await home.locator('[data-block-odds="away-1"]').textContent()).toMatch(/2 block dice/);
    await home.locator('.token[data-player="away-1"]').hover();
    await shots(home, 'block-odds');
    await home.locator('.token[data-player="away-1"]').click();
    await poll(() => decisionOf(home)).toBe('reroll');
    // The re-roll prompt names the roll and shows the faces: the two block dice the engine rolled, in order
    // (read from the match's state, so the test does not depend on one dice seed's faces).
    const rolled = (
      ((await server.app.host.room(matchId)).state as MatchState).stack.find((p) => p.kind === 'block') as
        | { dice?: number[] }
        | undefined
    )?.dice?.map(blockFace);
    expect(rolled).toHaveLength(2);
    const faces = rolled as BlockFace[];
    expect(await home.locator('.prompt-text').textContent()).toBe(
      `Block dice showing ${faces.map((f) => FACE_NAMES[f]).join(', ')}: re-roll them?`,
    );
    // The rest of the scene pushes the Lineman back: the dice must offer a Push Back.
    expect(faces, 'the block dice offer a Push Back').toContain('push-back');
    await home.locator('[data-command="no-reroll"]').click();
    if (new Set(faces).size > 1) {
      // Two different faces: the attacker chooses among them (both coaches see the decision).
      await poll(() => decisionOf(home)).toBe('block-die');
      await expect.poll(() => decisionOf(away), { timeout: WITHIN }).toBe('block-die');
      expect(
        (
          await home
            .locator('.options [data-choice]')
            .evaluateAll((els) => els.map((e) => e.getAttribute('data-choice')))
        ).sort(),
      ).toEqual([...new Set(faces)].sort());
      await shots(home, 'block-die');
      await home.locator('[data-choice="push-back"]').click();
    }
    // Two Push Backs: the one face counts at once, no choice to make.
    await poll(() => decisionOf(home)).toBe('push');
    await home.locator('.pitch .target[data-square="14,7"]').click();
    await poll(() => decisionOf(home)).toBe('follow-up');
    await home.locator('[data-choice="follow-up"]').click();
    await home.locator('.token[data-player="home-11"][data-at="13,7"]').waitFor();
    for (const page of [away, watcher]) {
      await page.locator('.token[data-player="away-1"][data-at="14,7"]').waitFor({ timeout: WITHIN });
      await page.locator('.token[data-player="home-11"][data-at="13,7"]').waitFor({ timeout: WITHIN });
    }
    await poll(() => decisionOf(home)).toBe('activation');
    await shots(away, 'after-block');
    await expect.poll(() => board(watcher), { timeout: WITHIN }).toEqual(await board(home));
    await expect.poll(() => board(away), { timeout: WITHIN }).toEqual(await board(home));

    // A Block for a player with nobody next to him, by its shortcut B: the server refuses, the screen says why.
    await select(home, 'home-9');
    await home.locator('.actions [data-action="move"]').waitFor();
    expect(await home.locator('.actions [data-action="block"]').count()).toBe(0);
    await home.keyboard.press('b');
    await poll(() => home.getByRole('alert').first().textContent()).toMatch(
      /#9 .+ cannot declare Block now\./,
    );
    await shots(home, 'refused-action');
    await home.getByRole('button', { name: 'Dismiss' }).click();
    await home.keyboard.press('Escape');

    // Chat: the coaches' channel reaches everyone.
    await home.getByLabel('Message to everyone').fill('Nice block, eh?');
    await home.getByRole('button', { name: 'Send' }).click();
    await away.getByText('Nice block, eh?').waitFor({ timeout: WITHIN });
    await watcher.getByText('Nice block, eh?').waitFor({ timeout: WITHIN });

    // After a reload the coach is back in the match, where it was.
    const before = await board(home);
    const seq = await home.locator('.live-match').getAttribute('data-seq');
    await home.reload();
    await home.locator('.live-match[data-as="home"]').waitFor();
    expect(await home.locator('.live-match').getAttribute('data-seq')).toBe(seq);
    expect(await board(home)).toEqual(before);
    expect(await decisionOf(home)).toBe('activation');
    expect(await home.locator('.pitch .token.clickable.home').count()).toBeGreaterThan(0);
    await shots(home, 'reloaded');

    // The replay of the match steps backwards and forwards to the same boards.
    await watcher.goto(`${server.baseUrl}/#/replay/${matchId}`);
    const replay = watcher.locator('.replay');
    await replay.waitFor();
    const length = Number(await replay.getAttribute('data-length'));
    expect(length).toBe(Number(seq));
    await watcher.locator('[data-replay="end"]').click();
    await poll(() => replay.getAttribute('data-at')).toBe(String(length));
    expect(await board(watcher)).toEqual(before);
    const boards: string[][] = [await board(watcher)];
    for (let i = 1; i <= 4; i++) {
      await watcher.locator('[data-replay="back"]').click();
      await poll(() => replay.getAttribute('data-at')).toBe(String(length - i));
      boards.push(await board(watcher));
    }
    // The block moved two players: the board before the follow-up differs from the last one.
    expect(boards[4]).not.toEqual(boards[0]);
    await shots(watcher, 'replay');
    for (let i = 3; i >= 0; i--) {
      await watcher.locator('[data-replay="forward"]').click();
      await poll(() => replay.getAttribute('data-at')).toBe(String(length - i));
      expect(await board(watcher)).toEqual(boards[i]);
    }
    // Jump to the home team's first turn, then play at speed to the end.
    await watcher.locator('[data-replay="start"]').click();
    await poll(() => replay.getAttribute('data-at')).toBe('0');
    // Index 0 is "Before the first turn"; 1 is the first team turn (the receiving Humans').
    await watcher.getByLabel('Go to').selectOption({ index: 1 });
    await poll(() => replay.getAttribute('data-at')).not.toBe('0');
    const turnStep = Number(await replay.getAttribute('data-at'));
    expect(turnStep).toBeLessThan(length - 4);
    await watcher.getByLabel('Speed').selectOption('8');
    await watcher.locator('[data-replay="play"]').click();
    await expect.poll(() => replay.getAttribute('data-at'), { timeout: 15_000 }).toBe(String(length));
    expect(await board(watcher)).toEqual(before);

    // The away coach leaves: the home coach sees it and may claim the win, which the server refuses in
    // place until the grace period is over.
    await away.context().close();
    await expect
      .poll(() => home.locator('[data-seat-status="away"] [data-connection]').getAttribute('data-connection'))
      .toBe('away');
    await home.locator('[data-command="claim-forfeit"]').click();
    await poll(() => home.getByRole('alert').first().textContent()).toMatch(/grace period/);
    await shots(home, 'opponent-away');

    expect(errors).toEqual([]);
  }, 180_000);

  test('a coach plays the bot from the lobby: the bot answers its own decisions', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await register(context, server.baseUrl, 'Solo');
    // The coach brings a team sheet of their own, pasted as JSON.
    const newMatch = page.locator('[data-section="new-challenge"]');
    await newMatch.getByLabel('Paste a team sheet').check();
    const sheet = { ...buildStartingTeam('dwarf'), name: 'Grudgebearers' };
    await newMatch.getByLabel('Team sheet (JSON)').fill(JSON.stringify(sheet));
    await newMatch.getByRole('button', { name: 'Play the bot' }).click();
    await page.locator('.live-match[data-as="home"]').waitFor();
    // The bot plays the same sheet: the two teams read by side, not both "Grudgebearers".
    expect(await page.locator('.team-score.home .team-name').textContent()).toBe('Grudgebearers (Home)');
    expect(await page.locator('.team-score.away .team-name').textContent()).toBe('Grudgebearers (Away)');
    expect(
      await page.locator('[data-seat-status="away"] [data-connection]').getAttribute('data-connection'),
    ).toBe('bot');
    // The bot (away) calls the toss by itself; the match comes to the coach.
    await page.locator('.match[data-team="home"]').waitFor({ timeout: 10_000 });
    expect(await page.locator('.dice-log li').count()).toBeGreaterThan(0);

    // Up to the coach's first turn with the simplest answers; there the coach concedes.
    await playToFirstActivation(page);
    await page.getByRole('button', { name: 'Concede the match' }).click();
    await page.locator('[data-command="concede"]').click();
    await page.getByText('Bot won: the opponent conceded.').waitFor({ timeout: 10_000 });
    await shots(page, 'conceded');
    await context.close();
  }, 60_000);
});
