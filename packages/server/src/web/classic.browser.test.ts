/**
 * Issue 18: a classic (LRB6) match in the browser. A coach chooses Classic (LRB6) in the lobby, is offered
 * the LRB6 rosters, plays the bot with Khemri into the first turn, and sees classic statistics and words.
 * On the match screen's test page, seed 001's displays on scripted positions, for both editions: a dot per
 * square of the planned path (green no roll, red a Dodge with the Tackle Zones on the square it enters, a
 * die on a GFI/Rush square), the block dice count on the target (white when this coach chooses, red when
 * the opponent does), assisting team-mates green and opposing assisters brown.
 * Screenshot: artifacts/classic-match.png (and classic-path.png, classic-block.png).
 */
import path from 'node:path';
import {
  apply,
  type Command,
  loadScenario,
  type MatchState,
  type ScenarioInput,
  ScriptedDice,
} from '@dugout/rules';
import { blockOdds, reachableSquares } from '@dugout/rules/odds';
import type { Page } from 'playwright-core';
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
import { harnessPage, showState } from '../test-support/match-harness.js';
import { startMatchServer } from '../test-support/matches.js';

const DESKTOP = { width: 1366, height: 800 };
const poll = <T>(check: () => Promise<T>) => expect.poll(check, { timeout: 10_000 });
const decisionOf = (page: Page) => page.locator('.match').getAttribute('data-decision');

const play = (s: MatchState, ...commands: Command[]) =>
  commands.reduce(
    (state, c) =>
      apply(state, { ...c, team: state.decision?.team ?? 'home' } as Command, new ScriptedDice([])).state,
    s,
  );

/** The screen's percentage (`formatChance`). */
const pct = (p: number) =>
  p <= 0 ? '0%' : p >= 1 ? '100%' : p < 0.01 ? '<1%' : p > 0.99 ? '>99%' : `${Math.round(p * 100)}%`;

const fillOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((e) => getComputedStyle(e).fill);
const strokeOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((e) => getComputedStyle(e).stroke);

const GREEN = 'rgb(94, 224, 122)';
const RED_DOT = 'rgb(255, 90, 78)';
const WHITE = 'rgb(255, 255, 255)';
const RED_DIE = 'rgb(198, 40, 40)';
const BROWN = 'rgb(160, 98, 45)';

describe.runIf(browserAvailable())('a classic (LRB6) match from the lobby', () => {
  let server: Awaited<ReturnType<typeof startMatchServer>>;
  let browser: Awaited<ReturnType<typeof launchChromium>>;
  beforeAll(async () => {
    server = await startMatchServer('pglite', { seeds: () => new Uint8Array(32).fill(0x5c) });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  test('the coach picks Classic (LRB6), gets the LRB6 rosters, and plays Khemri against the bot', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await register(context, server.baseUrl, 'Settra');
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const form = page.locator('[data-section="new-challenge"]');
    const roster = form.getByRole('combobox', { name: 'Roster' });
    // BB2025 first: its 30 rosters, Gnomes among them, no Khemri.
    expect(await roster.locator('option').count()).toBe(30);
    expect(await roster.locator('option[value="gnome"]').count()).toBe(1);
    // BB2025's preview reads AG and PA as targets, and the table has an inducement budget.
    await poll(() =>
      form.locator('[data-team-preview="human"][data-edition="bb2025"]').textContent(),
    ).toMatch(/Human Lineman \(MA 6 · ST 3 · AG 3\+ · PA 4\+ · AV 9\+\)/);
    expect(await form.locator('input[name="inducement-budget"]').count()).toBe(1);
    await form.getByRole('combobox', { name: 'Rules' }).selectOption('classic');
    await poll(() => roster.getAttribute('data-rosters')).toBe('classic');
    expect(await roster.locator('option').count()).toBe(24);
    expect(await roster.locator('option[value="gnome"]').count()).toBe(0);
    // Human is in both editions: the choice is kept.
    expect(await roster.inputValue()).toBe('human');
    await roster.selectOption('khemri');
    expect(await roster.locator('option:checked').textContent()).toBe('Khemri');
    // The LRB6 starting team, with classic statistics: AG the 1–6 characteristic, no PA.
    const preview = form.locator('[data-team-preview="khemri"][data-edition="classic"]');
    await preview.waitFor();
    const team = (await preview.textContent()) ?? '';
    expect(team).toContain('Khemri Tomb Guardian (MA 4 · ST 5 · AG 1 · AV 9)');
    expect(team).toContain('Khemri Skeleton (MA 5 · ST 3 · AG 2 · AV 7)');
    expect(team).not.toMatch(/PA|\+/);
    // A classic table has an inducement budget too (the LRB6 list); left at 0, this match has no step.
    expect(await form.locator('input[name="inducement-budget"]').count()).toBe(1);
    await form.getByLabel('Team name (optional)').fill('Sons of Settra');
    await form.getByRole('button', { name: 'Play the bot' }).click();

    await page.locator('.live-match[data-as="home"] .match[data-edition="classic"]').waitFor();
    // The bot brings a copy of the coach's team: the two read by side.
    expect(await page.locator('.team-score.home .team-name').textContent()).toBe('Sons of Settra (Home)');

    // Up to the coach's first activation with the simplest answers.
    await playToFirstActivation(page);
    expect(await decisionOf(page)).toBe('activation');

    // Classic statistics on every token: AG the 1–6 characteristic, no PA, AV a number; LRB6 positions.
    const tooltips = await page
      .locator('.pitch .token.home > title')
      .evaluateAll((els) => els.map((e) => e.textContent ?? ''));
    expect(tooltips.length).toBeGreaterThanOrEqual(11);
    for (const tip of tooltips) {
      expect(tip).toMatch(/MA \d · ST \d · AG [1-6] · AV \d+$/);
      expect(tip).not.toMatch(/PA|\+/);
    }
    expect(tooltips.some((tip) => /Skeleton/.test(tip) && /AG 2 · AV 7$/.test(tip))).toBe(true);
    expect(tooltips.some((tip) => /Blitz-Ra/.test(tip))).toBe(true);
    // The legend says GFI, never Rush.
    const legend = (await page.locator('.match').textContent()) ?? '';
    expect(legend).toContain('GFI needed');
    expect(legend).not.toMatch(/\bRush\b/);
    // The dice log too: classic words, and an armour roll's target one above AV ("more than AV").
    const log = (await page.locator('.dice-log').textContent()) ?? '';
    expect(log).not.toMatch(/\bRush\b|\bMarked\b|\bPOW!/);
    // A move planned on the live screen: the path's dots (the screenshot shows them).
    const mover =
      (await page.locator('.pitch .token.home.clickable').first().getAttribute('data-player')) ?? '';
    await select(page, mover);
    await page.locator('.actions [data-action="move"]').click();
    await poll(() => decisionOf(page)).toBe('move-step');
    await page.locator('.pitch [data-hover-square]').last().hover();
    await page.locator('.pitch .path[data-path-length]').waitFor();
    expect(await page.locator('.pitch .path > .path-dot').count()).toBeGreaterThanOrEqual(2);
    await painted(page);
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'classic-match.png') });
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  test('a classic challenge says so in the lobby and is accepted with an LRB6 roster', async () => {
    const open = async (name: string) => {
      const context = await browser.newContext({ viewport: DESKTOP });
      return { context, page: await register(context, server.baseUrl, name) };
    };
    const khalida = await open('Khalida');
    const nagash = await open('Nagash');
    const form = khalida.page.locator('[data-section="new-challenge"]');
    await form.getByRole('combobox', { name: 'Rules' }).selectOption('classic');
    await form.getByRole('combobox', { name: 'Roster' }).selectOption('khemri');
    await form.getByLabel('Opponent (coach name)').fill('Nagash');
    await form.getByRole('button', { name: 'Post the challenge' }).click();
    const mine = khalida.page.locator('[data-my-challenge][data-status="open"]');
    await mine.waitFor();
    expect(await mine.locator('[data-edition]').textContent()).toBe('Classic (LRB6)');

    // Nagash's lobby: the challenge names its rules and the LRB6 team; the accepting roster is an LRB6 one.
    const offer = nagash.page.locator('[data-section="open-challenges"] [data-challenge]');
    await offer.waitFor({ timeout: 10_000 });
    expect(await offer.locator('[data-edition="classic"]').textContent()).toBe('Classic (LRB6)');
    expect(await offer.textContent()).toContain('Khemri team');
    const accept = nagash.page.getByRole('combobox', { name: 'Accept a classic (LRB6) table with' });
    expect(await accept.locator('option[value="necromantic"]').count()).toBe(1);
    expect(await accept.locator('option[value="necromantic-horror"]').count()).toBe(0);
    await accept.selectOption('necromantic');
    await offer.getByRole('button', { name: 'Accept' }).click();
    await nagash.page.locator('.live-match[data-as="away"] .match[data-edition="classic"]').waitFor();
    expect(await nagash.page.locator('.team-score.away .team-name').textContent()).toBe('Necromantic team');
    expect(await nagash.page.locator('.team-score.home .team-name').textContent()).toBe('Khemri team');
    await khalida.context.close();
    await nagash.context.close();
  }, 60_000);
});

// Seed 001's dodge example: Dieter Blunt, AG3, dodges into two Orcs' Tackle Zones (①, 5+), then on into
// none (②, 3+); with MA 2 the third step is a GFI. Team-mates hem him in so that ① is his one way out.
const DIETER = (edition: 'bb2025' | 'classic'): ScenarioInput => ({
  edition,
  activeTeam: 'home',
  teams: { home: { name: 'Reikland Reavers' }, away: { name: 'Gouged Eye' } },
  players: [
    { id: 'dieter', team: 'home', name: 'Dieter Blunt', number: 3, at: [5, 7], ma: 2, ag: 3 },
    ...(
      [
        [4, 6],
        [6, 6],
        [4, 7],
        [4, 8],
        [5, 8],
        [6, 8],
      ] as const
    ).map(([x, y], i) => ({ id: `h${i}`, team: 'home' as const, at: [x, y] as [number, number] })),
    { id: 'o1', team: 'away', name: 'Varag', number: 5, at: [7, 6] },
    { id: 'o2', team: 'away', name: 'Ugroth', number: 6, at: [5, 6] },
  ],
});

// A block on D1 (ST3): the attacker (ST4) with a team-mate's assist (H) against D1 with D2's: 5 against 4,
// two dice, the attacker's coach chooses. On D2 (ST5): D1 is Marked by H as well, so no assist: 4 against 5,
// two dice, the opponent chooses.
const BLOCK = (edition: 'bb2025' | 'classic'): ScenarioInput => ({
  edition,
  activeTeam: 'home',
  teams: { home: { name: 'Reikland Reavers' }, away: { name: 'Gouged Eye' } },
  players: [
    { id: 'a', team: 'home', name: 'Griff', number: 7, at: [10, 7], st: 4 },
    { id: 'h', team: 'home', name: 'Zug', number: 4, at: [12, 6] },
    { id: 'd1', team: 'away', name: 'Varag', number: 5, at: [11, 7], st: 3 },
    { id: 'd2', team: 'away', name: 'Ugroth', number: 6, at: [10, 6], st: 5 },
  ],
});

describe.runIf(browserAvailable())('seed 001’s path, block dice and assists on the match screen', () => {
  const harness = harnessPage();

  test.each(['classic', 'bb2025'] as const)(
    'the planned path: green, red with Tackle Zones, a die (%s)',
    async (edition) => {
      const page = harness.page();
      const s = play(loadScenario(DIETER(edition)), { type: 'activate', player: 'dieter', action: 'move' });
      expect(s.decision?.kind).toBe('move-step');
      await showState(page, { state: s });
      await page.locator(`.match[data-edition="${edition}"]`).waitFor();
      await page.mouse.move(1, 1);
      await page.locator('.pitch [data-hover-square="8,8"]').hover();
      await page.locator('.pitch .path[data-path-length="3"]').waitFor();
      const dots = await page.locator('.pitch .path > .path-dot[data-path-step]').evaluateAll((els) =>
        els.map((e) => ({
          at: e.getAttribute('data-path-step'),
          kind: e.getAttribute('data-step-kind'),
          zones: e.querySelector('[data-path-zones]')?.getAttribute('data-path-zones') ?? null,
        })),
      );
      expect(dots).toEqual([
        { at: '6,7', kind: 'dodge', zones: '2' },
        { at: '7,8', kind: 'dodge', zones: '0' },
        { at: '8,8', kind: 'rush', zones: null },
      ]);
      expect(await fillOf(page, '.pitch .path-dot.dodge > circle')).toBe(RED_DOT);
      // The GFI/Rush square carries the die (a square with two pips).
      expect(await page.locator('.pitch .path-dot[data-step-kind="rush"] rect').count()).toBe(1);
      const reach = reachableSquares(s, 'dieter').find((r) => r.x === 8 && r.y === 8);
      expect(await page.locator('.pitch [data-path-chance]').evaluate((e) => e.firstChild?.textContent)).toBe(
        pct(reach?.probability ?? -1),
      );
      // The one-step square names its roll.
      expect(await page.locator('.pitch .target[data-square="6,7"] > title').textContent()).toMatch(
        /^Dodge needed/,
      );
      if (edition === 'classic') {
        expect(await page.locator('.match').textContent()).toContain('GFI needed');
        await painted(page);
        await page.locator('.pitch [data-hover-square="8,8"]').hover();
        await page.locator('.pitch .path[data-path-length="3"]').waitFor();
        await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'classic-path.png') });
      } else expect(await page.locator('.match').textContent()).toContain('Rush needed');
      // Japanese: seed 001's GFI in a classic match, ラッシュ in BB2025.
      await showState(page, { state: s, locale: 'ja' });
      expect(await page.locator('.match').textContent()).toContain(
        edition === 'classic' ? 'GFIが必要' : 'ラッシュが必要',
      );

      // Green: a free player's path with no roll on it.
      const free = play(
        loadScenario({
          ...DIETER(edition),
          players: [{ id: 'dieter', team: 'home', at: [5, 7], ma: 6, ag: 3 }],
        }),
        { type: 'activate', player: 'dieter', action: 'move' },
      );
      await showState(page, { state: free });
      await page.mouse.move(1, 1);
      await page.locator('.pitch [data-hover-square="5,4"]').hover();
      await page.locator('.pitch .path[data-path-length="3"]').waitFor();
      expect(
        await page
          .locator('.pitch .path > .path-dot')
          .evaluateAll((els) => els.map((e) => e.getAttribute('data-step-kind'))),
      ).toEqual(['safe', 'safe', 'safe']);
      expect(await fillOf(page, '.pitch .path-dot.safe > circle')).toBe(GREEN);
      expect(await page.locator('.pitch .path-dot.safe [data-path-zones]').count()).toBe(0);
    },
  );

  test.each(['classic', 'bb2025'] as const)(
    'block dice: white when this coach chooses, red when the opponent does; assists green and brown (%s)',
    async (edition) => {
      const page = harness.page();
      const s = play(loadScenario(BLOCK(edition)), { type: 'activate', player: 'a', action: 'block' });
      expect(s.decision?.kind).toBe('block-target');
      const onD1 = blockOdds(s, 'a', 'd1');
      const onD2 = blockOdds(s, 'a', 'd2');
      // The engine's numbers the screen must show.
      expect([onD1.dice, onD1.chooser, onD1.offensive, onD1.defensive]).toEqual([2, 'home', ['h'], ['d2']]);
      expect([onD2.dice, onD2.chooser, onD2.offensive, onD2.defensive]).toEqual([2, 'away', [], []]);
      await showState(page, { state: s });
      await page.locator(`.match[data-edition="${edition}"]`).waitFor();

      const d1 = page.locator('.pitch .block-badge[data-block="d1"]');
      const d2 = page.locator('.pitch .block-badge[data-block="d2"]');
      expect(await d1.locator('text').textContent()).toBe('2');
      expect(await d2.locator('text').textContent()).toBe('2');
      expect(await fillOf(page, '.pitch .block-badge[data-block="d1"] rect')).toBe(WHITE);
      expect(await fillOf(page, '.pitch .block-badge[data-block="d2"] circle')).toBe(RED_DIE);
      expect(await d1.locator('title').textContent()).toBe('2 dice, attacker chooses');
      expect(await d2.locator('title').textContent()).toBe('2 dice, defender chooses');

      // Aiming at D1: the assisting team-mate in green, the opposing assister in brown; nobody else marked.
      await page.mouse.move(1, 1);
      await page.locator('.pitch .token[data-player="d1"]').hover();
      await page.locator('.pitch .token.assist-offensive[data-player="h"]').waitFor();
      await page.locator('.pitch .token.assist-defensive[data-player="d2"]').waitFor();
      expect(await strokeOf(page, '.pitch .token[data-player="h"] .assist-mark')).toBe(GREEN);
      expect(await strokeOf(page, '.pitch .token[data-player="d2"] .assist-mark')).toBe(BROWN);
      expect(await page.locator('.pitch .token[class*="assist-"]').count()).toBe(2);
      if (edition === 'classic') {
        await painted(page);
        await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'classic-block.png') });
      }
      // Aiming at D2: no assists either way.
      await page.mouse.move(1, 1);
      await page.locator('.pitch .token[data-player="d2"]').hover();
      await poll(() => page.locator('.pitch .token[class*="assist-"]').count()).toBe(0);
      expect(harness.errors).toEqual([]);
    },
  );
});
